/**
 * Analytics, in both languages (Chinese on a phone, English on a desktop): a newcomer reads yesterday's figures
 * on the dashboard; the revenue of the last 7 days against the 7 before, and their refund statistics per
 * processor; the daily channel page filtered by one channel exports dailyChannel.csv with that channel's rows
 * only; a cohort's size and its share still paying a month later, as the API counts them; a channel partner
 * sees their channel alone.
 */
import fs from 'node:fs';
import { expect, test } from '../support/fixtures.ts';
import { asAdmin, call, createAdmin, unique } from '../support/api.ts';
import { start, where, type Run } from '../support/forms.ts';
import { segpay, sale, signUp } from '../support/commerce.ts';
import { baseURL } from '../support/env.ts';
import { pickSearched, sidebarMenu, signInAndWait, visibleRows } from '../support/ui.ts';

const T = {
  'zh-CN': {
    visits: '访问次数',
    yesterday: '昨天',
    last7: '最近 7 天',
    compare: '与上一时段对比',
    revenue: '收入',
    net: '净收入',
    before: '上一时段',
    channel: '渠道',
    export: '导出渠道数据',
    analytics: '数据分析',
    dailyChannel: '每日渠道数据',
    dailyRevenue: '每日收入',
    revenueTable: '每日收入明细',
    refundStatistics: '退款统计',
    refundsByProcessor: '按支付通道的退款与拒付',
    retention: '留存与经常性收入',
    cohorts: '同期群留存',
    cardSchemes: '卡组织监控比率',
    schemesTable: '按月份与商户账户的拒付比率',
    schemesHelp: '比率的计算方式',
  },
  en: {
    visits: 'Visits',
    yesterday: 'Yesterday',
    last7: 'Last 7 days',
    compare: 'Compare with the period before',
    revenue: 'Revenue',
    net: 'Net',
    before: 'Period before',
    channel: 'Channel',
    export: 'Export channel figures',
    analytics: 'Analytics',
    dailyChannel: 'Daily channels',
    dailyRevenue: 'Daily revenue',
    revenueTable: 'Revenue table, day by day',
    refundStatistics: 'Refund statistics',
    refundsByProcessor: 'Refunds and chargebacks by processor',
    retention: 'Retention & MRR',
    cohorts: 'Cohort retention',
    cardSchemes: 'Card-scheme ratios',
    schemesTable: 'Chargeback ratios by month and merchant account',
    schemesHelp: 'How the ratios are counted',
  },
} as const;

const RUNS: Run[] = [
  { lang: 'zh-CN', phone: true },
  { lang: 'en', phone: false },
];

/** `count` visits of the channel `utmSource`, a day ago, from the demo site. */
async function visitsYesterday(utmSource: string, count: number) {
  const file = `${process.env.E2E_DATA_DIR}/data/demo-keys.json`;
  const { intake_key } = JSON.parse(fs.readFileSync(file, 'utf8')) as { intake_key: string };
  const at = new Date(Date.now() - 86_400_000).toISOString();
  const events = Array.from({ length: count }, (_, i) => ({
    kind: 'visit',
    event_id: unique(`visit${i}`),
    visitor_id: unique('visitor'),
    occurred_at: at,
    utm_source: utmSource,
    device: 'mobile',
  }));
  const res = await fetch(`${baseURL()}/api/intake/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-key': intake_key },
    body: JSON.stringify({ events }),
  });
  expect(res.status).toBe(200);
}

async function channelId(token: string, source: string) {
  const found = await call<{ data: { id: number; utm_source: string }[] }>('GET', `/channels?q=${source}`, { token });
  return found.data.find((c) => c.utm_source === source)!.id;
}

/** The card of a figure on the page, by its title. */
const card = (page: import('@playwright/test').Page, title: string) =>
  page
    .locator('.ant-card:visible')
    .filter({ has: page.locator('.ant-card-head-title', { hasText: new RegExp(`^${title}$`) }) });

for (const run of RUNS) {
  test.describe(() => {
    test.use({ lang: run.lang });

    test(`a newcomer reads yesterday's figures on the dashboard (${where(run)})`, async ({ page }) => {
      const t = T[run.lang];
      await visitsYesterday('twitter', 3);
      const token = await asAdmin();
      const summary = await call<{ yesterday: { figures: { visits: number } } }>('GET', '/dashboard', { token });
      const visits = summary.yesterday.figures.visits;
      expect(visits).toBeGreaterThanOrEqual(3);
      await start(page, run);
      await page.goto('/#/dashboard');
      await expect(card(page, t.visits)).toContainText(`${t.yesterday} ${visits.toLocaleString(run.lang)}`);
    });

    test(`the last 7 days' revenue against the 7 before (${where(run)})`, async ({ page }) => {
      const t = T[run.lang];
      const buyer = unique('buyer');
      await signUp(buyer);
      expect(await segpay(sale({ purchaseid: unique('P'), tranid: unique('T'), username: buyer }))).toBe('processed');
      await start(page, run);
      await page.goto('/#/analytics/daily/revenue');
      await page.getByText(t.last7, { exact: true }).filter({ visible: true }).click();
      await page.getByRole('switch', { name: t.compare }).click();
      await expect(page).toHaveURL(/range=last_7_days/);
      await expect(page).toHaveURL(/compare=1/);
      const revenue = card(page, t.revenue).first();
      await expect(revenue).toContainText('$');
      await expect(revenue).toContainText(t.before);
      // The cards keep one width: the last one on its row does not stretch across it.
      const [revenueBox, netBox] = [await revenue.boundingBox(), await card(page, t.net).first().boundingBox()];
      expect(Math.round(netBox?.width ?? 0)).toBe(Math.round(revenueBox?.width ?? -1));

      // The day-by-day table, wider than a phone, scrolls sideways beneath its day column, which stays in view.
      const table = card(page, t.revenueTable);
      const box = table.locator('.ant-table-content');
      const day = table.locator('tbody').getByRole('row').first().getByRole('cell').first();
      await expect(day).toBeVisible();
      if (run.phone) expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await box.evaluate((el) => {
        el.scrollLeft = el.scrollWidth;
      });
      const dayWithin = async () => {
        const [area, cell] = [await box.boundingBox(), await day.boundingBox()];
        return area !== null && cell !== null && cell.x >= area.x - 1 && cell.x + cell.width <= area.x + area.width + 1;
      };
      await expect.poll(dayWithin, { message: "the day within the table's box, scrolled to its end" }).toBe(true);

      // Its refund statistics, of the same days: the processor's row.
      await page.getByRole('link', { name: t.refundStatistics }).click();
      await expect(page).toHaveURL(/refund-statistics\?.*range=last_7_days/);
      // The processor's row in the sale's currency (the demo's notifications may bring others).
      const segpayRows = card(page, t.refundsByProcessor).locator('.ant-table-row', { hasText: 'Segpay' });
      await expect(segpayRows.filter({ hasText: 'USD' })).toHaveCount(1);
    });

    test(`one channel's daily figures exported as dailyChannel.csv (${where(run)})`, async ({ page }) => {
      const t = T[run.lang];
      await visitsYesterday('google', 2);
      await visitsYesterday('twitter', 2);
      await start(page, run);
      await page.goto('/#/analytics/daily/channel');
      const channel = page.getByLabel(t.channel, { exact: true }).filter({ visible: true });
      await pickSearched(page, channel, 'twitter', () => expect(page).toHaveURL(/channel_id=\d+/, { timeout: 3000 }));
      // The address changes at once; the page shows the one channel's figures once it has drawn them.
      const shown = visibleRows(page);
      await expect(shown.filter({ hasText: 'twitter' }).first()).toBeVisible();
      await expect(shown.filter({ hasText: 'google' })).toHaveCount(0);
      const downloaded = page.waitForEvent('download');
      await page.getByRole('button', { name: t.export }).click();
      const file = await downloaded;
      expect(file.suggestedFilename()).toBe('dailyChannel.csv');
      const [head, ...rows] = fs
        .readFileSync((await file.path())!, 'utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      // The header in the staff's language.
      const column = head!.split(',').indexOf(t.channel);
      expect(column).toBeGreaterThanOrEqual(0);
      expect(rows.length).toBeGreaterThan(0);
      const channels = new Set(rows.map((row) => row.split(',')[column]));
      expect([...channels]).toHaveLength(1);
      expect([...channels][0]).toContain('twitter');
    });

    test(`reads this month's card-scheme ratio of the site's Segpay account (${where(run)})`, async ({ page }) => {
      const t = T[run.lang];
      const buyer = unique('buyer');
      await signUp(buyer);
      expect(await segpay(sale({ purchaseid: unique('P'), tranid: unique('T'), username: buyer }))).toBe('processed');
      await start(page, run);
      if (!run.phone) {
        const menu = sidebarMenu(page, run.lang);
        await menu.getByText(t.analytics, { exact: true }).click();
        await menu.getByRole('link', { name: t.cardSchemes }).click();
      } else await page.goto('/#/analytics/daily/card-schemes');
      await expect(page).toHaveURL(/analytics\/daily\/card-schemes/);
      const month = new Date().toISOString().slice(0, 7);
      const table = card(page, t.schemesTable);
      await expect(
        table.locator('.ant-table-row', { hasText: month }).filter({ hasText: 'Segpay' }).first(),
      ).toBeVisible();
      await expect(card(page, t.schemesHelp)).toContainText('Mastercard ECP');
    });

    test(`reads a cohort table (${where(run)})`, async ({ page }) => {
      const t = T[run.lang];
      const token = await asAdmin();
      type Cohort = { month: string; cohort_size: number; retention: Array<string | null> };
      await start(page, run);
      const menu = sidebarMenu(page, run.lang);
      if (!run.phone) {
        await menu.getByText(t.retention, { exact: true }).click();
        await menu.getByRole('link', { name: t.cohorts }).click();
      } else await page.goto('/#/analytics/retention/cohorts');
      await expect(page).toHaveURL(/analytics\/retention\/cohorts/);
      // The demo's members joined over the last year: every cohort but the last two has been a month old.
      // The demo's processor notifications may still be arriving: the page and the API are read again until
      // they agree.
      await expect(async () => {
        const { data } = await call<{ data: Cohort[] }>('GET', '/analytics/retention/cohorts', { token });
        const cohort = data.filter((c) => c.retention[0] !== null).sort((a, b) => b.cohort_size - a.cohort_size)[0]!;
        expect(cohort.cohort_size).toBeGreaterThan(0);
        await page.reload();
        const cells = page.locator('.ant-table-row:visible', { hasText: cohort.month }).locator('td');
        await expect(cells.nth(0)).toHaveText(cohort.month, { timeout: 5_000 });
        await expect(cells.nth(1)).toHaveText(cohort.cohort_size.toLocaleString(run.lang));
        await expect(cells.nth(3)).toHaveText(`${Number(cohort.retention[0]).toLocaleString(run.lang)}%`);
      }).toPass({ timeout: 30_000 });
    });
  });
}

test.describe('a channel partner, in English on a desktop', () => {
  test.use({ lang: 'en' });

  test('sees only their channel’s figures and no company-wide page', async ({ page }) => {
    const t = T.en;
    const token = await asAdmin();
    await visitsYesterday('twitter', 2);
    await visitsYesterday('google', 2);
    const role = await call<{ id: number }>('POST', '/roles', {
      token,
      body: {
        name: unique('partner-role'),
        is_partner: true,
        permissions: ['list-channels', 'list-campaigns', 'view-daily-channel', 'export-analytics'],
      },
    });
    const username = unique('partner').replace(/-/g, '');
    const partner = await createAdmin(token, {
      username,
      password: 'Passw0rd!x',
      name: 'Partner',
      role_ids: [role.id],
    });
    const twitter = await channelId(token, 'twitter');
    await call('POST', `/channels/${twitter}/admins`, { token, body: { admin_id: partner.id } });

    await signInAndWait(page, username, 'Passw0rd!x', 'en');
    const menu = sidebarMenu(page, 'en');
    await menu.getByText(t.analytics, { exact: true }).click();
    await expect(menu.getByRole('link', { name: t.dailyChannel })).toBeVisible();
    await expect(menu.getByRole('link', { name: t.dailyRevenue })).toHaveCount(0);

    await page.goto('/#/analytics/daily/channel?range=last_3_days');
    // The period's figures, by their card's title.
    const rows = card(page, 'Figures of the period').locator('.ant-table-row');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('twitter');

    // Their channel's page carries its figures.
    await page.goto(`/#/channels/${twitter}?range=last_3_days`);
    await expect(page.getByText('Channel figures', { exact: true })).toBeVisible();
    await expect(page.getByText('Figures of the period', { exact: true }).last()).toBeVisible();
  });
});
