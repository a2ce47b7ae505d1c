/** A ticket in Chinese takes a canned reply's Chinese text, into an empty reply box as it is. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { CannedPicker } from './components/canned-picker';
import { messages as supports } from './messages';

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const canned = [{ id: 2, title: 'Refund on its way', body: 'Your refund is on its way.', body_cn: '退款正在处理中。' }];

describe('the canned reply picker', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['zh-CN', '退款正在处理中。'],
    ['zh-TW', '退款正在处理中。'],
    ['en', 'Your refund is on its way.'],
  ] as const)('hands a ticket in %s the text %s', async (language, text) => {
    mockFetch(() => ({ body: { data: canned } }));
    const onInsert = vi.fn();
    renderPage(<CannedPicker language={language} onInsert={onInsert} />, { messages: { supports } });
    await user.click(screen.getByRole('combobox', { name: 'Insert a canned reply' }));
    await user.click(await screen.findByTitle('Refund on its way'));
    expect(onInsert).toHaveBeenCalledWith(text);
  });
});
