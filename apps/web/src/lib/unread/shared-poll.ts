/**
 * One poll per browser, however many tabs are open. The tab holding the Web Lock `LOCK` polls every `every` ms
 * and posts each answer on the BroadcastChannel `CHANNEL`; every tab takes the answers (the leader from its own
 * poll, as a channel does not deliver to its sender). A tab that learnt new counts otherwise (marking a kind read
 * answers them) publishes them to every tab. A tab that opens posts `refresh`, which the leader answers with a
 * poll at once. When the leader's tab closes, the browser
 * hands the lock to a waiting tab, which leads from then on. Without Web Locks or BroadcastChannel every tab
 * polls for itself.
 *
 * Cost: one `GET /api/unread` per browser per interval — one statement of a few bounded index walks (the
 * server's `modules/unread/queries.ts`).
 */
export const LOCK = 'backlot-unread';
export const CHANNEL = 'backlot-unread';

type Message<T> = { type: 'counts'; counts: T } | { type: 'refresh' };

/** What the poll needs of the browser: a channel and the locks (each may be missing), timers. */
export type PollEnv = {
  channel: () => BroadcastChannel | null;
  locks: () => Pick<LockManager, 'request'> | null;
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
};

export type SharedPoll<T> = {
  /** Counts learnt outside the poll: this tab and every other take them. */
  publish(counts: T): void;
  /** Leaves: releases the lead (another tab takes it) and the channel. */
  stop(): void;
};

export function browserEnv(): PollEnv {
  return {
    channel: () => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null),
    locks: () => (typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null),
    setInterval: (run, ms) => globalThis.setInterval(run, ms),
    clearInterval: (handle) => globalThis.clearInterval(handle as number),
  };
}

export function sharedPoll<T>(
  fetchCounts: () => Promise<T>,
  onCounts: (counts: T) => void,
  every: number,
  env: PollEnv = browserEnv(),
): SharedPoll<T> {
  const channel = env.channel();
  const locks = channel ? env.locks() : null;
  const release = new AbortController();
  let leading = false;
  let stopped = false;
  let timer: unknown;

  const post = (message: Message<T>) => channel?.postMessage(message);
  const poll = () => {
    fetchCounts().then(
      (counts) => {
        if (stopped) return;
        onCounts(counts);
        post({ type: 'counts', counts });
      },
      // A failed poll (offline, the session ended) waits for the next one; the session's own calls say why.
      () => undefined,
    );
  };
  const lead = () => {
    leading = true;
    poll();
    timer = env.setInterval(poll, every);
  };

  if (channel)
    channel.onmessage = (event: MessageEvent<Message<T>>) => {
      if (event.data.type === 'counts') onCounts(event.data.counts);
      else if (leading) poll();
    };

  if (locks) {
    // Held until this tab stops: the promise settles only then. A waiting tab's request is aborted on stop.
    locks
      .request(LOCK, { signal: release.signal }, () => {
        if (stopped) return undefined;
        lead();
        return new Promise<void>((resolve) => release.signal.addEventListener('abort', () => resolve()));
      })
      .catch(() => undefined);
    // Until a leader answers (or this tab leads), ask for the counts.
    post({ type: 'refresh' });
  } else {
    lead();
  }

  return {
    publish: (counts) => {
      onCounts(counts);
      post({ type: 'counts', counts });
    },
    stop: () => {
      stopped = true;
      if (timer !== undefined) env.clearInterval(timer);
      release.abort();
      channel?.close();
    },
  };
}
