/** The outermost route: the error boundary, the navigation guard, the leave guard and the document title. */
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../features/errors/error-boundary';
import { LeaveGuard, titleKey, useRouteMeta } from '../lib/routes';
import { Guard } from './guard';
import { PageSpinner } from './page-spinner';

function useDocumentTitle() {
  const { t } = useTranslation('app');
  const title = useRouteMeta()?.title;
  useEffect(() => {
    // The menu's title; on a shell page shown bare to a visitor (/401), the page's own namespace has it.
    document.title = title ? `${t([titleKey(title), title])} - ${t('appName')}` : t('appName');
  }, [t, title]);
}

export function Root() {
  const { pathname } = useLocation();
  useDocumentTitle();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Guard>
        <LeaveGuard>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </LeaveGuard>
      </Guard>
    </ErrorBoundary>
  );
}
