/**
 * The page-style settings: theme colour, tags-view, fixed header, sidebar logo and text theme. Opened from
 * the top bar's settings button (a floating button would cover table headers and inputs).
 */
import { CheckOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, Switch, Tooltip } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME_COLORS, updateSettings, useSettings, type Settings } from '../../lib/settings';
import styles from './layout.module.css';

/** Spec section 9: the drawer is 300 px wide. */
export const DRAWER_WIDTH = 300;

type Flag = 'showTagsView' | 'fixedHeader' | 'showSidebarLogo' | 'sidebarTextTheme';
const FLAGS: readonly Flag[] = ['showTagsView', 'fixedHeader', 'showSidebarLogo', 'sidebarTextTheme'];

function FlagSwitch({ flag, settings }: { flag: Flag; settings: Settings }) {
  const { t } = useTranslation('app');
  const id = useId();
  return (
    <Flex justify="space-between" align="center">
      <label htmlFor={id}>{t(`settings.${flag}`)}</label>
      <Switch id={id} checked={settings[flag]} onChange={(on) => updateSettings({ [flag]: on })} />
    </Flex>
  );
}

/** The top bar's settings button and the drawer it opens. */
export function SettingsButton() {
  const { t } = useTranslation('app');
  const settings = useSettings();
  const [open, setOpen] = useState(false);

  return (
    <>
      <Tooltip title={t('settings.open')}>
        <Button
          type="text"
          icon={<SettingOutlined />}
          aria-label={t('settings.open')}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      <Drawer title={t('settings.title')} open={open} onClose={() => setOpen(false)} size={DRAWER_WIDTH}>
        <Flex vertical gap="middle">
          <span className={styles.settingsLabel}>{t('settings.themeColor')}</span>
          <Flex gap={8} wrap role="radiogroup" aria-label={t('settings.themeColor')}>
            {THEME_COLORS.map((color) => (
              <button
                key={color}
                type="button"
                role="radio"
                aria-checked={settings.themeColor === color}
                aria-label={t('settings.pickColor', { color })}
                className={styles.swatch}
                style={{ background: color }}
                onClick={() => updateSettings({ themeColor: color })}
              >
                {settings.themeColor === color && <CheckOutlined />}
              </button>
            ))}
          </Flex>
          {FLAGS.map((flag) => (
            <FlagSwitch key={flag} flag={flag} settings={settings} />
          ))}
        </Flex>
      </Drawer>
    </>
  );
}
