/**
 * Banners: a declared resource per site and position, with four file fields (desktop and mobile picture and
 * video), shown from `starts_at` until `expired_at` (`live` and `expired` answered and filtered), and `clicks`
 * answered, never written.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bannerManifest } from '@backlot/contract';
import { banners } from '../../db/schema/index.js';
import { crudResource, declared, fileField, liveWindow } from '../../platform/crud/index.js';
import type { ModuleDeps } from '../module.js';
import { siteOwnedRead, siteReference } from './site-owned.js';

const expired = sql<boolean>`(${banners.expiredAt} is not null and ${banners.expiredAt} <= now())`;
const shown = liveWindow(banners, 'startsAt', 'expiredAt');

/** Registers the banners' routes; their service, for the member site's read of what is live. */
export const bannersResource = (app: FastifyInstance, deps: ModuleDeps) =>
  crudResource(
    app,
    deps,
    declared(bannerManifest, {
      table: banners,
      restorable: true,
      read: siteOwnedRead(banners, { expired, live: shown.live }),
      references: siteReference,
      files: {
        image_id: fileField({ column: banners.imageId, kind: 'image', as: 'image' }),
        mobile_image_id: fileField({ column: banners.mobileImageId, kind: 'image', as: 'mobile_image' }),
        video_id: fileField({ column: banners.videoId, kind: 'video', as: 'video' }),
        mobile_video_id: fileField({ column: banners.mobileVideoId, kind: 'video', as: 'mobile_video' }),
      },
      filterTargets: { expired, live: shown.live },
      writes: shown.writes,
    }),
  );
