/**
 * /dashboard: with the dashboard permission, the company's figures — today against yesterday and last week,
 * the real-time figures, the period's trends, top channels and plans, devices; without it, the greeting and
 * the sections the admin can reach. Above either, while a first start's demo data arrives, a notice saying so,
 * and the cards features add (the identity documents to renew, to staff who keep the compliance records).
 */
import { Col, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DashboardCards } from '../../../lib/dashboard-cards';
import { useCan } from '../../../lib/permissions';
import { SchemeWarning } from '../card-schemes/scheme-warning';
import { PeriodBar } from '../period/period-bar';
import { usePeriod } from '../period/use-period';
import { DayCards } from './day-cards';
import { DemoArriving } from './demo-arriving';
import { DevicesChart } from './devices-chart';
import { Greeting } from './greeting';
import { MemberTrend } from './member-trend';
import { RealtimeCards } from './realtime-cards';
import { RevenueTrend } from './revenue-trend';
import { TopLists } from './top-lists';

function Figures() {
  const { t } = useTranslation('analytics');
  const { query } = usePeriod();
  return (
    <Flex vertical gap={16}>
      <SchemeWarning />
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('dashboard.today')}
      </Typography.Title>
      <RealtimeCards />
      <DayCards />
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('dashboard.period')}
      </Typography.Title>
      <PeriodBar />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <RevenueTrend query={query} />
        </Col>
        <Col xs={24} xl={12}>
          <MemberTrend query={query} />
        </Col>
      </Row>
      <TopLists query={query} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <DevicesChart query={query} />
        </Col>
      </Row>
    </Flex>
  );
}

export default function DashboardPage() {
  return (
    <Flex vertical gap={16}>
      <DemoArriving />
      <DashboardCards />
      {useCan()('view-dashboard') ? <Figures /> : <Greeting />}
    </Flex>
  );
}
