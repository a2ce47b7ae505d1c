/** Each rule's words in an alert's e-mail (the mail template `staff-alert`), in both written languages. */
import type { AlertRule, SourceLanguage } from '@backlot/contract';

type Words = { title: string; text: (d: Record<string, string>) => string };

export const RULE_WORDS: Record<AlertRule, Record<SourceLanguage, Words>> = {
  chargeback_ratio: {
    en: {
      title: 'chargeback ratio nearing the card schemes’ thresholds',
      text: (d) =>
        `This month's chargeback ratio is ${d.ratio} % (${d.chargebacks} chargebacks), at or above the alert level ` +
        `of ${d.limit} %; Mastercard's early warning starts at 1 %, Visa's VAMP at 1.5 %.`,
    },
    'zh-CN': {
      title: '拒付率接近卡组织阈值',
      text: (d) =>
        `本月拒付率为 ${d.ratio}%（${d.chargebacks} 笔拒付），已达到告警线 ${d.limit}%；` +
        'Mastercard 早期预警从 1% 起，Visa VAMP 从 1.5% 起。',
    },
  },
  postback_failures: {
    en: {
      title: 'notifications failing',
      text: (d) => `${d.count} notifications from the processor failed or were rejected within the last hour.`,
    },
    'zh-CN': { title: '支付通知处理失败', text: (d) => `最近一小时内有 ${d.count} 条支付商通知处理失败或被拒绝。` },
  },
  postbacks_silent: {
    en: {
      title: 'notifications stopped',
      text: (d) =>
        `No notification has come from the processor for ${d.minutes} minutes; one usually comes every ${d.usual} minutes.`,
    },
    'zh-CN': {
      title: '支付通知中断',
      text: (d) => `已有 ${d.minutes} 分钟未收到支付商的通知；通常每 ${d.usual} 分钟就有一条。`,
    },
  },
  refunds_daily: {
    en: {
      title: 'refunds above the daily amount',
      text: (d) => `Today's refunds come to ${d.amount} ${d.currency}, above the daily alert amount of ${d.limit}.`,
    },
    'zh-CN': {
      title: '当日退款超过限额',
      text: (d) => `今日退款合计 ${d.amount} ${d.currency}，超过每日告警金额 ${d.limit}。`,
    },
  },
};
