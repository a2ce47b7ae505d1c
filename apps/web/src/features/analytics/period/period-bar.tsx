/**
 * The days and filters of an analytics page: a preset (today, yesterday, the last 3 or 7 days) or days of
 * one's own, the comparison with the period before, and the filters the page offers, each labelled in sight.
 * Writes the URL
 * (`use-period.ts`); on a phone the controls wrap under each other.
 */
import { DatePicker, Flex, Segmented, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_RANGES, type PermissionName, PROCESSORS } from '@backlot/contract';
import { useCan } from '../../../lib/permissions';
import { RemoteSelect, type RelatedRecord } from '../../../lib/resource';
import { type FilterName, type Period, usePeriod } from './use-period';

const DAY = 'YYYY-MM-DD';
const nameOf = (record: RelatedRecord) => String(record.name ?? record.utmSource ?? record.id);

type Props = { filters?: readonly FilterName[] };

/**
 * The filters that pick a record, where their options come from (a campaign: its channel's), and what listing
 * them needs: a filter whose records the admin cannot list is not offered (a partner has no site list).
 */
const REMOTE: Array<{ name: FilterName; path: (channel?: number) => string | null; list: PermissionName }> = [
  { name: 'site_id', path: () => 'sites', list: 'list-sites' },
  { name: 'channel_id', path: () => 'channels', list: 'list-channels' },
  {
    name: 'campaign_id',
    path: (channel) => (channel === undefined ? null : `channels/${channel}/campaigns`),
    list: 'list-campaigns',
  },
  { name: 'plan_id', path: () => 'plans', list: 'list-plans' },
];

export function PeriodBar({ filters = [] }: Props) {
  const { t } = useTranslation('analytics');
  const { period, setPeriod } = usePeriod();
  const can = useCan();
  const set = (patch: Partial<Period>) => setPeriod({ ...period, ...patch });
  const filter = (name: FilterName, value: number | string | undefined) => {
    const next = { ...period.filters, [name]: value === undefined ? undefined : String(value) };
    // A campaign belongs to its channel: another channel clears it.
    if (name === 'channel_id') delete next.campaign_id;
    set({ filters: Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined)) });
  };
  const idOf = (name: FilterName) => (period.filters[name] ? Number(period.filters[name]) : undefined);
  const channel = idOf('channel_id');
  const select = { allowClear: true, style: { minWidth: 160 } };
  // A label that stays in sight beside the value ("Channel  twitter"), not a placeholder that goes.
  const labelled = (name: FilterName) => ({
    prefix: <span style={{ color: 'var(--ant-color-text-secondary)' }}>{t(`filter.${name}`)}</span>,
    placeholder: t('filter.all'),
    'aria-label': t(`filter.${name}`),
  });

  return (
    <Flex wrap gap={12} align="center" role="search" aria-label={t('period.label')}>
      {/* On a phone the presets scroll sideways rather than widen the page. */}
      <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Segmented
          value={period.range}
          onChange={(range) => set(range === 'custom' ? { range } : { range, from: undefined, to: undefined })}
          options={[...ANALYTICS_RANGES, 'custom' as const].map((range) => ({
            value: range,
            label: t(`range.${range}`),
          }))}
        />
      </div>
      {period.range === 'custom' && (
        <DatePicker.RangePicker
          aria-label={t('range.custom')}
          value={period.from && period.to ? [dayjs(period.from), dayjs(period.to)] : null}
          disabledDate={(day) => day.isAfter(dayjs(), 'day')}
          onChange={(days) =>
            set(
              days?.[0] && days[1]
                ? { from: days[0].format(DAY), to: days[1].format(DAY) }
                : { from: undefined, to: undefined },
            )
          }
        />
      )}
      <Flex gap={8} align="center">
        <Switch
          size="small"
          checked={period.compare}
          onChange={(compare) => set({ compare })}
          aria-label={t('period.compare')}
        />
        <span>{t('period.compare')}</span>
      </Flex>
      {REMOTE.filter((spec) => filters.includes(spec.name) && can(spec.list)).map(({ name, path }) => {
        const from = path(channel);
        return (
          from && (
            <RemoteSelect<RelatedRecord>
              key={name}
              {...select}
              path={from}
              labelOf={nameOf}
              {...labelled(name)}
              value={idOf(name)}
              onChange={(value) => filter(name, value as number | undefined)}
            />
          )
        );
      })}
      {filters.includes('processor') && (
        <Select
          {...select}
          {...labelled('processor')}
          value={period.filters.processor}
          onChange={(value?: string) => filter('processor', value)}
          options={PROCESSORS.map((p) => ({ value: p, label: t(`processor.${p}`) }))}
        />
      )}
    </Flex>
  );
}
