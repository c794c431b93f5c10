import type { AfterCommit, Tx } from '../../platform/db/client.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { removeHlsOutputs } from '../../platform/video/hls-storage.ts';
import {
  type CourseVersionContent,
  deleteAttachmentsOfSections,
  deleteFilesByKeys,
  deleteVersion,
  deleteVideosOfSections,
  findAttachmentsOfSections,
  findCourseRows,
  findCourseSections,
  findDeletedSectionIds,
  findMediaKeys,
  findOutline,
  findQuestionsOfSections,
  findVersion,
  findVideosOfSections,
  insertVersion,
  purgeDeleted,
} from '../courses/index.ts';

/** What learners read of the course now: its working copy, taken as the approved version (inside `tx`). */
async function snapshotOf(tx: Tx, courseId: number): Promise<CourseVersionContent | null> {
  const [[row], outline, sections] = await Promise.all([
    findCourseRows(
      tx,
      { ids: [courseId] },
      { limit: 1, offset: 0, order: 'recently_updated', viewerId: null },
    ),
    findOutline(tx, courseId),
    findCourseSections(tx, courseId),
  ]);
  if (!row) return null;
  const sectionIds = sections.map((section) => section.id);
  const [attachments, videos, questions] = await Promise.all([
    findAttachmentsOfSections(tx, sectionIds, row.tutorId),
    findVideosOfSections(tx, sectionIds),
    findQuestionsOfSections(tx, sectionIds),
  ]);
  return {
    course: {
      title: row.title,
      description: row.description,
      courseType: row.courseType,
      subjectId: row.subjectId,
      thumbnailId: row.thumbnailId,
      thumbnailUrl: row.thumbnailUrl,
      coverKey: row.coverKey,
      isFree: row.isFree,
      subjectTitleEn: row.subjectTitleEn,
      subjectTitleTh: row.subjectTitleTh,
      schoolYearId: row.schoolYearId,
      schoolYearTitleEn: row.schoolYearTitleEn,
      schoolYearTitleTh: row.schoolYearTitleTh,
    },
    outline,
    sections: sections.map((section) => {
      const video = videos.find((candidate) => candidate.sectionId === section.id);
      return {
        ...section,
        attachments: attachments
          .filter((file) => file.sectionId === section.id)
          .map(({ id, key, fileName, contentType }) => ({ id, key, fileName, contentType })),
        video: video
          ? {
              id: video.id,
              fileKey: video.fileKey,
              uploadStatus: video.uploadStatus,
              durationSeconds: video.durationSeconds,
            }
          : null,
        questions: questions.filter((entry) => entry.sectionId === section.id).map((entry) => entry.question),
      };
    }),
  };
}

/**
 * Called by the first edit of an approved course, before the edit is written (the course is locked): its working
 * copy is what was approved, and learners keep reading it as the approved version until an edit is approved.
 */
export async function keepApprovedVersion(tx: Tx, courseId: number, at: Date): Promise<void> {
  const content = await snapshotOf(tx, courseId);
  if (content) await insertVersion(tx, courseId, content, at);
}

/** The storage keys the approved version names (their bytes stay while it is read): its cover and media. */
export function versionKeys(content: CourseVersionContent): Set<string> {
  return new Set([
    ...(content.course.coverKey ? [content.course.coverKey] : []),
    ...content.sections.flatMap((section) => [
      ...section.attachments.map((file) => file.key),
      ...(section.video ? [section.video.fileKey] : []),
    ]),
  ]);
}

/**
 * A media file an edit removes (an attachment taken off, a video replaced or removed): its `files` row now and its
 * bytes after commit, unless the course's approved version names it (learners still download it; approving the
 * edit removes it).
 */
export async function removeUnlessApproved(
  storage: Storage,
  tx: Tx,
  afterCommit: AfterCommit,
  courseId: number,
  key: string,
): Promise<void> {
  const version = await findVersion(tx, courseId);
  if (version && versionKeys(version).has(key)) return;
  await deleteFilesByKeys(tx, [key]);
  afterCommit(() => storage.delete(key));
}

/**
 * An edit is approved (the course is locked): the chapters and sections deleted in the draft go with their
 * media (learners' progress on them too), the media the old version alone named are removed after commit, and
 * the version is dropped (learners read the working copy again).
 */
export async function approveWorkingCopy(
  storage: Storage,
  tx: Tx,
  afterCommit: AfterCommit,
  courseId: number,
): Promise<void> {
  const version = await findVersion(tx, courseId);
  const deletedSections = await findDeletedSectionIds(tx, courseId);
  const purgedVideos = await deleteVideosOfSections(tx, deletedSections);
  for (const outputs of purgedVideos.outputs) afterCommit(() => removeHlsOutputs(storage, outputs));
  const purged = [...(await deleteAttachmentsOfSections(tx, deletedSections)), ...purgedVideos.keys];
  await purgeDeleted(tx, courseId);
  if (!version && purged.length === 0) return;
  await deleteVersion(tx, courseId);
  const live = new Set(await findMediaKeys(tx, courseId));
  const released = [...new Set([...purged, ...(version ? versionKeys(version) : [])])].filter(
    (key) => !live.has(key),
  );
  await deleteFilesByKeys(tx, released);
  if (released.length) afterCommit(() => Promise.all(released.map((key) => storage.delete(key))));
}

/**
 * A course being deleted (inside `tx`): the media only its approved version still names (its working copy's go
 * with its sections), `files` rows now and bytes after commit.
 */
export async function removeVersionOnlyMedia(
  storage: Storage,
  tx: Tx,
  afterCommit: AfterCommit,
  courseId: number,
): Promise<void> {
  const version = await findVersion(tx, courseId);
  if (!version) return;
  const live = new Set(await findMediaKeys(tx, courseId));
  const keys = [...versionKeys(version)].filter((key) => !live.has(key));
  await deleteFilesByKeys(tx, keys);
  if (keys.length) afterCommit(() => Promise.all(keys.map((key) => storage.delete(key))));
}
