import type { MessageEmailSettingsBody } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { isOptedOut, setOptedOut } from './repository.ts';

/** `GET /messages/email-settings` */
export async function getEmailSettings(ctx: AppContext, actor: Actor): Promise<{ emails: boolean }> {
  return { emails: !(await isOptedOut(ctx.db, actor.userId)) };
}

/** `PUT /messages/email-settings`: turns the offline e-mails on or off. */
export async function updateEmailSettings(
  ctx: AppContext,
  actor: Actor,
  body: MessageEmailSettingsBody,
): Promise<{ emails: boolean }> {
  await setOptedOut(ctx.db, actor.userId, !body.emails, ctx.clock.now());
  return { emails: body.emails };
}
