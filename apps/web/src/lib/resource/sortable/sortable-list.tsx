/**
 * A list put in order by dragging a row's handle — or with the keyboard: focus a handle, Space, arrow keys,
 * Space (`@dnd-kit`). Each move is reported once, when the row is dropped; the caller decides when to save.
 * Rows may carry a thumbnail (a video's cover) and a remove button.
 */
import type { RecordId } from '../types';
import type { ReactNode } from 'react';
import { Button } from 'antd';
import { CloseOutlined, HolderOutlined } from '@ant-design/icons';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ResourceT } from '../use-resource-t';
import { sortableAccessibility, sortableRole, useSortableSensors } from './accessibility';
import styles from './sortable.module.css';

export type SortableItem = { id: RecordId; label: string; thumbnail?: string | null; extra?: ReactNode };

type Props = {
  items: SortableItem[];
  /** The list's accessible name. */
  label: string;
  onMove: (from: number, to: number) => void;
  onRemove?: (id: RecordId) => void;
  disabled?: boolean;
  t: ResourceT;
};

function SortableRow({
  item,
  place,
  disabled,
  onRemove,
  t,
}: { item: SortableItem; place: number } & Pick<Props, 'disabled' | 'onRemove' | 't'>) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled,
    attributes: sortableRole(t),
  });
  const style = { transform: CSS.Translate.toString(transform), transition, zIndex: isDragging ? 1 : undefined };
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`${styles.row} ${isDragging ? styles.dragging : ''}`}
      data-item={item.id}
    >
      {!disabled && (
        <Button
          type="text"
          size="small"
          icon={<HolderOutlined />}
          aria-label={t('resource:sortable.move', { name: item.label, n: place })}
          {...attributes}
          {...listeners}
          style={{ cursor: 'grab', touchAction: 'none' }}
        />
      )}
      <span className={styles.place}>{place}</span>
      {item.thumbnail !== undefined &&
        (item.thumbnail ? (
          <img className={styles.thumb} src={item.thumbnail} alt="" loading="lazy" />
        ) : (
          <span className={styles.thumb} />
        ))}
      <span className={styles.label} title={item.label}>
        {item.label}
      </span>
      {item.extra}
      {onRemove && !disabled && (
        <Button
          type="text"
          size="small"
          danger
          icon={<CloseOutlined />}
          aria-label={t('resource:relations.remove', { name: item.label })}
          onClick={() => onRemove(item.id)}
        />
      )}
    </li>
  );
}

export default function SortableList({ items, label, onMove, onRemove, disabled, t }: Props) {
  const sensors = useSortableSensors();
  const moved = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(
      items.findIndex((item) => item.id === active.id),
      items.findIndex((item) => item.id === over.id),
    );
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={moved}
      accessibility={sortableAccessibility(items, (item) => item.label, t)}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ul className={styles.list} aria-label={label}>
          {items.map((item, index) => (
            <SortableRow key={item.id} item={item} place={index + 1} disabled={disabled} onRemove={onRemove} t={t} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
