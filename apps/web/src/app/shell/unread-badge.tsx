/**
 * The unread count on a menu entry: a badge beside the link (99+ past 99), kept out of the link's name so the
 * entry is still found by its title; the count reads as the link's description ("3 unread"). A group holding
 * an entry with unread arrivals shows a dot, so a closed group still says where to look.
 */
import { Badge } from 'antd';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnreadKind } from '@backlot/contract';
import type { MenuEntry } from '../../lib/routes';
import type { UnreadCounts } from '../../lib/unread';

/** What the badge shows: the count, `99+` from 100 (the server stops counting at 100). */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/** The sum of the unread counts of `entry` and what it holds. */
export function unreadIn(entry: MenuEntry, counts: UnreadCounts): number {
  const own = entry.unread ? (counts[entry.unread] ?? 0) : 0;
  return own + (entry.children ?? []).reduce((sum, child) => sum + unreadIn(child, counts), 0);
}

/** A menu link with its unread count: `link` gets the description's id. */
export function WithUnread({
  kind,
  counts,
  children,
}: {
  kind: UnreadKind | undefined;
  counts: UnreadCounts;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const { t } = useTranslation('app');
  const id = useId();
  const count = kind ? (counts[kind] ?? 0) : 0;
  if (count === 0) return children(undefined);
  return (
    <>
      {children(id)}
      <span aria-hidden="true">
        <Badge count={badgeText(count)} style={{ marginInlineStart: 8, boxShadow: 'none' }} />
      </span>
      <span id={id} hidden>
        {t('unread.count', { count: Math.min(count, 100), shown: badgeText(count) })}
      </span>
    </>
  );
}

/** A group's title with a dot when something inside it is unread. */
export function GroupTitle({ title, unread }: { title: string; unread: number }) {
  if (unread === 0) return title;
  return (
    <>
      {title}
      <span aria-hidden="true">
        <Badge dot style={{ marginInlineStart: 6 }} />
      </span>
    </>
  );
}
