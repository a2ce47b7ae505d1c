export const messages = {
  en: {
    title: 'Dashboard',
    greeting: 'Welcome, {{name}}',
    intro: 'These are the parts of the back-office your account can open.',
    empty: 'No section is available to your account yet.',
  },
  'zh-CN': {
    title: '首页',
    greeting: '欢迎，{{name}}',
    intro: '以下是您的账号可以使用的后台功能。',
    empty: '您的账号暂时没有可用的功能。',
  },
};
