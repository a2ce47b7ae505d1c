/** What a channel page's rows are: channels (every channel's figures) or one channel's campaigns. */
import { useTranslation } from 'react-i18next';
import type { Metric } from '../figures/metrics';

export type RowKind = 'channel' | 'campaign';

/** Where a breakdown's figures come from: every channel, or one channel campaign by campaign. */
export type Source = { base: string; kind: RowKind };
export const allChannels: Source = { base: '/analytics/channel', kind: 'channel' };
export const channelCampaigns = (id: number | string): Source => ({
  base: `/analytics/channel/${id}`,
  kind: 'campaign',
});

type Named = {
  channelId?: number | null;
  channelName?: string | null;
  campaignId?: number | null;
  campaignName?: string | null;
};

/** The table columns of a channel's or a campaign's figures. */
export const ROW_METRICS: readonly Metric[] = [
  'visits',
  'unique_visitors',
  'signups',
  'new_subscribers',
  'trials',
  'rebills',
  'charges',
  'refunds',
  'chargebacks',
  'gross',
  'net',
];

export function useRowName(kind: RowKind) {
  const { t } = useTranslation('analytics');
  return {
    title: t(`column.${kind}`),
    nameOf: (row: Named) =>
      (kind === 'channel' ? row.channelName : row.campaignName) ??
      t(kind === 'channel' ? 'column.none' : 'column.noCampaign'),
    keyOf: (row: Named) => String((kind === 'channel' ? row.channelId : row.campaignId) ?? 0),
  };
}
