/**
 * antd's icons, told their style sheet is in place. Each icon, as it mounts, otherwise looks for its rules among
 * the head's style elements (reading each one's mark, and its own text) to insert them if missing: some 80 times as
 * a list's rows mount, among a few hundred style elements (about 15 ms of opening a list in the app, profiled).
 * antd's ConfigProvider registers the same rules once (`.anticon`, its `svg`, the spin), so below it they are in
 * place: `zeroRuntime` is the flag antd itself gives the icons in its zero-runtime mode. A ConfigProvider sets the
 * icons' context anew, so this goes inside each one.
 */
import { IconProvider } from '@ant-design/icons';
import type { ReactNode } from 'react';

const STYLED = { prefixCls: 'anticon', zeroRuntime: true };

export function StyledIcons({ children }: { children: ReactNode }) {
  return <IconProvider value={STYLED}>{children}</IconProvider>;
}
