/** Uploads: each kind accepted by its content, wrong types and oversized files refused, nothing left behind. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLogs, files } from '../../db/schema/index.js';
import { startTestApp } from '../../test/harness.js';
import { superAdminSession } from '../../test/fixtures.js';
import { image, mp4, pdf, srt, upload, vtt, webm } from '../../test/files.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backlot-files-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const app = await startTestApp({ dataDir, maxVideoUploadBytes: 1024 * 1024 });
const token = await superAdminSession(app);

/** Every file in the storage, finished or not. */
function storedFiles(): string[] {
  const root = path.join(dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(root, f)).isFile());
}
const rowCount = async () => (await app.db.select({ n: count() }).from(files))[0]!.n;

/** Runs a refused upload and checks it left no byte and no row. */
async function leavesNothing(send: () => Promise<{ status: number }>) {
  const before = { stored: storedFiles().length, rows: await rowCount() };
  const answer = await send();
  expect(storedFiles()).toHaveLength(before.stored);
  expect(await rowCount()).toBe(before.rows);
  return answer;
}

describe('uploads', () => {
  it.each(['png', 'jpeg', 'webp', 'avif'] as const)(
    'accepts a %s image with its size and a thumbnail',
    async (format) => {
      const bytes = await image(format, 640, 480);
      const answer = await upload(app, token, 'images', bytes, { name: `photo.${format}`, type: 'text/plain' });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        kind: 'image',
        name: `photo.${format}`,
        mime: `image/${format}`,
        size: bytes.length,
        width: 640,
        height: 480,
        duration: null,
      });
      expect(answer.body.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(answer.body.url).toMatch(new RegExp(`^/api/files/${answer.body.id}/content\\?expires=\\d+&signature=`));
      expect(answer.body.thumbnail_url).toMatch(new RegExp(`^/api/files/${answer.body.id}/thumbnail\\?`));
    },
  );

  it.each([
    ['an MP4', mp4(12.5), 'video/mp4', 12.5],
    ['a QuickTime movie', mp4(7, 'qt  '), 'video/quicktime', 7],
    ['a WebM', webm(3.25), 'video/webm', 3.25],
  ] as const)('accepts %s with its duration', async (_, bytes, mime, seconds) => {
    const answer = await upload(app, token, 'videos', bytes, { name: 'clip' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ kind: 'video', mime, duration: seconds, width: null, thumbnail_url: null });
  });

  it.each([
    ['SRT', srt(), 'application/x-subrip'],
    ['WebVTT', vtt(), 'text/vtt'],
  ] as const)('accepts %s subtitles', async (_, bytes, mime) => {
    const answer = await upload(app, token, 'subtitles', bytes, { name: 'zh.srt' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ kind: 'subtitle', mime, size: bytes.length });
  });

  it('accepts a PDF and an image as attachments', async () => {
    const paper = await upload(app, token, 'upload', pdf(), { name: 'contract.pdf' });
    expect(paper.status).toBe(201);
    expect(paper.body).toMatchObject({ kind: 'attachment', mime: 'application/pdf', thumbnail_url: null });
    const picture = await upload(app, token, 'upload', await image('png'), { name: 'scan.png' });
    expect(picture.body).toMatchObject({ kind: 'attachment', mime: 'image/png', width: 640 });
  });

  it('refuses text named .png, in both languages, and keeps nothing', async () => {
    const text = Buffer.from('just some text, not a picture at all\n'.repeat(20));
    for (const [lang, message] of [
      ['en', 'This type of file is not accepted here. Accepted: image/jpeg, image/png, image/webp, image/avif.'],
      ['zh-CN', '此处不接受该类型的文件。可接受：image/jpeg, image/png, image/webp, image/avif。'],
    ] as const) {
      const answer = await leavesNothing(() =>
        upload(app, token, 'images', text, { name: 'photo.png', type: 'image/png', lang }),
      );
      expect(answer).toMatchObject({ status: 422, body: { code: 'validation_failed', errors: { file: [message] } } });
    }
  });

  it('refuses an image where a video is asked, and text that is not a subtitle', async () => {
    const video = await leavesNothing(async () => upload(app, token, 'videos', await image('png'), { name: 'a.mp4' }));
    expect(video.status).toBe(422);
    const subtitle = await leavesNothing(() => upload(app, token, 'subtitles', Buffer.from('hello\nworld\n')));
    expect(subtitle).toMatchObject({
      status: 422,
      body: { errors: { file: ['Not a valid SRT or WebVTT subtitle file.'] } },
    });
  });

  it('refuses an image whose header is right but whose content is damaged', async () => {
    const bytes = await image('png');
    const damaged = Buffer.concat([bytes.subarray(0, 40), Buffer.alloc(400, 7)]);
    const answer = await leavesNothing(() => upload(app, token, 'images', damaged, { name: 'broken.png' }));
    expect(answer).toMatchObject({
      status: 422,
      body: { errors: { file: ['The file is damaged or not what its type says.'] } },
    });
  });

  it('refuses a file over the limit with 413 and keeps nothing', async () => {
    const big = Buffer.concat([mp4(1), Buffer.alloc(1024 * 1024)]);
    const answer = await leavesNothing(() => upload(app, token, 'videos', big, { lang: 'zh-CN' }));
    expect(answer).toMatchObject({ status: 413, body: { code: 'too_large', message: '文件过大：最大 1 MB。' } });
    const subtitle = Buffer.concat([srt(), Buffer.alloc(2 * 1024 * 1024, 'a')]);
    expect((await leavesNothing(() => upload(app, token, 'subtitles', subtitle))).status).toBe(413);
  });

  it('asks for a file when none is sent, and refuses a body that is not multipart', async () => {
    const none = await app.inject({
      method: 'POST',
      url: '/api/files/images',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'multipart/form-data; boundary=x',
        'accept-language': 'en',
      },
      payload: '--x\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--x--\r\n',
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ file: ['Please choose a file.'] });
    const json = await app.inject({
      method: 'POST',
      url: '/api/files/images',
      headers: { authorization: `Bearer ${token}` },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('keeps only the last segment of the name, for display, and audits the upload', async () => {
    const answer = await upload(app, token, 'upload', pdf(), { name: '../../etc/pass\u0001wd.pdf' });
    expect(answer.body.name).toBe('passwd.pdf');
    const [row] = await app.db.select().from(files).where(eq(files.id, answer.body.id));
    expect(row!.storageKey).toMatch(/^[0-9a-f]{32}$/);
    const [entry] = await app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'files'), eq(auditLogs.resourceId, answer.body.id)));
    expect(entry).toMatchObject({ action: 'create', resource: 'files', recordLabel: 'passwd.pdf' });
  });
});
