/** One value of a change: a list as tags, a secret as hidden, nothing as a dash, anything else as text. */
import { Space, Tag, Typography } from 'antd';
import { AUDIT_REDACTED } from '@backlot/contract';
import { textOf, type Reading } from './reading';

export function ChangeValue({ value, reading }: { value: unknown; reading: Reading }) {
  if (value === null || value === undefined || value === '') {
    return <Typography.Text type="secondary">—</Typography.Text>;
  }
  if (value === AUDIT_REDACTED) {
    return (
      <Typography.Text type="secondary" italic>
        {reading.translate('audit-logs:diff.hidden')}
      </Typography.Text>
    );
  }
  if (Array.isArray(value)) {
    if (!value.length)
      return <Typography.Text type="secondary">{reading.translate('audit-logs:diff.none')}</Typography.Text>;
    return (
      <Space size={[0, 4]} wrap>
        {value.map((item, index) => (
          <Tag key={index}>{textOf(item, reading)}</Tag>
        ))}
      </Space>
    );
  }
  return <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{textOf(value, reading)}</span>;
}
