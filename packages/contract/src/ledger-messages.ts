/** The commerce area's messages (spread into the catalogue of `messages.ts`). */
type Entry = { en: string; 'zh-CN': string };

export const LEDGER_MESSAGES = {
  'err.processorNotActive': {
    en: 'The processor says the subscription is not active: refresh it; it may already be cancelled or expired.',
    'zh-CN': '支付商表示该订阅不在有效状态：请刷新页面，它可能已被取消或已终止。',
  },
  'err.processorMismatch': {
    en: 'The processor says this membership does not belong to the merchant account: check the merchant id in the processor settings.',
    'zh-CN': '支付商表示该会籍不属于此商户账号：请检查支付商配置中的商户号。',
  },
  'err.processorCredentials': {
    en: 'The processor refused the API credentials: enter the user id and access key again in the processor settings.',
    'zh-CN': '支付商拒绝了 API 凭据：请在支付商配置中重新填写用户 ID 和访问密钥。',
  },
  'err.processorAnswer': {
    en: 'The processor answered "{answer}". Nothing changed: try again later, or act in the processor\'s portal.',
    'zh-CN': '支付商回复“{answer}”。没有任何变更：请稍后重试，或在支付商后台操作。',
  },
  'err.processorTimeout': {
    en: 'The processor did not answer in time. It may still act: wait a few minutes and refresh before trying again.',
    'zh-CN': '支付商未及时回复，操作可能仍会生效：请等几分钟并刷新页面后再重试。',
  },
  'err.processorUnavailable': {
    en: 'The processor cannot be reached. Nothing changed: try again in a few minutes.',
    'zh-CN': '无法连接支付商。没有任何变更：请几分钟后重试。',
  },
  'err.processorNoCredentials': {
    en: 'This site has no API credentials for {processor}: enter the user id and access key in the processor settings first.',
    'zh-CN': '该站点没有 {processor} 的 API 凭据：请先在支付商配置中填写用户 ID 和访问密钥。',
  },
  'err.processorUnsupported': {
    en: "{processor} offers no such action through its API: do it in the processor's portal.",
    'zh-CN': '{processor} 的接口不提供此操作：请在支付商后台操作。',
  },
  'err.actionAlreadyPending': {
    en: 'The same action is already waiting for the processor to confirm it.',
    'zh-CN': '同样的操作正在等待支付商确认。',
  },
  'err.actionNotAllowed': {
    en: "This action is not possible in the subscription's current state: refresh the page.",
    'zh-CN': '订阅当前状态不允许此操作：请刷新页面。',
  },
  'msg.refundOverAmount': {
    en: 'At most {amount} can be refunded.',
    'zh-CN': '最多可退款 {amount}。',
  },
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
