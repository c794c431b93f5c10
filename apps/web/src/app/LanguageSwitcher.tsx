import type { Language } from '@kru/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, setLanguage } from '../i18n/index.ts';
import classes from './LanguageSwitcher.module.css';

const LANGUAGE_OPTIONS: { value: Language; label: string }[] = [
  { value: 'en', label: 'EN' },
  { value: 'th', label: 'TH' },
];

/**
 * EN / TH (as Thai sites write it); the choice is kept in browser storage by the i18n setup. Two radio buttons styled
 * as a segmented control (LanguageSwitcher.module.css says why not Mantine's): arrow keys move between them. Not
 * "ไทย": Thai script in the header of every page made every English page download the Thai web font, at the
 * browser's highest priority, before its largest paint (Lighthouse LCP, sign-in 1.99 -> 1.75 s, course search 2.54
 * -> 2.36 s: docs/performance.md, "The Thai font on English pages").
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const name = useId();
  const value = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <div
      role="radiogroup"
      aria-label={t('language.label')}
      className={classes.root}
      data-testid="language-switcher"
    >
      {LANGUAGE_OPTIONS.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => void setLanguage(option.value)}
            className={classes.input}
          />
          <span className={classes.label}>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
