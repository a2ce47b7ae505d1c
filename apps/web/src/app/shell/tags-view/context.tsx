/**
 * The visited pages, shared by the tags-view bar and the kept-alive page area: the pinned pages, then those
 * the admin had open in this browser tab before a reload, then each page as it is visited.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { affixViews, type AppRoute } from '../../../lib/routes';
import { useSession } from '../../../lib/session';
import { rememberedViews, rememberViews } from './remembered';
import { close, closeAll, closeOthers, fallbackPath, forget, refresh, visit, type VisitedView } from './views';

type TagsView = {
  views: VisitedView[];
  visit: (view: VisitedView) => void;
  refresh: (view: VisitedView) => void;
  /** Stops keeping the page at `path` alive once it is left. */
  discard: (path: string) => void;
  close: (view: VisitedView) => void;
  closeOthers: (view: VisitedView) => void;
  closeAll: () => void;
};

const TagsViewContext = createContext<TagsView | null>(null);

export function useTagsView(): TagsView {
  const value = useContext(TagsViewContext);
  if (!value) throw new Error('useTagsView needs a TagsViewProvider');
  return value;
}

export function TagsViewProvider({ routes, children }: { routes: readonly AppRoute[]; children: ReactNode }) {
  const adminId = useSession().admin?.id;
  const [views, setViews] = useState<VisitedView[]>(() => [
    ...affixViews(routes).map((view) => ({ ...view, fullPath: view.path, affix: true, generation: 0 })),
    ...(adminId === undefined ? [] : rememberedViews(routes, adminId)),
  ]);
  useEffect(() => {
    if (adminId !== undefined) rememberViews(adminId, views);
  }, [adminId, views]);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  /** Applies a change; if the page shown is gone, shows the last one left. */
  const change = useCallback(
    (update: (current: VisitedView[]) => VisitedView[]) => {
      const next = update(views);
      setViews(next);
      if (!next.some((v) => v.path === pathname)) void navigate(fallbackPath(next));
    },
    [views, pathname, navigate],
  );

  const discard = useCallback((path: string) => setViews((current) => forget(current, path)), []);

  const value = useMemo<TagsView>(
    () => ({
      views,
      visit: (view) => setViews((current) => visit(current, view)),
      discard,
      refresh: (view) => {
        setViews((current) => refresh(current, view.path));
        void navigate(`/redirect${view.fullPath}`, { replace: true });
      },
      close: (view) => change((current) => close(current, view.path)),
      closeOthers: (view) => {
        change((current) => closeOthers(current, view.path));
        if (view.path !== pathname) void navigate(view.fullPath);
      },
      closeAll: () => change(closeAll),
    }),
    [views, change, navigate, pathname, discard],
  );

  return <TagsViewContext.Provider value={value}>{children}</TagsViewContext.Provider>;
}
