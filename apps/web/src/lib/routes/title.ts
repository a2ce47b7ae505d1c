/**
 * Where a route's title reads: a feature's `ns:title.key` in the `menu` namespace, `menu:ns.key` (every
 * feature's titles, gathered when the app is built: `menu-titles.ts`), so the menu, breadcrumb and tabs show
 * them without loading every feature's messages; any other key (`app:menu.permissions`) as it is.
 */
export function titleKey(title: string): string {
  const [, namespace, key] = /^([^:]+):title(?:\.(.+))?$/.exec(title) ?? [];
  if (!namespace) return title;
  return key ? `menu:${namespace}.${key}` : `menu:${namespace}`;
}
