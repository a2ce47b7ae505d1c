/**
 * A feature registers once: its namespaces, its pages with their menu entries, and how its records read in the
 * audit log, in one value (`features/<name>/feature.ts`). The app places the features in its menu groups
 * (`app/features.ts`) and builds the translations' loaders, the route tree and the audit log's fields from
 * that one list. Everything a feature loads waits for its pages: messages and record fields are loaders.
 */
import { crudRoutes, type CrudRoutesOptions } from './resource/routes';
import type { DashboardCard } from './dashboard-cards';
import type { MessageLoaders } from './i18n';
import type { RecordFields } from './record-fields';
import type { AppRoute } from './routes';

/** Resource name (`tags`, as the audit log names it) -> the load of its fields' descriptions. */
export type RecordFieldLoaders = Readonly<Record<string, () => Promise<RecordFields>>>;

export type FeatureSpec<Part extends string> = {
  /** i18n namespace -> the import of its messages module (`() => import('./messages')`). */
  messages: MessageLoaders;
  recordFields?: RecordFieldLoaders;
  /** Cards on the dashboard (`dashboardCard(...)`), each under its permission. */
  dashboard?: DashboardCard[];
  /** The feature's own top-level menu entry, holding its pages (path, title, icon); none inside an app group. */
  menu?: Omit<AppRoute, 'component' | 'children'>;
  /** A resource's pages: the list, create, batch-create and import where the feature's pages start. */
  crud?: CrudRoutesOptions;
  /** Other pages, after the resource's. */
  routes?: AppRoute[];
  /** Other pages of one record, with the resource's edit and show pages. */
  records?: AppRoute[];
  /** Pages the app places apart from the others (the dashboard before every group), by name. */
  parts?: Readonly<Record<Part, AppRoute[]>>;
};

export type Feature<Part extends string = string> = {
  messages: MessageLoaders;
  recordFields: RecordFieldLoaders;
  dashboard: DashboardCard[];
  routes: AppRoute[];
  /**
   * Pages of one record (`:id`, `edit/:id`): last in the group the feature joins, so that a sibling's page
   * (`/blocks/banners`) is found by its own path before `:id` takes it for an id.
   */
  records: AppRoute[];
  parts: Readonly<Record<Part, AppRoute[]>>;
};

const isRecordPage = (route: AppRoute) => route.path.includes(':');

export function feature<const Part extends string = never>(spec: FeatureSpec<Part>): Feature<Part> {
  const crud = spec.crud ? crudRoutes(spec.crud) : [];
  const routes = [...crud.filter((route) => !isRecordPage(route)), ...(spec.routes ?? [])];
  const records = [...crud.filter(isRecordPage), ...(spec.records ?? [])];
  const placed = spec.menu
    ? { routes: [{ ...spec.menu, children: [...routes, ...records] }], records: [] }
    : { routes, records };
  return {
    messages: spec.messages,
    recordFields: spec.recordFields ?? {},
    dashboard: spec.dashboard ?? [],
    parts: spec.parts ?? ({} as Record<Part, AppRoute[]>),
    ...placed,
  };
}

/** The part `name` of a feature, placed by the app where the feature's other pages are not. */
export function partOf<Part extends string>(source: Feature<Part>, name: Part): Feature {
  return { ...source, routes: source.parts[name], records: [], parts: {}, dashboard: [] };
}

/** A menu group (`/permissions`, its title and icon) holding features' pages; their records' pages last. */
export type FeatureGroup = { group: Omit<AppRoute, 'component' | 'children'>; features: Feature[] };

export type FeatureEntry = Feature | FeatureGroup;

const isGroup = (entry: FeatureEntry): entry is FeatureGroup => 'group' in entry;

export function group(route: FeatureGroup['group'], features: Feature[]): FeatureGroup {
  return { group: route, features };
}

/** Every feature of the list, each once (a feature placed in two places is one feature). */
export function featuresOf(entries: readonly FeatureEntry[]): Feature[] {
  return [...new Set(entries.flatMap((entry) => (isGroup(entry) ? entry.features : [entry])))];
}

/** The route tree: groups and top-level pages in the list's order. */
export function routesOf(entries: readonly FeatureEntry[]): AppRoute[] {
  return entries.flatMap((entry) => {
    if (!isGroup(entry)) return [...entry.routes, ...entry.records];
    const { group: route, features } = entry;
    return [{ ...route, children: [...features.flatMap((f) => f.routes), ...features.flatMap((f) => f.records)] }];
  });
}

/** Every namespace's loader. */
export function messagesOf(features: readonly Feature[]): MessageLoaders {
  return Object.fromEntries(features.flatMap((f) => Object.entries(f.messages)));
}

/** Every resource's fields as the audit log reads them, loaded together (with the first page that reads them). */
export async function recordFieldsOf(features: readonly Feature[]): Promise<Record<string, RecordFields>> {
  const loaders = Object.entries(Object.fromEntries(features.flatMap((f) => Object.entries(f.recordFields))));
  const loaded = await Promise.all(loaders.map(async ([name, load]) => [name, await load()] as const));
  return Object.fromEntries(loaded);
}
