/**
 * The latest reconciliation runs (`GET /reconciliations/runs`): site, processor, days, what each read, booked
 * and listed, or why its pull failed. After Run now it asks again every few seconds until the queued run has
 * finished, then reads the lines again.
 */
import { useEffect } from 'react';
import { Card, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useRead } from '../../../lib/api/use-read';
import { formatInstant, useLanguage, useResourceT } from '../../../lib/resource';
import { type ReconciliationRun, reconciliationRuns, reconciliationsApi } from '../api';

const POLL_MS = 2_000;
const KNOWN_ERRORS = new Set(['timeout', 'unreachable', 'no_credentials', 'internal']);

/** `after`: the newest run's id when Run now was clicked (-1: none yet), until a newer one has finished. */
export function RunsCard({ after, onFinished }: { after: number | null; onFinished: () => void }) {
  const t = useResourceT('orders');
  const language = useLanguage();
  const client = useQueryClient();
  const waiting = (runs: ReconciliationRun[] | undefined) =>
    after !== null && !runs?.some((run) => run.id > after && run.finishedAt);
  const { data } = useRead({
    queryKey: [...reconciliationsApi.key, 'runs'],
    queryFn: reconciliationRuns,
    refetchInterval: (query) => (waiting(query.state.data?.data) ? POLL_MS : false),
  });
  const runs = data?.data;
  const done = after !== null && !waiting(runs);
  useEffect(() => {
    if (!done) return;
    onFinished();
    void client.invalidateQueries({ queryKey: reconciliationsApi.key });
  }, [done, onFinished, client]);
  const outcome = (run: ReconciliationRun) => {
    if (!run.finishedAt) return <Tag color="blue">{t('reconciliation.running')}</Tag>;
    if (!run.error) return <Tag color="green">{t('reconciliation.ok')}</Tag>;
    const text = KNOWN_ERRORS.has(run.error) ? t(`reconciliation.runErrors.${run.error}`) : run.error;
    return <Typography.Text type="danger">{text}</Typography.Text>;
  };
  return (
    <Card size="small" title={t('reconciliation.runs')} style={{ marginBottom: 16 }}>
      <Table<ReconciliationRun>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={runs?.slice(0, 5) ?? []}
        locale={{ emptyText: t('reconciliation.noRuns') }}
        columns={[
          { key: 'site', title: t('reconciliation.site'), render: (_, run) => run.siteName ?? `#${run.siteId}` },
          {
            key: 'processor',
            title: t('reconciliation.processor'),
            render: (_, run) => t(`processor.${run.processor}`),
          },
          { key: 'days', title: t('reconciliation.days'), render: (_, run) => `${run.firstDay} – ${run.lastDay}` },
          {
            key: 'started',
            title: t('reconciliation.startedAt'),
            render: (_, run) =>
              `${formatInstant(run.startedAt, language)} · ${t(`reconciliation.trigger.${run.trigger}`)}`,
          },
          { key: 'rows', title: t('reconciliation.rowsRead'), dataIndex: 'rowsRead' },
          { key: 'booked', title: t('reconciliation.booked'), dataIndex: 'booked' },
          { key: 'listed', title: t('reconciliation.mismatches'), dataIndex: 'mismatches' },
          { key: 'outcome', title: t('reconciliation.outcome'), render: (_, run) => outcome(run) },
        ]}
      />
    </Card>
  );
}
