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
      <RouterProvider router={createAppRouter()} />
    </Providers>
  </StrictMode>,
);
