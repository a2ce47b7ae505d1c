/**
 * A record's gallery on its show page: the photos in order; with the edit permission, photos are added
 * (several at once, each uploaded with its progress and appended as soon as it is stored), reordered by
 * dragging — or with the keyboard: focus a handle, Space, arrow keys, Space — and removed.
 */
import type { RecordId } from '../types';
import { Alert, Button, Card, Empty, Flex, Image, Typography, Upload } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { ACCEPT } from '../../upload/upload';
import { sortableAccessibility, useSortableSensors } from '../sortable/accessibility';
import { useUploadQueue } from '../../upload/use-upload-queue';
import { useMessage } from '../../feedback/message';
import { UploadRows } from '../inputs/upload-rows';
import type { ResourceT } from '../use-resource-t';
import { errorText } from '../use-save-controller';
import { SortablePhoto } from './sortable-photo';
import { useGallery } from './use-gallery';
import styles from './gallery.module.css';

type Props = { path: string; id: RecordId; editable: boolean; t: ResourceT };

export default function GalleryPanel({ path, id, editable, t }: Props) {
  const message = useMessage();
  const gallery = useGallery(path, id);
  const fail = (error: unknown) => void message.error(errorText(error, t('resource:failed')));
  const queue = useUploadQueue('image', (stored) =>
    gallery.add.mutateAsync([stored.id]).then(
      () => true,
      (error: unknown) => {
        fail(error);
        return false;
      },
    ),
  );
  const sensors = useSortableSensors();
  const { photos } = gallery;

  const moved = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = photos.findIndex((photo) => photo.id === active.id);
    const to = photos.findIndex((photo) => photo.id === over.id);
    gallery.reorder.mutate(arrayMove(photos, from, to), { onError: fail });
  };

  return (
    <Card
      title={t('resource:gallery.title', { count: photos.length })}
      extra={
        editable && (
          <Upload
            accept={ACCEPT.image}
            multiple
            showUploadList={false}
            beforeUpload={(file, list) => {
              if (file === list[0]) queue.add(list);
              return false;
            }}
          >
            <Button icon={<PlusOutlined />}>{t('resource:gallery.add')}</Button>
          </Upload>
        )
      }
    >
      <Flex vertical gap={12}>
        {gallery.query.isError && (
          <Alert type="error" showIcon title={errorText(gallery.query.error, t('resource:failed'))} />
        )}
        <UploadRows queue={queue} t={t} />
        {gallery.query.isSuccess && !photos.length && <Empty description={t('resource:gallery.empty')} />}
        {editable && photos.length > 1 && (
          <Typography.Text type="secondary">{t('resource:gallery.hint')}</Typography.Text>
        )}
        <Image.PreviewGroup>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={moved}
            accessibility={sortableAccessibility(photos, (_photo, n) => t('resource:gallery.photo', { n }), t)}
          >
            <SortableContext items={photos.map((photo) => photo.id)} strategy={rectSortingStrategy}>
              <ul className={styles.grid} aria-label={t('resource:gallery.title', { count: photos.length })}>
                {photos.map((photo, index) => (
                  <SortablePhoto
                    key={photo.id}
                    photo={photo}
                    position={index + 1}
                    editable={editable}
                    onRemove={() => gallery.remove.mutate(photo.id, { onError: fail })}
                    t={t}
                  />
                ))}
              </ul>
            </SortableContext>
          </DndContext>
        </Image.PreviewGroup>
      </Flex>
    </Card>
  );
}
