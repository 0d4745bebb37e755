import { act } from '@testing-library/react';
import { renderWithProviders, visibleText } from '../../test/render';
import { useLanguageStore } from '../lib/language-store';
import { TeamCrest } from './TeamCrest';

const shorta = { name: 'Al-Shorta', nameArabic: 'الشرطة', nameKurdish: 'شوڕتە' };

describe('TeamCrest', () => {
  afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

  it.each([
    ['en', 'S'],
    ['ar', 'ش'],
    ['ku', 'ش'],
  ] as const)('writes the first letter of the club’s name in %s, after the article', (language, letter) => {
    act(() => useLanguageStore.getState().setLanguage(language));
    const { container } = renderWithProviders(<TeamCrest names={shorta} primaryColor="#00A550" />);
    expect(visibleText(container)).toBe(letter);
  });

  it('takes a Sorani name’s own first letter', () => {
    act(() => useLanguageStore.getState().setLanguage('ku'));
    const { container } = renderWithProviders(<TeamCrest names={{ name: 'Erbil', nameArabic: 'أربيل', nameKurdish: 'هەولێر' }} primaryColor="#FFD700" />);
    expect(visibleText(container)).toBe('ه');
  });
});
