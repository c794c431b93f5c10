/**
 * The course model the four course modules build on (course-catalogue, course-authoring, course-learning,
 * course-media) and other modules read: the pure rules (`policy.ts`), the presenter, the quiz port, the route hooks,
 * the repositories of the course tables more than one of them reads or writes, and the shared reads: a course's
 * view and cards, a section opened with the access rules (quizzes build on it too), the author's section, a course's
 * sections (the AI tutor and the admin review), and the SQL conditions of the catalogue for the modules that answer
 * about a course only where it is listed. Nothing here imports a course module, so they cannot form a cycle.
 */
export {
  type AttachmentRow,
  attachFile,
  deleteAttachmentsOfSections,
  detachAttachment,
  findSectionAttachments,
} from './attachments-repository.ts';
export {
  type CourseFields,
  chapterIdsInOrder,
  countEnrolments,
  countSections,
  deleteChapter,
  deleteCourse,
  deleteSections,
  findApprovalLogs,
  findChapter,
  findChapterSections,
  findCourseCover,
  findCourseOwner,
  findCourseSections,
  findCoverFile,
  findSection,
  findTutorApproval,
  insertApprovalLog,
  insertChapter,
  insertCourse,
  insertSection,
  type LockedCourse,
  lockCourse,
  maxChapterOrder,
  maxSectionOrder,
  renumberChapters,
  renumberSections,
  replaceCourseSubdomains,
  sectionIdsInOrder,
  subjectExists,
  thumbnailExists,
  updateChapterTitle,
  updateCourse,
  updateSectionText,
} from './authoring-repository.ts';
export {
  type CourseAccessRow,
  type CourseFilter,
  countCourses,
  courseCoverUrl,
  courseOnTenant,
  coverFileJoin,
  coverFiles,
  findCourseAccess,
  findCourseIdByUid,
  findCourseRows,
  findOutline,
  listedOnTenant,
} from './catalogue-repository.ts';
export { loadCourseCards, loadCourseView, presentCourseCards } from './course-view.ts';
export { countEnrolledCourses, findEnrolledCoursePage, findTakenSectionIds } from './enrolment-repository.ts';
export { loadCourseSections } from './load-course-sections.ts';
export { type OpenedSection, openSection } from './open-section.ts';
export {
  appendedOrder,
  clueOf,
  deleteRefusal,
  earnsCreatorReward,
  enrolmentChange,
  isAdmin,
  isAuthor,
  learnerStatusesOf,
  mayAuthor,
  mayEnrol,
  mayLearn,
  mayViewCourse,
  moveTo,
  neighboursOf,
  progressPercent,
  stateAfterEdit,
  statusAfterTake,
  subdomainsProblem,
  submitRefusal,
  type Viewer,
} from './policy.ts';
export { presentApprovalLog, presentSection } from './presenter.ts';
export { NO_QUIZ, type QuizPort, type SectionQuiz, type StartAttemptInput } from './quiz-port.ts';
export { authorsOnly, idParams, learnersOnly, security } from './route-hooks.ts';
export { loadAuthorSection } from './section-view.ts';
export {
  type CourseVersionContent,
  deleteFilesByKeys,
  deleteVersion,
  findAttachmentsOfSections,
  findDeletedSectionIds,
  findMediaKeys,
  findQuestionsOfSections,
  findVersion,
  findVideosOfSections,
  hasVersion,
  insertVersion,
  markChapterDeleted,
  markSectionDeleted,
  purgeDeleted,
} from './version-repository.ts';
export {
  claimVideoTranscode,
  deleteSectionVideo,
  deleteVideosOfSections,
  findClaimedVideos,
  findProcessingVideos,
  findSectionVideo,
  findVideo,
  replaceSectionVideo,
  settleStrandedVideo,
  setVideoDuration,
  setVideoProgress,
  setVideoStatus,
  type VideoRow,
} from './videos-repository.ts';
