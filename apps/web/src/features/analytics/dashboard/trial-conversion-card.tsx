/**
 * Today's trial conversion rate (trial conversions / trials of the day, as the server computes it) against
 * yesterday's and the same weekday's a week ago, beside the new subscribers.
 */
import { useTranslation } from 'react-i18next';
import type { DashboardSummary } from '../api';
import { useFormat } from '../figures/format';
import { StatCard, type StatLine } from '../figures/stat-card';

type Day = DashboardSummary['today'];

export function TrialConversionCard({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const text = (day: Day) => (day.trialConversionRate === null ? '—' : format.percentText(day.trialConversionRate));
  const value = (day: Day) => Number(day.trialConversionRate ?? 0);
  const against = [
    { label: t('dashboard.vsYesterday'), day: summary.yesterday },
    { label: t('dashboard.vsLastWeek'), day: summary.lastWeek },
  ];
  const line: StatLine = {
    key: 'trial_conversion_rate',
    text: text(summary.today),
    now: value(summary.today),
    against: against.map(({ label, day }) => ({ label, value: value(day), text: text(day) })),
  };
  return <StatCard metric="trial_conversion_rate" lines={[line]} format={format} />;
}
