import { ResourceList } from '../../../lib/resource';
import { commentResource } from '../resource';

/**
 * The moderation queue: reported comments first, worked through from the keyboard or in bulk (the manifest's
 * bulk actions: one call for all the selected comments, each audited).
 */
export default function CommentListPage() {
  return <ResourceList resource={commentResource} queue />;
}
