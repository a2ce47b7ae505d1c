/**
 * The guided tour itself (antd `Tour`), loaded when first shown: the steps of what the admin's role reaches,
 * with Skip on every step but the last. Closing it, finished or skipped, records the tour as seen.
 */
import { Button, Tour } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenu } from '../../../lib/routes';
import { useDevice } from '../device';
import { tourSteps } from './tour-steps';
import { endTour } from './tour-state';

export default function GuidedTour() {
  const { t } = useTranslation('tour');
  const menu = useMenu();
  const mobile = useDevice() === 'mobile';
  const steps = useMemo(() => tourSteps(t, menu, mobile), [t, menu, mobile]);
  const close = () => void endTour();
  return (
    <Tour
      open
      steps={steps}
      onClose={close}
      onFinish={close}
      actionsRender={(actions, { current, total }) => (
        <>
          {current < total - 1 && (
            <Button size="small" type="text" onClick={close}>
              {t('skip')}
            </Button>
          )}
          {actions}
        </>
      )}
    />
  );
}
