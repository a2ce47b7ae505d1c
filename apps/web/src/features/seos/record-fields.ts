import { seoManifest } from '@backlot/contract';
import { recordFieldsOf } from '../../lib/record-fields';

/** How an SEO entry's fields read in the audit log; its page by the storefront's labels of pages (`pages`). */
export const seoFields = recordFieldsOf('seos', seoManifest, { values: { page: 'pages' } });
