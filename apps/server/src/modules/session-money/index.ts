/** A session's money in the ledger: held at booking, then refunded or released exactly once. */
export {
  holdSessionMoney,
  refundSessionMoney,
  releaseSessionMoney,
  type SessionMoney,
  splitSessionMoney,
} from './session-money.ts';
