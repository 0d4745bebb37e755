import type { Language, LeagueDate } from '@isl/contracts';

/**
 * What a page's head says when no record names it: its title and, for a page worth finding, a description. The
 * titles are the web app's own words for its screens (its tab shows the same once it runs).
 */
interface PageWords {
  title: string;
  description?: string;
}

/** The pages with words of their own; any other is titled with the site's name alone. */
type TitledPage = 'home' | 'teams' | 'matches' | 'predictions' | 'weeklySquad' | 'leagues' | 'hub' | 'journalistApply' | 'notFound';

/**
 * The words of what a shared link shows, in the product's wording (the web app's catalogues, the notifications'):
 * the page heads', the share images' and the web app manifest's alike.
 */
export interface SharingTexts {
  siteName: string;
  /** The name under the installed app's icon, where the site's name would be cut short: about 12 Latin letters wide. */
  shortName: string;
  round: (round: number) => string;
  live: string;
  halfTime: string;
  fullTime: string;
  postponed: string;
  cancelled: string;
  versus: string;
  /** A kick-off's day on the league's calendar, as the web app's match lists write it (without the time). */
  day: (date: LeagueDate) => string;
  by: (author: string) => string;
  /** The author of an article whose author left no name. */
  journalist: string;
  /** The site's description, for a page without one of its own. */
  description: string;
  pages: Record<TitledPage, PageWords>;
  club: (club: string, city: string | null) => PageWords;
  /** A match's description: `round` its label, `when` the state of play ("Full time", "Live, 67'") or the kick-off. */
  matchDescription: (round: string, when: string, venue: string | null) => string;
  /** "Live, 67'" in a page's description. */
  liveAt: (minute: number | null) => string;
  kickOff: (date: string) => string;
  invite: (league: string) => PageWords;
}

const EN_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const AR_WEEKDAYS = ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'];
const AR_MONTHS = ['كانون الثاني', 'شباط', 'آذار', 'نيسان', 'أيار', 'حزيران', 'تموز', 'آب', 'أيلول', 'تشرين الأول', 'تشرين الثاني', 'كانون الأول'];
const KU_WEEKDAYS = ['یەکشەممە', 'دووشەممە', 'سێشەممە', 'چوارشەممە', 'پێنجشەممە', 'هەینی', 'شەممە'];
const KU_MONTHS = ['کانوونی دووەم', 'شوبات', 'ئازار', 'نیسان', 'ئایار', 'حوزەیران', 'تەممووز', 'ئاب', 'ئەیلوول', 'تشرینی یەکەم', 'تشرینی دووەم', 'کانوونی یەکەم'];

// Scores, minutes and rounds read left to right in every language: isolated, so an Arabic sentence does not reorder them.
export const isolated = (text: string) => `\u2066${text}\u2069`;

export const SHARING_TEXTS: Record<Language, SharingTexts> = {
  en: {
    siteName: 'Iraq Stars League',
    shortName: 'ISL',
    round: (round) => `Matchday ${round}`,
    live: 'Live',
    halfTime: 'HT',
    fullTime: 'Full time',
    postponed: 'Postponed',
    cancelled: 'Cancelled',
    versus: 'vs',
    day: ({ weekday, month, day }) => `${EN_WEEKDAYS[weekday]}, ${EN_MONTHS[month]} ${day}`,
    by: (author) => `By ${author}`,
    journalist: 'Journalist',
    description: 'Live scores, fixtures, the league table, predictions and news of the Iraq Stars League, in English, Arabic and Kurdish.',
    pages: {
      home: { title: 'League Table', description: 'The Iraq Stars League table, live scores, top scorers and the goals of the week.' },
      teams: { title: 'Teams & Squads', description: 'Every club of the Iraq Stars League: squads, stadiums, form and position.' },
      matches: { title: 'Matches', description: 'Fixtures and results of the Iraq Stars League, round by round, with live scores.' },
      predictions: { title: 'Predictions', description: 'Predict the results of the Iraq Stars League and climb the leaderboard.' },
      weeklySquad: { title: 'Weekly Squad', description: 'Pick your eleven of the round from the Iraq Stars League and score with them.' },
      leagues: { title: 'Mini-Leagues', description: 'Play predictions and the weekly squad against your friends.' },
      hub: { title: 'News', description: 'News, analysis and opinion on the Iraq Stars League from approved journalists.' },
      journalistApply: { title: 'Become a Journalist', description: 'Write about the Iraq Stars League for its fans.' },
      notFound: { title: '404 Page Not Found' },
    },
    club: (club, city) => ({ title: club, description: `${club}${city ? ` (${city})` : ''}: squad, fixtures, results and position in the Iraq Stars League.` }),
    matchDescription: (round, when, venue) => `${round} of the Iraq Stars League. ${when}${venue ? `, ${venue}` : ''}.`,
    liveAt: (minute) => (minute === null ? 'Live' : `Live, ${isolated(`${minute}'`)}`),
    kickOff: (date) => `Kick-off ${date} (Baghdad time)`,
    invite: (league) => ({ title: `Join ${league}`, description: `You are invited to ${league}, a mini-league of the Iraq Stars League: predict results and pick your squad against your friends.` }),
  },
  ar: {
    siteName: 'دوري نجوم العراق',
    shortName: 'دوري النجوم',
    round: (round) => `الجولة ${round}`,
    live: 'مباشر',
    halfTime: 'استراحة',
    fullTime: 'نهاية المباراة',
    postponed: 'مؤجلة',
    cancelled: 'ملغاة',
    versus: 'ضد',
    day: ({ weekday, month, day }) => `${AR_WEEKDAYS[weekday]} ${day} ${AR_MONTHS[month]}`,
    by: (author) => `بقلم ${author}`,
    journalist: 'صحفي',
    description: 'النتائج المباشرة والمباريات وجدول الترتيب والتوقعات وأخبار دوري نجوم العراق، بالعربية والكردية والإنجليزية.',
    pages: {
      home: { title: 'جدول الترتيب', description: 'جدول ترتيب دوري نجوم العراق والنتائج المباشرة والهدافون وأهداف الأسبوع.' },
      teams: { title: 'الفرق واللاعبون', description: 'أندية دوري نجوم العراق كافة: قوائم اللاعبين والملاعب والمستوى والترتيب.' },
      matches: { title: 'المباريات', description: 'مباريات دوري نجوم العراق ونتائجها جولةً بجولة، مع النتائج المباشرة.' },
      predictions: { title: 'التوقعات', description: 'توقّع نتائج دوري نجوم العراق وتصدّر لائحة المتوقعين.' },
      weeklySquad: { title: 'تشكيلة الأسبوع', description: 'اختر تشكيلتك للجولة من لاعبي دوري نجوم العراق واجمع النقاط بها.' },
      leagues: { title: 'دوريات الأصدقاء', description: 'نافس أصدقاءك في التوقعات وتشكيلة الأسبوع.' },
      hub: { title: 'الأخبار', description: 'أخبار دوري نجوم العراق وتحليلاته ومقالات الرأي بأقلام صحفيين معتمدين.' },
      journalistApply: { title: 'انضم إلينا صحفياً', description: 'اكتب عن دوري نجوم العراق لجماهيره.' },
      notFound: { title: '404 الصفحة غير موجودة' },
    },
    club: (club, city) => ({ title: club, description: `${club}${city ? ` (${city})` : ''}: قائمة اللاعبين والمباريات والنتائج والترتيب في دوري نجوم العراق.` }),
    matchDescription: (round, when, venue) => `${round} من دوري نجوم العراق. ${when}${venue ? `، ${venue}` : ''}.`,
    liveAt: (minute) => (minute === null ? 'مباشر' : `مباشر، الدقيقة ${isolated(String(minute))}`),
    kickOff: (date) => `صافرة البداية ${date} (بتوقيت بغداد)`,
    invite: (league) => ({ title: `انضم إلى ${league}`, description: `أنت مدعو إلى ${league}، أحد دوريات الأصدقاء في دوري نجوم العراق: توقّع النتائج واختر تشكيلتك في مواجهة أصدقائك.` }),
  },
  ku: {
    siteName: 'خولی ئەستێرەکانی عێراق',
    shortName: 'خولی ئەستێرەکان',
    round: (round) => `گەڕی ${round}`,
    live: 'ڕاستەوخۆ',
    halfTime: 'پشوو',
    fullTime: 'کۆتایی یاری',
    postponed: 'دواخراوە',
    cancelled: 'هەڵوەشایەوە',
    versus: 'بەرامبەر',
    day: ({ weekday, month, day }) => `${KU_WEEKDAYS[weekday]} ${day}ـی ${KU_MONTHS[month]}`,
    by: (author) => `نووسینی ${author}`,
    journalist: 'ڕۆژنامەنووس',
    description: 'ئەنجامی ڕاستەوخۆ، یارییەکان، خشتەی ڕیزبەندی، پێشبینی و هەواڵەکانی خولی ئەستێرەکانی عێراق، بە کوردی و عەرەبی و ئینگلیزی.',
    pages: {
      home: { title: 'خشتەی ڕیزبەندی', description: 'خشتەی ڕیزبەندیی خولی ئەستێرەکانی عێراق، ئەنجامی ڕاستەوخۆ، گۆڵکەرە باشەکان و گۆڵەکانی هەفتە.' },
      teams: { title: 'تیپەکان و یاریزانان', description: 'هەموو یانەکانی خولی ئەستێرەکانی عێراق: یاریزانان، یاریگاکان، ئاست و ڕیزبەندی.' },
      matches: { title: 'یارییەکان', description: 'یاری و ئەنجامەکانی خولی ئەستێرەکانی عێراق، گەڕ بە گەڕ، لەگەڵ ئەنجامی ڕاستەوخۆ.' },
      predictions: { title: 'پێشبینییەکان', description: 'ئەنجامەکانی خولی ئەستێرەکانی عێراق پێشبینی بکە و لە خشتەی پێشبینیکەران بەرز ببەرەوە.' },
      weeklySquad: { title: 'پێکهاتەی هەفتە', description: 'یاریزانانی گەڕەکە لە خولی ئەستێرەکانی عێراق هەڵبژێرە و خاڵیان پێ کۆبکەرەوە.' },
      leagues: { title: 'خولەکانی هاوڕێیان', description: 'لە پێشبینی و پێکهاتەی هەفتەدا لەگەڵ هاوڕێکانت ڕکابەری بکە.' },
      hub: { title: 'هەواڵەکان', description: 'هەواڵ، شیکاری و ڕاکانی خولی ئەستێرەکانی عێراق لە ڕۆژنامەنووسانی پەسەندکراوەوە.' },
      journalistApply: { title: 'ببە بە ڕۆژنامەنووس', description: 'بۆ هاندەرانی خولی ئەستێرەکانی عێراق بنووسە.' },
      notFound: { title: '404 پەڕەکە نەدۆزرایەوە' },
    },
    club: (club, city) => ({ title: club, description: `${club}${city ? ` (${city})` : ''}: یاریزانان، یارییەکان، ئەنجامەکان و ڕیزبەندی لە خولی ئەستێرەکانی عێراق.` }),
    matchDescription: (round, when, venue) => `${round}ی خولی ئەستێرەکانی عێراق. ${when}${venue ? `، ${venue}` : ''}.`,
    liveAt: (minute) => (minute === null ? 'ڕاستەوخۆ' : `ڕاستەوخۆ، خولەکی ${isolated(String(minute))}`),
    kickOff: (date) => `دەستپێک ${date} (بە کاتی بەغدا)`,
    invite: (league) => ({ title: `بەشداری ${league} بکە`, description: `بانگهێشت کراویت بۆ ${league}، خولێکی هاوڕێیان لە خولی ئەستێرەکانی عێراق: ئەنجامەکان پێشبینی بکە و پێکهاتەکەت لە بەرامبەر هاوڕێکانت هەڵبژێرە.` }),
  },
};
