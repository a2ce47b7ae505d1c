/** The `errors` namespace, bundled: the failure notice of every page and the 404 page need it at once. */
export const messages = {
  en: {
    notFound: { title: '404', heading: 'Page not found', text: 'The page you asked for does not exist or has moved.' },
    home: 'Back to the dashboard',
    failure: {
      heading: 'This page could not be shown',
      chunk:
        'Part of the application could not be loaded — perhaps the network is slow or a new version was published.',
      other: 'Something went wrong while showing this page.',
    },
  },
  'zh-CN': {
    notFound: { title: '404', heading: '页面不存在', text: '您访问的页面不存在或已被移动。' },
    home: '返回首页',
    failure: {
      heading: '此页面无法显示',
      chunk: '部分程序未能加载，可能是网络较慢或已发布新版本。',
      other: '显示此页面时出错。',
    },
  },
};
