/** Refunds, chargebacks and voids per processor and currency, with their rates (percent of the successful charges). */
import { useTranslation } from 'react-i18next';
import type { RefundStatistics } from '../api';
import { figureColumn } from '../figures/columns';
import { FigureTable } from '../figures/figure-table';
import { useFormat } from '../figures/format';

type Row = RefundStatistics['data'][number];
/**
 * Charges, then refunds, then chargebacks: each its count, its amount and (but for charges) its rates — of the
 * count and of the amount; then voids apart (no refunds: charges cancelled before settlement, out of charges).
 */
const GROUPS = [
  { count: 'charges', amount: 'gross', rates: [] },
  { count: 'refunds', amount: 'refundAmount', rates: ['refundRate', 'refundAmountRate'] },
  { count: 'chargebacks', amount: 'chargebackAmount', rates: ['chargebackRate', 'chargebackAmountRate'] },
  { count: 'voids', amount: 'voidAmount', rates: [] },
] as const satisfies ReadonlyArray<{ count: keyof Row; amount: keyof Row; rates: ReadonlyArray<keyof Row> }>;
const metricOf = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function RefundTable({ answer, loading }: { answer?: RefundStatistics; loading: boolean }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const rateText = (rate: string | null) => (rate === null ? '—' : format.percentText(rate));
  return (
    <FigureTable<Row>
      title={t('daily.refundsByProcessor')}
      loading={loading}
      rows={answer?.data}
      rowKey={(row) => `${row.processor}:${row.currency}`}
      columns={[
        {
          key: 'processor',
          title: t('column.processor'),
          render: (_, row) => (row.processor ? t(`processor.${row.processor}`, row.processor) : t('column.none')),
        },
        { key: 'currency', title: t('column.currency'), dataIndex: 'currency' },
        ...GROUPS.flatMap((group) => [
          figureColumn<Row>(metricOf(group.count), (row) => format.count(row[group.count])),
          figureColumn<Row>(metricOf(group.amount), (row) => format.money(row[group.amount], row.currency)),
          ...group.rates.map((rate) => figureColumn<Row>(metricOf(rate), (row) => rateText(row[rate]))),
        ]),
      ]}
    />
  );
}
