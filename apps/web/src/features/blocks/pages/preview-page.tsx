/**
 * The page preview (`/blocks/preview?site=1&page=home`): one site page's blocks in their order, as members will
 * see them, read-only — in either language and at a desktop's or a phone's width. The first site and the home
 * page are shown until the editor picks others; the choice lives in the URL.
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Card, Empty, Flex, Form, Segmented, Select, Typography } from 'antd';
import { useRead } from '../../../lib/api/use-read';
import { STOREFRONT_PAGES } from '@backlot/contract';
import { api } from '../../../lib/api/client';
import {
  type ListPage,
  type RelatedRecord,
  RemoteSelect,
  useAllowed,
  useLanguage,
  useResourceT,
} from '../../../lib/resource';
import type { StoredFile } from '../../../lib/upload/upload-file';
import { errorText } from '../../../lib/resource/use-save-controller';
import { pageOptions } from '../../../lib/storefront/fields';
import { blocksApi } from '../api';
import { PreviewBlock } from '../components/preview-block';
import styles from '../components/preview.module.css';

type Page = (typeof STOREFRONT_PAGES)[number];

export default function BlockPreviewPage() {
  const t = useResourceT('blocks');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const site = Number(params.get('site')) || undefined;
  const page = (STOREFRONT_PAGES as readonly string[]).includes(params.get('page') ?? '')
    ? (params.get('page') as Page)
    : 'home';
  const chinese = (params.get('lang') ?? (language.startsWith('zh') ? 'zh' : 'en')) === 'zh';
  const phone = params.get('device') === 'phone';
  const set = (name: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(name, value);
      return next;
    });

  const firstSite = useRead({
    queryKey: ['sites', 'list', { perPage: 1, sort: 'id' }],
    queryFn: () => api.get<ListPage<RelatedRecord>>('/sites', { perPage: 1, sort: 'id' }),
    enabled: !site,
  });
  useEffect(() => {
    const first = firstSite.data?.data[0];
    if (!site && first) set('site', String(first.id));
  });

  const blocks = useRead({
    ...blocksApi.list({ siteId: site, sitePage: page, sort: 'sort', page: 1, perPage: 200 }),
    enabled: site !== undefined,
  });
  const rows = blocks.data?.data ?? [];
  // The slots' pictures, for advertisement blocks, when the editor may read the slots.
  const allowed = useAllowed();
  type Slot = { id: number; image: StoredFile | null; mobileImage: StoredFile | null };
  const slots = useRead({
    queryKey: ['advertisements', 'list', { perPage: 50 }],
    queryFn: () => api.get<ListPage<Slot>>('/advertisements', { perPage: 50 }),
    enabled: allowed('list-advertisements'),
  });
  const slotOf = (id: number | null) => slots.data?.data.find((slot) => slot.id === id);

  return (
    <Card title={t('title.preview')}>
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('preview.hint')}</Typography.Text>
        <Form layout="inline" style={{ rowGap: 8 }}>
          <Form.Item label={t('site')}>
            <RemoteSelect<RelatedRecord>
              path="sites"
              labelOf={(record) => String(record.name)}
              value={site ?? null}
              allowClear={false}
              aria-label={t('site')}
              onChange={(value) => set('site', String(value))}
              style={{ minWidth: 180 }}
            />
          </Form.Item>
          <Form.Item label={t('sitePage')}>
            <Select
              aria-label={t('sitePage')}
              value={page}
              options={pageOptions.map((option) => ({ value: option.value, label: t(option.label) }))}
              onChange={(value) => set('page', String(value))}
              style={{ minWidth: 150 }}
            />
          </Form.Item>
          <Form.Item label={t('preview.language')}>
            <Segmented
              value={chinese ? 'zh' : 'en'}
              options={[
                { value: 'zh', label: '中文' },
                { value: 'en', label: 'English' },
              ]}
              onChange={(value) => set('lang', String(value))}
            />
          </Form.Item>
          <Form.Item label={t('preview.device')}>
            <Segmented
              value={phone ? 'phone' : 'desktop'}
              options={[
                { value: 'desktop', label: t('preview.desktop') },
                { value: 'phone', label: t('preview.phone') },
              ]}
              onChange={(value) => set('device', String(value))}
            />
          </Form.Item>
        </Form>
        {blocks.isError && <Alert type="error" showIcon title={errorText(blocks.error, t('resource:failed'))} />}
        {blocks.isSuccess && !rows.length ? (
          <Empty description={t('preview.empty')} />
        ) : (
          <div className={`${styles.frame} ${phone ? styles.phone : ''}`} aria-busy={blocks.isFetching}>
            {rows.map((block) => (
              <PreviewBlock
                key={block.id}
                block={block}
                slot={slotOf(block.advertisementId)}
                chinese={chinese}
                phone={phone}
                t={t}
              />
            ))}
          </div>
        )}
      </Flex>
    </Card>
  );
}
