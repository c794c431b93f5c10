import {
  forgotPasswordBody,
  MSG,
  messageResponse,
  okSchema,
  registerBody,
  requestKeyResponse,
  resendCodeBody,
  resetPasswordBody,
  sessionResponse,
  signInBody,
  updateEmailBody,
  updatePasswordBody,
  userResponse,
  verifyCodeBody,
} from '@kru/contract';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { translate } from '../../platform/i18n.ts';
import { changePassword } from './change-password.ts';
import { confirmEmailChange } from './confirm-email-change.ts';
import { registerAccount } from './register-account.ts';
import { requestEmailChange } from './request-email-change.ts';
import { requestMeta } from './request-meta.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resendRegistrationCode } from './resend-registration-code.ts';
import { resetPassword } from './reset-password.ts';
import { signIn } from './sign-in.ts';
import { signOut } from './sign-out.ts';
import { verifyRegistration } from './verify-registration.ts';

const tags = ['auth'];
const signedIn = { onRequest: authenticated };
const bearer = [{ bearer: [] }];

export function authRoutes(app: ZodApp, ctx: AppContext) {
  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Creates an unverified account and mails a 5-digit code',
        body: registerBody,
        response: { 200: requestKeyResponse },
      },
    },
    async (request) => ok(await registerAccount(ctx, request.body, requestMeta(request))),
  );

  app.post(
    '/register/verify',
    {
      schema: {
        tags,
        summary: 'Verifies the address with the code and signs in',
        body: verifyCodeBody,
        response: { 200: sessionResponse },
      },
    },
    async (request) => ok(await verifyRegistration(ctx, request.body, requestMeta(request))),
  );

  app.post(
    '/register/resend',
    {
      schema: {
        tags,
        summary: 'Mails a fresh code for an unverified sign-up; the previous code stops working',
        body: resendCodeBody,
        response: { 200: requestKeyResponse },
      },
    },
    async (request) => ok(await resendRegistrationCode(ctx, request.body)),
  );

  app.post(
    '/auth',
    {
      schema: {
        tags,
        summary: 'Signs in with e-mail and password; answers a bearer token and the user',
        body: signInBody,
        response: { 200: sessionResponse },
      },
    },
    async (request) => ok(await signIn(ctx, request.body, requestMeta(request))),
  );

  app.post(
    '/sign-out',
    {
      ...signedIn,
      schema: { tags, summary: 'Ends the current session', security: bearer, response: { 200: okSchema } },
    },
    async (request) => {
      await signOut(ctx, requireActor(request));
      return ok(null);
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags,
        summary: 'Mails a reset link when the address has an account; the answer is the same either way',
        body: forgotPasswordBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body, requestMeta(request));
      return ok({ message: translate(MSG.passwordResetSent, request.language) });
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary: 'Sets a new password with the mailed link and ends every session',
        body: resetPasswordBody,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.body, requestMeta(request));
      return ok(null);
    },
  );

  app.post(
    '/update/password',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Changes the password; every other session ends',
        security: bearer,
        body: updatePasswordBody,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await changePassword(ctx, requireActor(request), request.body, requestMeta(request));
      return ok(null);
    },
  );

  app.post(
    '/update/email',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Starts an e-mail change: mails a code to the new address',
        security: bearer,
        body: updateEmailBody,
        response: { 200: requestKeyResponse },
      },
    },
    async (request) => ok(await requestEmailChange(ctx, requireActor(request), request.body)),
  );

  app.post(
    '/update/email-verify',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Confirms the e-mail change with the code; answers the updated user',
        security: bearer,
        body: verifyCodeBody,
        response: { 200: userResponse },
      },
    },
    async (request) =>
      ok(await confirmEmailChange(ctx, requireActor(request), request.body, requestMeta(request))),
  );
}
