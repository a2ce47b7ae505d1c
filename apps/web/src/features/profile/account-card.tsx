/** Who is signed in: avatar, name, username and roles. */
import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RoleName } from '../../lib/permissions';
import type { SignedInAdmin } from '../../lib/session';

export function AccountCard({ admin }: { admin: SignedInAdmin }) {
  const { t } = useTranslation('profile');
  return (
    <Card title={t('account.title')}>
      <Flex vertical align="center" gap="small">
        <Avatar size={88} src={admin.avatar || undefined} icon={<UserOutlined />} alt="" />
        <Typography.Title level={3} style={{ margin: 0 }}>
          {admin.name}
        </Typography.Title>
        {admin.introduction && <Typography.Paragraph type="secondary">{admin.introduction}</Typography.Paragraph>}
      </Flex>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'username', label: t('account.username'), children: admin.username },
          {
            key: 'roles',
            label: t('account.roles'),
            children:
              admin.roles.length > 0
                ? admin.roles.map((role) => (
                    <Tag key={role}>
                      <RoleName name={role} />
                    </Tag>
                  ))
                : t('account.noRoles'),
          },
        ]}
      />
    </Card>
  );
}
