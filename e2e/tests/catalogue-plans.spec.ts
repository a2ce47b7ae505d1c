/**
 * A newcomer makes a plan and a promotion on it through the forms, in both languages (Chinese on a desktop,
 * English on a phone): the plan form asks for what its type needs, the list reads its price, and a promotion
 * code taken in another case is refused on its field.
 */
import { test, expect } from '../support/fixtures.ts';
import { unique } from '../support/api.ts';
import { choose, field, pickDate, start, textbox, visibleText, where, type Run } from '../support/forms.ts';
import { button, visibleRows } from '../support/ui.ts';

const T = {
  'zh-CN': {
    name: '名称',
    title: '英文标题',
    type: '类型',
    coinPack: '金币包',
    recurringPrice: '续费价格',
    price: '价格',
    coins: '金币数',
    save: '保存',
    neededForType: '此类型的套餐必须填写此项。',
    priceShown: 'US$9.90',
    listPrice: 'US$9.90 800 金币',
    code: '优惠码',
    starts: '开始时间',
    ends: '结束时间',
    plans: '适用套餐',
    taken: '该值已被占用。',
  },
  en: {
    name: 'Name',
    title: 'Title (English)',
    type: 'Type',
    coinPack: 'Coin pack',
    recurringPrice: 'Recurring price',
    price: 'Price',
    coins: 'Coins',
    save: 'Save',
    neededForType: 'A plan of this type needs it.',
    priceShown: '$9.90',
    listPrice: '$9.90 for 800 coins',
    code: 'Code',
    starts: 'Starts',
    ends: 'Ends',
    plans: 'Plans',
    taken: 'This value is already taken.',
  },
} as const;

const RUNS: Run[] = [
  { lang: 'zh-CN', phone: false },
  { lang: 'en', phone: true },
];

for (const run of RUNS) {
  test.describe(() => {
    test.use({ lang: run.lang });

    test(`a newcomer creates a coin pack and a promotion on it (${where(run)})`, async ({ page }) => {
      const t = T[run.lang];
      const plan = unique('Pack');
      const code = unique('PROMO')
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '');
      await start(page, run);
      await page.goto('/#/plans/create');
      await textbox(page, t.name).fill(plan);
      await textbox(page, t.title).fill('Coins');
      await choose(page, t.type, t.coinPack);
      await expect(textbox(page, t.recurringPrice)).toHaveCount(0);
      await textbox(page, t.price).fill('9.9');
      await button(page, t.save).click();
      await expect(field(page, t.coins)).toContainText(t.neededForType);
      await textbox(page, t.coins).fill('800');
      await button(page, t.save).click();

      await expect(page).toHaveURL(/#\/plans\/\d+$/);
      await expect(visibleText(page, t.priceShown)).toBeVisible();
      await page.goto(`/#/plans?q=${encodeURIComponent(plan)}`);
      await expect(visibleRows(page)).toHaveCount(1);
      await expect(visibleRows(page)).toContainText(t.listPrice);

      await page.goto('/#/plans/promotions/create');
      await textbox(page, t.name).fill('Launch');
      await textbox(page, t.code).fill(code);
      await pickDate(page, t.starts, '2030-01-01 00:00');
      await pickDate(page, t.ends, '2030-02-01 00:00');
      await choose(page, t.plans, plan, true);
      await button(page, t.save).click();
      await expect(page).toHaveURL(/#\/plans\/promotions\/\d+$/);
      await expect(visibleText(page, code).first()).toBeVisible();
      await expect(visibleText(page, plan).first()).toBeVisible();

      // The same code in another case is taken.
      await page.goto('/#/plans/promotions/create');
      await textbox(page, t.name).fill('Again');
      await textbox(page, t.code).fill(code.toLowerCase());
      await pickDate(page, t.starts, '2030-01-01 00:00');
      await pickDate(page, t.ends, '2030-02-01 00:00');
      await button(page, t.save).click();
      await expect(field(page, t.code)).toContainText(t.taken);
    });
  });
}
