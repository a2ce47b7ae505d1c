/**
 * What antd's tables lack for the keyboard, mended in the document as tables appear:
 * - antd measures a table's column widths in a hidden row that repeats the headers (their select-all box, their
 *   buttons): hidden from assistive technology but not from the keyboard. Every such row is made inert.
 * - A table wider than its box scrolls sideways (on a phone): with nothing focusable in it, the keyboard could not
 *   scroll it. Such a scrolling box takes the focus itself (arrows then scroll it).
 *
 * A box's sizes are read only when a ResizeObserver reports it, which it does once the box is first laid out and
 * then when it or its table changes size, after the browser's own layout. Reading a box as it appears, or every
 * box on every change of the page, would lay the page out again before the frame does (10 ms a list).
 */
import { useLayoutEffect } from 'react';

const SCROLLERS = '.ant-table-content, .ant-table-body';
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

function mendBox(box: HTMLElement) {
  const scrolls = box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight;
  const reachable = box.querySelector(`tbody ${FOCUSABLE}`) !== null;
  if (scrolls && !reachable) box.tabIndex = 0;
  else if (box.getAttribute('tabindex') === '0') box.removeAttribute('tabindex');
}

export function TableAccessibility() {
  useLayoutEffect(() => {
    const seen = new WeakSet<Element>();
    const resized = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const box = entry.target.closest<HTMLElement>(SCROLLERS);
        if (box) mendBox(box);
      }
    });
    const mend = () => {
      for (const row of document.querySelectorAll('.ant-table-measure-row:not([inert])')) row.setAttribute('inert', '');
      for (const box of document.querySelectorAll<HTMLElement>(SCROLLERS)) {
        if (seen.has(box)) continue;
        seen.add(box);
        resized.observe(box);
        const table = box.querySelector('table');
        if (table) resized.observe(table);
      }
    };
    // Once a frame at most: a page that changes much looks for new tables once.
    let frame = 0;
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(() => ((frame = 0), mend()));
    };
    mend();
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      resized.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
  return null;
}
