/**
 * The shell's part in the unread counts: the browser's shared poll runs while the admin is signed in, and
 * opening the list of a kind of arrival (a route whose meta names it) marks that kind read.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useRouteMeta } from '../../lib/routes';
import { markRead, startUnread } from '../../lib/unread';

export function useUnreadSync() {
  useEffect(() => startUnread(), []);
  const kind = useRouteMeta()?.unread;
  const { pathname } = useLocation();
  useEffect(() => {
    // A failed mark leaves the count as it was; the next poll shows it again.
    if (kind) markRead(kind).catch(() => undefined);
  }, [kind, pathname]);
}
