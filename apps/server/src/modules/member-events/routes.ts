/** Site events: the batch intake a member site posts its visits, sign-ups and logins to (see README.md). */
import { MEMBER_EVENTS_PER_CALL, memberEventBatch, memberEventReceipt } from '@backlot/contract';
import { registerBatchIntake } from '../../platform/intake.js';
import type { Module, Uses } from '../module.js';
import { receiveEvents } from './receive.js';

/** 500 events with every field at its longest come to about 3 MiB. */
const BODY_LIMIT = 4 * 1024 * 1024;

export const memberEventsModule: Module<Uses<'rollups' | 'intake'>> = (app, deps, { rollups, intake }) => {
  registerBatchIntake(app, intake, {
    path: 'events',
    summary: 'Receive a batch of visits, sign-ups and logins from a member site',
    description:
      `1 to ${MEMBER_EVENTS_PER_CALL} events, stored all or nothing and answered once durable; an event id ` +
      'already stored counts as a duplicate. Sign-ups create attributed members; logins set last_login_at.',
    body: memberEventBatch,
    response: memberEventReceipt,
    bodyLimit: BODY_LIMIT,
    receive: (site, body, lang) => receiveEvents(deps.db, site.id, body, lang, rollups),
  });
};
