/** The shell around every signed-in page: sidebar (a drawer on mobile), top bar, tags-view, pages. */
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccessibleRoutes } from '../../lib/routes';
import { updateSettings, useSettings } from '../../lib/settings';
import { mobileMenu, useDevice, useMobileMenu } from './device';
import { DatabaseNotice } from './database-notice';
import { EasterEgg } from './easter-egg';
import { TourHost } from './tour';
import { Navbar } from './navbar';
import { SidebarLogo } from './sidebar-logo';
import { SidebarMenu } from './sidebar-menu';
import { TagsViewProvider } from './tags-view/context';
import { KeepAlive } from './tags-view/keep-alive';
import { TagsView } from './tags-view/tags-view';
import { useUnreadSync } from './use-unread-sync';
import { useWarmUp } from './warm-up';
import styles from './layout.module.css';

const SIDEBAR_WIDTH = 210;

export default function Layout() {
  const routes = useAccessibleRoutes();
  // The menu, breadcrumb and tags-view show every reachable feature's titles: the `menu` namespace comes first.
  useTranslation('menu');
  const settings = useSettings();
  useUnreadSync();
  useWarmUp(routes);
  const device = useDevice();
  const mobileOpen = useMobileMenu(device);
  const mobile = device === 'mobile';
  const sidebarOpen = mobile ? mobileOpen : settings.sidebarOpened;

  const toggleSidebar = () =>
    mobile ? mobileMenu.set((open) => !open) : updateSettings({ sidebarOpened: !settings.sidebarOpened });

  const sidebar = (collapsed: boolean) => (
    <>
      {settings.showSidebarLogo && <SidebarLogo collapsed={collapsed} />}
      <SidebarMenu collapsed={collapsed} />
    </>
  );

  return (
    <TagsViewProvider routes={routes}>
      <div className={styles.app}>
        {mobile ? (
          <Drawer
            placement="left"
            open={mobileOpen}
            onClose={() => mobileMenu.set(false)}
            size={SIDEBAR_WIDTH}
            closable={false}
            styles={{ body: { padding: 0 } }}
          >
            {sidebar(false)}
          </Drawer>
        ) : (
          <aside data-tour="menu" className={styles.sidebar} style={{ width: sidebarOpen ? SIDEBAR_WIDTH : 64 }}>
            {sidebar(!sidebarOpen)}
          </aside>
        )}
        <div className={styles.main}>
          <header className={settings.fixedHeader ? `${styles.header} ${styles.fixed}` : styles.header}>
            <Navbar sidebarOpen={sidebarOpen} onToggleSidebar={toggleSidebar} compact={mobile} />
            {settings.showTagsView && <TagsView />}
          </header>
          <DatabaseNotice />
          <TourHost />
          <main className={styles.content}>
            <KeepAlive />
          </main>
        </div>
        <EasterEgg />
      </div>
    </TagsViewProvider>
  );
}
