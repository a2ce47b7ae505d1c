/**
 * How a list lays out at the window's width, by antd's breakpoints. `lg` is the shell's 992 px desktop/mobile
 * line: below it a table row's actions open from one button. Below `md` (phones) the search form stacks its
 * controls and the records are cards. `firstRow`: how many of the search form's controls fit on its first row
 * beside its buttons (1 on a phone, 3 at 1366 px); the rest fold behind "More filters".
 */
import { useScreens } from '../use-screens';

export function useListWidth() {
  const screens = useScreens();
  const compact = !screens.lg;
  const stacked = !screens.md;
  const firstRow = stacked ? 1 : screens.xxl ? 4 : screens.xl ? 3 : 2;
  return { compact, stacked, firstRow };
}
