/** Why a notification failed or was rejected: its code in the user's language, then the detail as stored. */
import { Typography } from 'antd';
import type { ResourceT } from '../../../lib/resource/use-resource-t';

export function PostbackError({ error, t }: { error: string | null; t: ResourceT }) {
  if (!error) return <>—</>;
  const [code, ...detail] = error.split(':');
  return (
    <span title={error}>
      {t(`errors.${code}`, { defaultValue: code })}
      {detail.length > 0 && <Typography.Text type="secondary"> ({detail.join(' → ')})</Typography.Text>}
    </span>
  );
}
