import type { LocalizedNames } from '../../../lib/localized-name';

/** A highlight card. Fixed sample data (spec): not from the server, and labelled as samples on screen. */
export interface GoalHighlight {
  id: string;
  /** Key under goalsOfTheWeek.titles. */
  titleKey: string;
  scorer: LocalizedNames;
  team: LocalizedNames;
  opponent: LocalizedNames;
  week: number;
  /** Goals scored in that match. */
  goals: number;
  matchDate: string;
  isGoalOfTheWeek: boolean;
}

const club = (name: string, nameArabic: string, nameKurdish: string): LocalizedNames => ({ name, nameArabic, nameKurdish });
const player = (name: string, nameArabic: string): LocalizedNames => ({ name, nameArabic });

const SHORTA = club('Al-Shorta', 'الشرطة', 'شوڕتە');
const ZAWRAA = club('Al-Zawraa', 'الزوراء', 'زەوڕا');
const QUWA = club('Al-Quwa Al-Jawiya', 'القوة الجوية', 'قوە جەوییە');
const ZAKHO = club('Zakho', 'زاخو', 'زاخۆ');
const DUHOK = club('Duhok', 'دهوك', 'دهۆک');
const ERBIL = club('Erbil', 'أربيل', 'هەولێر');
const NEWROZ = club('Newroz', 'نوروز', 'نەورۆز');
const MINAA = club('Al-Minaa', 'الميناء', 'مینا');

// Scorer names are invented: sample cards must not credit real players with goals they did not score.
export const GOAL_HIGHLIGHTS: readonly GoalHighlight[] = [
  { id: 'w30-1', titleKey: 'freeKick', scorer: player('Karrar Hadi', 'كرار هادي'), team: ZAWRAA, opponent: MINAA, week: 30, goals: 3, matchDate: '2025-05-10', isGoalOfTheWeek: true },
  { id: 'w30-2', titleKey: 'header', scorer: player('Rebwar Aziz', 'ريبوار عزيز'), team: ERBIL, opponent: DUHOK, week: 30, goals: 2, matchDate: '2025-05-11', isGoalOfTheWeek: false },
  { id: 'w31-1', titleKey: 'solo', scorer: player('Mustafa Jabbar', 'مصطفى جبار'), team: SHORTA, opponent: QUWA, week: 31, goals: 2, matchDate: '2025-05-17', isGoalOfTheWeek: true },
  { id: 'w31-2', titleKey: 'lob', scorer: player('Shvan Omar', 'شفان عمر'), team: ZAKHO, opponent: NEWROZ, week: 31, goals: 4, matchDate: '2025-05-18', isGoalOfTheWeek: false },
  { id: 'w32-1', titleKey: 'volley', scorer: player('Hassan Kadhim', 'حسن كاظم'), team: QUWA, opponent: ZAWRAA, week: 32, goals: 3, matchDate: '2025-05-24', isGoalOfTheWeek: true },
  { id: 'w32-2', titleKey: 'longRange', scorer: player('Dilshad Karim', 'دلشاد كريم'), team: DUHOK, opponent: ZAKHO, week: 32, goals: 2, matchDate: '2025-05-24', isGoalOfTheWeek: false },
  { id: 'w32-3', titleKey: 'counter', scorer: player('Ali Sabah', 'علي صباح'), team: SHORTA, opponent: MINAA, week: 32, goals: 5, matchDate: '2025-05-25', isGoalOfTheWeek: false },
];
