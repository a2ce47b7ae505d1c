/** What the support tickets' tests share: two member sites, and a member site's intakes (a ticket, a follow-up). */
import type { App } from '../../app.js';

export type TestSite = { key: string; id: number };

/** Two member sites made through the API by an admin holding `create-sites`. */
export async function twoSites(api: { post(url: string, body: object): Promise<{ body: Record<string, unknown> }> }) {
  const sites = { velvet: { key: '', id: 0 }, other: { key: '', id: 0 } };
  for (const [name, domain] of [
    ['velvet', 'velvet.example.com'],
    ['other', 'other.example.com'],
  ] as const) {
    const { body } = await api.post('/api/sites', { name, domain });
    sites[name] = { key: String(body.intake_key), id: Number(body.id) };
  }
  return sites;
}

let address = 0;
type Options = { key: string; headers?: Record<string, string> };

/** What a member site posts to `POST /api/intake/<path>`, each from an address of its own. */
export function intake(app: App, path: 'supports' | 'support-messages', body: object, options: Options) {
  return app
    .inject({
      method: 'POST',
      url: `/api/intake/${path}`,
      remoteAddress: `10.1.${path === 'supports' ? 0 : 1}.${++address % 250}`,
      headers: { 'x-site-key': options.key, 'accept-language': 'en', ...options.headers },
      payload: body,
    })
    .then((r) => ({ status: r.statusCode, body: r.json() }));
}

/** A ticket as the member site's contact form sends it. */
export const ticket = (subject: string, extra: object = {}) => ({
  type: 'billing',
  subject,
  email: 'mia@example.com',
  message: 'I was charged twice.\nPlease help.',
  ...extra,
});
