/**
 * Binding an authenticator and checking its codes. POST /googleOtpauth starts a binding (a new secret,
 * pending until a code confirms it) for the admin of a `bind` challenge, or for a signed-in admin who binds
 * of their own accord or replaces the bound authenticator (a new phone): that needs the current password, and
 * the old authenticator stays bound until a code from the new one confirms it. POST /googleVerify checks a
 * code: with a challenge it finishes the sign-in (throttled like the password), with a bearer token it
 * confirms a binding. Each code (time step) is accepted once.
 */
import QRCode from 'qrcode';
import type { Config } from '../../config.js';
import type { Db, Executor } from '../../db/client.js';
import type { AuditContext } from '../../platform/audit.js';
import { secretBoxFor } from '../../platform/auth/secret-box.js';
import { resolveSession } from '../../platform/auth/sessions.js';
import { throttledCheck } from '../../platform/auth/throttle.js';
import { acceptedStep, newTotpSecret, otpauthUrl } from '../../platform/auth/totp.js';
import { conflict, invalid, unauthenticated } from '../../platform/errors.js';
import {
  advanceLastStep,
  loadAdmin,
  setPendingSecret,
  takePendingSecret,
  updateAdminAudited,
} from '../admins/index.js';
import { confirmCurrentPassword } from './current-password.js';
import * as q from './queries.js';
import { finishSignIn, sessionPolicyOf, type Client } from './sign-in.js';

type AdminRow = Awaited<ReturnType<typeof loadAdmin>>['row'];

const badCode = () => invalid({ code: ['err.badCode'] });
const auditContextFor = (admin: AdminRow, client: Client): AuditContext => ({
  actorId: admin.id,
  actorUsername: admin.username,
  ip: client.ip,
});

/** The pending secret a code must confirm; 409 when no binding was started. */
function pendingSecretOf(admin: AdminRow) {
  if (!admin.totpPendingSecret) throw conflict('err.twoFactorNotStarted');
  return admin.totpPendingSecret;
}

/**
 * A confirmed pending secret becomes the bound one, audited as `bind-two-factor` or, when it takes the place
 * of a bound one, `replace-two-factor`. The confirming code's step is the new secret's last accepted one.
 */
async function confirmPending(tx: Executor, admin: AdminRow, sealed: string, step: number, ctx: AuditContext) {
  if (!(await takePendingSecret(tx, admin.id, sealed))) throw conflict('err.twoFactorNotStarted');
  const action = admin.totpSecret ? 'replace-two-factor' : 'bind-two-factor';
  await updateAdminAudited(tx, ctx, { id: admin.id, action, values: { totpSecret: sealed, totpLastStep: step } });
}

export function createTwoFactor(db: Db, config: Config) {
  const box = secretBoxFor(config);
  const policy = sessionPolicyOf(config);

  async function challengeOf(token: string) {
    const challenge = await q.findChallenge(db, token);
    if (!challenge) throw unauthenticated('err.challengeExpired');
    return { challenge, admin: (await loadAdmin(db, challenge.adminId)).row };
  }

  /** Only a `bind` challenge may start a binding during sign-in, and only while nothing is bound. */
  async function bindingChallengeAdmin(token: string) {
    const { challenge, admin } = await challengeOf(token);
    if (challenge.kind !== 'bind') throw unauthenticated('err.challengeExpired');
    if (admin.totpSecret) throw conflict('err.twoFactorBound');
    return admin;
  }

  async function signedIn(bearer: string | undefined) {
    const actor = bearer ? await resolveSession(db, bearer, policy) : null;
    if (!actor) throw unauthenticated();
    return { actor, admin: (await loadAdmin(db, actor.id)).row };
  }

  /** A signed-in admin who gave their current password: they may bind, or replace what is bound. */
  async function reauthenticated(bearer: string | undefined, currentPassword: string | undefined, client: Client) {
    const { admin } = await signedIn(bearer);
    await confirmCurrentPassword(db, admin, currentPassword, client.ip);
    return admin;
  }

  async function verifyChallenge(token: string, code: string, client: Client) {
    const { challenge, admin } = await challengeOf(token);
    if (admin.status !== 'active') throw unauthenticated('err.accountDisabled');
    const binding = challenge.kind === 'bind';
    if (binding && admin.totpSecret) throw conflict('err.twoFactorBound');
    const sealed = binding ? pendingSecretOf(admin) : admin.totpSecret;
    if (!sealed) throw unauthenticated('err.challengeExpired'); // the binding was reset meanwhile
    // A new secret has no used codes yet; a bound one refuses the codes already accepted.
    const lastStep = binding ? null : admin.totpLastStep;
    const attempt = { ip: client.ip, username: admin.username, adminId: admin.id };
    const step = await throttledCheck(db, attempt, () => acceptedStep(box.open(sealed), code, lastStep));
    if (step === null) throw badCode();
    return db.transaction(async (tx) => {
      if (!(await q.consumeChallenge(tx, challenge.id))) throw unauthenticated('err.challengeExpired');
      const ctx = auditContextFor(admin, client);
      if (binding) await confirmPending(tx, admin, sealed, step, ctx);
      else if (!(await advanceLastStep(tx, admin.id, step))) throw badCode();
      return finishSignIn(tx, admin, client, policy);
    });
  }

  async function confirmBinding(bearer: string | undefined, code: string, client: Client) {
    const { actor, admin } = await signedIn(bearer);
    const sealed = pendingSecretOf(admin);
    const step = acceptedStep(box.open(sealed), code, null);
    if (step === null) throw badCode();
    const ctx = { actorId: actor.id, actorUsername: actor.username, ip: client.ip };
    await db.transaction((tx) => confirmPending(tx, admin, sealed, step, ctx));
    return { two_factor_enabled: true as const };
  }

  return {
    /** Starts a binding: a new secret, stored encrypted as pending, and its QR code. */
    async start(
      body: { challenge_token?: string; current_password?: string },
      bearer: string | undefined,
      client: Client,
    ) {
      const admin = body.challenge_token
        ? await bindingChallengeAdmin(body.challenge_token)
        : await reauthenticated(bearer, body.current_password, client);
      const secret = newTotpSecret();
      await setPendingSecret(db, admin.id, box.seal(secret));
      const url = otpauthUrl(secret, admin.username);
      return { otpauth_url: url, qr_code: await QRCode.toDataURL(url) };
    },

    verify(body: { challenge_token?: string; code: string }, bearer: string | undefined, client: Client) {
      return body.challenge_token
        ? verifyChallenge(body.challenge_token, body.code, client)
        : confirmBinding(bearer, body.code, client);
    },
  };
}
