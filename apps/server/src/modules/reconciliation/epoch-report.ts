/**
 * Epoch's DataPlus transaction rows: `GET <base>/dataplus?account=&key=&start=YYYY-MM-DD&end=YYYY-MM-DD`,
 * answered as CSV with a header line of the `ets_*` field names (the same names as its postbacks: a row is
 * read as the notification it would have been); a refusal is a short text ("Invalid Merchant"). The path and
 * query names follow the member-services pattern (`processor-actions/epoch.ts`): check them against Epoch's
 * DataPlus documentation before going live.
 */
import { answerText } from '../processor-actions/service.js';
import type { ReportClient } from './report-client.js';

/** The fields a row carries, in the order written. */
const FIELDS = [
  'ets_transaction_id',
  'ets_member_idx',
  'ets_transaction_date',
  'ets_transaction_type',
  'ets_co_code',
  'ets_pi_code',
  'ets_reseller_code',
  'ets_transaction_amount',
  'ets_currency',
  'ets_payment_type',
  'ets_username',
  'ets_ref_trans_ids',
  'ets_email',
] as const;

/** The values of CSV text, line by line; a quoted value may hold commas, quotes (doubled) and line breaks. */
function csvLines(text: string): string[][] {
  const lines: string[][] = [];
  let line: string[] = [];
  let value = '';
  let quoted = false;
  const endValue = () => {
    line.push(value);
    value = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      value += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted || (c !== ',' && c !== '\n' && c !== '\r')) value += c;
    else if (c === ',') endValue();
    else {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endValue();
      lines.push(line);
      line = [];
    }
  }
  if (value || line.length) {
    endValue();
    lines.push(line);
  }
  return lines.filter((values) => values.some(Boolean));
}

const csvValue = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export const epochReport: ReportClient = {
  call: (credentials, first, last) => ({
    path: 'dataplus',
    query: { account: credentials.userId, key: credentials.accessKey, start: first, end: last },
  }),
  read(body) {
    const [header, ...lines] = csvLines(body);
    if (!header?.includes('ets_transaction_id')) return { error: answerText(body) || 'unreadable' };
    const rows = lines.map((values) =>
      Object.fromEntries(header.flatMap((name, i) => (values[i] ? [[name, values[i]]] : []))),
    );
    return { rows };
  },
  write: (rows) =>
    [FIELDS.join(','), ...rows.map((row) => FIELDS.map((name) => csvValue(row[name] ?? '')).join(','))].join('\n'),
  daysOf: (query) =>
    /^\d{4}-\d{2}-\d{2}$/.test(query.start ?? '') && /^\d{4}-\d{2}-\d{2}$/.test(query.end ?? '')
      ? { first: query.start!, last: query.end! }
      : null,
};
