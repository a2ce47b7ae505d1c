/** How long a ticket has waited reads coarsely: days and hours, hours and minutes, or minutes. */
import { describe, expect, it } from 'vitest';
import { setupI18n } from '../../lib/i18n';
import type { ResourceT } from '../../lib/resource';
import { messages } from './messages';
import { waitedText } from './components/waited';

const now = Date.parse('2026-03-10T12:00:00Z');

describe('waitedText', () => {
  it.each([
    ['2026-03-08T09:30:00Z', 'en', '2 d 2 h'],
    ['2026-03-10T08:15:00Z', 'en', '3 h 45 min'],
    ['2026-03-10T11:59:30Z', 'en', '0 min'],
    ['2026-03-08T09:30:00Z', 'zh-CN', '2 天 2 小时'],
  ] as const)('since %s reads, in %s, %s', (since, language, text) => {
    const i18n = setupI18n({ supports: messages }, { language });
    expect(waitedText(since, now, i18n.getFixedT(language, 'supports') as ResourceT)).toBe(text);
  });
});
