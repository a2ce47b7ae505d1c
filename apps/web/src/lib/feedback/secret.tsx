/**
 * A value the server answers once (a site's intake key): shown in a dialog that says it will not be shown
 * again, with a copy button, closed only by the user saying they have kept it. The dialog's code loads the
 * first time a secret is shown.
 */
import { createContext, Suspense, useContext, useState, type ReactNode } from 'react';
import type { Secret } from './secret-dialog';
import { lazyComponent } from '../lazy-component';

const SecretDialog = lazyComponent(() => import('./secret-dialog'));
const SecretContext = createContext<((secret: Secret) => void) | null>(null);

export function SecretProvider({ children }: { children: ReactNode }) {
  const [secret, setSecret] = useState<Secret | null>(null);
  return (
    <SecretContext.Provider value={setSecret}>
      {children}
      {secret && (
        <Suspense>
          <SecretDialog secret={secret} onClose={() => setSecret(null)} />
        </Suspense>
      )}
    </SecretContext.Provider>
  );
}

/** Shows a once-answered value: `useShowSecret()({ title, hint, value })`. */
export function useShowSecret(): (secret: Secret) => void {
  const show = useContext(SecretContext);
  if (!show) throw new Error('useShowSecret needs a MessageProvider above it');
  return show;
}
