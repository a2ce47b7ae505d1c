/**
 * A model's compliance record: who the performer legally is, and the identity document that shows it; its
 * show page holds the document's scans.
 */
import { Select, Space, Tag } from 'antd';
import { modelRecordFilters, modelRecordManifest } from '@backlot/contract';
import { contractFilters, defineResource, pickedBy, type RelatedRecord } from '../../lib/resource';
import { modelRecordsApi, type ModelRecord } from './api';
import { MODEL_RECORDS_PATH, modelRecordPermissions } from './constants';

const modelName = (model: RelatedRecord) => String(model.name);

export const modelRecordResource = defineResource<ModelRecord>({
  ns: 'model-records',
  path: MODEL_RECORDS_PATH,
  api: modelRecordsApi,
  permissions: modelRecordPermissions,
  manifest: modelRecordManifest,
  hasShow: true,
  scans: true,
  filters: contractFilters(modelRecordFilters, {
    model_id: pickedBy<RelatedRecord>('fields.modelId', 'models', modelName),
    expiring: { label: 'filters.expiring' },
  }),
  presentation: {
    aliases: {
      help: 'help.aliases',
      hideInTable: true,
      input: <Select mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} />,
      render: (record) =>
        record.aliases.length ? (
          <Space size={[0, 4]} wrap>
            {record.aliases.map((alias) => (
              <Tag key={alias}>{alias}</Tag>
            ))}
          </Space>
        ) : (
          '—'
        ),
    },
    idDocumentLast4: { help: 'help.idDocumentLast4', width: 110 },
    idDocumentCountry: { help: 'help.idDocumentCountry', width: 110 },
    custodian: { hideInTable: true, help: 'help.custodian' },
  },
});
