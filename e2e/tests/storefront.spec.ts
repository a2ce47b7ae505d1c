/**
 * The storefront as an editor curates it, in both languages, on a desktop and at a phone's width: a home-page
 * block of six videos, put in order by dragging and with the keyboard, then previewed; a banner with a picture
 * for phones; the FAQ put in a new order; and a second SEO entry for one page refused on its field.
 */
import type { Locator, Page } from '@playwright/test';
import { image } from '../../apps/server/src/test/files.ts';
import { test, expect } from '../support/fixtures.ts';
import { adminWith, asAdmin, call, unique } from '../support/api.ts';
import { button, pickSearched, pickSearchedValue, signInAndWait, type Lang } from '../support/ui.ts';

const EDITOR = [
  'list-blocks',
  'create-blocks',
  'edit-blocks',
  'list-banners',
  'create-banners',
  'edit-banners',
  'list-questions',
  'edit-questions',
  'list-advertisements',
  'list-videos',
  'list-sites',
  'upload-files',
];
const SERIALS = ['BL-000021', 'BL-000022', 'BL-000023', 'BL-000024', 'BL-000025', 'BL-000026'];

const T = {
  en: {
    site: 'Site',
    page: 'Page',
    home: 'Home',
    shows: 'Shows',
    videos: 'Videos',
    titleEn: 'Title (English)',
    titleCn: 'Title (Chinese)',
    save: 'Save',
    addVideo: 'Search videos by title or serial number to add…',
    preview: 'Preview the page',
    position: 'Position',
    hero: 'Home page, top',
    nameEn: 'Name (English)',
    nameCn: 'Name (Chinese)',
    picture: 'Picture (desktop)',
    mobilePicture: 'Picture (phones)',
    replace: 'Replace',
    reorder: 'Reorder',
    saveOrder: 'Save order',
    saved: 'The new order is saved.',
    taken: 'This value is already taken.',
  },
  'zh-CN': {
    site: '站点',
    page: '页面',
    home: '首页',
    shows: '展示内容',
    videos: '视频',
    titleEn: '英文标题',
    titleCn: '中文标题',
    save: '保存',
    addVideo: '按标题或编号搜索视频并添加…',
    preview: '预览页面',
    position: '位置',
    hero: '首页顶部',
    nameEn: '英文名称',
    nameCn: '中文名称',
    picture: '图片（桌面端）',
    mobilePicture: '图片（手机端）',
    replace: '替换',
    reorder: '调整顺序',
    saveOrder: '保存顺序',
    saved: '新顺序已保存。',
    taken: '该值已被占用。',
  },
};

type Site = { id: number; name: string };
type Video = { id: number; title: string; title_cn: string };

async function newSite() {
  const name = unique('Shop');
  const domain = `${name.replace(/[^a-z0-9]/gi, '').toLowerCase()}.example.com`;
  return call<Site>('POST', '/sites', { token: await asAdmin(), body: { name, domain } });
}

async function signInAsEditor(page: Page, lang: Lang) {
  const editor = await adminWith(EDITOR, 'editor');
  await signInAndWait(page, editor.username, editor.password, lang);
}

/** Opens a select by its label and picks the option reading `option`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  // The newest open list: one closing a moment ago may still be on the page.
  const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
  await list.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

/** Picks a file for the form's file field `label` and waits until it is stored. */
async function attach(page: Page, label: string, name: string, replace: string) {
  // The form shown: a form kept in another tab holds the same labels, hidden.
  const field = page.locator('.ant-form-item:visible').filter({ has: page.getByText(label, { exact: true }) });
  await field.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: await image('png') });
  await expect(field.getByRole('button', { name: replace })).toBeVisible();
}

/**
 * Moves the item of `handle` with the keyboard: Space, the arrow `key` once per place of `places` (each step
 * awaited through what the list announces to screen readers), Space.
 */
async function moveByKeyboard(page: Page, handle: Locator, key: 'ArrowUp' | 'ArrowDown', places: number[], lang: Lang) {
  const announced = (n: number) =>
    page.locator('[id^="DndLiveRegion"]', { hasText: lang === 'en' ? `in place ${n}.` : `第 ${n} 位` });
  // A click (too short to drag) focuses the handle once it stands still: a dialog may still be opening.
  await handle.click();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  for (const place of places) {
    await page.keyboard.press(key);
    await expect(announced(place)).toHaveCount(1);
  }
  await page.keyboard.press('Space');
  await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
}

/** The ids of a block's videos, as the server keeps them. */
async function videoOrder(blockId: number) {
  const answer = await call<{ data: Video[] }>('GET', `/blocks/${blockId}/videos`, { token: await asAdmin() });
  return answer.data.map((video) => video.id);
}

/** Drags `from` (a row's handle) onto `to` with the mouse, in small steps as a hand would. */
async function drag(page: Page, from: Locator, to: Locator) {
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 8, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2 + 4, { steps: 12 });
  await page.mouse.up();
}

const cases: Array<{ lang: Lang; width: number }> = [
  { lang: 'en', width: 1440 },
  { lang: 'zh-CN', width: 390 },
];

for (const { lang, width } of cases) {
  const t = T[lang];
  test.describe(`${lang} at ${width} px`, () => {
    test.use({ lang, viewport: { width, height: 900 } });

    test('a home-page block of six videos is built, reordered by drag and by keyboard, and previewed', async ({
      page,
    }) => {
      const site = await newSite();
      const title = unique('Picks');
      await signInAsEditor(page, lang);
      await page.goto('/#/blocks/create');
      await pickSearchedValue(page, page.getByLabel(t.site, { exact: true }), site.name);
      await choose(page, t.page, t.home);
      await choose(page, t.shows, t.videos);
      await page.getByLabel(t.titleEn, { exact: true }).fill(title);
      await page.getByLabel(t.titleCn, { exact: true }).fill(`${title} 精选`);
      await button(page, t.save).click();
      await expect(page).toHaveURL(/#\/blocks\/\d+$/);
      const blockId = Number(/blocks\/(\d+)$/.exec(page.url())![1]);

      const rows = page.locator('li[data-item]:visible');
      const addVideo = page.getByLabel(t.addVideo, { exact: true });
      for (const serial of SERIALS) {
        await pickSearched(page, addVideo, serial, () =>
          expect(rows.filter({ hasText: serial })).toHaveCount(1, { timeout: 3000 }),
        );
      }
      await expect(rows).toHaveCount(6);
      const picked = await videoOrder(blockId);
      expect(picked).toHaveLength(6);
      const handles = rows.getByRole('button', { name: /^(Move|移动)/ });

      // Dragging the first onto the third puts it third. The list is centred first: near the window's edges
      // a drag scrolls the page.
      await rows.nth(2).evaluate((row) => row.scrollIntoView({ block: 'center' }));
      await drag(page, handles.nth(0), rows.nth(2));
      const [a, b, c, d, e, f] = picked as [number, number, number, number, number, number];
      await expect.poll(() => videoOrder(blockId)).toEqual([b, c, a, d, e, f]);

      // The keyboard: the last one up by one.
      await moveByKeyboard(page, handles.nth(5), 'ArrowUp', [5], lang);
      await expect.poll(() => videoOrder(blockId)).toEqual([b, c, a, d, f, e]);

      await page.getByRole('link', { name: t.preview }).click();
      await expect(page).toHaveURL(new RegExp(`preview\\?site=${site.id}&page=home`));
      const shown = page.getByRole('region', { name: lang === 'en' ? title : `${title} 精选` });
      await expect(shown.locator('img')).toHaveCount(6);
      const videos = await call<{ data: Video[] }>('GET', `/blocks/${blockId}/videos`, { token: await asAdmin() });
      const titles = videos.data.map((video) => (lang === 'en' ? video.title : video.title_cn));
      expect(await shown.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).toEqual(
        titles,
      );
    });

    test('a banner is added with a picture for phones', async ({ page }) => {
      const site = await newSite();
      const name = unique('Sale');
      await signInAsEditor(page, lang);
      await page.goto('/#/blocks/banners/create');
      await pickSearchedValue(page, page.getByLabel(t.site, { exact: true }), site.name);
      await choose(page, t.position, t.hero);
      await page.getByLabel(t.nameEn, { exact: true }).fill(name);
      await page.getByLabel(t.nameCn, { exact: true }).fill(`${name} 特惠`);
      await attach(page, t.picture, 'wide.png', t.replace);
      await attach(page, t.mobilePicture, 'tall.png', t.replace);
      await button(page, t.save).click();
      await expect(page).toHaveURL(/#\/blocks\/banners\/\d+$/);
      const id = Number(/banners\/(\d+)$/.exec(page.url())![1]);
      await expect(page.getByRole('img', { name: 'tall.png', exact: true })).toBeVisible();
      const saved = await call<{ mobile_image: { name: string } | null; site_id: number; expired: boolean }>(
        'GET',
        `/banners/${id}`,
        { token: await asAdmin() },
      );
      expect(saved).toMatchObject({ mobile_image: { name: 'tall.png' }, site_id: site.id, expired: false });
    });

    test("a site's FAQ is put in a new order in one save", async ({ page }) => {
      const site = await newSite();
      const token = await asAdmin();
      const ids: number[] = [];
      for (const question of ['First?', 'Second?', 'Third?']) {
        const body = { site_id: site.id, question, question_cn: question };
        ids.push((await call<{ id: number }>('POST', '/questions', { token, body })).id);
      }
      await signInAsEditor(page, lang);
      await page.goto(`/#/questions?siteId=${site.id}`);
      await button(page, t.reorder).click();
      const dialog = page.getByRole('dialog');
      const rows = dialog.locator('li[data-item]');
      await expect(rows).toHaveCount(3);
      await moveByKeyboard(page, rows.nth(0).getByRole('button', { name: /^(Move|移动)/ }), 'ArrowDown', [2, 3], lang);
      await expect(rows.nth(2)).toContainText('First?');
      await button(page, t.saveOrder).click();
      await expect(page.getByText(t.saved)).toBeVisible();
      const list = await call<{ data: Array<{ id: number }> }>('GET', `/questions?site_id=${site.id}&sort=sort`, {
        token,
      });
      expect(list.data.map((q) => q.id)).toEqual([ids[1], ids[2], ids[0]]);
    });
  });
}

test.describe('SEO entries', () => {
  test.use({ lang: 'en' });

  test('a second entry for the same page of a site is refused on its page field', async ({ page }) => {
    const site = await newSite();
    const token = await asAdmin();
    await call('POST', '/seos', { token, body: { site_id: site.id, page: 'join', title: 'Join', title_cn: '加入' } });
    const editor = await adminWith(['list-seos', 'create-seos', 'list-sites', 'list-tags'], 'seo');
    await signInAndWait(page, editor.username, editor.password, 'en');
    await page.goto('/#/seos/create');
    await pickSearchedValue(page, page.getByLabel('Site', { exact: true }), site.name);
    await choose(page, 'Page', 'Join');
    await page.getByLabel('Title (English)', { exact: true }).fill('Join us');
    await page.getByLabel('Title (Chinese)', { exact: true }).fill('加入我们');
    await button(page, 'Save').click();
    const field = page.locator('.ant-form-item:visible').filter({ has: page.getByText('Page', { exact: true }) });
    await expect(field.getByText(T.en.taken)).toBeVisible();
    await expect(page).toHaveURL(/#\/seos\/create$/);
  });
});
