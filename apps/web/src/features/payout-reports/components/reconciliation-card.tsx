/**
 * A statement against the ledger: the totals side by side with their differences, whether it balances, and
 * (for an imported statement) the transactions that differ or are on one side only.
 */
import { Alert, Card, Flex, Typography } from 'antd';
import { useRead } from '../../../lib/api/use-read';
import { formatInstant, MoneyText, useLanguage, useResourceT } from '../../../lib/resource';
import { reconciliationOf } from '../api';
import { differenceOf, FIGURES, isZero, Totals } from './totals';
import { TransactionList } from './transaction-list';

export function ReconciliationCard({ id }: { id: number }) {
  const t = useResourceT('payout-reports');
  const language = useLanguage();
  const { data } = useRead(reconciliationOf(id));
  if (!data) return <Card loading title={t('reconciliation.title')} />;
  const balanced =
    FIGURES.every((figure) => isZero(differenceOf(data, figure))) &&
    data.mismatchedCount + data.statementOnlyCount + data.ledgerOnlyCount === 0;
  const money = (amount: string, currency = data.currency) => <MoneyText amount={amount} currency={currency} />;
  const when = (at: string | null) => (at ? formatInstant(at, language) : '—');
  return (
    <Card title={t('reconciliation.title')}>
      <Flex vertical gap={16}>
        <Alert
          type={balanced ? 'success' : 'warning'}
          showIcon
          title={t(balanced ? 'reconciliation.balanced' : 'reconciliation.unbalanced')}
          description={t('reconciliation.counts', {
            lines: data.statement.lines,
            transactions: data.ledger.transactions,
          })}
        />
        <Totals data={data} />
        {!isZero(data.netUnexplained) && (
          <Alert type="warning" showIcon title={t('reconciliation.netUnexplained', { amount: data.netUnexplained })} />
        )}
        {data.otherCurrencies.length > 0 && (
          <Typography.Text type="secondary">
            {t('reconciliation.otherCurrencies', {
              list: data.otherCurrencies.map((c) => `${c.currency} × ${c.transactions}`).join(', '),
            })}
          </Typography.Text>
        )}
        {!data.linesCompared ? (
          <Alert type="info" showIcon title={t('reconciliation.totalsOnly')} />
        ) : (
          <>
            <Typography.Text>{t('reconciliation.matched', { count: data.matched })}</Typography.Text>
            <TransactionList
              title="reconciliation.mismatched"
              count={data.mismatchedCount}
              rows={data.mismatched.map((line) => ({
                key: `${line.processorRef}:${line.kind}`,
                ref: line.processorRef,
                type: line.kind,
                amount: money(line.amount),
                ledgerType: line.ledgerType,
                ledgerAmount: money(line.ledgerAmount, line.ledgerCurrency),
                when: when(line.occurredAt),
              }))}
              compared
            />
            <TransactionList
              title="reconciliation.statementOnly"
              count={data.statementOnlyCount}
              rows={data.statementOnly.map((line) => ({
                key: `${line.processorRef}:${line.kind}`,
                ref: line.processorRef,
                type: line.kind,
                amount: money(line.amount),
                when: when(line.occurredAt),
              }))}
            />
            <TransactionList
              title="reconciliation.ledgerOnly"
              count={data.ledgerOnlyCount}
              rows={data.ledgerOnly.map((line) => ({
                key: String(line.transactionId),
                ref: line.processorRef,
                type: line.type,
                amount: money(line.amount, line.currency),
                when: when(line.occurredAt),
              }))}
            />
          </>
        )}
      </Flex>
    </Card>
  );
}
