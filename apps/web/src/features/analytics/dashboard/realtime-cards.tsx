/** Members online and the last hour's revenue, read again every 30 s while the dashboard is open. */
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { analyticsQuery, REALTIME_REFRESH_MS, type RealtimeRevenues, type RealtimeUsers } from '../api';
import { MoneyLines } from '../figures/columns';
import { useFormat } from '../figures/format';
import { MetricTitle } from '../figures/metric-title';
import { useRead } from '../../../lib/api/use-read';

export function RealtimeCards() {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const users = useRead(analyticsQuery<RealtimeUsers>('/dashboard/real-time-users', {}, REALTIME_REFRESH_MS));
  const revenue = useRead(analyticsQuery<RealtimeRevenues>('/dashboard/real-time-revenues', {}, REALTIME_REFRESH_MS));
  const count = (value?: number) => (value === undefined ? '—' : format.count(value));
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} sm={12} lg={8}>
        <Card
          size="small"
          title={t('dashboard.online')}
          extra={<Typography.Text type="secondary">{t('dashboard.live')}</Typography.Text>}
        >
          <Row gutter={16}>
            <Col span={12}>
              <Statistic title={<MetricTitle metric="realtime_members" />} value={count(users.data?.members)} />
            </Col>
            <Col span={12}>
              <Statistic title={<MetricTitle metric="realtime_visitors" />} value={count(users.data?.visitors)} />
            </Col>
          </Row>
        </Card>
      </Col>
      <Col xs={24} sm={12} lg={8}>
        <Card
          size="small"
          title={t('dashboard.lastHour')}
          extra={<Typography.Text type="secondary">{t('dashboard.live')}</Typography.Text>}
        >
          <Row gutter={16}>
            <Col span={12}>
              <Statistic
                title={<MetricTitle metric="gross" />}
                valueRender={() => (
                  <MoneyLines money={revenue.data?.figures.money ?? []} metric="gross" format={format} />
                )}
              />
            </Col>
            <Col span={12}>
              <Statistic title={<MetricTitle metric="charges" />} value={count(revenue.data?.figures.charges)} />
            </Col>
          </Row>
        </Card>
      </Col>
    </Row>
  );
}
