export const messages = {
  en: {
    title: { list: 'Campaigns', create: 'Create campaign', edit: 'Edit campaign' },
    fields: {
      name: 'Name',
      utmCampaign: 'Campaign (utm_campaign)',
      utmTerm: 'Term (utm_term)',
      utmContent: 'Content (utm_content)',
      utmId: 'ID (utm_id)',
      landingUrl: 'Landing page',
      note: 'Note',
      trackingLink: 'Tracking link',
      members: 'Members',
    },
    help: {
      utmCampaign: 'Unique within the channel.',
      utmOptional: 'Left empty, the channel’s value is used.',
      landingUrl: 'The page the link leads to, starting with https:// or http://.',
    },
    copy: { copy: 'Copy the tracking link', copied: 'Tracking link copied' },
  },
  'zh-CN': {
    title: { list: '推广活动', create: '新建推广活动', edit: '编辑推广活动' },
    fields: {
      name: '名称',
      utmCampaign: '活动代码',
      utmTerm: '关键词',
      utmContent: '广告内容',
      utmId: '活动标识',
      landingUrl: '落地页',
      note: '备注',
      trackingLink: '推广链接',
      members: '会员',
    },
    help: {
      utmCampaign: '在同一渠道内不可重复。',
      utmOptional: '留空则使用渠道的值。',
      landingUrl: '链接指向的页面，以 https:// 或 http:// 开头。',
    },
    copy: { copy: '复制推广链接', copied: '推广链接已复制' },
  },
};
