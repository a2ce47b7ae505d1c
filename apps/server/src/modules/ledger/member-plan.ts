/**
 * A member's plan and dates, derived when read from their current subscription — the latest one still giving
 * access (trial, active, past due, cancelled), else the latest — never stored on the member. Scalar subqueries
 * on `subscriptions_member_idx`, for the members' list and show.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { qualified } from '../../db/qualified.js';
import { subscriptions } from '../../db/schema/index.js';
import { planNameOf } from '../plans/read.js';

const current = (memberId: PgColumn, pick: SQL) =>
  sql`(select ${pick} from ${subscriptions} s
    where s.member_id = ${qualified(memberId)}
    order by (s.status <> 'expired') desc, s.started_at desc, s.id desc limit 1)`;

const day = (instant: SQL) => sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD')`;

/** The answer fields of a member's current subscription, by wire name. */
export function memberPlanColumns(memberId: PgColumn): Record<string, SQL> {
  return {
    plan_id: current(memberId, sql`s.plan_id`),
    plan: current(memberId, planNameOf(sql`s.plan_id`)),
    subscription_status: current(memberId, sql`s.status`),
    start_date: current(memberId, day(sql`s.started_at`)),
    end_date: current(memberId, day(sql`least(s.ended_at, s.paid_through)`)),
  };
}
