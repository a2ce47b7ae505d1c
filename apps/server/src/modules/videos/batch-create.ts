/**
 * `POST /videos/batch-create` under `batch-create-videos`: one draft per uploaded video file, all or none.
 * The title serves both languages until staff edit the draft; a serial number left out is given the next
 * free `BL-` number (after the highest one taken), so a batch of uploads needs nothing typed.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Video, videoBatchCreate, videoBatchCreated, videoCreate } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { videos } from '../../db/schema/index.js';
import { auditContextOf } from '../../platform/audit.js';
import type { createCrudService } from '../../platform/crud/index.js';

type VideoService = Pick<ReturnType<typeof createCrudService>, 'createMany'>;

const SERIAL_PREFIX = 'BL-';

/** The number after the highest `BL-<digits>` serial number taken (1 when there is none). */
async function nextSerial(db: Db) {
  const [row] = await db.readRows<{ last: number | null }>(
    sql`select max(substring(${videos.serialNumber} from 4)::int) as last from ${videos}
        where ${videos.serialNumber} ~ '^BL-[0-9]{3,8}$'`,
  );
  return (row?.last ?? 0) + 1;
}

export function registerBatchCreate(app: FastifyInstance, db: Db, service: VideoService) {
  app.withTypeProvider<ZodTypeProvider>().post('/videos/batch-create', {
    config: { access: 'batch-create-videos' },
    schema: {
      tags: ['videos'],
      summary: 'Create one draft video per uploaded video file (all or none)',
      body: videoBatchCreate,
      response: { 201: videoBatchCreated },
    },
    handler: async (request, reply) => {
      let next = await nextSerial(db);
      const bodies = request.body.items.map(({ video_file_id, title, serial_number }) =>
        videoCreate.parse({
          serial_number: serial_number ?? `${SERIAL_PREFIX}${String(next++).padStart(6, '0')}`,
          title,
          title_cn: title,
          video_file_id,
        }),
      );
      const data = await service.createMany(bodies, auditContextOf(request), 'items');
      // The kit reads answers under their wire names, untyped; the response schema checks them on the way out.
      return reply.status(201).send({ data: data as unknown as Video[] });
    },
  });
}
