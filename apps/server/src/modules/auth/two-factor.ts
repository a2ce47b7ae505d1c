/**
 * Binding an authenticator and checking its codes. POST /googleOtpauth starts a binding (a new secret,
 * pending until a code confirms it) for the admin of a `bind` challenge, or for a signed-in admin who binds
 * of their own accord. POST /googleVerify checks a code: with a challenge it finishes the sign-in, with a
 * bearer token it confirms a voluntary binding. Each code (time step) is accepted once.
 */
import QRCode from 'qrcode';
import type { Config } from '../../config.js';
import type { Db, Executor } from '../../db/client.js';
import type { AuditContext } from '../../platform/audit.js';
import { secretBoxFor } from '../../platform/auth/secret-box.js';
import { resolveSession } from '../../platform/auth/sessions.js';
import { assertNotThrottled, ipKey, recordFailure, userKey } from '../../platform/auth/throttle.js';
import { acceptedStep, newTotpSecret, otpauthUrl } from '../../platform/auth/totp.js';
import { conflict, invalid, unauthenticated } from '../../platform/errors.js';
import { loadAdmin, updateAdminAudited } from '../admins/records.js';
import * as q from './queries.js';
import { finishSignIn, sessionPolicyOf, type Client } from './sign-in.js';

type AdminRow = Awaited<ReturnType<typeof loadAdmin>>['row'];

const badCode = () => invalid({ code: ['err.badCode'] });
const auditContextFor = (admin: AdminRow, client: Client): AuditContext => ({
  actorId: admin.id,
  actorUsername: admin.username,
  ip: client.ip,
});

export function createTwoFactor(db: Db, config: Config) {
  const box = secretBoxFor(config);
  const policy = sessionPolicyOf(config);

  async function challengeOf(token: string) {
    const challenge = await q.findChallenge(db, token);
    if (!challenge) throw unauthenticated('err.challengeExpired');
    return { challenge, admin: (await loadAdmin(db, challenge.adminId)).row };
  }

  /** Only a `bind` challenge may start a binding during sign-in. */
  async function bindingChallengeAdmin(token: string) {
    const { challenge, admin } = await challengeOf(token);
    if (challenge.kind !== 'bind') throw unauthenticated('err.challengeExpired');
    return admin;
  }

  async function signedIn(bearer: string | undefined) {
    const actor = bearer ? await resolveSession(db, bearer, policy) : null;
    if (!actor) throw unauthenticated();
    return { actor, admin: (await loadAdmin(db, actor.id)).row };
  }

  /** The pending secret a code must confirm; 409 when already bound or not started. */
  function pendingSecretOf(admin: AdminRow) {
    if (admin.totpSecret) throw conflict('err.twoFactorBound');
    if (!admin.totpPendingSecret) throw conflict('err.twoFactorNotStarted');
    return admin.totpPendingSecret;
  }

  /** Uses up the code's step; a confirmed pending secret becomes the bound one (audited). */
  async function useStep(tx: Executor, admin: AdminRow, step: number, ctx: AuditContext, confirm?: string) {
    if (!(await q.advanceLastStep(tx, admin.id, step))) throw badCode();
    if (confirm) {
      const values = { totpSecret: confirm, totpPendingSecret: null };
      await updateAdminAudited(tx, ctx, { id: admin.id, action: 'bind-two-factor', values });
    }
  }

  async function verifyChallenge(token: string, code: string, client: Client) {
    const { challenge, admin } = await challengeOf(token);
    const keys = [ipKey(client.ip), userKey(admin.username)];
    await assertNotThrottled(db, keys);
    if (admin.status !== 'active') throw unauthenticated('err.accountDisabled');
    const binding = challenge.kind === 'bind';
    const sealed = binding ? pendingSecretOf(admin) : admin.totpSecret;
    if (!sealed) throw unauthenticated('err.challengeExpired'); // the binding was reset meanwhile
    const step = acceptedStep(box.open(sealed), code, admin.totpLastStep);
    if (step === null) {
      await recordFailure(db, keys);
      throw badCode();
    }
    return db.transaction(async (tx) => {
      if (!(await q.consumeChallenge(tx, challenge.id))) throw unauthenticated('err.challengeExpired');
      await useStep(tx, admin, step, auditContextFor(admin, client), binding ? sealed : undefined);
      return finishSignIn(tx, admin, client, policy);
    });
  }

  async function confirmBinding(bearer: string | undefined, code: string, client: Client) {
    const { actor, admin } = await signedIn(bearer);
    const sealed = pendingSecretOf(admin);
    const step = acceptedStep(box.open(sealed), code, admin.totpLastStep);
    if (step === null) throw badCode();
    const ctx = { actorId: actor.id, actorUsername: actor.username, ip: client.ip };
    await db.transaction((tx) => useStep(tx, admin, step, ctx, sealed));
    return { two_factor_enabled: true as const };
  }

  return {
    /** Starts a binding: a new secret, stored encrypted as pending, and its QR code. */
    async start(body: { challenge_token?: string }, bearer: string | undefined) {
      const admin = body.challenge_token
        ? await bindingChallengeAdmin(body.challenge_token)
        : (await signedIn(bearer)).admin;
      if (admin.totpSecret) throw conflict('err.twoFactorBound');
      const secret = newTotpSecret();
      await q.setPendingSecret(db, admin.id, box.seal(secret));
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
