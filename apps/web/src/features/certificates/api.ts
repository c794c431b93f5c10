import type { Certificate, Language, PublicCertificate } from '@kru/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Camelized } from '../../app/api/case.ts';
import { api, apiFileRequest } from '../../app/api/client.ts';

export type MyCertificate = Camelized<Certificate>;
export type VerifiedCertificate = Camelized<PublicCertificate>;

export const certificateKeys = {
  mine: ['certificates', 'mine'] as const,
  verify: (code: string) => ['certificates', 'verify', code] as const,
};

/** `GET /certificates`: the learner's certificates, newest first. */
export function useMyCertificates(enabled = true) {
  return useQuery({
    queryKey: certificateKeys.mine,
    queryFn: () => api.get<MyCertificate[]>('/certificates'),
    enabled,
  });
}

/** `GET /public/certificates/{code}`, signed in or not; a 404 is shown in place (no dialog). */
export function useVerifiedCertificate(code: string) {
  return useQuery({
    queryKey: certificateKeys.verify(code),
    queryFn: () =>
      api.get<VerifiedCertificate>(`/public/certificates/${encodeURIComponent(code)}`, { silent: true }),
    retry: false,
  });
}

/** `GET /certificates/{id}/pdf?language=`: fetched with the session, then saved as a file by the browser. */
export function useDownloadCertificate() {
  return useMutation({
    mutationFn: async ({ certificate, language }: { certificate: MyCertificate; language: Language }) => {
      const pdf = await apiFileRequest(`/certificates/${certificate.id}/pdf`, { query: { language } });
      const url = URL.createObjectURL(pdf);
      const link = document.createElement('a');
      link.href = url;
      link.download = `kru-certificate-${certificate.id}-${language}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      // The click has handed the file to the browser; the object URL is released once it has started.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}
