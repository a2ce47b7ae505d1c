/**
 * The mail module: the outbox (staff read every member e-mail, `list-outbox`), the sending of member
 * e-mails, and the member site's redemption of a link's token. Other modules write their e-mails through its
 * service (`service.ts`: a support ticket's reply).
 */
import { outboxManifest, redeemedToken, redeemToken } from '@backlot/contract';
import { outbox } from '../../db/schema/index.js';
import { crudResource, declared } from '../../platform/crud/index.js';
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
  const outboxService = crudResource(
    app,
    deps,
    declared(outboxManifest, {
      table: outbox,
      label: 'member e-mails',
      read: { columns: shown },
      filterTargets: { created: outbox.createdAt },
    }),
  );

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
