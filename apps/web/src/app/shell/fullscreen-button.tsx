/** Full-screen toggle; a browser without the Fullscreen API gets the spec's warning. */
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useMessage } from '../../lib/feedback';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function FullscreenButton() {
  const { t } = useTranslation('app');
  const message = useMessage();
  const [active, setActive] = useState(() => Boolean(document.fullscreenElement));

  useEffect(() => {
    const update = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);

  function toggle() {
    if (!document.fullscreenEnabled) {
      void message.warning(t('navbar.fullscreenUnsupported'));
      return;
    }
    void (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen());
  }

  const label = active ? t('navbar.exitFullscreen') : t('navbar.fullscreen');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        icon={active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={toggle}
      />
    </Tooltip>
  );
}
