/**
 * What other features reuse of the learner's reader: a section's content as learners see it (video, text,
 * files, quiz), so the author's preview and the admin team's review show exactly that,.
 */
export { QuizAnswers } from './components/QuizAnswers.tsx';
export { SectionContent } from './components/SectionContent.tsx';
