/**
 * /401. A signed-in admin is told that the page asked for is not theirs to open, with the way back (the
 * page before, the dashboard) — or, when no page at all is theirs, the way out. A visitor who is not
 * signed in is asked to sign in.
 */
import { ArrowLeftOutlined, HomeOutlined, LoginOutlined, LogoutOutlined } from '@ant-design/icons';
import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hasPermittedPage, useAccessibleRoutes } from '../../lib/routes';
import { logout, useSession } from '../../lib/session';

/** Whether the browser tab has a page to go back to (the one that led here, a typed address included). */
const canGoBack = () => window.history.length > 1;

function SignedInNotice() {
  const { t } = useTranslation('unauthorized');
  const navigate = useNavigate();
  if (!hasPermittedPage(useAccessibleRoutes()))
    return (
      <Result
        status="403"
        title={t('nothing.heading')}
        subTitle={t('nothing.text')}
        extra={
          <Button type="primary" icon={<LogoutOutlined />} onClick={() => void logout()}>
            {t('nothing.signOut')}
          </Button>
        }
      />
    );
  return (
    <Result
      status="403"
      title={t('page.heading')}
      subTitle={t('page.text')}
      extra={
        <Flex gap="small" justify="center" wrap>
          {canGoBack() && (
            <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(-1)}>
              {t('page.back')}
            </Button>
          )}
          <Button type="primary" icon={<HomeOutlined />} onClick={() => void navigate('/dashboard')}>
            {t('home')}
          </Button>
        </Flex>
      }
    />
  );
}

export default function UnauthorizedPage() {
  const { t } = useTranslation('unauthorized');
  const { token } = useSession();
  if (token) return <SignedInNotice />;
  return (
    <Result
      status="403"
      title={t('signedOut.heading')}
      subTitle={t('signedOut.text')}
      extra={
        <Button type="primary" icon={<LoginOutlined />} href="#/login">
          {t('signedOut.signIn')}
        </Button>
      }
    />
  );
}
