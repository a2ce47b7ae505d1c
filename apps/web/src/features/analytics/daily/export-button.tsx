/** Downloads a CSV of the page's figures with the page's days and filters, for admins who may export. */
import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../lib/api/download';
import { useMessage } from '../../../lib/feedback';
import { Can } from '../../../lib/permissions';
import { errorText } from '../../../lib/resource/use-save-controller';
import type { AnalyticsQuery } from '../api';

type Props = { path: string; query: AnalyticsQuery; fileName: string };

export function ExportButton({ path, query, fileName }: Props) {
  const { t } = useTranslation('analytics');
  const message = useMessage();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(path, query, fileName);
    } catch (error) {
      message.error(errorText(error, t('resource:failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Can permission="export-analytics">
      <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
        {t('export', { file: fileName })}
      </Button>
    </Can>
  );
}
