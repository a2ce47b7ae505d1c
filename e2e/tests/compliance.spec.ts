/**
 * Performers' compliance: publishing a video whose model has no record says who and why; staff enter the
 * model's record and release from their forms, and the video then publishes. Staff keep the scan of a model's
 * identity document on its record, download it, and read why it cannot be deleted (legal hold).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { image, mp4, pdf } from '../../apps/server/src/test/files.ts';
import { test, expect } from '../support/fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env.ts';
import { asAdmin, call, complianceRecord, unique, uploadFile } from '../support/api.ts';
import { button, pickSearchedValue, signInAndWait, confirmOpened } from '../support/ui.ts';

test.use({ lang: 'en' });

type Named = { id: number; name: string };

const item = (page: Page, label: string) =>
  page.locator('.ant-form-item:visible').filter({ has: page.getByText(label, { exact: true }) });

/** Picks the record named `text` in the record picker labelled `label`. */
const pick = (page: Page, label: string, text: string) =>
  pickSearchedValue(page, item(page, label).getByRole('combobox'), text);

/** Types a day into the date field labelled `label`; leaving the field takes it (Enter would submit the form). */
async function day(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(value);
  await input.press('Tab');
  await expect(input).toHaveValue(value);
}

test('a video waits for its model’s record and release, which staff enter from their forms', async ({ page }) => {
  const token = await asAdmin();
  const name = unique('Cleared');
  const model = await call<Named>('POST', '/models', {
    token,
    body: { name, name_cn: `${name}中文`, gender: 'female' },
  });
  const video = await call<Named & { title: string }>('POST', '/videos', {
    token,
    body: {
      serial_number: `CL-${String(Date.now() % 1e8).padStart(8, '0')}`,
      title: `${name} scene`,
      title_cn: `${name} 场景`,
      produced_on: '2026-02-01',
      cover_id: await uploadFile(token, 'images', 'cover.png', 'image/png', await image('png')),
      video_file_id: await uploadFile(token, 'videos', 'main.mp4', 'video/mp4', mp4(60)),
      model_ids: [model.id],
    },
  });

  await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
  await page.goto(`/#/videos/show/${video.id}`);
  await button(page, 'Publish').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`${name}: no compliance record, no signed release for this video`)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/#/videos/model-records/create');
  await pick(page, 'Model', name);
  await page.getByLabel('Legal name', { exact: true }).fill(`${name} Legal`);
  await day(page, 'Date of birth', '1996-03-04');
  await page.getByLabel('Identity document', { exact: true }).click();
  await page.locator('.ant-select-item-option:visible').filter({ hasText: 'Passport' }).click();
  await page.getByLabel('Number (last 4)', { exact: true }).fill('ab12');
  await page.getByLabel('Issuing country', { exact: true }).fill('fr');
  await day(page, 'Document expires', '2031-12-31');
  await page.getByLabel('Custodian of records', { exact: true }).fill('Custodian of Records, 1 Main St, Paris');
  await button(page, 'Save').click();
  await expect(page).toHaveURL(/#\/videos\/model-records\/\d+$/);
  await expect(page.getByText('AB12', { exact: true })).toBeVisible();

  await page.goto('/#/videos/model-releases/create');
  await pick(page, 'Model', name);
  await pick(page, 'Video', video.title);
  await day(page, 'Signed on', '2026-02-01');
  await button(page, 'Save').click();
  // Saved, the release opens on its own page, where its signed form's scans are kept.
  await expect(page).toHaveURL(/#\/videos\/model-releases\/\d+$/);
  await expect(page.getByText('Scans (0)')).toBeVisible();

  const published = await call<{ status: string }>('POST', `/videos/${video.id}/publish`, { token });
  expect(published.status).toBe('published');
});

test('staff keep the scan of a model’s identity document on its record, and download it', async ({ page }) => {
  const token = await asAdmin();
  const name = unique('Scanned');
  const model = await call<Named>('POST', '/models', {
    token,
    body: { name, name_cn: `${name}中文`, gender: 'female' },
  });
  const record = await call<{ id: number }>('POST', '/model-records', { token, body: complianceRecord(model.id) });
  const bytes = pdf();

  await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
  await page.goto(`/#/videos/model-records/${record.id}`);
  await expect(page.getByText('Scans (0)')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await button(page, 'Add scans').click();
  await (await chooser).setFiles({ name: 'passport-front.pdf', mimeType: 'application/pdf', buffer: bytes });
  await expect(page.getByRole('cell', { name: 'passport-front.pdf', exact: true })).toBeVisible();
  await expect(page.getByText('Scans (1)')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download passport-front.pdf' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('passport-front.pdf');
  expect((await readFile(await saved.path())).equals(bytes)).toBe(true);

  await page.getByRole('button', { name: 'Delete passport-front.pdf' }).click();
  await confirmOpened(page, 'Confirm');
  await expect(page.getByText(/kept under legal hold until \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'passport-front.pdf', exact: true })).toBeVisible();
});
