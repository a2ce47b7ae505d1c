/**
 * The legal hold: compliance records and releases are never deleted; a scan (28 CFR 75.4) is kept 7 years after
 * its upload, a delete sooner a 409 naming the first day it may happen, in the reader's language. Rows are aged
 * in the database to show what happens once the years have passed.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_HOLD_YEARS } from '@backlot/contract';
import { auditLogs, modelRecords, modelRecordScans, modelReleases } from '../../db/schema/index.js';
import { startTestApp } from '../../test/harness.js';
import { call } from '../../test/client.js';
import { complianceFixtures } from '../../test/compliance.js';
import { adminWith } from '../../test/fixtures.js';
import { pdf, upload } from '../../test/files.js';

const app = await startTestApp();
let token: string;
let fixtures: ReturnType<typeof complianceFixtures>;

beforeAll(async () => {
  ({ token } = await adminWith(app, [
    'create-models',
    'create-videos',
    'upload-files',
    'list-model-records',
    'create-model-records',
    'edit-model-records',
    'list-model-releases',
    'create-model-releases',
  ]));
  fixtures = complianceFixtures(app, token);
});

/** The UTC day `years` years from `from`. */
const yearsFrom = (from: Date, years: number) => {
  const day = new Date(from);
  day.setUTCFullYear(day.getUTCFullYear() + years);
  return day.toISOString().slice(0, 10);
};
const yearsAgo = (years: number) => sql`now() - make_interval(years => ${years})`;
const newRecord = async (name: string) => (await fixtures.record(await fixtures.model(name))).body.id as number;

describe('the legal hold', () => {
  it('offers no delete of a record or a release, however old: both stay', async () => {
    const id = await newRecord('Iris');
    const modelId = await fixtures.model('Mia');
    const video = (await fixtures.video([modelId])).body;
    const release = (
      await fixtures.api.post('/api/model-releases', { model_id: modelId, video_id: video.id, signed_on: '2026-01-05' })
    ).body;
    await app.db
      .update(modelRecords)
      .set({ updatedAt: yearsAgo(30) })
      .where(eq(modelRecords.id, id));
    await app.db
      .update(modelReleases)
      .set({ updatedAt: yearsAgo(30) })
      .where(eq(modelReleases.id, release.id));
    expect((await fixtures.api.delete(`/api/model-records/${id}`)).status).toBe(404);
    expect((await fixtures.api.delete(`/api/model-releases/${release.id}`)).status).toBe(404);
    expect((await fixtures.api.post('/api/model-records/bulk/delete', { ids: [id] })).status).toBe(404);
    expect((await fixtures.api.get(`/api/model-records/${id}`)).status).toBe(200);
    expect((await fixtures.api.get(`/api/model-releases/${release.id}`)).status).toBe(200);
  });

  it('keeps a scan, saying until when in the reader’s language', async () => {
    const id = await newRecord('Jade');
    const scan = (await upload(app, token, '', pdf(), { url: `/api/model-records/${id}/scans`, name: 'id.pdf' })).body;
    const until = yearsFrom(new Date(), LEGAL_HOLD_YEARS);
    const refused = await call(app, 'DELETE', `/api/model-records/${id}/scans/${scan.id}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'legal_hold', held_until: until });
    expect(refused.body.message).toBe(
      `These compliance records are kept under legal hold until ${until} (28 CFR 75.4: 7 years after their last change); they cannot be deleted before then.`,
    );
    const chinese = await call(app, 'DELETE', `/api/model-records/${id}/scans/${scan.id}`, { token, lang: 'zh-CN' });
    expect(chinese.body.message).toBe(
      `根据 28 CFR 75.4，合规档案须在最后修改后保存 7 年，处于法定保留期，${until} 之前不能删除。`,
    );
  });

  it('keeps a scan 7 years after its upload', async () => {
    const id = await newRecord('Lou');
    const scan = (await upload(app, token, '', pdf(), { url: `/api/model-records/${id}/scans`, name: 'a.pdf' })).body;
    const refused = await fixtures.api.delete(`/api/model-records/${id}/scans/${scan.id}`);
    expect([refused.status, refused.body.code]).toEqual([409, 'legal_hold']);
    expect(refused.body.held_until).toBe(yearsFrom(new Date(), LEGAL_HOLD_YEARS));
    await app.db
      .update(modelRecordScans)
      .set({ createdAt: yearsAgo(7) })
      .where(eq(modelRecordScans.id, scan.id));
    const deleted = await fixtures.api.delete(`/api/model-records/${id}/scans/${scan.id}`);
    expect(deleted.status).toBe(204);
    expect((await fixtures.api.get(`/api/model-records/${id}/scans`)).body.data).toEqual([]);
    const audit = await app.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(
        and(eq(auditLogs.resource, 'model-records'), eq(auditLogs.resourceId, id), like(auditLogs.action, '%-scan')),
      )
      .orderBy(auditLogs.id);
    expect(audit.map((row) => row.action)).toEqual(['add-scan', 'delete-scan']);
  });
});
