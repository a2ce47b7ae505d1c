/**
 * Staff cancel a member's subscription through the processor, in both languages (Chinese on a phone, English on
 * a desktop): a site of its own with its Segpay settings, API credentials and a merchant account at the
 * processor simulator inside the server; a member's subscription opened by a Segpay postback; "Cancel" asked
 * with a reason on the subscription's page, which says it waits for the processor, then shows the subscription
 * cancelled and the action confirmed once the simulator's notification came. And from the member's page: the
 * subscription's row cancels it too, and the member's timeline says what staff asked and that it was confirmed.
 * The other actions each once: extend, expire and reactivate (English, desktop), part of a charge refunded from
 * the order's page (Chinese, phone).
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { asAdmin, call, unique } from '../support/api.ts';
import { baseURL } from '../support/env.ts';
import { start, where, type Run } from '../support/forms.ts';
import { buttonName, type Lang } from '../support/ui.ts';
import { postSegpay, sale, signUp } from '../support/commerce.ts';

const T = {
  'zh-CN': {
    cancel: '取消订阅',
    reason: '原因',
    ok: '确定',
    sent: '已提交给支付商，等待其确认',
    cancelled: '已取消',
    confirmed: '已确认',
    panel: '已提交给支付商的操作',
    refund: '退款',
    amount: '金额',
  },
  en: {
    cancel: 'Cancel',
    reason: 'Reason',
    ok: 'Confirm',
    sent: 'Sent to the processor: waiting for it to confirm',
    cancelled: 'Cancelled',
    confirmed: 'Confirmed',
    panel: 'Sent to the processor',
    refund: 'Refund',
    amount: 'Amount',
  },
} as const;

const RUNS: Run[] = [
  { lang: 'zh-CN', phone: true },
  { lang: 'en', phone: false },
];

/** Asks `action` in its dialog (`fill` first fills what else it asks), and waits for the dialog to close. */
async function ask(page: Page, lang: Lang, action: string, fill?: (dialog: Locator) => Promise<void>) {
  await page.getByRole('button', { name: buttonName(action) }).click();
  const dialog = page.getByRole('dialog');
  await fill?.(dialog);
  await dialog.getByLabel(T[lang].reason, { exact: true }).fill(`${action}: asked by the member`);
  await dialog.getByRole('button', { name: buttonName(T[lang].ok) }).click();
  await expect(dialog).toBeHidden();
}

/** Waits for the panel's row of `action` to say the processor confirmed it. */
async function confirmed(page: Page, lang: Lang, action: string) {
  const panel = page.locator('.ant-card:visible').filter({ hasText: T[lang].panel });
  await expect(panel.getByRole('row').filter({ hasText: action })).toContainText(T[lang].confirmed);
}

/** A site with Segpay settings the simulator knows, and a member's active subscription on it; its and its member's id. */
async function subscriptionAtSimulatedProcessor(): Promise<{ id: number; memberId: number }> {
  const token = await asAdmin();
  const host = unique('pa')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const site = await call<{ id: number; intake_key: string }>('POST', '/sites', {
    token,
    body: { name: unique('Site'), domain: `${host}.example.com` },
  });
  const config = await call<{ id: number; postback_secret: string }>('POST', '/segpays', {
    token,
    body: { site_id: site.id, merchant_id: unique('M') },
  });
  const credentials = { api_user_id: unique('srs'), api_key: unique('key-0123456789') };
  await call('POST', `/segpays/${config.id}/setApiCredentials`, { token, body: credentials });
  const registered = await fetch(`${baseURL()}/simulator/merchants`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      processor: 'segpay',
      user_id: credentials.api_user_id,
      access_key: credentials.api_key,
      postback_secret: config.postback_secret,
    }),
  });
  expect(registered.status).toBe(201);
  const buyer = unique('buyer');
  await signUp(buyer, site.intake_key);
  const purchase = unique('P');
  const joined = await postSegpay(
    sale({ purchaseid: purchase, tranid: unique('T'), username: buyer }),
    config.postback_secret,
  );
  expect(joined.status).toBe(200);
  const found = await call<{ data: { id: number; member_id: number }[] }>('GET', `/subscriptions?q=${purchase}`, {
    token,
  });
  return { id: found.data[0]!.id, memberId: found.data[0]!.member_id };
}

for (const run of RUNS) {
  test.describe(() => {
    test.use({ lang: run.lang });

    test(`a subscription cancelled through the processor shows confirmed (${where(run)})`, async ({ page }) => {
      const t = T[run.lang];
      const { id } = await subscriptionAtSimulatedProcessor();
      await start(page, run);
      await page.goto(`/#/plans/subscriptions/${id}`);
      await page.getByRole('button', { name: buttonName(t.cancel) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(t.reason, { exact: true }).fill('The member asked by e-mail');
      await dialog.getByRole('button', { name: buttonName(t.ok) }).click();
      await expect(page.getByText(t.sent)).toBeVisible();
      const panel = page.locator('.ant-card:visible').filter({ hasText: t.panel });
      await expect(panel.getByText(t.confirmed)).toBeVisible();
      await expect(page.locator('.ant-descriptions:visible').getByText(t.cancelled, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: buttonName(t.cancel) })).toHaveCount(0);
    });
  });
}

test.describe(() => {
  test.use({ lang: 'en' });

  test("a subscription cancelled from the member's page shows on their timeline, confirmed", async ({ page }) => {
    const t = T.en;
    const { memberId } = await subscriptionAtSimulatedProcessor();
    await start(page, { lang: 'en', phone: false });
    await page.goto(`/#/users/${memberId}`);
    const subscriptions = page.locator('.ant-card:visible').filter({
      has: page.getByText('Subscriptions', { exact: true }),
    });
    await subscriptions.getByRole('button', { name: buttonName(t.cancel) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.reason, { exact: true }).fill('Asked on the phone');
    await dialog.getByRole('button', { name: buttonName(t.ok) }).click();
    await expect(page.getByText(t.sent)).toBeVisible();
    // The processor's confirmation comes by itself; the page reads it when opened again.
    await expect(async () => {
      await page.reload();
      await expect(page.getByText('Asked the processor to cancel (confirmed): Asked on the phone')).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 20_000 });
    await expect(subscriptions.getByText(t.cancelled, { exact: true })).toBeVisible();
  });
});

test.describe(() => {
  test.use({ lang: 'en' });

  test('a subscription extended, expired and reactivated through the processor, each confirmed', async ({ page }) => {
    const { id } = await subscriptionAtSimulatedProcessor();
    await start(page, { lang: 'en', phone: false });
    await page.goto(`/#/plans/subscriptions/${id}`);
    const status = (text: string) => page.locator('.ant-descriptions:visible').getByText(text, { exact: true });
    await ask(page, 'en', 'Extend', (dialog) => dialog.getByLabel('Days', { exact: true }).fill('30'));
    await confirmed(page, 'en', 'Extend');
    await ask(page, 'en', 'Expire now');
    await confirmed(page, 'en', 'Expire now');
    await expect(status('Expired')).toBeVisible();
    await ask(page, 'en', 'Reactivate');
    await confirmed(page, 'en', 'Reactivate');
    await expect(status('Active')).toBeVisible();
  });
});

test.describe(() => {
  test.use({ lang: 'zh-CN' });

  test('part of a charge refunded from the order page, confirmed (zh-CN, phone)', async ({ page }) => {
    const t = T['zh-CN'];
    const { memberId } = await subscriptionAtSimulatedProcessor();
    const orders = await call<{ data: { id: number }[] }>('GET', `/orders?member_id=${memberId}`, {
      token: await asAdmin(),
    });
    await start(page, { lang: 'zh-CN', phone: true });
    await page.goto(`/#/orders/${orders.data[0]!.id}`);
    await ask(page, 'zh-CN', t.refund, (dialog) => dialog.getByLabel(t.amount, { exact: true }).fill('5.00'));
    await confirmed(page, 'zh-CN', t.refund);
  });
});
