import { contrastRatio } from '@isl/contracts';
import { act } from '@testing-library/react';
import { team } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { setDataSaver } from '../lib/data-saver';
import { useLanguageStore } from '../lib/language-store';
import { KitAvatar } from './KitAvatar';
import { TeamCrest } from './TeamCrest';

const quwa = team({ id: 3, name: 'Al-Quwa Al-Jawiya', nameArabic: 'القوة الجوية', nameKurdish: 'قوە جەوییە', primaryColor: '#0057B8', secondaryColor: '#FFFFFF' });

describe('TeamCrest', () => {
  afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

  it('draws the club in its colours with its initials, hidden from screen readers', () => {
    const { container } = renderWithProviders(<TeamCrest club={quwa} />);
    const svg = container.querySelector('svg') as SVGElement;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('data-crest')).toBe('crown-stripes');
    expect(svg.querySelector('text')?.textContent).toBe('QJ');
    expect([...svg.querySelectorAll('[fill]')].map((node) => node.getAttribute('fill'))).toEqual(expect.arrayContaining(['#0057B8', '#FFFFFF']));
  });

  it('writes the initials in the reader\'s script, right to left', () => {
    act(() => useLanguageStore.getState().setLanguage('ku'));
    const text = renderWithProviders(<TeamCrest club={quwa} />).container.querySelector('text') as SVGTextElement;
    expect(text.textContent).toBe('ق\u200Cج');
    expect(text.getAttribute('direction')).toBe('rtl');
  });

  it('keeps an empty space of its size while the club loads, and shows a real logo when there is one', () => {
    expect(renderWithProviders(<TeamCrest club={undefined} />).container.querySelector('svg, img')).toBeNull();
    const logo = renderWithProviders(<TeamCrest club={{ ...quwa, logoUrl: '/logos/quwa.png' }} />).container.querySelector('img');
    expect(logo?.getAttribute('src')).toBe('/logos/quwa.png');
    expect(logo?.getAttribute('alt')).toBe('');
  });
});

describe('KitAvatar', () => {
  it('draws the crest instead of loading the logo while the data saver is on', () => {
    act(() => setDataSaver(true));
    const { container } = renderWithProviders(<TeamCrest club={{ ...quwa, logoUrl: '/media/crests/3.png' }} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')?.getAttribute('data-crest')).toBe('crown-stripes');
    expect(localStorage.getItem('isl-data-saver')).toBe('on');
    act(() => setDataSaver(false));
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/crests/3.png');
  });

  it('prints the shirt number in a colour that reads on the shirt', () => {
    const { container } = renderWithProviders(<KitAvatar club={{ primaryColor: '#FFD100', secondaryColor: '#FFFFFF' }} number={9} />);
    const number = container.querySelector('text') as SVGTextElement;
    expect(number.textContent).toBe('9');
    expect(contrastRatio('#FFD100', number.getAttribute('fill') as string)).toBeGreaterThanOrEqual(4.5);
    expect(container.querySelector('path')?.getAttribute('fill')).toBe('#FFD100');
  });

  it('prints what it is given when a player has no number', () => {
    expect(renderWithProviders(<KitAvatar club={undefined} number="?" />).container.querySelector('text')?.textContent).toBe('?');
  });
});
