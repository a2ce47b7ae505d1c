/**
 * What the browser side of the tests does through the UI, with accessible locators (roles and labels) in
 * the UI's two languages. zh-CN is the default language.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { codeAt, freshCode, secretOf } from './totp.ts';

export type Lang = 'zh-CN' | 'en';

export const TEXT = {
  en: {
    username: 'Username',
    password: 'Password',
    signIn: 'Sign in',
    code: 'Verification code',
    verify: 'Verify',
    bindTitle: 'Set up two-factor verification',
    verifyTitle: 'Two-factor verification',
    language: 'Language',
    switched: 'Switch Language Success',
    taken: 'This value is already taken.',
    mainMenu: 'Main menu',
    openSidebar: 'Open the menu',
    closeSidebar: 'Close the menu',
    openPages: 'Open pages',
    closeOthers: 'Close others',
    accountMenu: 'Account menu',
    logout: 'Log out',
    search: 'Search',
    dashboard: 'Dashboard',
    tags: 'Tags',
    tagList: 'Tag list',
    directors: 'Directors',
    directorList: 'Director list',
    admins: 'Admins',
    signedOut: /You were signed out|This account is disabled|Your session has expired/,
    settings: 'Page style settings',
  },
  'zh-CN': {
    username: '用户名',
    password: '密码',
    signIn: '登录',
    code: '验证码',
    verify: '验证',
    bindTitle: '设置双重验证',
    verifyTitle: '双重验证',
    language: '语言',
    switched: '切换语言成功',
    taken: '该值已被占用。',
    mainMenu: '主菜单',
    openSidebar: '展开菜单',
    closeSidebar: '收起菜单',
    openPages: '已打开的页面',
    closeOthers: '关闭其他',
    accountMenu: '账号菜单',
    logout: '退出登录',
    search: '搜索',
    dashboard: '首页',
    tags: '标签管理',
    tagList: '标签列表',
    directors: '导演管理',
    directorList: '导演列表',
    admins: '管理员',
    signedOut: /您已退出登录|您已被登出|该账号已被禁用|登录已过期/,
    settings: '系统布局配置',
  },
} as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The accessible name of an antd button, as a pattern: an icon's name may come first ("save Save"), and antd
 * puts a space between the two characters of a two-character Chinese label ("登 录").
 */
export function buttonName(text: string): RegExp {
  const label = /^[\u4e00-\u9fff]{2}$/.test(text) ? `${text[0]}\\s?${text[1]}` : escape(text);
  return new RegExp(`(^|\\s)${label}$`);
}

/** The name of a row's button that opens its other actions ("More actions for …", on a phone "Actions for …"). */
export const ROW_MORE = /^(More actions for|Actions for) |的(更多)?操作$/;

/**
 * A row's action by its label: an icon in the row (named by the label), or under the row's "More" (on a phone,
 * its one actions button), which is opened first.
 */
export async function rowAction(page: Page, row: Locator, text: string): Promise<Locator> {
  const name = buttonName(text);
  const inline = row.getByRole('button', { name });
  if (await inline.count()) return inline;
  await row.getByRole('button', { name: ROW_MORE }).click();
  return page.locator('.ant-popover:visible').getByRole('button', { name });
}

/** A button by its visible label, in either language. */
export function button(page: Page, text: string) {
  return page.getByRole('button', { name: buttonName(text) });
}

/**
 * Presses `ok` in the confirmation just opened (a pop-up or a dialog) once it has finished opening, and waits for
 * it to close: a press while it zooms in can land beside its moving button, and one still closing would give a
 * second confirmation the same button.
 */
export async function confirmOpened(page: Page, ok: string) {
  const okButton = button(page, ok);
  await expect(page.locator('.ant-popover, .ant-modal').filter({ has: okButton })).not.toHaveClass(/-(appear|enter)\b/);
  await okButton.click();
  await expect(okButton).toBeHidden();
}

/** Fills and submits the credentials form on /#/login (in whichever language the page shows). */
export async function submitCredentials(page: Page, username: string, password: string, lang: Lang = 'zh-CN') {
  const t = TEXT[lang];
  await page.getByLabel(t.username, { exact: true }).fill(username);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await button(page, t.signIn).click();
}

/** Opens the sign-in page and signs in; does not wait for a particular landing page. */
export async function signIn(page: Page, username: string, password: string, lang: Lang = 'zh-CN') {
  await page.goto('/#/login');
  await submitCredentials(page, username, password, lang);
}

/** Signs in and waits until the sign-in page is gone. */
export async function signInAndWait(page: Page, username: string, password: string, lang: Lang = 'zh-CN') {
  await signIn(page, username, password, lang);
  // Past the sign-in page and the root's redirect too: a navigation made before that redirect ran would be undone.
  await expect(page).not.toHaveURL(/\/(#\/?(login\b.*)?)?$/);
}

/** The bind step of sign-in: reads the key the page shows, answers with a code; returns the secret. */
export async function completeBinding(page: Page, lang: Lang = 'zh-CN'): Promise<string> {
  const t = TEXT[lang];
  await expect(page.getByRole('heading', { name: t.bindTitle })).toBeVisible();
  // The QR code (an <img>; antd's icons are spans with the img role, and the copy button has one).
  await expect(page.locator('img')).toBeVisible();
  // The key for typing by hand is shown next to the QR code.
  const secret = (await page.locator('code').first().innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await enterCode(page, await freshCode(secret), lang);
  return secret;
}

export async function enterCode(page: Page, code: string, lang: Lang = 'zh-CN') {
  const t = TEXT[lang];
  await page.getByLabel(t.code, { exact: true }).fill(code);
  await button(page, t.verify).click();
}

/** Each language's name in the language switch, written in that language. */
const LANGUAGE_NAMES: Record<Lang, string> = { 'zh-CN': '简体中文', en: 'English' };

/**
 * Switches the UI language with the language switch of the current page: its button names the language shown
 * ("语言: 简体中文") and opens the list of languages.
 */
export async function switchLanguage(page: Page, to: Lang) {
  const from: Lang = to === 'en' ? 'zh-CN' : 'en';
  await page
    .getByRole('button', { name: `${TEXT[from].language}: ${LANGUAGE_NAMES[from]}`, exact: true })
    .first()
    .click();
  await page
    .getByRole('group', { name: TEXT[from].language })
    .getByRole('button', { name: LANGUAGE_NAMES[to], exact: true })
    .click();
  // The button now names the language chosen.
  await expect(
    page.getByRole('button', { name: `${TEXT[to].language}: ${LANGUAGE_NAMES[to]}`, exact: true }).first(),
  ).toBeVisible();
}

/**
 * The page shown: the tags-view keeps the pages opened before it in the document, inert. What is hidden by design
 * within the page shown (antd's file input) is found here, where `:visible` would miss it.
 */
export function shownPage(page: Page) {
  return page.locator('[data-page]:not([inert])');
}

/**
 * The records of the list shown: a table's rows, or on a phone its cards (each keyed as a row is). Pages kept
 * open in the tags-view stay in the document, hidden, and some (the dashboard) hold tables of their own.
 */
export function visibleRows(page: Page) {
  return page.locator('.ant-table-row:visible, li[data-row-key]:visible');
}

/** What an empty list shows instead of records (nothing yet, or nothing matches), as a table or as cards. */
export function emptyList(page: Page) {
  return page.locator('.ant-empty:visible');
}

/** Shows a list's folded filters: "More filters (n)" (更多筛选), when it is there and folded. */
export async function showAllFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /(More filters|更多筛选)/ }).filter({ visible: true });
  if ((await toggle.count()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

/**
 * Picks the option `text` of a select searched as one types (`combobox`): types it, clicks the option, and checks
 * with `picked` that it took, again until it does. A click on an option that a newer answer replaced picks nothing.
 */
export async function pickSearched(page: Page, combobox: Locator, text: string, picked: () => Promise<void>) {
  await expect(async () => {
    await combobox.fill(text);
    await page.locator('.ant-select-item-option:visible').filter({ hasText: text }).first().click({ timeout: 3000 });
    await picked();
  }).toPass({ timeout: 20_000 });
}

/**
 * `pickSearched` in a select that shows its pick (a form's field): done when the select around `combobox` reads
 * `text` (what one types is the input's value, not its text).
 */
export async function pickSearchedValue(page: Page, combobox: Locator, text: string) {
  const select = combobox.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');
  await pickSearched(page, combobox, text, () => expect(select).toContainText(text, { timeout: 3000 }));
}

/** The antd form item (label, control, messages) holding `control`. */
export function formItemOf(page: Page, control: Locator) {
  return page.locator('.ant-form-item').filter({ has: control }).last();
}

/** The sidebar's menu (labelled "Main menu"). */
export function sidebarMenu(page: Page, lang: Lang = 'en') {
  return page.getByLabel(TEXT[lang].mainMenu, { exact: true }).first();
}

/** The tags-view: the strip of open pages under the top bar. */
export function tagsView(page: Page, lang: Lang = 'en') {
  return page.getByLabel(TEXT[lang].openPages, { exact: true }).first();
}

/** The tab (a link) of an open page in the tags-view, by its title. */
export function openPageTab(page: Page, title: string, lang: Lang = 'en') {
  return tagsView(page, lang).getByRole('link', { name: title, exact: true });
}

/** The names of the top-level entries of the sidebar menu (groups by their title, not their pages). */
export async function topMenuEntries(page: Page, lang: Lang = 'en'): Promise<string[]> {
  const nav = sidebarMenu(page, lang);
  await expect(nav.getByRole('menuitem').first()).toBeVisible();
  return nav.evaluate((el) =>
    [...el.querySelectorAll('[role="menuitem"]')]
      .filter((item) => !item.parentElement?.closest('[role="menu"] [role="menu"]'))
      .map((item) => (item as HTMLElement).innerText.trim())
      .filter(Boolean),
  );
}

/**
 * Opens a page from the sidebar: expands each group named in `groups` (when closed), then follows the link
 * `page` (the last of that name, so a group's own page of the same name is found inside the group).
 */
export async function openFromMenu(page: Page, groups: string[], link: string, lang: Lang = 'en') {
  const nav = sidebarMenu(page, lang);
  for (const group of groups) {
    const title = nav.getByRole('menuitem', { name: new RegExp(`(^|\\s)${escape(group)}$`) }).first();
    if ((await title.getAttribute('aria-expanded')) === 'false') await title.click();
  }
  await nav.getByRole('link', { name: link, exact: true }).last().click();
}

/**
 * Opens the context menu of an element (right click) and chooses `item`. Waits for antd's opening motion to
 * end first: while it runs the menu lets clicks through to what lies beneath.
 */
export async function chooseFromContextMenu(page: Page, target: Locator, item: string) {
  await target.click({ button: 'right' });
  const entry = page.getByRole('menuitem', { name: item, exact: true });
  await expect(entry).toBeVisible();
  await expect(page.locator('.ant-dropdown').filter({ has: entry })).not.toHaveClass(/-(appear|enter)\b/);
  await entry.click();
}

/** Signs out through the account menu of the top bar. */
export async function signOut(page: Page, lang: Lang = 'en') {
  await page.getByRole('button', { name: TEXT[lang].accountMenu }).click();
  await page.getByRole('menuitem', { name: TEXT[lang].logout }).click();
  await expect(page).toHaveURL(/#\/login/);
}

export { codeAt, secretOf };
