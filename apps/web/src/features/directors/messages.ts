export const messages = {
  en: {
    title: {
      group: 'Directors',
      list: 'Director list',
      create: 'Create director',
      edit: 'Edit director',
      show: 'Director',
    },
    fields: { name: 'Name' },
  },
  'zh-CN': {
    title: { group: '导演管理', list: '导演列表', create: '新建导演', edit: '编辑导演', show: '导演详情' },
    fields: { name: '姓名' },
  },
};
