/**
 * A resource declared by its feature alone (`resourceFeature`): the contract's manifest gives its fields, order,
 * title and filters; the feature's declaration adds presentation; the API path and permissions follow the
 * resource's name. This module loads with the resource's first page, never with the menu that declares it.
 */
import type { DeclaredFilters, FilterDef, Manifest } from '@backlot/contract';
import type { z } from 'zod';
import { resourceApi } from './api';
import { contractFilters, type FilterLooks } from './contract-filters';
import { defineResource, type Resource } from './resource';
import type { Placement, Presentation } from './manifest-fields';
import type { Camelize, RecordBase } from './types';

/** The record a manifest's answers hold, as the API client delivers it (camelCase). */
export type RecordOf<M extends Manifest> = Camelize<z.output<M['entity']>> & RecordBase;

type FilterDefsOf<M> = M extends { filters: DeclaredFilters<infer F> } ? F : Record<never, FilterDef>;

/** What a feature adds to its manifest: presentation, and what only the screen needs. */
export type ResourceDeclaration<M extends Manifest, T extends RecordBase = RecordOf<M>> = Omit<
  Resource<T>,
  'ns' | 'path' | 'api' | 'permissions' | 'manifest' | 'fields' | 'filters'
> &
  Placement<T> & {
    presentation?: Presentation<T>;
    /** Each filter the manifest declares: its label, an enum's options, a related record's picker. */
    filters?: FilterLooks<FilterDefsOf<M>>;
    /** The path under /api when it is not the resource's name (`files/blocklist`). */
    apiPath?: string;
  };

/** Where the resource lives and who may do what: known before its manifest loads. */
export type ResourcePlace = Pick<Resource<RecordBase>, 'ns' | 'path' | 'permissions'>;

export function manifestResource<M extends Manifest, T extends RecordBase = RecordOf<M>>(
  place: ResourcePlace,
  manifest: M,
  declaration: ResourceDeclaration<M, T> = {},
): Resource<T> {
  const { apiPath, filters, ...rest } = declaration;
  const declared = manifest.filters as DeclaredFilters<FilterDefsOf<M>> | undefined;
  return defineResource<T>({
    ...rest,
    ...place,
    api: resourceApi<T>(apiPath ?? place.ns),
    manifest,
    filters: declared && filters ? contractFilters(declared, filters) : undefined,
  });
}
