/**
 * Members (`/users`): a declared resource without create or delete — members sign up on the member sites —
 * answered with the names of their site, channel and campaign, edited (the profile only: attribution is the
 * site's), enabled and disabled, and freed from a moderator's ban from commenting. Their coin spends are the
 * token records (`token-records.ts`). Other modules find members through its service (`service.ts`).
 */
import { memberManifest, EXPORT_FIELDS } from '@backlot/contract';
import { members } from '../../db/schema/index.js';
import { type ActionSpec, crudResource, declared, fileField, transitionsOf } from '../../platform/crud/index.js';
import { conflict } from '../../platform/errors.js';
import { lowerCased } from '../../platform/pagination.js';
import { wireColumns } from '../../platform/wire.js';
import { adminUsername } from '../admins/read.js';
import { campaignName, channelName, channelType } from '../channels/read.js';
import { memberPlanColumns } from '../ledger/read.js';
import type { Module, Uses } from '../module.js';
import { siteName } from '../sites/read.js';
import { registerTokenRecords } from './token-records.js';

/** A moderator's ban from commenting (`POST /comments/{id}/ban`) is lifted here, under the same permission. */
const liftCommentBan: ActionSpec = {
  summary: "Lift a member's ban from commenting (409 when there is none)",
  permission: 'ban-comments',
  guard: ({ row }) => {
    if (!row.commentBannedAt) throw conflict('err.notCommentBanned');
  },
  set: () => ({ commentBannedAt: null, commentBannedBy: null, commentBanReason: null }),
};

// The search text is the list's, not an answer's (nor the audit log's: `auditAs`).
const { coin_balance: coin, search_text: _search, ...own } = wireColumns(members);

export const usersModule: Module<Uses<'channelScope'>> = (app, deps, { channelScope }) => {
  crudResource(
    app,
    deps,
    declared(memberManifest, {
      table: members,
      label: 'members',
      operations: ['list', 'show', 'update'],
      read: {
        columns: {
          ...own,
          coin,
          ...memberPlanColumns(members.id),
          site_name: siteName(members.siteId),
          channel_name: channelName(members.channelId),
          channel_type: channelType(members.channelId),
          campaign_name: campaignName(members.campaignId),
          comment_banned_by: adminUsername(members.commentBannedBy),
        },
      },
      auditAs: ({ searchText: _text, ...row }) => row,
      // The text `members_search_idx` indexes; walked first in the orders the indexes give (`searched-page.ts`).
      searchText: lowerCased(members.searchText),
      searchWalks: ['created_at', 'id'],
      searchKeyedBy: { filter: 'channel_id', key: members.channelId, text: members.searchText },
      files: {
        avatar_id: fileField({ column: members.avatarId, kind: 'image', as: 'avatar' }),
        banner_id: fileField({ column: members.bannerId, kind: 'image', as: 'banner' }),
      },
      filterTargets: { created: members.createdAt },
      export: { filename: 'members.csv', ...EXPORT_FIELDS.users },
      // A partner sees the members their channels brought.
      partnerScope: (adminId) => channelScope(adminId, members, 'channel_id'),
      actions: {
        ...transitionsOf(memberManifest, {
          enable: { summary: 'Enable a member', to: 'active' },
          disable: { summary: 'Disable a member', to: 'disabled' },
        }),
        'lift-comment-ban': liftCommentBan,
      },
    }),
  );
  registerTokenRecords(app, deps);
};
