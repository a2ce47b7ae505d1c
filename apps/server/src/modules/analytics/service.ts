/** What analytics offers the modules that write what it counts: the rollups' upkeep (`upkeep.ts`). */
import { rollupUpkeep, type Rollups, withoutUpkeep } from './upkeep.js';

export { entriesCounted, type Rollups } from './upkeep.js';
export type { EntryRelations } from './cells.js';

/** The upkeep in the reporting time zone; ANALYTICS_UPKEEP=off (`upkeep` false): none (rebuilt later). */
export const rollupsService = (upkeep: boolean, timeZone: string): Rollups =>
  upkeep ? rollupUpkeep(timeZone) : withoutUpkeep;
