/** A full disk during an upload: a 507 saying so in the user's language, an error in the log, nothing recorded. */
import { PassThrough } from 'node:stream';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files } from '../../db/schema/index.js';
import { startTestApp } from '../../test/harness.js';
import { superAdminSession } from '../../test/fixtures.js';
import { image, upload } from '../../test/files.js';
import { storageOnFullDevice } from '../../test/full-device.js';

const logStream = new PassThrough();
const lines: Array<{ level: number; msg: string; err?: { code?: string } }> = [];
logStream.on('data', (chunk: Buffer) =>
  lines.push(
    ...chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line)),
  ),
);
const app = await startTestApp({ logLevel: 'error', logFormat: 'json', logStream }, { storage: storageOnFullDevice() });
const token = await superAdminSession(app);

describe('a full file storage', () => {
  it('answers an upload 507 in the caller’s language, logs it, and records nothing', async () => {
    const bytes = await image('png', 320, 200);
    const english = await upload(app, token, 'images', bytes, { name: 'a.png', type: 'image/png' });
    expect(english.status).toBe(507);
    expect(english.body).toEqual({
      code: 'storage_full',
      message: "The server's file storage is full: nothing was saved. Tell an administrator.",
    });
    const chinese = await upload(app, token, 'images', bytes, {
      name: 'a.png',
      type: 'image/png',
      lang: 'zh-CN',
    });
    expect(chinese.status).toBe(507);
    expect(chinese.body.message).toBe('服务器文件存储空间已满，未保存任何内容，请联系管理员。');

    const logged = lines.filter((line) => line.msg === 'the file storage is full');
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ level: 50, err: { code: 'ENOSPC' } });
    expect((await app.db.select({ n: count() }).from(files))[0]!.n).toBe(0);
  });
});
