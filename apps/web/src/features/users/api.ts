import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  Comment as CommentWire,
  Member as MemberWire,
  TimelineEntry as TimelineEntryWire,
  TokenRecord as TokenRecordWire,
} from '@backlot/contract';
import { api } from '../../lib/api/client';
import { resourceApi, type Camelize, type ListPage } from '../../lib/resource';

export type Member = Camelize<MemberWire>;
export type TokenRecord = Camelize<TokenRecordWire>;

export const membersApi = resourceApi<Member>('users');
export const tokenRecordsApi = resourceApi<TokenRecord>('users/tokenRecord');

export type MemberComment = Camelize<CommentWire>;

/** A page of the member's comments, newest first, cached under the comments' key (moderation refreshes it). */
export const memberCommentsOptions = (memberId: number, page: number, perPage: number) =>
  queryOptions({
    queryKey: ['comments', 'member', memberId, page] as const,
    queryFn: () => api.get<ListPage<MemberComment>>('/comments', { memberId, page, perPage, sort: '-created_at' }),
    placeholderData: keepPreviousData,
  });

export type TimelineEntry = Camelize<TimelineEntryWire>;
type TimelinePage = { data: TimelineEntry[]; meta: { page: number; perPage: number; hasNext: boolean } };
/** Entries a page of the timeline reads. */
export const TIMELINE_PAGE = 10;

/** The member's timeline, newest first, page by page ("Show older" reads the next). */
export const memberTimelineOptions = (memberId: number) =>
  infiniteQueryOptions({
    queryKey: ['users', 'timeline', memberId] as const,
    queryFn: ({ pageParam }) =>
      api.get<TimelinePage>(`/users/${memberId}/timeline`, { page: pageParam, perPage: TIMELINE_PAGE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.hasNext ? last.meta.page + 1 : undefined),
  });

/** `POST /users/{id}/notes`: the note as a timeline entry. */
export const addMemberNote = (memberId: number, body: string) =>
  api.post<TimelineEntry>(`/users/${memberId}/notes`, { body });
