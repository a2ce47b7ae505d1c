export const messages = {
  en: {
    title: { list: 'Directors', create: 'Create director', edit: 'Edit director', show: 'Director' },
    fields: { name: 'Name' },
  },
  'zh-CN': {
    title: { list: '导演', create: '新建导演', edit: '编辑导演', show: '导演详情' },
    fields: { name: '姓名' },
  },
};
