import { useCallback, useState } from 'react';
import { Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Can } from '../../../lib/permissions';
import { ResourceList, useResourceT } from '../../../lib/resource';
import type { ReconciliationRun } from '../api';
import { reconciliationsApi } from '../api';
import { RUN_RECONCILIATIONS } from '../constants';
import { reconciliationResource } from './resource';
import { RunNowButton } from './run-now-button';
import { RunsCard } from './runs-card';

/** The processors' reports against the ledger: the latest runs, Run now, and the rows that did not match. */
export default function ReconciliationPage() {
  const t = useResourceT('orders');
  const client = useQueryClient();
  const [after, setAfter] = useState<number | null>(null);
  const queued = () => {
    const runs = client.getQueryData<{ data: ReconciliationRun[] }>([...reconciliationsApi.key, 'runs']);
    setAfter(runs?.data[0]?.id ?? -1);
  };
  const finished = useCallback(() => setAfter(null), []);
  return (
    <>
      <Typography.Paragraph type="secondary">{t('reconciliation.intro')}</Typography.Paragraph>
      <RunsCard after={after} onFinished={finished} />
      <ResourceList
        resource={reconciliationResource}
        title={t('reconciliation.title')}
        extra={
          <Can permission={RUN_RECONCILIATIONS}>
            <RunNowButton onQueued={queued} />
          </Can>
        }
      />
    </>
  );
}
