/**
 * The bell in the top bar: the admin's unread total on it; opened, the latest arrivals of the kinds they may
 * read, newest first, the unread ones marked, each a link to its record, and "Mark all read". On a phone
 * (`compact`) the list opens in a drawer from the right, within the screen, rather than under the bell.
 */
import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Drawer, Empty, Flex, Popover, Spin, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RecentArrival } from '@backlot/contract';
import { arrivalPath, useAccessibleRoutes } from '../../lib/routes';
import { formatInstant } from '../../lib/resource/value-types';
import { markAllRead, recentArrivals, useUnread } from '../../lib/unread';
import { badgeText } from './unread-badge';
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
function BellList({ open, total, onOpen }: { open: boolean; total: number; onOpen: () => void }) {
  const { t } = useTranslation('app');
  const { data, isPending } = useQuery({ ...recentArrivals(total), enabled: open });
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

/** Drawer width on a phone: within a 390 px screen, the page still showing at its edge. */
const DRAWER_WIDTH = 340;

export function Bell({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('app');
  const counts = useUnread();
  const [open, setOpen] = useState(false);
  const described = useId();
  const total = Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0);
  if (Object.keys(counts).length === 0) return null;
  const list = <BellList open={open} total={total} onOpen={() => setOpen(false)} />;
  const button = (
    <Button
      type="text"
      // The count shown is part of the name too (WCAG 2.5.3: what one sees, one can say).
      aria-label={total > 0 ? `${t('bell.label')} ${badgeText(total)}` : t('bell.label')}
      aria-describedby={total > 0 ? described : undefined}
      onClick={compact ? () => setOpen(true) : undefined}
    >
      <span aria-hidden="true">
        <Badge count={total > 0 ? badgeText(total) : 0} size="small">
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </span>
    </Button>
  );
  const description = total > 0 && (
    <span id={described} hidden>
      {t('unread.count', { count: Math.min(total, 100), shown: badgeText(total) })}
    </span>
  );
  if (compact)
    return (
      <>
        {button}
        {description}
        <Drawer open={open} onClose={() => setOpen(false)} size={DRAWER_WIDTH} closable={false} title={null}>
          {list}
        </Drawer>
      </>
    );
  return (
    <>
      <Popover open={open} onOpenChange={setOpen} trigger="click" placement="bottomRight" arrow={false} content={list}>
        {button}
      </Popover>
      {description}
    </>
  );
}
