import { dealManifest } from '@backlot/contract';
import { recordFieldsOf } from '../../lib/record-fields';

/**
 * How a deal's fields read in the audit log (the server keeps the price there as `"19.99 USD"`), with the
 * currency it copies from its plan.
 */
export const dealFields = recordFieldsOf('deals', dealManifest, { kept: ['currency'] });
