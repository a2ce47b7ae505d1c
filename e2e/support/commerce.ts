/**
 * Posting as the member site and the processors do, with the demo site's key and postback secrets (kept by the
 * demo in DATA_DIR/demo-keys.json): sign-ups through the events intake, Segpay postbacks as forms.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { baseURL } from './env.ts';

type DemoKeys = { intake_key: string; postback_secrets: { segpay: string; epoch: string } };

/** The demo site's keys, written once the server listens. */
async function demoKeys(): Promise<DemoKeys> {
  const file = path.join(process.env.E2E_DATA_DIR!, 'data', 'demo-keys.json');
  await expect.poll(() => fs.existsSync(file)).toBe(true);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as DemoKeys;
}

/** A member signs up on a site (`username@example.com`): the demo site, unless another site's intake key is given. */
export async function signUp(username: string, siteKey?: string) {
  const intake_key = siteKey ?? (await demoKeys()).intake_key;
  const event = {
    kind: 'signup',
    event_id: `e2e-${username}`,
    visitor_id: `v-${username}`,
    occurred_at: new Date().toISOString(),
    member: { username, email: `${username}@example.com` },
  };
  const res = await fetch(`${baseURL()}/api/intake/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-key': intake_key },
    body: JSON.stringify({ events: [event] }),
  });
  expect(res.status).toBe(200);
}

/** Sends a Segpay postback with `secret`, as a form; the HTTP status. */
export async function postSegpay(params: Record<string, string>, secret: string): Promise<Response> {
  return fetch(`${baseURL()}/api/postbacks/segpay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...params, secret }).toString(),
  });
}

/** Sends a Segpay postback for the demo site; the status the server gave it. */
export async function segpay(params: Record<string, string>): Promise<string> {
  const { postback_secrets } = await demoKeys();
  const res = await postSegpay(params, postback_secrets.segpay);
  expect(res.status).toBe(200);
  return ((await res.json()) as { status: string }).status;
}

/** A Segpay sale at its stage. */
export const sale = (fields: Record<string, string>) => ({
  action: 'Auth',
  stage: 'Initial',
  trantype: 'sale',
  approved: 'Yes',
  currencycode: 'USD',
  eticketid: '196001:1001',
  price: '29.99',
  ...fields,
});
