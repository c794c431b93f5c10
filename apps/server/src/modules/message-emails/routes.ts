import {
  messageEmailSettingsBody,
  messageEmailSettingsResponse,
  messageUnsubscribeQuery,
} from '@kru/contract';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { acceptingOneClickForms } from '../../platform/http/one-click-forms.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { getEmailSettings, updateEmailSettings } from './email-settings.ts';
import { getUnsubscribeStatus, unsubscribeByLink } from './unsubscribe.ts';

const tags = ['messages'];
const security = [{ bearer: [] }];
const linkDescription =
  'No sign-in: the signed `token` of the link in a messages e-mail names its person. A link that was cut, changed ' +
  'or made up answers 404 with a message to open it again.';

/** Whether someone gets e-mails about messages that reached them offline, and the e-mails' unsubscribe link. */
export function messageEmailsRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/messages/email-settings',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'Whether the caller gets an e-mail about messages that reach them while offline',
        response: { 200: messageEmailSettingsResponse },
      },
    },
    async (request) => ok(await getEmailSettings(ctx, requireActor(request))),
  );

  app.put(
    '/messages/email-settings',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'Turns the e-mails about messages received while offline on or off',
        body: messageEmailSettingsBody,
        response: { 200: messageEmailSettingsResponse },
      },
    },
    async (request) => ok(await updateEmailSettings(ctx, requireActor(request), request.body)),
  );

  app.get(
    '/public/messages/unsubscribe',
    {
      schema: {
        tags,
        summary: "Whether the link's person still gets e-mails about new messages",
        description: `${linkDescription} Changes nothing (mail scanners open links).`,
        querystring: messageUnsubscribeQuery,
        response: { 200: messageEmailSettingsResponse },
      },
    },
    async (request) => ok(await getUnsubscribeStatus(ctx, request.query.token)),
  );

  // Mail clients' one-click unsubscribe posts a form here too (acceptingOneClickForms).
  acceptingOneClickForms(app, (scope) => {
    scope.post(
      '/public/messages/unsubscribe',
      {
        schema: {
          tags,
          summary: 'Stops the e-mails about new messages (idempotent; also the one-click POST)',
          description: linkDescription,
          querystring: messageUnsubscribeQuery,
          response: { 200: messageEmailSettingsResponse },
        },
      },
      async (request) => ok(await unsubscribeByLink(ctx, request.query.token)),
    );
  });
}
