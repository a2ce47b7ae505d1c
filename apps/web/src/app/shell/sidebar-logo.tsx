import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './layout.module.css';

export function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('app');
  return (
    <Link to="/" className={styles.logo} aria-label={t('appName')}>
      <span className={styles.logoMark} aria-hidden>
        B
      </span>
      {!collapsed && <span className={styles.logoText}>{t('appName')}</span>}
    </Link>
  );
}
