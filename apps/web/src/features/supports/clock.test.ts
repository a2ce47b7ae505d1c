/**
 * A ticket's clock reads the time left (blue), "Overdue by" (red) once past due while it runs, and once stopped
 * "Met" (green) or how late it stopped, whatever the time now; in both languages.
 */
import { describe, expect, it } from 'vitest';
import { setupI18n } from '../../lib/i18n';
import type { ResourceT } from '../../lib/resource';
import { messages } from './messages';
import { clockLook } from './components/clock';

const due = '2026-03-10T12:00:00Z';
const at = (instant: string) => Date.parse(instant);

describe('a clock', () => {
  it.each([
    [null, '2026-03-10T08:15:00Z', 'en', { text: '3 h 45 min left', color: 'blue' }],
    [null, '2026-03-10T14:30:00Z', 'en', { text: 'Overdue by 2 h 30 min', color: 'red' }],
    [null, '2026-03-12T14:00:00Z', 'zh-CN', { text: '已超时 2 天 2 小时', color: 'red' }],
    [null, '2026-03-10T11:00:00Z', 'zh-CN', { text: '剩余 1 小时 0 分钟', color: 'blue' }],
    ['2026-03-10T11:00:00Z', '2026-03-20T00:00:00Z', 'en', { text: 'Met', color: 'green' }],
    ['2026-03-10T12:40:00Z', '2026-03-20T00:00:00Z', 'en', { text: 'Late by 40 min', color: 'orange' }],
  ] as const)('stopped at %s, read at %s in %s: %o', (stoppedAt, now, language, look) => {
    const i18n = setupI18n({ supports: messages }, { language });
    const t = i18n.getFixedT(language, 'supports') as ResourceT;
    expect(clockLook({ due, stoppedAt, t }, at(now))).toEqual(look);
  });
});
