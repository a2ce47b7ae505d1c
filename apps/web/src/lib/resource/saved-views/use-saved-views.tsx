/**
 * A list's saved views (`list-views.tsx` shows them as tabs after the predefined ones): the admin's own and those
 * shared with a role they hold, read once per list. Picking one sets its filters and sort in the URL and shows its
 * columns. When the list opens with neither filter nor sort in its URL, the admin's default view of it is applied
 * (in place of that history entry), and the rows are asked for only then, so the list never shows everything
 * first; afterwards "All", Reset or clearing the filters show everything, as they always did.
 */
import { useEffect, useMemo, useState } from 'react';
import { useRead } from '../../api/use-read';
import { StarFilled, TeamOutlined } from '@ant-design/icons';
import { camelKey, snakeKey } from '../../api/case';
import type { Resource } from '../resource';
import type { RecordBase } from '../types';
import type { ListController } from '../use-list-controller';
import type { ResourceT } from '../use-resource-t';
import { activeView, type ViewTab } from '../view-tabs';
import { filterUrlNames } from '../filter-controls';
import { savedViewsOptions, type SavedView, type ViewState } from './api';

/** The columns of the list and how to show some of them only. */
type Columns = { shown: readonly string[]; showOnly: (names: readonly string[]) => void };

const savedKey = (id: number) => `saved-${id}`;

/** Whether a view's state changes the URL of the list opened bare: a filter it knows, or another order. */
function movesUrl(state: ViewState, resource: Pick<Resource<RecordBase>, 'filters' | 'defaultSort'>) {
  const known = ['q', ...filterUrlNames(resource.filters ?? [])];
  return (
    Object.keys(state.filters).some((name) => known.includes(name)) ||
    (state.sort ?? resource.defaultSort) !== resource.defaultSort
  );
}

function SavedViewLabel({ view, t }: { view: SavedView; t: ResourceT }) {
  return (
    <span>
      {view.name}
      {view.isDefault && (
        <StarFilled
          style={{ marginInlineStart: 6, color: 'var(--primary)' }}
          aria-label={t('resource:views.default')}
        />
      )}
      {!view.mine && (
        <TeamOutlined
          style={{ marginInlineStart: 6 }}
          aria-label={t('resource:views.sharedBy', { name: view.ownerName })}
          title={t('resource:views.sharedBy', { name: view.ownerName })}
        />
      )}
    </span>
  );
}

export function useSavedViews<T extends RecordBase>(
  resource: Resource<T>,
  list: ListController,
  columns: Columns,
  t: ResourceT,
) {
  // A nested list (a channel's campaigns) has no views of its own.
  const enabled = !resource.nested;
  const key = resource.api.path;
  const query = useRead({ ...savedViewsOptions(key), enabled });
  const views = useMemo(() => query.data ?? [], [query.data]);
  // Opening: 'asking' until the views arrive, 'applying' the default until the URL holds it, then 'open'.
  const [opening, setOpening] = useState<'asking' | 'applying' | 'open'>(enabled ? 'asking' : 'open');
  const [defaulted, setDefaulted] = useState<SavedView>();
  const [pickedId, setPickedId] = useState<number>();
  const unfiltered = Object.keys(list.filters).length === 0 && list.sort === resource.defaultSort;

  const show = (view: SavedView, replace = false) => {
    list.setView(view.state.filters, view.state.sort, { replace });
    if (view.state.columns) columns.showOnly(view.state.columns.map(camelKey));
  };

  // Decided while rendering, as React adjusts state to what it reads: the views have arrived (is there a default
  // to apply?), or the URL holds the default now.
  if (opening === 'asking' && !query.isPending) {
    const fallback = unfiltered ? views.find((view) => view.isDefault) : undefined;
    setDefaulted(fallback);
    setPickedId(fallback?.id);
    setOpening(fallback && movesUrl(fallback.state, resource) ? 'applying' : 'open');
  }
  if (opening === 'applying' && !unfiltered) setOpening('open');

  // The default is applied through the router, once, in place of the history entry that opened the list.
  useEffect(() => {
    if (defaulted) show(defaulted, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [defaulted]);

  const tabs: ViewTab[] = [
    ...(resource.views ?? []).map((view) => ({ key: view.key, label: t(view.label), filters: view.filters })),
    ...views.map((view) => ({
      key: savedKey(view.id),
      label: <SavedViewLabel view={view} t={t} />,
      filters: view.state.filters,
      sort: { value: view.state.sort ?? resource.defaultSort, own: view.state.sort === undefined },
    })),
  ];

  const pick = (tab: ViewTab | undefined) => {
    const view = views.find((v) => tab && savedKey(v.id) === tab.key);
    if (view) {
      show(view);
      return setPickedId(view.id);
    }
    setPickedId(undefined);
    list.setFilters(tab?.filters ?? {});
  };

  /** What the list shows now, as a view holds it. */
  const current = (): ViewState => ({
    filters: Object.fromEntries(Object.entries(list.filters).filter(([, v]) => v)) as Record<string, string>,
    ...(list.sort !== resource.defaultSort && list.sort ? { sort: list.sort } : {}),
    columns: columns.shown.map(snakeKey),
  });

  return {
    enabled,
    /** The rows wait while the list opens unfiltered and the default view is not known yet. */
    waiting: opening !== 'open' && unfiltered,
    tabs,
    pick,
    /** The view the menu acts on: the one whose tab reads as picked, else the one picked last. */
    picked:
      views.find((view) => savedKey(view.id) === activeView(tabs, list.filters, list.sort)) ??
      views.find((view) => view.id === pickedId),
    current,
    onSaved: (view: SavedView) => setPickedId(view.id),
    onDeleted: () => setPickedId(undefined),
  };
}
