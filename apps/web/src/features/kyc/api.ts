import type { KycDocument as KycDocumentWire, KycStatus as KycStatusWire } from '@kru/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';
import { refreshUser, sessionStore } from '../../app/session/index.ts';
import { deleteFile } from '../files/api.ts';

export type KycDocument = Camelized<KycDocumentWire>;
export type KycStatus = Camelized<KycStatusWire>;

export const KYC_DOCUMENTS_KEY = ['kyc', 'documents'] as const;

/** `GET /kyc/files`: the tutor's identity documents; their signed URLs expire, so the list is never kept stale. */
export function useKycDocuments() {
  return useQuery({
    queryKey: KYC_DOCUMENTS_KEY,
    queryFn: ({ signal }) => api.get<KycDocument[]>('/kyc/files', { signal, silent: true }),
    staleTime: 0,
  });
}

/** Puts where the review stands (a KYC call's answer) on the session's user at once. */
export function applyKycStatus(status: KycStatus): void {
  const user = sessionStore.getState().user;
  if (!user) return;
  sessionStore.setUser({
    ...user,
    approvalStatus: status.approvalStatus,
    rejectionComment: status.rejectionComment,
    visaRequired: status.visaRequired,
  });
}

/**
 * After a document was added, replaced or removed: the list again, and the user (a change to a confirmed
 * profile's documents sends it back to review).
 */
export function useDocumentsChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: KYC_DOCUMENTS_KEY });
    void refreshUser().catch(() => undefined);
  };
}

/** `PATCH /kyc/need-visa`: when the tutor needs a visa, a biometric residence permit is required. */
export function useSetNeedVisa() {
  return useMutation({
    mutationFn: (status: boolean) => api.patch<KycStatus>('/kyc/need-visa', { status }, { silent: true }),
    onSuccess: applyKycStatus,
  });
}

/** `POST /kyc/review`: sends the profile for review; a 422 names each missing item in its `errors`. */
export function useSubmitForReview() {
  return useMutation({
    mutationFn: () => api.post<KycStatus>('/kyc/review', undefined, { silent: true }),
    onSuccess: applyKycStatus,
  });
}

/** `DELETE /files/{a}/{b}` of one document (refused with 409 while the profile is being reviewed). */
export function useRemoveDocument() {
  const changed = useDocumentsChanged();
  return useMutation({
    mutationFn: (document: KycDocument) => deleteFile(document.key),
    onSuccess: changed,
  });
}
