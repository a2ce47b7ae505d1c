/**
 * A page of rows as a list first shows it: when the rows first arrive, the first screenful alone, and the whole
 * page once that frame is painted, so the rows staff see come up without waiting for the ones below the fold to
 * be built (a list row is some fifty elements; a page of twenty took most of a list's opening). The whole page is
 * an ordinary update, built in one go: as a transition it was built in 5 ms slices, restarted by every other
 * update, and came 360-670 ms after the first rows (measured). Later answers (a refresh, another page, a sort)
 * replace the rows whole, as they did.
 */
import { useEffect, useState } from 'react';

/** Rows a desktop list shows above the fold under its search form and toolbar (about 55 px each). */
export const SCREENFUL = 10;

export function useScreenfulFirst<T>(rows: readonly T[] | undefined): readonly T[] | undefined {
  const [whole, setWhole] = useState(false);
  useEffect(() => {
    if (!rows || whole) return;
    // An animation frame runs before the next paint; a timeout set in it, after.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setWhole(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [rows, whole]);
  return rows && !whole && rows.length > SCREENFUL ? rows.slice(0, SCREENFUL) : rows;
}
