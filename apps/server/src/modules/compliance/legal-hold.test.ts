/**
 * The legal hold of 28 CFR 75.4: records, releases and scans changed less than 7 years ago are kept; a delete
 * is a 409 naming the first day it may happen, in the reader's language. Rows are aged in the database to
 * show what happens once the years have passed.
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
    'delete-model-records',
    'list-model-releases',
    'create-model-releases',
    'delete-model-releases',
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
  it('keeps a record changed less than 7 years ago, saying until when in the reader’s language', async () => {
    const id = await newRecord('Iris');
    const until = yearsFrom(new Date(), LEGAL_HOLD_YEARS);
    const refused = await call(app, 'DELETE', `/api/model-records/${id}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'legal_hold', held_until: until });
    expect(refused.body.message).toBe(
      `These compliance records are kept under legal hold until ${until} (28 CFR 75.4: 7 years after their last change); they cannot be deleted before then.`,
    );
    const chinese = await call(app, 'DELETE', `/api/model-records/${id}`, { token, lang: 'zh-CN' });
    expect(chinese.body.message).toBe(
      `根据 28 CFR 75.4，合规档案须在最后修改后保存 7 年，处于法定保留期，${until} 之前不能删除。`,
    );
    expect((await fixtures.api.get(`/api/model-records/${id}`)).status).toBe(200);
  });

  it('lets a record go 7 years after its last change, its scans with it', async () => {
    const id = await newRecord('Jade');
    await upload(app, token, '', pdf(), { url: `/api/model-records/${id}/scans`, name: 'id.pdf' });
    await app.db
      .update(modelRecords)
      .set({ updatedAt: yearsAgo(8) })
      .where(eq(modelRecords.id, id));
    const deleted = await fixtures.api.delete(`/api/model-records/${id}`);
    expect(deleted.status).toBe(204);
    expect((await fixtures.api.get(`/api/model-records/${id}`)).status).toBe(404);
    expect(await app.db.select().from(modelRecordScans).where(eq(modelRecordScans.ownerId, id))).toEqual([]);
  });

  it('moves with every change: an edit or a new scan holds the record 7 years from then', async () => {
    const id = await newRecord('Kim');
    await app.db
      .update(modelRecords)
      .set({ updatedAt: yearsAgo(5) })
      .where(eq(modelRecords.id, id));
    const [aged] = await app.db.select().from(modelRecords).where(eq(modelRecords.id, id));
    const before = await fixtures.api.delete(`/api/model-records/${id}`);
    expect(before.body.held_until).toBe(yearsFrom(aged!.updatedAt, LEGAL_HOLD_YEARS));
    expect(before.body.held_until).toBe(yearsFrom(new Date(), 2));

    await fixtures.api.put(`/api/model-records/${id}`, { legal_name: 'Kim Roe' });
    const edited = await fixtures.api.delete(`/api/model-records/${id}`);
    expect(edited.body.held_until).toBe(yearsFrom(new Date(), LEGAL_HOLD_YEARS));

    await app.db
      .update(modelRecords)
      .set({ updatedAt: yearsAgo(9) })
      .where(eq(modelRecords.id, id));
    await upload(app, token, '', pdf(), { url: `/api/model-records/${id}/scans`, name: 'renewed.pdf' });
    const scanned = await fixtures.api.delete(`/api/model-records/${id}`);
    expect([scanned.status, scanned.body.held_until]).toEqual([409, yearsFrom(new Date(), LEGAL_HOLD_YEARS)]);
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

  it('keeps a release likewise', async () => {
    const modelId = await fixtures.model('Mia');
    const video = (await fixtures.video([modelId])).body;
    const release = (
      await fixtures.api.post('/api/model-releases', { model_id: modelId, video_id: video.id, signed_on: '2026-01-05' })
    ).body;
    const refused = await fixtures.api.delete(`/api/model-releases/${release.id}`);
    expect([refused.status, refused.body.code]).toEqual([409, 'legal_hold']);
    await app.db
      .update(modelReleases)
      .set({ updatedAt: yearsAgo(8) })
      .where(eq(modelReleases.id, release.id));
    expect((await fixtures.api.delete(`/api/model-releases/${release.id}`)).status).toBe(204);
  });
});
