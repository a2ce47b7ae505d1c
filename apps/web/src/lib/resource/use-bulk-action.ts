/**
 * Runs one call per selected row, all at once, and reports how many succeeded — with the first reason
 * when some did not.
 */
import type { RecordId } from './types';
import { useMessage } from '../feedback';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from './use-save-controller';

export function useBulkAction(resourceKey: readonly [string]) {
  const message = useMessage();
  const { t } = useTranslation('resource');
  const client = useQueryClient();

  return async (ids: readonly RecordId[], run: (id: RecordId) => Promise<unknown>) => {
    const outcomes = await Promise.allSettled(ids.map(run));
    await client.invalidateQueries({ queryKey: resourceKey });
    const failures = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    const done = t('bulk.done', { ok: ids.length - failures.length, total: ids.length });
    if (!failures.length) message.success(done);
    else
      message.warning(
        `${done} ${t('bulk.failed', { failed: failures.length, reason: errorText(failures[0]!.reason, t('failed')) })}`,
      );
    return ids.filter((_, index) => outcomes[index]!.status === 'rejected');
  };
}
