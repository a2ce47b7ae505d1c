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
  'msg.analytics.month': { en: 'A month is written YYYY-MM.', 'zh-CN': '月份格式为 YYYY-MM。' },
  'msg.analytics.tooManyMonths': { en: 'At most 24 months at a time.', 'zh-CN': '一次最多 24 个月。' },
  'msg.analytics.futureMonth': { en: 'This month has not begun yet.', 'zh-CN': '该月份尚未开始。' },
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
    en: 'Subscriptions whose first paid charge falls in the period: a paid initial charge, or the conversion of a subscription that began with a trial (trials themselves are counted apart).',
    'zh-CN': '首次付费扣款落在该期间的订阅：付费首付，或以试用开始的订阅的转化（试用本身另计）。',
  },
  'metric.trials': {
    en: 'Trials started, free or paid, on the day they started (not new subscribers until they convert).',
    'zh-CN': '开始的试用（免费或付费），按开始日计入（转化前不算新订阅）。',
  },
  'metric.trial_conversions': {
    en: 'Trials that converted into a paying subscription.',
    'zh-CN': '由试用转为付费订阅的次数。',
  },
  'metric.rebills': { en: 'Renewal charges of subscriptions.', 'zh-CN': '订阅的续费扣款次数。' },
  'metric.one_time_sales': { en: 'One-time access purchases.', 'zh-CN': '一次性访问购买次数。' },
  'metric.coin_sales': { en: 'Coin pack purchases.', 'zh-CN': '代币包购买次数。' },
  'metric.declines': { en: 'Charges the processor declined.', 'zh-CN': '被支付商拒绝的扣款次数。' },
  'metric.charges': {
    en: 'Successful charges of money (orders) not voided; a free trial is none.',
    'zh-CN': '未被撤销的成功付费扣款（订单）数；免费试用不计。',
  },
  'metric.gross': {
    en: 'Revenue: the sum of successful charges not voided, per currency.',
    'zh-CN': '收入：未被撤销的成功扣款总额，按币种分列。',
  },
  'metric.fees': {
    en: 'Processor fees of those charges: processing and settlement (a rolling reserve is held back, not a fee); a voided charge has none.',
    'zh-CN': '这些扣款的支付手续费：处理费和结算费（滚动保证金只是暂扣，不是手续费）；被撤销的扣款不计手续费。',
  },
  'metric.refunds': {
    en: 'Refunds (not voids), on the day they happened, in the original charge’s channel and plan.',
    'zh-CN': '退款（不含撤销），按发生日期统计，计入原扣款的渠道和套餐。',
  },
  'metric.refund_amount': { en: 'What refunds gave back.', 'zh-CN': '退款退还的金额。' },
  'metric.voids': {
    en: 'Charges voided before settlement, on the charge’s day: no revenue, no refund, and no charge of the counts above.',
    'zh-CN': '结算前被撤销的扣款，按原扣款日期统计：不计收入、不计退款，也不计入上述扣款次数。',
  },
  'metric.void_amount': {
    en: 'What the voided charges were: left out of revenue.',
    'zh-CN': '被撤销扣款的金额：不计入收入。',
  },
  'metric.chargebacks': {
    en: 'Chargebacks, on the day they happened, in the original charge’s channel and plan.',
    'zh-CN': '拒付，按发生日期统计，计入原扣款的渠道和套餐。',
  },
  'metric.chargeback_amount': { en: 'What chargebacks took back.', 'zh-CN': '拒付扣回的金额。' },
  'metric.net': {
    en: 'Net: revenue − refunds − chargebacks − fees; the reserve is not subtracted.',
    'zh-CN': '净收入：收入 − 退款 − 拒付 − 手续费；不扣除保证金。',
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
  'metric.refund_amount_rate': {
    en: 'Refunded amount per amount successfully charged, in percent, per currency.',
    'zh-CN': '退款金额占成功扣款金额的百分比，按币种分列。',
  },
  'metric.chargeback_amount_rate': {
    en: 'Charged-back amount per amount successfully charged on the same days, in percent, per currency.',
    'zh-CN': '拒付金额占同期成功扣款金额的百分比，按币种分列。',
  },
  'metric.cohort_size': {
    en: 'Members who signed up in the month (a calendar month in the reporting time zone), in the chosen channel.',
    'zh-CN': '当月注册的会员数（按报表时区的自然月），限所选渠道。',
  },
  'metric.ever_subscribed': {
    en: 'Members of the cohort who have ever held a subscription, a trial included, up to now.',
    'zh-CN': '该批会员中至今曾有过订阅（含试用）的人数。',
  },
  'metric.retention': {
    en: 'Share of the cohort paying for a subscription k months after joining (each member at their own date): a paid recurring charge covers that day, not refunded; trials and one-time passes excluded. Empty until every member of the cohort has reached k months.',
    'zh-CN':
      '注册满 k 个月时（按每位会员自己的注册日）仍在付费订阅的会员占该批会员的比例：当天有未退款的周期性付费扣款覆盖；试用和一次性通行证不计。该批会员尚未全部满 k 个月时留空。',
  },
  'metric.mrr': {
    en: 'Monthly recurring revenue at the month’s end (the current month: now): the monthly price of every paying subscription — its last charge divided by the months it bought (a year: 12; a week: 7/30.4375 of a month). Trials, one-time passes and coins are not recurring.',
    'zh-CN':
      '月末（当月为此刻）的月度经常性收入：所有付费订阅的月化价格之和——最近一次扣款除以其所购月数（一年为 12 个月；一周为 7/30.4375 个月）。试用、一次性通行证和代币不属于经常性收入。',
  },
  'metric.opening_mrr': {
    en: 'MRR at the month’s start (the previous month’s end).',
    'zh-CN': '月初（即上月末）的 MRR。',
  },
  'metric.new_mrr': {
    en: 'MRR of members paying at the month’s end who had never paid for a subscription before the month.',
    'zh-CN': '月末付费且本月之前从未付费订阅过的会员带来的 MRR。',
  },
  'metric.expansion_mrr': {
    en: 'Increase of MRR of members paying both at the month’s start and at its end.',
    'zh-CN': '月初和月末都在付费的会员 MRR 的增加额。',
  },
  'metric.contraction_mrr': {
    en: 'Decrease of MRR of members paying both at the month’s start and at its end.',
    'zh-CN': '月初和月末都在付费的会员 MRR 的减少额。',
  },
  'metric.churned_mrr': {
    en: 'MRR at the month’s start of members no longer paying at its end.',
    'zh-CN': '月初付费、月末已不再付费的会员在月初的 MRR。',
  },
  'metric.reactivation_mrr': {
    en: 'MRR of members paying at the month’s end who had paid before but not at the month’s start.',
    'zh-CN': '月末付费、此前付费过但月初未付费的会员带来的 MRR。',
  },
  'metric.opening_subscribers': {
    en: 'Members paying for a subscription at the month’s start, in this currency.',
    'zh-CN': '月初以该币种付费订阅的会员数。',
  },
  'metric.subscribers': {
    en: 'Members paying for a subscription at the month’s end (the current month: now), in this currency.',
    'zh-CN': '月末（当月为此刻）以该币种付费订阅的会员数。',
  },
  'metric.churned_subscribers': {
    en: 'Members paying at the month’s start and no longer at its end.',
    'zh-CN': '月初付费、月末已不再付费的会员数。',
  },
  'metric.subscriber_churn_rate': {
    en: 'Churned subscribers / subscribers at the month’s start, in percent.',
    'zh-CN': '流失订阅者 ÷ 月初订阅者，百分比。',
  },
  'metric.revenue_churn_rate': {
    en: 'Churned MRR / MRR at the month’s start, in percent (contraction not included).',
    'zh-CN': '流失 MRR ÷ 月初 MRR，百分比（不含缩减）。',
  },
  'metric.trial_conversion_rate': {
    en: 'Trial conversions / trials started in the same days, in percent; a conversion counts on its own day, so a trial begun earlier counts too and the rate can pass 100%.',
    'zh-CN': '试用转化 ÷ 同期开始的试用，百分比；转化按其发生日计入，因此也包括更早开始的试用，比率可能超过 100%。',
  },
} as const satisfies Record<string, Entry>;
