/**
 * The identity documents to renew, e-mailed by the job queue to the staff who keep the records: once a day at
 * most, only when the list changed, naming the model and the day, never the legal name or the number.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../db/schema/index.js';
import { startTestApp } from '../../test/harness.js';
import { as, signIn } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';
import { writeStaffDigest } from '../mail/staff-digest.js';

const app = await startTestApp();
let owner: ReturnType<typeof as>;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type Message = { recipient: string; subject: string; body: string; template: string; status: string };
const digestsTo = async (recipient: string) => {
  const page = await owner.get('/api/outbox?template=documents-expiring&per_page=100');
  expect(page.status).toBe(200);
  return (page.body.data as Message[]).filter((message) => message.recipient === recipient);
};

/** Runs the job now and waits until the queue reports the run completed. */
async function runNotices() {
  const id = await app.jobs.runNow('document-expiry-notices');
  await expect
    .poll(
      async () => {
        const runs = (await owner.get('/api/jobs?name=document-expiry-notices')).body.data as Array<{
          id: string;
          state: string;
        }>;
        return runs.find((run) => run.id === id)?.state;
      },
      { timeout: 20_000 },
    )
    .toBe('completed');
}

async function staffWithEmail(permissions: string[], email: string) {
  const { adminId } = await adminWith(app, permissions);
  await app.db.update(admins).set({ email }).where(eq(admins.id, adminId));
}

beforeAll(async () => {
  owner = as(app, await signIn(app));
  await staffWithEmail(['list-model-records'], 'keeper@example.com');
  await staffWithEmail(['list-videos'], 'editor@example.com');
  const model = await owner.post('/api/models', { name: 'Vera Nightly', name_cn: '薇拉', gender: 'female' });
  const record = await owner.post('/api/model-records', {
    model_id: model.body.id,
    legal_name: 'Veronika Secretname',
    date_of_birth: '1994-05-06',
    id_document_type: 'passport',
    id_document_last4: 'Q7Z9',
    id_document_country: 'DE',
    id_document_expires_on: day(10),
    custodian: 'Records Custodian, 1 Main St',
  });
  expect(record.status).toBe(201);
});

describe('documents to renew, e-mailed', () => {
  it('reach the staff holding the records permission, in both languages, without identity details', async () => {
    await runNotices();
    const [digest, ...more] = await digestsTo('keeper@example.com');
    expect(more).toEqual([]);
    expect(digest!.subject).toMatch(/身份证件需要更新 \/ .*identity document\(s\) of performers to renew/);
    expect(digest!.body).toContain(`Vera Nightly：护照，${day(10)} 到期`);
    expect(digest!.body).toContain(`Vera Nightly: passport, expires on ${day(10)}`);
    expect(digest!.body).not.toMatch(/Secretname|Q7Z9/);
    expect(await digestsTo('editor@example.com')).toEqual([]);
  });

  it('are not sent twice the same day', async () => {
    await runNotices();
    expect(await digestsTo('keeper@example.com')).toHaveLength(1);
  });
});

describe('a staff digest', () => {
  const digest = (list: string) => ({
    template: 'documents-expiring' as const,
    recipients: ['digest@example.com'],
    values: { 'zh-CN': { count: '1', days: '30', list }, en: { count: '1', days: '30', list } },
  });
  const delivery = { send: false };
  const on = (iso: string) => new Date(iso);

  it('goes at most once a UTC day, and again only when it says something new', async () => {
    const write = (list: string, now: string) => writeStaffDigest(app.db, digest(list), delivery, on(now));
    expect(await write('- A', '2030-01-01T08:00:00Z')).toBe(1);
    expect(await write('- A, B', '2030-01-01T23:59:00Z')).toBe(0);
    expect(await write('- A', '2030-01-02T00:01:00Z')).toBe(0);
    expect(await write('- A, B', '2030-01-02T00:02:00Z')).toBe(1);
  });
});
