import { z } from 'zod';
import { envelope } from './common.ts';
import { MSG } from './messages.ts';

/**
 * A parent contact (one of the student's `emails`) as the student sees it: `unsubscribed_at` is set once that
 * contact used the link in one of our e-mails to stop them (only the contact can start them again).
 */
export const parentContactSchema = z.object({
  email: z.string(),
  unsubscribed_at: z.string().nullable(),
});
export type ParentContact = z.infer<typeof parentContactSchema>;

/**
 * `GET /parents/updates`: whether the student lets their parents' contacts receive the weekly digest and the
 * session e-mails (off until the student turns it on), and each contact's state.
 */
export const parentUpdatesSchema = z.object({
  consent: z.boolean(),
  contacts: z.array(parentContactSchema),
});
export type ParentUpdates = z.infer<typeof parentUpdatesSchema>;
export const parentUpdatesResponse = envelope(parentUpdatesSchema);

/** `PUT /parents/updates`: the student turns the parents' e-mails on or off. */
export const parentUpdatesBody = z.object({ consent: z.boolean({ error: MSG.invalidValue }) });
export type ParentUpdatesBody = z.infer<typeof parentUpdatesBody>;

/** The signed link of a parent's e-mail (`?token=`): it names one student and one contact. */
export const parentLinkQuery = z.object({
  token: z.string({ error: MSG.parentLinkInvalid }).max(1000, MSG.parentLinkInvalid),
});

/**
 * `GET|POST /public/parents/unsubscribe` and `POST /public/parents/resubscribe` (no account): the contact, the
 * student's first name and whether that contact still receives the e-mails.
 */
export const parentSubscriptionSchema = z.object({
  email: z.string(),
  student_first_name: z.string(),
  subscribed: z.boolean(),
});
export type ParentSubscription = z.infer<typeof parentSubscriptionSchema>;
export const parentSubscriptionResponse = envelope(parentSubscriptionSchema);
