import { valuesOf, type RecordFields } from '../../lib/record-fields';
import { memberStatuses } from './constants';

/** How a member's fields read in the audit log. */
export const memberFields: RecordFields = {
  ns: 'users',
  fields: {
    username: { label: 'fields.username' },
    email: { label: 'fields.email' },
    firstName: { label: 'fields.firstName' },
    lastName: { label: 'fields.lastName' },
    birthdate: { label: 'fields.birthdate' },
    phone: { label: 'fields.phone' },
    avatarId: { label: 'fields.avatar' },
    bannerId: { label: 'fields.banner' },
    status: { label: 'fields.status', values: valuesOf(memberStatuses) },
    commentBannedAt: { label: 'fields.commentBannedAt' },
    commentBannedBy: { label: 'fields.commentBannedBy' },
    commentBanReason: { label: 'fields.commentBanReason' },
  },
};
