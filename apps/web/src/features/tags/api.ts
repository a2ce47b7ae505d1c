import type { Tag as TagWire } from '@backlot/contract';
import { resourceApi, type Camelize } from '../../lib/resource';

export type Tag = Camelize<TagWire>;

export const tagsApi = resourceApi<Tag>('tags');
