/**
 * Downloads a CSV the API writes, saying what it exports ("Export daily revenue"), its header row in the
 * staff's language (`labelOf`), or, from the button's menu, with the column names the API uses (for scripts and
 * imports). A refusal says why.
 */
import { useState, type ReactNode } from 'react';
import { Button, Dropdown, Space } from 'antd';
import { DownloadOutlined, DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../api/download';
import type { Query } from '../api/client';
import { useMessage } from '../feedback';
import { errorText } from './use-save-controller';

type Props = {
  path: string;
  query?: Query;
  /** The file's name when the server's answer does not give one. */
  fileName: string;
  label: string;
  icon?: ReactNode;
  /** A column's label in the staff's language; none keeps its name. */
  labelOf: (name: string) => string | undefined;
};

export function CsvDownloadButton({ path, query = {}, fileName, label, icon = <DownloadOutlined />, labelOf }: Props) {
  const { t } = useTranslation('resource');
  const message = useMessage();
  const [busy, setBusy] = useState(false);
  const download = async (relabel?: Props['labelOf']) => {
    setBusy(true);
    try {
      await downloadFile(path, query, fileName, { relabel });
    } catch (error) {
      message.error(errorText(error, t('failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space.Compact>
      <Button icon={icon} loading={busy} onClick={() => void download(labelOf)}>
        {label}
      </Button>
      <Dropdown
        trigger={['click']}
        menu={{ items: [{ key: 'names', label: t('csv.apiNames') }], onClick: () => void download() }}
      >
        <Button icon={<DownOutlined />} aria-label={t('csv.options')} disabled={busy} />
      </Dropdown>
    </Space.Compact>
  );
}
