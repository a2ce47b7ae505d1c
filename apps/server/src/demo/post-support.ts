/**
 * Demo support tickets and comments, sent once after the first start's listen through the member-site
 * intakes (`/api/intake/files`, `/supports`, `/comments`, `/comment-reports`) with a demo site's key, then
 * moved through their states by the first admin through the API: 40 tickets (some with an attachment, open,
 * answered and solved, archived, recovered) and 300 comments on published videos (about 30 reported, a few
 * hidden, reports rejected, an author banned). The calls go through `app.inject`, each ticket from a visitor
 * address of its own, as visitors' forms arrive; their times are then spread over the past weeks.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type SourceLanguage, SUPPORT_TYPES } from '@backlot/contract';
import type { App } from '../app.js';
import { comments, members, supportTickets, videos } from '../db/schema/index.js';
import { COMMENTS, REPORT_REASONS, REPORTED_COMMENTS, TICKETS } from './support-texts.js';

type Site = { key: string; domain: string };
type Call = { method: 'GET' | 'POST'; url: string; body?: unknown; ip?: string; token?: string; key?: string };

async function send(app: App, call: Call, payload?: Buffer, type?: string) {
  const response = await app.inject({
    method: call.method,
    url: call.url,
    remoteAddress: call.ip ?? '127.0.0.1',
    headers: {
      ...(call.key ? { 'x-site-key': call.key } : {}),
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
      ...(type ? { 'content-type': type } : {}),
    },
    ...(payload ? { payload } : call.body !== undefined ? { payload: call.body as object } : {}),
  });
  if (response.statusCode >= 300) throw new Error(`${call.url}: HTTP ${response.statusCode} ${response.body}`);
  return response.json() as { id: number; access_token?: string };
}

/** A small PDF "receipt", uploaded as a visitor's attachment. */
function attachment(app: App, site: Site, i: number, ip: string) {
  const boundary = 'demo-boundary';
  const pdf = `%PDF-1.4\n% receipt ${i}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`;
  const body = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="receipt-${i}.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n${pdf}\r\n--${boundary}--\r\n`,
  );
  return send(
    app,
    { method: 'POST', url: '/api/intake/files', key: site.key, ip },
    body,
    `multipart/form-data; boundary=${boundary}`,
  );
}

const HOUR = 3_600_000;
/** A scatter of `i` over `n` choices (an integer hash), so repeated texts land on varied members and videos. */
function pick(i: number, salt: number, n: number) {
  let x = Math.imul(i ^ (salt << 16), 0x45d9f3b);
  x ^= x >>> 16;
  x = Math.imul(x, 0x45d9f3b);
  return ((x ^ (x >>> 16)) >>> 0) % n;
}
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

async function postTickets(app: App, site: Site, emails: string[], token: string | undefined) {
  for (let i = 0; i < 40; i++) {
    const type = SUPPORT_TYPES[i % SUPPORT_TYPES.length]!;
    const language: SourceLanguage = i % 3 === 0 ? 'en' : 'zh-CN';
    const texts = TICKETS[type][language];
    const text = texts[i % texts.length]!;
    const ip = `198.51.100.${i + 1}`;
    const email = i % 7 === 6 || !emails.length ? `guest${i}@mail.example` : emails[i % emails.length]!;
    const attachmentId = i % 8 === 3 ? (await attachment(app, site, i, ip)).id : undefined;
    const { id } = await send(app, {
      method: 'POST',
      url: '/api/intake/supports',
      key: site.key,
      ip,
      body: { type, language, email, ...text, attachment_id: attachmentId },
    });
    // Spread over the past two weeks, the first ones the oldest; then each state a ticket goes through.
    const at = ago((40 - i) * 8 + (i % 5));
    await app.db
      .update(supportTickets)
      .set({ createdAt: at, updatedAt: at, waitingSince: at })
      .where(eq(supportTickets.id, id));
    if (!token || i < 22) continue;
    const act = (action: string, body?: unknown) =>
      send(app, { method: 'POST', url: `/api/supports/${id}/${action}`, token, body });
    const reply =
      language === 'en'
        ? 'Thank you for writing. We have looked into it and fixed it; please try again.'
        : '感谢您的来信，我们已经处理好了，请再试一次。';
    await act('reply', { message: reply });
    await act('solve');
    if (i >= 32) await act('archive');
    if (i >= 38) await act('recover');
  }
}

async function postComments(app: App, site: Site, token: string | undefined) {
  const people = await app.db
    .select({ email: members.email })
    .from(members)
    .where(and(isNull(members.erasedAt), eq(members.status, 'active')))
    .orderBy(members.id)
    .limit(120);
  const shown = await app.db
    .select({ id: videos.id })
    .from(videos)
    .where(eq(videos.status, 'published'))
    .orderBy(videos.id)
    .limit(40);
  if (people.length < 5 || !shown.length) return 0;
  const reported: number[] = [];
  for (let i = 0; i < 300; i++) {
    const language: SourceLanguage = i % 3 === 1 ? 'zh-CN' : 'en';
    const spam = i % 10 === 0;
    const text = spam ? REPORTED_COMMENTS[(i / 10) % REPORTED_COMMENTS.length]! : COMMENTS[language][i % 8]!;
    const { id } = await send(app, {
      method: 'POST',
      url: '/api/intake/comments',
      key: site.key,
      body: {
        email: people[pick(i, 1, people.length)]!.email,
        video_id: shown[pick(i, 2, shown.length)]!.id,
        comment: text,
        likes_count: (i * 37) % 120,
      },
    });
    if (spam) {
      reported.push(id);
      for (let r = 0; r <= (i / 10) % 4; r++)
        await send(app, {
          method: 'POST',
          url: '/api/intake/comment-reports',
          key: site.key,
          body: {
            comment_id: id,
            email: people[pick(i, 3 + r, people.length)]!.email,
            reason: REPORT_REASONS[(i + r) % REPORT_REASONS.length],
          },
        });
    }
    const at = ago((300 - i) * 1.5);
    await app.db.update(comments).set({ createdAt: at, updatedAt: at }).where(eq(comments.id, id));
  }
  if (token) {
    // A moderator went through part of the queue: some hidden, some reports rejected, one author banned.
    for (const [r, id] of reported.entries()) {
      const action = r % 5 === 1 ? 'disable' : r % 5 === 2 ? 'reject-report' : r === 3 ? 'ban' : undefined;
      if (action)
        await send(app, {
          method: 'POST',
          url: `/api/comments/${id}/${action}`,
          token,
          body: action === 'ban' ? { reason: 'Repeated spam links' } : undefined,
        });
    }
  }
  return (await app.db.select({ n: sql<number>`count(*)::int` }).from(comments))[0]!.n;
}

/** Posts the demo tickets and comments; `admin` signs in to move them through their states. */
export async function postDemoSupport(app: App, site: Site, admin?: { username: string; password: string }) {
  const credentials = admin && { username: admin.username, password: admin.password };
  const signedIn =
    credentials &&
    (await send(app, { method: 'POST', url: '/api/login', body: credentials }).catch((error: unknown) => {
      app.log.warn({ err: error }, 'demo tickets and comments stay as received: the first admin could not sign in');
      return undefined;
    }));
  const token = signedIn?.access_token;
  const emails = (await app.db.select({ email: members.email }).from(members).orderBy(members.id).limit(30)).map(
    (m) => m.email,
  );
  await postTickets(app, site, emails, token);
  return { tickets: 40, comments: await postComments(app, site, token) };
}
