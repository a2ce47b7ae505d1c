/** Periods of access: a plan's count of days, weeks, months or years added to an instant, in UTC. */
export type PeriodUnit = 'day' | 'week' | 'month' | 'year';
export type Period = { count: number; unit: PeriodUnit };

/** `at` plus `period`; a month from January 31 ends on the last day of February. */
export function addPeriod(at: Date, { count, unit }: Period): Date {
  const next = new Date(at.getTime());
  if (unit === 'day' || unit === 'week') {
    next.setUTCDate(next.getUTCDate() + count * (unit === 'week' ? 7 : 1));
    return next;
  }
  const months = unit === 'year' ? count * 12 : count;
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  return next;
}

type PlanPeriods = {
  type: string;
  onceCount: number | null;
  onceUnit: string | null;
  initialCount: number | null;
  initialUnit: string | null;
  recurringCount: number | null;
  recurringUnit: string | null;
};

const periodOf = (count: number | null, unit: string | null): Period | null =>
  count && unit ? { count, unit: unit as PeriodUnit } : null;

/** Days in a period, roughly: to compare an initial period with the recurring one. */
const roughDays = ({ count, unit }: Period) => count * { day: 1, week: 7, month: 30, year: 365 }[unit];

/** The access a charge of `plan` buys at its stage: the initial period first, the recurring one afterwards. */
export function periodFor(plan: PlanPeriods, stage: 'initial' | 'renewal'): Period {
  if (plan.type === 'one_time') return periodOf(plan.onceCount, plan.onceUnit) ?? { count: 1, unit: 'month' };
  const recurring = periodOf(plan.recurringCount, plan.recurringUnit) ?? { count: 1, unit: 'month' };
  if (stage === 'renewal') return recurring;
  return periodOf(plan.initialCount, plan.initialUnit) ?? recurring;
}

/**
 * Whether a plan's first charge starts a trial: its initial period is shorter than the recurring one (three
 * days for 1.00, then monthly). A processor that says so itself (Epoch's F and T) is believed instead.
 */
export function startsWithTrial(plan: PlanPeriods): boolean {
  const initial = periodOf(plan.initialCount, plan.initialUnit);
  const recurring = periodOf(plan.recurringCount, plan.recurringUnit);
  return plan.type === 'subscription' && !!initial && !!recurring && roughDays(initial) < roughDays(recurring);
}
