/**
 * While a first start still posts its demo data (a minute or two after the site answers), a notice that the
 * figures below are filling in; asked again every few seconds until the data is complete, then gone.
 */
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DemoData } from '@backlot/contract';
import { api } from '../../../lib/api/client';
import { useRead } from '../../../lib/api/use-read';

const POLL_MS = 5_000;

export function DemoArriving() {
  const { t } = useTranslation('analytics');
  const { data } = useRead({
    queryKey: ['demo-data'],
    queryFn: () => api.get<DemoData>('/demo-data'),
    refetchInterval: (query) => (query.state.data?.arriving ? POLL_MS : false),
  });
  if (!data?.arriving) return null;
  return <Alert type="info" showIcon title={t('dashboard.demoArriving')} />;
}
