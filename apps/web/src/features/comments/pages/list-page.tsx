import type { PermissionName } from '@backlot/contract';
import { type BulkAction, ResourceList, useResourceT } from '../../../lib/resource';
import { commentsApi } from '../api';
import { commentResource } from '../resource';

/** Every moderation action for the selected comments: one call per comment, each audited. */
function useBulkActions(): BulkAction[] {
  const t = useResourceT('comments');
  const each = (key: string, action: string, permission: PermissionName, danger = false): BulkAction => ({
    key,
    label: t(`bulk.${key}`),
    permission,
    danger,
    confirm: (count) => t(`bulk.${key}Confirm`, { count }),
    run: (id) => commentsApi.action(id, action),
  });
  return [
    each('rejectReport', 'reject-report', 'reject-report-comments'),
    each('disable', 'disable', 'disable-comments'),
    each('enable', 'enable', 'enable-comments'),
    each('ban', 'ban', 'ban-comments', true),
  ];
}

/** The moderation queue: reported comments first, worked through from the keyboard or in bulk. */
export default function CommentListPage() {
  const bulkActions = useBulkActions();
  return <ResourceList resource={commentResource} queue bulkDelete bulkActions={bulkActions} />;
}
