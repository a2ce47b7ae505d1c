/**
 * Labels every storefront feature shows alike (the site a record belongs to, the site's pages). Each feature
 * spreads them into its own namespace, so its pages load one namespace.
 */
export const storefrontMessages = {
  en: {
    site: 'Site',
    sitePage: 'Page',
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
