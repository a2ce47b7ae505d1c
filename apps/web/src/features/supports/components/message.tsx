/**
 * One message of a ticket's conversation: the member's, a staff reply (with what became of its e-mail), or an
 * internal note — set apart by its tint, its dashed border and its "Internal note" tag, as staff alone see it.
 */
import { Card, Flex, Space, Tag, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { formatInstant, useLanguage, useResourceT } from '../../../lib/resource';
import type { SupportReply } from '../api';

const MAIL_COLORS: Record<string, string> = { pending: 'blue', sent: 'green', failed: 'red', kept: 'default' };

export type Entry = {
  key: string;
  kind: 'member' | 'staff' | 'note';
  author: string;
  at: string;
  text: string;
  mail?: SupportReply['outboxStatus'];
};

const LOOKS = {
  member: { background: undefined, border: undefined, tag: undefined },
  staff: { background: 'var(--ant-color-fill-quaternary, #fafafa)', border: undefined, tag: 'geekblue' },
  note: { background: 'var(--ant-color-warning-bg, #fffbe6)', border: '1px dashed #faad14', tag: 'orange' },
} as const;

export function Message({ entry }: { entry: Entry }) {
  const t = useResourceT('supports');
  const language = useLanguage();
  const looks = LOOKS[entry.kind];
  return (
    <Card
      size="small"
      role="article"
      aria-label={t(`thread.${entry.kind}`)}
      style={{ background: looks.background, border: looks.border }}
    >
      <Flex justify="space-between" wrap gap={8}>
        <Space size={4} wrap>
          <Typography.Text strong>{entry.author}</Typography.Text>
          <Tag color={looks.tag} icon={entry.kind === 'note' ? <LockOutlined /> : undefined}>
            {t(`thread.${entry.kind}`)}
          </Tag>
        </Space>
        <Space size={4} wrap>
          {entry.mail && <Tag color={MAIL_COLORS[entry.mail]}>{t(`mail.${entry.mail}`)}</Tag>}
          <Typography.Text type="secondary">{formatInstant(entry.at, language)}</Typography.Text>
        </Space>
      </Flex>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '8px 0 0' }}>{entry.text}</Typography.Paragraph>
    </Card>
  );
}
