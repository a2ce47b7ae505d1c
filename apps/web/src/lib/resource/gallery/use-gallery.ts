/**
 * A record's gallery (`/<path>/{id}/photos`): the photos in order, and adding, reordering and removing them.
 * Each call answers the gallery as it now is, which replaces the cached one; a reorder shows at once and is
 * put back if the server refuses it.
 */
import type { RecordId } from '../types';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRead } from '../../api/use-read';
import { api } from '../../api/client';
import type { StoredFile } from '../../upload/upload-file';

type Gallery = { data: StoredFile[] };

const galleryQuery = (path: string, id: RecordId) =>
  queryOptions({
    queryKey: [path, 'photos', id] as const,
    queryFn: () => api.get<Gallery>(`/${path}/${id}/photos`),
  });

export function useGallery(path: string, id: RecordId) {
  const client = useQueryClient();
  const query = useRead(galleryQuery(path, id));
  const { queryKey } = galleryQuery(path, id);
  const url = `/${path}/${id}/photos`;
  const settle = (gallery: Gallery) => client.setQueryData(queryKey, gallery);

  const add = useMutation({
    mutationFn: (fileIds: number[]) => api.post<Gallery>(url, { fileIds }),
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: (photoId: number) => api.delete(`${url}/${photoId}`),
    onSuccess: (_answer, photoId) =>
      client.setQueryData(queryKey, (old) => old && { data: old.data.filter((photo) => photo.id !== photoId) }),
  });
  const reorder = useMutation({
    mutationFn: (photos: StoredFile[]) => api.put<Gallery>(url, { fileIds: photos.map((photo) => photo.id) }),
    onMutate: (photos) => {
      const before = client.getQueryData(queryKey);
      client.setQueryData(queryKey, { data: photos });
      return before;
    },
    onError: (_error, _photos, before) => client.setQueryData(queryKey, before),
    onSuccess: settle,
  });

  return { query, photos: query.data?.data ?? [], add, remove, reorder };
}
