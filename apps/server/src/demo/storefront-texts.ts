/** The demo storefront's words: FAQ entries, site texts and SEO entries, in English and Chinese. */

/** Twenty FAQ entries: question, question in Chinese, answer, answer in Chinese. */
export const FAQ: Array<[string, string, string, string]> = [
  ['How do I join?', '如何加入？', 'Pick a plan on the Join page and pay by card.', '在注册页选择套餐并用银行卡付款。'],
  [
    'Which cards do you accept?',
    '支持哪些银行卡？',
    'Visa, Mastercard and most debit cards.',
    '支持 Visa、Mastercard 及大多数借记卡。',
  ],
  [
    'Is billing discreet?',
    '账单是否保密？',
    'Your statement shows a neutral company name.',
    '账单上只显示中性的公司名称。',
  ],
  [
    'How do I cancel?',
    '如何取消订阅？',
    'Open Account, then Subscription, then Cancel renewal.',
    '进入“账户”→“订阅”→“取消续订”。',
  ],
  [
    'Do I keep access after cancelling?',
    '取消后还能观看吗？',
    'Yes, until the end of the period you paid for.',
    '可以，直到已付费周期结束。',
  ],
  ['Can I get a refund?', '可以退款吗？', 'Write to support within 7 days of a charge.', '扣款后 7 天内联系客服。'],
  [
    'What are coins?',
    '什么是金币？',
    'Coins buy single videos without a subscription.',
    '金币可在不订阅的情况下购买单个视频。',
  ],
  ['Do coins expire?', '金币会过期吗？', 'No, coins stay on your account.', '不会，金币一直保留在账户中。'],
  [
    'Can I download videos?',
    '可以下载视频吗？',
    'Plans marked “downloadable” allow it.',
    '标有“可下载”的套餐支持下载。',
  ],
  [
    'Which devices work?',
    '支持哪些设备？',
    'Any modern browser on a computer, phone or TV.',
    '电脑、手机或电视上的现代浏览器均可。',
  ],
  [
    'Are there subtitles?',
    '有字幕吗？',
    'Most videos have Chinese and English subtitles.',
    '大多数视频提供中英文字幕。',
  ],
  ['How often is new content added?', '多久更新一次？', 'New videos arrive every week.', '每周都有新视频上线。'],
  [
    'I forgot my password',
    '忘记密码怎么办？',
    'Use “Forgot password” on the sign-in page.',
    '在登录页点击“忘记密码”。',
  ],
  [
    'My e-mail is not verified',
    '邮箱未验证怎么办？',
    'Ask for a new link on your account page.',
    '在账户页面重新获取验证链接。',
  ],
  [
    'Can I change my plan?',
    '可以更换套餐吗？',
    'Yes, the change applies at the next renewal.',
    '可以，更换将在下次续订时生效。',
  ],
  [
    'Is my data safe?',
    '我的数据安全吗？',
    'We never sell your data; read our privacy policy.',
    '我们绝不出售您的数据，详见隐私政策。',
  ],
  [
    'How do I delete my account?',
    '如何注销账户？',
    'Write to support; we erase your personal data.',
    '联系客服，我们会删除您的个人数据。',
  ],
  ['Can I suggest a model?', '可以推荐模特吗？', 'Yes, use the contact form.', '可以，请使用联系表单。'],
  [
    'Do you work with creators?',
    '是否与创作者合作？',
    'Send a cooperation request from the site.',
    '请在站点上提交合作申请。',
  ],
  [
    'How do I contact support?',
    '如何联系客服？',
    'Use the form on the Contact page; we answer within a day.',
    '请使用联系页面的表单，我们会在一天内回复。',
  ],
];

/** Site texts by type: title, title in Chinese, a paragraph in each language. */
export const SITE_TEXTS: Array<[string, string, string, string, string]> = [
  [
    'about',
    'About us',
    '关于我们',
    'We make original films with the people in them.',
    '我们与出镜者一起创作原创影片。',
  ],
  [
    'terms',
    'Terms of service',
    '服务条款',
    'Members must be adults and keep their account to themselves.',
    '会员必须年满十八岁，且不得与他人共用账户。',
  ],
  [
    'privacy',
    'Privacy policy',
    '隐私政策',
    'We keep what billing and support need, and nothing for sale.',
    '我们只保留计费与客服所需的信息，绝不出售。',
  ],
  [
    'statement_2257',
    '2257 statement',
    '2257 合规声明',
    'Records required by 18 U.S.C. 2257 are kept by the custodian of records.',
    '依法要求的年龄记录由记录保管人保存。',
  ],
  [
    'dmca',
    'DMCA notice',
    '版权侵权通知',
    'Send notices of infringement to our agent.',
    '请将侵权通知发送给我们的代理人。',
  ],
  [
    'contact',
    'Contact',
    '联系我们',
    'Write to support through the form; we answer within a day.',
    '请通过表单联系客服，我们会在一天内回复。',
  ],
];

/** SEO entries of pages: page, title, title in Chinese, description, description in Chinese. */
export const SEO_PAGES: Array<[string, string, string, string, string]> = [
  ['home', 'Original films', '原创影片', 'New original films every week.', '每周更新原创影片。'],
  ['videos', 'All videos', '全部视频', 'Browse every video by date, tag or model.', '按日期、标签或模特浏览全部视频。'],
  ['models', 'Models', '模特', 'Meet the people in our films.', '认识我们影片中的模特。'],
  ['join', 'Join', '加入会员', 'Plans, prices and what a membership includes.', '套餐、价格及会员权益。'],
  ['faq', 'Questions and answers', '常见问题', 'Billing, access and account help.', '账单、观看与账户帮助。'],
];
