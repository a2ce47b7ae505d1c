/**
 * A feature that is one resource and its pages, registered from one declaration: the resource's name, list path
 * and menu entry, its manifest and messages (both loaded with its first page), and what the screen adds to the
 * manifest. The kit derives the rest: the API (`/api/<ns>`), the permissions (`list-<ns>`, ...), the default
 * list, form and detail pages, the routes, and the audit log's description of its fields. A plain resource is
 * then two files, `feature.ts` and `messages.ts`, and one line in `app/features.ts`.
 */
import i18next from 'i18next';
import type { Manifest, PermissionName } from '@backlot/contract';
import { feature, type Feature, type FeatureSpec } from './feature';
import type { MessageLoaders } from './i18n';
import { recordFieldsOf, type RecordFieldsOptions } from './record-fields';
import { defaultPages, type ListOptions } from './resource/default-pages';
import type { RecordOf, ResourceDeclaration } from './resource/manifest-resource';
import { crudPermissions, type CrudResource, type Permissions } from './resource/permissions';
import type { Resource } from './resource/resource';
import type { RecordBase } from './resource/types';

export type ResourceFeatureSpec<M extends Manifest> = {
  /** The resource's name: its i18n namespace, its API path and, by default, its permissions' suffix. */
  ns: CrudResource | (string & {});
  /** Absolute path of the list (`/plans/deals`); inside a menu group, the group's path is its first segment. */
  path: string;
  /** `() => import('@backlot/contract/tags').then((m) => m.tagManifest)`: the manifest, loaded with the pages. */
  manifest: () => Promise<M>;
  messages: MessageLoaders[string];
  /** Default: list, create, edit and delete under `<action>-<ns>`. */
  permissions?: Permissions;
  declaration?: ResourceDeclaration<M>;
  /**
   * Which default pages it has; create and edit share the form. The list's options. `import`: the kit's import
   * page, under `import-<ns>` (the contract's IMPORT_FIELDS name its columns).
   */
  pages: { list?: ListOptions<RecordOf<M>>; create?: true; edit?: true; show?: true; import?: true };
  /** How its audit entries read where the manifest's convention does not say (`recordFieldsOf`). */
  recordFields?: RecordFieldsOptions;
} & Pick<FeatureSpec<never>, 'menu' | 'dashboard' | 'routes' | 'records'>;

export type ResourceFeature<T extends RecordBase> = Feature & {
  /** The resource the pages show, once its manifest has loaded. */
  resource: () => Promise<Resource<T>>;
};

/** The list's path inside its menu group: `/plans/deals` -> `deals`; a page of its own or a group's first: ''. */
const baseOf = (path: string) => path.split('/').slice(2).join('/');

export function resourceFeature<M extends Manifest>(spec: ResourceFeatureSpec<M>): ResourceFeature<RecordOf<M>> {
  const { ns, path, declaration, pages: wanted } = spec;
  const permissions: Permissions = spec.permissions ?? {
    ...crudPermissions(ns as CrudResource),
    ...(wanted.import && { import: `import-${ns}` as PermissionName }),
  };
  let loading: Promise<Resource<RecordOf<M>>> | undefined;
  const resource = () =>
    (loading ??= Promise.all([spec.manifest(), import('./resource/manifest-resource')]).then(
      ([manifest, { manifestResource }]) =>
        manifestResource<M>({ ns, path, permissions }, manifest, { hasShow: wanted.show, ...declaration }),
    ));
  // The namespace's messages travel beside the manifest rather than after it: one round trip less per first visit.
  const pages = defaultPages(() =>
    Promise.all([resource(), i18next.loadNamespaces(ns)]).then(([loaded]) => ({ resource: loaded })),
  );
  const form = wanted.create || wanted.edit ? pages.form() : undefined;
  return {
    ...feature({
      messages: { [ns]: spec.messages },
      recordFields: {
        [ns]: () => spec.manifest().then((manifest) => recordFieldsOf(ns, manifest, spec.recordFields)),
      },
      menu: spec.menu,
      dashboard: spec.dashboard,
      routes: spec.routes,
      records: spec.records,
      crud: {
        ns,
        base: spec.menu ? '' : baseOf(path),
        listPath: path,
        permissions,
        editAfterId: declaration?.editAfterId,
        showAt: declaration?.showAt,
        pages: {
          list: pages.list(wanted.list ?? {}),
          create: wanted.create && form,
          edit: wanted.edit && form,
          show: wanted.show && pages.show(),
          import: wanted.import && pages.importPage(),
        },
      },
    }),
    resource,
  };
}
