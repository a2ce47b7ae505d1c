/**
 * Every field of every operation in the route table, checked one by one: a string refuses NUL (with the
 * forbidden-character message where the field is free text), and an integer above PostgreSQL's range is a
 * 404 in a path and a 422 on the field elsewhere. A new route or field is covered without a new test, so a
 * request schema that forgets the contract's builders fails here.
 */
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../test/harness.js';
import { call } from '../test/client.js';
import { superAdminSession } from '../test/fixtures.js';
import {
  bodyWith,
  type Field,
  fieldsOf,
  machineCallers,
  machineCredentialOf,
  type Operation,
  operationsOf,
  urlOf,
} from '../test/operations.js';

const app = await startTestApp();
const token = await superAdminSession(app);
// A signed URL's query and path are read only once its signature holds (`credential-first.test.ts`).
const operations = (await operationsOf(app)).filter((o) => machineCredentialOf(o) !== 'signed-url');
const credentialsOf = await machineCallers(app);

const FORBIDDEN = 'Contains a character that is not allowed.';
const TOO_BIG_IDS = [2 ** 31, 2 ** 53 + 2];

type Case = { operation: Operation; where: 'query' | 'body'; name: string; fields: Field[] };

/** Fields of the query and body of every operation, the branches of a union gathered under one name. */
const cases: Case[] = operations.flatMap((operation) => {
  const all = [
    ...Object.entries(operation.query).flatMap(([name, schema]) =>
      fieldsOf(schema, [name]).map((field) => ({ where: 'query' as const, field })),
    ),
    ...(operation.body ? fieldsOf(operation.body).map((field) => ({ where: 'body' as const, field })) : []),
  ];
  const byName = new Map<string, Case>();
  for (const { where, field } of all) {
    const name = field.path.join('.');
    const key = `${where} ${name}`;
    if (!byName.has(key)) byName.set(key, { operation, where, name, fields: [] });
    byName.get(key)!.fields.push(field);
  }
  return [...byName.values()];
});

const label = (c: Case) => `${c.operation.method} ${c.operation.url} ${c.where} ${c.name}`;

function send(c: Case, field: Field, value: string | number) {
  const { operation } = c;
  const headers = credentialsOf(operation);
  if (c.where === 'query') {
    const url = `${urlOf(operation)}?${c.name}=${encodeURIComponent(value)}`;
    return call(app, operation.method, url, { token, headers });
  }
  return call(app, operation.method, urlOf(operation), { token, headers, body: bodyWith(field, value) });
}

describe('request fields', () => {
  it('finds the fields of the whole API', () => {
    expect(cases.length).toBeGreaterThan(40);
    expect(cases.some((c) => c.where === 'query' && c.name === 'q')).toBe(true);
  });

  it('names unknown keys that look like Object members, as any other', async () => {
    const answer = await call(app, 'GET', '/api/tags?constructor=1&__proto__=2&toString=3', { token });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors).sort()).toEqual(['__proto__', 'constructor', 'toString']);
    expect(answer.body.errors.constructor).toEqual(['Unknown field.']);
  });

  const strings = cases.filter((c) => c.fields.some((f) => f.schema.type === 'string'));
  it.each(strings.map((c) => [label(c), c] as const))('%s refuses NUL', async (_label, c) => {
    const field = c.fields.find((f) => f.schema.type === 'string')!;
    const answer = await send(c, field, 'a\u0000b');
    expect(answer.status).toBe(422);
    // Free text says why; an enum, an e-mail or a date refuses the value by its own rule.
    const freeText = c.fields.every((f) => f.schema.type === 'string' && !f.schema.enum && !f.schema.format);
    if (freeText) expect(answer.body.errors[c.name]).toContain(FORBIDDEN);
    else expect(answer.body.errors[c.name]).toBeDefined();
  });

  const integers = cases.filter((c) => c.fields.some((f) => f.schema.type === 'integer'));
  it.each(integers.map((c) => [label(c), c] as const))(
    '%s refuses numbers beyond PostgreSQL integers',
    async (_label, c) => {
      const field = c.fields.find((f) => f.schema.type === 'integer')!;
      for (const value of TOO_BIG_IDS) {
        const answer = await send(c, field, value);
        expect(answer.status, String(value)).toBe(422);
        expect(answer.body.errors[c.name], String(value)).toBeDefined();
      }
    },
  );

  // Record ids are integers; a resumable upload's id is a server-made text with its own pattern.
  const withIds = operations.filter(
    (o) => Object.keys(o.pathParams).length > 0 && Object.values(o.pathParams).every((p) => p.type === 'integer'),
  );
  it.each(withIds.map((o) => [`${o.method} ${o.url}`, o] as const))(
    '%s answers 404 for ids beyond the range',
    async (_label, o) => {
      expect(Object.values(o.pathParams).every((schema) => schema.maximum === 2 ** 31 - 1)).toBe(true);
      for (const id of ['2147483648', '9007199254740993', '0', '-1', '1.5']) {
        const ids = Object.fromEntries(Object.keys(o.pathParams).map((name) => [name, id]));
        const body = o.body ? {} : undefined;
        const answer = await call(app, o.method, urlOf(o, ids), { token, headers: credentialsOf(o), body });
        expect(answer.status, id).toBe(404);
      }
    },
  );
});
