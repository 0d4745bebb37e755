import { loneSurrogate, neutraliseUserText, userTextProblem } from './user-text';

describe('the rule for text users write for others', () => {
  describe('names that must pass unchanged', () => {
    it.each([
      ['Arabic', 'عبد الله'],
      ['Arabic with harakat and a tatweel', 'مُحَمَّد الـكربلائي'],
      ['Sorani', 'هەژار'],
      ['Sorani with its own letters', 'ڕێبوار ڵ ۆ ێ'],
      ['Sorani in the older spelling: ە as ه and a zero-width non-joiner', 'هه\u200cژار'],
      ['a Sorani name ending in that ە', 'ئاواره\u200c'],
      ['Persian script with a zero-width non-joiner', 'علی\u200cرضا'],
      ['a right-to-left mark before digits', '\u200fعلي 10'],
      ['a left-to-right mark and an Arabic letter mark', 'Ali\u200e \u061cعلي'],
      ['an emoji sequence joined by zero-width joiners', 'Noor \u{1F468}\u200d\u{1F469}\u200d\u{1F467}'],
      ['a flag', 'Al-Shorta \u{1F1EE}\u{1F1F6}'],
      ['Latin with accents', 'Zoë Ñúñez'],
    ])('%s: %s', (_, name) => {
      expect(userTextProblem(name, 'line')).toBeNull();
      expect(neutraliseUserText(name, 'line')).toBe(name);
    });
  });

  describe('refused', () => {
    it.each([
      ['a bell', 'Ev\u202eil\u0007', 'U+0007'],
      ['NUL', 'a\u0000', 'U+0000'],
      ['an escape', '\u001b[31mred', 'U+001B'],
      ['DEL', 'x\u007f', 'U+007F'],
      ['a C1 control (NEL)', 'x\u0085', 'U+0085'],
      ['the last C1 control', 'x\u009f', 'U+009F'],
    ])('a control character in either layout: %s', (_, text, codePoint) => {
      expect(userTextProblem(text, 'line')).toEqual({ kind: 'control', codePoint });
      expect(userTextProblem(text, 'paragraphs')).toEqual({ kind: 'control', codePoint });
    });

    it.each([
      ['a line feed', 'a\nb', 'U+000A'],
      ['a carriage return', 'a\rb', 'U+000D'],
      ['a tab', 'a\tb', 'U+0009'],
      ['a line separator', 'a\u2028b', 'U+2028'],
      ['a paragraph separator', 'a\u2029b', 'U+2029'],
    ])('a line break or tab in a line, which paragraphs keep: %s', (_, text, codePoint) => {
      expect(userTextProblem(text, 'line')).toEqual({ kind: 'control', codePoint });
      expect(userTextProblem(text, 'paragraphs')).toBeNull();
    });

    it.each([
      ['a high surrogate alone', 'a\ud800b', 'U+D800'],
      ['a low surrogate alone', 'a\udc00b', 'U+DC00'],
      ['a high surrogate at the end', 'abc\ud83d', 'U+D83D'],
      ['two high surrogates', '\ud83d\ud83d\ude00', 'U+D83D'],
    ])('a lone surrogate: %s', (_, text, codePoint) => {
      expect(loneSurrogate(text)).toBe(codePoint);
      expect(userTextProblem(text, 'line')).toEqual({ kind: 'loneSurrogate', codePoint });
    });

    it('takes a surrogate pair for the character it is', () => {
      expect(loneSurrogate('\ud83d\ude00 \u{1F985}')).toBeNull();
    });
  });

  describe('neutralised', () => {
    it.each([
      ['the override of the review', 'Ev\u202eil', 'Evil'],
      ['every embedding and override', 'a\u202ab\u202bc\u202cd\u202de\u202ef', 'abcdef'],
      ['isolates', '\u2066Ali\u2069 \u2067علي\u2069 \u2068x\u2069', 'Ali علي x'],
      ['zero-width spaces, word joiners, byte-order marks', '\ufeffZ\u200ba\u2060hraa', 'Zahraa'],
      ['invisible operators and deprecated format controls', 'a\u2061b\u2064c\u206ad\u206fe\u180ef', 'abcdef'],
      ['Hangul fillers', '\u3164Ali\u115f\u1160\uffa0', 'Ali'],
      ['and the spaces they hid at the ends', '\u202e  Ali  \u200b', 'Ali'],
    ])('%s', (_, text, kept) => {
      expect(neutraliseUserText(text, 'line')).toBe(kept);
      expect(neutraliseUserText(text, 'paragraphs')).toBe(kept);
    });

    it('makes text with nothing visible blank', () => {
      expect(neutraliseUserText('\u200b\u2060\u202e\u3164', 'line')).toBe('');
      expect(neutraliseUserText('\u200c\u200f ', 'line')).toBe('');
      expect(neutraliseUserText(' \n\t ', 'paragraphs')).toBe('');
    });

    it('makes carriage returns of paragraphs line feeds, and keeps tabs', () => {
      expect(neutraliseUserText('one\r\ntwo\rthree\n\tfour', 'paragraphs')).toBe('one\ntwo\nthree\n\tfour');
    });

    it('leaves what it refuses for userTextProblem to report', () => {
      expect(neutraliseUserText('Ev\u202eil\u0007', 'line')).toBe('Evil\u0007');
      expect(neutraliseUserText('a\ud800', 'line')).toBe('a\ud800');
    });
  });
});
