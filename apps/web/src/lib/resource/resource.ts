/**
 * A resource declaration: one list of fields drives the table, the search form, the edit form and the
 * detail page (after ant-design-pro's columns); the kit's controllers and components do the rest.
 */
import type { ReactNode } from 'react';
import type { Delegator, Manifest } from '@backlot/contract';
import { camelKey } from '../api/case';
import { currentLanguage } from '../i18n/language';
import type { Permissions } from './permissions';
import type { ResourceApi } from './api';
import type { RecordBase, RecordId } from './types';
import type { ResourceT } from './use-resource-t';
import type { ActionSpec } from './actions';
import type { Field, FilterSpec, RelationPanelSpec } from './field';
import { fieldsOf, type Placement, type Presentation } from './manifest-fields';
import type { FormSection } from './form-layout';
import type { ListView } from './view-tabs';

export type { Permissions };

export type Resource<T extends RecordBase> = {
  /** i18n namespace of the feature; also the key of remembered column settings. */
  ns: string;
  /** Absolute path of the list page; create is `${path}/create`, edit `${path}/edit/:id`, show `${path}/:id`. */
  path: string;
  /**
   * A resource listed on its parent's page (a channel's campaigns): `listPath` is that page, where its
   * forms return; `path` is the parent record's `/channels/7/campaigns`, create is `${path}/create` and edit
   * `${path}/:id/edit`.
   */
  nested?: { listPath: string };
  api: ResourceApi<T>;
  permissions: Permissions;
  /** The contract's manifest, when the resource is declared by one: its body schemas are the form's rules. */
  manifest?: Manifest;
  fields: Field<T>[];
  /**
   * The form's named sections, in order, each listing its fields by name (`form-layout.ts`): the form then
   * shows two columns on a desktop. A long form declares them; a short one shows its fields as a column.
   */
  formSections?: FormSection[];
  /** Sort applied when the URL has none (`-created_at`). */
  defaultSort?: string;
  filters?: FilterSpec[];
  /** Saved views of the list, tabs above its search form (`list-views.tsx`): "mine, waiting on us". */
  views?: ListView[];
  /** false: no free-text search box. */
  search?: boolean;
  /** Where a row's name is read for titles and confirmations. */
  titleOf?: (record: T) => string;
  /** The field that name is (the manifest's name field): a card on a phone shows it as its title. */
  titleField?: string;
  /** Form values the record does not hold as such (ids of related records), merged over its fields. */
  toFormValues?: (record: T) => Record<string, unknown>;
  /**
   * When a record cannot be changed (by anyone, or by the signed-in admin `actor`), the i18n key of why: its
   * form is read-only, it cannot be deleted, none of its actions is offered, and where it has a show page no
   * edit action is offered.
   */
  locked?: (record: T, actor: Delegator) => string | false;
  /** Has a show page: rows link to it and saving returns to it. */
  hasShow?: boolean;
  /** The show page's segment before the id, when it has one (`show` for `/videos/show/:id`). */
  showAt?: string;
  /** Has a gallery (`/<path>/{id}/photos`): shown on the show page, changed under the edit permission. */
  gallery?: boolean;
  /** Has private scans (`/<path>/{id}/scans`): listed and downloaded on the show page, added and deleted under edit. */
  scans?: boolean;
  /** Ordered related records on their own routes, each in a panel of the show page when `visible`. */
  relationPanels?: Array<RelationPanelSpec & { visible?: (record: T) => boolean }>;
  /**
   * Records staff put in order (the server's `POST /<path>/reorder`): the list offers "Reorder" for the scope
   * its filters `scope` (URL names) pick; `sort` is the order's column (default `sort`); `describe` adds to a
   * row's name in the dialog.
   */
  reorder?: { scope: string[]; sort?: string; describe?: (record: T, t: ResourceT) => ReactNode };
  /** The edit page is `${path}/:id/edit` (the spec's FAQ, site texts and plans), not `${path}/edit/:id`. */
  editAfterId?: boolean;
  /** State-machine actions, offered in the list's rows and on the show page (see `actions.ts`). */
  actions?: ActionSpec<T>[];
  /**
   * A field the server answers only in the answer that made it (a site's intake key): shown once, in a
   * dialog with a copy button, after a create or an action whose answer carries it. `title` and `hint` are
   * i18n keys; `{{name}}` in the title is the record's title.
   */
  secret?: {
    field: keyof T & string;
    title: string;
    hint: string;
    /** A second value made from the secret, shown and copied with it (a URL that carries it); `label` is an i18n key. */
    also?: { label: string; value: (secret: string, record: T) => string };
  };
};

/** The name a record goes by in titles and confirmations: its `titleOf`, else `#<id>`. */
export const recordTitle = <T extends RecordBase>(resource: Pick<Resource<T>, 'titleOf'>, record: T) =>
  resource.titleOf?.(record) ?? `#${record.id}`;

/** The path of a record's show page. */
export const showPathOf = (resource: { path: string; showAt?: string }, id: RecordId) =>
  [resource.path, resource.showAt, id].filter((part) => part !== undefined && part !== '').join('/');

/** The page that lists a resource's records: its own list page, or for a nested resource its parent's page. */
export const listPathOf = (resource: Pick<Resource<RecordBase>, 'path' | 'nested'>) =>
  resource.nested?.listPath ?? resource.path;

/** The path of a record's edit page. */
export const editPathOf = (resource: Pick<Resource<RecordBase>, 'path' | 'nested' | 'editAfterId'>, id: RecordId) =>
  resource.nested || resource.editAfterId ? `${resource.path}/${id}/edit` : `${resource.path}/edit/${id}`;

/**
 * A resource declared by the contract's manifest: its fields, default order and title come from it
 * (`manifest-fields.ts`); `presentation` adds to each field what only the screen needs.
 */
type ManifestDeclared<T extends RecordBase, W extends string> = Omit<Resource<T>, 'fields' | 'manifest'> & {
  manifest: Manifest;
  presentation?: Presentation<T, W>;
} & Placement<T>;

/**
 * Declares a resource, by its fields or by the contract's manifest, checked against its record type (and `W`,
 * the names of the manifest's write-only fields that its presentation names: `'password' | 'roleIds'`).
 */
export function defineResource<T extends RecordBase, W extends string = never>(
  declaration: Resource<T> | ManifestDeclared<T, W>,
): Resource<T> {
  if (!declaration.manifest) return declaration as Resource<T>;
  const { manifest, presentation, readings, leading, ...rest } = declaration as ManifestDeclared<T, W>;
  const nameKey = camelKey(manifest.nameField) as keyof T;
  // A name kept in both languages (`title`, `title_cn`) reads in the UI's: the Chinese one, when given, in
  // either Chinese UI. Stored Chinese is shown as stored (Simplified): the browser carries no converter.
  const chineseKey =
    `${manifest.nameField}_cn` in manifest.fields ? (camelKey(`${manifest.nameField}_cn`) as keyof T) : undefined;
  const nameIn = (record: T) => {
    const chinese = chineseKey && currentLanguage().startsWith('zh') ? record[chineseKey] : undefined;
    return String(typeof chinese === 'string' && chinese ? chinese : record[nameKey]);
  };
  return {
    defaultSort: manifest.defaultSort,
    titleOf: nameIn,
    // A resource that names its records its own way (`titleOf`) is not named by the field alone.
    ...(!rest.titleOf && { titleField: nameKey as string }),
    ...rest,
    manifest,
    fields: fieldsOf(manifest, presentation, { readings, leading }),
  };
}
