/** Tests' answers: a row of figures as the server sends it, every count 0 and no money unless given. */
import { FIGURE_COUNTS } from '@backlot/contract';

const ZERO = Object.fromEntries(FIGURE_COUNTS.map((count) => [count, 0])) as Record<
  (typeof FIGURE_COUNTS)[number],
  number
>;

export const figuresAnswer = <T extends object>(given: T) => ({ ...ZERO, money: [], ...given });
