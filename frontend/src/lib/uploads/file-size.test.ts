import type { Language } from '@isl/contracts';
import i18n from '../i18n';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  const size = (bytes: number, language: Language) => formatFileSize(bytes, language, i18n.getFixedT(language));

  it('says kilobytes under a megabyte and megabytes above, to one decimal', () => {
    expect(size(30 * 1024, 'en')).toBe('30 kB');
    expect(size(5 * 1024 * 1024, 'en')).toBe('5 MB');
    expect(size(1.25 * 1024 * 1024, 'en')).toBe('1.3 MB');
  });

  it('names the unit in words in Arabic and Sorani, as their press does, with Western digits', () => {
    expect([size(5 * 1024 * 1024, 'ar'), size(300 * 1024, 'ar')]).toEqual(['5 ميغابايت', '300 كيلوبايت']);
    expect([size(5 * 1024 * 1024, 'ku'), size(300 * 1024, 'ku')]).toEqual(['5 مێگابایت', '300 کیلۆبایت']);
  });
});
