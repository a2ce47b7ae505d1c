/**
 * /analytics/retention/cohorts: members by join month and how many still pay 1 to 12 months later. Every
 * member (with the company-wide figures, `view-daily-data`), or the members a channel brought — a partner's
 * channels only, as the server limits them.
 */
import { Flex } from 'antd';
import { useCan } from '../../../lib/permissions';
import { analyticsQuery, type CohortRetention } from '../api';
import { CohortTable } from './cohort-table';
import { MonthBar } from './month-bar';
import { useMonths } from './use-months';
import { useRead } from '../../../lib/api/use-read';

export default function CohortPage() {
  const { query } = useMonths();
  const company = useCan()('view-daily-data') && !query.channel_id;
  const path = company ? '/analytics/retention/cohorts' : '/analytics/channel/retention/cohorts';
  const { data, isPending } = useRead(analyticsQuery<CohortRetention>(path, query));
  return (
    <Flex vertical gap={16}>
      <MonthBar channel shown={data?.months} />
      <CohortTable answer={data} loading={isPending} />
    </Flex>
  );
}
