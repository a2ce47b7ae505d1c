/**
 * Banners: a declared resource per site and position, with four file fields (desktop and mobile picture and
 * video), `expired` derived from `expired_at` (answered and filtered), and `clicks` answered, never written.
 */
import { sql } from 'drizzle-orm';
import { bannerManifest } from '@backlot/contract';
import { banners } from '../../db/schema/index.js';
import { crudResource, declared, fileField } from '../../platform/crud/index.js';
import type { Module } from '../module.js';
import { siteOwnedRead, siteReference } from './site-owned.js';

const expired = sql<boolean>`(${banners.expiredAt} is not null and ${banners.expiredAt} <= now())`;

/** `expired_at` arrives as ISO text; the column takes a Date. */
function withDates(values: Record<string, unknown>) {
  const { expiredAt } = values;
  return { values: typeof expiredAt === 'string' ? { ...values, expiredAt: new Date(expiredAt) } : values };
}

export const bannersModule: Module = (app, deps) => {
  crudResource(
    app,
    deps,
    declared(bannerManifest, {
      table: banners,
      restorable: true,
      read: siteOwnedRead(banners, { expired }),
      references: siteReference,
      files: {
        image_id: fileField({ column: banners.imageId, kind: 'image', as: 'image' }),
        mobile_image_id: fileField({ column: banners.mobileImageId, kind: 'image', as: 'mobile_image' }),
        video_id: fileField({ column: banners.videoId, kind: 'video', as: 'video' }),
        mobile_video_id: fileField({ column: banners.mobileVideoId, kind: 'video', as: 'mobile_video' }),
      },
      filterTargets: { expired: (flag: boolean) => (flag ? expired : sql`not ${expired}`) },
      writes: { create: withDates, update: withDates },
    }),
  );
};
