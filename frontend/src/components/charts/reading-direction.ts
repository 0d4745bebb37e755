import { useLanguage } from '../../lib/language-store';
import { languageOption } from '../../lib/languages';

/**
 * The direction the charts run in: the chosen language's, from our language table (i18next's dir('ku') would say
 * ltr, but our Sorani is written right to left).
 */
export const useReadingDirection = (): 'ltr' | 'rtl' => languageOption(useLanguage()).dir;
