/** Members' e-mails in Traditional Chinese: the zh-CN templates converted when the app is built. */
import { expect, it } from 'vitest';
import { convertTexts } from '../../platform/traditional.js';
import { renderMail } from './templates.js';

it("writes a member's e-mail in zh-TW", () => {
  convertTexts();
  const mail = renderMail('reset-password', 'zh-TW', { name: 'Ann', site: 'Velvet', hours: '2', link: 'x' });
  expect(mail.subject).toContain('密碼');
  expect(mail.subject).not.toBe(renderMail('reset-password', 'zh-CN', { site: 'Velvet' }).subject);
  expect(mail.body).not.toMatch(/[们这请码设]/);
});
