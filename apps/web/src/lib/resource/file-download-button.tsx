/**
 * Downloads a file the API makes (a PDF, a zip) with the bearer token, saved under the server's file name
 * (`fileName` when it gives none); busy while it comes, a refusal said in a message. The server decides the
 * language of a document from `query.lang` when the caller sends it.
 */
import type { ReactNode } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { Query } from '../api/client';
import { useDownload } from './use-download';

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
  const { busy, download } = useDownload();
  const run = async () => {
    if (await download(path, query, fileName)) onDone?.();
  };
  return (
    <Button icon={icon ?? <DownloadOutlined />} loading={busy} disabled={disabled} onClick={() => void run()}>
      {label}
    </Button>
  );
}
