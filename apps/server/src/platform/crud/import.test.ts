/**
 * Imports as staff make them: a tags CSV checked by a dry run (create, update, unchanged, a bad row, a key
 * twice) without a write, applied all or none with an audit entry per record, an Excel sheet of models, the
 * row limit and the permission.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../test/client.js';
import { upload } from '../../test/files.js';
import { adminWith } from '../../test/fixtures.js';
import { startTestApp } from '../../test/harness.js';

const app = await startTestApp();
let token: string;
let api: ReturnType<typeof as>;

const csv = (text: string) => Buffer.from(text, 'utf8');
const send = (resource: string, content: Buffer, dryRun: boolean, name = 'rows.csv', as = token) =>
  upload(app, as, '', content, {
    url: `/api/${resource}/import${dryRun ? '?dry_run=1' : ''}`,
    name,
    type: name.endsWith('.csv') ? 'text/csv' : 'application/octet-stream',
  });
const tagNamed = async (name: string) =>
  ((await api.get(`/api/tags?q=${encodeURIComponent(name)}`)).body.data as Array<{ name: string; sort: number }>).find(
    (tag) => tag.name === name,
  );

beforeAll(async () => {
  ({ token } = await adminWith(app, [
    'list-tags',
    'create-tags',
    'import-tags',
    'list-models',
    'import-models',
    'list-videos',
    'create-videos',
    'import-videos',
    'list-audit-logs',
  ]));
  api = as(app, token);
  await api.post('/api/tags', { name: 'Kept', name_cn: '保持', sort: 1 });
  await api.post('/api/tags', { name: 'Moved', name_cn: '移动', sort: 1 });
});

const MIXED = ['name,name_cn,sort', 'Fresh,新的,3', 'moved,移动,9', 'Kept,保持,1', 'Bad,,x', 'FRESH,再来,4'].join('\n');

describe('a dry run', () => {
  it('reads each row right and writes nothing', async () => {
    const answer = await send('tags', csv(MIXED), true);
    expect(answer.status).toBe(200);
    const { rows, summary } = answer.body;
    expect(summary).toEqual({ create: 1, update: 1, unchanged: 1, errors: 2 });
    expect(rows.map((row: { action: string }) => row.action)).toEqual([
      'create',
      'update',
      'unchanged',
      'error',
      'error',
    ]);
    expect(rows[1]).toMatchObject({ row: 3, changes: [{ field: 'sort', before: 1, after: 9 }] });
    expect(Object.keys(rows[3].errors).sort()).toEqual(['name_cn', 'sort']);
    expect(rows[4]).toMatchObject({ row: 6, errors: { name: ['The same value is already on row 2.'] } });
    expect(await tagNamed('Fresh')).toBeUndefined();
    expect((await tagNamed('Moved'))!.sort).toBe(1);
  });
});

describe('an import', () => {
  it('writes nothing when one row is bad, naming it by row and column', async () => {
    const answer = await send('tags', csv('name,name_cn,sort\nWhole,整体,2\nBroken,破损,-5\n'), false);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(['rows.3.sort']);
    expect(await tagNamed('Whole')).toBeUndefined();
  });

  it('creates and updates the rows of a good file, each audited', async () => {
    const answer = await send('tags', csv('\uFEFFname,name_cn,sort\nApplied,应用,5\nMoved,,7\n'), false);
    expect(answer.status).toBe(200);
    expect(answer.body.summary).toEqual({ create: 1, update: 1, unchanged: 0, errors: 0 });
    const created = (await tagNamed('Applied'))!;
    expect(created).toMatchObject({ name: 'Applied', sort: 5 });
    expect(await tagNamed('Moved')).toMatchObject({ name_cn: '移动', sort: 7 });
    const log = await api.get(`/api/audit-logs?resource=tags&action=update`);
    expect(log.body.data[0]).toMatchObject({ record_label: 'Moved', changes: { sort: { before: 1, after: 7 } } });
    const createdLog = await api.get(`/api/audit-logs?resource=tags&action=create`);
    expect(createdLog.body.data[0]).toMatchObject({ record_label: 'Applied' });
  });

  it('reads an Excel sheet of models', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('models');
    sheet.addRow(['name', 'name_cn', 'gender', 'is_popular', 'birthday']);
    sheet.addRow(['Ada Sheet', '表格', 'female', '是', '1990-04-01']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const answer = await send('models', bytes, false, 'models.xlsx');
    expect(answer.status).toBe(200);
    expect(answer.body.summary.create).toBe(1);
    const listed = await api.get('/api/models?q=Ada%20Sheet');
    expect(listed.body.data[0]).toMatchObject({ name: 'Ada Sheet', gender: 'female', is_popular: true });
  });

  it('updates a video’s details by its serial number, never its files', async () => {
    const made = await api.post('/api/videos', { serial_number: 'BL-000077', title: 'Old', title_cn: '旧' });
    const file = csv('serial_number,title,is_free,token\nbl-000077,New title,yes,5\n');
    const checked = await send('videos', file, true);
    expect(checked.body.rows[0]).toMatchObject({ action: 'update', id: made.body.id });
    expect(checked.body.rows[0].changes.map((c: { field: string }) => c.field).sort()).toEqual([
      'is_free',
      'title',
      'token',
    ]);
    expect((await send('videos', file, false)).status).toBe(200);
    const video = await api.get(`/api/videos/${made.body.id}`);
    expect(video.body).toMatchObject({ serial_number: 'BL-000077', title: 'New title', is_free: true, token: 5 });
    const withFile = await send('videos', csv('serial_number,cover_id\nBL-000077,1\n'), true);
    expect(withFile.status).toBe(422);
    expect(Object.keys(withFile.body.errors)).toEqual(['rows.1.cover_id']);
  });

  it('refuses more than 5,000 rows, and an admin without the permission', async () => {
    const rows = Array.from({ length: 5001 }, (_, i) => `Many ${i},多 ${i},1`);
    const tooMany = await send('tags', csv(['name,name_cn,sort', ...rows].join('\n')), true);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.file[0]).toContain('5000');
    const creator = (await adminWith(app, ['list-tags', 'create-tags'])).token;
    expect((await send('tags', csv(MIXED), true, 'rows.csv', creator)).status).toBe(403);
  });
});
