/**
 * The analytics area's messages (spread into the catalogue of `messages.ts`): the query's refusals, and each
 * figure's definition (`metric.<field>`), which the web app shows as the figure's tooltip.
 */
type Entry = { en: string; 'zh-CN': string };

export const ANALYTICS_MESSAGES = {
  'msg.analytics.rangeOrDays': {
    en: 'Choose a preset range or your own days, not both.',
    'zh-CN': '请选择预设范围或自定义日期，二者选一。',
  },
  'msg.analytics.toBeforeFrom': { en: 'The last day comes before the first.', 'zh-CN': '结束日期早于开始日期。' },
  'msg.analytics.tooLong': { en: 'At most 366 days at a time.', 'zh-CN': '一次最多 366 天。' },
  'metric.visits': {
    en: 'Visits the sites reported, on the day they happened.',
    'zh-CN': '站点上报的访问次数，按访问发生的日期统计。',
  },
  'metric.unique_visitors': {
    en: 'Distinct visitors of a day, each counted once per site where their first visit of the day landed; over several days, visitor-days.',
    'zh-CN': '当天的独立访客，每位访客每个站点只计一次，计入其当天首次访问所在的渠道；多天合计为“访客·天”。',
  },
  'metric.signups': {
    en: 'Members who signed up on the sites, in their attributed channel.',
    'zh-CN': '在站点注册的会员数，计入其归因渠道。',
  },
  'metric.new_subscribers': {
    en: 'First paid charges of a subscription (initial charges).',
    'zh-CN': '订阅的首次付费扣款（首付）。',
  },
  'metric.trials': { en: 'Trials started, free or paid.', 'zh-CN': '开始的试用（免费或付费）。' },
  'metric.trial_conversions': {
    en: 'Trials that converted into a paying subscription.',
    'zh-CN': '由试用转为付费订阅的次数。',
  },
  'metric.rebills': { en: 'Renewal charges of subscriptions.', 'zh-CN': '订阅的续费扣款次数。' },
  'metric.one_time_sales': { en: 'One-time access purchases.', 'zh-CN': '一次性访问购买次数。' },
  'metric.coin_sales': { en: 'Coin pack purchases.', 'zh-CN': '代币包购买次数。' },
  'metric.declines': { en: 'Charges the processor declined.', 'zh-CN': '被支付商拒绝的扣款次数。' },
  'metric.charges': {
    en: 'Successful charges of money (orders); a free trial is none.',
    'zh-CN': '成功的付费扣款（订单）数；免费试用不计。',
  },
  'metric.gross': {
    en: 'Revenue: the sum of successful charges, per currency.',
    'zh-CN': '收入：成功扣款的总额，按币种分列。',
  },
  'metric.fees': {
    en: 'Processor fees of those charges: processing, settlement and reserve.',
    'zh-CN': '这些扣款的支付手续费：处理费、结算费和保证金。',
  },
  'metric.refunds': {
    en: 'Refunds and voids, on the day they happened, in the original charge’s channel and plan.',
    'zh-CN': '退款与撤销，按发生日期统计，计入原扣款的渠道和套餐。',
  },
  'metric.refund_amount': { en: 'What refunds and voids gave back.', 'zh-CN': '退款与撤销退还的金额。' },
  'metric.chargebacks': {
    en: 'Chargebacks, on the day they happened, in the original charge’s channel and plan.',
    'zh-CN': '拒付，按发生日期统计，计入原扣款的渠道和套餐。',
  },
  'metric.chargeback_amount': { en: 'What chargebacks took back.', 'zh-CN': '拒付扣回的金额。' },
  'metric.net': {
    en: 'Net: revenue − refunds − chargebacks − fees.',
    'zh-CN': '净收入：收入 − 退款 − 拒付 − 手续费。',
  },
  'metric.refund_rate': {
    en: 'Refunds per successful charge, in percent (by count, and by amount per currency).',
    'zh-CN': '退款占成功扣款的百分比（按笔数，以及按各币种金额）。',
  },
  'metric.chargeback_rate': {
    en: 'Chargebacks per successful charge of the same days, in percent.',
    'zh-CN': '拒付占同期成功扣款的百分比。',
  },
  'metric.profit_share': {
    en: 'Owed to the channel’s partner: net × the channel’s profit sharing percent.',
    'zh-CN': '应付渠道合作方的分成：净收入 × 渠道分成比例。',
  },
  'metric.realtime_visitors': {
    en: 'Distinct visitors with any event (visit, sign-up, login) in the last 5 minutes.',
    'zh-CN': '最近 5 分钟内有任何事件（访问、注册、登录）的独立访客数。',
  },
  'metric.realtime_members': {
    en: 'Members among them: signed-up members with an event in the last 5 minutes.',
    'zh-CN': '其中的会员：最近 5 分钟内有事件的已注册会员数。',
  },
} as const satisfies Record<string, Entry>;
