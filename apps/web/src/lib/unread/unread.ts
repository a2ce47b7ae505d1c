/**
 * The signed-in admin's unread counts (`GET /api/unread`, contract `unread.ts`), kept in a store the menu and
 * the bell read, refreshed by one poll per browser (`shared-poll.ts`) every POLL_MS. Marking a kind read (its
 * list opened) zeroes its count at once; the marking answers the counts as they now are, which every tab takes.
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

type Answer = Record<string, number | undefined>;

/** An answer of counts, camelCased by the api client, keyed by kind again. */
function countsOf(answer: Answer): UnreadCounts {
  const counts: UnreadCounts = {};
  for (const kind of UNREAD_KINDS) {
    const count = answer[camelKey(kind)];
    if (count !== undefined) counts[kind] = count;
  }
  return counts;
}

const fetchCounts = () => api.get<Answer>('/unread').then(countsOf);

let poll: SharedPoll<UnreadCounts> | null = null;

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

/** Counts a marking answered, to this tab and, through the poll, to the others. */
const publish = (counts: UnreadCounts) => (poll ? poll.publish(counts) : unreadStore.set(counts));

const zeroed = (kinds: readonly UnreadKind[]) => (counts: UnreadCounts) =>
  Object.fromEntries(
    Object.entries(counts).map(([kind, count]) => [kind, kinds.includes(kind as UnreadKind) ? 0 : count]),
  );

/** Marks `kind` read (its list was opened: the admin may list it); the count shows 0 at once. */
export async function markRead(kind: UnreadKind): Promise<void> {
  unreadStore.set(zeroed([kind]));
  publish(countsOf(await api.post<Answer>(`/unread/${kind}/seen`)));
}

/** Marks every kind read (the bell's "mark all read"). */
export async function markAllRead(): Promise<void> {
  unreadStore.set(zeroed(UNREAD_KINDS));
  publish(countsOf(await api.post<Answer>('/unread/seen')));
}
