/**
 * Downloads a file the API makes (a PDF, a zip) with the bearer token, saved under the server's file name
 * (`fileName` when it gives none); busy while it comes, a refusal said in a message. The server decides the
 * language of a document from `query.lang` when the caller sends it.
 */
import { useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../api/download';
import type { Query } from '../api/client';
import { useMessage } from '../feedback';
import { errorText } from './use-save-controller';

type Props = {
  path: string;
  query?: Query;
  fileName: string;
  label: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
  /** Called once the file is handed to the browser (closes the dialog it sits in). */
  onDone?: () => void;
};

export function FileDownloadButton({ path, query = {}, fileName, label, icon, disabled, onDone }: Props) {
  const { t } = useTranslation('resource');
  const message = useMessage();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(path, query, fileName);
      onDone?.();
    } catch (error) {
      message.error(errorText(error, t('failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={icon ?? <DownloadOutlined />} loading={busy} disabled={disabled} onClick={() => void download()}>
      {label}
    </Button>
  );
}
