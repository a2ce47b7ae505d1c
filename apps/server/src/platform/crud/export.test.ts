/**
 * List exports as staff and API clients get them: Excel read back with exceljs (labelled headers, money as
 * numbers beside its currency, instants as dates in the reporting zone), the selected ids only, the filters
 * applied, the permission and the partner's scope enforced, and CSV with the staff's labels.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_FIELDS } from '@backlot/contract';
import { members } from '../../db/schema/index.js';
import { as, signIn } from '../../test/client.js';
import { commerceFixture, newMember, postback, segpaySale } from '../../test/commerce.js';
import { adminHolding, adminWith } from '../../test/fixtures.js';
import { startTestApp } from '../../test/harness.js';
import { readXlsx } from '../../test/xlsx.js';

const app = await startTestApp();
let exporter: string;

const sale = (tranid: string, username: string, transtime: string, price: string, extra = {}) =>
  segpaySale({
    stage: 'Initial',
    purchaseid: `P-${tranid}`,
    tranid,
    username,
    eticketid: '196001:1001',
    transtime,
    price,
    ...extra,
  });
const columns = (list: Array<[string, string]>) =>
  encodeURIComponent(JSON.stringify(list.map(([field, label]) => ({ field, label }))));
const LABELS = columns([
  ['transaction_number', '交易号'],
  ['amount', '金额'],
  ['currency', '币种'],
  ['paid_at', '支付时间'],
]);

beforeAll(async () => {
  await commerceFixture(app);
  await newMember(app, 'dee');
  await newMember(app, 'eli');
  exporter = (await adminWith(app, ['list-orders', 'export-orders'])).token;
  await postback(app, 'segpay', sale('X-1', 'dee', '2026-01-10 09:00:00', '29.99'));
  await postback(app, 'segpay', sale('X-2', 'eli', '2026-01-12 09:00:00', '27.99', { currencycode: 'EUR' }));
  await postback(app, 'segpay', sale('X-3', 'dee', '2026-02-01 09:00:00', '9.99'));
});

describe('Excel exports', () => {
  it('head the columns with the staff’s labels, money as numbers beside its currency, instants as dates', async () => {
    const sheet = await readXlsx(app, exporter, `/api/orders/exportXlsx?columns=${LABELS}`);
    expect(sheet.status).toBe(200);
    expect(sheet.rows[0]).toEqual(['交易号', '金额', '币种', '支付时间']);
    const eur = sheet.rows.find((row) => row[2] === 'EUR')!;
    expect(eur[1]).toBe(27.99);
    expect(sheet.formats[sheet.rows.indexOf(eur)]![1]).toBe('0.00');
    expect(eur[3]).toBeInstanceOf(Date);
    expect(sheet.rows).toHaveLength(4);
  });

  it('export only the selected ids, within the filters', async () => {
    const listed = (await as(app, exporter).get('/api/orders')).body.data as Array<{ id: number; currency: string }>;
    const [euro] = listed.filter((o) => o.currency === 'EUR');
    const ids = listed.slice(0, 2).map((o) => o.id);
    const selected = await readXlsx(app, exporter, `/api/orders/exportXlsx?ids=${ids.join(',')}`);
    expect(selected.rows[0]).toContain('transaction_id');
    expect(
      selected.rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual([...ids].sort());
    const filtered = await readXlsx(app, exporter, `/api/orders/exportXlsx?amount_min=20&amount_max=28`);
    expect(filtered.rows.slice(1).map((row) => row[0])).toEqual([euro!.id]);
    const both = await readXlsx(app, exporter, `/api/orders/exportXlsx?amount_min=20&ids=${ids.join(',')}`);
    expect(both.rows.length).toBeLessThanOrEqual(3);
    expect(both.rows.slice(1).every((row) => ids.includes(row[0] as number))).toBe(true);
  });

  it('refuses an admin without the export permission, and an unknown column by name', async () => {
    const reader = (await adminWith(app, ['list-orders'])).token;
    expect((await readXlsx(app, reader, '/api/orders/exportXlsx')).status).toBe(403);
    const unknown = await as(app, exporter).get(`/api/orders/exportXlsx?columns=${columns([['password', 'x']])}`);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.columns[0]).toContain('transaction_id');
    const long = await as(app, exporter).get(`/api/orders/exportCsv?columns=${columns([['amount', 'x'.repeat(101)]])}`);
    expect(long.status).toBe(422);
  });
});

describe('CSV exports', () => {
  it('head the columns with the staff’s labels, a formula-like label made harmless', async () => {
    const list = columns([
      ['transaction_number', '=交易号'],
      ['amount', 'Amount'],
      ['currency', 'Currency'],
    ]);
    const csv = await as(app, exporter).get(`/api/orders/exportCsv?columns=${list}&amount_min=20`);
    expect(csv.status).toBe(200);
    const [header, ...rows] = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toBe("'=交易号,Amount,Currency");
    expect(rows.sort()).toEqual(['X-1,29.99,USD', 'X-2,27.99,EUR']);
  });

  it('write instants as the reporting zone’s date-times for staff, as ISO 8601 for API clients', async () => {
    const staff = await as(app, exporter).get(`/api/orders/exportCsv?columns=${columns([['paid_at', 'Paid']])}`);
    expect(String(staff.body).split(/\r?\n/)[1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const api = await as(app, exporter).get('/api/orders/exportCsv');
    const [header, first] = String(api.body)
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/);
    expect(first!.split(',')[header!.split(',').indexOf('paid_at')]).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/,
    );
  });
});

describe('a channel partner’s export', () => {
  it('holds only the members, channels and campaigns of its channels', async () => {
    const root = as(app, await signIn(app));
    const channel = async (utm_source: string) =>
      (await root.post('/api/channels', { utm_source, type: 'affiliate', profit_sharing: '30' })).body as {
        id: number;
      };
    const mine = await channel('exporthub');
    const theirs = await channel('elsewherehub');
    const role = await root.post('/api/roles', {
      name: 'Exporting partners',
      is_partner: true,
      permissions: [
        'list-users',
        'export-users',
        'list-channels',
        'export-channels',
        'list-campaigns',
        'export-campaigns',
      ],
    });
    const partner = await adminHolding(app, [role.body.id]);
    await root.post(`/api/channels/${mine.id}/admins`, { admin_id: partner.adminId });
    const campaign = (channel: number, utm_campaign: string) =>
      root.post(`/api/channels/${channel}/campaigns`, {
        name: utm_campaign,
        utm_campaign,
        landing_url: 'https://velvet.example.com/join',
      });
    await campaign(mine.id, 'spring');
    await campaign(theirs.id, 'autumn');
    await app.db.insert(members).values([
      { username: 'brought.here', email: 'brought.here@mail.test', channelId: mine.id },
      { username: 'brought.there', email: 'brought.there@mail.test', channelId: theirs.id },
    ]);
    const users = await readXlsx(app, partner.token, '/api/users/exportXlsx');
    expect(users.rows.slice(1).map((row) => row[1])).toEqual(['brought.here']);
    const channels = await readXlsx(app, partner.token, '/api/channels/exportXlsx');
    expect(channels.rows.slice(1).map((row) => row[1])).toEqual(['exporthub']);
    const ours = await readXlsx(app, partner.token, `/api/channels/${mine.id}/campaigns/exportXlsx`);
    expect(ours.rows.slice(1).map((row) => row[1])).toEqual(['spring']);
    expect(String(ours.rows[1]![ours.rows[0]!.indexOf('tracking_link')])).toContain('utm_campaign=spring');
    const foreign = await readXlsx(app, partner.token, `/api/channels/${theirs.id}/campaigns/exportXlsx`);
    expect(foreign.rows).toHaveLength(1);
    expect((await readXlsx(app, partner.token, '/api/channels/999999/campaigns/exportXlsx')).status).toBe(404);
  });
});

describe('every exported list', () => {
  it('answers both formats with its fields as the header', async () => {
    const root = await signIn(app);
    const [channel] = (await as(app, root).get('/api/channels')).body.data as Array<{ id: number }>;
    for (const [resource, { fields }] of Object.entries(EXPORT_FIELDS)) {
      const path = resource === 'campaigns' ? `/api/channels/${channel!.id}/campaigns` : `/api/${resource}`;
      const sheet = await readXlsx(app, root, `${path}/exportXlsx`);
      expect([resource, sheet.status]).toEqual([resource, 200]);
      expect(sheet.rows[0]).toEqual([...fields]);
      const csv = await as(app, root).get(`${path}/exportCsv?yes=Y&no=N`);
      expect(
        String(csv.body)
          .replace(/^\uFEFF/, '')
          .split(/\r?\n/)[0],
      ).toBe(fields.join(','));
    }
  });

  it('include the audit log, its changes as JSON, filtered by resource', async () => {
    const root = await signIn(app);
    const list = columns([
      ['resource', 'Resource'],
      ['changes', 'Changes'],
    ]);
    const sheet = await readXlsx(app, root, `/api/audit-logs/exportXlsx?resource=channels&columns=${list}`);
    expect(sheet.rows[0]).toEqual(['Resource', 'Changes']);
    expect(sheet.rows.length).toBeGreaterThan(1);
    expect(sheet.rows.slice(1).every((row) => row[0] === 'channels')).toBe(true);
    expect(JSON.parse(String(sheet.rows[1]![1]))).toHaveProperty('utm_source');
  });
});
