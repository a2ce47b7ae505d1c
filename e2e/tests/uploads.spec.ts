/**
 * Large files as staff send them: a video master interrupted by a reload goes on from where it stopped;
 * several masters dropped at once become draft videos; a model's gallery gets photos, a new order and loses
 * one, at phone width; a file put on the blocklist cannot be uploaded again.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { image, mp4, mp4Head } from '../../apps/server/src/test/files.ts';
import { test, expect } from '../support/fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env.ts';
import { asAdmin, call, unique } from '../support/api.ts';
import { button, shownPage, signInAndWait, visibleRows } from '../support/ui.ts';

type Gallery = { data: Array<{ id: number }> };

test.describe('in Chinese', () => {
  test.use({ lang: 'zh-CN' });

  test('a video master interrupted by a reload resumes from where it stopped', async ({ page }) => {
    // A file on disk keeps its date, so the browser knows it again when it is picked a second time.
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'backlot-e2e-')), 'master.mp4');
    const megabytes = 6;
    fs.writeFileSync(file, Buffer.concat([mp4Head(3600, 'isom', megabytes << 20), Buffer.alloc(megabytes << 20, 7)]));
    await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'zh-CN');
    await page.goto('/#/videos/create');
    const field = page.locator('.ant-form-item:visible').filter({ has: page.getByText('视频文件', { exact: true }) });

    // A slow line: the upload is still under way when the page reloads.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 1 << 20,
    });
    await field.locator('input[type=file]').setInputFiles(file);
    await expect(field.getByText(/MB \/ 6/)).toBeVisible();
    await page.waitForTimeout(2000);
    await page.reload();

    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const resumed = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().includes('/api/files/tus/'));
    await field.locator('input[type=file]').setInputFiles(file);
    expect(Number((await resumed).headers()['upload-offset'])).toBeGreaterThan(0);
    await expect(field.getByRole('button', { name: '替换' })).toBeVisible();
    await expect(field.getByText(/master\.mp4/)).toBeVisible();
  });
});

test.describe('in English', () => {
  test.use({ lang: 'en' });

  test('three masters dropped at once become three draft videos', async ({ page }) => {
    const token = await asAdmin();
    const word = unique('Batch');
    await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
    await page.goto('/#/videos/batch-create');
    await shownPage(page)
      .locator('input[type=file]')
      .setInputFiles([1, 2, 3].map((n) => ({ name: `${word}-${n}.mp4`, mimeType: 'video/mp4', buffer: mp4(600 + n) })));
    const rows = page.locator('.upload-row:visible');
    await expect(rows).toHaveCount(3);
    await expect(rows.getByText('Uploaded', { exact: false })).toHaveCount(3);
    await rows.first().getByLabel('Title (English)').fill(`${word} opening night`);
    await button(page, 'Create 3 drafts').click();

    await expect(page).toHaveURL(/#\/videos\?status=draft/);
    const drafts = await call<{ data: Array<{ title: string; status: string; video_file: { name: string } }> }>(
      'GET',
      `/videos?q=${word}&per_page=10&sort=id`,
      { token },
    );
    expect(drafts.data.map((v) => [v.title, v.status, v.video_file.name])).toEqual([
      [`${word} opening night`, 'draft', `${word}-1.mp4`],
      [`${word}-2`, 'draft', `${word}-2.mp4`],
      [`${word}-3`, 'draft', `${word}-3.mp4`],
    ]);
  });

  test('a file put on the blocklist from its page cannot be uploaded any more', async ({ page }) => {
    const banned = await image('png', 320, 200);
    const sha256 = createHash('sha256').update(banned).digest('hex');
    await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
    await page.goto('/#/videos/blocklist/create');
    await page.getByLabel('SHA-256', { exact: true }).fill(sha256.toUpperCase());
    await page.getByLabel('Reason', { exact: true }).fill('Reported as stolen material');
    await button(page, 'Save').click();
    await expect(page).toHaveURL(/#\/videos\/blocklist$/);
    await expect(visibleRows(page).filter({ hasText: sha256 })).toContainText('Reported as stolen');

    await page.goto('/#/videos/create');
    const cover = page.locator('.ant-form-item:visible').filter({ has: page.getByText('Cover', { exact: true }) });
    await cover.locator('input[type=file]').setInputFiles({ name: 'again.png', mimeType: 'image/png', buffer: banned });
    await expect(cover.getByText('This file is on the blocklist of banned content.')).toBeVisible();
  });

  test.describe('at phone width', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("a model's gallery gets photos, a new order, and loses one", async ({ page }) => {
      const token = await asAdmin();
      const name = unique('Gal');
      const model = await call<{ id: number }>('POST', '/models', {
        token,
        body: { name, name_cn: `${name}中文`, gender: 'female' },
      });
      const photos = () => call<Gallery>('GET', `/models/${model.id}/photos`, { token });
      await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
      await page.goto(`/#/videos/models/${model.id}`);
      await expect(page.getByText('Gallery (0)')).toBeVisible();
      const pictures = await Promise.all([1, 2, 3].map(() => image('jpeg', 600, 400)));
      await shownPage(page)
        .locator('input[type=file]')
        .setInputFiles(pictures.map((buffer, n) => ({ name: `photo-${n + 1}.jpg`, mimeType: 'image/jpeg', buffer })));
      await expect(page.getByText('Gallery (3)')).toBeVisible();
      const added = (await photos()).data.map((photo) => photo.id);
      expect(added).toHaveLength(3);

      // The keyboard moves the third photo to the front: picked up (its handle pressed), then dropped once the
      // screen reader has said where it is.
      await expect(page.getByRole('img', { name: 'Photo 3', exact: true })).toBeVisible();
      const handle = page.getByRole('button', { name: 'Move photo 3', exact: true });
      await handle.focus();
      await page.keyboard.press('Space');
      await expect(handle).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByText('“Photo 3” is now in place 1.')).toBeAttached();
      await page.keyboard.press('Space');
      await expect.poll(async () => (await photos()).data.map((photo) => photo.id)[0]).toBe(added[2]);

      await page.getByRole('button', { name: 'Remove photo 2', exact: true }).click();
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByText('Gallery (2)')).toBeVisible();
      expect((await photos()).data).toHaveLength(2);
    });
  });
});
