/**
 * The route entries of a resource's pages, with the meta every feature would otherwise repeat: edit and show
 * pages are hidden, not cached and highlight the list; a show page needs the list permission. A create page is
 * hidden too (the list's Create button opens it; the menu's search finds it) and highlights the list, but stays
 * alive in its tab; a batch-create page and an import page are menu entries of their own. Icons belong to the
 * menu's top level: the group or page that holds these.
 */
import type { UnreadKind } from '@backlot/contract';
import type { AppRoute } from '../routes/types';
import type { Permissions } from './resource';

type Page = NonNullable<AppRoute['component']>;

export type CrudRoutesOptions = {
  /** i18n namespace holding `title.list`, `title.create`, `title.edit`, `title.show`. */
  ns: string;
  /** Path of the list relative to its parent ('' for a top-level resource, 'admins' in a group). */
  base: string;
  /** Absolute path of the list, highlighted in the menu from the hidden pages. */
  listPath: string;
  permissions: Permissions;
  pages: { list: Page; create?: Page; batchCreate?: Page; import?: Page; edit?: Page; show?: Page };
  /** The show page's segment before the id (the resource's `showAt`). */
  showAt?: string;
  /** The edit page is `:id/edit` (the resource's `editAfterId`). */
  editAfterId?: boolean;
  /** The list shows arrivals of this kind: its menu entry counts the unread ones (`RouteMeta.unread`). */
  unread?: UnreadKind;
};

export type NestedRoutesOptions = Pick<CrudRoutesOptions, 'ns' | 'listPath' | 'permissions'> & {
  /** The nested resource's segment under its parent's record (`campaigns`). */
  segment: string;
  /** One page serves both (`:id` present: edit). */
  pages: { create?: Page; edit?: Page };
};

/**
 * The create and edit pages of a resource nested under its parent's record, relative to the parent's list:
 * `:parentId/<segment>/create` and `:parentId/<segment>/:id/edit` (`useParentId`, `useRecordId`). Both are
 * hidden and highlight the parent's list; the nested list itself is part of the parent's show page.
 */
export function nestedRoutes({ ns, segment, listPath, permissions, pages }: NestedRoutesOptions): AppRoute[] {
  const hiddenMeta = { hidden: true, noCache: true, activeMenu: listPath } as const;
  const routes: AppRoute[] = [];
  if (pages.create && permissions.create)
    routes.push({
      path: `:parentId/${segment}/create`,
      component: pages.create,
      meta: { title: `${ns}:title.create`, ...hiddenMeta, permission: permissions.create },
    });
  if (pages.edit && permissions.edit)
    routes.push({
      path: `:parentId/${segment}/:id/edit`,
      component: pages.edit,
      meta: { title: `${ns}:title.edit`, ...hiddenMeta, permission: permissions.edit },
    });
  return routes;
}

export function crudRoutes({
  ns,
  base,
  listPath,
  permissions,
  pages,
  showAt,
  editAfterId,
  unread,
}: CrudRoutesOptions): AppRoute[] {
  const at = (rest: string) => [base, rest].filter(Boolean).join('/');
  const hiddenMeta = { hidden: true, noCache: true, activeMenu: listPath } as const;
  const routes: AppRoute[] = [
    {
      path: base,
      component: pages.list,
      meta: { title: `${ns}:title.list`, permission: permissions.list, ...(unread ? { unread } : {}) },
    },
  ];
  if (pages.create && permissions.create) {
    routes.push({
      path: at('create'),
      component: pages.create,
      meta: { title: `${ns}:title.create`, hidden: true, activeMenu: listPath, permission: permissions.create },
    });
  }
  if (pages.batchCreate && permissions.batchCreate) {
    routes.push({
      path: at('batch-create'),
      component: pages.batchCreate,
      meta: { title: `${ns}:title.batchCreate`, permission: permissions.batchCreate },
    });
  }
  if (pages.import && permissions.import) {
    routes.push({
      path: at('import'),
      component: pages.import,
      // Reached from its list's Import button: not a menu entry, which would turn a one-page entry into a group.
      meta: { title: `${ns}:title.import`, hidden: true, activeMenu: listPath, permission: permissions.import },
    });
  }
  if (pages.edit && permissions.edit) {
    routes.push({
      path: at(editAfterId ? ':id/edit' : 'edit/:id'),
      component: pages.edit,
      meta: { title: `${ns}:title.edit`, ...hiddenMeta, permission: permissions.edit },
    });
  }
  if (pages.show) {
    routes.push({
      path: at(showAt ? `${showAt}/:id` : ':id'),
      component: pages.show,
      meta: { title: `${ns}:title.show`, ...hiddenMeta, permission: permissions.list },
    });
  }
  return routes;
}
