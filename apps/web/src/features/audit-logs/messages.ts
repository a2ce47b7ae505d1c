import { RESOURCE_LABELS } from '@backlot/contract';

/**
 * Resource names come from the permission catalogue, so every resource reads in both languages; the
 * catalogue writes them in lower case for permission labels ("View tags"), a column shows "Tags".
 */
const resourceNames = (language: 'en' | 'zh-CN') =>
  Object.fromEntries(
    Object.entries(RESOURCE_LABELS).map(([name, label]) => [
      name,
      label[language].charAt(0).toUpperCase() + label[language].slice(1),
    ]),
  );

export const messages = {
  en: {
    resources: resourceNames('en'),
    title: { list: 'Audit log' },
    fields: {
      createdAt: 'Time',
      actor: 'Admin',
      action: 'Action',
      resource: 'Resource',
      resourceId: 'Record ID',
      record: 'Record',
      changes: 'Changed fields',
      ip: 'IP address',
      period: 'Period',
    },
    system: 'System',
    actions: {
      create: 'Create',
      update: 'Update',
      delete: 'Delete',
      enable: 'Enable',
      disable: 'Disable',
      assign: 'Assign',
      'reset-qrcode': 'Reset two-factor',
      'bind-two-factor': 'Bind two-factor',
      'update-profile': 'Update profile',
      edit: 'Edit',
      reorder: 'Reorder',
      'set-advertisement': 'Choose advertisement',
      solve: 'Solve',
      archive: 'Archive',
      recover: 'Recover',
      reply: 'Reply',
      ban: 'Ban author',
      'reject-report': 'Reject reports',
      'ban-comments': 'Ban from commenting',
      'lift-comment-ban': 'Lift comment ban',
    },
    diff: {
      field: 'Field',
      before: 'Before',
      after: 'After',
      empty: 'No field changes recorded.',
      none: 'None',
      hidden: 'Hidden',
    },
  },
  'zh-CN': {
    resources: resourceNames('zh-CN'),
    title: { list: '审计日志' },
    fields: {
      createdAt: '时间',
      actor: '管理员',
      action: '操作',
      resource: '资源',
      resourceId: '记录 ID',
      record: '记录',
      changes: '变更字段',
      ip: 'IP 地址',
      period: '时间段',
    },
    system: '系统',
    actions: {
      create: '新建',
      update: '修改',
      delete: '删除',
      enable: '启用',
      disable: '禁用',
      assign: '分配',
      'reset-qrcode': '重置双重验证',
      'bind-two-factor': '绑定双重验证',
      'update-profile': '修改个人资料',
      edit: '编辑',
      reorder: '调整顺序',
      'set-advertisement': '选择广告',
      solve: '解决',
      archive: '归档',
      recover: '恢复',
      reply: '回复',
      ban: '禁言作者',
      'reject-report': '驳回举报',
      'ban-comments': '禁止评论',
      'lift-comment-ban': '解除禁言',
    },
    diff: {
      field: '字段',
      before: '修改前',
      after: '修改后',
      empty: '没有记录字段变更。',
      none: '无',
      hidden: '已隐藏',
    },
  },
};
