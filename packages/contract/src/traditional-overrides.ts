/**
 * The reviewed corrections to opencc's `cn` -> `twp` (Taiwan phrases) for the back-office's words, where its
 * form is wrong or odd for staff in Taiwan. Each entry: the zh-CN term, what opencc makes of it (`generated`,
 * which a test checks is still so), and the form chosen. The converter replaces `generated` with `chosen` in
 * its output, longest first, so a phrase's entry (訪問許可權) wins over a word's.
 *
 * Left to opencc, checked and kept: 会员 會員, 视频 影片, 订单 訂單, 服务器 伺服器, 数据 資料, 默认 預設,
 * 信息 資訊, 菜单 選單, 登录 登入, 导出 匯出, 导入 匯入, 设置 設定, 用户 使用者, 屏幕 螢幕, 搜索 搜尋, 保存 儲存,
 * 文件 檔案, 批量 批次, 删除 刪除, 创建 建立, 链接 連結, 短信 簡訊.
 */
export type TraditionalOverride = { readonly cn: string; readonly generated: string; readonly chosen: string };

export const TRADITIONAL_OVERRIDES: readonly TraditionalOverride[] = [
  // "Publish" is 發布; 釋出 is a software release.
  { cn: '发布', generated: '釋出', chosen: '發布' },
  // 許可權 is a legal licence; staff permissions are 權限.
  { cn: '权限', generated: '許可權', chosen: '權限' },
  { cn: '访问权限', generated: '訪問許可權', chosen: '存取權限' },
  // 型別 is a programming language's type; a record's kind is 類型.
  { cn: '类型', generated: '型別', chosen: '類型' },
  // Accounts, bills and ledgers are written with 帳 in Taiwan (帳號, 帳單, 帳目, 對帳, 結帳).
  { cn: '账', generated: '賬', chosen: '帳' },
  // 稽核 is an audit; content review is 審核.
  { cn: '审核', generated: '稽核', chosen: '審核' },
  { cn: '营销', generated: '營銷', chosen: '行銷' },
  { cn: '邮箱', generated: '郵箱', chosen: '電子郵件' },
  { cn: '仪表盘', generated: '儀表盤', chosen: '儀表板' },
  { cn: '会话', generated: '會話', chosen: '工作階段' },
  // A trial's conversion (to a paid subscription): 轉換, as in 轉換率.
  { cn: '转化', generated: '轉化', chosen: '轉換' },
  // Subscription plans are 方案 in Taiwan; 套餐 is a set meal.
  { cn: '套餐', generated: '套餐', chosen: '方案' },
  // Country, currency and campaign codes are 代碼; 程式碼 is source code.
  { cn: '代码', generated: '程式碼', chosen: '代碼' },
  { cn: '模特', generated: '模特', chosen: '模特兒' },
  { cn: '充值', generated: '充值', chosen: '儲值' },
  { cn: '访问', generated: '訪問', chosen: '造訪' },
  { cn: '回调', generated: '回撥', chosen: '回呼' },
  // A list's items (项目), not projects.
  { cn: '项目', generated: '專案', chosen: '項目' },
  { cn: '验证器应用', generated: '驗證器應用', chosen: '驗證器應用程式' },
  { cn: '接口字段', generated: '介面欄位', chosen: 'API 欄位' },
];
