/** What the comments offer other modules' writes: a member's comments removed at their erasure. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { comments } from '../../db/schema/index.js';

/** Deletes the comments a member wrote (and the reports of them, by their foreign key); how many. */
export async function deleteCommentsBy(tx: Executor, memberId: number) {
  const deleted = await tx.delete(comments).where(eq(comments.memberId, memberId)).returning({ id: comments.id });
  return deleted.length;
}
