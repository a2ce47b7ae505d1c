/**
 * Members' revenue (`GET /users/userRevenueToCSV`, under `export-users`): `user_revenue.csv`, one row per member
 * and currency (amounts of two currencies are never added), members in id order, streamed. `orders` counts the
 * successful charges not voided; `gross` is their sum less what voids cancelled, `fees` those orders' fees (a
 * voided charge has none), `refunds` and `chargebacks` what was taken back, `voids` what voids cancelled of the
 * period's charges (apart: a void is no refund, and counts with its charge's day), `net` = gross - fees - refunds
 * - chargebacks, as the figures of the dashboards define it. Amounts are decimal strings in the currency.
 * Filters: the members' channel, and the days the charges and reversals happened.
 */
import { z } from 'zod';
import { dateRange, filters, idFilter } from './filters.js';

export const userRevenueFilters = filters({ channel_id: idFilter(), paid: dateRange() });
export const userRevenueQuery = z.strictObject(userRevenueFilters.query);
/** The columns of `user_revenue.csv`: one row per member and currency. */
export const USER_REVENUE_COLUMNS = [
  'member_id',
  'username',
  'email',
  'currency',
  'orders',
  'gross',
  'fees',
  'refunds',
  'chargebacks',
  'voids',
  'net',
] as const;
