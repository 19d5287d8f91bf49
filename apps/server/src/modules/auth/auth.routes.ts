/**
 * /api/auth (SPEC §7): login, refresh, logout, e-mail verification, and the password links (forgot password and
 * invitations, ADR 27). HTTP only; rules live in the services.
 */
import {
  accessTokenResponseSchema,
  apiErrorSchema,
  authMessages,
  authMessageResponseSchema,
  checkEmailVerificationResponseSchema,
  confirmationCodeParamsSchema,
  emailParamsSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  messages,
  resendVerificationBodySchema,
  resetPasswordBodySchema,
  verifyUserResponseSchema,
} from '@sewamudah/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import * as sessions from './auth.service.js';
import { LoginDevices } from './login-device.js';
import { LoginThrottle } from './login-throttle.js';
import * as passwordLinks from './password-links.service.js';
import { byBodyEmail, byIp, MINUTE_MS, rateLimited } from './rate-limit.js';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.js';
import * as verification from './verification.service.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  410: apiErrorSchema,
  429: apiErrorSchema,
  502: apiErrorSchema,
};
const NO_STORE = 'no-store, no-cache, must-revalidate, private';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const secureCookie = app.config.isProduction;
  const loginThrottle = app.config.rateLimitEnabled
    ? new LoginThrottle({ db: () => app.deps.database.db, now: app.deps.clock, log: app.log })
    : null;
  const loginDevices = loginThrottle ? new LoginDevices(app.config.jwtAccessSecret) : null;
  const sessionDeps = (): sessions.SessionDeps => ({
    db: app.deps.database.db,
    clock: app.deps.clock,
    tokens: app.tokens,
    reuseIntervalMs: app.config.refreshReuseIntervalSeconds * 1000,
  });
  const verificationDeps = (log: verification.VerificationDeps['log']): verification.VerificationDeps => ({
    db: app.deps.database.db,
    clock: app.deps.clock,
    publicUrl: app.config.publicUrl,
    log,
  });

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in: answers the access token and sets the refresh cookie `jwt`',
        body: loginBodySchema,
        response: { 200: accessTokenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      const email = request.body.email.trim().toLowerCase();
      const device = loginDevices?.verify(request, email);
      const attempt = await loginThrottle?.begin(request, device);
      let session: sessions.IssuedSession;
      try {
        session = await sessions.login(sessionDeps(), request.body.email, request.body.password);
      } catch (error) {
        const failedAttempt =
          error instanceof AppError && error.statusCode === 401 && error.code !== sessions.PENDING_ACCOUNT;
        if (!failedAttempt) await attempt?.notCounted();
        throw error;
      }
      await attempt?.succeeded();
      if (loginDevices && !device) loginDevices.issue(reply, email, secureCookie);
      setRefreshCookie(reply, session.refreshToken, secureCookie);
      return { accessToken: session.accessToken };
    },
  );

  app.get(
    '/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotates the refresh cookie and answers a new access token (a reused token ends the session)',
        response: { 200: accessTokenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      try {
        const session = await sessions.refresh(sessionDeps(), readRefreshCookie(request));
        setRefreshCookie(reply, session.refreshToken, secureCookie);
        return { accessToken: session.accessToken };
      } catch (error) {
        clearRefreshCookie(reply, secureCookie);
        throw error;
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ends the session (refresh cookie and/or bearer token): its access tokens stop working at once',
        response: { 200: authMessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const accessSession =
        request.user && request.sessionId ? { userId: request.user.userId, sessionId: request.sessionId } : null;
      const ended = await sessions.logout(sessionDeps(), readRefreshCookie(request), accessSession);
      for (const userId of ended) app.sessionStates.forgetUser(userId);
      clearRefreshCookie(reply, secureCookie);
      return { message: messages.session.logoutSuccess };
    },
  );

  app.get(
    '/auth/verify-user/:confirmationCode',
    {
      preHandler: rateLimited(app, [{ name: 'verify-ip', max: 60, timeWindowMs: 15 * MINUTE_MS, key: byIp }]),
      schema: {
        tags: ['auth'],
        summary: 'Activates the account of a confirmation code (404 unknown, 410 expired, 409 already verified)',
        params: confirmationCodeParamsSchema,
        response: { 200: verifyUserResponseSchema, ...errors },
      },
    },
    async (request) => verification.verifyUser(app.deps.database.db, app.deps.clock, request.params.confirmationCode),
  );

  app.post(
    '/auth/resend-verification-email',
    {
      preHandler: rateLimited(app, [
        { name: 'resend-ip', max: 20, timeWindowMs: 60 * MINUTE_MS, key: byIp },
        { name: 'resend-email', max: 6, timeWindowMs: 60 * MINUTE_MS, key: byBodyEmail },
        // The 60 s cooldown for every address, known or not, so that it does not tell which have accounts.
        { name: 'resend-email-cooldown', max: 1, timeWindowMs: MINUTE_MS, key: byBodyEmail },
      ]),
      schema: {
        tags: ['auth'],
        summary: 'Sends a new verification e-mail (by address or old code); once per 60 s',
        body: resendVerificationBodySchema,
        response: { 200: authMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await verification.resendVerificationEmail(verificationDeps(request.log), request.body);
      return { message: messages.verification.emailSent };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      preHandler: rateLimited(app, [
        { name: 'forgot-ip', max: 10, timeWindowMs: 60 * MINUTE_MS, key: byIp },
        { name: 'forgot-email', max: 3, timeWindowMs: 60 * MINUTE_MS, key: byBodyEmail },
      ]),
      schema: {
        tags: ['auth'],
        summary:
          'Sends a single-use link (30 minutes) to set a new password; the same answer whether or not the address ' +
          'has an account (ADR 27)',
        body: forgotPasswordBodySchema,
        response: { 200: authMessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      await passwordLinks.requestPasswordReset(
        { db: app.deps.database.db, clock: app.deps.clock, publicUrl: app.config.publicUrl },
        request.body.email,
      );
      return { message: authMessages.resetLinkSent };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      preHandler: rateLimited(app, [{ name: 'reset-ip', max: 20, timeWindowMs: 15 * MINUTE_MS, key: byIp }]),
      schema: {
        tags: ['auth'],
        summary:
          'Sets a new password with the token of a reset or invitation link (single-use); ends every session of ' +
          'the account (ADR 9, 27)',
        body: resetPasswordBodySchema,
        response: { 200: authMessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      const { userId, email } = await passwordLinks.resetPassword(
        { db: app.deps.database.db, clock: app.deps.clock },
        request.body.token,
        request.body.password,
      );
      app.sessionStates.forgetUser(userId);
      // Proving the mailbox lifts the account's daily login backstop (ADR 10).
      await loginThrottle?.forgetAccount(email);
      return { message: authMessages.passwordSet };
    },
  );

  app.get(
    '/auth/check-email-verification/:email',
    {
      preHandler: rateLimited(app, [{ name: 'check-ip', max: 120, timeWindowMs: 15 * MINUTE_MS, key: byIp }]),
      schema: {
        tags: ['auth'],
        summary: 'Whether an address is verified: answers only the address and its status',
        params: emailParamsSchema,
        response: { 200: checkEmailVerificationResponseSchema, ...errors },
      },
    },
    async (request) => verification.checkEmailVerification(app.deps.database.db, request.params.email),
  );
};

export default authRoutes;
