import {
  adjustmentBody,
  adjustmentHeaders,
  adminLedgerQuery,
  adminLedgerResponse,
  adminLedgerTransactionResponse,
  adminPayoutsQuery,
  adminPayoutsResponse,
  adminWalletResponse,
  userIdParams,
} from '@kru/contract';
import { adminOnly } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok, paginated } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { adjustBalance } from './adjust-balance.ts';
import { getUserWallet } from './get-user-wallet.ts';
import { listPayouts } from './list-payouts.ts';
import { listUserLedger } from './list-user-ledger.ts';
import { presentAdminPayout, presentAdminWallet, presentLedgerTransaction } from './presenter.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

export function adminMoneyRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/admin/users/:id/wallet',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: "A user's balances in pounds and their payout account (admins only)",
        security,
        params: userIdParams,
        response: { 200: adminWalletResponse },
      },
    },
    async (request) => {
      const { user, balances } = await getUserWallet(ctx, request.actor, request.params.id);
      return ok(presentAdminWallet(user, balances));
    },
  );

  app.get(
    '/admin/users/:id/ledger',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: "Every ledger transaction touching the user's accounts, newest first (admins only)",
        description: 'Each transaction lists only its entries on this user’s accounts, in signed pounds.',
        security,
        params: userIdParams,
        querystring: adminLedgerQuery,
        response: { 200: adminLedgerResponse },
      },
    },
    async (request) => {
      const { rows, entries, total } = await listUserLedger(
        ctx,
        request.actor,
        request.params.id,
        request.query,
      );
      return paginated(
        rows.map((row) => presentLedgerTransaction(row, entries)),
        total,
        request.query.page,
        request.query.per_page,
      );
    },
  );

  app.post(
    '/admin/users/:id/adjustments',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: "Credits or debits a user's wallet or earnings by hand, with a reason (admins only)",
        description:
          'One ledger transaction against the platform account, recorded in the audit log. A debit below zero ' +
          'answers 409 and changes nothing. Repeating an `Idempotency-Key` answers the first adjustment and moves ' +
          'nothing (409 when the key was used for a different adjustment). Admin accounts cannot be adjusted (422).',
        security,
        params: userIdParams,
        headers: adjustmentHeaders,
        body: adjustmentBody,
        response: { 200: adminLedgerTransactionResponse },
      },
    },
    async (request) => {
      const { row, entries } = await adjustBalance(
        ctx,
        request.actor,
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      );
      return ok(presentLedgerTransaction(row, entries));
    },
  );

  app.get(
    '/admin/payouts',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Payouts of every user, newest first, optionally of one status (admins only)',
        security,
        querystring: adminPayoutsQuery,
        response: { 200: adminPayoutsResponse },
      },
    },
    async (request) => {
      const { rows, total, perPage } = await listPayouts(ctx, request.actor, request.query);
      return paginated(rows.map(presentAdminPayout), total, request.query.page, perPage);
    },
  );
}
