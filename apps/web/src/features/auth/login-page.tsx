/** /login: credentials, then the two-factor step when the account has or needs it. */
import { Alert, Button, Flex } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrorsOf } from '../../lib/api/form-errors';
import { LanguageSwitch, tMessage } from '../../lib/i18n';
import { sessionEndMessage, useSessionEnd } from '../../lib/session';
import { CredentialsForm } from './credentials-form';
import { useSignIn } from './use-sign-in';
import styles from './login-page.module.css';
import { lazyComponent } from '../../lib/lazy-component';

/** Only accounts with two-factor verification need this step's code. */
const TwoFactorForm = lazyComponent(() =>
  import('../../lib/session/two-factor-form').then((m) => ({ default: m.TwoFactorForm })),
);

/** An error that is not about one field of the form. */
function generalError(error: unknown) {
  return error && Object.keys(fieldErrorsOf(error)).length === 0 ? errorMessage(error) : null;
}

/** Why the last session ended, as the server said (expired, revoked, account disabled), else in general. */
function useSessionEndText(): string | null {
  const { t } = useTranslation('auth');
  const ended = useSessionEnd();
  if (!ended) return null;
  const key = sessionEndMessage(ended.code);
  return key ? tMessage(key) : t('signedOut');
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { step, credentials, code, restart } = useSignIn();
  const failure = generalError(step.kind === 'credentials' ? credentials.error : code.error);
  const ended = useSessionEndText();
  const hint = step.kind === 'credentials' ? t('subtitle') : step.kind === 'verify' ? t('verifyHint') : t('bindTitle');

  return (
    <main className={styles.page}>
      <div className={styles.language}>
        <LanguageSwitch />
      </div>
      <section className={styles.card} aria-labelledby="login-title">
        <Flex vertical gap="middle">
          <header>
            <h1 id="login-title" className={styles.title}>
              {t('title')}
            </h1>
            <p className={styles.hint}>{hint}</p>
          </header>
          {failure ? (
            <Alert type="error" showIcon title={failure} role="alert" />
          ) : (
            ended && <Alert type="warning" showIcon title={ended} role="status" />
          )}
          {step.kind === 'credentials' ? (
            <CredentialsForm pending={credentials.isPending} error={credentials.error} onSubmit={credentials.run} />
          ) : (
            <>
              <h2 className={styles.stepTitle}>{step.kind === 'verify' ? t('verifyTitle') : t('bindTitle')}</h2>
              <Suspense>
                <TwoFactorForm
                  binding={step.kind === 'bind' ? step.binding : undefined}
                  pending={code.isPending}
                  error={code.error}
                  onSubmit={code.run}
                />
              </Suspense>
              <Button type="link" onClick={restart}>
                {t('backToSignIn')}
              </Button>
            </>
          )}
        </Flex>
      </section>
    </main>
  );
}
