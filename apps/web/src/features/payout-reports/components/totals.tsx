/**
 * A reconciliation's totals: statement, ledger and their difference (red unless zero) for each figure. Side by
 * side in a table on a wide screen; on a phone, one small card a figure, so no amount is cut off.
 */
import { Descriptions, Flex, Grid, Table, Typography } from 'antd';
import { MoneyText, useResourceT } from '../../../lib/resource';
import type { Reconciliation } from '../api';

type Figure = 'gross' | 'fees' | 'reserve';
export const FIGURES: Figure[] = ['gross', 'fees', 'reserve'];
export const isZero = (amount: string) => Number(amount) === 0;
const SIDES = ['statement', 'ledger', 'difference'] as const;

export function Totals({ data }: { data: Reconciliation }) {
  const t = useResourceT('payout-reports');
  const wide = Grid.useBreakpoint().md;
  const amount = (figure: Figure, side: (typeof SIDES)[number]) => {
    if (side !== 'difference') return <MoneyText amount={data[side][figure]} currency={data.currency} />;
    const difference = data.differences[figure];
    return (
      <Typography.Text type={isZero(difference) ? undefined : 'danger'} strong>
        <MoneyText amount={difference} currency={data.currency} />
      </Typography.Text>
    );
  };
  if (!wide)
    return (
      <Flex vertical gap={8}>
        {FIGURES.map((figure) => (
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
      dataSource={FIGURES.map((figure) => ({ figure }))}
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
