import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { catalogue, loadFeatureMessages } from './app/messages';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { wireSession } from './app/session-wiring';
import { setupI18n } from './lib/i18n';
import { restorePermissions } from './lib/session';

setupI18n(catalogue, { loaders: loadFeatureMessages });
wireSession();
void restorePermissions();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      {/* A navigation renders at once: as a transition it renders in 5 ms slices, the browser painting between
          them, which stretched a page's render by about a third in traces (web README, "Opening a page in the app"). */}
      <RouterProvider router={createAppRouter()} useTransitions={false} />
    </Providers>
  </StrictMode>,
);
