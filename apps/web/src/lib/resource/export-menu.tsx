/**
 * The list's one Export control: a menu of CSV and Excel, exporting the selected rows when some are selected,
 * else every row the filters match ("Export all 120 matching"), with the shown columns under their labels in
 * the staff's language (`export-request.ts`). A refusal says why.
 */
import { Button, Dropdown } from 'antd';
import { DownloadOutlined, DownOutlined } from '@ant-design/icons';
import type { ExportFields, ExportFormat } from '@backlot/contract';
import type { Query } from '../api/client';
import { exportRequest, type ExportColumnChoice } from './export-request';
import type { RecordId } from './types';
import type { ResourceT } from './use-resource-t';
import { useDownload } from './use-download';

type Props = {
  apiPath: string;
  exported: ExportFields;
  query: Query;
  selected: readonly RecordId[];
  /** The rows the filters match, when known, and whether that is an estimate. */
  total?: { count: number; estimate: boolean };
  shown: readonly ExportColumnChoice[];
  labelOf: (name: string) => string;
  t: ResourceT;
};

export function ExportMenu({ apiPath, exported, query, selected, total, shown, labelOf, t }: Props) {
  const { busy, download: downloadAs } = useDownload();
  const scope = selected.length
    ? t('resource:export.selected', { count: selected.length })
    : total
      ? t(total.estimate ? 'resource:export.allAbout' : 'resource:export.all', { count: total.count })
      : t('resource:export.allMatching');
  const download = async (format: ExportFormat) => {
    const yes = t('resource:yes');
    const no = t('resource:no');
    const request = exportRequest({ apiPath, format, exported, query, selected, shown, labelOf, yes, no });
    await downloadAs(request.path, request.query, `${apiPath.split('/').at(-1)}.${format}`);
  };
  const items = [
    { key: 'csv', label: t('resource:export.csv') },
    { key: 'xlsx', label: t('resource:export.xlsx') },
  ];
  return (
    <Dropdown
      trigger={['click']}
      menu={{ items, onClick: ({ key }) => void download(key as ExportFormat) }}
      disabled={busy}
    >
      <Button icon={<DownloadOutlined />} loading={busy}>
        {scope} <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
