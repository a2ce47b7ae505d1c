/**
 * The bell in the top bar: the admin's unread total on it; opened, the list of the latest arrivals
 * (`bell-list.tsx`, loaded with the first opening). On a phone (`compact`) the list opens in a drawer from the
 * right, within the screen, rather than under the bell.
 */
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, Popover, Spin } from 'antd';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnread } from '../../lib/unread';
import { badgeText } from './unread-badge';
import { lazyComponent } from '../../lib/lazy-component';

const BellList = lazyComponent(() => import('./bell-list'));

/** Drawer width on a phone: within a 390 px screen, the page still showing at its edge. */
const DRAWER_WIDTH = 340;

export function Bell({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('app');
  const counts = useUnread();
  const [open, setOpen] = useState(false);
  const described = useId();
  const total = Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0);
  if (Object.keys(counts).length === 0) return null;
  const list = (
    <Suspense fallback={<Spin />}>
      <BellList open={open} total={total} onOpen={() => setOpen(false)} />
    </Suspense>
  );
  const button = (
    <Button
      type="text"
      data-tour="bell"
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
