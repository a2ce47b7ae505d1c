export const messages = {
  en: {
    sections: { offer: 'Offer', validity: 'Validity and uses' },
    title: { list: 'Promotions', create: 'Create promotion', edit: 'Edit promotion', show: 'Promotion' },
    fields: {
      name: 'Name',
      code: 'Code',
      startedAt: 'Starts',
      endedAt: 'Ends',
      times: 'Redemption limit',
      redemptions: 'Redeemed',
      status: 'Status',
      planIds: 'Plans',
    },
    help: {
      code: 'What members type at checkout: letters, digits, dashes and underscores. Case does not matter.',
      times: 'Empty: no limit.',
    },
    status: { active: 'Active', inactive: 'Inactive' },
  },
  'zh-CN': {
    sections: { offer: '优惠内容', validity: '有效期与次数' },
    title: { list: '促销列表', create: '新建促销', edit: '编辑促销', show: '促销详情' },
    fields: {
      name: '名称',
      code: '优惠码',
      startedAt: '开始时间',
      endedAt: '结束时间',
      times: '可用次数',
      redemptions: '已使用',
      status: '状态',
      planIds: '适用套餐',
    },
    help: {
      code: '会员结账时输入的代码：字母、数字、连字符和下划线，不区分大小写。',
      times: '留空表示不限次数。',
    },
    status: { active: '启用', inactive: '停用' },
  },
};
