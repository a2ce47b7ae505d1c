/**
 * What a page kept alive by the shell (the tags-view keeps visited pages mounted) may ask of it: to be
 * dropped once left, so that it comes back new — a form whose changes the user chose to lose.
 */
import { createContext, useContext } from 'react';

export type KeptPage = {
  /** Drops this page once it is no longer shown; the next visit builds it anew. */
  discard: () => void;
};

export const KeptPageContext = createContext<KeptPage>({ discard: () => {} });

export function useKeptPage(): KeptPage {
  return useContext(KeptPageContext);
}
