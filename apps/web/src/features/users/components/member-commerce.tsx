/**
 * What the ledger holds of a member: their subscriptions, orders and coins (the balance and every move), each
 * for admins who may read that list, linking to the full record.
 */
import { Col, Row, Tag } from 'antd';
import { Can } from '../../../lib/permissions';
import { formatInstant, formatMoney, LinkButton, useLanguage, useResourceT } from '../../../lib/resource';
import { memberOrdersApi, memberPaymentsApi, memberSubscriptionsApi, type Member } from '../api';
import { MemberRecords } from './member-records';

const COLORS: Record<string, string> = {
  active: 'green',
  trial: 'cyan',
  past_due: 'orange',
  expired: 'red',
  clawback: 'red',
};

export function MemberCommerce({ member }: { member: Member }) {
  const t = useResourceT('users');
  const language = useLanguage();
  const when = (at: string | null) => (at ? formatInstant(at, language) : '—');
  const value = (v: string) => <Tag color={COLORS[v]}>{t(`commerceValue.${v}`)}</Tag>;
  return (
    <Row gutter={[16, 16]}>
      <Can permission="list-subscriptions">
        <Col xs={24} xl={12}>
          <MemberRecords
            memberId={member.id}
            api={memberSubscriptionsApi}
            sort="-started_at"
            title={t('commerce.subscriptions')}
            empty="commerce.subscriptionsEmpty"
            columns={[
              {
                key: 'plan',
                title: t('commerce.plan'),
                // The subscription's page: where staff cancel, expire, extend or reactivate it.
                render: (_: unknown, s) => (
                  <LinkButton type="link" size="small" to={`/plans/subscriptions/${s.id}`} style={{ paddingInline: 0 }}>
                    {s.planName ?? s.processorRef}
                  </LinkButton>
                ),
              },
              { key: 'status', title: t('commerce.status'), render: (_: unknown, s) => value(s.status) },
              { key: 'started', title: t('commerce.started'), render: (_: unknown, s) => when(s.startedAt) },
              { key: 'paid', title: t('commerce.paidThrough'), render: (_: unknown, s) => when(s.paidThrough) },
            ]}
          />
        </Col>
      </Can>
      <Can permission="list-orders">
        <Col xs={24} xl={12}>
          <MemberRecords
            memberId={member.id}
            api={memberOrdersApi}
            sort="-paid_at"
            title={t('commerce.orders')}
            empty="commerce.ordersEmpty"
            columns={[
              {
                key: 'id',
                title: t('commerce.order'),
                render: (_: unknown, o) => (
                  <LinkButton type="link" size="small" to={`/orders/${o.id}`} style={{ paddingInline: 0 }}>
                    {o.id}
                  </LinkButton>
                ),
              },
              { key: 'type', title: t('commerce.type'), render: (_: unknown, o) => value(o.type) },
              {
                key: 'amount',
                title: t('commerce.amount'),
                align: 'right',
                render: (_: unknown, o) => formatMoney(o.amount, o.currency, language),
              },
              { key: 'paid', title: t('commerce.paidAt'), render: (_: unknown, o) => when(o.paidAt) },
            ]}
          />
        </Col>
      </Can>
      <Can permission="list-payments">
        <Col xs={24}>
          <MemberRecords
            memberId={member.id}
            api={memberPaymentsApi}
            sort="-id"
            title={t('commerce.coins')}
            extra={<Tag color="gold">{t('commerce.balance', { coins: member.coin })}</Tag>}
            empty="commerce.coinsEmpty"
            columns={[
              { key: 'kind', title: t('commerce.kind'), render: (_: unknown, p) => value(p.kind) },
              {
                key: 'credit',
                title: t('commerce.coinsMoved'),
                align: 'right',
                render: (_: unknown, p) => (p.credit > 0 ? `+${p.credit}` : p.credit),
              },
              { key: 'balance', title: t('commerce.balanceAfter'), dataIndex: 'balanceAfter', align: 'right' },
              { key: 'reason', title: t('commerce.reason'), render: (_: unknown, p) => p.reason ?? '—' },
              { key: 'at', title: t('commerce.at'), render: (_: unknown, p) => when(p.createdAt) },
            ]}
          />
        </Col>
      </Can>
    </Row>
  );
}
