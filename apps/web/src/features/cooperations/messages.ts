export const messages = {
  en: {
    title: { list: 'Cooperation requests', show: 'Cooperation request' },
    fields: {
      subject: 'Subject',
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      message: 'Message',
      status: 'Status',
      site: 'Site',
      solvedAt: 'Solved at',
      received: 'Received',
    },
    status: { open: 'Open', solved: 'Solved', archived: 'Archived' },
  },
  'zh-CN': {
    title: { list: '合作申请', show: '合作申请详情' },
    fields: {
      subject: '主题',
      name: '姓名',
      email: '邮箱',
      phone: '电话',
      message: '内容',
      status: '状态',
      site: '来源站点',
      solvedAt: '解决时间',
      received: '收到日期',
    },
    status: { open: '待处理', solved: '已解决', archived: '已归档' },
  },
};
