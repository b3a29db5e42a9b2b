import type { DraftLanguage, MailLanguage } from './language.ts';

/**
 * The kind of mail a draft is: it decides which opening and closing lines fit
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
    /\b(?:recruit|looking for (?:active|new|strong)|join us|join \[|all welcome|welcome all|power req|min(?:imum)? power|now accepting|requirements?\b|reclut|recrut|buscan gente|buscamos gente|procuramos|todos son bienvenidos|requisitos|exigências)|набор|набира|ищем|требования|تجنيد|يجند|المتطلبات|الشروط|招募|招人/iu,
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

type TitleKey = MailKind | 'rules' | 'qa';

type Titles = Record<MailLanguage, string>;

/**
 * What a draft is about, in every language the engine writes, by the first topic its words name:
 * the title when the draft has no header of its own and no short topic could be cut from it.
 */
const TOPIC_TITLES: readonly (readonly [RegExp, Titles])[] = [
  [
    /\b(?:scam|phishing|estafa|golpe)|мошен|احتيال|نصب|冒充|诈骗|骗子/iu,
    {
      en: 'Scam Warning',
      es: 'Aviso de estafa',
      pt: 'Alerta de golpe',
      ru: 'Осторожно, мошенники',
      ar: 'تحذير من الاحتيال',
      zh: '防骗提醒',
    },
  ],
  [
    /\b(?:new r5|nuevo r5|novo r5|stepping down|leadership goes|liderança|liderazgo)|(?:теперь|новый)\s+[рr]5|лидерк|r5 الجديد|新盟主/iu,
    {
      en: 'Leadership Change',
      es: 'Cambio de liderazgo',
      pt: 'Mudança de liderança',
      ru: 'Смена руководства',
      ar: 'تغيير القيادة',
      zh: '领导层变动',
    },
  ],
  [
    /\bmigra|миграц|переезд|هجرة|الهجرة|移民/iu,
    { en: 'Migration', es: 'Migración', pt: 'Migração', ru: 'Миграция', ar: 'الهجرة', zh: '移民' },
  ],
  [
    /\bceroli|سيرولي|塞罗利|сероли/iu,
    {
      en: 'Ceroli Crisis',
      es: 'Crisis de Ceroli',
      pt: 'Crise de Ceroli',
      ru: 'Кризис Сероли',
      ar: 'أزمة سيرولي',
      zh: '塞罗利危机',
    },
  ],
  [
    /\bziggurat|zigurat/iu,
    { en: 'Ziggurat', es: 'Zigurat', pt: 'Zigurate', ru: 'Зиккурат', ar: 'الزقورة', zh: '金字塔' },
  ],
  [
    /\blohar/iu,
    { en: "Lohar's Trial", es: 'Lohar', pt: 'Lohar', ru: 'Лохар', ar: 'لوهار', zh: '洛哈尔' },
  ],
  [
    /\bwheel of fortune|rueda de la fortuna|roda da fortuna|колесо фортуны|عجلة الحظ|命运之轮/iu,
    {
      en: 'Wheel of Fortune',
      es: 'Rueda de la Fortuna',
      pt: 'Roda da Fortuna',
      ru: 'Колесо фортуны',
      ar: 'عجلة الحظ',
      zh: '命运之轮',
    },
  ],
  [
    /\bmais que gemas|more than gems|más que gemas/iu,
    {
      en: 'More Than Gems',
      es: 'Más que gemas',
      pt: 'Mais Que Gemas',
      ru: 'Больше чем самоцветы',
      ar: 'أكثر من الجواهر',
      zh: '不止宝石',
    },
  ],
  [
    /\b(?:aoo|ark of osiris|arca de os[ií]ris)|ковчег|الأرك|方舟/iu,
    {
      en: 'Ark of Osiris',
      es: 'Arca de Osiris',
      pt: 'Arca de Osíris',
      ru: 'Ковчег Осириса',
      ar: 'أرك أوزيريس',
      zh: '奥西里斯方舟',
    },
  ],
  [
    /\bmge\b|мге|最强执政官/iu,
    { en: 'MGE', es: 'MGE', pt: 'MGE', ru: 'MGE', ar: 'MGE', zh: '最强执政官' },
  ],
  [
    /\b(?:tech donations?|donate tech|donar tecnolog|doar tecnolog|doações)|донат|التبرع|تبرع|捐科技|捐献/iu,
    {
      en: 'Tech Donations',
      es: 'Donaciones de tecnología',
      pt: 'Doações de tecnologia',
      ru: 'Донат в техи',
      ar: 'التبرع بالتكنولوجيا',
      zh: '科技捐献',
    },
  ],
  [
    /\b(?:fuerte|forte|barb fort)|крепост|الفورت|القلعة|要塞/iu,
    {
      en: 'Fort Rally',
      es: 'Rally al fuerte',
      pt: 'Rally no forte',
      ru: 'Рали на крепость',
      ar: 'رالي على الفورت',
      zh: '集结要塞',
    },
  ],
  [
    /\b(?:farms?|fazendas|granjas)\b|ферм|المزارع|农场/iu,
    {
      en: 'Farms',
      es: 'Granjas',
      pt: 'Fazendas',
      ru: 'Фермы',
      ar: 'المزارع',
      zh: '农场',
    },
  ],
  [/\bkvk\b|квк/iu, { en: 'KvK', es: 'KvK', pt: 'KvK', ru: 'KvK', ar: 'KvK', zh: 'KvK' }],
];

/** The first topics (a scam, a new leader) are the mail's topic wherever they are named. */
const WHOLE_MAIL_TOPICS = 2;

/** A kind's title with the alliance tag the draft names: "Acuerdo con [WAR]", "Alerta: [KRM]". */
const TAGGED_TITLES: Partial<Record<TitleKey, Titles>> = {
  diplomacy: {
    en: 'NAP with {tag}',
    es: 'Acuerdo con {tag}',
    pt: 'Acordo com {tag}',
    ru: 'Перемирие с {tag}',
    ar: 'اتفاق مع {tag}',
    zh: '与{tag}的协议',
  },
  alert: {
    en: '{tag} Alert',
    es: 'Alerta: {tag}',
    pt: 'Alerta: {tag}',
    ru: 'Тревога: {tag}',
    ar: 'تنبيه: {tag}',
    zh: '{tag}警报',
  },
  recruitment: {
    en: '{tag} Recruiting',
    es: '{tag} recluta',
    pt: '{tag} recruta',
    ru: '{tag} набирает',
    ar: '{tag} يجند',
    zh: '{tag}招人',
  },
};

const TAG = /\[[^\]\s]{2,8}\]/u;

/** A recruitment ad's alliance as it names itself: "[LBR] Los Bravos". */
const NAMED_TAG = /^\s*(\[[^\]\s]{2,8}\](?:\s+\p{Lu}[\p{L}']+){1,3})/u;

/** The title of a draft's topic or tagged kind, in its language, or undefined. */
export function writeTopicTitle(
  text: string,
  key: TitleKey,
  language: MailLanguage,
): string | undefined {
  if (key === 'recruitment') {
    const named = text.match(NAMED_TAG)?.[1];
    if (named) return named;
  }
  // A recruitment ad named after a game word it mentions ("KvK") says less than "Recruitment".
  const topic = TOPIC_TITLES.find(([pattern], index) =>
    index < WHOLE_MAIL_TOPICS
      ? pattern.test(text)
      : key !== 'recruitment' && isWholeTopic(pattern, text),
  )?.[1][language];
  if (topic) return topic;
  const tag = text.match(TAG)?.[0];
  const tagged = TAGGED_TITLES[key]?.[language];
  return tag && tagged ? tagged.replace('{tag}', tag) : undefined;
}

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
  qa: {
    en: 'Questions and Answers',
    es: 'Preguntas y respuestas',
    pt: 'Perguntas e respostas',
    ru: 'Вопросы и ответы',
    ar: 'أسئلة وأجوبة',
    zh: '问答',
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
  // Questions on many topics: a topic before "Questions" would name one of them only.
  qa: undefined,
};

/** A question or an answer as players mark them: "Q:", "A:", "P:", "R:", "В:", "س:", "问：". */
const QA_MARK = /(?:^|\n|[.!?؟？。]\s*)(?:q|p|в|س|问)\s*[:：]/giu;

/** A list of rules under its label, whatever else the draft names: "regras:", "правила:". */
const RULES_LABEL = /^(?:rules|regras|reglas|normas|правила|القواعد|规则|规矩)\s*[:：]\s*$/imu;

/** Two questions or more, each marked: a Q&A, whatever its topics. */
function isQuestionsAndAnswers(text: string): boolean {
  return (text.match(QA_MARK)?.length ?? 0) >= 2;
}

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
  const key: TitleKey = isQuestionsAndAnswers(text)
    ? 'qa'
    : (kind === 'orders' && /\brules?\b|правил|قواعد|规则|regla|regra|norma/iu.test(text)) ||
        RULES_LABEL.test(text)
      ? 'rules'
      : kind;
  if (key === 'qa') return KIND_TITLES.qa[language];
  // A letter to another alliance is about that alliance: "NAP with [RVN]", not "KvK Notice".
  const isNap = language !== 'en' || /\bnap\b|non[- ]aggression/iu.test(text);
  const tag = key === 'diplomacy' && isNap ? text.match(TAG)?.[0] : undefined;
  if (tag) return TAGGED_TITLES.diplomacy![language].replace('{tag}', tag);
  const topic =
    language === 'en' ? TOPICS.find(([pattern]) => isWholeTopic(pattern, text))?.[1] : undefined;
  const noun = KIND_NOUNS[key];
  if (topic && noun && topic !== noun) return `${topic} ${noun}`;
  return writeTopicTitle(text, key, language) ?? KIND_TITLES[key][language];
}

/** A mail that lists a few things ("few things:", "几件事：") is a roundup: its title says so. */
const ROUNDUP_TITLES: Titles = {
  en: 'Alliance News',
  es: 'Novedades de la alianza',
  pt: 'Novidades da aliança',
  ru: 'Новости альянса',
  ar: 'أخبار التحالف',
  zh: '联盟近况',
};

export function writeRoundupTitle(language: DraftLanguage): string {
  return language === 'other' ? '' : ROUNDUP_TITLES[language];
}
