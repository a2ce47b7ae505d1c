/**
 * A record's scans (`/<path>/{id}/scans`): listed; added through the upload queue (`send`); deleted; downloaded
 * with the bearer token (never a signed URL: a scan has none). Adding or deleting one is a change of the
 * record, so its cached record is read again (its version moved).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRead } from '../../api/use-read';
import type { PrivateFile } from '@backlot/contract';
import { api } from '../../api/client';
import type { Camelize } from '../../api/case';
import { downloadFile } from '../../api/download';
import { uploadTo } from '../../upload/upload-file';
import type { Sender } from '../../upload/use-upload-queue';
import type { RecordId } from '../types';

export type Scan = Camelize<PrivateFile>;
type Scans = { data: Scan[] };

const scansQuery = (path: string, id: RecordId) =>
  queryOptions({ queryKey: [path, 'scans', id] as const, queryFn: () => api.get<Scans>(`/${path}/${id}/scans`) });

export function useScans(path: string, id: RecordId) {
  const client = useQueryClient();
  const query = useRead(scansQuery(path, id));
  const { queryKey } = scansQuery(path, id);
  const url = `/${path}/${id}/scans`;
  const recordChanged = () => client.invalidateQueries({ queryKey: [path, 'one', id] });

  const send: Sender<Scan> = (file, options) => uploadTo<Scan>(url, file, options);
  const added = async (scan: Scan) => {
    client.setQueryData(queryKey, (old) => ({ data: [...(old?.data ?? []), scan] }));
    await recordChanged();
    return true;
  };
  const remove = useMutation({
    mutationFn: (scanId: number) => api.delete(`${url}/${scanId}`),
    onSuccess: (_answer, scanId) => {
      client.setQueryData(queryKey, (old) => old && { data: old.data.filter((scan) => scan.id !== scanId) });
      return recordChanged();
    },
  });
  const download = (scan: Scan) => downloadFile(`${url}/${scan.id}/content`, {}, scan.name);

  return { query, scans: query.data?.data ?? [], send, added, remove, download };
}
