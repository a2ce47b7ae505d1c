/**
 * The `unauthorized` namespace: the texts of /401, a page of the shell; they load with it rather than with
 * the sign-in page.
 */
export const messages = {
  en: {
    title: 'No access',
    page: {
      heading: 'This page is not yours to open',
      text: 'Your account has no permission for this page. Ask an administrator if you need it.',
      back: 'Back',
    },
    nothing: {
      heading: 'No page is open to your account',
      text: 'Your account has no permission to open any page. Ask an administrator to give you a role, or sign in with another account.',
      signOut: 'Sign in with another account',
    },
    signedOut: {
      heading: 'Please sign in',
      text: 'Sign in to open this page.',
      signIn: 'Sign in',
    },
    home: 'Back to the dashboard',
  },
  'zh-CN': {
    title: '没有访问权限',
    page: {
      heading: '您无权打开此页面',
      text: '您的账号没有此页面的权限。如有需要，请联系管理员。',
      back: '返回',
    },
    nothing: {
      heading: '您的账号没有可访问的页面',
      text: '您的账号没有可访问的页面。请联系管理员为您分配角色，或使用其他账号登录。',
      signOut: '使用其他账号登录',
    },
    signedOut: {
      heading: '请先登录',
      text: '登录后才能打开此页面。',
      signIn: '登录',
    },
    home: '返回首页',
  },
};
