/** The toolbar's column-settings popover: a checkbox per column; the choice is remembered per resource. */
import { Button, Checkbox, Flex, Popover, Tooltip } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import type { ResourceT } from './use-resource-t';

type Props = {
  columns: readonly { name: string; label: string }[];
  isShown: (name: string) => boolean;
  setShown: (name: string, shown: boolean) => void;
  reset: () => void;
  t: ResourceT;
};

export function ColumnSettings({ columns, isShown, setShown, reset, t }: Props) {
  const content = (
    <Flex vertical gap={4}>
      {columns.map((column) => (
        <Checkbox
          key={column.name}
          checked={isShown(column.name)}
          onChange={(event) => setShown(column.name, event.target.checked)}
        >
          {column.label}
        </Checkbox>
      ))}
      <Button size="small" type="link" onClick={reset} style={{ alignSelf: 'flex-start', padding: 0 }}>
        {t('resource:columns.reset')}
      </Button>
    </Flex>
  );
  return (
    <Popover content={content} title={t('resource:columns.title')} trigger="click" placement="bottomRight">
      <Tooltip title={t('resource:columns.title')}>
        <Button icon={<SettingOutlined />} aria-label={t('resource:columns.title')} />
      </Tooltip>
    </Popover>
  );
}
