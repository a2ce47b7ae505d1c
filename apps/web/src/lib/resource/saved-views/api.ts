/**
 * The signed-in admin's saved views (contract `saved-views.ts`): all of them read in one call and kept for the
 * session's lists, each list picking its own; changed one call at a time, each change reading them again. A list
 * waits for its views before its rows (its default may change them), so one read serves every list opened after.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedView as WireView } from '@backlot/contract';
import { api } from '../../api/client';
import type { Camelize } from '../../api/case';

export type SavedView = Camelize<WireView>;
/** What a view sets on its list, as the app holds it: filters by their URL names, columns by field name. */
export type ViewState = SavedView['state'];

const KEY = 'saved-views';

export const savedViewsOptions = (resource: string) =>
  queryOptions({
    queryKey: [KEY, 'all'] as const,
    queryFn: () => api.get<{ data: SavedView[] }>('/saved-views'),
    // Read again in the background past the minute (a view shared meanwhile), never waited for again.
    staleTime: 60_000,
    select: (answer) => answer.data.filter((view) => view.resource === resource),
  });

export const shareableRolesOptions = () =>
  queryOptions({
    queryKey: [KEY, 'roles'] as const,
    queryFn: () => api.get<{ data: Array<{ id: number; name: string }> }>('/saved-views/roles'),
    select: (answer) => answer.data,
  });

type Change =
  | { kind: 'create'; name: string; state: ViewState }
  | { kind: 'update'; id: number; body: { name?: string; state?: ViewState; sharedRoleId?: number | null } }
  | { kind: 'delete'; id: number }
  | { kind: 'default'; id: number; on: boolean };

/** One call for a change of the list `resource`'s views; the views are read again after it. */
export function useSavedViewChange(resource: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: Change): Promise<SavedView | void> => {
      switch (change.kind) {
        case 'create':
          return api.post<SavedView>('/saved-views', { resource, name: change.name, state: change.state });
        case 'update':
          return api.patch<SavedView>(`/saved-views/${change.id}`, change.body);
        case 'delete':
          return api.delete(`/saved-views/${change.id}`);
        case 'default':
          return change.on
            ? api.put<SavedView>(`/saved-views/${change.id}/default`)
            : api.delete<SavedView>(`/saved-views/${change.id}/default`);
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: [KEY, 'all'] }),
  });
}
