/**
 * A video made from the form as staff make one: files uploaded as they are picked (cover, trailer, main video,
 * subtitles in both languages), models, a director and a tag linked in a chosen order, saved, read back on its
 * page, scheduled once its models are cleared for it, and found in the list by its state and tag. And a video
 * made with Save & publish: refused without its video file (kept as saved), then published.
 */
import type { Page } from '@playwright/test';
import { image, mp4, srt, vtt } from '../../apps/server/src/test/files.ts';
import { test, expect } from '../support/fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env.ts';
import { asAdmin, call, complianceRecord, unique } from '../support/api.ts';
import { button, pickSearched, signInAndWait, visibleRows } from '../support/ui.ts';

test.use({ lang: 'en' });

type Named = { id: number; name: string };

const item = (page: Page, label: string) =>
  page.locator('.ant-form-item:visible').filter({ has: page.getByText(label, { exact: true }) });

/** Picks a file for a file field and waits until it is stored (the field then offers to replace it). */
async function attach(page: Page, label: string, name: string, mimeType: string, buffer: Buffer) {
  const field = item(page, label);
  await field.locator('input[type=file]').setInputFiles({ name, mimeType, buffer });
  await expect(field.getByRole('button', { name: 'Replace' })).toBeVisible();
}

/** Searches a relation picker and adds the record named `name`. */
async function link(page: Page, label: string, name: string) {
  const field = item(page, label);
  await pickSearched(page, field.getByRole('combobox'), name, () =>
    expect(field.locator('.relation-row').filter({ hasText: name })).toBeVisible({ timeout: 3000 }),
  );
}

test('a video is uploaded with its files and people, scheduled, and found by its state and tag', async ({ page }) => {
  const token = await asAdmin();
  const word = unique('Vid');
  const model = (name: string) =>
    call<Named>('POST', '/models', {
      token,
      body: { name, name_cn: `${name}中文`, gender: 'female', is_popular: false },
    });
  const first = await model(`${word} Ann`);
  const second = await model(`${word} Bea`);
  const director = await call<Named>('POST', '/directors', { token, body: { name: `${word} Dir` } });
  const tag = await call<Named>('POST', '/tags', { token, body: { name: `${word} Tag`, name_cn: `${word} 标签` } });

  await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
  await page.goto('/#/videos/create');
  const serial = `VD-${String(Date.now() % 1e8).padStart(8, '0')}`;
  await page.getByLabel('Serial number', { exact: true }).fill(serial);
  await page.getByLabel('Title (English)', { exact: true }).fill(`${word} title`);
  await page.getByLabel('Title (Chinese)', { exact: true }).fill(`${word} 标题`);

  await attach(page, 'Cover', 'cover.png', 'image/png', await image('png'));
  await attach(page, 'Trailer', 'trailer.mp4', 'video/mp4', mp4(30));
  await attach(page, 'Video file', 'main.mp4', 'video/mp4', mp4(1800));
  await attach(page, 'Subtitles (Chinese)', 'zh.srt', 'application/x-subrip', srt());
  await attach(page, 'Subtitles (English)', 'en.vtt', 'text/vtt', vtt());

  await link(page, 'Models', first.name);
  await link(page, 'Models', second.name);
  await page.getByRole('button', { name: `Move “${second.name} · ${second.name}中文” up` }).click();
  await link(page, 'Directors', director.name);
  await link(page, 'Tags', tag.name);
  await button(page, 'Save').click();

  await expect(page).toHaveURL(/#\/videos\/show\/\d+$/);
  const id = Number(/show\/(\d+)$/.exec(page.url())![1]);
  const saved = await call<{ model_ids: number[]; video_duration: number | null; is_srt: boolean }>(
    'GET',
    `/videos/${id}`,
    { token },
  );
  expect(saved.model_ids).toEqual([second.id, first.id]);
  expect(saved.is_srt).toBe(true);
  await expect(page.locator('img[alt="cover.png"]:visible')).toBeVisible();
  await expect(page.locator('video')).toHaveCount(2);
  await expect(page.getByRole('link', { name: /zh\.srt/ })).toBeVisible();

  // Its models are cleared for it: a production day, a compliance record each, and a release each for it.
  await call('PUT', `/videos/${id}`, { token, body: { produced_on: '2026-01-10' } });
  for (const model of [first, second]) {
    await call('POST', '/model-records', { token, body: complianceRecord(model.id) });
    await call('POST', '/model-releases', {
      token,
      body: { model_id: model.id, video_id: id, signed_on: '2026-01-10' },
    });
  }

  await button(page, 'Publish').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Published at').fill('2030-01-15 10:00');
  // Enter confirms the picked time and submits the dialog's form.
  await dialog.getByLabel('Published at').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Scheduled', { exact: true }).filter({ visible: true }).first()).toBeVisible();

  await page.goto(`/#/videos?status=scheduled&tagId=${tag.id}`);
  await expect(visibleRows(page)).toHaveCount(1);
  await expect(visibleRows(page)).toContainText(serial);

  // The upload page, still open in its tab, starts the next video from an empty form.
  await page.goto('/#/videos/create');
  await expect(page.getByRole('textbox', { name: 'Serial number' })).toHaveValue('');
  await expect(page.locator('form img[alt="cover.png"]')).toHaveCount(0);
});

test('Save & publish creates a video and publishes it; a refused publish keeps it saved and says why', async ({
  page,
}) => {
  const word = unique('Pub');
  const serial = `PB-${String(Date.now() % 1e8).padStart(8, '0')}`;
  await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
  await page.goto('/#/videos/create');
  await page.getByLabel('Serial number', { exact: true }).fill(serial);
  await page.getByLabel('Title (English)', { exact: true }).fill(`${word} title`);
  await page.getByLabel('Title (Chinese)', { exact: true }).fill(`${word} 标题`);
  await attach(page, 'Cover', 'cover.png', 'image/png', await image('png'));

  // No video file yet: the video is created, publishing it is refused, and its edit page says why.
  await button(page, 'Save & publish').click();
  await expect(page.getByText('Saved, but not published: The video file is needed to publish.')).toBeVisible();
  await expect(page).toHaveURL(/#\/videos\/edit\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Serial number' })).toHaveValue(serial);

  await attach(page, 'Video file', 'main.mp4', 'video/mp4', mp4(600));
  await button(page, 'Save & publish').click();
  await expect(page).toHaveURL(/#\/videos\/show\/\d+$/);

  await page.goto(`/#/videos?status=published&q=${serial}`);
  await expect(visibleRows(page)).toHaveCount(1);
  await expect(visibleRows(page)).toContainText(serial);
  await expect(visibleRows(page)).toContainText('Published');
});
