/** Commerce fixtures: a site with its processor settings, the demo plans, members, and postbacks sent as forms. */
import type { Processor } from '@backlot/contract';
import type { App } from '../app.js';
import { members, plans, processorConfigs, sites } from '../db/schema/index.js';
import { DEMO_PLANS, processorConfig } from '../demo/commerce.js';
import type { Sender } from '../demo/post-commerce.js';
import { newIntakeKey } from '../modules/sites/service.js';

export const SECRETS: Record<Processor, string> = { segpay: 'segpay-test-secret', epoch: 'epoch-test-secret' };

/** The site each app's first commerce fixture made: where `newMember` signs members up unless told. */
const fixtureSites = new WeakMap<App, number>();

/** A site with its processor settings (their secrets `secrets`), and the demo plans. */
export async function commerceFixture(app: App, secrets: Record<Processor, string> = SECRETS) {
  const key = newIntakeKey();
  const [site] = await app.db
    .insert(sites)
    .values({
      name: `Shop ${key.key.slice(-6)}`,
      domain: `shop${key.key.slice(-6).toLowerCase()}.example.com`,
      ...key.values,
    })
    .returning({ id: sites.id });
  await app.db
    .insert(processorConfigs)
    .values([
      processorConfig(site!.id, 'segpay', secrets.segpay, 'SP-1'),
      processorConfig(site!.id, 'epoch', secrets.epoch, 'EP-1'),
    ])
    .onConflictDoNothing();
  const made = await app.db.insert(plans).values(DEMO_PLANS).onConflictDoNothing().returning();
  const all = made.length ? made : await app.db.select().from(plans);
  const planIds = Object.fromEntries(all.map((plan) => [plan.name, plan.id]));
  if (!fixtureSites.has(app)) fixtureSites.set(app, site!.id);
  return { siteId: site!.id, siteKey: key.key, planIds };
}

/**
 * A member signed up on a site (`username@example.com`): `siteId`, else the app's first commerce fixture's
 * (a processor's notifications find only their own site's members).
 */
export async function newMember(
  app: App,
  username: string,
  channelId: number | null = null,
  siteId = fixtureSites.get(app) ?? null,
) {
  const [member] = await app.db
    .insert(members)
    .values({ username, email: `${username}@example.com`, channelId, siteId })
    .returning({ id: members.id });
  return member!.id;
}

/** Sends a postback as the processor does: a form, the secret among its parameters. */
export async function postback(
  app: App,
  processor: Processor,
  params: Record<string, string>,
  secret: string | null = SECRETS[processor],
  ip?: string,
) {
  const form = new URLSearchParams(secret === null ? params : { ...params, secret });
  const response = await app.inject({
    method: 'POST',
    url: `/api/postbacks/${processor}`,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    payload: form.toString(),
  });
  return { status: response.statusCode, body: response.json() };
}

/** A Segpay transaction postback (`Auth`), with what every one carries. */
export const segpaySale = (fields: Record<string, string>) => ({
  action: 'Auth',
  trantype: 'sale',
  approved: 'Yes',
  currencycode: 'USD',
  ...fields,
});

/** The processor simulator's sender, through `app.inject` (the real endpoints, no network). */
export const injectSender =
  (app: App): Sender =>
  async (path, { form, json, headers }) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: {
        ...headers,
        'content-type': form === undefined ? 'application/json' : 'application/x-www-form-urlencoded',
      },
      payload: form ?? JSON.stringify(json),
    });
    return { status: response.statusCode, body: response.json() };
  };
