/** The commerce area's messages (spread into the catalogue of `messages.ts`). */
type Entry = { en: string; 'zh-CN': string };

export const LEDGER_MESSAGES = {
  'msg.feesOverAmount': {
    en: 'The fees add up to more than the amount ({amount}).',
    'zh-CN': '手续费合计超过了订单金额（{amount}）。',
  },
  'msg.memberNotFound': { en: 'There is no such member.', 'zh-CN': '没有这个会员。' },
  'err.insufficientCoins': {
    en: 'The member has {balance} coins, fewer than the {coins} asked.',
    'zh-CN': '该会员只有 {balance} 个代币，少于所需的 {coins} 个。',
  },
  'err.postbackSecret': {
    en: 'The postback secret is missing or wrong.',
    'zh-CN': '回调密钥缺失或错误。',
  },
  'err.postbackAddress': {
    en: 'Postbacks are not accepted from this address.',
    'zh-CN': '不接受来自此地址的回调。',
  },
} as const satisfies Record<string, Entry>;
