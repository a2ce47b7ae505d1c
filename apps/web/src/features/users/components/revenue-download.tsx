/** Downloads `user_revenue.csv` (each member's revenue per currency, `GET /users/userRevenueToCSV`). */
import { DollarOutlined } from '@ant-design/icons';
import { CsvDownloadButton, useResourceT } from '../../../lib/resource';

export function RevenueDownload() {
  const t = useResourceT('users');
  return (
    <CsvDownloadButton
      path="/users/userRevenueToCSV"
      fileName="user_revenue.csv"
      label={t('commerce.revenueCsv')}
      icon={<DollarOutlined />}
      labelOf={(name) => t(`commerce.csv.${name}`)}
    />
  );
}
