/**
 * What the storefront's resources share: a brand's records name their site (`site_id`, answered with its
 * name), links follow the spec's external-link check, and rich text is HTML the server sanitizes.
 */
import { z } from 'zod';
import { idSchema } from './common.js';
import { storedFile } from './files.js';
import { singleLineText } from './text.js';
import { EXTERNAL_LINK } from './validation.js';

/** A link a member follows: http(s), mailto or tel (spec section 5), at most 2,000 characters. */
export const externalLink = () => singleLineText(2000).regex(EXTERNAL_LINK, 'msg.externalLink');

/** A stored file's id in a request; null takes the file off. */
export const fileId = () => idSchema.nullish();
/** A stored file in an answer, or null. */
export const fileAnswer = storedFile.nullable();

/** The site a storefront record belongs to, as answered. */
export const siteOwned = { site_id: z.number().int(), site_name: z.string() };
