import { storefrontMessages } from '../../lib/storefront/messages';

const { en, 'zh-CN': zh } = storefrontMessages;

export const messages = {
  en: {
    ...en,
    title: { list: 'FAQ', create: 'Add a question', edit: 'Edit question', show: 'Question' },
    fields: {
      question: 'Question (English)',
      questionCn: 'Question (Chinese)',
      answer: 'Answer (English)',
      answerCn: 'Answer (Chinese)',
      sort: 'Order',
      siteId: 'Site',
    },
    help: { sort: 'Leave empty to add it at the end; use Reorder on the list to move it.' },
  },
  'zh-CN': {
    ...zh,
    title: { list: '常见问题', create: '新增问题', edit: '编辑问题', show: '问题详情' },
    fields: {
      question: '英文问题',
      questionCn: '中文问题',
      answer: '英文回答',
      answerCn: '中文回答',
      sort: '顺序',
      siteId: '站点',
    },
    help: { sort: '留空则添加到末尾；可在列表中用“调整顺序”移动。' },
  },
};
