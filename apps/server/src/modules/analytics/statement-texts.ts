/** The words of a site's monthly revenue statement (zh-TW is made from zh-CN). */
import type { Localized } from '@backlot/contract';

export const STATEMENT_TEXTS = {
  title: { en: 'Monthly revenue statement', 'zh-CN': '月度收入对账单' },
  period: {
    en: '{site} · {month} ({from} to {to}, days in {zone})',
    'zh-CN': '{site} · {month}（{from} 至 {to}，按 {zone} 时区计日）',
  },
  totals: { en: 'Totals by currency', 'zh-CN': '按币种合计' },
  days: { en: 'Day by day', 'zh-CN': '每日明细' },
  day: { en: 'Day', 'zh-CN': '日期' },
  currency: { en: 'Currency', 'zh-CN': '币种' },
  charges: { en: 'Charges', 'zh-CN': '扣款笔数' },
  gross: { en: 'Gross', 'zh-CN': '总收入' },
  refunds: { en: 'Refunds', 'zh-CN': '退款' },
  chargebacks: { en: 'Chargebacks', 'zh-CN': '拒付' },
  voids: { en: 'Voids', 'zh-CN': '撤销' },
  fees: { en: 'Fees', 'zh-CN': '手续费' },
  net: { en: 'Net', 'zh-CN': '净收入' },
  none: { en: 'No revenue this month.', 'zh-CN': '本月无收入。' },
  netRule: {
    en: 'Net = gross − fees − refunds − chargebacks; voids are out of gross. The same figures as the daily revenue table.',
    'zh-CN': '净收入 = 总收入 − 手续费 − 退款 − 拒付；撤销的扣款不计入总收入。数字与每日收入表一致。',
  },
} as const satisfies Record<string, Localized>;
