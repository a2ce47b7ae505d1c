import { promotionCreate, promotionUpdate } from '@backlot/contract';
import { ResourceForm } from '../../../lib/resource';
import { promotionResource } from '../resource';

export default function PromotionFormPage() {
  return <ResourceForm resource={promotionResource} schemas={{ create: promotionCreate, update: promotionUpdate }} />;
}
