/**
 * What the members module offers other modules: the member a member site names by e-mail, the ban from
 * commenting a moderator puts on a member (lifted on the member's page, `lift-comment-ban`), the writes of
 * a member's erasure, the pay-per-view spends a member site reports (`spends.ts`), and the coin balance the
 * ledger's coin entries move (`coin-balance.ts`).
 */
import { eq, sql } from 'drizzle-orm';
import { erasedEmail, erasedUsername, type MemberBatchRow } from '@backlot/contract';
import { type Executor, queryRows } from '../../db/client.js';
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

/** The member's personal fields: what an erasure replaces, and what earlier audit entries stop showing. */
export const PERSONAL_FIELDS = [
  'username',
  'email',
  'first_name',
  'last_name',
  'birthdate',
  'phone',
  'avatar_id',
  'banner_id',
  'visitor_id',
  'referrer',
  'landing_page',
] as const;

/** The member to erase, locked for the rest of the transaction. */
export async function memberToErase(tx: Executor, id: number) {
  const [member] = await tx
    .select({ status: members.status, email: members.email, visitorId: members.visitorId, erasedAt: members.erasedAt })
    .from(members)
    .where(eq(members.id, id))
    .for('update');
  return member;
}

/** Replaces the member's personal fields and disables them; the row stays, so money records keep their member. */
export async function erasePersonalFields(tx: Executor, id: number, erasedAt: Date) {
  await tx
    .update(members)
    .set({
      username: erasedUsername(id),
      email: erasedEmail(id),
      firstName: null,
      lastName: null,
      birthdate: null,
      phone: null,
      avatarId: null,
      bannerId: null,
      visitorId: null,
      referrer: null,
      landingPage: null,
      status: 'disabled',
      erasedAt,
      updatedAt: erasedAt,
    })
    .where(eq(members.id, id));
}

/** A member used an e-mail link (`mail`): their record touched, their address verified by a verifying link. */
export async function linkRedeemed(tx: Executor, memberId: number, verifiesEmail: boolean) {
  const verified = verifiesEmail ? sql`, email_verified_at = coalesce(email_verified_at, now())` : sql``;
  const [member] = await queryRows<{ member_id: number; email: string }>(
    tx,
    sql`update members set updated_at = now() ${verified} where id = ${memberId} returning id as member_id, email`,
  );
  return member!;
}

export { recordSpend, spendOfSite, type ReportedSpend } from './spends.js';
export { coinBalanceOf, lowerCoinBalance, raiseCoinBalance, setCoinBalance } from './coin-balance.js';

/** Rows per INSERT of a member batch: one JSON parameter each, so the size is set by memory, not parameters. */
const INSERT_CHUNK = 2000;

/**
 * Inserts a staff batch's members (active, no attribution), a chunk per statement; their ids in order. Each
 * chunk travels as one JSON parameter expanded by `json_to_recordset`: on the embedded database this halves the
 * time of binding six parameters a row. Most of what remains is the trigram indexes' upkeep.
 */
export async function insertBatchMembers(ex: Executor, rows: MemberBatchRow[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = JSON.stringify(rows.slice(start, start + INSERT_CHUNK));
    const inserted = await queryRows<{ id: number }>(
      ex,
      sql`insert into ${members} (username, email, first_name, last_name, birthdate, phone, status)
          select username, email, nullif(first_name, ''), nullif(last_name, ''), birthdate, nullif(phone, ''), 'active'
          from rows from (json_to_recordset(${chunk}::json)
            as (username text, email text, first_name text, last_name text, birthdate date, phone text))
            with ordinality as r(username, email, first_name, last_name, birthdate, phone, n)
          order by n
          returning id`,
    );
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/** A member a site's sign-up makes. */
export type SignedUpMember = typeof members.$inferInsert;

/** Inserts the sign-ups' members; one whose name a member took meanwhile is left out. Their ids and e-mails. */
export function insertSignedUpMembers(tx: Executor, rows: SignedUpMember[]) {
  return tx.insert(members).values(rows).onConflictDoNothing().returning({ id: members.id, email: members.email });
}

/** Moves each member's `last_login_at` to the time given, never back. */
export async function recordLastLogins(tx: Executor, logins: Array<{ id: number; at: Date }>) {
  if (!logins.length) return;
  const pairs = logins.map(({ id, at }) => sql`(${id}::integer, ${at.toISOString()}::timestamptz)`);
  await tx.execute(
    sql`update ${members} set last_login_at = greatest(${members.lastLoginAt}, l.at)
      from (values ${sql.join(pairs, sql`, `)}) as l(id, at) where ${members.id} = l.id`,
  );
}
