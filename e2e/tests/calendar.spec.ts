/**
 * The content calendar: a banner scheduled next week is on its day, dragged to another day on a wide screen (its
 * start moves, time of day kept), and on a phone opened to its details and its record.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { adminWith, asAdmin, call, unique } from '../support/api.ts';
import { signInAndWait, type Lang } from '../support/ui.ts';

type Banner = { id: number; starts_at: string | null };

/** Next week's `weekday` (1 = Monday) at 10:00, here (the browser's zone is this machine's). */
function nextWeek(weekday: number) {
  const day = new Date();
  day.setDate(day.getDate() - ((day.getDay() + 6) % 7) + 7 + (weekday - 1));
  day.setHours(10, 0, 0, 0);
  return day;
}

async function scheduledBanner(name: string) {
  const token = await asAdmin();
  const siteName = unique('Cal');
  const site = await call<{ id: number }>('POST', '/sites', {
    token,
    body: { name: siteName, domain: `${siteName.toLowerCase()}.example.com` },
  });
  const body = {
    site_id: site.id,
    position: 'home_hero',
    name,
    name_cn: `${name} 中`,
    starts_at: nextWeek(2).toISOString(),
  };
  return { banner: await call<Banner>('POST', '/banners', { token, body }), siteName };
}

async function openNextWeek(page: Page, lang: Lang) {
  const planner = await adminWith(['view-calendar', 'list-banners', 'edit-banners'], 'planner');
  await signInAndWait(page, planner.username, planner.password, lang);
  await page.goto('/#/videos/calendar');
  await page.getByText(lang === 'en' ? 'Week' : '周', { exact: true }).click();
  await page.getByRole('button', { name: lang === 'en' ? 'Next week' : '下一周' }).click();
}

test.describe('zh-CN, desktop', () => {
  test.use({ lang: 'zh-CN' });

  test('a scheduled banner is dragged to another day, keeping its time', async ({ page }) => {
    const name = unique('Spring');
    const { banner } = await scheduledBanner(name);
    // What it shows, then its kind (a space between may or may not be read).
    const chipName = new RegExp(`10:00 ${name} 中\\s?（横幅）`);
    await openNextWeek(page, 'zh-CN');
    const chip = page.getByRole('button', { name: chipName });
    const thursday = nextWeek(4);
    const target = page.getByRole('group', { name: new RegExp(`${thursday.getMonth() + 1}月${thursday.getDate()}日`) });
    await expect(chip).toBeVisible();
    const from = (await chip.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect(page.getByText('已移动，修改已记入该记录的历史。')).toBeVisible();
    await expect(target.getByRole('button', { name: chipName })).toBeVisible();
    const saved = await call<Banner>('GET', `/banners/${banner.id}`, { token: await asAdmin() });
    expect(new Date(saved.starts_at!).getTime()).toBe(thursday.getTime());
  });
});

test.describe('en, phone', () => {
  test.use({ lang: 'en', viewport: { width: 390, height: 844 } });

  test('a scheduled banner reads its details and opens its record', async ({ page }) => {
    const name = unique('Autumn');
    const { banner, siteName } = await scheduledBanner(name);
    await openNextWeek(page, 'en');
    await page.getByRole('button', { name: `10:00 ${name} (Banner)` }).click();
    const details = page.getByRole('tooltip');
    await expect(details).toContainText(siteName);
    await expect(details.getByLabel('Move to')).toBeVisible();
    await details.getByRole('link', { name: 'Open' }).click();
    await expect(page).toHaveURL(new RegExp(`#/blocks/banners/${banner.id}$`));
  });
});
