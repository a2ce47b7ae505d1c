/** What the ratios are, with the programmes' thresholds as the contract states them. */
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ECP_THRESHOLDS, VAMP_THRESHOLDS } from '@backlot/contract';
import { LinkButton } from '../../../lib/resource';
import { useFormat } from '../figures/format';

export const REFUND_STATISTICS_PATH = '/analytics/daily/refund-statistics';

export function SchemeHelp() {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const [vamp] = VAMP_THRESHOLDS;
  const levels = [...ECP_THRESHOLDS]
    .reverse()
    .map(({ level, percent, count }) =>
      t('schemes.help.ecpLevel', { level: t(`schemes.level.${level}`), percent, count: format.count(count) }),
    )
    .join(t('schemes.help.separator'));
  return (
    <Card size="small" title={t('schemes.help.title')}>
      <Typography.Paragraph>
        {t('schemes.help.vamp', { percent: vamp!.percent, count: format.count(vamp!.count) })}
      </Typography.Paragraph>
      <Typography.Paragraph>{t('schemes.help.ecp', { levels })}</Typography.Paragraph>
      <Typography.Paragraph>{t('schemes.help.base')}</Typography.Paragraph>
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        {t('schemes.help.refunds')}{' '}
        <LinkButton to={REFUND_STATISTICS_PATH} type="link" size="small">
          {t('schemes.help.openRefunds')}
        </LinkButton>
      </Typography.Paragraph>
    </Card>
  );
}
