/**
 * SEO entries: a declared resource, one per page or tag of a site (a second is a 422 on `page` or `tag_id`).
 * Naming a page clears the tag and naming a tag clears the page, so an entry always has exactly one target.
 */
import { seoManifest } from '@backlot/contract';
import { seos } from '../../db/schema/index.js';
import { crudResource, declared } from '../../platform/crud/index.js';
import type { Module } from '../module.js';
import { tagExists, tagNames } from '../tags/read.js';
import { siteOwnedRead, siteReference } from './site-owned.js';

/** One target: the page or the tag the body names, the other cleared. */
function oneTarget(values: Record<string, unknown>) {
  const next = { ...values };
  if (next.page) next.tagId = null;
  else if (next.tagId) next.page = null;
  return { values: next };
}

/** The answer's `tag`, or null. */
function withTag(row: Record<string, unknown>) {
  const { tag_name: name, tag_name_cn: nameCn, ...rest } = row;
  return { ...rest, tag: rest.tag_id == null ? null : { id: rest.tag_id, name, name_cn: nameCn } };
}

export const seosModule: Module = (app, deps) => {
  const tag = tagNames(seos.tagId);
  const read = siteOwnedRead(seos, { tag_name: tag.name, tag_name_cn: tag.nameCn });
  crudResource(
    app,
    deps,
    declared(seoManifest, {
      table: seos,
      restorable: true,
      label: 'SEO entries',
      read,
      answer: withTag,
      references: { ...siteReference, tag_id: tagExists },
      uniqueIndexes: { page: 'seos_site_page_key', tag_id: 'seos_site_tag_key' },
      filterTargets: { site_page: seos.page },
      writes: { create: oneTarget, update: oneTarget },
    }),
  );
};
