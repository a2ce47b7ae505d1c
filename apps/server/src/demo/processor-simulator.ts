/**
 * The processor simulator: Segpay's SRS tasks and Epoch's member services as this server's own loopback routes
 * under `/simulator/<processor>/...`, registered only with demo data (`npm start`, the e2e run) or in tests
 * (`processorSimulator`). It runs inside the server process rather than as a server of its own: one process to
 * start and stop, no port to pick, and the server reaches it through `app.inject` (no socket at all).
 *
 * Like a processor it knows its merchant accounts (API user id, access key and the postback secret the site
 * gave it): registered by the tests (`register`, or `POST /simulator/merchants` with `processor`, `user_id`,
 * `access_key` and `postback_secret`, as a merchant signs up in a processor's portal: the end-to-end tests), or
 * read from `DATA_DIR/demo-keys.json` (the demo's, `merchant_accounts`).
 * A call is checked as SRS checks it ("Missing Parameter", "Invalid Merchant"), answered "Successful" in an
 * XML `<string>`, then the confirming notification is posted to `/api/postbacks/<processor>` with the site's
 * secret, as the processor would. A membership it cancelled or expired answers a second cancel with
 * "Subscription not active, cancel failed". Tests may script the next answer or a delay (`script`). Calls from
 * other than the loopback address are refused.
 *
 * It serves each merchant's transaction report too (`simulator-report.ts`): the money transactions it posted
 * (its confirmations, `post`) and those it was handed as lost (`lose`, or the demo's `lost_transactions`).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Processor } from '@backlot/contract';
import type { LostTransaction } from './lost-transactions.js';
import { confirmationOf, type SimulatedCall } from './simulator-postbacks.js';
import { isTransaction, REPORT_TASKS, type ReportedTransaction, reportOf } from './simulator-report.js';

export type MerchantAccount = { processor: Processor; userId: string; accessKey: string; postbackSecret: string };
export type Scripted = { answer?: string; delayMs?: number };

export type ProcessorSimulator = {
  register(account: MerchantAccount): void;
  /** The next call's answer or delay (tests). */
  script(next: Scripted): void;
  /** Calls received so far. */
  readonly calls: SimulatedCall[];
  /** Resolves once every confirmation sent so far is answered. */
  idle(): Promise<void>;
  /** Posts a notification of `account` as the processor would, and lists it in its report. */
  post(account: MerchantAccount, params: Record<string, string>): void;
  /** Lists a transaction of `account` in its report, its postback never sent. */
  lose(account: MerchantAccount, params: Record<string, string>): void;
};

type DemoKeys = {
  merchant_accounts?: MerchantAccount[];
  lost_transactions?: LostTransaction[];
};

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const xml = (text: string) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<string xmlns="http://srs.segpay.com/">${text}</string>`;

async function demoKeys(dataDir: string): Promise<DemoKeys> {
  try {
    return JSON.parse(await readFile(path.join(dataDir, 'demo-keys.json'), 'utf8')) as DemoKeys;
  } catch {
    return {};
  }
}

/**
 * How long after its answer a notification leaves, as a processor's comes after its API's answer: the server has
 * recorded the answer by then, so an action reads pending first, then confirmed (sent at once, a notification
 * could outrun the answer on a busy machine).
 */
const NOTIFY_AFTER_MS = 100;

const demoLost = async (dataDir: string): Promise<ReportedTransaction[]> =>
  ((await demoKeys(dataDir)).lost_transactions ?? []).map((t) => ({ ...t, userId: t.user_id }));

export function registerProcessorSimulator(app: FastifyInstance, dataDir: string): ProcessorSimulator {
  const accounts: MerchantAccount[] = [];
  const scripts: Scripted[] = [];
  const calls: SimulatedCall[] = [];
  const ended = new Set<string>();
  const sending = new Set<Promise<unknown>>();
  const reported: ReportedTransaction[] = [];
  const find = async (processor: Processor, userId?: string, accessKey?: string) =>
    [...accounts, ...((await demoKeys(dataDir)).merchant_accounts ?? [])].find(
      (a) => a.processor === processor && a.userId === userId && a.accessKey === accessKey,
    );
  const lose = (account: MerchantAccount, params: Record<string, string>) => {
    if (isTransaction(account.processor, params))
      reported.push({ processor: account.processor, userId: account.userId, params });
  };
  /** Posts a notification to the server's intake, with the site's secret, as the processor would. */
  const post = (account: MerchantAccount, params: Record<string, string>) => {
    lose(account, params);
    const form = new URLSearchParams({ ...params, secret: account.postbackSecret }).toString();
    const sent = new Promise((resolve) => setTimeout(resolve, NOTIFY_AFTER_MS)).then(() =>
      app.inject({
        method: 'POST',
        url: `/api/postbacks/${account.processor}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form,
      }),
    );
    sending.add(sent);
    void sent.finally(() => sending.delete(sent));
  };

  const answer = async (processor: Processor, task: string, query: Record<string, string>) => {
    const call: SimulatedCall = { processor, task, query };
    calls.push(call);
    const scripted = scripts.shift();
    if (scripted?.delayMs) await new Promise((resolve) => setTimeout(resolve, scripted.delayMs));
    if (scripted?.answer) return scripted.answer;
    const user = processor === 'segpay' ? query.Userid : query.account;
    const key = processor === 'segpay' ? query.UserAccessKey : query.key;
    const account = await find(processor, user, key);
    if (task === REPORT_TASKS[processor]) {
      if (!user || !key) return 'Missing Parameter';
      if (!account) return 'Invalid Merchant';
      const report = reportOf(processor, account.userId, query, [...reported, ...(await demoLost(dataDir))]);
      return report === null ? 'Missing Parameter' : { report };
    }
    const confirmation = confirmationOf(call);
    if (!user || !key || !confirmation) return 'Missing Parameter';
    if (!account) return 'Invalid Merchant';
    if (confirmation.ends || confirmation.starts) {
      if (confirmation.ends && ended.has(confirmation.membership)) return 'Subscription not active, cancel failed';
      if (confirmation.ends) ended.add(confirmation.membership);
      else ended.delete(confirmation.membership);
    }
    post(account, confirmation.params);
    return 'Successful';
  };

  for (const processor of ['segpay', 'epoch'] as const)
    app.get(`/simulator/${processor}/*`, { schema: { hide: true } }, async (request, reply) => {
      if (!LOOPBACK.has(request.ip)) return reply.code(403).send('Forbidden');
      const task = (request.params as { '*': string })['*'];
      const text = await answer(processor, task, request.query as Record<string, string>);
      if (typeof text !== 'string')
        return reply.type(processor === 'segpay' ? 'text/xml' : 'text/csv').send(text.report);
      return reply.type('text/xml').send(processor === 'segpay' ? xml(text) : text);
    });

  app.post('/simulator/merchants', { schema: { hide: true } }, async (request, reply) => {
    if (!LOOPBACK.has(request.ip)) return reply.code(403).send('Forbidden');
    const body = request.body as Record<string, unknown> | null;
    const text = (name: string) => (typeof body?.[name] === 'string' ? (body[name] as string) : '');
    const processor = text('processor');
    if (
      (processor !== 'segpay' && processor !== 'epoch') ||
      !text('user_id') ||
      !text('access_key') ||
      !text('postback_secret')
    )
      return reply.code(400).send('Missing Parameter');
    accounts.push({
      processor,
      userId: text('user_id'),
      accessKey: text('access_key'),
      postbackSecret: text('postback_secret'),
    });
    return reply.code(201).send('Successful');
  });

  return {
    register: (account) => void accounts.push(account),
    script: (next) => void scripts.push(next),
    calls,
    post,
    lose,
    idle: async () => {
      while (sending.size) await Promise.all([...sending]);
    },
  };
}
