import { LANGUAGE_MARKUP, type Language } from './enums';
import { madeOncePerKey } from './made-once';

/** A counted phrase's forms by CLDR plural category: `other` always, the others as the language has them. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const pluralRules = madeOncePerKey((language: Language) => new Intl.PluralRules(LANGUAGE_MARKUP[language].htmlLang));

/**
 * The form `count` takes in `language`, by its grammar as CLDR gives it through Intl: Arabic's six forms
 * («مباراتان», «3 مباريات», «11 مباراة»), English's two; Sorani (`ckb`) keeps the noun singular after a number.
 * For texts written outside i18next (the server's pushes and mails); the web app's catalogues use its plurals.
 */
export function pluralForm(language: Language, count: number, forms: PluralForms): string {
  return forms[pluralRules(language).select(count)] ?? forms.other;
}
