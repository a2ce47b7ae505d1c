/**
 * Member e-mails: written to the outbox in the member's language with a single-use link, sent through a real
 * SMTP server (an in-process one on loopback), retried after a refusal, kept unsent without a mail server,
 * and readable by staff without the link's token.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index.js';
import type { App } from '../../app.js';
import { startTestApp } from '../../test/harness.js';
import { as, signIn } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';
import { mailServer } from '../../test/mail-server.js';


async function addMember(app: App, values: Partial<typeof members.$inferInsert> = {}) {
  const n = Math.floor(Math.random() * 1e9);
  const [row] = await app.db
    .insert(members)
    .values({ username: `m${n}`, email: `m${n}@mail.test`, firstName: 'Lena', lastName: 'Park', ...values })
    .returning();
  return row!;
}

/** Reads the outbox message until `done` says it is settled (the mailer works after the answer). */
async function settled(root: ReturnType<typeof as>, id: number, done: (status: string) => boolean) {
  for (let i = 0; i < 200; i++) {
    const message = (await root.get(`/api/outbox/${id}`)).body;
    if (done(message.status)) return message;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`outbox message ${id} did not settle`);
}

const linkIn = (text: string) =>
  /https:\/\/[^\s]+token=[\w-]+/.exec(text.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[0];

describe('with a mail server', async () => {
  const smtp = await mailServer(1);
  const app = await startTestApp({ smtpUrl: smtp.url, mailRetryBaseMs: 20 });
  const root = as(app, await signIn(app));
  const site = (await root.post('/api/sites', { name: 'Velvet', domain: 'velvet.example.com' })).body;
  afterAll(() => smtp.close());

  it('sends a reset e-mail in the chosen language after one refusal, and its link works once', async () => {
    const member = await addMember(app, { siteId: site.id });
    const sent = await root.get(`/api/users/${member.id}/send-reset-password?language=en`);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ template: 'reset-password', language: 'en', recipient: member.email });
    expect(sent.body.subject).toBe('Reset your Velvet password');
    expect(sent.body.body).toMatch(/^Hello Lena Park,/);
    expect(sent.body.body).toMatch(/https:\/\/velvet\.example\.com\/reset-password\?token=[\w-]{4}…/);

    const done = await settled(root, sent.body.id, (s) => s === 'sent');
    expect(done.attempts).toBe(2);
    expect(done.last_error).toBeNull();
    const [mail] = smtp.received;
    expect(mail!.to).toEqual([member.email]);
    expect(mail!.from).toBe('no-reply@velvet.example.com');
    const link = linkIn(mail!.text)!;
    expect(link).toMatch(/^https:\/\/velvet\.example\.com\/reset-password\?token=/);
    expect(JSON.stringify(done)).not.toContain(link.split('token=')[1]);

    const redeem = (token: string, key = site.intake_key) =>
      app.inject({
        method: 'POST',
        url: '/api/site/member-tokens/redeem',
        headers: { 'x-site-key': key },
        payload: { token, purpose: 'reset-password' },
      });
    const token = new URL(link).searchParams.get('token')!;
    expect((await redeem(token, 'not-a-key')).statusCode).toBe(401);
    const first = await redeem(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ member_id: member.id, email: member.email });
    const second = await redeem(token);
    expect(second.statusCode).toBe(422);
    // The member site asks without Accept-Language: the answer is in Chinese, the default.
    expect(second.json().errors.token).toEqual(['此链接无效：它已被使用、已被新链接取代或已过期。']);
  });

  it('refuses the same e-mail twice within a minute, and a member whose data was erased', async () => {
    const member = await addMember(app, { siteId: site.id });
    expect((await root.get(`/api/users/${member.id}/send-email-verification`)).status).toBe(200);
    const again = await root.get(`/api/users/${member.id}/send-email-verification`);
    expect(again.status).toBe(429);
    expect(again.body.message).toBe('This e-mail was sent to this member less than 60 seconds ago.');
    const erased = await addMember(app, { erasedAt: new Date() });
    expect((await root.get(`/api/users/${erased.id}/send-reset-password`)).status).toBe(409);
    expect((await root.get('/api/users/999999/send-reset-password')).status).toBe(404);
  });
});

describe('without a mail server', async () => {
  const app = await startTestApp();
  const root = as(app, await signIn(app));
  const site = (await root.post('/api/sites', { name: '丝绒', domain: 'velvet.example.cn' })).body;

  it('keeps the e-mail, in Chinese by default, readable in the outbox with its token hidden', async () => {
    const member = await addMember(app, { firstName: null, lastName: null });
    const sent = await root.get(`/api/users/${member.id}/send-email-verification`);
    expect(sent.body).toMatchObject({ status: 'kept', language: 'zh-CN', subject: '请确认您在 丝绒 的邮箱地址' });
    expect(sent.body.body).toMatch(new RegExp(`^${member.username}，您好`));
    expect(sent.body.body).toMatch(/https:\/\/velvet\.example\.cn\/verify-email\?token=[\w-]{4}…\n/);
    const listed = await root.get(`/api/outbox?member_id=${member.id}&status=kept`);
    expect(listed.body.data.map((m: { id: number }) => m.id)).toEqual([sent.body.id]);
    expect(site.id).toBeGreaterThan(0);
  });

  it('sends only with notify-users, and shows the outbox only with list-outbox', async () => {
    const member = await addMember(app);
    const reader = as(app, (await adminWith(app, ['list-outbox'])).token);
    expect((await reader.get(`/api/users/${member.id}/send-reset-password`)).status).toBe(403);
    expect((await reader.get('/api/outbox')).status).toBe(200);
    const notifier = as(app, (await adminWith(app, ['notify-users'])).token);
    expect((await notifier.get(`/api/users/${member.id}/send-reset-password`)).status).toBe(200);
    expect((await notifier.get('/api/outbox')).status).toBe(403);
    const audit = await root.get(`/api/audit-logs?resource=users&resource_id=${member.id}`);
    expect(audit.body.data[0]).toMatchObject({ action: 'send-reset-password', record_label: member.username });
  });
});
