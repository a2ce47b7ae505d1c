import { storefrontMessages } from '../../lib/storefront/messages';

const { en, 'zh-CN': zh } = storefrontMessages;

export const messages = {
  en: {
    ...en,
    title: { list: 'Site texts', create: 'Create site text', edit: 'Edit site text', show: 'Site text' },
    fields: {
      siteId: 'Site',
      type: 'Type',
      title: 'Title (English)',
      titleCn: 'Title (Chinese)',
      content: 'Content (English)',
      contentCn: 'Content (Chinese)',
    },
    type: {
      about: 'About us',
      terms: 'Terms of service',
      privacy: 'Privacy policy',
      statement_2257: '18 U.S.C. 2257 statement',
      dmca: 'DMCA notice',
      cookies: 'Cookie policy',
      refunds: 'Refund policy',
      contact: 'Contact',
    },
    help: { type: 'One text of each type per site.' },
  },
  'zh-CN': {
    ...zh,
    title: { list: '站点信息', create: '新建站点信息', edit: '编辑站点信息', show: '站点信息详情' },
    fields: {
      siteId: '站点',
      type: '类型',
      title: '英文标题',
      titleCn: '中文标题',
      content: '英文内容',
      contentCn: '中文内容',
    },
    type: {
      about: '关于我们',
      terms: '服务条款',
      privacy: '隐私政策',
      statement_2257: '2257 合规声明',
      dmca: '版权侵权通知',
      cookies: '浏览数据政策',
      refunds: '退款政策',
      contact: '联系我们',
    },
    help: { type: '每个站点每种类型一篇。' },
  },
};
