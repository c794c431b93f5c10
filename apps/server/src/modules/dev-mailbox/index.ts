/** The development mailbox: the outbox over HTTP, only without SMTP and outside production. */
export { devMailboxPageRoutes, devMailboxRoutes } from './routes.ts';
