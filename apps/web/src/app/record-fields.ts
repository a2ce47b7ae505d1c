/** Every resource's fields as the audit log reads them, composed from the features (loaded with that page). */
import type { RecordFieldsRegistry } from '../lib/record-fields';
import { adminFields } from '../features/admins/record-fields';
import { directorFields } from '../features/directors/record-fields';
import { roleFields } from '../features/roles/record-fields';
import { cooperationFields } from '../features/cooperations/record-fields';
import { modelFields } from '../features/models/record-fields';
import { postFields } from '../features/posts/record-fields';
import { videoFields } from '../features/videos/record-fields';
import { siteFields } from '../features/sites/record-fields';
import { tagFields } from '../features/tags/record-fields';
import { campaignFields, channelFields } from '../features/channels/record-fields';
import { memberFields } from '../features/users/record-fields';
import { orderFields, paymentFields, postbackFields } from '../features/orders/record-fields';

export const recordFields: RecordFieldsRegistry = {
  tags: tagFields,
  directors: directorFields,
  admins: adminFields,
  roles: roleFields,
  sites: siteFields,
  cooperations: cooperationFields,
  models: modelFields,
  posts: postFields,
  videos: videoFields,
  channels: channelFields,
  campaigns: campaignFields,
  users: memberFields,
  orders: orderFields,
  payments: paymentFields,
  postbacks: postbackFields,
};
