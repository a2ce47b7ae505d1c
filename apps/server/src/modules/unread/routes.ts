/**
 * Unread counts for the menu's badges (contract `unread.ts`): `GET /unread` answers the signed-in admin's
 * counts of the kinds their permissions let them list; `POST /unread/{kind}/seen` marks one kind read (the web
 * calls it when its list opens), `POST /unread/seen` every kind they may read (the bell's "mark all read"); both
 * answer the admin's counts as they now are, so the web need not ask for them again.
 * Marks are the admin's own, kept in the database, so every server answers alike. Marking read is not audited:
 * it changes nothing but the admin's own view. `GET /unread/recent` lists the latest arrivals for the header's
 * bell, each with whether it is unread.
 */
import {
  UNREAD_KINDS,
  UNREAD_PERMISSIONS,
  recentArrivals as recentAnswer,
  unreadCounts,
  unreadKindParams,
  type UnreadKind,
} from '@backlot/contract';
import { actorOf } from '../../platform/access.js';
import { forbidden } from '../../platform/errors.js';
import type { Actor } from '../../platform/auth/sessions.js';
import type { ContractTypeProvider } from '../../platform/type-provider.js';
import type { Module } from '../module.js';
import { countUnread, markRead, recentArrivals } from './queries.js';

const tags = ['unread'];

/** The kinds `actor` may read. */
const readableBy = (actor: Actor): UnreadKind[] =>
  UNREAD_KINDS.filter((kind) => actor.permissions.has(UNREAD_PERMISSIONS[kind]));

export const unreadModule: Module = (app, deps) => {
  const api = app.withTypeProvider<ContractTypeProvider>();

  api.get('/unread', {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary: 'Unread counts of the signed-in admin',
      description: 'Only the kinds the admin may list; a count of 100 means "100 or more".',
      response: { 200: unreadCounts },
    },
    handler: (request) => {
      const actor = actorOf(request);
      return countUnread(deps.db, actor.id, readableBy(actor));
    },
  });

  api.get('/unread/recent', {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary: 'Latest arrivals for the signed-in admin (the bell)',
      description: 'Only the kinds the admin may list, newest first, each marked unread or not.',
      response: { 200: recentAnswer },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      return { data: await recentArrivals(deps.db, actor.id, readableBy(actor)) };
    },
  });

  api.post('/unread/seen', {
    config: { access: 'signed-in' },
    schema: { tags, summary: 'Mark everything read for the signed-in admin', response: { 200: unreadCounts } },
    handler: async (request) => {
      const actor = actorOf(request);
      await markRead(deps.db, actor.id, readableBy(actor));
      return countUnread(deps.db, actor.id, readableBy(actor));
    },
  });

  api.post('/unread/:kind/seen', {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary: 'Mark one kind read for the signed-in admin',
      params: unreadKindParams,
      response: { 200: unreadCounts },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const { kind } = request.params;
      if (!readableBy(actor).includes(kind)) throw forbidden();
      await markRead(deps.db, actor.id, [kind]);
      return countUnread(deps.db, actor.id, readableBy(actor));
    },
  });
};
