import { promotionManifest } from '@backlot/contract';
import { recordFieldsOf } from '../../lib/record-fields';

/** How a promotion's fields read in the audit log. */
export const promotionFields = recordFieldsOf('promotions', promotionManifest);
