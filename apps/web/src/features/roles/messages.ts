export const messages = {
  en: {
    title: { list: 'Roles', create: 'Create role', edit: 'Edit role', show: 'Role' },
    fields: {
      name: 'Role name',
      description: 'Description',
      permissions: 'Permissions',
      admins: 'Admins',
      adminIds: 'Admins',
      isBuiltin: 'Type',
      isPartner: 'Channel partner',
    },
    partner: 'Channel partner',
    builtin: 'Built-in',
    custom: 'Custom',
    builtinNotice: 'The built-in role Super admin holds every permission; it cannot be changed or deleted.',
    beyondYouNotice: 'This role has permissions you do not hold: you can see it but not change or delete it.',
    permissionCount_one: '{{count}} permission',
    permissionCount_other: '{{count}} permissions',
    allPermissions: 'All permissions',
    moreAdmins: '+{{count}}',
    help: {
      admins: 'The admins holding this role. Saving replaces the whole list.',
      partner:
        'Holders see only the channels assigned to them, their campaigns and the members they brought. Such a role may hold only: view channels, campaigns (view, create, edit, delete), view members and allocated members.',
    },
  },
  'zh-CN': {
    title: { list: '角色', create: '新建角色', edit: '编辑角色', show: '角色详情' },
    fields: {
      name: '角色名称',
      description: '描述',
      permissions: '权限',
      admins: '管理员',
      adminIds: '管理员',
      isBuiltin: '类型',
      isPartner: '渠道合作方',
    },
    partner: '渠道合作方',
    builtin: '内置',
    custom: '自定义',
    builtinNotice: '内置角色“超级管理员”拥有全部权限，不能修改或删除。',
    beyondYouNotice: '该角色包含您没有的权限：您可以查看，但不能修改或删除。',
    permissionCount_other: '{{count}} 项权限',
    allPermissions: '全部权限',
    moreAdmins: '+{{count}}',
    help: {
      admins: '拥有此角色的管理员。保存时将替换整个列表。',
      partner:
        '持有者只能看到分配给自己的渠道、这些渠道的推广活动及其带来的会员。此类角色只能拥有：查看渠道、推广活动（查看、新建、编辑、删除）、查看会员和分配的会员。',
    },
  },
};
