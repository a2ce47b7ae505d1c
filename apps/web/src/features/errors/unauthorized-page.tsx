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
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  if (!hasPermittedPage(useAccessibleRoutes()))
    return (
      <Result
        status="403"
        title={t('unauthorized.nothing.heading')}
        subTitle={t('unauthorized.nothing.text')}
        extra={
          <Button type="primary" icon={<LogoutOutlined />} onClick={() => void logout()}>
            {t('unauthorized.nothing.signOut')}
          </Button>
        }
      />
    );
  return (
    <Result
      status="403"
      title={t('unauthorized.page.heading')}
      subTitle={t('unauthorized.page.text')}
      extra={
        <Flex gap="small" justify="center" wrap>
          {canGoBack() && (
            <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(-1)}>
              {t('unauthorized.page.back')}
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
  const { t } = useTranslation('errors');
  const { token } = useSession();
  if (token) return <SignedInNotice />;
  return (
    <Result
      status="403"
      title={t('unauthorized.signedOut.heading')}
      subTitle={t('unauthorized.signedOut.text')}
      extra={
        <Button type="primary" icon={<LoginOutlined />} href="#/login">
          {t('unauthorized.signedOut.signIn')}
        </Button>
      }
    />
  );
}
