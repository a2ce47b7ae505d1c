/**
 * A resource's list page, titled: search form, toolbar (create, refresh, column settings), the table with URL-synced
 * page, page size and sort, row actions (view, edit, the declared actions, delete), and bulk actions on the
 * selected rows; on a phone the records are cards (`record-cards.tsx`) rather than a table's rows. A row opens its record when clicked; an empty list says why, and offers Create or clearing the
 * filters.
 */
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { Alert, Flex, Spin, Table, type TableProps } from 'antd';
import { useRead } from '../api/use-read';
import { recordTitle, type Resource } from './resource';
import type { RecordBase, RecordId } from './types';
import { useListController } from './use-list-controller';
import { useColumnSettings } from './use-column-settings';
import { useResourceT } from './use-resource-t';
import { useLanguage } from './use-language';
import { useAllowed } from './use-allowed';
import { useDelegator } from '../permissions';
import { useRouteMeta } from '../routes';
import { SearchForm } from './search-form';
import { filterUrlNames } from './filter-controls';
import { actionsColumn, rowActionsOf, type RowOptions } from './row-actions';
import type { RecordCardsProps } from './record-cards';
import { cardLayout } from './card-layout';
import { BulkBar } from './bulk-bar';
import { bulkActionsOf } from './bulk-actions';
import { ListToolbar } from './list-toolbar';
import { ListEmpty } from './list-empty';
import { recordPathOf, useRowOpen } from './row-open';
import { sortFromTable, tableColumns } from './table-columns';
import { errorText } from './use-save-controller';
import { useQueue } from './use-queue';
import { ListPager } from './list-pager';
import { useListWidth } from './list-width';
import { useScreenfulFirst } from './use-screenful-first';
import { useSavedViews } from './saved-views/use-saved-views';
import { ViewsMenu } from './saved-views/views-menu';
import { warmable } from './warm-parts';
import { lazyComponent } from '../lazy-component';
import { Panel } from '../panel';
import tableStyles from '../wide-table.module.css';

/** Views' tabs load with a list that has views only. */
const QueueHint = lazyComponent(warmable(() => import('./queue-hint')));
const ListViews = lazyComponent(warmable(() => import('./list-views').then((m) => ({ default: m.ListViews }))));

/** Cards load on a phone only: a list on a desktop never downloads them. */
const RecordCards = lazyComponent(() =>
  import('./record-cards').then((m) => ({ default: m.RecordCards })),
) as unknown as <T extends RecordBase>(props: RecordCardsProps<T>) => ReactNode;

export type ResourceListProps<T extends RecordBase> = {
  resource: Resource<T>;
  deletable?: RowOptions<T>['deletable'];
  expandable?: TableProps<T>['expandable'];
  /**
   * The list's title; by default its page's, as the menu and the breadcrumb name it (the resource's `title.list`
   * where the page has none): a namespace's second list (its payments, its notifications) is not titled as its
   * first.
   */
  title?: ReactNode;
  /** Worked through from the keyboard, row by row (`use-queue.tsx`): moderation. */
  queue?: boolean;
  /** Controls at the top right of the list's panel: an action on the list as a whole (crediting coins). */
  extra?: ReactNode;
};

export function ResourceList<T extends RecordBase>({
  resource,
  deletable,
  expandable,
  title,
  queue: isQueue,
  extra: headExtra,
}: ResourceListProps<T>) {
  const t = useResourceT(resource.ns);
  const pageTitle = useRouteMeta()?.title;
  const heading = title ?? (pageTitle ? t(pageTitle) : t('title.list'));
  const language = useLanguage();
  const allowed = useAllowed();
  const actor = useDelegator();
  // One array for the page's life: the search form resets its fields to the URL whenever it changes.
  const filters = useMemo(() => resource.filters ?? [], [resource.filters]);
  const urlNames = useMemo(() => filterUrlNames(filters), [filters]);
  const list = useListController({ filterNames: urlNames, defaultSort: resource.defaultSort });
  const tableFields = useMemo(
    () => resource.fields.filter((f) => !f.hideInTable && f.valueType !== 'password'),
    [resource.fields],
  );
  const settings = useColumnSettings(resource.ns, tableFields);
  const shownFields = tableFields.filter((f) => settings.isShown(f.name));
  const saved = useSavedViews(resource, list, { shown: shownFields.map((f) => f.name), ...settings }, t);
  // Asked while the page renders, not once it has mounted: the rows travel while the form and table are built —
  // unless the admin's default view may yet change what to ask.
  const query = useRead({ ...resource.api.list(list.query), enabled: !saved.waiting });
  const [selected, setSelected] = useState<RecordId[]>([]);
  // The manifest's bulk actions the admin may run; rows are selectable too where the list exports them.
  const bulk = bulkActionsOf(resource, t).filter((a) => allowed(a.permission));
  const exportable = Boolean(resource.permissions.export && allowed(resource.permissions.export));
  const selectable = bulk.length > 0 || exportable;
  const nameOf = (id: RecordId) => {
    const record = query.data?.data.find((r) => r.id === id);
    return record ? recordTitle(resource, record) : `#${id}`;
  };

  const { compact, stacked, firstRow } = useListWidth();
  const rows = useScreenfulFirst(query.data?.data);

  const { container, holder, acted, onRow, rowClassName } = useQueue({
    // Phones have no keys to press.
    enabled: Boolean(isQueue) && !stacked,
    resource,
    records: query.data?.data,
    allowed,
    actor,
    t,
    toggle: selectable
      ? (id) => setSelected((now) => (now.includes(id) ? now.filter((s) => s !== id) : [...now, id]))
      : undefined,
  });

  const openRow = useRowOpen(resource, allowed, actor);
  const rowContext = {
    allowed,
    actor,
    records: query.data?.data,
    // A card has room for a row's icons and its "More"; a table row below 992 px has one button.
    compact: compact && !stacked,
    onActed: isQueue ? acted : undefined,
  };
  // The pager follows the counted total on its own: its arrival does not render the rows again.
  const pager = (cards?: boolean) => (
    <ListPager
      api={resource.api}
      list={list}
      meta={query.data?.meta}
      shown={query.data?.data.length ?? 0}
      cards={cards}
      t={t}
    />
  );
  const empty = query.isPending ? undefined : (
    <ListEmpty resource={resource} filters={list.filters} onClear={() => list.setFilters({})} t={t} />
  );
  const selection = selectable
    ? { selected, onChange: (keys: readonly RecordId[]) => setSelected([...keys]) }
    : undefined;
  return (
    // On a phone the title keeps the header's width; the panel's controls open its body.
    <Panel title={heading} extra={stacked ? undefined : headExtra}>
      <Flex vertical gap={16}>
        {stacked && headExtra}
        {saved.tabs.length ? (
          <Suspense>
            <ListViews tabs={saved.tabs} filters={list.filters} sort={list.sort} onPick={saved.pick} t={t} />
          </Suspense>
        ) : null}
        {/* Nothing to search or filter (a channel's campaigns): no form at all. */}
        {(filters.length > 0 || resource.search !== false) && (
          <SearchForm
            filters={filters}
            search={resource.search !== false}
            values={list.filters}
            onSearch={list.setFilters}
            stacked={stacked}
            firstRow={firstRow}
            t={t}
          />
        )}
        <Flex justify="space-between" align="center" wrap gap={8}>
          <BulkBar
            resource={resource}
            actions={bulk}
            exportable={exportable}
            selected={selected}
            onDone={setSelected}
            nameOf={nameOf}
            t={t}
          />
          <ListToolbar
            resource={resource}
            columns={tableFields}
            settings={settings}
            refreshing={query.isFetching}
            onRefresh={() => void query.refetch()}
            query={list.query}
            selected={selected}
            meta={query.data?.meta}
            filters={list.filters}
            t={t}
          >
            {saved.enabled && (
              <ViewsMenu
                resource={resource.api.path}
                picked={saved.picked}
                current={saved.current}
                onSaved={saved.onSaved}
                onDeleted={saved.onDeleted}
                t={t}
              />
            )}
          </ListToolbar>
        </Flex>
        {query.isError && <Alert type="error" showIcon title={errorText(query.error, t('resource:failed'))} />}
        {/* Phones and tablets have no keys to press. */}
        {isQueue && !compact && (
          <Suspense>
            <QueueHint
              actions={resource.actions ?? []}
              allowed={allowed}
              deletable={Boolean(resource.permissions.delete) && allowed(resource.permissions.delete)}
              selectable={selectable}
              t={t}
            />
          </Suspense>
        )}
        {isQueue && holder}
        {stacked ? (
          <Suspense fallback={<Spin style={{ display: 'block', margin: '32px auto' }} />}>
            <RecordCards<T>
              records={query.data?.data}
              loading={query.isFetching}
              layout={cardLayout(tableFields, shownFields, resource.titleField)}
              label={typeof heading === 'string' ? heading : t('title.list')}
              nameOf={(record) => recordTitle(resource, record)}
              pathOf={recordPathOf(resource, allowed, actor)}
              actions={rowActionsOf(resource, { deletable }, t, rowContext).render}
              selection={selection}
              expandable={expandable}
              pager={pager(true)}
              empty={empty}
              t={t}
              language={language}
            />
          </Suspense>
        ) : (
          <Flex vertical gap={16} ref={container}>
            <Table<T>
              className={tableStyles.scroller}
              rowKey="id"
              loading={query.isFetching}
              dataSource={rows}
              columns={[
                ...tableColumns(shownFields, list.sort, t, language),
                ...actionsColumn(resource, { deletable }, t, rowContext),
              ]}
              onRow={isQueue ? onRow : openRow}
              rowClassName={isQueue ? rowClassName : undefined}
              rowSelection={
                selection && { selectedRowKeys: selected, onChange: (keys) => selection.onChange(keys as RecordId[]) }
              }
              expandable={expandable}
              locale={{ emptyText: empty }}
              pagination={false}
              onChange={(_pager, _filters, sorter, extra) => {
                if (extra.action === 'sort' && !Array.isArray(sorter))
                  list.setSort(sortFromTable(shownFields, sorter.columnKey, sorter.order));
              }}
            />
            {pager()}
          </Flex>
        )}
      </Flex>
    </Panel>
  );
}
