/**
 * The dashboard's warning when a merchant account has reached a card-scheme programme's level in the newest month
 * (the current one, so far): which account, which programme, at what ratio, and the way to the ratios' page. Only
 * for admins who may read the ratios.
 */
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/permissions';
import { LinkButton } from '../../../lib/resource';
import { analyticsQuery, CARD_SCHEMES_PATH, type CardSchemeAnswer } from '../api';
import { useRead } from '../../../lib/api/use-read';

export const CARD_SCHEMES_PAGE = '/analytics/daily/card-schemes';

export function SchemeWarning() {
  const { t } = useTranslation('analytics');
  const allowed = useCan()('view-refund-statistics');
  const { data } = useRead({ ...analyticsQuery<CardSchemeAnswer>(CARD_SCHEMES_PATH), enabled: allowed });
  const month = data?.months.to;
  const lines = (data?.data ?? [])
    .filter((row) => row.month === month)
    .flatMap((row) =>
      (
        [
          ['vamp', row.vampLevel],
          ['ecp', row.ecpLevel],
        ] as const
      )
        .filter(([, level]) => level !== 'ok')
        .map(([scheme, level]) => ({
          key: `${row.siteId}:${row.processor}:${scheme}`,
          text: t('schemes.warning.line', {
            site: row.siteName ?? `#${row.siteId}`,
            processor: t(`processor.${row.processor}`),
            scheme: t(`schemes.${scheme}`),
            level: t(`schemes.level.${level}`),
            ratio: row.ratio,
          }),
        })),
    );
  if (!allowed || !lines.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('schemes.warning.title', { month })}
      description={
        <>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {lines.map((line) => (
              <li key={line.key}>{line.text}</li>
            ))}
          </ul>
          <LinkButton to={CARD_SCHEMES_PAGE} type="link" size="small" style={{ paddingInline: 0 }}>
            {t('schemes.warning.open')}
          </LinkButton>
        </>
      }
    />
  );
}
