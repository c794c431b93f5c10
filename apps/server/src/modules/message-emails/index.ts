/** The e-mail about messages that reached someone while offline: batched, one per batch (docs/messages.md). */

export { messageEmailsRoutes } from './routes.ts';
export { sendMessageDigests, startEmailBatch } from './send-message-digests.ts';
