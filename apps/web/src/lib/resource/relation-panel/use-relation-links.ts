/**
 * A record's ordered links on their own route (`/<owner>/{id}/<path>`, the server kit's relation routes): the
 * related records in order, and `save`, which sends the whole new list in one request. The answer replaces
 * the cached list; a new order shows at once and is put back if the server refuses it. The owner's cached
 * records are refreshed after each save (they list the same links).
 */
import type { RecordId } from '../types';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRead } from '../../api/use-read';
import { api } from '../../api/client';
import type { RelatedRecord } from '../field';

type Links = { data: RelatedRecord[] };

export function useRelationLinks(owner: string, id: RecordId, path: string, field: string) {
  const client = useQueryClient();
  const url = `/${owner}/${id}/${path}`;
  const options = queryOptions({ queryKey: [owner, path, id] as const, queryFn: () => api.get<Links>(url) });
  const query = useRead(options);
  const save = useMutation({
    mutationFn: (records: RelatedRecord[]) => api.post<Links>(url, { [field]: records.map((record) => record.id) }),
    onMutate: async (records) => {
      await client.cancelQueries({ queryKey: options.queryKey });
      const before = client.getQueryData(options.queryKey);
      client.setQueryData(options.queryKey, { data: records });
      return before;
    },
    onError: (_error, _records, before) => client.setQueryData(options.queryKey, before),
    onSuccess: (links) => client.setQueryData(options.queryKey, links),
    onSettled: () => client.invalidateQueries({ queryKey: [owner], predicate: (q) => q.queryKey[1] !== path }),
  });
  return { query, records: query.data?.data ?? [], save };
}
