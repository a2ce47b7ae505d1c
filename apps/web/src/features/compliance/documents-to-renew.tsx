/**
 * On the dashboard, to staff who keep the compliance records: the identity documents expiring within
 * DOCUMENT_NOTICE_DAYS, or expired, soonest first, each linked to its record. Nothing when none is due.
 */
import { Typography } from 'antd';
import { useRead } from '../../lib/api/use-read';
import { DOCUMENT_NOTICE_DAYS } from '@backlot/contract';
import { DashboardListCard } from '../../lib/dashboard-list-card';
import { formatDay, useLanguage, useResourceT } from '../../lib/resource';
import { modelRecordsApi, type ModelRecord } from './api';
import { MODEL_RECORDS_PATH } from './constants';

const SHOWN = 10;

export default function DocumentsToRenew() {
  const t = useResourceT('model-records');
  const language = useLanguage();
  const today = new Date().toISOString().slice(0, 10);
  const { data } = useRead(
    modelRecordsApi.list({ expiring: 1, sort: 'id_document_expires_on', page: 1, perPage: SHOWN }),
  );
  return (
    <DashboardListCard<ModelRecord>
      title={t('renew.title', { days: DOCUMENT_NOTICE_DAYS })}
      page={data}
      all={{ to: `${MODEL_RECORDS_PATH}?expiring=1`, label: 'renew.all' }}
      recordsPath={MODEL_RECORDS_PATH}
      t={t}
      columns={[
        { key: 'model', title: t('fields.modelId'), render: (_, record) => record.modelName },
        { key: 'legalName', title: t('fields.legalName'), dataIndex: 'legalName' },
        {
          key: 'expires',
          title: t('fields.idDocumentExpiresOn'),
          render: (_, record) => (
            <Typography.Text type={record.idDocumentExpiresOn < today ? 'danger' : 'warning'}>
              {formatDay(record.idDocumentExpiresOn, language)}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}
