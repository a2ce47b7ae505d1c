/** The `analytics` namespace: the dashboard, the daily pages and a channel's figures. */
export const messages = {
  en: {
    period: { label: 'Days and filters', compare: 'Compare with the period before' },
    range: {
      today: 'Today',
      yesterday: 'Yesterday',
      last_3_days: 'Last 3 days',
      last_7_days: 'Last 7 days',
      custom: 'Custom days',
    },
    filter: {
      site_id: 'Site',
      channel_id: 'Channel',
      campaign_id: 'Campaign',
      plan_id: 'Plan',
      processor: 'Processor',
    },
    processor: { segpay: 'Segpay', epoch: 'Epoch' },
  },
  'zh-CN': {
    period: { label: '日期与筛选', compare: '与上一时段对比' },
    range: {
      today: '今天',
      yesterday: '昨天',
      last_3_days: '最近 3 天',
      last_7_days: '最近 7 天',
      custom: '自定义日期',
    },
    filter: {
      site_id: '站点',
      channel_id: '渠道',
      campaign_id: '推广活动',
      plan_id: '套餐',
      processor: '支付通道',
    },
    processor: { segpay: 'Segpay', epoch: 'Epoch' },
  },
};
