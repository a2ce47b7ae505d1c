/**
 * A resource's list, form and detail pages as the kit shows them, for a feature whose pages add nothing of their
 * own: declared in its route entries, with no page files. Each page stays lazy: the kit's component and the
 * feature's resource module load with the page, never with the menu that declares it.
 */
import i18next from 'i18next';
import { lazyPage } from '../routes/lazy';
import type { Resource } from './resource';
import type { ResourceListProps } from './resource-list';
import type { FormSchemas } from './rules';
import type { RecordBase } from './types';

/** What the feature's resource module gives the pages: the resource, and the contract's body schemas for its form. */
export type PageSource<T extends RecordBase> = { resource: Resource<T>; schemas?: FormSchemas };

/** The list's options that do not depend on the page's state (`queue`). */
export type ListOptions<T extends RecordBase> = Omit<ResourceListProps<T>, 'resource'>;

/**
 * The resource, its namespace's messages asked the moment its module arrives: they download beside the kit's
 * page instead of after the page's first render (which would wait for them, and only then ask for its rows).
 */
const withMessages = <S extends { resource: { ns: string } }>(source: S) =>
  i18next.loadNamespaces(source.resource.ns).then(() => source);

/** The default pages of the resource `load` imports (`() => import('./resource').then(...)`). */
export function defaultPages<T extends RecordBase>(loadResource: () => Promise<PageSource<T>>) {
  const load = () => loadResource().then(withMessages);
  return {
    list: (options: ListOptions<T> = {}) =>
      lazyPage(async () => {
        const [{ resource }, { ResourceList }] = await Promise.all([load(), import('./resource-list')]);
        return { default: () => <ResourceList resource={resource} {...options} /> };
      }),
    /** Create and edit: one page serves both (`:id` present: edit). */
    form: () =>
      lazyPage(async () => {
        const [{ resource, schemas }, { ResourceForm }] = await Promise.all([load(), import('./resource-form')]);
        return { default: () => <ResourceForm resource={resource} schemas={schemas} /> };
      }),
    /** The import of a file (`import-page.tsx`), for a resource whose permissions name its import. */
    importPage: () =>
      lazyPage(async () => {
        const [{ resource }, { ImportPage }] = await Promise.all([load(), import('./import-page')]);
        return { default: () => <ImportPage resource={resource} /> };
      }),
    show: () =>
      lazyPage(async () => {
        const [{ resource }, { ResourceDetail }] = await Promise.all([load(), import('./resource-detail')]);
        return { default: () => <ResourceDetail resource={resource} /> };
      }),
  };
}
