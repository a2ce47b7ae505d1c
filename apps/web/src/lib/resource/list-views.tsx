/**
 * The views of a list: tabs above the search form, "All" first, then the resource's predefined views
 * (`Resource.views`), then the admin's saved views (`saved-views/`). Picking one replaces the list's filters with
 * the view's (and, for a saved view, its sort), going back to the first page, so the URL keeps it; the tab whose
 * filters (and sort) are exactly the URL's is the one shown picked, none when they were changed by hand.
 */
import { useRef, type KeyboardEvent } from 'react';
import type { FilterValues } from './types';
import type { ResourceT } from './use-resource-t';
import { activeView, ALL_VIEWS, type ViewTab } from './view-tabs';
import styles from './list-views.module.css';

export { activeView, type ListView, type ViewTab } from './view-tabs';

type Props = {
  tabs: readonly ViewTab[];
  filters: FilterValues;
  sort: string | undefined;
  /** The tab picked; undefined for "All". */
  onPick: (tab: ViewTab | undefined) => void;
  t: ResourceT;
};

/**
 * A tab list of plain buttons rather than antd's Tabs, which measure every tab (a layout of the whole page) each
 * time the list below them renders anew. The arrow keys, Home and End move between the tabs; Enter or Space
 * picks one (picking reloads the list, so moving does not; the tab picked already does nothing). Tabs that do not
 * fit wrap onto a second line.
 */
export function ListViews({ tabs, filters, sort, onPick, t }: Props) {
  const list = useRef<HTMLDivElement>(null);
  const items = [{ key: ALL_VIEWS, label: t('resource:views.all') }, ...tabs];
  const active = activeView(tabs, filters, sort);
  // The one tab reached with Tab: the picked one, else the first.
  const focusable = items.some((item) => item.key === active) ? active : ALL_VIEWS;
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = buttons.indexOf(event.currentTarget);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    buttons[(to + buttons.length) % buttons.length]?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label={t('resource:views.menu')} className={styles.tabs}>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={item.key === active}
          tabIndex={item.key === focusable ? 0 : -1}
          onKeyDown={move}
          onClick={() => item.key !== active && onPick(tabs.find((tab) => tab.key === item.key))}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
