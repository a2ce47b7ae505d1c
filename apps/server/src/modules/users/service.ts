/**
 * What the members module offers other modules: the member a member site names by e-mail, and the ban from
 * commenting a moderator puts on a member (lifted on the member's page, `lift-comment-ban`).
 */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import { type AuditContext, recordAudit } from '../../platform/audit.js';

export type NamedMember = { id: number; username: string; commentBannedAt: Date | null };

export type MemberService = {
  /** The member with this e-mail, ignoring case (the index `members_email_key`). */
  byEmail(ex: Executor, email: string): Promise<NamedMember | undefined>;
  /** Bans the member from commenting, audited on the member; nothing when a ban is already in place. */
  banFromComments(tx: Executor, memberId: number, reason: string | null, ctx: AuditContext): Promise<void>;
};

const banColumns = {
  commentBannedAt: members.commentBannedAt,
  commentBannedBy: members.commentBannedBy,
  commentBanReason: members.commentBanReason,
};

export const memberService: MemberService = {
  async byEmail(ex, email) {
    const [row] = await ex
      .select({ id: members.id, username: members.username, commentBannedAt: members.commentBannedAt })
      .from(members)
      .where(sql`lower(${members.email}) = lower(${email})`)
      .limit(1);
    return row;
  },

  async banFromComments(tx, memberId, reason, ctx) {
    const [before] = await tx
      .select({ username: members.username, ...banColumns })
      .from(members)
      .where(eq(members.id, memberId))
      .for('update');
    if (!before || before.commentBannedAt) return;
    const [after] = await tx
      .update(members)
      .set({ commentBannedAt: new Date(), commentBannedBy: ctx.actorId, commentBanReason: reason })
      .where(eq(members.id, memberId))
      .returning(banColumns);
    const { username, ...was } = before;
    await recordAudit(tx, ctx, {
      action: 'ban-comments',
      resource: 'users',
      resourceId: memberId,
      label: username,
      before: was,
      after,
    });
  },
};
