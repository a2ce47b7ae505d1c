/**
 * The channel CSVs (`export-analytics`; a partner gets their channels' rows only), streamed a month of days at
 * a time with the current filters: `dailyChannel.csv` (a row per day, channel and currency), `campaign.csv`
 * (`by=campaign`: per day, channel, campaign and currency) and `channelDetail.csv` (per day, channel,
 * campaign, plan, processor and currency). Audience figures have no currency: they are on the rows whose
 * currency is empty.
 */
import {
  CHANNEL_CSV_COLUMNS,
  CHANNEL_DETAIL_CSV_COLUMNS,
  channelCsvQuery,
  type ChannelCsvQuery,
} from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { sendCsv } from '../../platform/csv-download.js';
import { cellsFor } from './figures.js';
import { chunksOf, periodsOf } from './period.js';
import { type Breakdown, moneyOf, readRows, type Row } from './read.js';
import type { AnalyticsGet, Call } from './route.js';

type Column = (typeof CHANNEL_DETAIL_CSV_COLUMNS)[number];

const NO_MONEY = { gross: '', fees: '', refund_amount: '', chargeback_amount: '', void_amount: '', net: '' };

/** A breakdown row's lines: one per currency ('' for the audience's). */
function csvLines(row: Row): Array<Partial<Record<Column, unknown>>> {
  return [...row.sums]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, s]) => ({
      ...s,
      ...(currency ? moneyOf(currency, s) : NO_MONEY),
      day: row.day,
      channel: row.channel_name ?? '',
      campaign: row.campaign_name ?? '',
      plan: row.plan_name ?? '',
      processor: row.processor ?? '',
      currency,
    }));
}

export function channelExportRoutes(get: AnalyticsGet, db: Db, timeZone: string) {
  const download = async (
    call: Call<ChannelCsvQuery>,
    by: Breakdown[],
    filename: string,
    columns: readonly Column[],
  ) => {
    const { period } = periodsOf(call.query, timeZone);
    const batches = (async function* () {
      for (const chunk of chunksOf(period)) {
        yield (await readRows(db, cellsFor(chunk, call), ['day', ...by])).flatMap(csvLines);
      }
    })();
    return sendCsv(call.reply, filename, columns, batches);
  };
  const spec = { access: 'export-analytics', scope: 'channels', query: channelCsvQuery, response: undefined } as const;
  get(
    '/analytics/channel/exportCsv',
    { ...spec, summary: 'Download the daily channel figures as dailyChannel.csv, or per campaign as campaign.csv' },
    (call) =>
      call.query.by === 'campaign'
        ? download(call, ['channel', 'campaign'], 'campaign.csv', CHANNEL_CSV_COLUMNS)
        : download(
            call,
            ['channel'],
            'dailyChannel.csv',
            CHANNEL_CSV_COLUMNS.filter((c) => c !== 'campaign'),
          ),
  );
  get(
    '/analytics/channel/exportDetailCsv',
    { ...spec, summary: 'Download the figures per day, channel, campaign, plan and processor as channelDetail.csv' },
    (call) =>
      download(call, ['channel', 'campaign', 'plan', 'processor'], 'channelDetail.csv', CHANNEL_DETAIL_CSV_COLUMNS),
  );
}
