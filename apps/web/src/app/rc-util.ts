/**
 * antd's component utilities (`@rc-component/util`) as antd imports them, but for one: the scrollbar's size that
 * a table measures as it mounts is measured once per kind of element (by its class names) and page load.
 * `vite.config.ts` resolves the package's name to this module for the build and the dev server (unit tests load antd
 * from node_modules as it is).
 *
 * Why: antd's table measures the scrollbar on every mount by adding a style sheet to the document, laying out a
 * probe element and removing the sheet. Each sheet added or removed restyles the whole document (every page the
 * tags view keeps open), and the probe forces a layout: some 30 ms of opening each list. The answer is the same
 * for every element of one kind (they share their scrollbar's styles), and a table uses it only for a fixed
 * header, which no list here has. Dialogs measure the page's body the same way as they lock its scrolling.
 */
import { getTargetScrollBarSize as measureScrollbar } from '@rc-component/util/es/index';

export * from '@rc-component/util/es/index';

type ScrollbarSize = ReturnType<typeof measureScrollbar>;
const measured = new Map<string, ScrollbarSize>();

export function getTargetScrollBarSize(target: HTMLElement): ScrollbarSize {
  // Not in the document yet: antd's own answer (nothing laid out), not kept.
  if (!(target instanceof Element) || !target.isConnected) return measureScrollbar(target);
  const kind = `${target.tagName} ${target.className}`;
  let size = measured.get(kind);
  if (!size) measured.set(kind, (size = measureScrollbar(target)));
  return size;
}
