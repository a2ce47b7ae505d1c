/**
 * The member's receipt for an order as a PDF (`GET /orders/{id}/receipt.pdf`), written in the staff's language
 * (the API client's Accept-Language), saved as `receipt-<id>.pdf`.
 */
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FileDownloadButton } from '../../../lib/resource';
import { ordersApi } from '../api';

export function ReceiptButton({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders');
  return (
    <FileDownloadButton
      path={`/${ordersApi.path}/${orderId}/receipt.pdf`}
      fileName={`receipt-${orderId}.pdf`}
      label={t('receipt.button')}
      icon={<FilePdfOutlined />}
    />
  );
}
