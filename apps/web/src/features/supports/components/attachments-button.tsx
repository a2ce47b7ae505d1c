/**
 * A ticket's attachments in one zip (`GET /supports/{id}/attachments.zip`), saved as
 * `ticket-<id>-attachments.zip`; not offered for a ticket without any (the API answers 404 for one).
 */
import { FileZipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FileDownloadButton } from '../../../lib/resource';
import { supportsApi, type SupportTicket } from '../api';

export function AttachmentsButton({ ticket }: { ticket: SupportTicket }) {
  const { t } = useTranslation('supports');
  const count = ticket.attachment ? 1 : 0;
  if (!count) return null;
  return (
    <FileDownloadButton
      path={`/${supportsApi.path}/${ticket.id}/attachments.zip`}
      fileName={`ticket-${ticket.id}-attachments.zip`}
      label={t('attachments.download', { count })}
      icon={<FileZipOutlined />}
    />
  );
}
