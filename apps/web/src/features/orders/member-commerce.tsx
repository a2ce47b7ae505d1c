/**
 * What the ledger holds of a member, under the member's page: their subscriptions, orders and coins (the balance
 * and every move), each for admins who may list it. Each row offers what its own list offers (cancel or extend a
 * subscription, refund an order) and opens its record when clicked.
 */
import { Col, Row, Tag } from 'antd';
import { useRead } from '../../lib/api/use-read';
import { Can } from '../../lib/permissions';
import { RelatedRecords, relatedPage, useResourceT } from '../../lib/resource';
import { paymentResource } from './payment-resource';
import { orderResource } from './resource';
import { subscriptionResource } from './subscription-resource';

const COINS_SORT = '-id';

/** The member's coins now: the balance after their latest move, read from the coins card's first page. */
function Balance({ memberId }: { memberId: number }) {
  const t = useResourceT('orders');
  const { data } = useRead(relatedPage(paymentResource, { memberId }, COINS_SORT));
  const balance = data?.data[0]?.balanceAfter ?? 0;
  return <Tag color="gold">{t('member.balance', { coins: balance })}</Tag>;
}

export default function MemberCommerce({ id }: { id: number }) {
  const t = useResourceT('orders');
  const filter = { memberId: id };
  return (
    <Row gutter={[16, 16]}>
      <Can permission="list-subscriptions">
        <Col xs={24} xl={12}>
          <RelatedRecords
            resource={subscriptionResource}
            filter={filter}
            fields={['planName', 'status', 'startedAt', 'paidThrough']}
            sort="-started_at"
            title={t('member.subscriptions')}
            empty={t('member.subscriptionsEmpty')}
          />
        </Col>
      </Can>
      <Can permission="list-orders">
        <Col xs={24} xl={12}>
          <RelatedRecords
            resource={orderResource}
            filter={filter}
            fields={['id', 'type', 'amount', 'paidAt']}
            sort="-paid_at"
            title={t('member.orders')}
            empty={t('member.ordersEmpty')}
          />
        </Col>
      </Can>
      <Can permission="list-payments">
        <Col xs={24}>
          <RelatedRecords
            resource={paymentResource}
            filter={filter}
            fields={['kind', 'credit', 'balanceAfter', 'reason', 'createdAt']}
            sort={COINS_SORT}
            title={t('member.coins')}
            extra={<Balance memberId={id} />}
            empty={t('member.coinsEmpty')}
          />
        </Col>
      </Can>
    </Row>
  );
}
