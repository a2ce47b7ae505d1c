import { storefrontMessages } from '../../lib/storefront/messages';

const { en, 'zh-CN': zh } = storefrontMessages;

export const messages = {
  en: {
    ...en,
    title: { group: 'SEO', list: 'SEO entries', create: 'Create SEO entry', edit: 'Edit SEO entry' },
    fields: {
      siteId: 'Site',
      page: 'Page',
      tag: 'Tag page',
      tagId: 'Tag page',
      title: 'Title (English)',
      titleCn: 'Title (Chinese)',
      description: 'Description (English)',
      descriptionCn: 'Description (Chinese)',
    },
    help: {
      page: 'Choose a page, or a tag below for that tag’s page: one of the two.',
      tag: 'Leave empty when the entry is for a page above.',
      description: 'What search engines show under the title; about 150 characters.',
    },
  },
  'zh-CN': {
    ...zh,
    title: { group: 'SEO 管理', list: 'SEO 条目', create: '新建 SEO 条目', edit: '编辑 SEO 条目' },
    fields: {
      siteId: '站点',
      page: '页面',
      tag: '标签页',
      tagId: '标签页',
      title: '英文标题',
      titleCn: '中文标题',
      description: '英文描述',
      descriptionCn: '中文描述',
    },
    help: {
      page: '选择一个页面，或在下方选择标签以用于该标签页：二者选一。',
      tag: '条目用于上方页面时留空。',
      description: '搜索引擎在标题下显示的文字，约 150 个字符。',
    },
  },
};
