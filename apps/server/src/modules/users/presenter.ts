import {
  averageRate,
  isProfileComplete,
  type Language,
  type SpokenLanguage,
  type Titled,
  type User,
} from '@kru/contract';
import { localized } from '../../platform/i18n.ts';
import { fullName } from '../../platform/person-name.ts';
import { presentLiveSubscription } from '../subscriptions/index.ts';
import { penceToPounds } from './policy.ts';
import type { ProfileRow, SpecialtyRow, SubjectPriceRow } from './profile-repository.ts';

type TitledRow = { id: number; titleEn: string; titleTh: string };

function titled(row: TitledRow, language: Language): Titled;
function titled(row: TitledRow | null, language: Language): Titled | null;
function titled(row: TitledRow | null, language: Language): Titled | null {
  return row ? { id: row.id, title: localized(row, language) } : null;
}

export interface ProfileParts {
  profile: ProfileRow;
  prices: SubjectPriceRow[];
  specialties: SpecialtyRow[];
  avatarUrl: string | null;
  /** Decides whether a canceled subscription is still in its grace period. */
  now: Date;
}

/** The field whitelist of the User entity (spec section 3); titles in the request's language. */
export function presentUser(
  { profile, prices, specialties, avatarUrl, now }: ProfileParts,
  language: Language,
): User {
  const subscription = presentLiveSubscription(profile.subscription, profile.plan, now, language);
  const grade = profile.grade
    ? { ...titled(profile.grade, language), education: titled(profile.education, language) }
    : null;
  const user: Omit<User, 'is_profile_complete'> = {
    id: profile.id,
    full_name: fullName(profile),
    first_name: profile.firstName,
    last_name: profile.lastName,
    gender: profile.gender,
    date_of_birth: profile.dateOfBirth,
    avatar: avatarUrl,
    role: profile.role,
    // Spec: the wallet in pounds (VAT already paid is not in it). Students arrive with their module.
    balance: penceToPounds(profile.walletPence ?? 0),
    description: profile.description,
    email: profile.email,
    emails: profile.parentEmails,
    share_learning_with_tutors: profile.shareLearningWithTutors,
    grade,
    is_subscribed: subscription !== null,
    is_admin_student: profile.isAdminStudent,
    sharing_id: profile.sharingId,
    students_count: profile.studentsCount,
    title: profile.title,
    mobile: profile.mobile,
    address_street: profile.addressStreet,
    country: titled(profile.country, language),
    county: titled(profile.county, language),
    address_city: profile.addressCity,
    address_post_code: profile.addressPostCode,
    visa_required: profile.visaRequired,
    stripe_connect_account_status: profile.connectAccountStatus,
    approval_status: profile.approvalStatus,
    rejection_comment: profile.rejectionComment,
    rate: averageRate(profile.rateTotal, profile.rateCount),
    rate_count: profile.rateCount,
    subscription,
    subdomain: profile.subdomain
      ? {
          id: profile.subdomain.id,
          title: profile.subdomain.title,
          url: profile.subdomain.url,
          is_active: profile.subdomain.isActive,
        }
      : null,
    subject_prices: prices.map((price) => ({
      subject_id: price.subject.id,
      subject: { ...titled(price.subject, language), school_year: titled(price.schoolYear, language) },
      price_per_hour: penceToPounds(price.pricePerHourPence),
      specialties: specialties
        .filter((specialty) => specialty.subjectPriceId === price.id)
        .map((specialty) => titled(specialty, language)),
    })),
    trial_price: profile.trialPricePence === null ? null : penceToPounds(profile.trialPricePence),
    language: profile.language,
    spoken_languages: profile.spokenLanguages as SpokenLanguage[],
    time_zone: profile.timeZone,
    created_at: profile.createdAt.toISOString(),
  };
  return { ...user, is_profile_complete: isProfileComplete(user) };
}
