/**
 * A reconciliation's totals: statement, ledger and their difference (red unless zero) for gross, fees, net and
 * the reserve held, each a line; then the statement's reserve released and payout (no ledger side: '—'). Side
 * by side in a table on a wide screen; on a phone, one small card a figure, so no amount is cut off.
 */
import { Descriptions, Flex, Table, Typography } from 'antd';
import { useScreens } from '../../../lib/use-screens';
import { RECONCILED_FIGURES } from '@backlot/contract';
import { MoneyText, useResourceT } from '../../../lib/resource';
import type { Reconciliation } from '../api';
import { camelKey } from '../../../lib/api/case';

type Compared = (typeof RECONCILED_FIGURES)[number];
type StatementOnly = 'reserve_released' | 'paid_out';
type Figure = Compared | StatementOnly;
export const FIGURES: readonly Compared[] = RECONCILED_FIGURES;
const ROWS: readonly Figure[] = [...RECONCILED_FIGURES, 'reserve_released', 'paid_out'];
const isCompared = (figure: Figure): figure is Compared => (FIGURES as readonly string[]).includes(figure);
/** A compared figure's difference, as the client names it. */
export const differenceOf = (data: Reconciliation, figure: Compared) =>
  data.differences[camelKey(figure) as keyof Reconciliation['differences']];
export const isZero = (amount: string) => Number(amount) === 0;
const SIDES = ['statement', 'ledger', 'difference'] as const;

export function Totals({ data }: { data: Reconciliation }) {
  const t = useResourceT('payout-reports');
  const wide = useScreens().md;
  const amount = (figure: Figure, side: (typeof SIDES)[number]) => {
    const field = camelKey(figure) as keyof Reconciliation['differences'] & keyof Reconciliation['statement'];
    if (side === 'statement') return <MoneyText amount={String(data.statement[field])} currency={data.currency} />;
    if (!isCompared(figure)) return '—';
    if (side === 'ledger') return <MoneyText amount={data.ledger[field]} currency={data.currency} />;
    const difference = data.differences[field];
    return (
      <Typography.Text type={isZero(difference) ? undefined : 'danger'} strong>
        <MoneyText amount={difference} currency={data.currency} />
      </Typography.Text>
    );
  };
  if (!wide)
    return (
      <Flex vertical gap={8}>
        {ROWS.map((figure) => (
          <Descriptions
            key={figure}
            size="small"
            bordered
            column={1}
            title={t(`reconciliation.${figure}`)}
            items={SIDES.map((side) => ({
              key: side,
              label: t(`reconciliation.${side}`),
              children: amount(figure, side),
            }))}
          />
        ))}
      </Flex>
    );
  return (
    <Table
      size="small"
      rowKey="figure"
      pagination={false}
      dataSource={ROWS.map((figure) => ({ figure }))}
      columns={[
        { title: t('reconciliation.figure'), dataIndex: 'figure', render: (f: Figure) => t(`reconciliation.${f}`) },
        ...SIDES.map((side) => ({
          key: side,
          title: t(`reconciliation.${side}`),
          align: 'right' as const,
          render: (_: unknown, { figure }: { figure: Figure }) => amount(figure, side),
        })),
      ]}
    />
  );
}
