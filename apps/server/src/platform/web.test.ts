/** The built web app as a browser receives it: precompressed bytes, the right encoding and cache headers. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../test/harness.js';

// A build as Vite leaves it: index.html, a hashed script with its brotli and gzip copies, a small file without.
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'backlot-web-'));
const script = `console.log(${JSON.stringify('Backlot '.repeat(400))});\n`;
fs.mkdirSync(path.join(webRoot, 'assets'));
fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Backlot</title><div id="root"></div>');
fs.writeFileSync(path.join(webRoot, 'assets/index-Bx1y2z3.js'), script);
fs.writeFileSync(path.join(webRoot, 'assets/index-Bx1y2z3.js.br'), zlib.brotliCompressSync(script));
fs.writeFileSync(path.join(webRoot, 'assets/index-Bx1y2z3.js.gz'), zlib.gzipSync(script));
fs.writeFileSync(path.join(webRoot, 'assets/tiny-Aa1.css'), 'a{}');
afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

const app = await startTestApp({ webRoot });
const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('web app delivery', () => {
  it('sends the brotli copy to a browser that accepts brotli', async () => {
    const answer = await get('/assets/index-Bx1y2z3.js', 'gzip, deflate, br, zstd');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.rawPayload.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(answer.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a browser that accepts gzip only', async () => {
    const answer = await get('/assets/index-Bx1y2z3.js', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(answer.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const answer = await get('/assets/index-Bx1y2z3.js');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe(script);
  });

  it('sends a file that has no compressed copy as it is, whatever the client accepts', async () => {
    const answer = await get('/assets/tiny-Aa1.css', 'br, gzip');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe('a{}');
  });

  it('caches hashed assets for a year without revalidation, in every encoding', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const answer = await get('/assets/index-Bx1y2z3.js', encoding);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('has index.html revalidated on every load, at / and by name', async () => {
    for (const url of ['/', '/index.html']) {
      const answer = await get(url, 'br, gzip');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.body).toContain('<div id="root">');
    }
  });

  it('answers 404 for a file that is not in the build', async () => {
    expect((await get('/assets/missing-Zz9.js', 'br')).statusCode).toBe(404);
  });
});
