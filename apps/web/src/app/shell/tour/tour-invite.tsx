/**
 * What a new admin sees until they take or skip the tour: a line above the page offering it, in the page's flow
 * (nothing is covered). The `tour` texts load only for an admin who has not seen it.
 */
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { markTourSeen, startTour, useTourOpen } from './tour-state';

export function TourInvite() {
  const { admin } = useSession();
  const open = useTourOpen();
  return admin?.tourSeenAt === null && !open ? <Offer /> : null;
}

function Offer() {
  const { t } = useTranslation('tour');
  return (
    <Alert
      role="region"
      aria-label={t('invite.label')}
      type="info"
      showIcon
      banner
      title={t('invite.text')}
      action={
        <Flex gap={8} wrap>
          <Button size="small" type="primary" onClick={startTour}>
            {t('invite.start')}
          </Button>
          <Button size="small" onClick={() => void markTourSeen()}>
            {t('invite.skip')}
          </Button>
        </Flex>
      }
    />
  );
}
