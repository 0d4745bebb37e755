/**
 * Name parts for generated (sample) players and referees. They are combined at random, so any resemblance
 * of a full name to a real person is a coincidence; real players come from league-facts.json instead. Each
 * part is written in English, in Arabic and in Sorani (Arabic-based script with its own letters: ی ک ە, and
 * ڕ ڵ ۆ ێ ڤ where Kurdish sounds need them), so a generated name reads in every language of the site.
 */

/** A name part in English, its usual Arabic spelling and its Sorani spelling. */
export type NamePart = readonly [english: string, arabic: string, sorani: string];

/** A full name in every script of the site. */
export interface ScriptNames {
  name: string;
  nameArabic: string;
  nameKurdish: string;
}

export interface NameParts {
  first: readonly NamePart[];
  last: readonly NamePart[];
}

/** The full name of these parts, in order, in each script. */
export function joinNameParts(parts: readonly NamePart[]): ScriptNames {
  return {
    name: parts.map((part) => part[0]).join(' '),
    nameArabic: parts.map((part) => part[1]).join(' '),
    nameKurdish: parts.map((part) => part[2]).join(' '),
  };
}

/** Given names common in Iraq, Arab and Kurdish; generated Iraqi players are "<given> <father's name>". */
export const IRAQI_NAMES: NameParts = {
  first: [
    ['Ali', 'علي', 'عەلی'],
    ['Ahmed', 'أحمد', 'ئەحمەد'],
    ['Mohammed', 'محمد', 'محەمەد'],
    ['Hussein', 'حسين', 'حوسێن'],
    ['Hassan', 'حسن', 'حەسەن'],
    ['Mustafa', 'مصطفى', 'مستەفا'],
    ['Abbas', 'عباس', 'عەباس'],
    ['Karrar', 'كرار', 'کەڕار'],
    ['Ammar', 'عمار', 'عەممار'],
    ['Zaid', 'زيد', 'زەید'],
    ['Yasser', 'ياسر', 'یاسر'],
    ['Haider', 'حيدر', 'حەیدەر'],
    ['Saad', 'سعد', 'سەعد'],
    ['Safaa', 'صفاء', 'سەفا'],
    ['Amir', 'أمير', 'ئەمیر'],
    ['Bashar', 'بشار', 'بەشار'],
    ['Omar', 'عمر', 'عومەر'],
    ['Mahdi', 'مهدي', 'مەهدی'],
    ['Murtadha', 'مرتضى', 'مورتەزا'],
    ['Muntadher', 'منتظر', 'مونتەزەر'],
    ['Jalal', 'جلال', 'جەلال'],
    ['Sajjad', 'سجاد', 'سەججاد'],
    ['Hamza', 'حمزة', 'حەمزە'],
    ['Ibrahim', 'إبراهيم', 'ئیبراهیم'],
    ['Yousif', 'يوسف', 'یوسف'],
    ['Ayman', 'أيمن', 'ئەیمەن'],
    ['Waleed', 'وليد', 'وەلید'],
    ['Firas', 'فراس', 'فیراس'],
    ['Raad', 'رعد', 'ڕەعد'],
    ['Qasim', 'قاسم', 'قاسم'],
    ['Wissam', 'وسام', 'ویسام'],
    ['Ihab', 'إيهاب', 'ئیهاب'],
    ['Dhurgham', 'ضرغام', 'زورغام'],
    ['Akram', 'أكرم', 'ئەکرەم'],
    ['Rebwar', 'ريبوار', 'ڕێبوار'],
    ['Karwan', 'كاروان', 'کاروان'],
    ['Hemin', 'هيمن', 'هێمن'],
    ['Dilshad', 'دلشاد', 'دڵشاد'],
    ['Aso', 'آسو', 'ئاسۆ'],
    ['Zana', 'زانا', 'زانا'],
  ],
  last: [
    ['Kadhim', 'كاظم', 'کازم'],
    ['Jabbar', 'جبار', 'جەببار'],
    ['Abdul-Amir', 'عبد الأمير', 'عەبدولئەمیر'],
    ['Hadi', 'هادي', 'هادی'],
    ['Jassim', 'جاسم', 'جاسم'],
    ['Salman', 'سلمان', 'سەلمان'],
    ['Abdul-Ridha', 'عبد الرضا', 'عەبدولڕەزا'],
    ['Karim', 'كريم', 'کەریم'],
    ['Faisal', 'فيصل', 'فەیسەڵ'],
    ['Majeed', 'مجيد', 'مەجید'],
    ['Naji', 'ناجي', 'ناجی'],
    ['Khalil', 'خليل', 'خەلیل'],
    ['Hamoud', 'حمود', 'حەمود'],
    ['Sabah', 'صباح', 'سەباح'],
    ['Fadhil', 'فاضل', 'فازڵ'],
    ['Rahim', 'رحيم', 'ڕەحیم'],
    ['Mahmoud', 'محمود', 'مەحموود'],
    ['Adnan', 'عدنان', 'عەدنان'],
    ['Saleh', 'صالح', 'ساڵح'],
    ['Taha', 'طه', 'تەها'],
    ['Ismail', 'إسماعيل', 'ئیسماعیل'],
    ['Nasser', 'ناصر', 'ناسر'],
    ['Talib', 'طالب', 'تالیب'],
    ['Mohsin', 'محسن', 'موحسین'],
    ['Shakir', 'شاكر', 'شاکر'],
    ['Aziz', 'عزيز', 'عەزیز'],
    ['Othman', 'عثمان', 'عوسمان'],
    ['Al-Saadi', 'الساعدي', 'ساعیدی'],
    ['Al-Jubouri', 'الجبوري', 'جبووری'],
    ['Al-Tamimi', 'التميمي', 'تەمیمی'],
    ['Al-Obaidi', 'العبيدي', 'عوبەیدی'],
    ['Al-Lami', 'اللامي', 'لامی'],
    ['Al-Shammari', 'الشمري', 'شەممەری'],
    ['Al-Rubaie', 'الربيعي', 'ڕوبەیعی'],
    ['Al-Ameri', 'العامري', 'عامری'],
    ['Al-Khafaji', 'الخفاجي', 'خەفاجی'],
  ],
};

/** Countries the league's foreign players often come from, keyed by the country name stored on a player. */
export const FOREIGN_NAMES: Readonly<Record<string, NameParts>> = {
  Brazil: {
    first: [
      ['Lucas', 'لوكاس', 'لوکاس'],
      ['Rafael', 'رافائيل', 'ڕافائێل'],
      ['Thiago', 'تياغو', 'تیاگۆ'],
      ['Bruno', 'برونو', 'برونۆ'],
      ['Felipe', 'فيليبي', 'فیلیپی'],
      ['Diego', 'دييغو', 'دیێگۆ'],
    ],
    last: [
      ['Silva', 'سيلفا', 'سیلڤا'],
      ['Santos', 'سانتوس', 'سانتۆس'],
      ['Oliveira', 'أوليفيرا', 'ئۆلیڤێرا'],
      ['Souza', 'سوزا', 'سۆزا'],
      ['Pereira', 'بيريرا', 'پێرێرا'],
      ['Almeida', 'ألميدا', 'ئەلمێیدا'],
    ],
  },
  Syria: {
    first: [
      ['Khaled', 'خالد', 'خالید'],
      ['Fares', 'فارس', 'فارس'],
      ['Ward', 'ورد', 'وەرد'],
      ['Mouayad', 'مؤيد', 'موئەیەد'],
      ['Tamer', 'تامر', 'تامر'],
    ],
    last: [
      ['Al-Khatib', 'الخطيب', 'خەتیب'],
      ['Al-Salem', 'السالم', 'سالم'],
      ['Haddad', 'حداد', 'حەدداد'],
      ['Al-Hamwi', 'الحموي', 'حەمەوی'],
      ['Midani', 'الميداني', 'میدانی'],
    ],
  },
  Jordan: {
    first: [
      ['Yazan', 'يزن', 'یەزەن'],
      ['Ihsan', 'إحسان', 'ئیحسان'],
      ['Anas', 'أنس', 'ئەنەس'],
      ['Mousa', 'موسى', 'مووسا'],
      ['Odai', 'عدي', 'عودەی'],
    ],
    last: [
      ['Al-Zoubi', 'الزعبي', 'زوعبی'],
      ['Obeidat', 'عبيدات', 'عوبەیدات'],
      ['Al-Qudah', 'القضاة', 'قوزات'],
      ['Al-Khalayleh', 'الخلايلة', 'خەلایلە'],
      ['Al-Shawabkeh', 'الشوابكة', 'شەوابکە'],
    ],
  },
  Nigeria: {
    first: [
      ['Chinedu', 'تشينيدو', 'چینێدو'],
      ['Emeka', 'إيميكا', 'ئێمێکا'],
      ['Tunde', 'توندي', 'توندێ'],
      ['Samuel', 'صامويل', 'ساموئێل'],
      ['Victor', 'فيكتور', 'ڤیکتۆر'],
    ],
    last: [
      ['Okafor', 'أوكافور', 'ئۆکافۆر'],
      ['Adeyemi', 'أديمي', 'ئادێیێمی'],
      ['Nwosu', 'نوسو', 'نوۆسو'],
      ['Balogun', 'بالوغون', 'بالۆگون'],
      ['Okonkwo', 'أوكونكوو', 'ئۆکۆنکوۆ'],
    ],
  },
  Ghana: {
    first: [
      ['Kwame', 'كوامي', 'کوامێ'],
      ['Kofi', 'كوفي', 'کۆفی'],
      ['Yaw', 'ياو', 'یاو'],
      ['Emmanuel', 'إيمانويل', 'ئیمانوێل'],
      ['Daniel', 'دانيال', 'دانیێل'],
    ],
    last: [
      ['Mensah', 'منساه', 'مێنسا'],
      ['Boateng', 'بواتينغ', 'بواتێنگ'],
      ['Owusu', 'أوسو', 'ئۆوسو'],
      ['Asante', 'أسانتي', 'ئەسانتێ'],
      ['Addo', 'أدو', 'ئادۆ'],
    ],
  },
  Morocco: {
    first: [
      ['Youssef', 'يوسف', 'یووسف'],
      ['Zakaria', 'زكرياء', 'زەکەریا'],
      ['Ayoub', 'أيوب', 'ئەیووب'],
      ['Soufiane', 'سفيان', 'سوفیان'],
      ['Ilyas', 'إلياس', 'ئیلیاس'],
    ],
    last: [
      ['El Idrissi', 'الإدريسي', 'ئیدریسی'],
      ['Benali', 'بنعلي', 'بنعەلی'],
      ['Amrani', 'العمراني', 'عەمرانی'],
      ['Lahlou', 'لحلو', 'لەحلوو'],
      ['Tazi', 'التازي', 'تازی'],
    ],
  },
};

/** An Iraqi name part by its English spelling (referees are made of these). */
function iraqiPart(english: string): NamePart {
  const part = [...IRAQI_NAMES.first, ...IRAQI_NAMES.last].find(([en]) => en === english);
  if (!part) throw new Error(`no Iraqi name part "${english}"`);
  return part;
}

/** Sample referees, "<given> <father's name> <family name>" made up from the Iraqi parts (not real officials). */
export const REFEREE_NAMES: readonly ScriptNames[] = [
  ['Haider', 'Kadhim', 'Al-Lami'],
  ['Ammar', 'Jassim', 'Hadi'],
  ['Saad', 'Mohsin', 'Al-Ameri'],
  ['Ihab', 'Talib', 'Naji'],
  ['Firas', 'Sabah', 'Al-Khafaji'],
  ['Wissam', 'Adnan', 'Karim'],
  ['Raad', 'Fadhil', 'Al-Obaidi'],
  ['Dilshad', 'Aziz', 'Othman'],
  ['Qasim', 'Hamoud', 'Al-Rubaie'],
  ['Akram', 'Shakir', 'Salman'],
  ['Muntadher', 'Ismail', 'Taha'],
  ['Karwan', 'Rahim', 'Faisal'],
].map((parts) => joinNameParts(parts.map(iraqiPart)));

/** Every name the generator can make for a player, in every script: each table's given names with its family names. */
export function everyGeneratedPlayerName(): ScriptNames[] {
  return [IRAQI_NAMES, ...Object.values(FOREIGN_NAMES)].flatMap(({ first, last }) =>
    first.flatMap((given) => last.map((family) => joinNameParts([given, family]))),
  );
}
