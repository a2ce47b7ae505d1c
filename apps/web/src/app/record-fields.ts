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
import { blockFields } from '../features/blocks/record-fields';
import { advertisementFields } from '../features/advertisements/record-fields';
import { bannerFields } from '../features/banners/record-fields';
import { informationFields } from '../features/informations/record-fields';
import { seoFields } from '../features/seos/record-fields';
import { questionFields } from '../features/questions/record-fields';
import { supportFields } from '../features/supports/record-fields';
import { commentFields } from '../features/comments/record-fields';
import { planFields } from '../features/plans/record-fields';
import { promotionFields } from '../features/promotions/record-fields';
import { dealFields } from '../features/deals/record-fields';
import { segpayFields } from '../features/segpays/record-fields';
import { payoutReportFields } from '../features/payout-reports/record-fields';
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
  blocks: blockFields,
  advertisements: advertisementFields,
  banners: bannerFields,
  informations: informationFields,
  seos: seoFields,
  questions: questionFields,
  supports: supportFields,
  comments: commentFields,
  plans: planFields,
  promotions: promotionFields,
  deals: dealFields,
  segpays: segpayFields,
  'segpay-payout-reports': payoutReportFields,
  orders: orderFields,
  payments: paymentFields,
  postbacks: postbackFields,
};
