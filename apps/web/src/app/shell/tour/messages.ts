/** The `tour` namespace: the offer of the guided tour and its steps. */
export const messages = {
  en: {
    invite: {
      label: 'Guided tour',
      text: 'New to Backlot? A one-minute tour shows what your role can reach.',
      start: 'Take the tour',
      skip: 'Skip',
    },
    skip: 'Skip the tour',
    steps: {
      menu: {
        title: 'Your menu',
        text: 'It holds what your role can reach: {{sections}}, {{pages}} in all.',
        sections_one: '{{count}} section',
        sections_other: '{{count}} sections',
        pages_one: '{{count}} page',
        pages_other: '{{count}} pages',
      },
      search: {
        title: 'Find a page',
        text: 'Type part of a page title to go straight there (Ctrl+K).',
      },
      tabs: {
        title: 'Open pages',
        text: 'Pages you open stay here as tabs, each as you left it. Close one with its ×.',
      },
      lists: {
        title: 'Lists, filters and views',
        text: 'Every list has its filters above the table. Save filters, sort and columns as a named view: your views are tabs above the list, and one can be your default.',
      },
      bell: {
        title: 'What needs you',
        text: 'New tickets, reports and alerts arrive here, counted until you read them.',
      },
      account: {
        title: 'Your account',
        text: 'Your profile, and this tour again whenever you want it.',
      },
    },
  },
  'zh-CN': {
    invite: {
      label: '新手导览',
      text: '初次使用 Backlot？一分钟的导览带您看看您的角色能用到的功能。',
      start: '开始导览',
      skip: '跳过',
    },
    skip: '跳过导览',
    steps: {
      menu: {
        title: '您的菜单',
        text: '这里是您的角色能进入的功能：{{sections}}，共 {{pages}}。',
        sections_other: '{{count}} 个模块',
        pages_other: '{{count}} 个页面',
      },
      search: {
        title: '查找页面',
        text: '输入页面标题的一部分即可直达（Ctrl+K）。',
      },
      tabs: {
        title: '已打开的页面',
        text: '打开过的页面以标签保留在这里，回来时保持原样。点击 × 关闭。',
      },
      lists: {
        title: '列表、筛选与视图',
        text: '每个列表的筛选条件都在表格上方。可将筛选、排序和列保存为命名视图：视图显示为列表上方的标签，并可设一个为默认。',
      },
      bell: {
        title: '待处理',
        text: '新的工单、举报和告警会出现在这里，未读前一直计数。',
      },
      account: {
        title: '您的账号',
        text: '个人中心，以及随时重新打开本导览。',
      },
    },
  },
};
