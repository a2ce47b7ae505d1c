/** The sidebar menu, built from the routes the admin may reach. */
import { ConfigProvider, Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  accordionKeys,
  activeMenuKey,
  groupKey,
  menuAncestors,
  menuKey,
  titleKey,
  useMenu,
  useRouteMeta,
  type MenuEntry,
} from '../../lib/routes';
import { useSettings } from '../../lib/settings';
import { readableOn } from '../../lib/settings/contrast';
import { useUnread, type UnreadCounts } from '../../lib/unread';
import { StyledIcons } from '../icon-styles';
import { GroupTitle, unreadIn, WithUnread } from './unread-badge';
import styles from './layout.module.css';

/** Spec section 9: menu colours (the active ones as given; the menu shows the shade of them that reads). */
export const MENU_COLORS = {
  background: '#fff',
  text: '#162b64',
  active: '#435ebe',
  activeTextTheme: '#57CAEB',
} as const;

type Item = NonNullable<MenuProps['items']>[number];

/**
 * A group opened or closed by a navigation (a page of another group opened from a link, a tab or the search)
 * changes at once: its collapse motion measured the new page's height in the commit that mounted it (a forced
 * layout, 20-35 ms a navigation) and laid the page out again on every frame while the page's rows arrived. A
 * group the admin opens or closes on the menu still slides.
 */
const AT_ONCE: MenuProps['motion'] = { motionAppear: false, motionEnter: false, motionLeave: false };

function toItems(entries: readonly MenuEntry[], t: (key: string) => string, counts: UnreadCounts): Item[] {
  return entries.map((entry) =>
    entry.children
      ? {
          key: menuKey(entry),
          icon: entry.icon,
          label: <GroupTitle title={t(titleKey(entry.title))} unread={unreadIn(entry, counts)} />,
          children: toItems(entry.children, t, counts),
        }
      : {
          key: menuKey(entry),
          icon: entry.icon,
          label: (
            <WithUnread kind={entry.unread} counts={counts}>
              {(describedBy) => (
                <Link to={entry.path} aria-describedby={describedBy}>
                  {t(titleKey(entry.title))}
                </Link>
              )}
            </WithUnread>
          ),
        },
  );
}

export function SidebarMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('app');
  const menu = useMenu();
  const { pathname } = useLocation();
  const meta = useRouteMeta();
  const { sidebarTextTheme } = useSettings();
  const counts = useUnread();
  const selected = activeMenuKey(pathname, meta);
  const ancestors = useMemo(() => menuAncestors(menu, selected).map(groupKey), [menu, selected]);
  const [openKeys, setOpenKeys] = useState<string[]>(ancestors);
  const [openedFor, setOpenedFor] = useState(ancestors);
  const [openedOnMenu, setOpenedOnMenu] = useState(false);
  // One group open at a time: a page in a closed group opens that group, and opening a group closes the others.
  if (openedFor !== ancestors) {
    setOpenedFor(ancestors);
    if (ancestors.length > 0) {
      setOpenKeys(ancestors);
      setOpenedOnMenu(false);
    }
  }

  // On the light tint of the selected entry, the page's grey at most.
  const active = readableOn(sidebarTextTheme ? MENU_COLORS.activeTextTheme : MENU_COLORS.active, '#f0f2f5');
  const theme = {
    components: {
      Menu: {
        itemBg: MENU_COLORS.background,
        subMenuItemBg: MENU_COLORS.background,
        itemColor: MENU_COLORS.text,
        itemHoverColor: active,
        itemSelectedColor: active,
        // The group holding the page shown: the menu's active colour too, not the theme colour.
        subMenuItemSelectedColor: active,
        itemSelectedBg: `${active}14`,
        itemActiveBg: `${active}14`,
        activeBarBorderWidth: 0,
      },
    },
  };

  return (
    <ConfigProvider theme={theme}>
      <StyledIcons>
        <nav aria-label={t('menu.label')}>
          <Menu
            mode="inline"
            inlineCollapsed={collapsed}
            items={toItems(menu, t, counts)}
            selectedKeys={[selected]}
            openKeys={collapsed ? undefined : openKeys}
            onOpenChange={(keys) => {
              setOpenedOnMenu(true);
              setOpenKeys((before) => accordionKeys(menu, before, keys));
            }}
            motion={collapsed || openedOnMenu ? undefined : AT_ONCE}
            className={collapsed ? undefined : styles.menu}
            style={{ borderInlineEnd: 0 }}
          />
        </nav>
      </StyledIcons>
    </ConfigProvider>
  );
}
