/** Unread counts: per admin, per permission, marked read per kind or all at once. */
import { beforeAll, describe, expect, it } from 'vitest';
import { UNREAD_CAP } from '@backlot/contract';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { postback } from '../../test/commerce.js';
import { adminWith } from '../../test/fixtures.js';
import { intake, ticket, twoSites, type TestSite } from '../supports/testing.js';

const app = await startTestApp();
let site: TestSite;
type Client = ReturnType<typeof as>;

const adminOf = async (permissions: string[]): Promise<Client> => as(app, (await adminWith(app, permissions)).token);
const countsOf = async (client: Client) => {
  const answer = await client.get('/api/unread');
  expect(answer.status).toBe(200);
  return answer.body as Record<string, number>;
};
const newTicket = async (subject: string) =>
  expect((await intake(app, 'supports', ticket(subject), { key: site.key })).status).toBe(201);

beforeAll(async () => {
  const owner = await adminOf(['create-sites']);
  ({ velvet: site } = await twoSites(owner));
});

describe('unread counts', () => {
  it('answers only the kinds the admin may list', async () => {
    const support = await adminOf(['list-supports', 'list-cooperations']);
    expect(Object.keys(await countsOf(support)).sort()).toEqual(['cooperations', 'tickets']);
    const none = await adminOf(['list-tags']);
    expect(await countsOf(none)).toEqual({});
  });

  it('counts what arrived since each admin marked a kind read, apart for every admin', async () => {
    const ann = await adminOf(['list-supports']);
    const bob = await adminOf(['list-supports']);
    // Marking read answers the counts as they now are.
    const marked = await ann.post('/api/unread/tickets/seen');
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ tickets: 0 });
    expect((await bob.post('/api/unread/tickets/seen')).status).toBe(200);
    expect(await countsOf(ann)).toEqual({ tickets: 0 });

    await newTicket('Charged twice');
    await newTicket('Cannot log in');
    expect(await countsOf(ann)).toEqual({ tickets: 2 });
    expect(await countsOf(bob)).toEqual({ tickets: 2 });

    await ann.post('/api/unread/tickets/seen');
    expect(await countsOf(ann)).toEqual({ tickets: 0 });
    expect(await countsOf(bob)).toEqual({ tickets: 2 });
    await newTicket('Refund please');
    expect(await countsOf(ann)).toEqual({ tickets: 1 });
    expect(await countsOf(bob)).toEqual({ tickets: 3 });
  });

  it('counts an admin who never marked a kind read from the beginning, up to the cap', async () => {
    const fresh = await adminOf(['list-supports']);
    const { tickets } = await countsOf(fresh);
    expect(tickets).toBeGreaterThanOrEqual(3);
    expect(tickets).toBeLessThanOrEqual(UNREAD_CAP);
  });

  it('counts failed or rejected notifications, not the processed ones', async () => {
    const finance = await adminOf(['list-postbacks']);
    await finance.post('/api/unread/postbacks/seen');
    expect((await postback(app, 'segpay', { action: 'Dance' }, 'no-such-secret')).status).toBeGreaterThanOrEqual(400);
    expect(await countsOf(finance)).toEqual({ postbacks: 1 });
  });

  it('marks every kind the admin may read at once, and refuses a kind they may not', async () => {
    const staff = await adminOf(['list-supports', 'list-cooperations']);
    await newTicket('Where is my video');
    expect((await countsOf(staff)).tickets).toBeGreaterThan(0);
    const marked = await staff.post('/api/unread/seen');
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ tickets: 0, cooperations: 0 });
    expect(await countsOf(staff)).toEqual({ tickets: 0, cooperations: 0 });
    expect((await staff.post('/api/unread/jobs/seen')).status).toBe(403);
    expect((await staff.post('/api/unread/videos/seen')).status).toBe(404);
  });

  it('asks for a sign-in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/unread' })).statusCode).toBe(401);
  });
});

describe('the latest arrivals (the bell)', () => {
  it('lists the newest first, only of the kinds the admin may list, each read or not', async () => {
    const agent = await adminOf(['list-supports']);
    await newTicket('Older one');
    await agent.post('/api/unread/tickets/seen');
    await newTicket('Newest one');
    const { body } = await agent.get('/api/unread/recent');
    expect(body.data[0]).toMatchObject({ kind: 'tickets', label: 'Newest one', unread: true });
    expect(body.data[1]).toMatchObject({ kind: 'tickets', label: 'Older one', unread: false });
    expect(body.data.every((item: { kind: string }) => item.kind === 'tickets')).toBe(true);
    expect((await (await adminOf(['list-tags'])).get('/api/unread/recent')).body).toEqual({ data: [] });
  });
});
