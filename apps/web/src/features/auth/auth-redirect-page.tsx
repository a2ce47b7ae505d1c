/**
 * /auth-redirect: where an external sign-in returns. Opened in a pop-up, it hands its query to the
 * window that opened it and closes; opened directly, it goes on to the sign-in page.
 */
import { Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';

export default function AuthRedirectPage() {
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  const opener = window.opener as Window | null;

  useEffect(() => {
    if (!opener) return;
    opener.location.hash = `#/login${search}`;
    window.close();
  }, [opener, search]);

  return opener ? <Result status="info" title={t('redirecting')} /> : <Navigate to={`/login${search}`} replace />;
}
