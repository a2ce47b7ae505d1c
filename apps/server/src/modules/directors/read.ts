/** What other modules read of the directors (read views): only this module writes them. */
import { directors } from '../../db/schema/index.js';
import type { LinkTarget } from '../../platform/crud/index.js';

/** Directors as another resource links them in order (a video's): id and name. */
export const linkedDirectors: LinkTarget = {
  related: directors,
  shown: { id: directors.id, name: directors.name },
};
