/**
 * Bulk actions: staff select two draft videos in the list, publish them in one go, and read the result; the
 * rows then read as published.
 */
import { image, mp4 } from '../../apps/server/src/test/files.ts';
import { test, expect } from '../support/fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env.ts';
import { asAdmin, call, unique, uploadFile } from '../support/api.ts';
import { signInAndWait, visibleRows } from '../support/ui.ts';

test.use({ lang: 'en' });

test('two selected videos are published in one go, and the result says so', async ({ page }) => {
  const token = await asAdmin();
  const word = unique('Bulk');
  const cover = await uploadFile(token, 'images', 'cover.png', 'image/png', await image('png'));
  const movie = await uploadFile(token, 'videos', 'main.mp4', 'video/mp4', mp4(60));
  const titles = [`${word} one`, `${word} two`];
  const ids: number[] = [];
  for (const [i, title] of titles.entries()) {
    const serial = `BK-${String((Date.now() + i) % 1e8).padStart(8, '0')}`;
    const body = { serial_number: serial, title, title_cn: `${title} 中文`, cover_id: cover, video_file_id: movie };
    ids.push((await call<{ id: number }>('POST', '/videos', { token, body })).id);
  }

  await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
  await page.goto(`/#/videos?q=${encodeURIComponent(word)}`);
  await expect(visibleRows(page)).toHaveCount(2);
  for (const title of titles) await visibleRows(page).filter({ hasText: title }).getByRole('checkbox').check();

  const bar = page.getByRole('toolbar', { name: '2 selected' });
  await bar.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Publish: the 2 selected records?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByText('Publish: 2 of 2 done.')).toBeVisible();
  await expect(visibleRows(page).filter({ hasText: 'Published' })).toHaveCount(2);
  for (const id of ids)
    expect((await call<{ status: string }>('GET', `/videos/${id}`, { token })).status).toBe('published');
});
