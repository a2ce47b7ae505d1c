export const messages = {
  en: {
    title: { list: 'Sites', create: 'Create site', edit: 'Edit site', show: 'Site' },
    fields: {
      name: 'Name',
      domain: 'Domain',
      description: 'Description (English)',
      descriptionCn: 'Description (Chinese)',
      intakeKeyHint: 'Intake key',
    },
    help: {
      domain: 'The host name only, without https:// or a path.',
    },
    actions: {
      rotateKey: 'New intake key',
      confirmRotateKey:
        'Make a new intake key for “{{name}}”? The member site stops being accepted until it uses the new key.',
      keyRotated: 'A new intake key was made.',
    },
    key: {
      title: 'Intake key of “{{name}}”',
      hint: 'Copy it now into the member site’s settings: it is shown only this once. Backlot keeps only its last four characters.',
    },
  },
  'zh-CN': {
    title: { list: '站点列表', create: '新建站点', edit: '编辑站点', show: '站点详情' },
    fields: {
      name: '名称',
      domain: '域名',
      description: '英文简介',
      descriptionCn: '中文简介',
      intakeKeyHint: '接入密钥',
    },
    help: {
      domain: '只填主机名，不含 https:// 和路径。',
    },
    actions: {
      rotateKey: '更换接入密钥',
      confirmRotateKey: '为“{{name}}”生成新的接入密钥？会员站换用新密钥之前，其请求将被拒绝。',
      keyRotated: '已生成新的接入密钥。',
    },
    key: {
      title: '“{{name}}”的接入密钥',
      hint: '请立即复制到会员站的设置中：密钥只显示这一次，Backlot 只保存其末四位。',
    },
  },
};
