/**
 * Complaints about content: staff enter a complaint about a published video from the form, take the video
 * off the site at once, uphold the complaint with a note, and find the video hidden.
 */
import type { Page } from '@playwright/test';
import { image, mp4 } from '../../apps/server/src/test/files.ts';
import { test, expect } from '../support/fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env.ts';
import { asAdmin, call, unique, uploadFile } from '../support/api.ts';
import { button, pickSearchedValue, signInAndWait, confirmOpened } from '../support/ui.ts';

test.use({ lang: 'en' });

type Video = { id: number; title: string; status: string };

/** The visible form item labelled `label` (pages kept open in their tabs hold forms of their own). */
const item = (page: Page, label: string) =>
  page.locator('.ant-form-item:visible').filter({ has: page.getByText(label, { exact: true }) });

async function publishedVideo(token: string, title: string) {
  const video = await call<Video>('POST', '/videos', {
    token,
    body: {
      serial_number: `CP-${String(Date.now() % 1e8).padStart(8, '0')}`,
      title,
      title_cn: `${title} 中文`,
      cover_id: await uploadFile(token, 'images', 'cover.png', 'image/png', await image('png')),
      video_file_id: await uploadFile(token, 'videos', 'main.mp4', 'video/mp4', mp4(60)),
    },
  });
  await call('POST', `/videos/${video.id}/publish`, { token });
  return video;
}

test('a complaint about a published video: the video hidden at once, then the complaint upheld', async ({ page }) => {
  const token = await asAdmin();
  const title = unique('Complained of');
  const complainant = unique('Jo Doe');
  const video = await publishedVideo(token, title);

  await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
  await page.goto('/#/videos/complaints/create');
  await item(page, 'Reason').getByRole('combobox').click();
  // antd's options: the listed ones are visible, the role="option" copies are for screen readers only.
  await page.locator('.ant-select-item-option:visible').filter({ hasText: 'No consent' }).click();
  await page.getByLabel('Complainant', { exact: true }).fill(complainant);
  await page.getByLabel('Complainant e-mail', { exact: true }).fill('jo.doe@example.com');
  await pickSearchedValue(page, item(page, 'Video').getByRole('combobox'), title);
  await page.getByLabel('Complaint', { exact: true }).fill('I never agreed to appear in this video.');
  await button(page, 'Save').click();

  await expect(page).toHaveURL(/#\/videos\/complaints\/\d+$/);
  // Seven business days: nine to eleven calendar days, by the weekday it is received.
  await expect(page.getByText(/^(9|10|11) days left$/).filter({ visible: true })).toBeVisible();
  await button(page, 'Hide video').click();
  await expect(page.getByText(`Take the video of the complaint from “${complainant}” off the site now?`)).toBeVisible();
  await confirmOpened(page, 'Confirm');
  await expect(page.getByText('The video is hidden')).toBeVisible();
  // Done once: the action is no longer offered.
  await expect(button(page, 'Hide video')).toHaveCount(0);

  await button(page, 'Uphold').click();
  const dialog = page.getByRole('dialog', { name: `Uphold the complaint from “${complainant}”` });
  await dialog.getByLabel('Decision note', { exact: true }).fill('Consent was never given; the video stays off.');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Upheld', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(page.getByText('Consent was never given; the video stays off.')).toBeVisible();
  await expect(button(page, 'Uphold')).toHaveCount(0);

  await page.goto(`/#/videos/show/${video.id}`);
  await expect(page.getByText('Hidden', { exact: true }).filter({ visible: true })).toBeVisible();
  const stored = await call<Video>('GET', `/videos/${video.id}`, { token });
  expect(stored.status).toBe('hidden');
});
