/**
 * What a member site sends Backlot, for arranging a test's world: a site of its own (its intake key), tickets
 * and comments through the intakes, members through the batch creation, a published video to comment on.
 */
import { baseURL } from './env.ts';
import { asAdmin, call, unique } from './api.ts';

export type MemberSite = { key: string; id: number };

export async function createSite(): Promise<MemberSite> {
  const name = unique('site');
  const site = await call<{ id: number; intake_key: string }>('POST', '/sites', {
    token: await asAdmin(),
    body: { name, domain: `${name.toLowerCase()}.example.com` },
  });
  return { key: site.intake_key, id: site.id };
}

/** `POST /api/intake/<path>` with the site's key; the id the intake answers. */
export async function intake(site: MemberSite, path: string, body: object): Promise<number> {
  const res = await fetch(`${baseURL()}/api/intake/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-key': site.key },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { id: number };
  if (!res.ok) throw new Error(`intake ${path}: HTTP ${res.status} ${JSON.stringify(answer)}`);
  return answer.id;
}

/** A small PDF uploaded as a visitor's attachment (`POST /api/intake/files`); its id. */
export async function uploadAttachment(site: MemberSite, name: string): Promise<number> {
  const form = new FormData();
  const pdf = `%PDF-1.4\n% ${name}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`;
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), name);
  const res = await fetch(`${baseURL()}/api/intake/files`, {
    method: 'POST',
    headers: { 'x-site-key': site.key },
    body: form,
  });
  const answer = (await res.json()) as { id: number };
  if (!res.ok) throw new Error(`upload: HTTP ${res.status} ${JSON.stringify(answer)}`);
  return answer.id;
}

/** New members named `<prefix>_<i>`, answered with their e-mails. */
export async function createMembers(prefix: string, count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    username: `${prefix}_${i}`,
    email: `${prefix}_${i}@example.com`,
  }));
  const made = await call<{ ids: number[] }>('POST', '/users/batch-create', { token: await asAdmin(), body: { rows } });
  return rows.map((row, i) => ({ ...row, id: made.ids[i]! }));
}

export async function publishedVideoId() {
  const page = await call<{ data: { id: number }[] }>('GET', '/videos?status=published&per_page=1', {
    token: await asAdmin(),
  });
  return page.data[0]!.id;
}
