import { test, expect } from '../support/fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env.ts';
import { asAdmin, createTag, unique } from '../support/api.ts';
import { button, formItemOf, signInAndWait, TEXT } from '../support/ui.ts';

test.use({ lang: 'en' });

test('creating a tag with a name already taken shows the server message on the name field', async ({ page }) => {
  const name = unique('dup');
  await createTag(await asAdmin(), { name, name_cn: unique('重复') });

  await signInAndWait(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
  await page.goto('/#/tags/create');
  const nameField = page.getByLabel('Name (English)', { exact: true });
  await nameField.fill(name.toUpperCase()); // names are unique ignoring case
  await page.getByLabel('Name (Chinese)', { exact: true }).fill(unique('新'));
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/tags') && r.request().method() === 'POST');
  await button(page, 'Save').click();
  expect((await answer).status()).toBe(422);

  // The message sits on the name field (its form item), not in a general alert.
  await expect(formItemOf(page, nameField)).toContainText(TEXT.en.taken);
  await expect(formItemOf(page, page.getByLabel('Name (Chinese)', { exact: true }))).not.toContainText(TEXT.en.taken);
  await expect(page).toHaveURL(/#\/tags\/create$/);
});
