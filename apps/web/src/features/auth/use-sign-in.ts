/**
 * The sign-in steps (spec section 4): credentials, then — when the account asks for it — binding an
 * authenticator and/or checking its code; a finished step stores the session and opens the page asked for.
 */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  redirectTarget,
  signIn,
  startBinding,
  verifyCode,
  type OtpauthAnswer,
  type SessionAnswer,
} from '../../lib/session';
import { requestSignIn, type SignInAnswer } from './api';
import type { Credentials } from './credentials-form';
import { useAsyncAction } from './use-async-action';

export type SignInStep =
  | { kind: 'credentials' }
  | { kind: 'verify'; challengeToken: string }
  | { kind: 'bind'; challengeToken: string; binding: OtpauthAnswer };

const CREDENTIALS: SignInStep = { kind: 'credentials' };

function isSession(answer: object): answer is SessionAnswer {
  return 'accessToken' in answer;
}

export function useSignIn() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [step, setStep] = useState<SignInStep>(CREDENTIALS);

  async function finish(answer: SessionAnswer) {
    await signIn(answer);
    await navigate(redirectTarget(search), { replace: true });
  }

  async function next(answer: SignInAnswer) {
    if (isSession(answer)) return finish(answer);
    if (answer.twoFactor === 'verify') return setStep({ kind: 'verify', challengeToken: answer.challengeToken });
    const binding = await startBinding({ challengeToken: answer.challengeToken });
    setStep({ kind: 'bind', challengeToken: answer.challengeToken, binding });
  }

  const credentials = useAsyncAction(async ({ username, password }: Credentials) =>
    next(await requestSignIn(username, password)),
  );

  const code = useAsyncAction(async (value: string) => {
    if (step.kind === 'credentials') return;
    const answer = await verifyCode(value, step.challengeToken);
    if (isSession(answer)) await finish(answer);
  });

  function restart() {
    credentials.reset();
    code.reset();
    setStep(CREDENTIALS);
  }

  return { step, credentials, code, restart };
}
