import {
  parentLinkQuery,
  parentSubscriptionResponse,
  parentUpdatesBody,
  parentUpdatesResponse,
} from '@kru/contract';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { acceptingOneClickForms } from '../../platform/http/one-click-forms.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { getParentSubscription } from './get-parent-subscription.ts';
import { getParentUpdates } from './get-parent-updates.ts';
import { resubscribeParent } from './resubscribe-parent.ts';
import { unsubscribeParent } from './unsubscribe-parent.ts';
import { updateParentConsent } from './update-parent-consent.ts';

const security = [{ bearer: [] }];
const tags = ['parents'];
const linkDescription =
  'No account: the signed `token` of the link in a parent e-mail names one student and one contact. A link that ' +
  'was cut, changed or made up answers 404 with a message to open it again.';

/** The student's choice about their parents' e-mails, and the contacts' public unsubscribe links. */
export function parentsRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/parents/updates',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: "Whether the student's parents' contacts receive e-mails, and which contacts unsubscribed",
        description: 'Off until the student turns it on. Students only (403 otherwise).',
        response: { 200: parentUpdatesResponse },
      },
    },
    async (request) => ok(await getParentUpdates(ctx, requireActor(request))),
  );

  app.put(
    '/parents/updates',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary:
          "Turns the parents' e-mails (weekly digest, booked, cancelled and missed sessions) on or off",
        description: "A contact's own unsubscribe stays. Students only (403 otherwise).",
        body: parentUpdatesBody,
        response: { 200: parentUpdatesResponse },
      },
    },
    async (request) => ok(await updateParentConsent(ctx, requireActor(request), request.body)),
  );

  app.get(
    '/public/parents/unsubscribe',
    {
      schema: {
        tags,
        summary: "A parent link's contact and student, and whether the contact still receives e-mails",
        description: `${linkDescription} Changes nothing (mail scanners open links).`,
        querystring: parentLinkQuery,
        response: { 200: parentSubscriptionResponse },
      },
    },
    async (request) => ok(await getParentSubscription(ctx, request.query.token)),
  );

  // Mail clients' one-click unsubscribe posts a form here too (acceptingOneClickForms).
  acceptingOneClickForms(app, (scope) => {
    scope.post(
      '/public/parents/unsubscribe',
      {
        schema: {
          tags,
          summary:
            'The contact stops receiving e-mails about that student (idempotent; also the one-click POST)',
          description: linkDescription,
          querystring: parentLinkQuery,
          response: { 200: parentSubscriptionResponse },
        },
      },
      async (request) => ok(await unsubscribeParent(ctx, request.query.token)),
    );
  });

  app.post(
    '/public/parents/resubscribe',
    {
      schema: {
        tags,
        summary: 'The contact receives the e-mails again (only through their own link)',
        description: `${linkDescription} The student's consent still decides whether anything is sent.`,
        querystring: parentLinkQuery,
        response: { 200: parentSubscriptionResponse },
      },
    },
    async (request) => ok(await resubscribeParent(ctx, request.query.token)),
  );
}
