import { describe, expect, it } from 'vitest';
import { missingItems, requiredDocumentTypes, touchesVettedFields } from './documents.ts';

describe('required documents', () => {
  it('are both sides of the passport, and the residence permit with a visa', () => {
    expect(requiredDocumentTypes(false)).toEqual(['passport_front', 'passport_rear']);
    expect(requiredDocumentTypes(true)).toEqual([
      'passport_front',
      'passport_rear',
      'biometric_residence_permit',
    ]);
  });
});

describe('vetted fields', () => {
  it('are names, title, grade and subjects', () => {
    expect(touchesVettedFields({ first_name: 'Ada' })).toBe(true);
    expect(touchesVettedFields({ subject_prices: [] })).toBe(true);
    expect(touchesVettedFields({ mobile: '07700 900123', address_city: 'Leeds' })).toBe(false);
  });
});

describe('missingItems', () => {
  it('lists every message of a review 422 with where to fix it', () => {
    expect(
      missingItems({
        description: ['Bio is required'],
        subject_prices: ['Add a subject'],
        documents: ['Upload the front of your passport', 'Upload the rear of your passport'],
        mobile: ['Mobile is required'],
      }),
    ).toEqual([
      { key: 'description.0', message: 'Bio is required', place: 'bio' },
      { key: 'subject_prices.0', message: 'Add a subject', place: 'subjects' },
      { key: 'documents.0', message: 'Upload the front of your passport', place: 'documents' },
      { key: 'documents.1', message: 'Upload the rear of your passport', place: 'documents' },
      { key: 'mobile.0', message: 'Mobile is required', place: 'details' },
    ]);
  });
});
