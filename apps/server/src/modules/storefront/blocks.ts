/**
 * Blocks: a declared resource per site page, reordered within its page (the kit's `reorder`), with its ordered
 * videos and models on their own routes (`/blocks/{id}/videos|models`, the kit's relation routes: covers and
 * avatars answered with signed URLs), a gallery, two pictures, and the ad slot it shows
 * (`POST /blocks/{id}/advertisements`). Items of a kind the block's type does not show are refused with a 409.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  blockAdvertisementBody,
  blockManifest,
  blockModelList,
  blockModelsBody,
  blockVideoList,
  blockVideosBody,
  type Localized,
} from '@backlot/contract';
import { advertisements, blockModels, blockPhotos, blocks, blockVideos } from '../../db/schema/index.js';
import { linkedModelsWithAvatar } from '../models/read.js';
import { linkedVideos } from '../videos/read.js';
import {
  type ActionSpec,
  crudResource,
  declared,
  fileField,
  galleryOf,
  liveWindow,
  manyToMany,
} from '../../platform/crud/index.js';
import { AppError, invalid } from '../../platform/errors.js';
import { registerTexts } from '../../platform/traditional.js';
import type { ModuleDeps } from '../module.js';
import { siteOwnedRead, siteReference } from './site-owned.js';

const TYPE_NAMES: Record<string, Localized> = registerTexts({
  videos: { en: 'videos', 'zh-CN': '视频' },
  models: { en: 'models', 'zh-CN': '模特' },
  advertisement: { en: 'an advertisement', 'zh-CN': '广告' },
  image: { en: 'an image', 'zh-CN': '图片' },
});

/** 409 unless the block is of `type`. */
const mustShow = (type: string) => (row: Record<string, unknown>) => {
  if (row.type !== type)
    throw new AppError(409, 'conflict', 'err.blockType', undefined, { type: TYPE_NAMES[String(row.type)]! });
};

const relations = {
  video_ids: manyToMany({
    through: blockVideos,
    owner: blockVideos.blockId,
    target: blockVideos.targetId,
    position: blockVideos.position,
    ...linkedVideos,
    as: 'videos',
    files: { cover_id: 'cover' },
    route: { path: 'videos', body: blockVideosBody, answer: blockVideoList, guard: mustShow('videos') },
  }),
  model_ids: manyToMany({
    through: blockModels,
    owner: blockModels.blockId,
    target: blockModels.targetId,
    position: blockModels.position,
    ...linkedModelsWithAvatar,
    as: 'models',
    files: { avatar_id: 'avatar' },
    route: { path: 'models', body: blockModelsBody, answer: blockModelList, guard: mustShow('models') },
  }),
};

type AdBody = { advertisement_id: number | null } | null | undefined;

/** `POST /blocks/{id}/advertisements`: the ad slot an advertisement block shows. */
const showAdvertisement: ActionSpec<AdBody> = {
  summary: 'Set the advertisement slot a block shows',
  path: 'advertisements',
  permission: 'edit-blocks',
  body: blockAdvertisementBody,
  guard: async ({ tx, row, body }) => {
    mustShow('advertisement')(row);
    if (!body) throw invalid({ advertisement_id: ['msg.required'] });
    if (body.advertisement_id === null) return;
    const [slot] = await tx
      .select({ id: advertisements.id })
      .from(advertisements)
      .where(eq(advertisements.id, body.advertisement_id));
    if (!slot) throw invalid({ advertisement_id: ['msg.notFoundRef'] });
  },
  set: ({ body }) => ({ advertisementId: body!.advertisement_id }),
};

const shown = liveWindow(blocks, 'startsAt', 'endsAt');

/** The answer's `advertisement`: the slot's id, position and name, or null. */
function withAdvertisement(row: Record<string, unknown>) {
  const { ad_position: position, ad_name: name, ...rest } = row;
  const id = rest.advertisement_id;
  return { ...rest, advertisement: id == null || position == null ? null : { id, position, name } };
}

/** Registers the blocks' routes; their service, for the member site's read of what is live. */
export function blocksResource(app: FastifyInstance, deps: ModuleDeps) {
  const read = siteOwnedRead(blocks, {
    ad_position: advertisements.position,
    ad_name: advertisements.name,
    live: shown.live,
  });
  return crudResource(
    app,
    deps,
    declared(blockManifest, {
      table: blocks,
      restorable: true,
      read: {
        leftJoins: [{ table: advertisements, on: eq(advertisements.id, blocks.advertisementId) }],
        columns: read.columns,
      },
      answer: withAdvertisement,
      references: { ...siteReference, advertisement_id: advertisements },
      relations,
      files: {
        image_id: fileField({ column: blocks.imageId, kind: 'image', as: 'image' }),
        mobile_image_id: fileField({ column: blocks.mobileImageId, kind: 'image', as: 'mobile_image' }),
      },
      gallery: galleryOf(blockPhotos),
      filterTargets: { site_page: blocks.page, live: shown.live },
      writes: shown.writes,
      reorder: { column: blocks.sort, scope: [blocks.siteId, blocks.page] },
      actions: { 'set-advertisement': showAdvertisement as ActionSpec<unknown> },
    }),
  );
}
