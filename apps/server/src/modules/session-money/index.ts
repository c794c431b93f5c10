/** A session's money in the ledger: held at booking, then refunded or released exactly once. */
export {
  holdSessionMoney,
  refundSessionMoney,
  releaseSessionMoney,
  type SessionMoney,
} from './session-money.ts';
