export const messages = {
  en: {
    notFound: { title: '404', heading: 'Page not found', text: 'The page you asked for does not exist or has moved.' },
    unauthorized: {
      title: '401',
      heading: 'No access',
      text: 'Your account has no permission to open any page. Ask an administrator to give you a role, or sign in with another account.',
      signOut: 'Sign in with another account',
    },
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
    unauthorized: {
      title: '401',
      heading: '没有访问权限',
      text: '您的账号没有可访问的页面。请联系管理员为您分配角色，或使用其他账号登录。',
      signOut: '使用其他账号登录',
    },
    home: '返回首页',
    failure: {
      heading: '此页面无法显示',
      chunk: '部分程序未能加载，可能是网络较慢或已发布新版本。',
      other: '显示此页面时出错。',
    },
  },
};
