CREATE TABLE "course_versions" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_chapters" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_sections" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_versions" ADD CONSTRAINT "course_versions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Courses approved once and edited since: their learners keep reading what they read when this was deployed (the
-- approved text itself was overwritten in place before versions were kept). The shape of `CourseVersionContent`.
INSERT INTO "course_versions" ("course_id", "content")
SELECT c.id, jsonb_build_object(
  'course', jsonb_build_object(
    'title', c.title, 'description', c.description, 'courseType', c.course_type, 'subjectId', c.subject_id,
    'thumbnailId', c.thumbnail_id, 'thumbnailUrl', t.url, 'isFree', c.is_free,
    'subjectTitleEn', sj.title_en, 'subjectTitleTh', sj.title_th, 'schoolYearId', sy.id,
    'schoolYearTitleEn', sy.title_en, 'schoolYearTitleTh', sy.title_th),
  'outline', coalesce((
    SELECT jsonb_agg(jsonb_build_object(
      'chapterId', ch.id, 'chapterTitle', ch.title, 'chapterOrder', ch.sort_order, 'sectionId', s.id,
      'sectionTitle', s.title, 'sectionOrder', s.sort_order, 'sectionType', s.type)
      ORDER BY ch.sort_order, ch.id, s.sort_order, s.id)
    FROM course_chapters ch LEFT JOIN course_sections s ON s.chapter_id = ch.id
    WHERE ch.course_id = c.id), '[]'::jsonb),
  'sections', coalesce((
    SELECT jsonb_agg(jsonb_build_object(
      'id', s.id, 'chapterId', s.chapter_id, 'courseId', c.id, 'title', s.title, 'description', s.description,
      'type', s.type, 'sortOrder', s.sort_order,
      'attachments', coalesce((
        SELECT jsonb_agg(jsonb_build_object(
          'id', f.id, 'key', f.key, 'fileName', f.file_name, 'contentType', f.content_type) ORDER BY f.id)
        FROM files f
        WHERE f.section_id = s.id AND f.owner_id = c.tutor_id AND f.kind = 'attachment'
          AND f.registered_at IS NOT NULL), '[]'::jsonb),
      'video', (
        SELECT jsonb_build_object(
          'id', v.id, 'fileKey', v.file_key, 'uploadStatus', v.upload_status, 'durationSeconds', v.duration_seconds)
        FROM section_videos v WHERE v.section_id = s.id),
      'questions', coalesce((
        SELECT jsonb_agg(jsonb_build_object(
          'id', q.id, 'title', q.title, 'feedback', q.feedback, 'isMultipleChoice', q.is_multiple_choice,
          'sortOrder', q.sort_order,
          'options', coalesce((
            SELECT jsonb_agg(jsonb_build_object(
              'id', o.id, 'title', o.title, 'feedback', o.feedback, 'scoreMilli', o.score_milli)
              ORDER BY o.sort_order, o.id)
            FROM question_options o WHERE o.question_id = q.id), '[]'::jsonb))
          ORDER BY q.sort_order, q.id)
        FROM questions q WHERE q.section_id = s.id AND q.deleted_at IS NULL), '[]'::jsonb))
      ORDER BY ch.sort_order, ch.id, s.sort_order, s.id)
    FROM course_sections s JOIN course_chapters ch ON ch.id = s.chapter_id
    WHERE ch.course_id = c.id), '[]'::jsonb))
FROM courses c
LEFT JOIN thumbnails t ON t.id = c.thumbnail_id
LEFT JOIN subjects sj ON sj.id = c.subject_id
LEFT JOIN school_years sy ON sy.id = sj.school_year_id
WHERE c.approval_state <> 'approved' AND c.approved_at IS NOT NULL
ON CONFLICT DO NOTHING;
