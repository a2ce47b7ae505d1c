/**
 * A member's privacy export as a zip: member.json as the JSON export answers it, a CSV per kind of row with its
 * header, and the member's files (their tickets' attachments, equal names numbered; their avatar).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index.js';
import { as } from '../../test/client.js';
import { download, zipEntries } from '../../test/documents.js';
import { adminWith } from '../../test/fixtures.js';
import { image, pdf, upload } from '../../test/files.js';
import { startTestApp } from '../../test/harness.js';
import { intake, ticket, twoSites } from '../supports/testing.js';

const app = await startTestApp();
let token = '';
let mia = 0;
const attachments = [pdf(), pdf()];
let avatar = Buffer.alloc(0);

beforeAll(async () => {
  avatar = await image('png', 64, 64);
  ({ token } = await adminWith(app, ['create-sites', 'export-users', 'upload-files']));
  const { velvet } = await twoSites(as(app, token));
  const [member] = await app.db
    .insert(members)
    .values({ username: 'mia', email: 'mia@example.com', firstName: '美雅' })
    .returning({ id: members.id });
  mia = member!.id;
  for (const [i, bytes] of attachments.entries()) {
    const file = await upload(app, '', 'upload', bytes, {
      url: '/api/intake/files',
      siteKey: velvet.key,
      name: 'receipt.pdf',
      ip: `10.4.0.${i + 1}`,
    });
    await intake(app, 'supports', ticket(`Charged twice ${i}`, { attachment_id: file.body.id }), { key: velvet.key });
  }
  const picture = await upload(app, token, 'images', avatar, { name: 'me.png', type: 'image/png' });
  await app.db.update(members).set({ avatarId: picture.body.id }).where(eq(members.id, mia));
});

describe('GET /users/{id}/privacy-export.zip', () => {
  it('holds member.json, a CSV per kind of row and the member’s files', async () => {
    const answer = await download(app, `/api/users/${mia}/privacy-export.zip`, token);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="member-${mia}.zip"`);
    expect(answer.headers['cache-control']).toBe('no-store');
    const entries = await zipEntries(answer.bytes);
    expect([...entries.keys()]).toEqual([
      'member.json',
      'events.csv',
      'token_records.csv',
      'messages.csv',
      'tokens.csv',
      'audit_entries.csv',
      'comments.csv',
      'comment_reports.csv',
      'support_tickets.csv',
      'files/receipt.pdf',
      'files/receipt (2).pdf',
      'files/me.png',
    ]);
    const json = JSON.parse(entries.get('member.json')!.toString());
    const { exported_at: _at, ...same } = (await as(app, token).get(`/api/users/${mia}/privacy-export`)).body;
    expect(json).toMatchObject(same);
    expect(json.member).toMatchObject({ username: 'mia', first_name: '美雅' });
    const tickets = entries.get('support_tickets.csv')!.toString().replace(/^\uFEFF/, '').split('\n');
    expect(tickets[0]).toBe('id,type,subject,email,message,status,created_at');
    expect(tickets[1]).toContain('Charged twice 0');
    expect(tickets[3]).toContain('Charged twice 1');
    expect(entries.get('comments.csv')!.toString()).toMatch(/^\uFEFFid,/);
    expect(entries.get('files/receipt.pdf')).toEqual(attachments[0]);
    expect(entries.get('files/receipt (2).pdf')).toEqual(attachments[1]);
    expect(entries.get('files/me.png')).toEqual(avatar);
  });

  it('is 404 for no such member and needs export-users', async () => {
    expect((await download(app, '/api/users/999999/privacy-export.zip', token)).status).toBe(404);
    const other = (await adminWith(app, ['list-users', 'erase-users'])).token;
    expect((await download(app, `/api/users/${mia}/privacy-export.zip`, other)).status).toBe(403);
  });
});
