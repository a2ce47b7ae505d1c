/**
 * Staff reconcile the processor's report of the demo's first site, in both languages (Chinese on a phone,
 * English on a desktop): "Run now" queues the run of its Segpay report, and the transaction whose postback the
 * processor simulator lost (the demo's one) is listed as missing and booked, linked to its order. A second run
 * (the other language's, or a repeat) books nothing more: the line stays as it was.
 */
import { test, expect } from '../support/fixtures.ts';
import { choose, start, visibleText, where, type Run } from '../support/forms.ts';
import { button } from '../support/ui.ts';

const T = {
  'zh-CN': {
    run: '立即运行',
    site: '站点',
    queued: '已加入队列，结果将显示在“最近运行”中。',
    booked: '缺失，已入账',
    runs: '最近运行',
  },
  en: {
    run: 'Run now',
    site: 'Site',
    queued: 'The run is queued; its result appears under Latest runs.',
    booked: 'Missing, booked',
    runs: 'Latest runs',
  },
} as const;

/** The demo's first site, and the transaction id of its lost Segpay join (`demo/lost-transactions.ts`). */
const SITE = 'Velvet Room';
const LOST = 'SP-LOST-1';

const RUNS: Run[] = [
  { lang: 'zh-CN', phone: true },
  { lang: 'en', phone: false },
];

for (const run of RUNS) {
  test.describe(() => {
    test.use({ lang: run.lang });

    test(`Run now lists the demo's lost transaction as booked (${where(run)})`, async ({ page }) => {
      const t = T[run.lang];
      await start(page, run);
      await page.goto('/#/orders/reconciliations');
      await expect(visibleText(page, t.runs)).toBeVisible();
      await button(page, t.run).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await choose(page, t.site, SITE, true);
      await dialog.getByRole('button', { name: new RegExp(t.run) }).click();
      await expect(visibleText(page, t.queued)).toBeVisible();
      await expect(dialog).toBeHidden();
      // A card on a phone, a table row on a desktop: one line for the transaction, however many runs.
      const line = page.getByRole(run.phone ? 'listitem' : 'row').filter({ hasText: LOST });
      await expect(line).toHaveCount(1);
      await expect(line.getByText(t.booked, { exact: true })).toBeVisible();
      // The table links the line to the notification it booked and to the order (a card shows the leading fields).
      if (!run.phone) await expect(line.getByRole('link', { name: /^#\d+$/ })).toHaveCount(2);
    });
  });
}
