/**
 * Sign-in, two-factor, the signed-in admin and sign-out. /login, /googleOtpauth and /googleVerify are
 * public routes: the last two check a challenge token or a bearer session themselves.
 */
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  loginAnswer,
  loginBody,
  me,
  otpauthAnswer,
  otpauthBody,
  profileBody,
  verifyAnswer,
  verifyBody,
} from '@backlot/contract';
import { actorOf, bearerToken } from '../../platform/access.js';
import { auditContextOf } from '../../platform/audit.js';
import { revokeSession } from '../../platform/auth/sessions.js';
import { basedOn } from '../../platform/crud/versions.js';
import type { Module, Uses } from '../module.js';
import { createProfile } from './profile.js';
import { createSignIn, type Client } from './sign-in.js';
import { createTwoFactor } from './two-factor.js';

const tags = ['auth'];
const clientOf = (request: FastifyRequest): Client => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export const authModule: Module<Uses<'ipWhitelist'>> = (app, deps, { ipWhitelist }) => {
  const { db, config } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const login = createSignIn(db, config, ipWhitelist);
  const twoFactor = createTwoFactor(db, config);
  const profile = createProfile(db);

  api.post('/login', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Sign in with a password; may ask for a second factor',
      body: loginBody,
      response: { 200: loginAnswer },
    },
    handler: (request) => login(request.body, clientOf(request)),
  });

  api.post('/googleOtpauth', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Start binding an authenticator (with a bind challenge; or signed in, with the current password)',
      body: otpauthBody.default({}),
      response: { 200: otpauthAnswer },
    },
    handler: (request) => twoFactor.start(request.body, bearerToken(request), clientOf(request)),
  });

  api.post('/googleVerify', {
    config: { access: 'public' },
    schema: { tags, summary: 'Check an authenticator code', body: verifyBody, response: { 200: verifyAnswer } },
    handler: (request) => twoFactor.verify(request.body, bearerToken(request), clientOf(request)),
  });

  api.get('/auth/me', {
    config: { access: 'signed-in' },
    schema: { tags, summary: 'The signed-in admin', response: { 200: me } },
    handler: (request) => profile.me(actorOf(request)),
  });

  api.put('/auth/me', {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary: 'Update the profile of the signed-in admin',
      description: 'Send the version the edit is based on (`updated_at`) in `If-Match`: a change since is a 409.',
      body: profileBody,
      response: { 200: me },
    },
    handler: (request) => profile.update(actorOf(request), request.body, auditContextOf(request), basedOn(request)),
  });

  api.post('/auth/me/tour', {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary: 'Record that the signed-in admin took or skipped the guided tour',
      description: 'The first time is kept; the app stops offering the tour. Not audited: no data changes.',
      response: { 200: me },
    },
    handler: (request) => profile.tourSeen(actorOf(request)),
  });

  api.post('/logout', {
    config: { access: 'signed-in' },
    schema: { tags, summary: 'Sign out of this session' },
    handler: async (request, reply) => {
      await revokeSession(db, actorOf(request).sessionId);
      return reply.status(204).send();
    },
  });
};
