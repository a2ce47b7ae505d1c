/** A ticket's attachments as one zip: the files under their uploaded names with their bytes; who may get it. */
import { beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../test/client.js';
import { download, zipEntries } from '../../test/documents.js';
import { adminWith } from '../../test/fixtures.js';
import { pdf, upload } from '../../test/files.js';
import { startTestApp } from '../../test/harness.js';
import { intake, ticket, twoSites } from './testing.js';

const app = await startTestApp();
let token = '';
const ids = { withFile: 0, without: 0 };
const receipt = pdf();

beforeAll(async () => {
  ({ token } = await adminWith(app, ['create-sites', 'list-supports']));
  const { velvet } = await twoSites(as(app, token));
  const file = await upload(app, '', 'upload', receipt, {
    url: '/api/intake/files',
    siteKey: velvet.key,
    name: '收据 March.pdf',
    ip: '10.3.0.1',
  });
  const submit = (body: object) => intake(app, 'supports', body, { key: velvet.key });
  ids.withFile = (await submit(ticket('With receipt', { attachment_id: file.body.id }))).body.id;
  ids.without = (await submit(ticket('Without'))).body.id;
});

describe('GET /supports/{id}/attachments.zip', () => {
  it('streams a zip of the attachments under their uploaded names, with their bytes', async () => {
    const answer = await download(app, `/api/supports/${ids.withFile}/attachments.zip`, token);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="ticket-${ids.withFile}-attachments.zip"`,
    );
    const entries = await zipEntries(answer.bytes);
    expect([...entries.keys()]).toEqual(['收据 March.pdf']);
    expect(entries.get('收据 March.pdf')).toEqual(receipt);
  });

  it('is 404 for a ticket without attachments and for no such ticket, 403 without list-supports', async () => {
    expect((await download(app, `/api/supports/${ids.without}/attachments.zip`, token)).status).toBe(404);
    expect((await download(app, '/api/supports/999999/attachments.zip', token)).status).toBe(404);
    const other = (await adminWith(app, ['list-users'])).token;
    expect((await download(app, `/api/supports/${ids.withFile}/attachments.zip`, other)).status).toBe(403);
  });
});
