import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './layout.module.css';

/**
 * The logo links home. Its mark is drawn by CSS (its letter is no text to read), so the link's name is the
 * name it shows (WCAG 2.5.3); collapsed, with the name hidden, the link is labelled with it.
 */
export function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('app');
  return (
    <Link to="/" className={styles.logo} aria-label={collapsed ? t('appName') : undefined}>
      <span className={styles.logoMark} aria-hidden />
      {!collapsed && <span className={styles.logoText}>{t('appName')}</span>}
    </Link>
  );
}
