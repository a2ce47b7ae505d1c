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
  },
};
