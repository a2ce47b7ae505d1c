import { createElement } from 'react';
import { ApiOutlined, EditOutlined, KeyOutlined } from '@ant-design/icons';
import { Select, Space, Tag, Typography } from 'antd';
import { postbackUrl, segpayApiCredentials, segpayFilters, segpayManifest, segpaySetSecret } from '@backlot/contract';
import { contractFilters, defineResource, PairsInput, pickedBy, type RelatedRecord } from '../../lib/resource';
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
  manifest: segpayManifest,
  titleOf: (config) => `${config.siteName} · ${config.merchantId}`,
  // Where it belongs, and whether the processor's notifications will be accepted: what a phone's card shows too.
  leading: ['id', 'siteId', 'processor', 'secretHint'],
  secret: {
    field: 'postbackSecret',
    title: 'secret.title',
    hint: 'secret.hint',
    also: { label: 'secret.url', value: (secret, config) => postbackUrlOf(config, secret) },
  },
  filters: contractFilters(segpayFilters, {
    processor: { label: 'fields.processor', options: processors },
    site_id: pickedBy<RelatedRecord>('fields.siteId', 'sites', siteName),
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
    {
      name: 'setApiCredentials',
      permission: 'edit-segpays',
      label: 'actions.setApiCredentials',
      icon: createElement(ApiOutlined),
      success: 'actions.apiCredentialsSet',
      form: {
        title: 'actions.setApiCredentialsTitle',
        fields: [
          { name: 'apiUserId', label: 'fields.apiUserId' },
          { name: 'apiKey', label: 'fields.apiKey', valueType: 'password', help: 'help.apiKey' },
        ],
        schema: segpayApiCredentials,
      },
    },
  ],
  presentation: {
    processor: { options: processors },
    packages: {
      input: <PairsInput ns="segpays" spec={PACKAGES} />,
      render: (config) =>
        config.packages.length ? config.packages.map((p) => <Tag key={p.id}>{`${p.id} · ${p.name}`}</Tag>) : '—',
    },
    allowedAddresses: {
      help: 'help.allowedAddresses',
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
    secretHint: {
      label: 'fields.postbackUrl',
      render: (config) => (
        <Typography.Text code style={{ wordBreak: 'break-all' }}>
          {`${postbackUrlOf(config, '')}…${config.secretHint}`}
        </Typography.Text>
      ),
    },
    postbackSecret: false,
    apiKeyHint: {
      hiddenByDefault: true,
      render: (config, t) =>
        config.apiKeyHint ? <Typography.Text code>{`…${config.apiKeyHint}`}</Typography.Text> : t('noApiKey'),
    },
  },
});
