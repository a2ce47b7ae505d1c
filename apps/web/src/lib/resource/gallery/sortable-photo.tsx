/** One photo of a gallery: its thumbnail (click for full size), a handle to drag it, and remove. */
import { Button, Image, Popconfirm } from 'antd';
import { DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { StoredFile } from '../../upload/upload-file';
import { sortableRole } from '../sortable/accessibility';
import type { ResourceT } from '../use-resource-t';
import styles from './gallery.module.css';

type Props = { photo: StoredFile; position: number; editable: boolean; onRemove: () => void; t: ResourceT };

export function SortablePhoto({ photo, position, editable, onRemove, t }: Props) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: photo.id,
    disabled: !editable,
    attributes: sortableRole(t),
  });
  const style = { transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 1 : undefined };
  return (
    <li ref={setNodeRef} style={style} className={styles.tile} data-photo={photo.id}>
      <Image
        src={photo.thumbnailUrl ?? photo.url}
        preview={{ src: photo.url }}
        alt={t('resource:gallery.photo', { n: position })}
        width="100%"
        height={120}
        style={{ objectFit: 'cover' }}
      />
      {editable && (
        <div className={styles.tools}>
          <Button
            size="small"
            icon={<HolderOutlined />}
            aria-label={t('resource:gallery.move', { n: position })}
            {...attributes}
            {...listeners}
            style={{ cursor: 'grab' }}
          />
          <Popconfirm
            title={t('resource:gallery.confirmRemove', { n: position })}
            okText={t('resource:confirm.ok')}
            cancelText={t('resource:confirm.cancel')}
            onConfirm={onRemove}
          >
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('resource:gallery.remove', { n: position })}
            />
          </Popconfirm>
        </div>
      )}
    </li>
  );
}
