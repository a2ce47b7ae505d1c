/** Downloads `user_revenue.csv` (each member's revenue per currency, `GET /users/userRevenueToCSV`). */
import { useState } from 'react';
import { Button } from 'antd';
import { DollarOutlined } from '@ant-design/icons';
import { downloadFile } from '../../../lib/api/download';
import { useMessage } from '../../../lib/feedback';
import { useResourceT } from '../../../lib/resource';
import { errorText } from '../../../lib/resource/use-save-controller';

export function RevenueDownload() {
  const t = useResourceT('users');
  const message = useMessage();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile('/users/userRevenueToCSV', {}, 'user_revenue.csv');
    } catch (error) {
      message.error(errorText(error, t('resource:failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DollarOutlined />} loading={busy} onClick={() => void download()}>
      {t('commerce.revenueCsv')}
    </Button>
  );
}
