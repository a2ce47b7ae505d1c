export const messages = {
  en: {
    title: {
      group: 'Tags',
      list: 'Tag list',
      create: 'Create tag',
      edit: 'Edit tag',
      show: 'Tag',
      import: 'Import tags',
    },
    fields: { name: 'Name (English)', nameCn: 'Name (Chinese)', sort: 'Sort order' },
    help: { sort: 'Smaller numbers come first on the site.' },
  },
  'zh-CN': {
    title: {
      group: '标签管理',
      list: '标签列表',
      create: '新建标签',
      edit: '编辑标签',
      show: '标签详情',
      import: '导入标签',
    },
    fields: { name: '英文名称', nameCn: '中文名称', sort: '排序' },
    help: { sort: '数字越小，在站点上越靠前。' },
  },
};
