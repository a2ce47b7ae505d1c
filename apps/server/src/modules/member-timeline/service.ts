/** What the member timeline offers other modules' writes: a member's notes removed at their erasure. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { memberNotes } from '../../db/schema/index.js';

/** Deletes the staff notes about a member; how many. */
export async function deleteNotesOf(tx: Executor, memberId: number) {
  const deleted = await tx
    .delete(memberNotes)
    .where(eq(memberNotes.memberId, memberId))
    .returning({ id: memberNotes.id });
  return deleted.length;
}
