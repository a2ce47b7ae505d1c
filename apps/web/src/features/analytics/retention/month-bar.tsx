/**
 * The months of a retention or MRR page (a range of calendar months, at most 24, none after this one) and, on
 * the cohort page, the channel: none is everyone the admin may read — every member with the company-wide
 * figures (`view-daily-data`), else every member the admin's channels brought.
 */
import { DatePicker, Flex } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MAX_MONTHS } from '@backlot/contract';
import { useCan } from '../../../lib/permissions';
import { RemoteSelect, type RelatedRecord } from '../../../lib/resource';
import { useMonths } from './use-months';

const MONTH = 'YYYY-MM';

type Props = {
  /** Whether a channel is picked here (the cohort page). */
  channel?: boolean;
  /** The months the server answered: shown while the address names none (its default). */
  shown?: { from: string; to: string };
};

export function MonthBar({ channel = false, shown }: Props) {
  const { t } = useTranslation('analytics');
  const { months, setMonths } = useMonths();
  const can = useCan();
  const company = can('view-daily-data');
  return (
    <Flex wrap gap={12} align="center" role="search" aria-label={t('retention.months')}>
      <DatePicker.RangePicker
        picker="month"
        aria-label={t('retention.months')}
        placeholder={[t('retention.fromMonth'), t('retention.toMonth')]}
        value={
          months.fromMonth && months.toMonth
            ? [dayjs(months.fromMonth), dayjs(months.toMonth)]
            : shown
              ? [dayjs(shown.from), dayjs(shown.to)]
              : null
        }
        disabledDate={(month, info) =>
          month.isAfter(dayjs(), 'month') || (!!info.from && Math.abs(month.diff(info.from, 'month')) >= MAX_MONTHS)
        }
        onChange={(picked) =>
          setMonths({
            ...months,
            ...(picked?.[0] && picked[1]
              ? { fromMonth: picked[0].format(MONTH), toMonth: picked[1].format(MONTH) }
              : { fromMonth: undefined, toMonth: undefined }),
          })
        }
      />
      {channel && can('list-channels') && (
        <RemoteSelect<RelatedRecord>
          allowClear
          style={{ minWidth: 180 }}
          path="channels"
          labelOf={(record) => String(record.utmSource ?? record.name ?? record.id)}
          placeholder={t(company ? 'retention.allMembers' : 'retention.allChannels')}
          aria-label={t('filter.channel_id')}
          value={months.channelId ? Number(months.channelId) : undefined}
          onChange={(value) => setMonths({ ...months, channelId: value === undefined ? undefined : String(value) })}
        />
      )}
    </Flex>
  );
}
