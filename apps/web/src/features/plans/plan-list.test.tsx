/** The plans list names each plan in the UI's language: its Chinese title in a Chinese UI, its English one in English. */
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { ResourceList } from '../../lib/resource';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { messages as plans } from './messages';
import { planResource } from './resource';

const plan = { id: 1, name: 'Monthly', title: 'Monthly membership', title_cn: '月度会员', type: 'subscription' };

function openList() {
  mockFetch(() => ({
    body: { data: [plan], meta: { page: 1, per_page: 20, total: 1, total_is_estimate: false, has_next: false } },
  }));
  renderPage(<ResourceList resource={planResource} />, {
    path: '/plans',
    messages: { plans },
    permissions: ['list-plans'],
  });
}

describe('the plans list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the English title in English, and the Chinese title in either Chinese', async () => {
    openList();
    expect(await screen.findByText('Monthly membership')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Title (English)' })).toBeTruthy();
    expect(screen.queryByText('月度会员')).toBeNull();

    await act(() => changeLanguage('zh-CN'));
    expect(await screen.findByText('月度会员')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '中文标题' })).toBeTruthy();
    expect(screen.queryByText('Monthly membership')).toBeNull();

    // Stored Chinese reads as stored in Traditional Chinese; the column's own name is converted.
    await act(() => changeLanguage('zh-TW'));
    expect(await screen.findByRole('columnheader', { name: '中文標題' })).toBeTruthy();
    expect(screen.getByText('月度会员')).toBeTruthy();
  });
});
