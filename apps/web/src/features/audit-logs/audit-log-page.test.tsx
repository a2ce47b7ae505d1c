/** The audit log reads in the UI language: field labels, values, the record's name; never keys, codes or JSON. */
import { Suspense } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { loadRecordFields } from '../../app/features';
import { RecordFieldsProvider } from '../../lib/record-fields';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { messages as admins } from '../admins/messages';
import { messages as plans } from '../plans/messages';
import { messages as roles } from '../roles/messages';
import { messages as tags } from '../tags/messages';
import { messages as auditLogs } from './messages';
import AuditLogPage from './pages/list-page';

/** Entries as the server sends them: snake_case keys, inside `changes` too. */
const entry = (id: number, fields: Record<string, unknown>) => ({
  id,
  actor_id: 1,
  actor_username: 'admin',
  ip: '127.0.0.1',
  created_at: '2026-03-01T08:30:00Z',
  ...fields,
});
const ENTRIES = [
  entry(3, {
    action: 'update',
    resource: 'admins',
    resource_id: 7,
    record_label: 'li.lei',
    changes: {
      email: { before: null, after: 'li.lei@example.com' },
      status: { before: 'active', after: 'disabled' },
      two_factor_enabled: { before: false, after: true },
      password: { before: '[redacted]', after: '[redacted]' },
      roles: { before: [], after: ['editor', 'auditor'] },
    },
  }),
  entry(2, {
    action: 'assign',
    resource: 'roles',
    resource_id: 4,
    record_label: 'Editors',
    changes: { permissions: { before: ['list-tags'], after: ['list-tags', 'create-tags'] } },
  }),
  entry(1, {
    action: 'update',
    resource: 'tags',
    resource_id: 12,
    record_label: 'Seaside',
    changes: {
      name_cn: { before: '海滩', after: '海边' },
      published_at: { before: null, after: '2026-02-03T04:05:00Z' },
    },
  }),
];

function renderAuditLog(entries = ENTRIES) {
  const total = entries.length;
  mockFetch((_method, url) =>
    url.pathname === '/api/audit-logs'
      ? {
          body: { data: entries, meta: { page: 1, per_page: 20, total, total_is_estimate: false, has_next: false } },
        }
      : { body: { data: [], meta: { page: 1, per_page: 20, total: 0, total_is_estimate: false, has_next: false } } },
  );
  return renderPage(
    <RecordFieldsProvider load={loadRecordFields}>
      <Suspense fallback={null}>
        <AuditLogPage />
      </Suspense>
    </RecordFieldsProvider>,
    {
      path: '/permissions/audit-logs',
      messages: { 'audit-logs': auditLogs, admins, roles, tags, plans },
      permissions: ['list-audit-logs'],
    },
  );
}

const rowOf = (id: number) => document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`)!;

/** Expands an entry and returns its changes table, one array of cell texts per changed field. */
async function expand(id: number): Promise<string[][]> {
  fireEvent.click(within(rowOf(id)).getByRole('button'));
  const rows = () => [...(rowOf(id).nextElementSibling?.querySelectorAll('tbody tr.ant-table-row') ?? [])];
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  return rows().map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''));
}

// antd's tables in jsdom are slow; each test expands three entries.
const SLOW = 90_000;

describe('the audit log page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    'reads in English: labels, values, names with ids',
    async () => {
      renderAuditLog();
      await screen.findByText('#7', {}, { timeout: 20_000 });
      expect(rowOf(3).textContent).toContain('li.lei #7');
      // The changed fields' labels arrive in their cells once the fields' descriptions have loaded.
      const loaded = { timeout: 20_000 };
      await waitFor(
        () => expect(rowOf(3).textContent).toContain('E-mail, Status, Two-factor, Password, Roles'),
        loaded,
      );
      await waitFor(() => expect(rowOf(1).textContent).toContain('Name (Chinese), Published at'), loaded);

      expect(await expand(3)).toEqual([
        ['E-mail', '—', 'li.lei@example.com'],
        ['Status', 'Active', 'Disabled'],
        ['Two-factor', 'No', 'Yes'],
        ['Password', 'Hidden', 'Hidden'],
        ['Roles', 'None', 'editorauditor'],
      ]);
      expect(await expand(2)).toEqual([['Permissions', 'View tags', 'View tagsCreate tags']]);
      const published = new Date('2026-02-03T04:05:00Z').toLocaleString('en', {
        dateStyle: 'medium',
        timeStyle: 'short',
      });
      expect(await expand(1)).toEqual([
        ['Name (Chinese)', '海滩', '海边'],
        ['Published at', '—', published],
      ]);
      const page = document.body.textContent ?? '';
      for (const code of ['two_factor_enabled', 'twoFactorEnabled', 'true', 'false', 'list-tags', '[redacted]', '["']) {
        expect(page).not.toContain(code);
      }
    },
    SLOW,
  );

  it(
    'reads in Chinese',
    async () => {
      renderAuditLog();
      await act(() => i18next.changeLanguage('zh-CN'));
      await screen.findByText('#7', {}, { timeout: 20_000 });
      await waitFor(() => expect(rowOf(3).textContent).toContain('邮箱, 状态, 双重验证, 密码, 角色'), {
        timeout: 20_000,
      });
      expect(await expand(3)).toEqual([
        ['邮箱', '—', 'li.lei@example.com'],
        ['状态', '正常', '已禁用'],
        ['双重验证', '否', '是'],
        ['密码', '已隐藏', '已隐藏'],
        ['角色', '无', 'editorauditor'],
      ]);
      expect(await expand(2)).toEqual([['权限', '查看标签', '查看标签新建标签']]);
      expect((await expand(1))[0]).toEqual(['中文名称', '海滩', '海边']);
    },
    SLOW,
  );

  it(
    'reads a plan’s changes by the labels its manifest gives, its period units by their shared labels',
    async () => {
      const plan = entry(5, {
        action: 'update',
        resource: 'plans',
        resource_id: 9,
        record_label: 'Monthly',
        changes: {
          recurring_unit: { before: 'month', after: 'year' },
          recurring_original_price: { before: '9.99 USD', after: '89.99 USD' },
          show: { before: true, after: false },
        },
      });
      renderAuditLog([plan]);
      await screen.findByText('#9', {}, { timeout: 20_000 });
      await waitFor(
        () => expect(rowOf(5).textContent).toContain('Billing period unit, Recurring price, Shown on the site'),
        { timeout: 20_000 },
      );
      expect(await expand(5)).toEqual([
        ['Billing period unit', 'Months', 'Years'],
        ['Recurring price', '9.99 USD', '89.99 USD'],
        ['Shown on the site', 'Yes', 'No'],
      ]);
    },
    SLOW,
  );
});
