/** What demo visitors write: support tickets by type, comments under videos, reasons of reports (both languages). */
import type { SourceLanguage, SupportType } from '@backlot/contract';

type Ticket = { subject: string; message: string };

export const TICKETS: Record<SupportType, Record<SourceLanguage, Ticket[]>> = {
  account: {
    en: [
      {
        subject: 'Cannot sign in after changing my e-mail',
        message: 'I changed my e-mail yesterday and now the password reset never arrives.\nCan you check my account?',
      },
      { subject: 'Please delete my account', message: 'I would like my account and my data removed. Thank you.' },
    ],
    'zh-CN': [
      { subject: '修改邮箱后无法登录', message: '我昨天修改了邮箱，现在收不到重置密码的邮件。\n请帮我查看一下账号。' },
      { subject: '账号被锁定', message: '输错几次密码后账号被锁定了，请问多久可以再试？' },
    ],
  },
  billing: {
    en: [
      {
        subject: 'Charged twice this month',
        message: 'My card shows two charges of 29.99 on the same day.\nPlease refund one of them.',
      },
      {
        subject: 'Cancel my renewal',
        message:
          'Please stop the automatic renewal of my subscription. I keep access until the end of the period, right?',
      },
    ],
    'zh-CN': [
      { subject: '本月被重复扣款', message: '我的信用卡同一天被扣了两次 29.99。\n请退还其中一笔。' },
      { subject: '发票抬头需要修改', message: '上个月的发票抬头写错了，能否重新开具？' },
    ],
  },
  technical: {
    en: [
      {
        subject: 'Videos stop after ten seconds',
        message: 'Every video stops buffering after about ten seconds on my phone (Safari). On the laptop it works.',
      },
      {
        subject: 'Subtitles are out of sync',
        message: 'The English subtitles of the latest release are about two seconds late.',
      },
    ],
    'zh-CN': [
      { subject: '视频播放十秒后卡住', message: '手机上（Safari）每个视频播放约十秒后就一直缓冲，电脑上正常。' },
      { subject: '下载速度很慢', message: '最近下载视频只有 100 KB/s 左右，以前很快。' },
    ],
  },
  content: {
    en: [
      {
        subject: 'When is part two coming?',
        message: 'Loved the first part of the series. Is there a date for the second one?',
      },
      {
        subject: 'Wrong performer name',
        message: 'The performer listed on the latest video is not the one in it. Please correct the credits.',
      },
    ],
    'zh-CN': [
      { subject: '第二集什么时候上线？', message: '很喜欢这个系列的第一集，请问第二集有上线时间吗？' },
      { subject: '视频标题有错别字', message: '最新视频的中文标题里有一个错别字，麻烦修改。' },
    ],
  },
  other: {
    en: [
      {
        subject: 'Press enquiry',
        message: 'I write for a film blog and would like to interview the director. Who can I contact?',
      },
    ],
    'zh-CN': [{ subject: '合作咨询', message: '我们是一家摄影工作室，想了解合作方式，请问联系谁？' }],
  },
};

export const COMMENTS: Record<SourceLanguage, string[]> = {
  en: [
    'Beautiful lighting in this one.',
    'The ending was a surprise, loved it.',
    'Best release this month!',
    'Could we get this in 4K please?',
    'The soundtrack is amazing, what is it?',
    'Not my favourite, the pacing felt slow.',
    'Watched it twice already.',
    'Great chemistry between the two leads.',
  ],
  'zh-CN': [
    '画面太美了。',
    '结局很意外，非常喜欢。',
    '本月最佳！',
    '能出 4K 版本吗？',
    '配乐很好听，是哪首歌？',
    '节奏有点慢。',
    '已经看了两遍。',
    '两位主演很有默契。',
  ],
};

/** What reported comments say: spam and abuse a moderator should see first. */
export const REPORTED_COMMENTS = [
  'Cheap followers and likes at bestfollowers.example — DM me!',
  'Free premium accounts here: totally-legit.example',
  'You are all idiots for watching this.',
  '加微信领取免费会员 ‼️',
  'Spoiler: everyone dies at the end.',
  'Check my profile for the full video for free!!!',
];

export const REPORT_REASONS = ['Spam', 'Advertising', 'Harassment', 'Spoiler', '垃圾广告', '人身攻击'];
