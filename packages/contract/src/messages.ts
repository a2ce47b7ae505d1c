/**
 * Messages the server sends in error bodies, in both languages. Schemas carry a message key
 * (`msg.*`); the server answers in the language of the request's Accept-Language (zh-CN by default),
 * and the web app uses the same catalogue for the rules it checks before sending.
 */
import { ANALYTICS_MESSAGES } from './analytics-messages.js';
import { LEDGER_MESSAGES } from './ledger-messages.js';

/**
 * The UI languages, in the order the language switch offers them. Texts are written in `zh-CN` and `en` (the
 * source languages); `zh-TW` is never written by hand: it is the zh-CN text converted to Traditional Chinese with
 * Taiwan phrases (opencc `cn` -> `twp`, then the reviewed overrides of `traditional-overrides.ts`). The web app
 * converts when it is built; the server once, when its modules load. Stored content (records' `_cn` fields,
 * tickets' texts) is not converted: records keep one Chinese text, shown as stored in either Chinese UI.
 */
export const LANGUAGES = ['zh-CN', 'zh-TW', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
/** The languages texts are written in; `zh-TW` is generated from `zh-CN`. */
export type SourceLanguage = Exclude<Language, 'zh-TW'>;

type Entry = { en: string; 'zh-CN': string };

/** zh-CN text -> zh-TW text; the identity until a converter is registered (see `setTraditional`). */
let traditional: (text: string) => string = (text) => text;

/**
 * Registers the conversion of zh-CN texts to zh-TW for texts that carry no `zh-TW` of their own. The server
 * registers its converter when it starts; the web app needs none (its texts carry `zh-TW` from the build).
 */
export function setTraditional(convert: (text: string) => string) {
  traditional = convert;
}

/** A text written in the source languages, possibly with its generated `zh-TW`. */
export type Localized = Readonly<Record<SourceLanguage, string>> & { readonly 'zh-TW'?: string };

/** A text in `language`: its own `zh-TW` when it has one, else its zh-CN converted. */
export function inLanguage(text: Localized, language: Language): string {
  if (language !== 'zh-TW') return text[language];
  return text['zh-TW'] ?? traditional(text['zh-CN']);
}

export const MESSAGES = {
  ...LEDGER_MESSAGES,
  ...ANALYTICS_MESSAGES,
  'msg.required': { en: 'This field is required.', 'zh-CN': '此项为必填项。' },
  'msg.invalidType': { en: 'Expected {expected}.', 'zh-CN': '应为{expected}。' },
  'msg.tooShort': { en: 'At least {min} characters.', 'zh-CN': '至少 {min} 个字符。' },
  'msg.tooLong': { en: 'At most {max} characters.', 'zh-CN': '最多 {max} 个字符。' },
  'msg.tooSmall': { en: 'Must be at least {min}.', 'zh-CN': '不能小于 {min}。' },
  'msg.tooBig': { en: 'Must be at most {max}.', 'zh-CN': '不能大于 {max}。' },
  'msg.unknownField': { en: 'Unknown field.', 'zh-CN': '不允许的字段。' },
  'msg.invalidValue': { en: 'Invalid value.', 'zh-CN': '无效的值。' },
  'msg.invalidOption': { en: 'Must be one of: {options}.', 'zh-CN': '只能是以下之一：{options}。' },
  'msg.invalidEmail': { en: 'Invalid e-mail address.', 'zh-CN': '邮箱地址无效。' },
  'msg.invalidUrl': { en: 'Invalid URL.', 'zh-CN': '网址无效。' },
  'msg.percent': {
    en: 'A percentage from 0 to 100, with at most two decimals.',
    'zh-CN': '请输入 0 到 100 之间的百分比，最多两位小数。',
  },
  'msg.serialNumber': { en: 'Write it as BL-000123.', 'zh-CN': '格式应为 BL-000123。' },
  'msg.publishNeeds.cover': { en: 'A cover is needed to publish.', 'zh-CN': '发布前需要封面。' },
  'msg.publishNeeds.title': { en: 'An English title is needed to publish.', 'zh-CN': '发布前需要英文标题。' },
  'msg.publishNeeds.titleCn': { en: 'A Chinese title is needed to publish.', 'zh-CN': '发布前需要中文标题。' },
  'msg.publishNeeds.videoFile': { en: 'The video file is needed to publish.', 'zh-CN': '发布前需要视频文件。' },
  'msg.documentLast4': {
    en: 'The last four letters or digits of the document number.',
    'zh-CN': '证件号码的最后四位字母或数字。',
  },
  'err.complianceMissing': {
    en: 'Not every model of this video is cleared to appear in it: {missing}.',
    'zh-CN': '该视频中的模特尚未全部通过合规审核：{missing}。',
  },
  'err.legalHold': {
    en: 'These compliance records are kept under legal hold until {held_until} (28 CFR 75.4: {years} years after their last change); they cannot be deleted before then.',
    'zh-CN': '根据 28 CFR 75.4，合规档案须在最后修改后保存 {years} 年，处于法定保留期，{held_until} 之前不能删除。',
  },
  'msg.scansFull': { en: 'A record holds at most {max} scans.', 'zh-CN': '每条档案最多 {max} 份扫描件。' },
  'compliance.gap.production_day': { en: 'the video has no production date', 'zh-CN': '视频缺少拍摄日期' },
  'compliance.gap.record': { en: 'no compliance record', 'zh-CN': '没有合规档案' },
  'compliance.gap.underage': { en: 'under 18 on the production date', 'zh-CN': '拍摄日未满 18 岁' },
  'compliance.gap.document_expired': {
    en: 'identity document expired before the production date',
    'zh-CN': '身份证件在拍摄日前已过期',
  },
  'compliance.gap.release': { en: 'no signed release for this video', 'zh-CN': '没有该视频的签署授权书' },
  'compliance.document.passport': { en: 'passport', 'zh-CN': '护照' },
  'compliance.document.national_id': { en: 'national identity card', 'zh-CN': '身份证' },
  'compliance.document.driver_license': { en: "driver's license", 'zh-CN': '驾驶证' },
  'compliance.documentExpires': {
    en: '{name}: {document}, expires on {day}',
    'zh-CN': '{name}：{document}，{day} 到期',
  },
  'compliance.documentExpired': {
    en: '{name}: {document}, expired on {day}',
    'zh-CN': '{name}：{document}，已于 {day} 过期',
  },
  'msg.wrongFileKind': { en: 'This file is of another kind.', 'zh-CN': '文件类型不符。' },
  'msg.notAnImage': { en: 'Only images can be added to a gallery.', 'zh-CN': '图集中只能添加图片。' },
  'msg.photoInGallery': { en: 'This photo is already in the gallery.', 'zh-CN': '该图片已在图集中。' },
  'msg.galleryFull': { en: 'A gallery holds at most {max} photos.', 'zh-CN': '图集最多 {max} 张图片。' },
  'msg.galleryOrder': {
    en: 'The order must list every photo of the gallery once.',
    'zh-CN': '排序须包含图集中的每张图片，且各一次。',
  },
  'msg.futureDate': { en: 'This date is in the future.', 'zh-CN': '该日期晚于今天。' },
  'msg.futureTime': { en: 'Must be a time still ahead.', 'zh-CN': '必须是尚未到来的时间。' },
  'msg.invalidAddress': {
    en: 'Enter an IPv4 or IPv6 address, or a range such as 10.0.0.0/8.',
    'zh-CN': '请输入 IPv4 或 IPv6 地址，或地址段，例如 10.0.0.0/8。',
  },
  'msg.invalidDomain': { en: 'Enter a domain name such as example.com.', 'zh-CN': '请输入域名，例如 example.com。' },
  'msg.invalidPhone': { en: 'Invalid phone number.', 'zh-CN': '电话号码无效。' },
  'msg.invalidDate': { en: 'Invalid date.', 'zh-CN': '日期无效。' },
  'msg.forbiddenCharacter': {
    en: 'Contains a character that is not allowed.',
    'zh-CN': '包含不允许的字符。',
  },
  'msg.eventTime': {
    en: 'Must be within the last 30 days and not more than 5 minutes ahead.',
    'zh-CN': '须在最近 30 天内，且不晚于当前时间 5 分钟以上。',
  },
  'msg.countryCode': { en: 'Use a two-letter country code such as US.', 'zh-CN': '请使用两位国家代码，例如 US。' },
  'msg.unknownMember': { en: 'No member has this e-mail address.', 'zh-CN': '没有使用该邮箱的会员。' },
  'msg.sha256': { en: 'Must be a SHA-256: 64 hexadecimal digits.', 'zh-CN': '必须是 SHA-256：64 位十六进制数字。' },
  'msg.money.currency': { en: 'Use a currency code such as USD.', 'zh-CN': '请使用货币代码，例如 USD。' },
  'msg.money.amount': { en: 'Enter an amount such as 19.99.', 'zh-CN': '请输入金额，例如 19.99。' },
  'msg.money.signedAmount': {
    en: 'Enter an amount such as 19.99 or -3.50.',
    'zh-CN': '请输入金额，例如 19.99 或 -3.50。',
  },
  'msg.money.decimals': {
    en: 'At most {digits} decimals in {currency}.',
    'zh-CN': '{currency} 最多 {digits} 位小数。',
  },
  'msg.money.tooLarge': { en: 'This amount is too large.', 'zh-CN': '金额过大。' },
  'msg.coins.balanceFull': {
    en: 'The member’s balance would exceed {max} coins.',
    'zh-CN': '会员的金币余额将超过 {max}。',
  },
  'msg.postback.repeated': {
    en: 'Sent more than once: each parameter is sent once.',
    'zh-CN': '参数重复：每个参数只能发送一次。',
  },
  'msg.postback.amount': {
    en: 'An amount such as 19.99, without a minus sign; above zero for a charge or a refund.',
    'zh-CN': '应为金额，例如 19.99，不带负号；扣款或退款须大于零。',
  },
  'msg.plan.neededForType': {
    en: 'A plan of this type needs it.',
    'zh-CN': '此类型的套餐必须填写此项。',
  },
  'msg.plan.initialIncomplete': {
    en: 'An initial period needs its count, unit and original price.',
    'zh-CN': '首期需要填写数量、单位和原价。',
  },
  'msg.plan.archived': {
    en: 'This plan is archived: it is no longer sold. Restore it first.',
    'zh-CN': '该套餐已归档，不再出售。请先还原。',
  },
  'msg.plan.showNeedsPricePoint': {
    en: 'A plan is shown on the site once it has a Segpay or Epoch price point.',
    'zh-CN': '套餐需先填写 Segpay 或 Epoch 的价格编号，才能在站点上显示。',
  },
  'msg.plan.discountAboveOriginal': {
    en: 'The discount price is above the original price.',
    'zh-CN': '折扣价高于原价。',
  },
  'msg.endBeforeStart': { en: 'Must be after the start.', 'zh-CN': '必须晚于开始时间。' },
  'msg.calendarSpan': {
    en: 'Must be on or after the first day, at most 62 days later.',
    'zh-CN': '必须不早于开始日期，且最多相隔 62 天。',
  },
  'msg.promotionCode': {
    en: 'Letters, digits, dashes and underscores only.',
    'zh-CN': '只能包含字母、数字、连字符和下划线。',
  },
  'msg.dealOverlap': {
    en: 'Deal #{id} of this plan is active in the same window.',
    'zh-CN': '此套餐的特价 #{id} 在同一时段内有效。',
  },
  'msg.periodEnd': { en: 'Must not be before the first day.', 'zh-CN': '不能早于起始日。' },
  'msg.payout.kind': {
    en: 'Use sale, refund (or credit) or chargeback (or charge).',
    'zh-CN': '请填写 sale、refund（或 credit）或 chargeback（或 charge）。',
  },
  'msg.payout.duplicateLine': {
    en: 'Same transaction and type as row {row}.',
    'zh-CN': '与第 {row} 行的交易和类型相同。',
  },
  'msg.file.required': { en: 'Please choose a file.', 'zh-CN': '请选择文件。' },
  'msg.file.type': {
    en: 'This type of file is not accepted here. Accepted: {accepted}.',
    'zh-CN': '此处不接受该类型的文件。可接受：{accepted}。',
  },
  'msg.file.unreadable': {
    en: 'The file is damaged or not what its type says.',
    'zh-CN': '文件已损坏，或与其类型不符。',
  },
  'msg.file.subtitle': {
    en: 'Not a valid SRT or WebVTT subtitle file.',
    'zh-CN': '不是有效的 SRT 或 WebVTT 字幕文件。',
  },
  'msg.file.blocked': {
    en: 'This file is on the blocklist of banned content.',
    'zh-CN': '该文件在违禁内容黑名单中。',
  },
  'msg.taken': { en: 'This value is already taken.', 'zh-CN': '该值已被占用。' },
  'msg.unknownList': {
    en: 'There is no such list, or it is not yours to read.',
    'zh-CN': '没有这个列表，或您无权查看它。',
  },
  'msg.viewTooLarge': {
    en: 'This view holds too much: remove some filters or columns.',
    'zh-CN': '此视图内容过多：请去掉一些筛选条件或列。',
  },
  'msg.tooManyViews': { en: 'At most {max} views per list.', 'zh-CN': '每个列表最多 {max} 个视图。' },
  'msg.roleNotShareable': { en: 'You may share only with a role you hold.', 'zh-CN': '只能共享给您拥有的角色。' },
  'msg.notFoundRef': { en: 'Does not exist.', 'zh-CN': '不存在。' },
  'msg.wrongPassword': { en: 'The current password is wrong.', 'zh-CN': '当前密码不正确。' },
  'msg.unknownPermissions': { en: 'These permissions do not exist: {names}.', 'zh-CN': '以下权限不存在：{names}。' },
  'msg.pastDate': { en: 'Must be a date before today.', 'zh-CN': '必须是今天之前的日期。' },
  'msg.batchTooMany': { en: 'At most {max} rows per batch.', 'zh-CN': '每批最多 {max} 行。' },
  'msg.duplicateInFile': {
    en: 'The same value is already on row {row}.',
    'zh-CN': '与第 {row} 行的值重复。',
  },
  'msg.csv.malformed': {
    en: 'The CSV text cannot be read near line {line}: check its quotes.',
    'zh-CN': 'CSV 文本在第 {line} 行附近无法读取，请检查引号。',
  },
  'msg.csvOrRows': { en: 'Send either the CSV text or the rows.', 'zh-CN': '请提供 CSV 文本或数据行，二者选一。' },
  'msg.csv.noRows': { en: 'There is no row below the header.', 'zh-CN': '表头下方没有数据行。' },
  'msg.import.tooManyRows': {
    en: 'The file has more than {max} rows: split it.',
    'zh-CN': '文件超过 {max} 行，请拆分后再导入。',
  },
  'msg.import.integer': { en: 'Write a whole number.', 'zh-CN': '请填写整数。' },
  'msg.import.flag': { en: 'Write yes or no (or 1 or 0).', 'zh-CN': '请填写“是”或“否”（或 1、0）。' },
  'msg.import.tooLarge': { en: 'The file is larger than {max}.', 'zh-CN': '文件大于 {max}。' },
  'msg.import.fileType': {
    en: 'Choose a CSV or Excel (.xlsx) file.',
    'zh-CN': '请选择 CSV 或 Excel（.xlsx）文件。',
  },
  'msg.import.severalMatch': {
    en: 'Several records have this value: change them one by one.',
    'zh-CN': '有多条记录使用此值，请逐条修改。',
  },
  'msg.distinctIds': { en: 'The same id is listed twice.', 'zh-CN': '同一 ID 出现了两次。' },
  'msg.export.unknownColumn': {
    en: 'Unknown column: use {columns}.',
    'zh-CN': '未知的列：可用的列为 {columns}。',
  },
  'msg.export.repeatedColumn': { en: 'A column is listed twice.', 'zh-CN': '同一列出现了两次。' },
  'msg.idList': { en: 'Ids separated by commas (1,2,3).', 'zh-CN': '以逗号分隔的 ID（如 1,2,3）。' },
  'msg.csv.missingColumn': { en: 'This column is required.', 'zh-CN': '缺少此必需列。' },
  'msg.csv.unknownColumn': {
    en: 'Unknown column: use {columns}.',
    'zh-CN': '未知的列：可用的列为 {columns}。',
  },
  'msg.csv.repeatedColumn': { en: 'This column appears twice.', 'zh-CN': '此列出现了两次。' },
  'msg.csv.extraCells': {
    en: 'This row has more cells than the header has columns.',
    'zh-CN': '此行的单元格多于表头的列数。',
  },
  'msg.username': {
    en: 'Letters, digits, dot, dash and underscore only.',
    'zh-CN': '只能包含字母、数字、点、连字符和下划线。',
  },
  // The spec's password helper, word for word in English.
  'msg.password.required': { en: 'Please input the password.', 'zh-CN': '请输入密码。' },
  'msg.password.noLetter': { en: 'Your password does not contain any letter.', 'zh-CN': '您的密码不包含任何字母。' },
  'msg.password.noLowercase': {
    en: 'Your password does not contain any lowercase letter.',
    'zh-CN': '您的密码不包含任何小写字母。',
  },
  'msg.password.noNumber': { en: 'Your password does not contain any number.', 'zh-CN': '您的密码不包含任何数字。' },
  'msg.password.combined': {
    en: 'Please make sure your password contains at least one number and one letter.',
    'zh-CN': '请确保您的密码至少包含一个数字和一个字母。',
  },
  'msg.password.length': {
    en: 'The password must be 8 to 128 characters long.',
    'zh-CN': '密码长度必须为 8 到 128 个字符。',
  },
  'msg.password.common': {
    en: 'This password is too common: it is among the passwords attackers try first. Please choose another.',
    'zh-CN': '该密码过于常见，属于攻击者最先尝试的密码之一，请换一个。',
  },
  // Error answers (the `message` of a 4xx body).
  'err.badRequest': { en: 'The request is malformed.', 'zh-CN': '请求格式错误。' },
  'err.validation': { en: 'Some fields are invalid.', 'zh-CN': '部分字段无效。' },
  'err.unauthenticated': { en: 'Please sign in.', 'zh-CN': '请先登录。' },
  'err.forbidden': { en: 'You do not have permission to do this.', 'zh-CN': '您没有执行此操作的权限。' },
  'err.notFound': { en: 'Not found.', 'zh-CN': '未找到。' },
  'err.conflict': { en: 'This cannot be done in the current state.', 'zh-CN': '当前状态下无法执行此操作。' },
  'err.invalidTransition': {
    en: 'This cannot be done while the record is in its current state; reload it to see where it stands.',
    'zh-CN': '该记录当前的状态不允许此操作，请刷新查看其最新状态。',
  },
  'err.restoreState': {
    en: 'This version cannot be restored: the record cannot go from its current state back to the one it had then.',
    'zh-CN': '无法恢复此版本：记录不能从当前状态回到当时的状态。',
  },
  'err.restoreReference': {
    en: 'This version cannot be restored: a record it refers to no longer exists.',
    'zh-CN': '无法恢复此版本：其引用的记录已不存在。',
  },
  'err.siteKey': {
    en: 'A valid site intake key is required (X-Site-Key).',
    'zh-CN': '需要有效的站点接入密钥（X-Site-Key）。',
  },
  'err.tooLarge': { en: 'The request is too large.', 'zh-CN': '请求内容过大。' },
  'err.staleVersion': {
    en: 'Someone changed this record after you opened it: reload it, or compare and save again.',
    'zh-CN': '在您打开后，此记录已被他人修改：请重新加载，或比较后再次保存。',
  },
  'err.staleVersionBy': {
    en: '{by} changed this record after you opened it: reload it, or compare and save again.',
    'zh-CN': '在您打开后，{by} 修改了此记录：请重新加载，或比较后再次保存。',
  },
  'err.storageFull': {
    en: "The server's file storage is full: nothing was saved. Tell an administrator.",
    'zh-CN': '服务器文件存储空间已满，未保存任何内容，请联系管理员。',
  },
  'err.fileTooLarge': { en: 'The file is too large: at most {max}.', 'zh-CN': '文件过大：最大 {max}。' },
  'err.linkExpired': {
    en: 'This link has expired or is not valid.',
    'zh-CN': '该链接已过期或无效。',
  },
  'err.throttled': {
    en: 'Too many attempts. Try again in {seconds} seconds.',
    'zh-CN': '尝试次数过多，请在 {seconds} 秒后重试。',
  },
  'err.internal': { en: 'Something went wrong on our side.', 'zh-CN': '服务器内部错误。' },
  'err.databaseUnavailable': {
    en: 'The database cannot be reached for a moment. Try again in a few seconds.',
    'zh-CN': '数据库暂时无法连接，请几秒后重试。',
  },
  'err.badCredentials': { en: 'Wrong username or password.', 'zh-CN': '用户名或密码错误。' },
  'err.accountDisabled': { en: 'This account is disabled.', 'zh-CN': '该账号已被禁用。' },
  'err.sessionExpired': {
    en: 'Your session has expired. Please sign in again.',
    'zh-CN': '登录已过期，请重新登录。',
  },
  'err.sessionRevoked': {
    en: 'You were signed out: your password changed, or the session was ended. Please sign in again.',
    'zh-CN': '您已被登出：密码已更改或会话已被终止，请重新登录。',
  },
  'err.badCode': { en: 'The code is wrong or already used.', 'zh-CN': '验证码错误或已被使用。' },
  'err.challengeExpired': {
    en: 'The sign-in step has expired. Please sign in again.',
    'zh-CN': '登录步骤已过期，请重新登录。',
  },
  'err.twoFactorBound': { en: 'Two-factor authentication is already bound.', 'zh-CN': '已绑定双重验证。' },
  'err.twoFactorNotStarted': { en: 'Start the binding first.', 'zh-CN': '请先开始绑定。' },
  'err.addressNotAllowed': {
    en: 'Sign-in from your address ({ip}) is not allowed: it is not on the IP whitelist.',
    'zh-CN': '不允许从您的地址（{ip}）登录：该地址不在 IP 白名单中。',
  },
  'err.whitelistLocksOut': {
    en: 'This change would shut out your own address ({ip}): sign-in needs an address on the IP whitelist.',
    'zh-CN': '此更改会将您自己的地址（{ip}）排除在外：登录需要 IP 白名单中的地址。',
  },
  'msg.notForPartners': {
    en: "A channel partner's role cannot hold: {names}.",
    'zh-CN': '渠道合作方角色不能拥有：{names}。',
  },
  'msg.linkInvalid': {
    en: 'This link is not valid: it was used already, replaced by a newer one, or it has expired.',
    'zh-CN': '此链接无效：它已被使用、已被新链接取代或已过期。',
  },
  'err.mailTooSoon': {
    en: 'This e-mail was sent to this member less than {seconds} seconds ago.',
    'zh-CN': '{seconds} 秒内已向该会员发送过此邮件。',
  },
  'err.memberErased': {
    en: "This member's personal data was erased.",
    'zh-CN': '该会员的个人数据已被删除。',
  },
  'err.noMemberSite': {
    en: 'There is no member site to link to: add a site first.',
    'zh-CN': '没有可链接的会员站点：请先添加站点。',
  },
  'err.commentBanned': {
    en: 'This member is banned from commenting.',
    'zh-CN': '该会员已被禁止评论。',
  },
  'err.notCommentBanned': {
    en: 'This member is not banned from commenting.',
    'zh-CN': '该会员未被禁止评论。',
  },
  'msg.unknownVideo': { en: 'There is no such video.', 'zh-CN': '没有这个视频。' },
  'err.complaintDecided': {
    en: 'This complaint has been decided and is kept as it was.',
    'zh-CN': '该投诉已处理，保持处理时的内容。',
  },
  'msg.videoOrUrl': { en: 'Name the video or give its address.', 'zh-CN': '请选择视频或填写其网址。' },
  'msg.unknownComment': { en: 'There is no such comment.', 'zh-CN': '没有这条评论。' },
  'msg.supportAssignee': {
    en: 'Choose an active admin who may view support tickets.',
    'zh-CN': '请选择可以查看客服工单的在用管理员。',
  },
  'msg.unknownAttachment': {
    en: 'No file this site uploaded has this id, or another record holds it.',
    'zh-CN': '该站点没有上传过此编号的文件，或该文件已属于其他记录。',
  },
  'err.self': { en: 'You cannot do this to your own account.', 'zh-CN': '不能对自己的账号执行此操作。' },
  'err.lastSuperAdmin': {
    en: 'The last administrator holding every permission cannot be removed or disabled.',
    'zh-CN': '不能移除或禁用最后一个拥有全部权限的管理员。',
  },
  'err.builtInRole': {
    en: 'The built-in role super-admin cannot be deleted or changed.',
    'zh-CN': '内置角色 super-admin 不能被删除或修改。',
  },
  'err.delegation.permissions': {
    en: 'You can only grant permissions you hold yourself. Not yours: {names}.',
    'zh-CN': '只能授予您自己拥有的权限。您没有：{names}。',
  },
  'err.delegation.role': {
    en: 'This role has permissions you do not hold ({names}): you cannot give, take, change or delete it.',
    'zh-CN': '该角色包含您没有的权限（{names}），您不能分配、收回、修改或删除它。',
  },
  'err.delegation.builtInRole': {
    en: 'Only a super-admin can give or take the built-in role super-admin.',
    'zh-CN': '只有超级管理员可以分配或收回内置角色 super-admin。',
  },
  'err.delegation.superAdmin': {
    en: 'Only a super-admin can change or delete a super-admin.',
    'zh-CN': '只有超级管理员可以修改或删除超级管理员。',
  },
  'err.delegation.admin': {
    en: 'This admin holds permissions you do not hold ({names}): you cannot change or delete them.',
    'zh-CN': '该管理员拥有您没有的权限（{names}），您不能修改或删除该管理员。',
  },
  'err.delegation.ownRolesOrStatus': {
    en: 'You cannot change your own roles or status.',
    'zh-CN': '不能修改自己的角色或状态。',
  },
  'err.delegation.ownCredentials': {
    en: 'Change your own password or two-factor authentication on your profile page.',
    'zh-CN': '请在个人资料页修改自己的密码或双重验证。',
  },
  'err.alreadyErased': {
    en: "This member's personal data has already been erased.",
    'zh-CN': '该会员的个人数据已被清除。',
  },
  'err.inUse': { en: 'It is still in use and cannot be deleted.', 'zh-CN': '仍在使用中，无法删除。' },
  'err.trashTaken': {
    en: 'It cannot be restored: a record now uses the same name or key. Rename or delete that record first.',
    'zh-CN': '无法还原：已有记录使用相同的名称或键。请先重命名或删除该记录。',
  },
  'err.trashGone': {
    en: 'It cannot be restored: a record it refers to no longer exists.',
    'zh-CN': '无法还原：其引用的记录已不存在。',
  },
  'msg.reorderScope': {
    en: 'Send every record of this list exactly once, in the new order.',
    'zh-CN': '请按新顺序提交此列表中的全部记录，每条一次。',
  },
  'msg.externalLink': {
    en: 'Enter a link starting with http://, https://, mailto: or tel:.',
    'zh-CN': '请输入以 http://、https://、mailto: 或 tel: 开头的链接。',
  },
  'msg.seoTarget': {
    en: 'Choose a page or a tag, not both.',
    'zh-CN': '请选择一个页面或一个标签，二者选一。',
  },
  'err.blockType': {
    en: 'This block shows {type}: change its type first.',
    'zh-CN': '该区块的类型是{type}：请先修改类型。',
  },
} as const satisfies Record<string, Entry>;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGES, value);
}

/** Picks the supported language of an Accept-Language header or a UI language code. */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (tag.startsWith('en')) return 'en';
    // Traditional Chinese: Taiwan, Hong Kong, Macao, or the script named.
    if (/^zh-(tw|hk|mo|hant)\b/.test(tag)) return 'zh-TW';
    if (tag.startsWith('zh')) return 'zh-CN';
  }
  return DEFAULT_LANGUAGE;
}

/** Values of a message's `{name}` placeholders. */
export type MessageParams = Record<string, string | number | Localized>;

/** Text of a message key in a language, with `{name}` placeholders filled. Unknown keys pass through. */
export function translate(key: string, language: Language, params: MessageParams = {}): string {
  const text = isMessageKey(key) ? inLanguage(MESSAGES[key], language) : key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? inLanguage(value, language) : String(value);
  });
}
