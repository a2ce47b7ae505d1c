/**
 * One end of an item on its day: a button reading its kind, name and time. It opens the item's details — its
 * record's page, its state, and, while it may move, a time to move it to; it is also dragged to another day.
 */
import { useState } from 'react';
import { Button, DatePicker, Descriptions, Flex, Popover, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatInstant, useLanguage } from '../../lib/resource';
import type { Mark } from './api';
import { KIND_COLORS, nameOf, STATE_COLORS } from './looks';
import styles from './calendar.module.css';

type Props = {
  mark: Mark;
  /** Its record's page, when the admin reaches one. */
  href?: string;
  /** It may move now: the admin may, and it has not gone live (or ended). */
  movable: boolean;
  /** It is moved by dragging too (a wide screen's grid): a phone scrolls where a finger lands. */
  draggable: boolean;
  moving: boolean;
  onMove: (mark: Mark, at: string) => void;
};

export const markId = (mark: Mark) => `${mark.item.kind}-${mark.item.id}-${mark.edge}`;

export function ItemChip({ mark, href, movable, draggable, moving, onMove }: Props) {
  const { t } = useTranslation('calendar');
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [at, setAt] = useState<Dayjs>(() => dayjs(mark.at));
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: markId(mark),
    data: mark,
    disabled: !(movable && draggable),
    attributes: { roleDescription: t('drag.role') },
  });
  // What dragging adds (the role description, its instructions) only where it drags: its `aria-disabled` would
  // say that a chip that still opens its details is disabled.
  const dragging = movable && draggable ? { ...attributes, ...listeners } : {};
  const { item, edge } = mark;
  const time = dayjs(mark.at).format('HH:mm');
  const name = nameOf(item, language);
  const details = (
    <Flex vertical gap={8} style={{ maxWidth: 300 }}>
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t(`kinds.${item.kind}`)}>{name}</Descriptions.Item>
        {item.siteName && <Descriptions.Item label={t('site')}>{item.siteName}</Descriptions.Item>}
        <Descriptions.Item label={t('startsAt')}>
          {item.startsAt ? formatInstant(item.startsAt, language) : '—'}
        </Descriptions.Item>
        {item.kind !== 'video' && item.kind !== 'post' && (
          <Descriptions.Item label={t('endsAt')}>
            {item.endsAt ? formatInstant(item.endsAt, language) : '—'}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Tag color={STATE_COLORS[item.state]} style={{ alignSelf: 'flex-start' }}>
        {t(`states.${item.state}`)}
      </Tag>
      {movable ? (
        <Flex gap={8} wrap align="center">
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            allowClear={false}
            value={at}
            onChange={(value) => value && setAt(value)}
            aria-label={t('moveTo')}
          />
          <Button
            type="primary"
            loading={moving}
            onClick={() => {
              onMove(mark, at.toISOString());
              setOpen(false);
            }}
          >
            {t('move')}
          </Button>
        </Flex>
      ) : (
        mark.edge === 'start' && item.state !== 'scheduled' && <span className={styles.note}>{t('fixed')}</span>
      )}
      {href && <Link to={href}>{t('open')}</Link>}
    </Flex>
  );
  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" content={details} title={t(`edge.${edge}`)}>
      <button
        ref={setNodeRef}
        type="button"
        className={styles.chip}
        style={{
          borderInlineStartColor: KIND_COLORS[item.kind],
          opacity: isDragging ? 0.5 : 1,
          touchAction: movable && draggable ? 'none' : undefined,
          transform: transform ? `translate(${transform.x}px, ${transform.y}px)` : undefined,
        }}
        {...dragging}
      >
        {/* Its name is what it shows, the kind said after it (WCAG 2.5.3): "10:00 Ends Spring sale (Banner)". */}
        <span className={styles.time}>{time}</span>{' '}
        {edge === 'end' && <span className={styles.ends}>{t('edge.end')}</span>} {name}
        <span className="visually-hidden">{t('kindOf', { kind: t(`kinds.${item.kind}`) })}</span>
      </button>
    </Popover>
  );
}
