import type { DraftLanguage, MailLanguage } from './language.ts';

/**
 * The kind of mail a draft is (issue 21, rule 2): it decides which opening and closing lines fit
 * and the title the engine writes when the draft has none. Keywords cover the UI's languages;
 * Latin ones match at word starts, other scripts anywhere (JavaScript's \b is ASCII only).
 */
export type MailKind =
  | 'alert'
  | 'orders'
  | 'recruitment'
  | 'thanks'
  | 'reminder'
  | 'diplomacy'
  | 'schedule'
  | 'notice';

/** In priority order: the first kind whose words the draft has wins. */
const KIND_WORDS: readonly (readonly [MailKind, RegExp])[] = [
  [
    'alert',
    /\b(?:alert|urgent|under attack|we are attacked|enemy|enemies|at war|war alert|declared war|war with|reinforce|alerta|enemig|inimig|guerra|ataque)|тревог|враг|атак|تنبيه|عدو|هجوم|警报|敌人|紧急|进攻|🚨/iu,
  ],
  [
    'recruitment',
    /\b(?:recruit|looking for (?:active|new|strong)|join us|join \[|all welcome|welcome all|power req|min(?:imum)? power|now accepting|requirements?\b|reclut|recrut)|набор|набира|ищем|تجنيد|يجند|招募|招人/iu,
  ],
  [
    'diplomacy',
    /\b(?:nap\b|non[- ]aggression|allied with|ally with|treaty|peace|ceasefire|truce|diplomac|pact|pacto|tratado|paz\b)|договор|пакт|перемири|معاهدة|هدنة|سلام|条约|和平|停战|互不侵犯/iu,
  ],
  [
    'thanks',
    /\b(?:thank|thx|ty\b|congrat|well done|great job|good job|proud of|we won|victory|gracias|felicidad|enhorabuena|obrigad|parabéns|vitória|victoria)|спасибо|поздравл|побед|شكرا|مبروك|تهانينا|谢谢|感谢|恭喜|胜利/iu,
  ],
  [
    'reminder',
    /\b(?:remind|reminder|don'?t forget|do not forget|remember to|recordatorio|recuerd|recordar|lembr)|напомина|не забуд|تذكير|لا تنسوا|提醒|别忘/iu,
  ],
  [
    'orders',
    /\b(?:rules?\b|must|do not|don'?t|never|no \w+ing|kick|removed|deadweight|forbidden|banned|rally|join|be online|reglas|normas|prohibid|deben|regras|proibid|devem)|правил|запрещ|должн|قواعد|ممنوع|يجب|规则|禁止|必须/iu,
  ],
  [
    'schedule',
    /\b(?:day \d|schedule|timeline|calendar|phase \d|stage \d|prep starts|día \d|dia \d|calendario|cronograma|horario)|день \d|расписани|اليوم \d|جدول|第.天|日程|安排/iu,
  ],
];

export function detectKind(text: string): MailKind {
  return KIND_WORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'notice';
}

/** Game topics a written English title starts with, by the first keyword found in the draft. */
const TOPICS: readonly (readonly [RegExp, string])[] = [
  [/\blost temple\b/i, 'Lost Temple'],
  [/\bsunset canyon\b/i, 'Sunset Canyon'],
  [/\blost kingdom\b/i, 'Lost Kingdom'],
  [/\b(?:barb|barbarian) forts?\b/i, 'Barbarian Fort'],
  [/\bceroli\b/i, 'Ceroli Crisis'],
  [/\bsanctum\b/i, 'Sanctum'],
  [/\baltar\b/i, 'Altar'],
  [/\bpass (?:fight|battle|opening)\b/i, 'Pass Fight'],
  [/\bkvk\b/i, 'KvK'],
  [/\bmge\b|\bmightiest governor\b/i, 'MGE'],
  [/\b(?:aoo|ark of osiris)\b/i, 'Ark of Osiris'],
  [/\bmobili[sz]ation\b/i, 'Mobilization'],
  [/\bdeadweight|\bpurge\b/i, 'Deadweight'],
  [/\bmigrat/i, 'Migration'],
  [/\bfarming\b|\bgather(?:ing|ers)\b/i, 'Farming'],
  [/\bnap\b|\bnon[- ]aggression\b/i, 'NAP'],
  [/\brall(?:y|ies)\b/i, 'Rally'],
];

type TitleKey = MailKind | 'rules';

/** What a mail of each kind is called, in each language the engine writes. */
const KIND_TITLES: Record<TitleKey, Record<MailLanguage, string>> = {
  alert: {
    en: 'War Alert',
    es: 'Alerta de guerra',
    pt: 'Alerta de guerra',
    ru: 'Боевая тревога',
    ar: 'تنبيه حرب',
    zh: '战争警报',
  },
  orders: {
    en: 'Alliance Orders',
    es: 'Órdenes de la alianza',
    pt: 'Ordens da aliança',
    ru: 'Приказ альянса',
    ar: 'أوامر التحالف',
    zh: '联盟命令',
  },
  rules: {
    en: 'Alliance Rules',
    es: 'Reglas de la alianza',
    pt: 'Regras da aliança',
    ru: 'Правила альянса',
    ar: 'قواعد التحالف',
    zh: '联盟规则',
  },
  recruitment: {
    en: 'Recruitment',
    es: 'Reclutamiento',
    pt: 'Recrutamento',
    ru: 'Набор в альянс',
    ar: 'تجنيد',
    zh: '招募',
  },
  thanks: {
    en: 'Our Thanks',
    es: 'Gracias',
    pt: 'Obrigado',
    ru: 'Спасибо',
    ar: 'شكرا',
    zh: '感谢',
  },
  reminder: {
    en: 'Reminder',
    es: 'Recordatorio',
    pt: 'Lembrete',
    ru: 'Напоминание',
    ar: 'تذكير',
    zh: '提醒',
  },
  diplomacy: {
    en: 'Diplomacy Notice',
    es: 'Aviso diplomático',
    pt: 'Aviso diplomático',
    ru: 'Дипломатия',
    ar: 'إعلان دبلوماسي',
    zh: '外交通知',
  },
  schedule: {
    en: 'Event Schedule',
    es: 'Calendario del evento',
    pt: 'Cronograma do evento',
    ru: 'Расписание события',
    ar: 'جدول الحدث',
    zh: '活动日程',
  },
  notice: {
    en: 'Alliance Notice',
    es: 'Aviso de la alianza',
    pt: 'Aviso da aliança',
    ru: 'Объявление альянса',
    ar: 'إعلان التحالف',
    zh: '联盟通知',
  },
};

/** The English noun of a kind after a topic: "KvK Orders", "MGE Rules". */
const KIND_NOUNS: Record<TitleKey, string | undefined> = {
  alert: 'Alert',
  orders: 'Orders',
  rules: 'Rules',
  recruitment: 'Recruitment',
  thanks: 'Thanks',
  reminder: 'Reminder',
  diplomacy: 'Notice',
  schedule: 'Schedule',
  notice: 'Notice',
};

/**
 * A topic of the whole draft: named in its first line, or in more than one line. One rule about
 * MGE among six general rules does not make "MGE Rules".
 */
function isWholeTopic(pattern: RegExp, text: string): boolean {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  if (lines.length <= 1) return pattern.test(text);
  if (pattern.test(lines[0]!)) return true;
  return lines.filter((line) => pattern.test(line)).length >= 2;
}

/**
 * The title the engine writes for a draft with no title of its own: a short topic in Title Case
 * (English) or the kind's name (other languages); none for a language the engine has no words in.
 */
export function writeKindTitle(text: string, kind: MailKind, language: DraftLanguage): string {
  if (language === 'other') return '';
  const key: TitleKey =
    kind === 'orders' && /\brules?\b|правил|قواعد|规则|regla|regra|norma/iu.test(text)
      ? 'rules'
      : kind;
  const topic =
    language === 'en' ? TOPICS.find(([pattern]) => isWholeTopic(pattern, text))?.[1] : undefined;
  const noun = KIND_NOUNS[key];
  if (topic && noun && topic !== noun) return `${topic} ${noun}`;
  return KIND_TITLES[key][language];
}
