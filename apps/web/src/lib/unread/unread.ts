/**
 * The signed-in admin's unread counts (`GET /api/unread`, contract `unread.ts`), kept in a store the menu and
 * the bell read, refreshed by one poll per browser (`shared-poll.ts`) every POLL_MS. Marking a kind read (its
 * list opened) zeroes its count at once and asks every tab's counts afresh.
 */
import { UNREAD_KINDS, type UnreadKind } from '@backlot/contract';
import { api } from '../api/client';
import { camelKey } from '../api/case';
import { createStore, useStore } from '../settings/store';
import { sharedPoll, type PollEnv, type SharedPoll } from './shared-poll';

/** Every 15 s: a new ticket shows within that in every open tab, at one request per browser. */
export const POLL_MS = 15_000;

/** Count per kind; a kind the admin may not read is absent. */
export type UnreadCounts = Partial<Record<UnreadKind, number>>;

export const unreadStore = createStore<UnreadCounts>({});

export function useUnread(): UnreadCounts {
  return useStore(unreadStore);
}

/** The answer, camelCased by the api client, keyed by kind again. */
async function fetchCounts(): Promise<UnreadCounts> {
  const answer = await api.get<Record<string, number | undefined>>('/unread');
  const counts: UnreadCounts = {};
  for (const kind of UNREAD_KINDS) {
    const count = answer[camelKey(kind)];
    if (count !== undefined) counts[kind] = count;
  }
  return counts;
}

let poll: SharedPoll | null = null;

/** Starts the poll (the signed-in shell does, once); answers the stop. */
export function startUnread(env?: PollEnv): () => void {
  poll?.stop();
  const started = sharedPoll(fetchCounts, (counts) => unreadStore.set(counts), POLL_MS, env);
  poll = started;
  return () => {
    started.stop();
    if (poll === started) poll = null;
    unreadStore.set({});
  };
}

const zeroed = (kinds: readonly UnreadKind[]) => (counts: UnreadCounts) =>
  Object.fromEntries(
    Object.entries(counts).map(([kind, count]) => [kind, kinds.includes(kind as UnreadKind) ? 0 : count]),
  );

/** Marks `kind` read (its list was opened: the admin may list it); the count shows 0 at once. */
export async function markRead(kind: UnreadKind): Promise<void> {
  unreadStore.set(zeroed([kind]));
  await api.post(`/unread/${kind}/seen`);
  poll?.refresh();
}

/** Marks every kind read (the bell's "mark all read"). */
export async function markAllRead(): Promise<void> {
  unreadStore.set(zeroed(UNREAD_KINDS));
  await api.post('/unread/seen');
  poll?.refresh();
}
