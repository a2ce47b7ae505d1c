/**
 * The served OpenAPI document serves outside clients: every operation is named and documents its error answers
 * with the one error body, and Redocly's recommended rules find nothing in it but the product's stated choices.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../test/harness.js';
import { call } from '../test/client.js';

const app = await startTestApp();
const document = (await call(app, 'GET', '/api/openapi.json')).body as {
  paths: Record<string, Record<string, { operationId?: string; responses: Record<string, unknown> }>>;
};
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ at: `${method.toUpperCase()} ${path}`, ...operation })),
);

/** What the recommended rules find that is the product's choice, and why. */
const CHOSEN: Array<{ ruleId: string; where?: string[]; why: string }> = [
  {
    ruleId: 'no-ambiguous-paths',
    why:
      "The spec's file routes: resumable uploads live under the literal `/files/tus/`, which the router matches " +
      'first, and file ids are numbers, so `/files/tus/{id}` never meets `/files/{id}/content`.',
  },
  {
    ruleId: 'operation-4xx-response',
    where: ['/api/health/get', '/api/health/live/get'],
    why: 'The health checks answer 200 or 503: there is no client error to make.',
  },
  { ruleId: 'info-license-strict', why: 'The product is proprietary: its license has no SPDX identifier nor URL.' },
];

describe('the OpenAPI document', () => {
  it('names every operation once, by its resource and verb', () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/tags/{id}']!.put!.operationId).toBe('tags.update');
    expect(document.paths['/api/videos/{id}/publish']!.post!.operationId).toBe('videos.publish');
  });

  it('documents the error answers each operation can give, with the one error body', () => {
    const update = document.paths['/api/tags/{id}']!.put!.responses;
    expect(Object.keys(update)).toEqual(['200', '401', '403', '404', '409', '413', '422', '503']);
    expect(update['409']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    });
    const intake = document.paths['/api/intake/cooperations']!.post!.responses;
    expect(Object.keys(intake)).toEqual(expect.arrayContaining(['401', '422', '429']));
    expect(intake).not.toHaveProperty('403');
    const clientErrors = operations.filter((operation) => !Object.keys(operation.responses).some((s) => /^4/.test(s)));
    expect(clientErrors.map((operation) => operation.at)).toEqual(['GET /api/health', 'GET /api/health/live']);
  });

  it("passes Redocly's recommended rules but for the stated choices", async () => {
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const chosen = (problem: (typeof problems)[number]) =>
      CHOSEN.some(
        (choice) =>
          choice.ruleId === problem.ruleId &&
          (!choice.where ||
            choice.where.some((where) => problem.location[0]?.pointer?.replace(/~1/g, '/').includes(where))),
      );
    const found = problems.filter((problem) => !chosen(problem));
    expect(found.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
    // Each stated choice still applies: none outlives its reason.
    for (const choice of CHOSEN) expect(problems.some((problem) => problem.ruleId === choice.ruleId)).toBe(true);
  });
});
