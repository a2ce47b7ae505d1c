/**
 * Token records (`GET /users/tokenRecord`, under `list-token-records`): members' coin spends on pay-per-view
 * videos, each with the member's e-mail and sign-up time as they are now and the video's serial number as it
 * was. Only the coin ledger writes them; here they are read.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { tokenRecordManifest } from '@backlot/contract';
import { members, tokenRecords } from '../../db/schema/index.js';
import { crudResource, declared, type KitDeps } from '../../platform/crud/index.js';

export function registerTokenRecords(app: FastifyInstance, deps: KitDeps) {
  crudResource(
    app,
    deps,
    declared(tokenRecordManifest, {
      table: tokenRecords,
      path: 'users/tokenRecord',
      label: 'token records',
      operations: ['list'],
      read: {
        leftJoins: [{ table: members, on: eq(members.id, tokenRecords.memberId) }],
        columns: {
          id: tokenRecords.id,
          member_id: tokenRecords.memberId,
          member_email: members.email,
          member_created_at: members.createdAt,
          video_id: tokenRecords.videoId,
          video_serial_number: tokenRecords.videoSerialNumber,
          amount: tokenRecords.amount,
          paid_at: tokenRecords.paidAt,
        },
      },
      filterTargets: {
        member_email: members.email,
        video_serial: tokenRecords.videoSerialNumber,
        paid: tokenRecords.paidAt,
      },
    }),
  );
}
