/**
 * Labels every storefront feature shows alike (the site a record belongs to, the site's pages). Each feature
 * spreads them into its own namespace, so its pages load one namespace.
 */
export const storefrontMessages = {
  en: {
    site: 'Site',
    sitePage: 'Page',
    shown: {
      label: 'On the site',
      live: 'Live',
      scheduled: 'Scheduled',
      ended: 'Ended',
      filter: 'Live now',
      startsAt: 'Shown from',
      startsAtHelp: 'The site starts showing it then. Empty: at once.',
      endsAt: 'Shown until',
      endsAtHelp: 'The site stops showing it then. Empty: it stays.',
    },
    pages: {
      home: 'Home',
      videos: 'Videos',
      models: 'Models',
      video: 'Video page',
      model: 'Model page',
      search: 'Search',
      join: 'Join',
      faq: 'FAQ',
    },
  },
  'zh-CN': {
    site: '站点',
    sitePage: '页面',
    shown: {
      label: '站点展示',
      live: '展示中',
      scheduled: '待上线',
      ended: '已结束',
      filter: '当前展示',
      startsAt: '开始展示',
      startsAtHelp: '站点从此时起展示。留空则立即展示。',
      endsAt: '结束展示',
      endsAtHelp: '站点从此时起不再展示。留空则一直展示。',
    },
    pages: {
      home: '首页',
      videos: '视频列表页',
      models: '模特列表页',
      video: '视频详情页',
      model: '模特详情页',
      search: '搜索页',
      join: '注册页',
      faq: '常见问题页',
    },
  },
};
