/**
 * The mail module: the outbox (staff read every member e-mail, `list-outbox`), the sending of member
 * e-mails, and the member site's redemption of a link's token. Other modules write their e-mails through its
 * service (`service.ts`: a support ticket's reply).
 */
import { outboxFilters, outboxListQuery, outboxMessage, redeemedToken, redeemToken } from '@backlot/contract';
import { outbox } from '../../db/schema/index.js';
import { crudResource } from '../../platform/crud/index.js';
import { invalid } from '../../platform/errors.js';
import { registerSiteWrite } from '../../platform/intake.js';
import { wireColumns } from '../../platform/wire.js';
import type { Module, Uses } from '../module.js';
import { linkRedeemed } from '../users/service.js';
import { redeemLink } from './links.js';
import { registerMemberMail } from './member-mail.js';

const { link: _link, sender: _sender, created_by: _by, ...shown } = wireColumns(outbox);

export const mailModule: Module<Uses<'mail' | 'intake'>> = (app, deps, { mail, intake }) => {
  const { db } = deps;
  const outboxService = crudResource(app, deps, {
    resource: 'outbox',
    label: 'member e-mails',
    table: outbox,
    operations: ['list', 'show'],
    schemas: { entity: outboxMessage, listQuery: outboxListQuery },
    read: { columns: shown },
    nameField: 'subject',
    search: [outbox.recipient, outbox.subject],
    filters: {
      declared: outboxFilters,
      targets: {
        status: outbox.status,
        template: outbox.template,
        member_id: outbox.memberId,
        created: outbox.createdAt,
      },
    },
    sort: { id: outbox.id, created_at: outbox.createdAt, status: outbox.status, recipient: outbox.recipient },
    defaultSort: '-created_at',
  });

  registerMemberMail(app, db, { ...mail.delivery, read: (id) => outboxService.get(id), sent: mail.sent });

  registerSiteWrite(app, intake, {
    path: 'member-tokens/redeem',
    summary: "Use a member e-mail link's token once (an e-mail verification marks the address verified)",
    body: redeemToken,
    response: redeemedToken,
    write: (_site, { token, purpose }) =>
      db.transaction(async (tx) => {
        const used = await redeemLink(tx, token, purpose);
        if (!used) throw invalid({ token: ['msg.linkInvalid'] });
        return linkRedeemed(tx, used.memberId, purpose === 'verify-email');
      }),
  });
};
