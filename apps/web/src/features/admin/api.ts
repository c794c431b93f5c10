import type {
  AccountState,
  AdminCatalogue,
  AdminSubdomain,
  AdminUser,
  AdminUserDetail,
  ApprovalStatus,
  Role,
  TutorReviewDetail,
  TutorReviewSummary,
} from '@kru/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';
import { CATALOGUE_LEVELS, type CatalogueLevel } from '../admin-catalogue/catalogue-tree.ts';

export type ReviewSummary = Camelized<TutorReviewSummary>;
export type ReviewDetail = Camelized<TutorReviewDetail>;
export type ConsoleUser = Camelized<AdminUser>;
export type ConsoleUserDetail = Camelized<AdminUserDetail>;
export type Catalogue = Camelized<AdminCatalogue>;
export type Tenant = Camelized<AdminSubdomain>;

/** Every query of the console sits under `['admin', ...]`. */
export const adminKeys = {
  reviews: ['admin', 'tutor-reviews'] as const,
  users: ['admin', 'users'] as const,
  catalogue: ['admin', 'catalogue'] as const,
  tenants: ['admin', 'tenants'] as const,
};

/** Profiles and subject titles come in the request's language, so each language is its own cache entry. */
export function useLanguage(): string {
  return useTranslation().i18n.resolvedLanguage ?? 'en';
}

// Tutor reviews ---------------------------------------------------------------------------------------------

/**
 * `GET /admin/tutor-reviews?status=&page=`: one page of the tutors in a review state. Tutors submit at any
 * time, so the queue is asked for again whenever it is shown (a cached page shows meanwhile).
 */
export function useTutorReviews(status: ApprovalStatus, page: number) {
  return useQuery({
    queryKey: [...adminKeys.reviews, 'list', { status, page }],
    queryFn: () => api.page<ReviewSummary>('/admin/tutor-reviews', { query: { status, page } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/**
 * `GET /admin/tutor-reviews/{id}`: every field, the documents with signed previews, and the history. Asked for
 * again each time it is opened: a decision must be made on what the tutor has now.
 */
export function useTutorReview(tutorId: number | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...adminKeys.reviews, 'detail', tutorId, language],
    queryFn: () => api.get<ReviewDetail>(`/admin/tutor-reviews/${tutorId}`),
    enabled: tutorId !== null,
    staleTime: 0,
  });
}

/** A decision answers the tutor's new detail; the queue, the counts and the user lists change with it. */
function useReviewDecision(decide: (input: { tutorId: number; comment: string }) => Promise<ReviewDetail>) {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: decide,
    onSuccess: (detail, { tutorId }) => {
      queryClient.setQueryData([...adminKeys.reviews, 'detail', tutorId, language], detail);
      void queryClient.invalidateQueries({ queryKey: adminKeys.reviews });
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
    },
    // Most likely someone else decided first (409): show what the profile and the queue are now.
    onError: () => void queryClient.invalidateQueries({ queryKey: adminKeys.reviews }),
  });
}

/** `POST /admin/tutor-reviews/{id}/approve` (the Warning dialog shows a refusal). */
export function useApproveTutor() {
  return useReviewDecision(({ tutorId }) =>
    api.post<ReviewDetail>(`/admin/tutor-reviews/${tutorId}/approve`),
  );
}

/** `POST /admin/tutor-reviews/{id}/reject` with the required comment (errors shown in the form). */
export function useRejectTutor() {
  return useReviewDecision(({ tutorId, comment }) =>
    api.post<ReviewDetail>(`/admin/tutor-reviews/${tutorId}/reject`, { comment }, { silent: true }),
  );
}

// Users -----------------------------------------------------------------------------------------------------

export interface UserFilters {
  /** Sent only when at least 3 characters long. */
  search: string;
  role: Role | null;
  status: AccountState | null;
  subdomainId: number | null;
  page: number;
}

/** `GET /admin/users`: users of every tenant, newest first, searched and filtered (fresh whenever shown). */
export function useConsoleUsers(filters: UserFilters) {
  return useQuery({
    staleTime: 0,
    queryKey: [...adminKeys.users, 'list', filters],
    queryFn: () =>
      api.page<ConsoleUser>('/admin/users', { query: { ...filters, search: filters.search || null } }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /admin/users/{id}`: the user with their live sessions and the admin actions on them (fresh when opened). */
export function useConsoleUser(userId: number | null) {
  return useQuery({
    staleTime: 0,
    queryKey: [...adminKeys.users, 'detail', userId],
    queryFn: () => api.get<ConsoleUserDetail>(`/admin/users/${userId}`),
    enabled: userId !== null,
  });
}

/** `POST /admin/users/{id}/suspend` (reason required) or `.../restore` (reason optional). */
export function useAccountAction(action: 'suspend' | 'restore') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: number; reason: string }) =>
      api.post<ConsoleUserDetail>(
        `/admin/users/${userId}/${action}`,
        { reason: reason || undefined },
        { silent: true },
      ),
    onSuccess: (detail) => {
      queryClient.setQueryData([...adminKeys.users, 'detail', detail.id], detail);
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.users, 'list'] });
    },
  });
}

// Catalogue -------------------------------------------------------------------------------------------------

/** `GET /admin/catalogue`: the whole tree with both titles and orders, and the thumbnails. */
export function useConsoleCatalogue() {
  return useQuery({
    queryKey: adminKeys.catalogue,
    queryFn: () => api.get<Catalogue>('/admin/catalogue'),
  });
}

export interface CatalogueItemInput {
  titleEn?: string;
  titleTh?: string;
  sortOrder?: number;
  /** The parent's id under its wire name (`educationId`, ...), when adding. */
  [parentField: string]: string | number | undefined;
}

/** The console's tree and the app's own catalogue caches (grades, subjects in forms) both change. */
function useCatalogueChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.catalogue });
    void queryClient.invalidateQueries({ queryKey: ['catalogue'] });
  };
}

/** Adds (no `id`) or changes an item of a level: `POST /admin/{level}` or `PATCH /admin/{level}/{id}`. */
export function useSaveCatalogueItem() {
  const changed = useCatalogueChanged();
  return useMutation({
    mutationFn: ({ level, id, body }: { level: CatalogueLevel; id?: number; body: CatalogueItemInput }) => {
      const path = CATALOGUE_LEVELS[level].path;
      return id === undefined
        ? api.post<unknown>(path, body, { silent: true })
        : api.patch<unknown>(`${path}/${id}`, body, { silent: true });
    },
    onSuccess: changed,
  });
}

/** New sort orders for several siblings, one call each (the Warning dialog shows a failure). */
export function useReorderCatalogueItems() {
  const changed = useCatalogueChanged();
  return useMutation({
    mutationFn: async ({
      level,
      patches,
    }: {
      level: CatalogueLevel;
      patches: { id: number; sortOrder: number }[];
    }) => {
      for (const { id, sortOrder } of patches) {
        await api.patch<unknown>(`${CATALOGUE_LEVELS[level].path}/${id}`, { sortOrder });
      }
    },
    onSettled: changed,
  });
}

/** `DELETE /admin/{level}/{id}`: a 409 (it still holds items, or is in use) shows its reason in the Warning dialog. */
export function useDeleteCatalogueItem() {
  const changed = useCatalogueChanged();
  return useMutation({
    mutationFn: ({ level, id }: { level: CatalogueLevel; id: number }) =>
      api.delete<null>(`${CATALOGUE_LEVELS[level].path}/${id}`),
    onSuccess: changed,
  });
}

export function useAddThumbnail() {
  const changed = useCatalogueChanged();
  return useMutation({
    mutationFn: (url: string) => api.post<unknown>('/admin/thumbnails', { url }, { silent: true }),
    onSuccess: changed,
  });
}

export function useDeleteThumbnail() {
  const changed = useCatalogueChanged();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/admin/thumbnails/${id}`),
    onSuccess: changed,
  });
}

// Tenants ---------------------------------------------------------------------------------------------------

/** `GET /admin/subdomains`: every tenant, active or not, with its number of users. */
export function useTenants() {
  return useQuery({
    queryKey: adminKeys.tenants,
    queryFn: () => api.get<Tenant[]>('/admin/subdomains'),
  });
}

export interface TenantInput {
  title?: string;
  url?: string;
  isActive?: boolean;
  /** null removes the logo. */
  logoUrl?: string | null;
}

/** `POST /admin/subdomains` (no `id`) or `PATCH /admin/subdomains/{id}` with only the fields to change. */
export function useSaveTenant(options: { silent?: boolean } = {}) {
  const queryClient = useQueryClient();
  const silent = options.silent ?? true;
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TenantInput }) =>
      id === undefined
        ? api.post<Tenant>('/admin/subdomains', body, { silent })
        : api.patch<Tenant>(`/admin/subdomains/${id}`, body, { silent }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.tenants });
      // Lists show each user's tenant by name.
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
    },
  });
}
