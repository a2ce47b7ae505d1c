/**
 * The contract's server and form-rule messages in zh-TW: a table (zh-CN -> zh-TW) the build makes
 * (`build/traditional.ts`), downloaded only when the UI turns to zh-TW, so the first page carries the catalogue in
 * the two written languages only. Until it arrives, those messages read in Simplified Chinese.
 */
import { type Language, setTraditional } from '@backlot/contract';

let loaded: Promise<void> | undefined;

/** Loads the table once, when `language` is zh-TW. */
export function loadContractTraditional(language: Language): Promise<void> {
  if (language !== 'zh-TW') return Promise.resolve();
  loaded ??= import('virtual:contract-traditional').then(
    ({ table }) => setTraditional((text) => table[text] ?? text),
    (error: unknown) => {
      // A failed download leaves Simplified Chinese; the next switch to zh-TW tries again.
      loaded = undefined;
      throw error;
    },
  );
  return loaded;
}
