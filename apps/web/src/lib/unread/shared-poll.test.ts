import { BroadcastChannel as NodeChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHANNEL, sharedPoll, type PollEnv, type SharedPoll } from './shared-poll';

/** The browser's Web Locks as far as the poll uses them: one holder, the others wait in turn or give up. */
function fakeLocks(): PollEnv['locks'] {
  let held = false;
  const waiting: (() => void)[] = [];
  const manager = {
    request(_name: string, options: { signal?: AbortSignal }, grant: () => unknown) {
      return new Promise((resolve, reject) => {
        const run = () => {
          held = true;
          void Promise.resolve(grant()).then((value) => {
            held = false;
            resolve(value);
            waiting.shift()?.();
          });
        };
        if (!held) return run();
        waiting.push(run);
        options.signal?.addEventListener('abort', () => {
          waiting.splice(waiting.indexOf(run), 1);
          reject(new Error('aborted'));
        });
      });
    },
  };
  return () => manager as unknown as LockManager;
}

/** Tabs of one browser: shared locks, a channel each, intervals run by `tick`. */
function browser() {
  const locks = fakeLocks();
  const intervals = new Set<() => void>();
  const env: PollEnv = {
    channel: () => new NodeChannel(CHANNEL) as unknown as BroadcastChannel,
    locks,
    setInterval: (run) => (intervals.add(run), run),
    clearInterval: (handle) => intervals.delete(handle as () => void),
  };
  return { env, tick: () => intervals.forEach((run) => run()) };
}

const tabs: SharedPoll<{ tickets: number }>[] = [];
afterEach(() => tabs.splice(0).forEach((tab) => tab.stop()));

function openTab(env: PollEnv, fetchCounts: () => Promise<{ tickets: number }>) {
  const seen: number[] = [];
  const tab = sharedPoll(fetchCounts, (counts) => seen.push(counts.tickets), 15_000, env);
  tabs.push(tab);
  return { tab, seen };
}

describe('one poll per browser', () => {
  it('polls from one tab and gives every tab its answers', async () => {
    const { env, tick } = browser();
    let tickets = 1;
    const fetchCounts = vi.fn(async () => ({ tickets }));
    const first = openTab(env, fetchCounts);
    const second = openTab(env, fetchCounts);
    await vi.waitFor(() => expect(second.seen).toContain(1));
    const calls = fetchCounts.mock.calls.length;

    tickets = 2;
    tick();
    await vi.waitFor(() => expect(second.seen.at(-1)).toBe(2));
    expect(first.seen.at(-1)).toBe(2);
    // One request for both tabs.
    expect(fetchCounts.mock.calls.length).toBe(calls + 1);
  });

  it('gives every tab the counts one tab publishes, with no request', async () => {
    const { env } = browser();
    const fetchCounts = vi.fn(async () => ({ tickets: 4 }));
    const leader = openTab(env, fetchCounts);
    const follower = openTab(env, fetchCounts);
    await vi.waitFor(() => expect(leader.seen).toContain(4));
    await vi.waitFor(() => expect(follower.seen).toContain(4));
    const calls = fetchCounts.mock.calls.length;
    follower.tab.publish({ tickets: 0 });
    expect(follower.seen.at(-1)).toBe(0);
    await vi.waitFor(() => expect(leader.seen.at(-1)).toBe(0));
    expect(fetchCounts.mock.calls.length).toBe(calls);
  });

  it('hands the polling to another tab when the leading one closes', async () => {
    const { env, tick } = browser();
    let tickets = 1;
    const leaderFetch = vi.fn(async () => ({ tickets }));
    const followerFetch = vi.fn(async () => ({ tickets }));
    const leader = openTab(env, leaderFetch);
    const follower = openTab(env, followerFetch);
    await vi.waitFor(() => expect(follower.seen).toContain(1));
    expect(followerFetch).not.toHaveBeenCalled();
    const leaderCalls = leaderFetch.mock.calls.length;

    leader.tab.stop();
    await vi.waitFor(() => expect(followerFetch).toHaveBeenCalled());
    tickets = 7;
    tick();
    await vi.waitFor(() => expect(follower.seen.at(-1)).toBe(7));
    expect(leaderFetch.mock.calls.length).toBe(leaderCalls);
  });

  it('polls in every tab when the browser has no Web Locks', async () => {
    const { env } = browser();
    const fetchCounts = vi.fn(async () => ({ tickets: 3 }));
    const alone = openTab({ ...env, locks: () => null }, fetchCounts);
    await vi.waitFor(() => expect(alone.seen).toEqual([3]));
  });
});
