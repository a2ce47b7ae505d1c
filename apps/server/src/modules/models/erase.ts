/**
 * A performer's privacy erase (`POST /models/{id}/erase`, contract `modelErasure`): their public profile's
 * personal fields cleared, their gallery emptied and earlier audit entries scrubbed, in one transaction; their
 * compliance records, releases and scans kept under legal hold, which the answer states. The files no longer
 * referenced go with the sweep of unreferenced files.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { erasedModelName, idParams, modelErasure } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { modelPhotos, models } from '../../db/schema/index.js';
import { type AuditContext, auditContextOf, recordAudit } from '../../platform/audit.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { ContractTypeProvider } from '../../platform/type-provider.js';
import { scrubEntries } from '../audit/service.js';
import { keptUnderHold } from '../compliance/service.js';

/** The profile's fields that say who the performer is, as the audit log names them. */
const PERSONAL_FIELDS = [
  'avatar_id',
  'name',
  'name_cn',
  'height_feet',
  'height_inch',
  'weight_lbs',
  'chest',
  'waist',
  'hips',
  'measurement',
  'birth_place',
  'birthday',
  'social_links',
  'tooltips',
  'introduction',
] as const;

/** The profile as an erase leaves it: every personal field empty, the names a placeholder. */
const erasedProfile = (id: number, erasedAt: Date) => ({
  name: erasedModelName(id),
  nameCn: erasedModelName(id),
  avatarId: null,
  heightFeet: null,
  heightInch: null,
  weightLbs: null,
  chest: null,
  waist: null,
  hips: null,
  measurement: null,
  birthPlace: null,
  birthday: null,
  socialLinks: [],
  tooltips: null,
  introduction: null,
  isPopular: false,
  erasedAt,
  updatedAt: erasedAt,
});

async function eraseModel(db: Db, id: number, ctx: AuditContext) {
  return db.transaction(async (tx) => {
    const [model] = await tx.select({ erasedAt: models.erasedAt }).from(models).where(eq(models.id, id)).for('update');
    if (!model) throw notFound();
    if (model.erasedAt) throw new AppError(409, 'conflict', 'err.alreadyErased');
    const erasedAt = new Date();
    const label = erasedModelName(id);
    await scrubEntries(tx, { resource: 'models', id, label }, PERSONAL_FIELDS);
    await tx.delete(modelPhotos).where(eq(modelPhotos.ownerId, id));
    await tx.update(models).set(erasedProfile(id, erasedAt)).where(eq(models.id, id));
    const held = await keptUnderHold(tx, id);
    // Only what tells what was done: no value erased, not even as "before".
    await recordAudit(tx, ctx, {
      action: 'erase',
      resource: 'models',
      resourceId: id,
      label,
      before: { erasedAt: null },
      after: { erasedAt, held },
    });
    return { id, erased_at: erasedAt, held };
  });
}

export function registerModelErase(app: FastifyInstance, db: Db) {
  app.withTypeProvider<ContractTypeProvider>().post('/models/:id/erase', {
    config: { access: 'erase-models' },
    schema: {
      tags: ['models'],
      summary: "Erase a performer's profile at their request; their compliance records stay under legal hold",
      params: idParams,
      response: { 200: modelErasure },
    },
    handler: (request) => eraseModel(db, request.params.id, auditContextOf(request)),
  });
}
