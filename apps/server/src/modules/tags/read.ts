/** What other modules read of the tags (read views): only this module writes them. */
import { tags } from '../../db/schema/index.js';
import type { LinkTarget } from '../../platform/crud/index.js';

/** Tags as another resource links them in order (a video's): id and names. */
export const linkedTags: LinkTarget = {
  related: tags,
  shown: { id: tags.id, name: tags.name, name_cn: tags.nameCn },
};
