-- A tutor's next free time, kept by the slot writes with work only where it can move: a claim (a free slot taken,
-- its time unchanged) moves it only when the slot taken was the tutor's next free one, a delete only when the
-- deleted free slot was; other updates that free, move or hand over slots recompute as before, and an update that
-- touches none of tutor, time and booked recomputes nothing. Each tutor's time is computed once per statement.
CREATE OR REPLACE FUNCTION availabilities_keep_next_free_at() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE users u SET next_free_at = f.next_free_at
    FROM (SELECT DISTINCT tutor_id FROM changed_new) t, LATERAL (SELECT tutor_next_free_at(t.tutor_id) AS next_free_at) f
    WHERE u.id = t.tutor_id AND u.next_free_at IS DISTINCT FROM f.next_free_at;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE users u SET next_free_at = f.next_free_at
    FROM (
      SELECT DISTINCT o.tutor_id FROM changed_old o JOIN users tutor ON tutor.id = o.tutor_id
      WHERE NOT o.is_booked AND o.starting_at = tutor.next_free_at
    ) t, LATERAL (SELECT tutor_next_free_at(t.tutor_id) AS next_free_at) f
    WHERE u.id = t.tutor_id AND u.next_free_at IS DISTINCT FROM f.next_free_at;
  ELSE
    UPDATE users u SET next_free_at = f.next_free_at
    FROM (
      SELECT n.tutor_id FROM changed_new n JOIN changed_old o ON o.id = n.id JOIN users tutor ON tutor.id = n.tutor_id
      WHERE CASE
        WHEN NOT o.is_booked AND n.is_booked AND o.starting_at = n.starting_at AND o.tutor_id = n.tutor_id
          THEN n.starting_at = tutor.next_free_at
        ELSE o.is_booked <> n.is_booked OR o.starting_at <> n.starting_at OR o.tutor_id <> n.tutor_id
      END
      UNION
      SELECT o.tutor_id FROM changed_old o JOIN changed_new n ON n.id = o.id WHERE o.tutor_id <> n.tutor_id
    ) t, LATERAL (SELECT tutor_next_free_at(t.tutor_id) AS next_free_at) f
    WHERE u.id = t.tutor_id AND u.next_free_at IS DISTINCT FROM f.next_free_at;
  END IF;
  RETURN NULL;
END
$$;
