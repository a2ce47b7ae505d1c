import { Flex } from 'antd';
import { ResourceList } from '../../../lib/resource';
import { ChannelStatistic } from '../components/channel-statistic';
import { subscriptionResource } from '../subscription-resource';

export default function SubscriptionsPage() {
  return (
    <Flex vertical gap={16}>
      <ChannelStatistic />
      <ResourceList resource={subscriptionResource} />
    </Flex>
  );
}
