/**
 * Name parts for generated (sample) players and referees. They are combined at random, so any resemblance
 * of a full name to a real person is a coincidence; real players come from league-facts.json instead.
 */

/** A name part in English and its usual Arabic spelling. */
export type NamePart = readonly [english: string, arabic: string];

export interface NameParts {
  first: readonly NamePart[];
  last: readonly NamePart[];
}

/** Given names common in Iraq, Arab and Kurdish; generated Iraqi players are "<given> <father's name>". */
export const IRAQI_NAMES: NameParts = {
  first: [
    ['Ali', 'علي'],
    ['Ahmed', 'أحمد'],
    ['Mohammed', 'محمد'],
    ['Hussein', 'حسين'],
    ['Hassan', 'حسن'],
    ['Mustafa', 'مصطفى'],
    ['Abbas', 'عباس'],
    ['Karrar', 'كرار'],
    ['Ammar', 'عمار'],
    ['Zaid', 'زيد'],
    ['Yasser', 'ياسر'],
    ['Haider', 'حيدر'],
    ['Saad', 'سعد'],
    ['Safaa', 'صفاء'],
    ['Amir', 'أمير'],
    ['Bashar', 'بشار'],
    ['Omar', 'عمر'],
    ['Mahdi', 'مهدي'],
    ['Murtadha', 'مرتضى'],
    ['Muntadher', 'منتظر'],
    ['Jalal', 'جلال'],
    ['Sajjad', 'سجاد'],
    ['Hamza', 'حمزة'],
    ['Ibrahim', 'إبراهيم'],
    ['Yousif', 'يوسف'],
    ['Ayman', 'أيمن'],
    ['Waleed', 'وليد'],
    ['Firas', 'فراس'],
    ['Raad', 'رعد'],
    ['Qasim', 'قاسم'],
    ['Wissam', 'وسام'],
    ['Ihab', 'إيهاب'],
    ['Dhurgham', 'ضرغام'],
    ['Akram', 'أكرم'],
    ['Rebwar', 'ريبوار'],
    ['Karwan', 'كاروان'],
    ['Hemin', 'هيمن'],
    ['Dilshad', 'دلشاد'],
    ['Aso', 'آسو'],
    ['Zana', 'زانا'],
  ],
  last: [
    ['Kadhim', 'كاظم'],
    ['Jabbar', 'جبار'],
    ['Abdul-Amir', 'عبد الأمير'],
    ['Hadi', 'هادي'],
    ['Jassim', 'جاسم'],
    ['Salman', 'سلمان'],
    ['Abdul-Ridha', 'عبد الرضا'],
    ['Karim', 'كريم'],
    ['Faisal', 'فيصل'],
    ['Majeed', 'مجيد'],
    ['Naji', 'ناجي'],
    ['Khalil', 'خليل'],
    ['Hamoud', 'حمود'],
    ['Sabah', 'صباح'],
    ['Fadhil', 'فاضل'],
    ['Rahim', 'رحيم'],
    ['Mahmoud', 'محمود'],
    ['Adnan', 'عدنان'],
    ['Saleh', 'صالح'],
    ['Taha', 'طه'],
    ['Ismail', 'إسماعيل'],
    ['Nasser', 'ناصر'],
    ['Talib', 'طالب'],
    ['Mohsin', 'محسن'],
    ['Shakir', 'شاكر'],
    ['Aziz', 'عزيز'],
    ['Othman', 'عثمان'],
    ['Al-Saadi', 'الساعدي'],
    ['Al-Jubouri', 'الجبوري'],
    ['Al-Tamimi', 'التميمي'],
    ['Al-Obaidi', 'العبيدي'],
    ['Al-Lami', 'اللامي'],
    ['Al-Shammari', 'الشمري'],
    ['Al-Rubaie', 'الربيعي'],
    ['Al-Ameri', 'العامري'],
    ['Al-Khafaji', 'الخفاجي'],
  ],
};

/** Countries the league's foreign players often come from, keyed by the country name stored on a player. */
export const FOREIGN_NAMES: Readonly<Record<string, NameParts>> = {
  Brazil: {
    first: [
      ['Lucas', 'لوكاس'],
      ['Rafael', 'رافائيل'],
      ['Thiago', 'تياغو'],
      ['Bruno', 'برونو'],
      ['Felipe', 'فيليبي'],
      ['Diego', 'دييغو'],
    ],
    last: [
      ['Silva', 'سيلفا'],
      ['Santos', 'سانتوس'],
      ['Oliveira', 'أوليفيرا'],
      ['Souza', 'سوزا'],
      ['Pereira', 'بيريرا'],
      ['Almeida', 'ألميدا'],
    ],
  },
  Syria: {
    first: [
      ['Khaled', 'خالد'],
      ['Fares', 'فارس'],
      ['Ward', 'ورد'],
      ['Mouayad', 'مؤيد'],
      ['Tamer', 'تامر'],
    ],
    last: [
      ['Al-Khatib', 'الخطيب'],
      ['Al-Salem', 'السالم'],
      ['Haddad', 'حداد'],
      ['Al-Hamwi', 'الحموي'],
      ['Midani', 'الميداني'],
    ],
  },
  Jordan: {
    first: [
      ['Yazan', 'يزن'],
      ['Ihsan', 'إحسان'],
      ['Anas', 'أنس'],
      ['Mousa', 'موسى'],
      ['Odai', 'عدي'],
    ],
    last: [
      ['Al-Zoubi', 'الزعبي'],
      ['Obeidat', 'عبيدات'],
      ['Al-Qudah', 'القضاة'],
      ['Al-Khalayleh', 'الخلايلة'],
      ['Al-Shawabkeh', 'الشوابكة'],
    ],
  },
  Nigeria: {
    first: [
      ['Chinedu', 'تشينيدو'],
      ['Emeka', 'إيميكا'],
      ['Tunde', 'توندي'],
      ['Samuel', 'صامويل'],
      ['Victor', 'فيكتور'],
    ],
    last: [
      ['Okafor', 'أوكافور'],
      ['Adeyemi', 'أديمي'],
      ['Nwosu', 'نوسو'],
      ['Balogun', 'بالوغون'],
      ['Okonkwo', 'أوكونكوو'],
    ],
  },
  Ghana: {
    first: [
      ['Kwame', 'كوامي'],
      ['Kofi', 'كوفي'],
      ['Yaw', 'ياو'],
      ['Emmanuel', 'إيمانويل'],
      ['Daniel', 'دانيال'],
    ],
    last: [
      ['Mensah', 'منساه'],
      ['Boateng', 'بواتينغ'],
      ['Owusu', 'أوسو'],
      ['Asante', 'أسانتي'],
      ['Addo', 'أدو'],
    ],
  },
  Morocco: {
    first: [
      ['Youssef', 'يوسف'],
      ['Zakaria', 'زكرياء'],
      ['Ayoub', 'أيوب'],
      ['Soufiane', 'سفيان'],
      ['Ilyas', 'إلياس'],
    ],
    last: [
      ['El Idrissi', 'الإدريسي'],
      ['Benali', 'بنعلي'],
      ['Amrani', 'العمراني'],
      ['Lahlou', 'لحلو'],
      ['Tazi', 'التازي'],
    ],
  },
};

/** Sample referee names, made up from common Iraqi names (not real officials). */
export const REFEREE_NAMES: readonly string[] = [
  'Hayder Kadhim Al-Lami',
  'Ammar Jassim Hadi',
  'Saad Mohsin Al-Ameri',
  'Ihab Talib Naji',
  'Firas Sabah Al-Khafaji',
  'Wissam Adnan Karim',
  'Raad Fadhil Al-Obaidi',
  'Dilshad Aziz Othman',
  'Qasim Hamoud Al-Rubaie',
  'Akram Shakir Salman',
  'Muntadher Ismail Taha',
  'Karwan Rahim Faisal',
];
