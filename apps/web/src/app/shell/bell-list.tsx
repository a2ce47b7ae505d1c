/**
 * The bell's list, loaded with its first opening: the latest arrivals of the kinds the admin may read, newest
 * first, the unread ones marked, each a link to its record, and "Mark all read".
 */
import { useRead } from '../../lib/api/use-read';
import { Badge, Button, Empty, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RecentArrival } from '@backlot/contract';
import { arrivalPath, useAccessibleRoutes } from '../../lib/routes';
import { formatInstant } from '../../lib/resource/value-types';
import { markAllRead, recentArrivals } from '../../lib/unread';
import styles from './bell.module.css';

/**
 * The line shown for an arrival: its label, but an alert's (`rule|site|processor`) is worded in the reader's
 * language: "Notifications failing · Velvet · segpay".
 */
export function arrivalText(item: RecentArrival, t: (key: string) => string): string {
  if (item.kind !== 'alerts') return item.label;
  const [rule = '', site, processor] = item.label.split('|');
  return [t(`unread.rules.${rule}`), site, processor].filter(Boolean).join(' · ');
}

function Arrival({ item, onOpen }: { item: RecentArrival; onOpen: () => void }) {
  const { t, i18n } = useTranslation('app');
  const routes = useAccessibleRoutes();
  const path = arrivalPath(routes, item.kind, item.id);
  const title = (
    <>
      {item.unread && <Badge status="processing" aria-hidden />}
      <span className={item.unread ? styles.unread : undefined}>{arrivalText(item, t)}</span>
    </>
  );
  return (
    <li className={styles.item}>
      <Typography.Text type="secondary" className={styles.meta}>
        {t(`unread.kinds.${item.kind}`)} · {formatInstant(item.at, i18n.language)}
        {item.unread && ` · ${t('bell.new')}`}
      </Typography.Text>
      {path ? (
        <Link to={path} onClick={onOpen} className={styles.link}>
          {title}
        </Link>
      ) : (
        <span className={styles.link}>{title}</span>
      )}
    </li>
  );
}

/** `open`: asked only while the bell is open (the popover keeps its content once shown). */
export default function BellList({ open, total, onOpen }: { open: boolean; total: number; onOpen: () => void }) {
  const { t } = useTranslation('app');
  const { data, isPending } = useRead({ ...recentArrivals(total), enabled: open });
  return (
    <div className={styles.panel}>
      <Flex justify="space-between" align="center" className={styles.head}>
        <Typography.Text strong>{t('bell.title')}</Typography.Text>
        <Button size="small" type="link" disabled={total === 0} onClick={() => void markAllRead()}>
          {t('bell.markAllRead')}
        </Button>
      </Flex>
      {isPending ? (
        <Spin />
      ) : data && data.length > 0 ? (
        <ul className={styles.list} aria-label={t('bell.title')}>
          {data.map((item) => (
            <Arrival key={`${item.kind}-${item.id}-${item.at}`} item={item} onOpen={onOpen} />
          ))}
        </ul>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bell.empty')} />
      )}
    </div>
  );
}
