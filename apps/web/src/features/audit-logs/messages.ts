export const messages = {
  en: {
    title: { list: 'Audit log' },
    fields: {
      createdAt: 'Time',
      actor: 'Admin',
      action: 'Action',
      resource: 'Resource',
      resourceId: 'Record ID',
      changes: 'Changed fields',
      ip: 'IP address',
      period: 'Period',
    },
    system: 'System',
    diff: { field: 'Field', before: 'Before', after: 'After', none: 'No field changes recorded.' },
  },
  'zh-CN': {
    title: { list: '审计日志' },
    fields: {
      createdAt: '时间',
      actor: '管理员',
      action: '操作',
      resource: '资源',
      resourceId: '记录 ID',
      changes: '变更字段',
      ip: 'IP 地址',
      period: '时间段',
    },
    system: '系统',
    diff: { field: '字段', before: '修改前', after: '修改后', none: '没有记录字段变更。' },
  },
};
