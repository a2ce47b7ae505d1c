/**
 * Every module's service, built before any module registers its routes. A service's dependencies are its
 * builder's arguments, so TypeScript checks that each is built before what uses it, and no circle can form;
 * modules then receive the services they use (`Module<Uses<...>>`).
 */
import type { FastifyInstance } from 'fastify';
import { rollupsService } from './analytics/service.js';
import { inChannelsOf } from './channels/service.js';
import { fileAttachments, siteUploads } from './files/service.js';
import { ipWhitelistService } from './ip-whitelists/service.js';
import { ledgerService } from './ledger/service.js';
import { mailService } from './mail/service.js';
import type { PlatformDeps } from './module.js';
import { intakeGate } from './sites/service.js';
import { processorActionsService } from './processor-actions/service.js';
import { reportBookingService } from './postbacks/service.js';
import { memberService } from './users/service.js';
import { videoService } from './videos/service.js';

/** `app`: the API's scope, whose log the mailer writes to and whose close stops it. */
export function buildServices(app: FastifyInstance, deps: PlatformDeps) {
  const { db, config } = deps;
  const rollups = rollupsService(config.analyticsUpkeep, deps.reportTimeZone);
  const ledger = ledgerService(rollups);
  return {
    /** Sites: which site an intake key belongs to. */
    intake: intakeGate(db),
    /** Files: references, kinds and answers of stored files, for resources with file fields or private files. */
    files: fileAttachments(deps),
    /** Files: whose a member site's upload (a ticket's attachment) is. */
    siteUploads,
    /** The IP whitelist: whether sign-in from an address is allowed. */
    ipWhitelist: ipWhitelistService(db, config.adminIpAllowlist),
    /** Channels: a channel partner's reach, for the partner scope of what belongs to a channel (members). */
    channelScope: inChannelsOf,
    /** Mail: e-mails other modules write into the outbox in their own transaction, and the nudge after commit. */
    mail: mailService(app, db, config),
    /** Members: who a member site names by e-mail, and their ban from commenting. */
    members: memberService,
    /** Analytics: the rollups' upkeep, run in the transaction of each ledger entry, fee change and event batch. */
    rollups,
    /** The ledger: applies processors' notifications, moves coins, derives a member's plan; counted in `rollups`. */
    ledger,
    /** Processor actions: the staff action a processor's notification confirms. */
    processorActions: processorActionsService,
    /** Postbacks: a processor's report row whose postback was lost, booked through the postback path. */
    reportBooking: reportBookingService(db, ledger, processorActionsService, app.log),
    /** Videos: taken off the site in another module's transaction (a complaint's takedown). */
    videos: videoService,
  };
}

export type Services = ReturnType<typeof buildServices>;
