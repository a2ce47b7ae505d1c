import type { Comment as CommentWire, CommentReport as CommentReportWire } from '@backlot/contract';
import { resourceApi, type Camelize } from '../../lib/resource';

export type Comment = Camelize<CommentWire>;
export type CommentReport = Camelize<CommentReportWire>;

export const commentsApi = resourceApi<Comment>('comments');
/** Cached under the comments' key: moderating a comment refreshes its reports. */
export const reportsApi = resourceApi<CommentReport>('comments/reports', 'comments');
