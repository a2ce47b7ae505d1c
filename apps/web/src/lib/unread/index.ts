export { markAllRead, markRead, POLL_MS, startUnread, unreadStore, useUnread, type UnreadCounts } from './unread';
export { sharedPoll, type PollEnv, type SharedPoll } from './shared-poll';
export { recentArrivals } from './recent';
