-- book_covered_session (0046) as it was, but the claim reads the slots' ids through a scalar subquery. PL/pgSQL
-- keeps a generic plan of a statement only when it looks no costlier than the plans made for each call's values;
-- with the array's length known, the claim's own plan always looked cheaper, so the claim was planned on every
-- booking (2,010 plans in 2,000 bookings under `npm run bench:route -- book`). As a subquery's value the length is
-- unknown to every plan alike, and the generic plan is kept (the same index scan of availabilities' key).
CREATE OR REPLACE FUNCTION book_covered_session(
  slot_ids integer[], student integer, tutor integer, subject integer, subdomain integer, starts timestamptz,
  ends timestamptz, price integer, trial boolean, session_notes text, answer_due timestamptz, at timestamptz,
  notice_queue text)
RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  taken integer;
  wallet_id integer;
  balance bigint;
  held_id integer;
  new_session integer;
  hold_id bigint;
  queued integer;
BEGIN
  UPDATE availabilities SET is_booked = true WHERE id = ANY((SELECT slot_ids)::integer[]) AND NOT is_booked;
  GET DIAGNOSTICS taken = ROW_COUNT;
  IF taken <> cardinality(slot_ids) THEN
    RAISE EXCEPTION 'a slot was taken first' USING ERRCODE = 'KRTKN';
  END IF;
  SELECT id, balance_pence INTO wallet_id, balance FROM ledger_accounts
  WHERE (kind, coalesce(user_id, 0)) = ('wallet', student) FOR UPDATE;
  IF wallet_id IS NULL OR balance < price THEN
    RAISE EXCEPTION 'the wallet does not cover the price' USING ERRCODE = 'KRUNC';
  END IF;
  INSERT INTO tutoring_sessions (student_id, tutor_id, subject_id, subdomain_id, starting_at, ending_at, status,
    price_pence, is_trial, notes, answer_due_at, created_at, updated_at)
  VALUES (student, tutor, subject, subdomain, starts, ends, 'determination_pending', price, trial, session_notes,
    answer_due, at, at)
  RETURNING id INTO new_session;
  INSERT INTO session_slots (session_id, availability_id) SELECT new_session, unnest(slot_ids);
  -- A free trial lesson moves nothing (the ledger holds no zero entries).
  IF price > 0 THEN
    SELECT id INTO held_id FROM ledger_accounts WHERE (kind, coalesce(user_id, 0)) = ('held', student);
    IF held_id IS NULL THEN
      INSERT INTO ledger_accounts (kind, user_id) VALUES ('held', student) ON CONFLICT DO NOTHING;
      -- A new statement, a new snapshot: it sees the account whether this call or another one opened it.
      SELECT id INTO held_id FROM ledger_accounts WHERE (kind, coalesce(user_id, 0)) = ('held', student);
    END IF;
    -- The key holdSessionMoney uses (session_hold:<id>): a new session's, so never used before.
    INSERT INTO ledger_transactions (idempotency_key, kind, user_id, reference, created_at)
    VALUES ('session_hold:' || new_session, 'booking_hold', student, jsonb_build_object('session_id', new_session), at)
    RETURNING id INTO hold_id;
    -- In lock order (users' accounts by id), as the ledger's lockOrder writes them.
    INSERT INTO ledger_entries (transaction_id, account_id, amount_pence, created_at)
    SELECT hold_id, e.account_id, e.amount_pence, at
    FROM (VALUES (wallet_id, -price::bigint), (held_id, price::bigint)) AS e (account_id, amount_pence)
    ORDER BY e.account_id;
  END IF;
  IF notice_queue IS NOT NULL THEN
    INSERT INTO pgboss.job (name, data, retry_limit, retry_delay, retry_backoff, expire_in, keep_until, dead_letter,
      policy)
    SELECT q.name, jsonb_build_object('sessionId', new_session, 'tutorId', tutor), coalesce(q.retry_limit, 2),
      CASE WHEN coalesce(q.retry_backoff, false) THEN greatest(coalesce(q.retry_delay, 0), 1)
        ELSE coalesce(q.retry_delay, 0) END,
      coalesce(q.retry_backoff, false), coalesce(q.expire_seconds * interval '1 second', interval '15 minutes'),
      now() + coalesce(q.retention_minutes * interval '1 minute', interval '14 days'), q.dead_letter, q.policy
    FROM pgboss.queue q WHERE q.name = notice_queue;
    GET DIAGNOSTICS queued = ROW_COUNT;
    IF queued = 0 THEN
      RAISE EXCEPTION 'no queue named %', notice_queue;
    END IF;
  END IF;
  RETURN new_session;
END
$$;
