/** Whether the member may comment: allowed, or banned since when, by whom and why (lifted with the page's action). */
import { Space, Tag, Typography } from 'antd';
import { formatInstant, useLanguage, useResourceT } from '../../../lib/resource';
import type { Member } from '../api';

export function CommentBan({ member }: { member: Member }) {
  const t = useResourceT('users');
  const language = useLanguage();
  // Plain text when allowed: the profile card's one tag stays the member's status.
  if (!member.commentBannedAt) return <Typography.Text>{t('commentBan.allowed')}</Typography.Text>;
  return (
    <Space direction="vertical" size={2}>
      <Space size={4} wrap>
        <Tag color="red">{t('commentBan.banned')}</Tag>
        <Typography.Text type="secondary">
          {t('commentBan.since', {
            at: formatInstant(member.commentBannedAt, language),
            by: member.commentBannedBy ?? t('commentBan.formerAdmin'),
          })}
        </Typography.Text>
      </Space>
      {member.commentBanReason && <Typography.Text>{member.commentBanReason}</Typography.Text>}
    </Space>
  );
}
