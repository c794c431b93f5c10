-- Section bodies become rich text stored as HTML. Every body so far is plain text (paragraphs separated by blank
-- lines, line breaks kept as written): each becomes the same text as HTML, without loss. The rule is the one of
-- plainTextToHtml (apps/server/src/platform/rich-text/plain-text-to-html.ts), whose unit tests pin it:
-- CR LF and CR read as LF; a blank line (spaces or tabs allowed on it) starts a paragraph; a paragraph's leading
-- and trailing blanks go; a single line break stays a <br>; & < > " ' are escaped. An empty body stays empty.
-- Done in SQL, in this migration's transaction, so the data and the code that reads it as HTML change together
-- and it runs exactly once; the function is dropped at the end.
CREATE FUNCTION kru_plain_text_to_lesson_html(body text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT coalesce(string_agg('<p>' || replace(paragraph, E'\n', '<br>') || '</p>', '' ORDER BY position), '')
  FROM regexp_split_to_table(
         replace(replace(replace(replace(replace(
           replace(replace(body, E'\r\n', E'\n'), E'\r', E'\n'),
           '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;'),
         E'\n[ \t]*\n') WITH ORDINALITY AS part(raw, position)
  CROSS JOIN LATERAL (SELECT btrim(raw, E' \t\n') AS paragraph) AS trimmed
  WHERE paragraph <> ''
$$;
--> statement-breakpoint
UPDATE "course_sections" SET "description" = kru_plain_text_to_lesson_html("description") WHERE "description" <> '';
--> statement-breakpoint
-- The approved versions learners read while an edit is under review (0018) hold each section's body in their
-- JSON snapshot: converted the same way, so an approved course reads the same after this migration.
UPDATE "course_versions"
SET "content" = jsonb_set("content", '{sections}', (
  SELECT coalesce(jsonb_agg(
    CASE WHEN jsonb_typeof(section -> 'description') = 'string'
      THEN jsonb_set(section, '{description}', to_jsonb(kru_plain_text_to_lesson_html(section ->> 'description')))
      ELSE section END
    ORDER BY position), '[]'::jsonb)
  FROM jsonb_array_elements("content" -> 'sections') WITH ORDINALITY AS entry(section, position)
))
WHERE jsonb_typeof("content" -> 'sections') = 'array';
--> statement-breakpoint
DROP FUNCTION kru_plain_text_to_lesson_html(text);
