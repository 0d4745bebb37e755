import { arabicOnlyLetters, foldForSearch, localizedName, shortClubName, slugOf } from './names';

describe('localizedName', () => {
  const shorta = { name: 'Al-Shorta', nameArabic: 'الشرطة', nameKurdish: 'شوڕتە' };

  it('answers the name in the reader’s language', () => {
    expect([localizedName(shorta, 'en'), localizedName(shorta, 'ar'), localizedName(shorta, 'ku')]).toEqual(['Al-Shorta', 'الشرطة', 'شوڕتە']);
  });

  it('falls back from Sorani to the Arabic spelling (same script), then to English', () => {
    expect(localizedName({ name: 'Al-Naft', nameArabic: 'النفط', nameKurdish: null }, 'ku')).toBe('النفط');
    expect(localizedName({ name: 'Al-Naft' }, 'ku')).toBe('Al-Naft');
    expect(localizedName({ name: 'Al-Naft', nameArabic: '' }, 'ar')).toBe('Al-Naft');
  });
});

describe('shortClubName', () => {
  const club = (name: string, nameArabic: string, nameKurdish: string | null) => ({ name, nameArabic, nameKurdish });

  it('drops the English article of a one-word name, as match reports write "Zawraa" and "Minaa"', () => {
    expect(shortClubName(club('Al-Karkh', 'الكرخ', 'کەرخ'), 'en')).toBe('Karkh');
    expect(shortClubName(club('Erbil', 'أربيل', 'هەولێر'), 'en')).toBe('Erbil');
  });

  it('calls Al-Quwa Al-Jawiya by its last word, «الجوية», as the Iraqi press does', () => {
    const quwa = club('Al-Quwa Al-Jawiya', 'القوة الجوية', 'قوە جەوییە');
    expect([shortClubName(quwa, 'en'), shortClubName(quwa, 'ar'), shortClubName(quwa, 'ku')]).toEqual(['Al-Jawiya', 'الجوية', 'قوە جەوییە']);
  });

  it('keeps the other names whole: Arabic and Sorani names, two-word names', () => {
    expect(shortClubName(club('Al-Karkh', 'الكرخ', 'کەرخ'), 'ar')).toBe('الكرخ');
    expect(shortClubName(club('Naft Al-Basra', 'نفط البصرة', 'نەوتی بەسرە'), 'en')).toBe('Naft Al-Basra');
    expect(shortClubName(club('Naft Maysan', 'نفط ميسان', null), 'ku')).toBe('نفط ميسان');
  });

  it('prefers the short form the desk wrote, in the script of the name shown', () => {
    const naft = { ...club('Naft Al-Basra', 'نفط البصرة', null), shortName: 'Naft B.', shortNameArabic: 'النفط', shortNameKurdish: 'نەوت' };
    expect([shortClubName(naft, 'en'), shortClubName(naft, 'ar'), shortClubName(naft, 'ku')]).toEqual(['Naft B.', 'النفط', 'النفط']);
    // No Arabic name: the page shows the Latin one, which an Arabic short form would not match.
    expect(shortClubName({ name: 'Al-Karkh', shortNameArabic: 'الكرخ' }, 'ar')).toBe('Al-Karkh');
  });
});

describe('arabicOnlyLetters', () => {
  it('finds ي ك ة in text meant to be Sorani, and nothing in well-spelt Sorani', () => {
    expect(arabicOnlyLetters('یاریگای نێودەوڵەتیی کەربەلا')).toEqual([]);
    expect(arabicOnlyLetters('ياريگای كەربەلاة')).toEqual(['ي', 'ي', 'ك', 'ة']);
  });
});

describe('foldForSearch', () => {
  it('makes the common Arabic variants one: hamza on alef, taa marbuta, alef maqsura', () => {
    expect(foldForSearch('أربيل')).toBe(foldForSearch('اربيل'));
    expect(foldForSearch('إبراهيم')).toBe(foldForSearch('ابراهيم'));
    expect(foldForSearch('آسو')).toBe(foldForSearch('اسو'));
    expect(foldForSearch('البصرة')).toBe(foldForSearch('البصره'));
    expect(foldForSearch('ديالى')).toBe(foldForSearch('ديالي'));
  });

  it('makes Sorani letters and their Arabic look-alikes one, so either keyboard finds a name', () => {
    expect(foldForSearch('کەربەلا')).toBe(foldForSearch('كەربەلا'));
    expect(foldForSearch('سلێمانی')).toBe(foldForSearch('سليماني'));
    expect(foldForSearch('دهۆک')).toBe(foldForSearch('دهوك'));
    expect(foldForSearch('شوڕتە')).toBe(foldForSearch('شورته'));
    expect(foldForSearch('هەولێر')).toBe(foldForSearch('ھەولير'));
  });

  it('drops short vowels, the tatweel and the zero-width non-joiner; lower-cases Latin; reads Arabic-Indic digits', () => {
    expect(foldForSearch('بَغْدَاد')).toBe('بغداد');
    expect(foldForSearch('بغـــداد')).toBe('بغداد');
    expect(foldForSearch('Al-ZAWRAA ')).toBe('al-zawraa');
    expect(foldForSearch('١٩٣٢ ۱۹۳۲')).toBe('1932 1932');
  });

  it('keeps letters that make a different name', () => {
    expect(foldForSearch('بغداد')).not.toBe(foldForSearch('بەغدا'));
    expect(foldForSearch('الزوراء')).not.toBe(foldForSearch('الزهراء'));
  });
});

describe('slugOf', () => {
  it.each([
    ['Derby Day in Baghdad!', 'derby-day-in-baghdad'],
    ['Al-Zawraa 2-1 Al-Quwa Al-Jawiya', 'al-zawraa-2-1-al-quwa-al-jawiya'],
    ['Café Crème', 'cafe-creme'],
    ['ديربي بغداد', ''],
  ])('of %j is %j', (title, slug) => {
    expect(slugOf(title)).toBe(slug);
  });

  it('is cut at the length asked for, never ending in a hyphen', () => {
    expect(slugOf('Naft Al-Basra Sports Club', 10)).toBe('naft-al-ba');
    expect(slugOf('Naft Al Basra', 5)).toBe('naft');
  });
});
