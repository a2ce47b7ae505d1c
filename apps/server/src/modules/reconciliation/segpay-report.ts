/**
 * Segpay Reporting Services' transactions by website: `GET <base>/ADM.asmx/TransactionsByWebsite?Userid=
 * &UserAccessKey=&BeginDate=MM/DD/YYYY&EndDate=MM/DD/YYYY`, answered in XML, one `<Transaction>` per
 * transaction with its fields as elements; a refusal is SRS's usual `<string>` ("Invalid Merchant"). The task's
 * name, its date format and the elements' names follow SRS's pattern and must be checked against the merchant's
 * SRS guide before going live: only `COLUMNS` and the task name would change.
 */
import { answerText } from '../processor-actions/service.js';
import type { ReportClient } from './report-client.js';

export const SEGPAY_REPORT_TASK = 'ADM.asmx/TransactionsByWebsite';

/** The report's elements and the postback parameters they are. */
const COLUMNS: ReadonlyArray<[element: string, param: string]> = [
  ['TransID', 'tranid'],
  ['TransGUID', 'transguid'],
  ['PurchaseID', 'purchaseid'],
  ['TransTime', 'transtime'],
  ['Action', 'action'],
  ['Stage', 'stage'],
  ['TranType', 'trantype'],
  ['Approved', 'approved'],
  ['Amount', 'price'],
  ['Currency', 'currencycode'],
  ['eTicketID', 'eticketid'],
  ['RelatedTransID', 'relatedtranid'],
  ['Username', 'username'],
  ['Email', 'billemail'],
  ['PaymentType', 'paymenttype'],
];
const PARAM_OF = new Map(COLUMNS);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_m, name: string) => ENTITIES[name]!);
const encode = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${Object.keys(ENTITIES).find((name) => ENTITIES[name] === c)};`);

/** YYYY-MM-DD as SRS writes a date: MM/DD/YYYY. */
const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
const isoDate = (us: string | undefined) => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(us ?? '');
  return m ? `${m[3]}-${m[1]}-${m[2]}` : null;
};

export const segpayReport: ReportClient = {
  call: (credentials, first, last) => ({
    path: SEGPAY_REPORT_TASK,
    query: {
      Userid: credentials.userId,
      UserAccessKey: credentials.accessKey,
      BeginDate: usDate(first),
      EndDate: usDate(last),
    },
  }),
  read(body) {
    if (!/<TransactionsByWebsite[\s>]/.test(body)) return { error: answerText(body) || 'unreadable' };
    const rows = [...body.matchAll(/<Transaction>([\s\S]*?)<\/Transaction>/g)].map((match) => {
      const row: Record<string, string> = {};
      for (const [, element, value] of match[1]!.matchAll(/<(\w+)>([^<]*)<\/\1>/g)) {
        const param = PARAM_OF.get(element!);
        if (param && value) row[param] = decode(value);
      }
      return row;
    });
    return { rows };
  },
  write(rows) {
    const transactions = rows.map((row) => {
      const fields = COLUMNS.filter(([, param]) => row[param]).map(
        ([element, param]) => `<${element}>${encode(row[param]!)}</${element}>`,
      );
      return `  <Transaction>${fields.join('')}</Transaction>`;
    });
    return [
      '<?xml version="1.0" encoding="utf-8"?>',
      '<TransactionsByWebsite xmlns="http://srs.segpay.com/">',
      ...transactions,
      '</TransactionsByWebsite>',
    ].join('\n');
  },
  daysOf(query) {
    const [first, last] = [isoDate(query.BeginDate), isoDate(query.EndDate)];
    return first && last ? { first, last } : null;
  },
};
