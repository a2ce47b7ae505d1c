export const messages = {
  en: {
    title: { list: 'Deals', create: 'Create deal', edit: 'Edit deal', show: 'Deal' },
    fields: {
      planId: 'Plan',
      price: 'Deal price',
      currency: 'Currency',
      startsAt: 'Starts',
      endsAt: 'Ends',
      active: 'Active',
      live: 'Offered now',
    },
    help: {
      price: 'In the currency of the plan.',
      active: 'Two active deals of one plan cannot overlap in time.',
    },
  },
  'zh-CN': {
    title: { list: '特价列表', create: '新建特价', edit: '编辑特价', show: '特价详情' },
    fields: {
      planId: '套餐',
      price: '特价',
      currency: '币种',
      startsAt: '开始时间',
      endsAt: '结束时间',
      active: '启用',
      live: '当前生效',
    },
    help: {
      price: '以套餐的币种计。',
      active: '同一套餐的两个启用中的特价时段不能重叠。',
    },
  },
};
