/**
 * The kit's parts a list loads on its first use (the filters' date and number controls, the views' tabs, the queue's
 * hint): each is declared `warmable`, and the shell's warm-up (`app/shell/warm-up.ts`) readies them once it has
 * readied the pages, so that a list opened later waits for none of them. A part is listed as its module runs
 * (with the list's code), so only the parts of code already downloaded are asked.
 */
const parts = new Set<() => Promise<unknown>>();

/** `load`, listed for the warm-up. */
export function warmable<T>(load: () => Promise<T>): () => Promise<T> {
  parts.add(load);
  return load;
}

/** Downloads every part listed so far; a part that fails is downloaded again when first shown. */
export const warmParts = () => Promise.allSettled([...parts].map((load) => load()));
