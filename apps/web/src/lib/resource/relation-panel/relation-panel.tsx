/**
 * A record's ordered related records on its show page (a block's videos): picked by searching the catalogue
 * as one types, put in order by dragging or with the keyboard, removed; each change is saved at once as the
 * whole list, in one request. Read-only without the edit permission.
 */
import type { RecordId } from '../types';
import { Alert, Card, Empty, Flex, Typography } from 'antd';
import { arrayMove } from '@dnd-kit/sortable';
import { useMessage } from '../../feedback';
import { RemoteSelect } from '../remote-select';
import type { RelatedRecord } from '../field';
import type { RelationPanelSpec } from '../field';
import SortableList from '../sortable/sortable-list';
import type { ResourceT } from '../use-resource-t';
import { errorText } from '../use-save-controller';
import { useLanguage } from '../use-language';
import { useRelationLinks } from './use-relation-links';

type Props = { owner: string; id: RecordId; spec: RelationPanelSpec; editable: boolean; t: ResourceT };

export default function RelationPanel({ owner, id, spec, editable, t }: Props) {
  const message = useMessage();
  const language = useLanguage();
  const labelOf = (record: RelatedRecord) => spec.relation.labelOf(record, language);
  const { query, records, save } = useRelationLinks(owner, id, spec.path, spec.writes);
  const chosen = new Set(records.map((record) => record.id));
  const title = t(spec.title, { count: records.length });
  const change = (next: RelatedRecord[]) =>
    save.mutate(next, { onError: (error) => void message.error(errorText(error, t('resource:failed'))) });
  return (
    <Card title={title}>
      <Flex vertical gap={12}>
        {query.isError && <Alert type="error" showIcon title={errorText(query.error, t('resource:failed'))} />}
        {editable && (
          <RemoteSelect<RelatedRecord>
            path={spec.relation.path}
            labelOf={labelOf}
            isDisabled={(record) => chosen.has(record.id)}
            value={null}
            allowClear={false}
            aria-label={t(spec.add)}
            placeholder={t(spec.add)}
            onPick={(record) => !chosen.has(record.id) && change([...records, record])}
            style={{ width: '100%' }}
          />
        )}
        {query.isSuccess && !records.length && <Empty description={t('resource:relations.empty')} />}
        {editable && records.length > 1 && (
          <Typography.Text type="secondary">{t('resource:sortable.hint')}</Typography.Text>
        )}
        <SortableList
          label={title}
          items={records.map((record) => ({
            id: record.id,
            label: labelOf(record),
            thumbnail: spec.thumbnailOf ? spec.thumbnailOf(record) : undefined,
          }))}
          disabled={!editable}
          onMove={(from, to) => change(arrayMove(records, from, to))}
          onRemove={(removed) => change(records.filter((record) => record.id !== removed))}
          t={t}
        />
      </Flex>
    </Card>
  );
}
