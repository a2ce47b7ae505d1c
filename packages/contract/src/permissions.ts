/**
 * The permission catalogue of the whole product. A permission is named `action-resource`
 * (`list-videos`, `publish-videos`); each belongs to a group and has an English and a Chinese label.
 * Every server route declares one of these (or declares itself public); the web app filters routes with them.
 */
import { inLanguage, type Language, type Localized } from './messages.js';

type Label = Localized;

export const PERMISSION_GROUPS = {
  content: { en: 'Content', 'zh-CN': '内容' },
  /** Performers' identity records: apart from content, so an editor's role does not take them along. */
  compliance: { en: 'Compliance', 'zh-CN': '合规' },
  storefront: { en: 'Storefront', 'zh-CN': '站点展示' },
  members: { en: 'Members', 'zh-CN': '会员' },
  support: { en: 'Support', 'zh-CN': '客服' },
  commerce: { en: 'Commerce', 'zh-CN': '交易' },
  channels: { en: 'Channels', 'zh-CN': '渠道' },
  analytics: { en: 'Analytics', 'zh-CN': '数据分析' },
  system: { en: 'System', 'zh-CN': '系统' },
} as const satisfies Record<string, Label>;
export type PermissionGroup = keyof typeof PERMISSION_GROUPS;

/** Labels of the actions; a permission's label is its action's label plus its resource's. */
const ACTIONS = {
  list: { en: 'View', 'zh-CN': '查看' },
  create: { en: 'Create', 'zh-CN': '新建' },
  edit: { en: 'Edit', 'zh-CN': '编辑' },
  delete: { en: 'Delete', 'zh-CN': '删除' },
  enable: { en: 'Enable', 'zh-CN': '启用' },
  disable: { en: 'Disable', 'zh-CN': '禁用' },
  publish: { en: 'Publish', 'zh-CN': '发布' },
  export: { en: 'Export', 'zh-CN': '导出' },
  import: { en: 'Import', 'zh-CN': '导入' },
  'batch-create': { en: 'Batch create', 'zh-CN': '批量创建' },
  'reset-qrcode': { en: 'Reset two-factor of', 'zh-CN': '重置双重验证：' },
  assign: { en: 'Assign', 'zh-CN': '分配' },
  note: { en: 'Write internal notes on', 'zh-CN': '添加内部备注：' },
  ban: { en: 'Ban', 'zh-CN': '封禁' },
  'reject-report': { en: 'Reject reports of', 'zh-CN': '驳回举报：' },
  solve: { en: 'Solve', 'zh-CN': '解决' },
  archive: { en: 'Archive', 'zh-CN': '归档' },
  recover: { en: 'Recover', 'zh-CN': '恢复' },
  restore: { en: 'Restore', 'zh-CN': '还原' },
  reply: { en: 'Reply to', 'zh-CN': '回复' },
  'add-credit': { en: 'Add credit to', 'zh-CN': '充值：' },
  notify: { en: 'Send e-mails to', 'zh-CN': '发送邮件：' },
  upload: { en: 'Upload', 'zh-CN': '上传' },
  view: { en: 'View', 'zh-CN': '查看' },
  erase: { en: 'Erase the personal data of', 'zh-CN': '清除个人数据：' },
  replay: { en: 'Replay', 'zh-CN': '重放' },
  retry: { en: 'Retry', 'zh-CN': '重试' },
  decide: { en: 'Decide', 'zh-CN': '裁决' },
  'hide-video': { en: 'Hide videos named in', 'zh-CN': '下架视频：' },
  cancel: { en: 'Cancel', 'zh-CN': '取消' },
  expire: { en: 'Expire', 'zh-CN': '立即终止' },
  extend: { en: 'Extend', 'zh-CN': '延期' },
  reactivate: { en: 'Reactivate', 'zh-CN': '重新激活' },
  refund: { en: 'Refund', 'zh-CN': '退款' },
  run: { en: 'Run', 'zh-CN': '运行' },
  purge: { en: 'Purge', 'zh-CN': '彻底删除' },
} as const satisfies Record<string, Label>;
type Action = keyof typeof ACTIONS;

type ResourceEntry = { group: PermissionGroup; label: Label; actions: readonly Action[] };
const CRUD = ['list', 'create', 'edit', 'delete'] as const;

/** Resources and the actions each allows. The order is the order shown in the role editor. */
const RESOURCES = {
  videos: {
    group: 'content',
    label: { en: 'videos', 'zh-CN': '视频' },
    actions: [...CRUD, 'publish', 'export', 'import', 'batch-create'],
  },
  models: {
    group: 'content',
    label: { en: 'models', 'zh-CN': '模特' },
    actions: [...CRUD, 'erase', 'export', 'import'],
  },
  directors: { group: 'content', label: { en: 'directors', 'zh-CN': '导演' }, actions: CRUD },
  tags: { group: 'content', label: { en: 'tags', 'zh-CN': '标签' }, actions: [...CRUD, 'import'] },
  posts: { group: 'content', label: { en: 'posts', 'zh-CN': '文章' }, actions: [...CRUD, 'publish', 'export'] },
  photos: { group: 'content', label: { en: 'photos', 'zh-CN': '图片' }, actions: ['list'] },
  files: { group: 'content', label: { en: 'files', 'zh-CN': '文件' }, actions: ['upload'] },
  blocklist: {
    group: 'content',
    label: { en: 'file blocklist', 'zh-CN': '文件黑名单' },
    actions: ['list', 'create', 'delete'],
  },
  sites: { group: 'content', label: { en: 'sites', 'zh-CN': '站点' }, actions: CRUD },
  calendar: { group: 'content', label: { en: 'content calendar', 'zh-CN': '内容日历' }, actions: ['view'] },
  cooperations: {
    group: 'content',
    label: { en: 'cooperation requests', 'zh-CN': '合作申请' },
    actions: ['list', 'delete', 'solve', 'archive'],
  },
  /** Compliance records are under legal hold: never deleted (`compliance.ts`). */
  'model-records': {
    group: 'compliance',
    label: { en: "models' compliance records", 'zh-CN': '模特合规档案' },
    actions: ['list', 'create', 'edit'],
  },
  'model-releases': {
    group: 'compliance',
    label: { en: "models' releases", 'zh-CN': '模特授权书' },
    actions: ['list', 'create', 'edit'],
  },
  complaints: {
    group: 'compliance',
    label: { en: 'complaints', 'zh-CN': '投诉' },
    actions: ['list', 'create', 'edit', 'decide', 'hide-video'],
  },
  blocks: { group: 'storefront', label: { en: 'blocks', 'zh-CN': '区块' }, actions: CRUD },
  banners: { group: 'storefront', label: { en: 'banners', 'zh-CN': '横幅' }, actions: CRUD },
  advertisements: { group: 'storefront', label: { en: 'advertisements', 'zh-CN': '广告' }, actions: ['list', 'edit'] },
  informations: {
    group: 'storefront',
    label: { en: 'site texts', 'zh-CN': '站点信息' },
    actions: ['list', 'create', 'edit'],
  },
  questions: { group: 'storefront', label: { en: 'FAQ', 'zh-CN': '常见问题' }, actions: CRUD },
  seos: { group: 'storefront', label: { en: 'SEO entries', 'zh-CN': 'SEO 条目' }, actions: CRUD },
  users: {
    group: 'members',
    label: { en: 'members', 'zh-CN': '会员' },
    actions: ['list', 'edit', 'enable', 'disable', 'batch-create', 'export', 'notify', 'erase', 'note'],
  },
  'token-records': { group: 'members', label: { en: 'token records', 'zh-CN': '代币记录' }, actions: ['list'] },
  'allocated-members': {
    group: 'members',
    label: { en: 'allocated members', 'zh-CN': '分配的会员' },
    actions: ['list'],
  },
  outbox: { group: 'members', label: { en: 'mail outbox', 'zh-CN': '邮件发件箱' }, actions: ['list'] },
  ipwhitelists: { group: 'members', label: { en: 'IP whitelist', 'zh-CN': 'IP 白名单' }, actions: CRUD },
  comments: {
    group: 'support',
    label: { en: 'comments', 'zh-CN': '评论' },
    actions: ['list', 'delete', 'enable', 'disable', 'ban', 'reject-report', 'export'],
  },
  'comment-reports': { group: 'support', label: { en: 'comment reports', 'zh-CN': '评论举报' }, actions: ['list'] },
  supports: {
    group: 'support',
    label: { en: 'support tickets', 'zh-CN': '客服工单' },
    actions: ['list', 'delete', 'solve', 'archive', 'recover', 'reply', 'assign', 'note', 'export'],
  },
  'canned-replies': { group: 'support', label: { en: 'canned replies', 'zh-CN': '快捷回复' }, actions: CRUD },
  plans: {
    group: 'commerce',
    label: { en: 'plans', 'zh-CN': '套餐' },
    actions: ['list', 'create', 'edit', 'export', 'archive', 'restore'],
  },
  promotions: { group: 'commerce', label: { en: 'promotions', 'zh-CN': '促销' }, actions: [...CRUD, 'import'] },
  deals: { group: 'commerce', label: { en: 'deals', 'zh-CN': '特价' }, actions: CRUD },
  subscriptions: {
    group: 'commerce',
    label: { en: 'subscriptions', 'zh-CN': '订阅' },
    actions: ['list', 'cancel', 'expire', 'extend', 'reactivate', 'export'],
  },
  orders: {
    group: 'commerce',
    label: { en: 'orders', 'zh-CN': '订单' },
    actions: ['list', 'edit', 'export', 'refund'],
  },
  'processor-actions': {
    group: 'commerce',
    label: { en: 'processor actions', 'zh-CN': '支付商操作' },
    actions: ['list'],
  },
  reconciliations: {
    group: 'commerce',
    label: { en: "processors' report reconciliation", 'zh-CN': '支付商报表对账' },
    actions: ['list', 'run'],
  },
  payments: {
    group: 'commerce',
    label: { en: 'payments', 'zh-CN': '支付' },
    actions: ['list', 'add-credit', 'export'],
  },
  postbacks: {
    group: 'commerce',
    label: { en: 'processor notifications', 'zh-CN': '支付回调' },
    actions: ['list', 'replay', 'export'],
  },
  segpays: { group: 'commerce', label: { en: 'Segpay configurations', 'zh-CN': 'Segpay 配置' }, actions: CRUD },
  'segpay-payout-reports': { group: 'commerce', label: { en: 'payout reports', 'zh-CN': '结算报表' }, actions: CRUD },
  channels: {
    group: 'channels',
    label: { en: 'channels', 'zh-CN': '渠道' },
    actions: ['list', 'create', 'edit', 'archive', 'recover', 'assign', 'export'],
  },
  campaigns: {
    group: 'channels',
    label: { en: 'campaigns', 'zh-CN': '推广活动' },
    actions: [...CRUD, 'export'],
  },
  dashboard: { group: 'analytics', label: { en: 'dashboard', 'zh-CN': '仪表盘' }, actions: ['view'] },
  'daily-revenue': { group: 'analytics', label: { en: 'daily revenue', 'zh-CN': '每日收入' }, actions: ['view'] },
  'daily-channel': {
    group: 'analytics',
    label: { en: 'daily channel figures', 'zh-CN': '每日渠道数据' },
    actions: ['view'],
  },
  'daily-campaign': {
    group: 'analytics',
    label: { en: 'daily campaign figures', 'zh-CN': '每日活动数据' },
    actions: ['view'],
  },
  'daily-data': { group: 'analytics', label: { en: 'daily company data', 'zh-CN': '每日公司数据' }, actions: ['view'] },
  'subscriber-source': {
    group: 'analytics',
    label: { en: 'subscriber sources', 'zh-CN': '订阅来源' },
    actions: ['view'],
  },
  'refund-statistics': {
    group: 'analytics',
    label: { en: 'refund statistics', 'zh-CN': '退款统计' },
    actions: ['view'],
  },
  analytics: { group: 'analytics', label: { en: 'analytics', 'zh-CN': '数据分析' }, actions: ['export'] },
  admins: {
    group: 'system',
    label: { en: 'admins', 'zh-CN': '管理员' },
    actions: [...CRUD, 'enable', 'disable', 'reset-qrcode'],
  },
  roles: { group: 'system', label: { en: 'roles', 'zh-CN': '角色' }, actions: [...CRUD, 'assign'] },
  'audit-logs': { group: 'system', label: { en: 'audit log', 'zh-CN': '审计日志' }, actions: ['list', 'export'] },
  jobs: { group: 'system', label: { en: 'background jobs', 'zh-CN': '后台任务' }, actions: ['list', 'retry'] },
  /** Deleted records, kept 30 days (`trash.ts`): listed, restored, purged for good. */
  trash: { group: 'system', label: { en: 'trash', 'zh-CN': '回收站' }, actions: ['list', 'restore', 'purge'] },
} as const satisfies Record<string, ResourceEntry>;

type Resources = typeof RESOURCES;
export type PermissionResource = keyof Resources;
/** Every permission name, as a type: `list-tags`, `publish-videos`, ... */
export type PermissionName = {
  [R in PermissionResource]: `${Resources[R]['actions'][number]}-${R}`;
}[PermissionResource];

export type PermissionInfo = {
  name: PermissionName;
  resource: PermissionResource;
  group: PermissionGroup;
  label: Label;
};

function labelOf(action: Action, resource: Label): Label {
  const a = ACTIONS[action];
  return { en: `${a.en} ${resource.en}`, 'zh-CN': `${a['zh-CN']}${resource['zh-CN']}` };
}

/** The catalogue, in display order. */
export const PERMISSIONS: readonly PermissionInfo[] = Object.entries(RESOURCES).flatMap(([resource, entry]) =>
  (entry.actions as readonly Action[]).map((action) => ({
    name: `${action}-${resource}` as PermissionName,
    resource: resource as PermissionResource,
    group: entry.group,
    label: labelOf(action, entry.label),
  })),
);

export const PERMISSION_NAMES: ReadonlySet<string> = new Set(PERMISSIONS.map((p) => p.name));

export function isPermissionName(value: string): value is PermissionName {
  return PERMISSION_NAMES.has(value);
}

/**
 * What a holder of `stored` permissions may do, in catalogue order (unknown names dropped); a holder of the
 * built-in role holds every permission whatever is stored.
 */
export function heldPermissions(stored: Iterable<string>, builtIn = false): PermissionName[] {
  if (builtIn) return PERMISSIONS.map((p) => p.name);
  const held = new Set(stored);
  return PERMISSIONS.filter((p) => held.has(p.name)).map((p) => p.name);
}

/**
 * What a channel partner's role may hold (`is_partner`): the permissions whose answers the server limits to
 * the channels assigned to the holder — their channels and campaigns, and the members those channels brought.
 * Nothing that manages admins or roles (a partner cannot widen its own reach), and nothing the server does not
 * limit to the partner's channels: the channel analytics are limited so; the company-wide figures (dashboard,
 * revenue, daily company data, subscriber sources, refunds) refuse a partner whatever else it holds.
 */
export const PARTNER_PERMISSIONS: ReadonlySet<PermissionName> = new Set<PermissionName>([
  'list-channels',
  'list-campaigns',
  'create-campaigns',
  'edit-campaigns',
  'delete-campaigns',
  'export-campaigns',
  'list-users',
  'export-users',
  'export-channels',
  'list-allocated-members',
  'view-daily-channel',
  'view-daily-campaign',
  'export-analytics',
  'list-trash',
  'restore-trash',
  'purge-trash',
]);

const LIST_SEPARATOR: Label = { en: ', ', 'zh-CN': '、' };
const MORE: Label = { en: ' and {n} more', 'zh-CN': ' 等 {n} 项' };

/**
 * Permission names as their labels, listed in each language ("Edit admins, View tags" / "编辑管理员、查看标签");
 * past `max` names the rest are counted ("... and 12 more").
 */
export function permissionLabels(names: readonly string[], max = 5): Label {
  const shown = names.slice(0, max).map((name) => PERMISSIONS.find((p) => p.name === name)?.label);
  const rest = names.length - shown.length;
  const list = (language: Language) =>
    shown
      .map((label, i) => (label ? inLanguage(label, language) : names[i]))
      .join(inLanguage(LIST_SEPARATOR, language)) +
    (rest > 0 ? inLanguage(MORE, language).replace('{n}', String(rest)) : '');
  return { en: list('en'), 'zh-CN': list('zh-CN') };
}

/** Every Chinese text of the catalogue (groups, actions, resources, labels, list words): what the server converts to zh-TW when it starts. */
export const PERMISSION_TEXTS: readonly Label[] = [
  ...Object.values(PERMISSION_GROUPS),
  ...Object.values(ACTIONS),
  ...Object.values(RESOURCES).map((entry) => entry.label),
  ...PERMISSIONS.map((permission) => permission.label),
  LIST_SEPARATOR,
  MORE,
];

/** Each resource's name in both languages (lower case, plural: "tags", "标签"), for lists and filters. */
export const RESOURCE_LABELS = Object.fromEntries(
  Object.entries(RESOURCES).map(([resource, entry]) => [resource, entry.label]),
) as Record<PermissionResource, Label>;

/** The built-in role that holds every permission; it cannot be deleted or narrowed. */
export const SUPER_ADMIN_ROLE = 'super-admin';
