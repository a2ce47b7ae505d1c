/** Sign-in, two-factor and the signed-in admin (spec sections 4, 6, 7). */
import { z } from 'zod';
import {
  emailText,
  optionalMultiLineText,
  optionalText,
  requiredText,
  secretText,
  singleLineText,
  tokenText,
} from './text.js';
import { passwordSchema } from './validation.js';
import { instant } from './common.js';

export const TOTP_CODE = /^\d{6}$/;

export const loginBody = z.strictObject({
  username: requiredText(64),
  password: secretText(128, 'msg.password.required').min(1, 'msg.password.required'),
});

export const permissionRef = z.object({ name: z.string() });

/** A finished sign-in. */
export const sessionAnswer = z.object({
  access_token: z.string(),
  permissions: z.array(permissionRef),
});
/** A sign-in that needs its second step: `bind` an authenticator first, or `verify` a code. */
export const challengeAnswer = z.object({
  two_factor: z.enum(['verify', 'bind']),
  challenge_token: z.string(),
});
export const loginAnswer = z.union([sessionAnswer, challengeAnswer]);
export type LoginAnswer = z.infer<typeof loginAnswer>;

/**
 * With a `bind` challenge token during sign-in (the password was just checked). Signed in, without a challenge:
 * binding an authenticator, or replacing the bound one, needs the current password.
 */
export const otpauthBody = z.strictObject({
  challenge_token: tokenText().optional(),
  current_password: secretText(128).optional(),
});
export const otpauthAnswer = z.object({
  otpauth_url: z.string(),
  /** PNG data URL of the QR code of `otpauth_url`. */
  qr_code: z.string(),
});

export const verifyBody = z.strictObject({
  challenge_token: tokenText().optional(),
  code: singleLineText(16).regex(TOTP_CODE, 'msg.invalidValue'),
});
/** With a challenge token: the finished sign-in. With a bearer token: the new binding is confirmed (and replaces the old). */
export const verifyAnswer = z.union([sessionAnswer, z.object({ two_factor_enabled: z.literal(true) })]);

export const me = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  introduction: z.string().nullable(),
  email: z.string().nullable(),
  roles: z.array(z.string()),
  permissions: z.array(permissionRef),
  /** Holds the built-in super-admin role: the only one who may change other super-admins. */
  is_super_admin: z.boolean(),
  two_factor_enabled: z.boolean(),
  /** Alerts by rule are e-mailed to this admin too (`alerts.ts`), when they may read them and have an e-mail. */
  alert_emails: z.boolean(),
  /**
   * When the admin took or skipped the guided tour (`POST /auth/me/tour`); null until then, and the app offers
   * the tour. Replaying it from the user menu changes nothing here.
   */
  tour_seen_at: instant.nullable(),
  /** The admin record's version: a profile save based on it sends it in `If-Match` (as every edit form does). */
  updated_at: instant,
});
export type Me = z.infer<typeof me>;

/** The profile page: what an admin may change of themself. A new password needs the current one. */
export const profileBody = z
  .strictObject({
    name: requiredText(64).optional(),
    email: emailText().nullish(),
    avatar: optionalText(500),
    introduction: optionalMultiLineText(500),
    alert_emails: z.boolean().optional(),
    password: passwordSchema.optional(),
    current_password: secretText(128).optional(),
  })
  .refine((b) => b.password === undefined || (b.current_password ?? '') !== '', {
    path: ['current_password'],
    message: 'msg.required',
  });
