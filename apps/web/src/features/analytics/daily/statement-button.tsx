/**
 * A site's monthly revenue statement as a PDF (`GET /analytics/revenue/statement.pdf?month=&site_id=`): a dialog
 * picks the month (last month first) and the site (the page's site filter first), then downloads
 * `statement-<site>-<month>.pdf`, written in the staff's language. Offered to admins who may export analytics
 * and list the sites to pick from.
 */
import { useState } from 'react';
import { Button, DatePicker, Flex, Form, Modal } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/permissions';
import { FileDownloadButton, RemoteSelect, type RelatedRecord } from '../../../lib/resource';
import { usePeriod } from '../period/use-period';

const siteName = (site: RelatedRecord) => String(site.name ?? site.id);

export function StatementButton() {
  const { t } = useTranslation('analytics');
  const can = useCan();
  const { period } = usePeriod();
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState<Dayjs | null>(() => dayjs().subtract(1, 'month'));
  const [site, setSite] = useState<number | undefined>();
  if (!can('export-analytics') || !can('list-sites')) return null;
  const siteId = site ?? (period.filters.site_id ? Number(period.filters.site_id) : undefined);
  const chosen = month && siteId ? { month: month.format('YYYY-MM'), siteId } : undefined;
  return (
    <>
      <Button icon={<FilePdfOutlined />} onClick={() => setOpen(true)}>
        {t('statement.button')}
      </Button>
      <Modal open={open} title={t('statement.title')} onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        <Form layout="vertical">
          <Form.Item label={t('statement.month')} htmlFor="statement-month">
            <DatePicker
              id="statement-month"
              picker="month"
              value={month}
              onChange={setMonth}
              disabledDate={(day) => day.isAfter(dayjs(), 'month')}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item label={t('statement.site')}>
            <RemoteSelect<RelatedRecord>
              path="sites"
              labelOf={siteName}
              aria-label={t('statement.site')}
              placeholder={t('statement.pickSite')}
              value={siteId}
              onChange={(value) => setSite(value as number | undefined)}
            />
          </Form.Item>
        </Form>
        <Flex justify="end">
          <FileDownloadButton
            path="/analytics/revenue/statement.pdf"
            query={chosen ? { month: chosen.month, siteId: chosen.siteId } : {}}
            fileName={chosen ? `statement-${chosen.siteId}-${chosen.month}.pdf` : 'statement.pdf'}
            label={t('statement.download')}
            icon={<FilePdfOutlined />}
            disabled={!chosen}
            onDone={() => setOpen(false)}
          />
        </Flex>
      </Modal>
    </>
  );
}
