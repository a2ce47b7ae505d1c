import { createElement } from 'react';
import { EditOutlined, KeyOutlined } from '@ant-design/icons';
import { Select, Space, Tag, Typography } from 'antd';
import { postbackUrl, segpayFilters, segpaySetSecret, segpayCreate, segpayUpdate } from '@backlot/contract';
import {
  commonFields,
  contractFilters,
  defineResource,
  PairsInput,
  pickedBy,
  RemoteSelect,
  type RelatedRecord,
  type FormSchemas,
} from '../../lib/resource';
import { segpaysApi, type Segpay } from './api';
import { processors, SEGPAYS_PATH, segpayPermissions } from './constants';

const siteName = (site: RelatedRecord) => String(site.name);

const PACKAGES = {
  keys: ['id', 'name'],
  labels: ['fields.packageId', 'fields.packageName'],
  add: 'actions.addPackage',
  remove: 'actions.removePackage',
} as const;

/** The postback URL of this back-office, as the processor is given it. */
const postbackUrlOf = (config: Pick<Segpay, 'processor'>, secret: string) =>
  postbackUrl(window.location.origin, config.processor, secret);

export const segpayResource = defineResource<Segpay>({
  ns: 'segpays',
  path: SEGPAYS_PATH,
  api: segpaysApi,
  permissions: segpayPermissions,
  defaultSort: 'id',
  titleOf: (config) => `${config.siteName} · ${config.merchantId}`,
  secret: {
    field: 'postbackSecret',
    title: 'secret.title',
    hint: 'secret.hint',
    also: { label: 'secret.url', value: (secret, config) => postbackUrlOf(config, secret) },
  },
  filters: contractFilters(segpayFilters, {
    processor: { label: 'fields.processor', options: processors },
    site_id: pickedBy<RelatedRecord>('fields.site', 'sites', siteName),
  }),
  actions: [
    {
      name: 'rotateSecret',
      permission: 'edit-segpays',
      label: 'actions.rotateSecret',
      icon: createElement(KeyOutlined),
      danger: true,
      confirm: 'actions.confirmRotateSecret',
      success: 'actions.secretRotated',
    },
    {
      name: 'setSecret',
      permission: 'edit-segpays',
      label: 'actions.setSecret',
      icon: createElement(EditOutlined),
      success: 'actions.secretSet',
      form: {
        title: 'actions.setSecretTitle',
        fields: [
          { name: 'postbackSecret', label: 'fields.typedSecret', valueType: 'password', help: 'help.typedSecret' },
        ],
        schema: segpaySetSecret,
      },
    },
  ],
  fields: [
    commonFields.id,
    { name: 'siteName', label: 'fields.site', hideInForm: true },
    {
      name: 'siteId',
      label: 'fields.site',
      hideInTable: true,
      hideInDetail: true,
      input: <RemoteSelect<RelatedRecord> path="sites" labelOf={siteName} />,
    },
    { name: 'processor', label: 'fields.processor', valueType: 'select', options: processors, defaultValue: 'segpay' },
    { name: 'merchantId', label: 'fields.merchantId', sortable: 'merchant_id' },
    {
      name: 'packages',
      label: 'fields.packages',
      defaultValue: [],
      input: <PairsInput ns="segpays" spec={PACKAGES} />,
      render: (config) =>
        config.packages.length ? config.packages.map((p) => <Tag key={p.id}>{`${p.id} · ${p.name}`}</Tag>) : '—',
    },
    {
      name: 'allowedAddresses',
      label: 'fields.allowedAddresses',
      help: 'help.allowedAddresses',
      defaultValue: [],
      input: <Select mode="tags" tokenSeparators={[',', ' ']} open={false} suffixIcon={null} />,
      render: (config, t) =>
        config.allowedAddresses.length ? (
          <Space size={[0, 4]} wrap>
            {config.allowedAddresses.map((address) => (
              <Tag key={address}>{address}</Tag>
            ))}
          </Space>
        ) : (
          t('anyAddress')
        ),
    },
    {
      name: 'secretHint',
      label: 'fields.postbackUrl',
      hideInForm: true,
      render: (config) => (
        <Typography.Text code style={{ wordBreak: 'break-all' }}>
          {`${postbackUrlOf(config, '')}…${config.secretHint}`}
        </Typography.Text>
      ),
    },
    commonFields.createdAt,
    commonFields.updatedAt,
  ],
});

/** The form's rules. A new configuration's postback secret is made by the server and shown once. */
export const segpaySchemas: FormSchemas = { create: segpayCreate, update: segpayUpdate };
