export const messages = {
  en: {
    title: {
      list: 'Segpay settings',
      create: 'Add Segpay settings',
      edit: 'Edit Segpay settings',
      show: 'Segpay settings',
    },
    fields: {
      siteId: 'Site',
      processor: 'Processor',
      merchantId: 'Merchant ID',
      packages: 'Packages',
      packageId: 'Package ID',
      packageName: 'Package name',
      allowedAddresses: 'Postbacks only from',
      postbackUrl: 'Postback URL',
      secret: 'Postback secret',
      typedSecret: 'Secret',
    },
    help: {
      allowedAddresses:
        'Addresses or ranges (203.0.113.7, 64.38.212.0/24, IPv6). Empty: postbacks are accepted from any address.',
      typedSecret:
        'The secret already set in the processor’s portal, at least 16 characters. It replaces the current one at once and is never shown again.',
    },
    processor: { segpay: 'Segpay', epoch: 'Epoch' },
    anyAddress: 'Any address',
    actions: {
      addPackage: 'Add package',
      removePackage: 'Remove package',
      rotateSecret: 'New postback secret',
      confirmRotateSecret:
        'Make a new postback secret for “{{name}}”? Postbacks with the old secret are refused from now on, until the processor is given the new URL.',
      secretRotated: 'A new postback secret was made.',
      setSecret: 'Enter the processor’s secret',
      setSecretTitle: 'Postback secret the processor sends for “{{name}}”',
      secretSet: 'The postback secret was saved. Refused postbacks can now be replayed from the postback inbox.',
    },
    secret: {
      title: 'Postback secret of “{{name}}”',
      hint: 'Copy the postback URL into the processor’s settings now: the secret is shown only this once. Backlot keeps only a fingerprint of it and its last four characters.',
      url: 'Postback URL to give the processor',
    },
  },
  'zh-CN': {
    title: {
      list: 'Segpay 配置',
      create: '新建 Segpay 配置',
      edit: '编辑 Segpay 配置',
      show: 'Segpay 配置详情',
    },
    fields: {
      siteId: '站点',
      processor: '支付通道',
      merchantId: '商户号',
      packages: '套餐包',
      packageId: '套餐包 ID',
      packageName: '套餐包名称',
      allowedAddresses: '仅接受来自以下地址的回调',
      postbackUrl: '回调地址',
      secret: '回调密钥',
      typedSecret: '密钥',
    },
    help: {
      allowedAddresses: '地址或地址段（203.0.113.7、64.38.212.0/24、IPv6）。留空则接受任何地址的回调。',
      typedSecret: '支付通道后台已设置的密钥，至少 16 个字符。保存后立即替换当前密钥，且不会再显示。',
    },
    processor: { segpay: 'Segpay', epoch: 'Epoch' },
    anyAddress: '任何地址',
    actions: {
      addPackage: '添加套餐包',
      removePackage: '删除套餐包',
      rotateSecret: '生成新的回调密钥',
      confirmRotateSecret: '为“{{name}}”生成新的回调密钥？从现在起，使用旧密钥的回调将被拒绝，直到支付通道换用新地址。',
      secretRotated: '已生成新的回调密钥。',
      setSecret: '填写支付通道的密钥',
      setSecretTitle: '支付通道为“{{name}}”发送的回调密钥',
      secretSet: '回调密钥已保存。被拒绝的回调现在可以在回调记录中重新处理。',
    },
    secret: {
      title: '“{{name}}”的回调密钥',
      hint: '请立即把回调地址复制到支付通道的设置中：密钥只显示这一次。Backlot 只保存其指纹和末四位。',
      url: '提供给支付通道的回调地址',
    },
  },
};
