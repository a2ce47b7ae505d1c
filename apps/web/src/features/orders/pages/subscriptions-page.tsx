import { Flex } from 'antd';
import { ResourceList, useResourceT } from '../../../lib/resource';
import { ChannelStatistic } from '../components/channel-statistic';
import { subscriptionResource } from '../subscription-resource';

export default function SubscriptionsPage() {
  const t = useResourceT(subscriptionResource.ns);
  return (
    <Flex vertical gap={16}>
      <ChannelStatistic />
      <ResourceList resource={subscriptionResource} title={t('title.subscriptions')} />
    </Flex>
  );
}
