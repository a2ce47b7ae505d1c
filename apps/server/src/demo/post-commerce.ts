/**
 * Sends the processor simulator's year to the server's own endpoints once it listens: the notifications to
 * `POST /api/postbacks/segpay|epoch` with the demo site's secrets, the spends to `POST /api/intake/coin-spends`
 * with its key — the production path — then the Segpay statements of the last months (`payout-statements.ts`).
 * Returns the simulator's record and what the server did not take.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { members } from '../db/schema/index.js';
import { type SimulatedMember, simulateCommerce, type Step } from './commerce-simulation.js';
import type { DemoSite } from './index.js';
import { importDemoStatements } from './payout-statements.js';
import type { LostTransaction } from './lost-transactions.js';
import type { MerchantAccount } from './processor-simulator.js';

/**
 * Keeps the demo site's intake key and postback secrets in `DATA_DIR/demo-keys.json` (readable by its owner
 * only, like `secret.key`), so a developer or a test can post as the member site and the processors. Demo
 * databases only: production sites' keys and secrets are shown once and never stored. With them, every demo
 * site's merchant API accounts (`merchant-accounts.ts`): the processor simulator's record of its merchants, and
 * the transaction whose postback it lost (`lost-transactions.ts`).
 */
export async function keepDemoKeys(
  dataDir: string,
  site: DemoSite,
  accounts: MerchantAccount[] = [],
  lost: LostTransaction[] = [],
) {
  const keys = {
    domain: site.domain,
    intake_key: site.key,
    postback_secrets: site.processorSecrets,
    merchant_accounts: accounts,
    lost_transactions: lost,
  };
  await writeFile(path.join(dataDir, 'demo-keys.json'), `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
}

/** One call: a form for a postback, JSON for a spend; the answer's status and body. */
export type Sender = (
  path: string,
  request: { form?: string; json?: unknown; headers: Record<string, string> },
) => Promise<{
  status: number;
  body: unknown;
}>;

/** Calls over HTTP to `baseUrl`. */
export const httpSender =
  (baseUrl: string): Sender =>
  async (path, { form, json, headers }) => {
    const response = await fetch(`${baseUrl}/api/${path}`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': form === undefined ? 'application/json' : 'application/x-www-form-urlencoded',
      },
      body: form ?? JSON.stringify(json),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  };

/** Sends one step; whether the server applied it as new. */
export async function sendStep(send: Sender, site: Pick<DemoSite, 'key' | 'processorSecrets'>, step: Step) {
  if (step.path === 'intake/coin-spends') {
    const answer = await send(step.path, { json: step.body, headers: { 'x-site-key': site.key } });
    return answer.status === 200 && (answer.body as { duplicate: boolean }).duplicate === false;
  }
  const processor = step.path === 'postbacks/segpay' ? 'segpay' : 'epoch';
  const form = new URLSearchParams({ ...step.params, secret: site.processorSecrets[processor] }).toString();
  const answer = await send(step.path, { form, headers: {} });
  return answer.status === 200 && (answer.body as { status: string }).status === 'processed';
}

/** The members the simulator buys for on a site: each with their channel and the time they signed up. */
export async function simulatedMembers(db: Db, siteId: number): Promise<SimulatedMember[]> {
  const rows = await db
    .select({ username: members.username, email: members.email, channelId: members.channelId, at: members.createdAt })
    .from(members)
    .where(eq(members.siteId, siteId))
    .orderBy(members.id);
  return rows.map(({ at, ...member }) => ({ ...member, joinedAt: at.getTime() }));
}

/**
 * What the inbox of a real site always holds a few of: a notification sent with a secret the site has since
 * changed (rejected), and one for a member who has not signed up yet (failed, replayable once they have).
 */
async function sendMishaps(send: Sender, site: DemoSite) {
  const sale = { action: 'Auth', stage: 'Initial', trantype: 'sale', approved: 'Yes', currencycode: 'USD' };
  const at = new Date(Date.now() - 3_600_000).toISOString();
  const join = { ...sale, eticketid: '196001:1001', price: '29.99', transtime: at };
  const stale = {
    ...join,
    purchaseid: 'PU-STALE-1',
    tranid: 'SP-STALE-1',
    username: 'stale.secret',
    secret: 'old-secret',
  };
  const early = { ...join, purchaseid: 'PU-EARLY-1', tranid: 'SP-EARLY-1', username: 'late.joiner' };
  await send('postbacks/segpay', { form: new URLSearchParams(stale).toString(), headers: {} });
  const form = new URLSearchParams({ ...early, secret: site.processorSecrets.segpay }).toString();
  await send('postbacks/segpay', { form, headers: {} });
}

/**
 * Sends the simulator's year of each demo site's members with that site's credentials, then imports the Segpay
 * statements of the traffic site's last three months; the calls sent and those the server did not take.
 */
export async function postDemoCommerce(db: Db, send: Sender, site: DemoSite, days = 365) {
  const now = Date.now();
  let sent = 0;
  let refused = 0;
  for (const [i, each] of site.sites.entries()) {
    // Each site's processor ids apart (`tag`), and a year of its own (`seed`).
    const members = await simulatedMembers(db, each.id);
    const { steps, record } = simulateCommerce(members, { now, days, seed: 7 + i, tag: i ? `S${each.id}-` : '' });
    for (const step of steps) if (!(await sendStep(send, each, step))) refused += 1;
    sent += record.sent;
    if (each.id === site.id) await importDemoStatements(db, steps, site.id, now);
  }
  await sendMishaps(send, site);
  return { sent, refused };
}
