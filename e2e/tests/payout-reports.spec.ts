/**
 * A payout statement imported from the processor's CSV, in both languages (English on a desktop, Chinese on a
 * phone): a file with a bad row stores nothing and names the cell; fixed, it is stored and its page reads the
 * reconciliation with the ledger.
 */
import { test, expect } from '../support/fixtures.ts';
import { unique } from '../support/api.ts';
import { pickDate, start, textbox, visibleText, where, type Run } from '../support/forms.ts';
import { button } from '../support/ui.ts';

const T = {
  'zh-CN': {
    firstDay: '起始日',
    lastDay: '截止日',
    csv: '结算单 CSV',
    submit: '导入',
    refused: '未导入任何内容：有 1 行需要修改。',
    badType: '请填写 sale、refund（或 credit）或 chargeback（或 charge）。',
    reconciliation: '与交易流水对账',
    lines: '结算单 2 行',
    gross: '总额',
    grossDifference: 'US$20.00',
    statementOnly: '仅在结算单中（2）',
  },
  en: {
    firstDay: 'First day',
    lastDay: 'Last day',
    csv: 'Statement CSV',
    submit: 'Import',
    refused: 'Nothing was imported: 1 row needs fixing.',
    badType: 'Use sale, refund (or credit) or chargeback (or charge).',
    reconciliation: 'Reconciliation with the ledger',
    lines: '2 statement lines',
    gross: 'Gross',
    grossDifference: '$20.00',
    statementOnly: 'On the statement only (2)',
  },
} as const;

const RUNS: Run[] = [
  { lang: 'en', phone: false },
  { lang: 'zh-CN', phone: true },
];

for (const run of RUNS) {
  test.describe(() => {
    test.use({ lang: run.lang });

    test(`a statement is imported and its reconciliation read (${where(run)})`, async ({ page }) => {
      const t = T[run.lang];
      const tag = unique('S').replace(/[^A-Za-z0-9]/g, '');
      const csv = [
        'transaction_id,type,amount,fee,date',
        `${tag}-1,sale,29.99,3.50,2030-03-02`,
        `${tag}-2,credit,9.99,,`,
      ];
      await start(page, run);
      await page.goto('/#/orders/payout-reports/import');
      await pickDate(page, t.firstDay, '2030-03-01');
      await pickDate(page, t.lastDay, '2030-03-31');
      await textbox(page, t.csv).fill([...csv, `${tag}-3,gift,1.00,,`].join('\n'));
      await button(page, t.submit).click();
      await expect(visibleText(page, t.refused)).toBeVisible();
      const problem = page.locator('tr').filter({ hasText: t.badType });
      await expect(problem).toContainText('4');
      await expect(problem).toContainText('type');

      await textbox(page, t.csv).fill(csv.join('\n'));
      await button(page, t.submit).click();
      await expect(page).toHaveURL(/#\/orders\/payout-reports\/\d+$/);
      const card = page.locator('.ant-card').filter({ hasText: t.reconciliation });
      await expect(card).toContainText(t.lines);
      // A table row on a desktop, a card of its own on a phone.
      const gross = card.locator('tr, .ant-descriptions').filter({ hasText: t.gross }).first();
      await expect(gross).toContainText(t.grossDifference);
      await expect(card).toContainText(t.statementOnly);
      await expect(card.locator('tr').filter({ hasText: `${tag}-2` })).toContainText('credit');
    });
  });
}
