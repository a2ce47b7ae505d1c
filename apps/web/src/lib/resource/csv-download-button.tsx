/**
 * Downloads a CSV the API writes, saying what it exports ("Export daily revenue"), its header row in the
 * staff's language (`labelOf`), or, from the button's menu, with the column names the API uses (for scripts and
 * imports). A refusal says why.
 */
import type { ReactNode } from 'react';
import { Button, Dropdown, Space } from 'antd';
import { DownloadOutlined, DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Query } from '../api/client';
import { useDownload } from './use-download';

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
  const { busy, download: downloadAs } = useDownload();
  const download = (relabel?: Props['labelOf']) => downloadAs(path, query, fileName, { relabel });
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
