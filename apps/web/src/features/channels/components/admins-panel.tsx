/**
 * The admins assigned to a channel (its partners): listed with when they were assigned; with `assign-channels`
 * one is added by picking it from the admins (searched as the user types) and removed after a confirmation.
 */
import { useState } from 'react';
import { Button, Card, Flex, Table } from 'antd';
import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { useRead } from '../../../lib/api/use-read';
import type { PermissionName } from '@backlot/contract';
import {
  ConfirmAction,
  formatInstant,
  RemoteSelect,
  useAllowed,
  useLanguage,
  useResourceMutation,
  useResourceT,
} from '../../../lib/resource';
import { useMessage } from '../../../lib/feedback';
import { channelAdminsApi, channelsApi, type ChannelAdmin } from '../api';

const ASSIGN: PermissionName = 'assign-channels';

type AdminOption = { id: number; username: string; name: string };

export function AdminsPanel({ channelId }: { channelId: number }) {
  const t = useResourceT('channels');
  const language = useLanguage();
  const allowed = useAllowed();
  const message = useMessage();
  const calls = channelAdminsApi(channelId);
  const admins = useRead(calls.list);
  const [picked, setPicked] = useState<number>();
  const assign = useResourceMutation(channelsApi, calls.assign);
  const remove = useResourceMutation(channelsApi, calls.remove);
  const canAssign = allowed(ASSIGN);

  const add = async () => {
    if (picked === undefined) return;
    try {
      await assign.mutateAsync(picked);
      message.success(t('admins.assigned'));
      setPicked(undefined);
    } catch (error) {
      message.error(error instanceof Error && error.message ? error.message : t('resource:failed'));
    }
  };

  return (
    <Card title={t('admins.title')}>
      <Flex vertical gap={16}>
        {canAssign && (
          <Flex gap={8} wrap>
            <RemoteSelect<AdminOption>
              path="admins"
              labelOf={(admin) => `${admin.username} (${admin.name})`}
              value={picked}
              onChange={(value) => setPicked(typeof value === 'number' ? value : undefined)}
              placeholder={t('admins.pick')}
              aria-label={t('admins.pick')}
              style={{ flex: '1 1 240px', maxWidth: 400 }}
            />
            <Button
              type="primary"
              icon={<UserAddOutlined />}
              disabled={picked === undefined}
              loading={assign.isPending}
              onClick={() => void add()}
            >
              {t('admins.assign')}
            </Button>
          </Flex>
        )}
        <Table<ChannelAdmin>
          rowKey="id"
          size="small"
          loading={admins.isFetching}
          dataSource={admins.data?.data}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('admins.empty') }}
          columns={[
            { key: 'username', title: t('admins.username'), dataIndex: 'username' },
            { key: 'name', title: t('admins.name'), dataIndex: 'name' },
            {
              key: 'assignedAt',
              title: t('admins.assignedAt'),
              render: (_: unknown, admin) => formatInstant(admin.assignedAt, language),
            },
            ...(canAssign
              ? [
                  {
                    key: 'actions',
                    title: t('resource:actions.title'),
                    render: (_: unknown, admin: ChannelAdmin) => (
                      <ConfirmAction
                        label={t('admins.remove')}
                        icon={<DeleteOutlined />}
                        danger
                        type="link"
                        size="small"
                        permission={ASSIGN}
                        confirm={t('admins.confirmRemove', { name: admin.username })}
                        success={t('admins.removed')}
                        run={() => remove.mutateAsync(admin.id)}
                      />
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Flex>
    </Card>
  );
}
