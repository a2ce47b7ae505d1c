/** What the server's output shows: answered requests at debug only, one line each, readable or JSON. */
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { startTestApp } from '../test/harness.js';

/** An app whose log lines are collected, at `level` in `format`. */
async function appLogging(logLevel: string, logFormat: Config['logFormat']) {
  const logStream = new PassThrough();
  const lines: string[] = [];
  logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  const app = await startTestApp({ logLevel, logFormat, logStream });
  return { app, lines };
}

const json = await appLogging('info', 'json');
const pretty = await appLogging('debug', 'pretty');

describe('server output', () => {
  it('shows no line for an answered request at the default level', async () => {
    json.lines.length = 0;
    expect((await json.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await json.app.inject({ method: 'GET', url: '/api/nothing-here' })).statusCode).toBe(404);
    expect(json.lines).toEqual([]);
  });

  it('logs each answered request once at debug, as JSON without the query string', async () => {
    json.app.log.level = 'debug'; // as LOG_LEVEL=debug
    json.lines.length = 0;
    await json.app.inject({
      method: 'GET',
      url: '/api/health?probe=1',
      headers: { authorization: 'Bearer secret-token' },
    });
    const entries = json.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ level: 20, method: 'GET', url: '/api/health', statusCode: 200 });
    expect(typeof entries[0]!.reqId).toBe('string');
    expect(json.lines.join('\n')).not.toContain('secret-token');
  });

  it('writes readable lines in the pretty format', async () => {
    pretty.lines.length = 0;
    await pretty.app.inject({ method: 'GET', url: '/api/health' });
    expect(pretty.lines).toHaveLength(1);
    expect(pretty.lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] DEBUG: GET \/api\/health 200 \d+ ms {2}\[[0-9a-f-]{36}\]$/);
  });
});
