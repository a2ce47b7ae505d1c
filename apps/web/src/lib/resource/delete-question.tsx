/**
 * A delete's question with what else the delete touches, asked of the server when the question opens
 * (`GET /<path>/{id}/delete-impact`): the records removed with it, those unlinked, or those that keep it from
 * going; and that it goes to the trash. A resource without that route (one with its own service) asks the
 * question alone.
 */
import { Flex, Typography } from 'antd';
import { useRead } from '../api/use-read';
import type { DeleteImpact } from '@backlot/contract';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { AffectedList } from './affected-list';
import type { RecordId } from './types';

type Props = { resource: { key: readonly [string]; path: string }; id: RecordId; question: string };

export function DeleteQuestion({ resource, id, question }: Props) {
  const { t } = useTranslation('resource');
  const impact = useRead({
    queryKey: [resource.key[0], 'delete-impact', resource.path, id],
    queryFn: () => api.get<DeleteImpact>(`/${resource.path}/${id}/delete-impact`),
    retry: false,
    staleTime: 0,
  });
  // An answer of another shape (no such route behind a proxy's fallback) is no impact.
  const known = Array.isArray(impact.data?.affected) ? impact.data : undefined;
  return (
    <Flex vertical gap={4} style={{ maxWidth: 360 }}>
      <span>{question}</span>
      {impact.isPending && <Typography.Text type="secondary">{t('affected.checking')}</Typography.Text>}
      {known && <AffectedList affected={known.affected} mode="delete" />}
      {known && !known.blocked && <Typography.Text type="secondary">{t('affected.toTrash')}</Typography.Text>}
    </Flex>
  );
}
