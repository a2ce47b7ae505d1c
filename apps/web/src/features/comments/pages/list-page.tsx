import { type BulkAction, ResourceList, useResourceT } from '../../../lib/resource';
import { commentsApi } from '../api';
import { commentResource } from '../resource';

/** Every moderation action for the selected comments: one call per comment, each audited. */
function useBulkActions(): BulkAction[] {
  const t = useResourceT('comments');
  const each = (key: string, action: string, danger = false): BulkAction => ({
    key,
    label: t(`bulk.${key}`),
    permission: `${action}-comments` as BulkAction['permission'],
    danger,
    confirm: (count) => t(`bulk.${key}Confirm`, { count }),
    run: (id) => commentsApi.action(id, action),
  });
  return [
    each('rejectReport', 'reject-report'),
    each('disable', 'disable'),
    each('enable', 'enable'),
    each('ban', 'ban', true),
  ];
}

/** The moderation queue: reported comments first, worked through from the keyboard or in bulk. */
export default function CommentListPage() {
  return <ResourceList resource={commentResource} queue bulkDelete bulkActions={useBulkActions()} />;
}
