/**
 * A page of rows as a list first shows it: when the rows first arrive, the first screenful alone, and the whole
 * page in a transition straight after, so the rows staff see come up without waiting for the ones below the fold
 * to be built (a list row is some fifty elements; a page of twenty took most of a list's opening). Later answers
 * (a refresh, another page, a sort) replace the rows whole, as they did.
 */
import { startTransition, useEffect, useState } from 'react';

/** Rows a desktop list shows above the fold under its search form and toolbar (about 55 px each). */
export const SCREENFUL = 10;

export function useScreenfulFirst<T>(rows: readonly T[] | undefined): readonly T[] | undefined {
  const [whole, setWhole] = useState(false);
  useEffect(() => {
    if (rows && !whole) startTransition(() => setWhole(true));
  }, [rows, whole]);
  return rows && !whole && rows.length > SCREENFUL ? rows.slice(0, SCREENFUL) : rows;
}
