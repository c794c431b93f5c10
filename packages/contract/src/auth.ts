import { z } from 'zod';
import { codeSchema, currentPasswordSchema, emailSchema, envelope, passwordSchema } from './common.ts';
import { SIGN_UP_ROLES } from './enums.ts';
import { MSG } from './messages.ts';
import { userSchema } from './user.ts';

export const signInBody = z.object({ email: emailSchema, password: currentPasswordSchema });
export type SignInBody = z.infer<typeof signInBody>;

export const sessionSchema = z.object({ token: z.string(), user: userSchema });
export const sessionResponse = envelope(sessionSchema);
export type SessionData = z.infer<typeof sessionSchema>;

export const registerBody = z.object({
  email: emailSchema,
  password: passwordSchema,
  user_type: z.enum(SIGN_UP_ROLES, { error: MSG.roleRequired }),
  // The spec's payload is {email, password, user_type}: the terms box is the sign-up form's rule (signUpForm);
  // a client that sends the flag has its acceptance time recorded, and one that says false is refused.
  terms_accepted: z.literal(true, { error: MSG.termsRequired }).optional(),
  language: z.enum(['en', 'th']).optional(),
  time_zone: z.string().max(64).optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const requestKeySchema = z.object({ request_key: z.string() });
export const requestKeyResponse = envelope(requestKeySchema);

export const verifyCodeBody = z.object({
  request_key: z.string({ error: MSG.codeInvalid }).min(1, MSG.codeInvalid).max(200),
  token: codeSchema,
});
export type VerifyCodeBody = z.infer<typeof verifyCodeBody>;

export const resendCodeBody = z.object({
  request_key: z.string({ error: MSG.codeInvalid }).min(1, MSG.codeInvalid).max(200),
});

export const forgotPasswordBody = z.object({ email: emailSchema });

/** A sentence for the person, already in their language (e.g. the answer of `POST /forgot-password`). */
export const messageSchema = z.object({ message: z.string() });
export const messageResponse = envelope(messageSchema);

export const resetPasswordBody = z.object({
  email: emailSchema,
  password: passwordSchema,
  token: z.string({ error: MSG.resetLinkInvalid }).min(1, MSG.resetLinkInvalid).max(200),
});

export const updatePasswordBody = z.object({ old_password: currentPasswordSchema, password: passwordSchema });

export const updateEmailBody = z.object({ email: emailSchema, password: currentPasswordSchema });

const confirmationMatches = (v: { password: string; password_confirmation: string }) =>
  v.password === v.password_confirmation;
const confirmationRule = { message: MSG.passwordsMustMatch, path: ['password_confirmation'] };

/** Client-side forms: the API bodies plus what only a person types (confirmation, terms box). */
export const signUpForm = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string({ error: MSG.passwordRequired }),
    terms_accepted: z.boolean().refine((v) => v, MSG.termsRequired),
  })
  .refine(confirmationMatches, confirmationRule);

export const resetPasswordForm = z
  .object({ password: passwordSchema, password_confirmation: z.string({ error: MSG.passwordRequired }) })
  .refine(confirmationMatches, confirmationRule);

export const changePasswordForm = z
  .object({
    old_password: currentPasswordSchema,
    password: passwordSchema,
    password_confirmation: z.string({ error: MSG.passwordRequired }),
  })
  .refine(confirmationMatches, confirmationRule);
