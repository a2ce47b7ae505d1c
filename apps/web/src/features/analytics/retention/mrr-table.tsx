/**
 * MRR month by month in one currency (a switch when there are several: currencies are never added): the MRR
 * at the month's start, its movements, at its end, and the subscribers and churn rates.
 */
import { useTranslation } from 'react-i18next';
import type { MrrAnswer, MrrMonth } from '../api';
import { figureColumn } from '../figures/columns';
import { useCurrency } from '../figures/currency-switch';
import { FigureTable } from '../figures/figure-table';
import { useFormat } from '../figures/format';
import { camelKey } from '../../../lib/api/case';

const MONEY = [
  'opening_mrr',
  'new_mrr',
  'expansion_mrr',
  'reactivation_mrr',
  'contraction_mrr',
  'churned_mrr',
  'mrr',
] as const;
const COUNTS = ['opening_subscribers', 'subscribers', 'churned_subscribers'] as const;
const RATES = ['subscriber_churn_rate', 'revenue_churn_rate'] as const;
const field = <K extends string>(metric: K) => camelKey(metric) as keyof MrrMonth;

export function MrrTable({ answer, loading }: { answer?: MrrAnswer; loading: boolean }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const { currency, control } = useCurrency(answer?.data.map((d) => d.currency) ?? []);
  const rows = answer?.data.find((d) => d.currency === currency)?.months ?? (answer ? [] : undefined);
  return (
    <FigureTable<MrrMonth>
      title={currency ? t('retention.mrrIn', { currency }) : t('retention.mrrTable')}
      extra={control}
      loading={loading}
      rows={rows}
      rowKey={(row) => row.month}
      columns={[
        { key: 'month', title: t('retention.month'), dataIndex: 'month' },
        ...MONEY.map((m) => figureColumn<MrrMonth>(m, (row) => format.money(String(row[field(m)]), currency!))),
        ...COUNTS.map((m) => figureColumn<MrrMonth>(m, (row) => format.count(Number(row[field(m)])))),
        ...RATES.map((m) =>
          figureColumn<MrrMonth>(m, (row) => {
            const rate = row[field(m)];
            return rate === null ? '—' : format.percentText(String(rate));
          }),
        ),
      ]}
    />
  );
}
