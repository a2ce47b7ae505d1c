import { Card, Descriptions } from 'antd';
import { ResourceDetail, useResourceT } from '../../../lib/resource';
import { postbackResource } from '../postback-resource';

/** A notification: what became of it (replay in the header), then its parameters exactly as they arrived. */
export default function PostbackPage() {
  const t = useResourceT('orders');
  return (
    <ResourceDetail resource={postbackResource}>
      {(postback) => (
        <Card title={t('postbacks.payload')} size="small">
          <Descriptions
            bordered
            size="small"
            column={1}
            items={Object.entries(postback.payload).map(([name, value]) => ({
              key: name,
              label: <code>{name}</code>,
              children: <code>{value}</code>,
            }))}
          />
        </Card>
      )}
    </ResourceDetail>
  );
}
