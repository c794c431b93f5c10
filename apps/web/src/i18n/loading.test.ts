import apiEn from '@kru/contract/i18n/en.json' with { type: 'json' };
import apiTh from '@kru/contract/i18n/th.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import adminEn from './admin.en.json' with { type: 'json' };
import adminTh from './admin.th.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import { i18n, loadAdminCatalogue, loadFullCatalogue, setLanguage } from './index.ts';
import th from './th.json' with { type: 'json' };

/** Whether a language's texts hold `key` (its own, not what it falls back to). */
const holds = (language: string, key: string) => i18n.getResource(language, 'translation', key) !== undefined;

// One module state for the whole file, as in a page: the steps follow a visit in order.
describe('the texts a visit loads', () => {
  it('signed out, the first texts only, in English and once Thai is chosen', async () => {
    expect(i18n.t('auth.signIn.title')).toBe(en.auth.signIn.title);
    expect(holds('en', 'home.title')).toBe(false);

    await setLanguage('th');
    expect(i18n.t('auth.signIn.title')).toBe(th.auth.signIn.title);
    expect(i18n.t('api.email_required')).toBe(apiTh.email_required);
    expect(holds('th', 'home.title')).toBe(false);
    expect(holds('th', 'api.slot_just_booked')).toBe(false);
  });

  it("a signed-in page, the whole catalogue of the language in use only: Thai's has every key", async () => {
    await loadFullCatalogue();
    expect(i18n.t('home.title')).toBe(th.home.title);
    expect(i18n.t('api.slot_just_booked')).toBe(apiTh.slot_just_booked);
    expect(holds('en', 'home.title'), 'no English catalogue as a fallback').toBe(false);
  });

  it('switching language on a signed-in page loads that language whole before it shows', async () => {
    await setLanguage('en');
    expect(i18n.t('home.title')).toBe(en.home.title);
    expect(i18n.t('api.slot_just_booked')).toBe(apiEn.slot_just_booked);
  });

  it("an admin page, the admin team's texts of the language in use only, and of a language switched to", async () => {
    expect(holds('en', 'admin.breadcrumbs')).toBe(false);
    await loadAdminCatalogue();
    expect(i18n.t('admin.breadcrumbs')).toBe(adminEn.breadcrumbs);
    expect(holds('th', 'admin.breadcrumbs')).toBe(false);

    await setLanguage('th');
    expect(i18n.t('admin.breadcrumbs')).toBe(adminTh.breadcrumbs);
    expect(i18n.t('home.title')).toBe(th.home.title);
  });
});
