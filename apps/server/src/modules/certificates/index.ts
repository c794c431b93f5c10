/**
 * Certificates of completion. Course learning calls `issueCertificateIfCompleted` in the transaction that takes a
 * section (quizzes reach it through course learning); this module imports no course module, so no cycle forms.
 */
export { issueCertificateIfCompleted } from './issue-certificate.ts';
export { certificatesRoutes } from './routes.ts';
