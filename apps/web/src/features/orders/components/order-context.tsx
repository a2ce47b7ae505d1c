/** The member and the subscription behind an order, each a small card linking to where they are kept. */
import { Card, Col, Descriptions, Empty, Row, Tag } from 'antd';
import { formatInstant, LinkButton, useLanguage, useResourceT } from '../../../lib/resource';
import type { OrderDetail } from '../api';
import { MemberLink } from '../../../lib/member-link';
import { SUBSCRIPTIONS_PATH, subscriptionStatuses } from '../constants';

export function OrderContext({ order }: { order: OrderDetail }) {
  const t = useResourceT('orders');
  const language = useLanguage();
  const { member, subscription } = order;
  const status = subscriptionStatuses.find((o) => o.value === subscription?.status);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title={t('memberCard.title')} size="small" style={{ height: '100%' }}>
          {member && (
            <Descriptions
              column={1}
              size="small"
              items={[
                {
                  key: 'username',
                  label: t('fields.memberUsername'),
                  children: <MemberLink id={member.id} name={member.username} />,
                },
                { key: 'email', label: t('memberCard.email'), children: member.email },
                { key: 'coin', label: t('memberCard.coins'), children: member.coin },
              ]}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('subscription.title')} size="small" style={{ height: '100%' }}>
          {subscription ? (
            <Descriptions
              column={1}
              size="small"
              items={[
                {
                  key: 'status',
                  label: t('fields.status'),
                  children: (
                    <Tag color={status?.color} data-testid="subscription-status">
                      {t(status?.label ?? '')}
                    </Tag>
                  ),
                },
                {
                  key: 'ref',
                  label: t('subscription.ref'),
                  children: (
                    <LinkButton type="link" size="small" to={`${SUBSCRIPTIONS_PATH}?memberId=${member?.id ?? ''}`}>
                      {subscription.processorRef}
                    </LinkButton>
                  ),
                },
                {
                  key: 'paid',
                  label: t('subscription.paidThrough'),
                  children: subscription.paidThrough ? formatInstant(subscription.paidThrough, language) : '—',
                },
              ]}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('subscription.none')} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
