/**
 * A failed query reaches the log without its parameters: the log keeps the request id, the SQL text, the
 * PostgreSQL code and message, never the values (what people typed, password hashes). A value the database
 * refuses as a data exception is a 400, logged as a warning; any other database failure is a 500.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../test/harness.js';
import { as, signIn } from '../test/client.js';

type LogLine = {
  level: number;
  reqId?: string;
  msg: string;
  err?: { type: string; message: string; query?: string; code?: string };
};
const lines: LogLine[] = [];
const logText = () => JSON.stringify(lines);
const app = await startTestApp({
  logLevel: 'info',
  logFormat: 'json',
  logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
});
let api: ReturnType<typeof as>;

const MARKER = 'Marker-7f3a9c';

beforeAll(async () => {
  api = as(app, await signIn(app));
  // Stand-ins for a fault the schemas cannot foresee: a check that fails, a trigger that refuses a value as
  // PostgreSQL's own data exceptions do (quoting it in the message).
  await app.db.execute(sql.raw(`alter table admins add constraint refuse_marker check (name not like '%${MARKER}%')`));
  await app.db.execute(
    sql.raw(`create function refuse_marker() returns trigger language plpgsql as $$
      begin
        if new.name like '%${MARKER}%' then raise exception 'invalid value: "%"', new.name using errcode = '22023'; end if;
        return new;
      end $$`),
  );
  await app.db.execute(
    sql.raw('create trigger refuse_marker before insert on tags for each row execute function refuse_marker()'),
  );
});

const errorLineOf = (requestId: string) => lines.find((line) => line.reqId === requestId && line.err);

describe('the log of a failed query', () => {
  it('names the request, the SQL and the PostgreSQL error of a 500, never the values or the password hash', async () => {
    const answer = await api.post('/api/admins', {
      username: 'marker',
      name: `Ann ${MARKER}`,
      password: `${MARKER}-1`,
    });
    expect(answer.status).toBe(500);
    expect(answer.body.request_id).toEqual(expect.any(String));

    const line = errorLineOf(answer.body.request_id)!;
    expect(line.level).toBe(50);
    expect(line.err).toMatchObject({ type: 'QueryFailure', code: '23514' });
    expect(line.err!.query).toMatch(/^insert into "admins" .*\$1/);
    expect(line.err!.message).toContain('refuse_marker');
    expect(logText()).not.toContain(MARKER);
    expect(logText()).not.toContain('$argon2');
  });

  it('answers a value the database refuses with a 400 and a warning, masking the value in the message', async () => {
    const answer = await api.post('/api/tags', { name: MARKER, name_cn: '标记' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'bad_request', message: 'The request is malformed.' });

    const line = errorLineOf(answer.body.request_id)!;
    expect(line.level).toBe(40);
    expect(line.err).toMatchObject({ code: '22023', message: 'invalid value: "[redacted]"' });
    expect(line.err!.query).toMatch(/^insert into "tags" /);
    expect(logText()).not.toContain(MARKER);
  });
});
