/** Batch creation of members from CSV text or JSON rows: all or none, every bad cell named by row and column. */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../test/client.js';
import { startTestApp } from '../../test/harness.js';
import { adminWith } from '../../test/fixtures.js';
import { queryRows } from '../../db/client.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;

beforeAll(async () => {
  api = as(app, (await adminWith(app, ['batch-create-users'])).token);
});

const count = async () =>
  Number((await queryRows<{ n: number }>(app.db, sql`select count(*)::int as n from members`))[0]!.n);
const memberRows = (ids: number[]) =>
  queryRows<Record<string, unknown>>(
    app.db,
    sql`select username, email, first_name, last_name, birthdate::text, phone, status, site_id, channel_id
        from members where id = any(${`{${ids.join(',')}}`}::int[]) order by id`,
  );
const csv = (...lines: string[]) => lines.join('\n');

describe('POST /users/batch-create', () => {
  it('creates one active member per CSV row, unattributed, with one audit entry for the batch', async () => {
    const answer = await api.post('/api/users/batch-create', {
      csv: csv(
        'username,email,first_name,last_name,birthdate,phone',
        'alice,alice@example.com,Alice,Liddell,1990-04-01,+44 20 7946 0000',
        'bob,bob@example.com,,,,',
        'carol,Carol@Example.com,Carol,,1985-12-31,',
      ),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.created).toBe(3);
    expect(answer.body.ids).toHaveLength(3);
    expect(await memberRows(answer.body.ids)).toEqual([
      {
        username: 'alice',
        email: 'alice@example.com',
        first_name: 'Alice',
        last_name: 'Liddell',
        birthdate: '1990-04-01',
        phone: '+44 20 7946 0000',
        status: 'active',
        site_id: null,
        channel_id: null,
      },
      expect.objectContaining({ username: 'bob', first_name: null, birthdate: null, phone: null }),
      expect.objectContaining({ username: 'carol', email: 'Carol@Example.com', last_name: null }),
    ]);
    const super_ = as(app, (await adminWith(app, ['list-audit-logs'])).token);
    const audit = await super_.get('/api/audit-logs?resource=users&action=batch-create');
    expect(audit.body.data).toHaveLength(1);
    expect(audit.body.data[0].changes).toEqual({
      created: { before: null, after: 3 },
      first_id: { before: null, after: answer.body.ids[0] },
      last_id: { before: null, after: answer.body.ids[2] },
    });
    expect(JSON.stringify(audit.body.data[0])).not.toContain('alice');
  });

  it('reads header names in any case and order, a byte-order mark, CRLF, quotes, blank lines and semicolons', async () => {
    const answer = await api.post('/api/users/batch-create', {
      csv: '\uFEFF Email ,USERNAME,Last_Name\r\n"dora@example.com",dora,"van Dijk, Jr."\r\n\r\nerin@example.com,erin,\r\n',
    });
    expect(answer.status).toBe(201);
    expect(await memberRows(answer.body.ids)).toMatchObject([
      { username: 'dora', email: 'dora@example.com', last_name: 'van Dijk, Jr.', first_name: null },
      { username: 'erin', email: 'erin@example.com', last_name: null },
    ]);
    const semicolons = await api.post('/api/users/batch-create', { csv: 'username;email\nfrank;frank@example.com\n' });
    expect(semicolons.status).toBe(201);
    expect(semicolons.body.created).toBe(1);
  });

  it('creates nothing when one row is wrong, naming each bad row as a spreadsheet numbers it and its fields', async () => {
    const before = await count();
    const answer = await api.post('/api/users/batch-create', {
      csv: csv(
        'username,email,birthdate',
        'gina,gina@example.com,1991-01-01',
        '',
        'h!,not-an-email,2999-01-01',
        'ivan,ivan@example.com,1992-02-30',
      ),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      'rows.4.username': ['At least 3 characters.', 'Letters, digits, dot, dash and underscore only.'],
      'rows.4.email': ['Invalid e-mail address.'],
      'rows.4.birthdate': ['Must be a date before today.'],
      'rows.5.birthdate': ['Invalid date.'],
    });
    expect(await count()).toBe(before);
  });

  it('refuses usernames and e-mails repeated in the file or already taken, ignoring case', async () => {
    const before = await count();
    const answer = await api.post('/api/users/batch-create', {
      rows: [
        { username: 'jack', email: 'jack@example.com' },
        { username: 'JACK', email: 'other@example.com' },
        { username: 'kate', email: 'ALICE@example.com' },
        { username: 'Bob', email: 'Jack@Example.com' },
        { username: 'carol', email: 'broken', birthdate: 'soon' },
      ],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      'rows.3.username': ['The same value is already on row 2.'],
      'rows.4.email': ['This value is already taken.'],
      'rows.5.username': ['This value is already taken.'],
      'rows.5.email': ['The same value is already on row 2.'],
      'rows.6.username': ['This value is already taken.'],
      'rows.6.email': ['Invalid e-mail address.'],
      'rows.6.birthdate': ['Invalid date.'],
    });
    const zh = await app.inject({
      method: 'POST',
      url: '/api/users/batch-create',
      headers: { authorization: `Bearer ${(await adminWith(app, ['batch-create-users'])).token}` },
      payload: { rows: [{ username: 'alice', email: 'new@example.com' }] },
    });
    expect(zh.json().errors).toEqual({ 'rows.2.username': ['该值已被占用。'] });
    expect(await count()).toBe(before);
  });

  it('names a header without a required column, an unknown or repeated one, and unreadable text', async () => {
    const missing = await api.post('/api/users/batch-create', { csv: 'username,mail\nlena,lena@example.com' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      'rows.1.mail': [expect.stringContaining('Unknown column')],
      'rows.1.email': ['This column is required.'],
    });
    const twice = await api.post('/api/users/batch-create', { csv: 'username,email,Email\nx,y,z' });
    expect(twice.body.errors).toEqual({ 'rows.1.email': ['This column appears twice.'] });
    const quotes = await api.post('/api/users/batch-create', { csv: 'username,email\nmia,"mia@example.com\n' });
    expect(quotes.status).toBe(422);
    expect(quotes.body.errors).toEqual({ csv: [expect.stringContaining('near line')] });
    const headerOnly = await api.post('/api/users/batch-create', { csv: 'username,email\n' });
    expect(headerOnly.body.errors).toEqual({ csv: ['There is no row below the header.'] });
    const extra = await api.post('/api/users/batch-create', { csv: 'username,email\nnina,nina@example.com,surplus' });
    expect(extra.body.errors).toEqual({ 'rows.2.row': ['This row has more cells than the header has columns.'] });
  });

  it('refuses more than 10,000 rows, as CSV or JSON', async () => {
    const lines = Array.from({ length: 10_001 }, (_, i) => `m${i},m${i}@example.com`);
    const tooMany = await api.post('/api/users/batch-create', { csv: ['username,email', ...lines].join('\n') });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toEqual({ csv: ['At most 10000 rows per batch.'] });
    const rows = Array.from({ length: 10_001 }, (_, i) => ({ username: `m${i}`, email: `m${i}@example.com` }));
    const json = await api.post('/api/users/batch-create', { rows });
    expect(json.status).toBe(422);
    expect(json.body.errors).toEqual({ rows: ['At most 10000 rows per batch.'] });
  });

  it('creates a full batch of 10,000 members', async () => {
    const before = await count();
    const lines = Array.from({ length: 10_000 }, (_, i) => `full${i},full${i}@example.com,First ${i},Last,1980-01-01,`);
    const answer = await api.post('/api/users/batch-create', {
      csv: ['username,email,first_name,last_name,birthdate,phone', ...lines].join('\n'),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.created).toBe(10_000);
    expect(new Set(answer.body.ids).size).toBe(10_000);
    expect(await count()).toBe(before + 10_000);
  });

  it('needs its own permission and a well-formed body', async () => {
    const editor = as(app, (await adminWith(app, ['list-users', 'edit-users'])).token);
    const denied = await editor.post('/api/users/batch-create', {
      rows: [{ username: 'zed', email: 'z@example.com' }],
    });
    expect(denied.status).toBe(403);
    const both = await api.post('/api/users/batch-create', { csv: 'username,email', rows: [] });
    expect(both.status).toBe(422);
    const unknown = await api.post('/api/users/batch-create', {
      rows: [{ username: 'zed', email: 'z@e.com', coin: '9' }],
    });
    expect(unknown.status).toBe(422);
  });
});
