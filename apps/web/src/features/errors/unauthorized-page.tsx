import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { logout, useSession } from '../../lib/session';

export default function UnauthorizedPage() {
  const { t } = useTranslation('errors');
  const { token } = useSession();
  return (
    <Result
      status="403"
      title={t('unauthorized.heading')}
      subTitle={t('unauthorized.text')}
      extra={
        <Flex gap="small" justify="center" wrap>
          {token ? (
            <Button type="primary" onClick={() => void logout()}>
              {t('unauthorized.signOut')}
            </Button>
          ) : (
            <Button type="primary" href="#/login">
              {t('unauthorized.signOut')}
            </Button>
          )}
        </Flex>
      }
    />
  );
}
