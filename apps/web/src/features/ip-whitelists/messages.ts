export const messages = {
  en: {
    title: { list: 'IP whitelist', create: 'Add IP address', edit: 'Edit IP address' },
    fields: { address: 'Address or range', note: 'Note', overlaps: 'Overlaps' },
    help: {
      address:
        'An IPv4 or IPv6 address (203.0.113.7) or a range (10.0.0.0/8). It is saved in its standard form: a range from its first address.',
    },
  },
  'zh-CN': {
    title: { list: 'IP 白名单', create: '添加 IP 地址', edit: '编辑 IP 地址' },
    fields: { address: '地址或地址段', note: '备注', overlaps: '重叠条目' },
    help: {
      address: 'IPv4 或 IPv6 地址（203.0.113.7）或地址段（10.0.0.0/8）。保存时统一为标准写法：地址段从其首地址记起。',
    },
  },
};
