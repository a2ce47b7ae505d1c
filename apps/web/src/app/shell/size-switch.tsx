/** antd component size: large, middle (the default) or small; remembered. */
import { ColumnHeightOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useMessage } from '../../lib/feedback';
import { useTranslation } from 'react-i18next';
import { SIZES, updateSettings, useSettings, type Size } from '../../lib/settings';

export function SizeSwitch() {
  const { t } = useTranslation('app');
  const message = useMessage();
  const { size } = useSettings();
  const items = SIZES.map((value) => ({ key: value, label: t(`navbar.sizes.${value}`) }));

  function select(key: string) {
    if (key === size) return;
    updateSettings({ size: key as Size });
    void message.success(t('navbar.sizeSwitched'));
  }

  return (
    <Dropdown
      menu={{ items, selectable: true, selectedKeys: [size], onClick: ({ key }) => select(key) }}
      trigger={['click']}
    >
      <Button type="text" icon={<ColumnHeightOutlined />} aria-label={t('navbar.size')} />
    </Dropdown>
  );
}
