/**
 * A file the API makes, downloaded from a control: busy while it comes, a refusal said in a message. The one
 * place the kit's download controls (a document, a list's export, a CSV of a page) share.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Query } from '../api/client';
import { downloadFile, type DownloadOptions } from '../api/download';
import { useMessage } from '../feedback';
import { errorText } from './use-save-controller';

export function useDownload() {
  const { t } = useTranslation('resource');
  const message = useMessage();
  const [busy, setBusy] = useState(false);
  /** Downloads `path`; whether the file reached the browser. */
  const download = async (path: string, query: Query, fileName: string, options?: DownloadOptions) => {
    setBusy(true);
    try {
      await downloadFile(path, query, fileName, options);
      return true;
    } catch (error) {
      message.error(errorText(error, t('failed')));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
