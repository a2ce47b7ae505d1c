/**
 * The member e-mails, in both languages. `{name}` is the member's name (or username), `{site}` the member
 * site's name, `{hours}` how long the link lasts, `{link}` the link: filled when the message is written,
 * except the link, which goes in as its masked form (see links.ts) and is completed only when sent.
 * A ticket reply quotes the ticket's `{subject}` and carries staff's `{message}`. Staff's digest of identity
 * documents to renew lists `{count}` documents as `{list}`, one per line, within `{days}` days.
 */
import { inLanguage, type Language, type MailTemplate, type SourceLanguage } from '@backlot/contract';
import { registerTexts } from '../../platform/traditional.js';

type Text = { subject: string; body: string };

/** Written in zh-CN and en; zh-TW is the zh-CN converted (platform/traditional.ts). */
const TEMPLATES: Record<MailTemplate, Record<SourceLanguage, Text>> = {
  'email-verification': {
    en: {
      subject: 'Confirm your e-mail address for {site}',
      body:
        'Hello {name},\n\nPlease confirm that this is your e-mail address by opening this link:\n\n{link}\n\n' +
        'The link works once and expires in {hours} hours. If you did not sign up at {site}, ignore this e-mail.\n\n' +
        '{site}',
    },
    'zh-CN': {
      subject: '请确认您在 {site} 的邮箱地址',
      body:
        '{name}，您好：\n\n请打开以下链接，确认这是您的邮箱地址：\n\n{link}\n\n' +
        '该链接仅可使用一次，{hours} 小时后失效。如果您没有在 {site} 注册，请忽略此邮件。\n\n{site}',
    },
  },
  'reset-password': {
    en: {
      subject: 'Reset your {site} password',
      body:
        'Hello {name},\n\nWe received a request to reset your password. Choose a new one here:\n\n{link}\n\n' +
        'The link works once and expires in {hours} hour(s). If you did not ask for this, ignore this e-mail: ' +
        'your password stays as it is.\n\n{site}',
    },
    'zh-CN': {
      subject: '重置您的 {site} 密码',
      body:
        '{name}，您好：\n\n我们收到了重置您密码的请求。请在此设置新密码：\n\n{link}\n\n' +
        '该链接仅可使用一次，{hours} 小时后失效。如果这不是您本人的请求，请忽略此邮件，您的密码不会改变。\n\n{site}',
    },
  },
  'ticket-reply': {
    en: {
      subject: 'Re: {subject}',
      body: 'Hello,\n\n{message}\n\n{site} support\n\n(In reply to your request “{subject}”.)',
    },
    'zh-CN': {
      subject: '回复：{subject}',
      body: '您好：\n\n{message}\n\n{site} 客服\n\n（回复您的问题“{subject}”。）',
    },
  },
  'staff-alert': {
    en: {
      subject: 'Alert: {title} ({site}, {processor})',
      body: 'Hello,\n\n{text}\n\nSite: {site}\nProcessor: {processor}\n\nThe alert is also in the bell of Backlot.',
    },
    'zh-CN': {
      subject: '告警：{title}（{site}，{processor}）',
      body: '您好：\n\n{text}\n\n站点：{site}\n支付商：{processor}\n\n此告警也显示在 Backlot 的通知铃铛中。',
    },
  },
  'documents-expiring': {
    en: {
      subject: '{count} identity document(s) of performers to renew',
      body:
        "Hello,\n\nThese performers' identity documents have expired or expire within {days} days. Renew their " +
        'records before the next video with them is published:\n\n{list}\n\nThe list is also on the dashboard.',
    },
    'zh-CN': {
      subject: '{count} 份模特身份证件需要更新',
      body:
        '您好：\n\n以下模特的身份证件已过期或将在 {days} 天内过期。请在发布其参演的下一部视频前更新合规档案：' +
        '\n\n{list}\n\n此列表也显示在仪表盘上。',
    },
  },
};

/** Each template's subject and body in both written languages. */
const TEXTS = Object.fromEntries(
  Object.entries(TEMPLATES).map(([template, { en, 'zh-CN': zh }]) => [
    template,
    registerTexts({
      subject: { en: en.subject, 'zh-CN': zh.subject },
      body: { en: en.body, 'zh-CN': zh.body },
    }),
  ]),
) as Record<MailTemplate, { subject: { en: string; 'zh-CN': string }; body: { en: string; 'zh-CN': string } }>;

/** The template's subject and text with the values put in. */
export function renderMail(template: MailTemplate, language: Language, values: Record<string, string>): Text {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
  const { subject, body } = TEXTS[template];
  return { subject: fill(inLanguage(subject, language)), body: fill(inLanguage(body, language)) };
}
