/** Types shared by the resource kit and the features that declare resources. */
import type { ListMeta } from '@backlot/contract';
import type { Camelize } from '../api/case';

export type { Camelize };

/** A list answer as the client delivers it. */
export type ListPage<T> = { data: T[]; meta: Camelize<ListMeta> };

/** A record's id: a number for the product's own records; a UUID for what a library keeps (a job queue's runs). */
export type RecordId = number | string;
export type RecordBase = { id: RecordId };

/** Values of a list's filters as they live in the URL: text only. */
export type FilterValues = Record<string, string | undefined>;
