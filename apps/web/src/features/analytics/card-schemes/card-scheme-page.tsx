/**
 * /analytics/daily/card-schemes: each month's chargeback ratio per site and processor, and the level it reaches in
 * the Visa VAMP and Mastercard ECP programmes, newest month first, with the definitions above the table.
 */
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { analyticsQuery, CARD_SCHEMES_PATH, type CardSchemeAnswer, type CardSchemeRow } from '../api';
import { FigureTable } from '../figures/figure-table';
import { useFormat } from '../figures/format';
import { MonthBar } from '../retention/month-bar';
import { useMonths } from '../retention/use-months';
import { SchemeHelp } from './scheme-help';
import { SchemeLevel } from './scheme-level';
import { useRead } from '../../../lib/api/use-read';

export default function CardSchemePage() {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const { query } = useMonths();
  const { data, isPending } = useRead(analyticsQuery<CardSchemeAnswer>(CARD_SCHEMES_PATH, query));
  return (
    <Flex vertical gap={16}>
      <MonthBar shown={data?.months} />
      <FigureTable<CardSchemeRow>
        title={t('schemes.table')}
        loading={isPending}
        rows={data?.data}
        rowKey={(row) => `${row.month}:${row.siteId}:${row.processor}`}
        columns={[
          { key: 'month', title: t('schemes.month'), dataIndex: 'month' },
          { key: 'site', title: t('schemes.site'), render: (_, row) => row.siteName ?? `#${row.siteId}` },
          { key: 'processor', title: t('schemes.processor'), render: (_, row) => t(`processor.${row.processor}`) },
          { key: 'merchant', title: t('schemes.merchant'), render: (_, row) => row.merchantId ?? '—' },
          {
            key: 'previous',
            title: t('schemes.previousTransactions'),
            align: 'right',
            render: (_, row) => format.count(row.previousTransactions),
          },
          {
            key: 'transactions',
            title: t('schemes.transactions'),
            align: 'right',
            render: (_, row) => format.count(row.transactions),
          },
          {
            key: 'chargebacks',
            title: t('schemes.chargebacks'),
            align: 'right',
            render: (_, row) => format.count(row.chargebacks),
          },
          {
            key: 'ratio',
            title: t('schemes.ratio'),
            align: 'right',
            render: (_, row) => (row.ratio === null ? '—' : format.percentText(row.ratio)),
          },
          { key: 'vamp', title: t('schemes.vamp'), render: (_, row) => <SchemeLevel level={row.vampLevel} /> },
          { key: 'ecp', title: t('schemes.ecp'), render: (_, row) => <SchemeLevel level={row.ecpLevel} /> },
        ]}
      />
      <SchemeHelp />
    </Flex>
  );
}
