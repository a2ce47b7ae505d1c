/** The OpenAPI document is generated from the contract and shows the wire format truthfully. */
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../test/harness.js';
import { call } from '../test/client.js';

const app = await startTestApp();

describe('OpenAPI', () => {
  it('serves an OpenAPI 3.1 document with snake_case fields and the list envelope', async () => {
    const doc = (await call(app, 'GET', '/api/openapi.json')).body;
    expect(doc.openapi).toBe('3.1.0');
    const listTags = doc.paths['/api/tags'].get;
    const page = listTags.responses['200'].content['application/json'].schema;
    expect(Object.keys(page.properties)).toEqual(['data', 'meta']);
    expect(Object.keys(page.properties.data.items.properties)).toEqual([
      'id',
      'name',
      'name_cn',
      'sort',
      'created_at',
      'updated_at',
    ]);
    expect(listTags.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'per_page', 'sort', 'q']),
    );
    const createTag = doc.paths['/api/tags'].post.requestBody.content['application/json'].schema;
    expect(createTag.additionalProperties).toBe(false);
  });

  it('has a browsable page', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });
});
