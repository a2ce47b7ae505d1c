/**
 * A record's History tab: who changed what and when, newest first, each change field by field in the staff's
 * language, ten to a page; on a resource that restores, each change but the newest (the version the record
 * is at) offers "Restore this version" to whoever may edit the record (`restore-button.tsx`).
 */
import { Suspense, useState } from 'react';
import { Card, Empty, Flex, Pagination, Space, Tag, Typography } from 'antd';
import { useRead } from '../../api/use-read';
import { formatInstant } from '../value-types';
import type { RecordBase, RecordId } from '../types';
import { useLanguage } from '../use-language';
import { useResourceT } from '../use-resource-t';
import { auditNameOf, HISTORY_PAGE_SIZE, historyOptions, type HistoryEntry, type HistoryTarget } from './history-api';
import { HistoryChanges, RESTORED_ENTRY } from './history-changes';
import { RestoreButton } from './restore-button';
import styles from './history.module.css';

const ACTION_COLORS: Record<string, string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  'restore-version': 'purple',
};

export type HistoryPanelProps = {
  api: HistoryTarget;
  id: RecordId;
  /** The signed-in admin may edit the record (and so restore it, where the resource restores). */
  editable: boolean;
  /** A restore went through: the record as it left it (an edit form reloads it). */
  onRestored?: (record: RecordBase) => void;
};

export function HistoryPanel({ api, id, editable, onRestored }: HistoryPanelProps) {
  const t = useResourceT('audit-logs');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const history = useRead(historyOptions(api, id, page));
  const resource = auditNameOf(api.path);
  const restorable = editable && Boolean(history.data?.restorable);

  const describe = (entry: HistoryEntry) => (
    <Space wrap size={[8, 0]}>
      <Typography.Text>{entry.actorUsername ?? t('resource:history.system')}</Typography.Text>
      <Tag color={ACTION_COLORS[entry.action]}>{t(`actions.${entry.action}`, { defaultValue: entry.action })}</Tag>
      <Typography.Text type="secondary">{formatInstant(entry.createdAt, language)}</Typography.Text>
    </Space>
  );
  const restored = (entry: HistoryEntry) => entry.changes[RESTORED_ENTRY]?.after;

  const entries = history.data?.data ?? [];
  const total = history.data?.meta.total ?? 0;
  return (
    <Card loading={history.isLoading}>
      {entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('resource:history.empty')} />
      ) : (
        <ol className={styles.entries} aria-label={t('resource:history.tab')}>
          {entries.map((entry, index) => (
            <li key={entry.id} className={styles.entry}>
              <Flex vertical gap={6} className={styles.change}>
                {describe(entry)}
                <Suspense fallback="…">
                  {restored(entry) !== undefined && (
                    <Typography.Text type="secondary">
                      {t('resource:history.restoredFrom', { id: restored(entry) })}
                    </Typography.Text>
                  )}
                  <HistoryChanges resource={resource} changes={entry.changes} created={entry.action === 'create'} />
                </Suspense>
              </Flex>
              {restorable && entry.action !== 'delete' && !(page === 1 && index === 0) && (
                <RestoreButton api={api} id={id} entry={entry} onRestored={onRestored} />
              )}
            </li>
          ))}
        </ol>
      )}
      {total > HISTORY_PAGE_SIZE && (
        <Pagination
          align="end"
          size="small"
          current={page}
          pageSize={HISTORY_PAGE_SIZE}
          total={total}
          onChange={setPage}
          showSizeChanger={false}
        />
      )}
    </Card>
  );
}

export default HistoryPanel;
