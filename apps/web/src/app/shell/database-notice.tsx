/**
 * A banner while the database is away (a read answered 503 `database_unavailable` and is being retried at the
 * server's pace, `query-client.ts`): the page is not broken, it waits and updates by itself. It goes once every
 * read is answered again.
 */
import { useSyncExternalStore } from 'react';
import { Alert } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isDatabaseUnavailable } from '../../lib/api/client';

export function DatabaseNotice() {
  const cache = useQueryClient().getQueryCache();
  const away = useSyncExternalStore(
    (notify) => cache.subscribe(notify),
    () => cache.findAll().some((query) => isDatabaseUnavailable(query.state.fetchFailureReason)),
  );
  const { t } = useTranslation('app');
  return away ? <Alert type="warning" showIcon banner role="alert" title={t('databaseAway')} /> : null;
}
