/** The bar of open pages under the top bar; right-click a tab for refresh and close actions. */
import { CloseOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { useEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { titleKey } from '../../../lib/routes';
import { useTagsView } from './context';
import type { VisitedView } from './views';
import styles from './tags-view.module.css';

/** Spec section 9: the context menu is 105 px wide, its padding included; its items small enough to fit. */
const CONTEXT_MENU_STYLE = { width: 105, boxSizing: 'border-box' } as const;
const ITEM_STYLE = { fontSize: 12, paddingInline: 10, whiteSpace: 'nowrap' } as const;

function TabMenu({ view, children }: { view: VisitedView; children: ReactElement }) {
  const { t } = useTranslation('app');
  const tags = useTagsView();
  const items: MenuProps['items'] = [
    { key: 'refresh', label: t('tagsView.refresh'), style: ITEM_STYLE },
    ...(view.affix ? [] : [{ key: 'close', label: t('tagsView.close'), style: ITEM_STYLE }]),
    { key: 'closeOthers', label: t('tagsView.closeOthers'), style: ITEM_STYLE },
    { key: 'closeAll', label: t('tagsView.closeAll'), style: ITEM_STYLE },
  ];
  const run: MenuProps['onClick'] = ({ key }) => {
    if (key === 'refresh') tags.refresh(view);
    if (key === 'close') tags.close(view);
    if (key === 'closeOthers') tags.closeOthers(view);
    if (key === 'closeAll') tags.closeAll();
  };
  return (
    <Dropdown trigger={['contextMenu']} menu={{ items, onClick: run, style: CONTEXT_MENU_STYLE }}>
      {children}
    </Dropdown>
  );
}

export function TagsView() {
  const { t } = useTranslation('app');
  const { views, close } = useTagsView();
  const { pathname } = useLocation();
  const activeRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    // Chromium's scrollIntoView answers a promise: not an effect clean-up.
    void activeRef.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);

  return (
    <nav data-tour="tabs" className={styles.bar} aria-label={t('tagsView.label')}>
      {views.map((view) => {
        const active = view.path === pathname;
        const title = t(titleKey(view.title));
        return (
          <TabMenu key={view.path} view={view}>
            <span className={active ? `${styles.tab} ${styles.active}` : styles.tab}>
              <Link to={view.fullPath} ref={active ? activeRef : undefined} aria-current={active ? 'page' : undefined}>
                {title}
              </Link>
              {!view.affix && (
                <button
                  type="button"
                  className={styles.close}
                  aria-label={t('tagsView.closeTab', { title })}
                  onClick={() => close(view)}
                >
                  <CloseOutlined />
                </button>
              )}
            </span>
          </TabMenu>
        );
      })}
    </nav>
  );
}
