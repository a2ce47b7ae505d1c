/** Types shared by the resource kit and the features that declare resources. */
import type { ListMeta } from '@backlot/contract';
import type { Camelize } from '../api/case';

export type { Camelize };

/** A list answer as the client delivers it. */
export type ListPage<T> = { data: T[]; meta: Camelize<ListMeta> };

/** Every record a resource lists has a numeric id. */
export type RecordBase = { id: number };

/** Values of a list's filters as they live in the URL: text only. */
export type FilterValues = Record<string, string | undefined>;
