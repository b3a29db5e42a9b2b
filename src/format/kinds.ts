import { joinPatterns, readCaseless } from './caseless.ts';
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

/**
 * A rally of ours, never the enemy's: "enemy rally on our fortress in 4 min", "вражеский ралли",
 * "rallies coming", "رالي العدو" are an attack on us, which no title or line calls a rally of ours
 * ("[RMS] ралит наш замок": the verb is the enemy's too; "rallies on us", "[DRG]…集结我们的旗子" too).
 */
export const OUR_RALLY =
  /\brall(?:y|ies)\b(?<!\b(?:enemy|enemies|enemy's|incoming|enemigo|inimigo)\s+rall(?:y|ies))(?!\s+(?:(?:is |are )?(?:incoming|coming)|enemigo|inimigo|del enemigo|do inimigo|(?:on|at) (?:us|our)\b))|рал+и(?![\p{L}])(?<!вражеск\p{L}*\s+рал+и)(?!\s+(?:врага|противника))|رالي(?!\s+(?:العدو|الأعداء))|集结(?<!(?:敌人|敌方|敌军)集结)(?!我们|我方|咱们|我盟)/iu;

/** In priority order: the first kind whose words the draft has wins. */
const KIND_WORDS: readonly (readonly [MailKind, RegExp])[] = [
  [
    'alert',
    /\b(?:alert|urgent|under attack|we are attacked|enemy|enemies|at war|war alert|declared war|war with|reinforce|incoming|rall(?:y|ies) (?:is |are )?coming|zero(?:ing|ed)|zere|zera|alerta|enemig|inimig|guerra|ataque|atacando|atacou|atacaram|attacking|attacked)|тревог|враг|враж|атак|تنبيه|(?<!\p{L})(?:ال)?عدو(?!\p{L})|هجوم|تعزيز|الحقوا|警报|敌人|紧急|进攻|🚨/iu,
  ],
  [
    'recruitment',
    /\b(?:recruit|looking for (?:active|new|strong)|join us|join \[|all welcome|welcome all|power req|min(?:imum)? power|now accepting|requirements?\b|reclut|recrut|buscan gente|buscamos gente|procuramos|todos son bienvenidos|requisitos|exigências)|набор(?!\s+(?:в|на)\s+(?:ралли|рали|гарнизон|форт))|набира|ищем|требования|تجنيد|يجند|يبحث عن لاعبين|نبحث عن لاعبين|يطلب لاعبين|نطلب لاعبين|ندور لاعبين|المتطلبات|الشروط|招募|招人/iu,
  ],
  [
    'diplomacy',
    /\b(?:nap\b|non[- ]aggression|non[- ]attack|allied with|ally with|treaty|peace|ceasefire|truce|diplomac|pact|pacto|tratado|paz\b)|договор|пакт|перемири|(?<![\p{L}])нап(?![\p{L}])|معاهدة|هدنة|سلام|条约|和平|停战|互不侵犯/iu,
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

/** A thank-you that closes a draft as a courtesy: "…往联盟仓库捐一下 谢谢", "…donate pls, thanks". */
const CLOSING_THANKS =
  /[\s,，.。!！]*(?:谢谢(?:大家)?|感谢|thanks|thank you|thx|ty|gracias|obrigad[oa]|valeu|спасибо|شكرا(?:ً)?(?: لكم)?)[\s!！.。~]*$/iu;
/** The thank-you of `CLOSING_THANKS` right at a text's end, where alone that one may end. */
const THANKS_AT_END =
  /(?:谢谢(?:大家)?|感谢|thanks|thank you|thx|ty|gracias|obrigad[oa]|valeu|спасибо|شكرا(?:ً)?(?: لكم)?)$/iu;
/** What may follow the thank-you: spaces and marks. */
const AFTER_THANKS = /[\s!！.。~]/u;

/**
 * Whether `CLOSING_THANKS` may match: its thank-you ends where the text's last spaces and marks
 * start (it ends in none of them), so only the text's last few characters before those are read,
 * not every position of the draft. A thank-you is 9 characters long at most.
 */
function mayEndWithThanks(text: string): boolean {
  let end = text.length;
  while (end > 0 && AFTER_THANKS.test(text[end - 1]!)) end -= 1;
  return THANKS_AT_END.test(text.slice(Math.max(0, end - 12), end));
}

/** A channel's name ("#farm-ataques") names no kind of mail. */
const CHANNEL = /#[\p{L}\p{N}_-]+/gu;

/** Whether a text says the words of a kind of mail ("NAP", "pacto", "هدنة" for diplomacy). */
export function saysKind(text: string, kind: MailKind): boolean {
  const pattern = KIND_WORDS.find(([candidate]) => candidate === kind)?.[1];
  return pattern !== undefined && readCaseless(text)(pattern);
}

export function detectKind(written: string): MailKind {
  const text = written.includes('#') ? written.replace(CHANNEL, '') : written;
  // A courtesy at the end makes no thank-you of a draft that asks for something before it.
  const said = mayEndWithThanks(text) ? text.replace(CLOSING_THANKS, '') : text;
  const read = said.trim() === '' ? text : said;
  const says = readCaseless(read);
  if (!says(ANY_KIND_WORD)) return 'notice';
  return KIND_WORDS.find(([, pattern]) => says(pattern))?.[0] ?? 'notice';
}

/** The kinds' words as one pattern: a draft that says none of them is read once, not by each. */
const ANY_KIND_WORD = joinPatterns(KIND_WORDS.map(([, pattern]) => pattern));

/** Game topics a written English title starts with, by the first keyword found in the draft. */
const TOPICS: readonly (readonly [RegExp, string, string?])[] = [
  // A purge is the mail's topic wherever its first lines name it, whatever else they name.
  [/\bdeadweight|\bpurge\b/i, 'Purge', 'Warning'],
  [/\blost temple\b/i, 'Lost Temple'],
  [/\bsunset canyon\b/i, 'Sunset Canyon'],
  [/\blost kingdom\b/i, 'Lost Kingdom'],
  [/\b(?:barb|barbarian) forts?\b/i, 'Barbarian Fort'],
  [/\bceroli\b/i, 'Ceroli Crisis'],
  [/\bsanctum\b/i, 'Sanctum'],
  [/\baltar\b/i, 'Altar'],
  [/\bpass (?:fight|battle|opening)\b/i, 'Pass Fight'],
  // Shields up is an alert whatever the mail's kind: "Shield Alert", never "Shield Notice".
  [/\b(?:shield|bubble) up\b/i, 'Shield', 'Alert'],
  [/\bkvk\b/i, 'KvK'],
  [/\bmge\b|\bmightiest governor\b/i, 'MGE'],
  [/\b(?:aoo|ark of osiris|ark)\b/i, 'Ark of Osiris'],
  [/\bmobili[sz]ation\b/i, 'Mobilization'],
  [/\bmigrat/i, 'Migration'],
  [/\bfarming\b|\bgather(?:ing|ers)\b/i, 'Farming'],
  [/\bnap\b|\bnon[- ]aggression\b/i, 'NAP'],
  [/\brall(?:y|ies)\b/i, 'Rally'],
];

/** The game topics' patterns as one: a draft that names none is read once, not by each. */
const ANY_TOPIC = joinPatterns(TOPICS.map(([pattern]) => pattern));

type TitleKey = MailKind | 'rules' | 'qa';

type Titles = Record<MailLanguage, string>;

/** Farms as a mail's topic; an alert about them is titled by what is hit ("Alerta: Farm"). */
const FARMS_TOPIC: readonly [RegExp, Titles, readonly TitleKey[]] = [
  /\b(?:farms?|fazendas|granjas)\b|ферм|المزارع|农场/iu,
  {
    en: 'Farms',
    es: 'Granjas',
    pt: 'Farm',
    ru: 'Фермы',
    ar: 'المزارع',
    zh: '农场',
  },
  ['alert'],
];

/** An apology's title, whether the mail opens with it or says it later. */
const APOLOGY_TITLES: Titles = {
  en: 'Apology',
  es: 'Disculpas',
  pt: 'Desculpas',
  ru: 'Извинения',
  ar: 'اعتذار',
  zh: '致歉',
};

/** A farewell's title, whether it is said in passing ("goodbye") or is the whole mail. */
const FAREWELL_TITLES: Titles = {
  en: 'Farewell',
  es: 'Despedida',
  pt: 'Despedida',
  ru: 'Прощание',
  ar: 'وداع',
  zh: '告别',
};

/** A member's birthday: "Happy birthday to Tillie_2b", "feliz cumple", "с днём рождения". */
const BIRTHDAY =
  /\b(?:happy birthday|birthday|bday|cumpleaños|cumple|aniversário|niver)\b|дн[её]м рождения|днюх|عيد ميلاد|生日/iu;
/** A holiday's wishes: "عيدكم مبارك", "feliz navidad", "с новым годом", "春节快乐". */
const HOLIDAY =
  /\b(?:eid|christmas|xmas|new year|navidad|año nuevo|ano novo|natal|feliz páscoa|ramadan|ramad[aá]n)\b|с новым годом|с праздник|с рождеством|عيد|رمضان|كل عام وانتم بخير|春节|新年快乐|中秋|节日快乐/iu;

/**
 * A birthday's or a holiday's wishes: a game event they name ("que la rueda te dé cofres") is a
 * joke or a wish, not what the mail calls the members to.
 */
export function isCelebration(text: string): boolean {
  const says = readCaseless(text);
  return says(BIRTHDAY) || says(HOLIDAY);
}

/** The words an apology opens with, wherever the engine reads one. */
const APOLOGY_WORDS =
  'sorry|my bad|perd[oó]n|disculp\\p{L}*|lo siento|desculp\\p{L}*|foi mal|извините|простите|معلش|معليش|آسف|اسف|أعتذر|اعتذر|نعتذر|抱歉|对不起';

/** A new leader named: "a Bia é a nova R5" (R5 is said of a woman too), "el nuevo líder". */
const LEADERSHIP_TOPIC: readonly [RegExp, Titles] = [
  /\b(?:new (?:r5|leader)|nuev[oa] (?:r5|l[íi]der)|nov[oa] (?:r5|l[íi]der)|stepping down|leadership goes|(?:nova|mudança de|troca de|passagem de) liderança|(?:nuevo|cambio de|traspaso de) liderazgo|liderança (?:passa|fica|agora)|liderazgo (?:pasa|queda|ahora))|(?:теперь|новый)\s+[рr]5|(?:с сегодняшнего дня|отныне|теперь)\s+[рr]5\s+(?:в|у)\s|лидерк|r5 الجديد|القائد الجديد|قائد جديد|新盟主|лидером\s+(?:ала|алы|альянса|альянс)?\s*станов|нов\p{L}* лидер|(?:с сегодняшнего дня|с понедельника|с завтрашнего дня|отныне|теперь)\s+(?:лидер|глава)\s+(?:альянса|ала)|(?:desde hoy|a partir de hoy|a partir de hoje|from today|starting today)\s+(?:el |o |the )?(?:l[íi]der|leader|r5)\b|[рr]5\s+переда\p{L}*|[рr]5\s+будет\s|переда\p{L}*\s+[рr]5|(?:من النهارده|من اليوم|من الحين)\s+r5|r5\s+(?:هيبقى|راح يكون|صار|بيكون)/iu,
  {
    en: 'Leadership Change',
    es: 'Cambio de liderazgo',
    pt: 'Mudança de liderança',
    ru: 'Смена руководства',
    ar: 'تغيير القيادة',
    zh: '领导层变动',
  },
];

/**
 * What a draft is about, in every language the engine writes, by the first topic its words name:
 * the title when the draft has no header of its own and no short topic could be cut from it (a
 * third element names the kinds of mail the topic does not title).
 */
const TOPIC_TITLES: readonly (readonly [RegExp, Titles, (readonly TitleKey[])?])[] = [
  [
    /\b(?:scam|phishing|estafa|golpe)|мошен|(?:это|очередной) развод|разводят|разводил|احتيال|نصب|نصاب|冒充|诈骗|骗子/iu,
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
    // A numbered warning to a player, whatever else the mail names ("this is ur 2nd warning… we
    // have a NAP with them" warns a member, it is no treaty): "再有一次直接踢出联盟" too.
    /\b(?:1st|2nd|3rd|first|second|third) warning\b|\bthis is (?:your|ur) (?:\p{L}+ )?warning\b|\b(?:primera|segunda|tercera) advertencia\b|\b(?:primeira|segunda|terceira) advert[eê]ncia\b|(?:первое|второе|третье) предупреждение|(?:الإنذار|الانذار|التحذير) (?:الأول|الاول|الثاني|الثالث)|第[一二三]次警告|再(?:有一次|犯)[^。！\n]{0,8}踢/iu,
    {
      en: 'Warning',
      es: 'Advertencia',
      pt: 'Advertência',
      ru: 'Предупреждение',
      ar: 'تحذير',
      zh: '警告',
    },
  ],
  LEADERSHIP_TOPIC,
  [
    // A player leaving the game, wherever it is said: "after 3 years im quitting rok", "退游了".
    /\b(?:i'?m quitting|quitting (?:rok|the game)|leaving (?:rok|the game)|my last day|me despido|me voy del juego|dejo el juego|vou sair do jogo|saindo do jogo|parei de jogar)\b|ухожу из игры|бросаю игру|أودعكم|اودعكم|بعتزل|اعتزل اللعبة|退游|告别/iu,
    FAREWELL_TITLES,
  ],
  [
    // A mail that opens with its apology is one: "معلش يا جماعة انا اللي ضربت الفارم…", "sorry guys…".
    new RegExp(
      `^(?:${APOLOGY_WORDS}|السموحة|السموحه)(?![\\p{L}])(?![^\\n]{0,25}\\b(?:late notice|short notice|late reminder|spam|ping|tagging|mass mail|aviso tard[ií]o|avisar tarde|o spam)\\b)`,
      'iu',
    ),
    APOLOGY_TITLES,
  ],
  [
    // A purge warned of in the first line, or in more than one: "under 10M = kicked Sunday".
    /\b(?:purge|purga|expurgo|limpeza|kicked|inactiv|inativ)|чистк|تطهير|تصفية|清人|清理/iu,
    {
      en: 'Purge Warning',
      es: 'Aviso de purga',
      pt: 'Aviso de limpeza',
      ru: 'Чистка альянса',
      ar: 'تنبيه التصفية',
      zh: '清人通知',
    },
  ],
  [
    // The alliance's chat moving to Telegram ("всё переезжает в телегу"): no migration of cities.
    /\btelegram\b|(?<![\p{L}])t\.me\/|телег|телеграм|تيليجرام|تلغرام|电报/iu,
    {
      en: 'Our Telegram',
      es: 'Nuestro Telegram',
      pt: 'Nosso Telegram',
      ru: 'Наш Telegram',
      ar: 'تيليجرام التحالف',
      zh: '联盟Telegram',
    },
  ],
  [
    // Officers elected by vote: "Tenemos que elegir nuevos oficiales… se vota", "ELEIÇÃO DE R4".
    /\b(?:elections?|elecci[oó]n|elecciones|eleiç[aã]o|eleições|vote for (?:the )?new|elegir (?:a )?(?:nuev[oa]s? )?(?:oficiales|r4)|votaci[oó]n|votaç[aã]o)\b|выбор[ыа] (?:р4|r4|офицер|руковод)|голосовани|انتخاب|选举/iu,
    {
      en: 'Officer Elections',
      es: 'Elección de oficiales',
      pt: 'Eleição de oficiais',
      ru: 'Выборы офицеров',
      ar: 'انتخاب الضباط',
      zh: '官员选举',
    },
  ],
  [
    // A new season of the game begins: "the season starts tomorrow", "السيزون بلش رسمياً", "新赛季".
    /\b(?:new season|season (?:starts|begins|start|kicks off)|nueva temporada|temporada (?:empieza|comienza|arranca)|nova temporada|temporada (?:começa|comeca))\b|нов\p{L}* сезон|сезон (?:начина|стартует|старт)|(?:السيزون|الموسم) (?:بلش|بدأ|بدا|يبدأ|يبدا)|(?:السيزون|الموسم) الجديد|بداية (?:السيزون|الموسم)|新赛季|赛季开始/iu,
    {
      en: 'New Season',
      es: 'Nueva temporada',
      pt: 'Nova temporada',
      ru: 'Новый сезон',
      ar: 'بداية السيزون',
      zh: '新赛季开始',
    },
  ],
  [
    // Crystal mines to gather from: "minas de cristal cerca de la zona 2", "水晶矿刷新了".
    /\b(?:crystal mines?|minas? de (?:cristal|cristais))\b|кристальн\p{L}* шахт|шахт\p{L}* с кристалл|مناجم الكريستال|منجم الكريستال|مناجم كريستال|水晶矿/iu,
    {
      en: 'Crystal Mines',
      es: 'Minas de cristal',
      pt: 'Minas de cristal',
      ru: 'Кристальные шахты',
      ar: 'مناجم الكريستال',
      zh: '水晶矿',
    },
  ],
  [
    // The alliance's own anniversary: "hj a [BRZ] faz 1 ano!!!", "our alliance turns 2 years old".
    /\banniversary\b|\b(?:aniversario|aniversário)\s+(?:de|da|del)\s+(?:la\s+|a\s+|nuestra\s+|nossa\s+)?(?:alianza|aliança|\[)|(?:\]|\balliance|\balianza|\baliança|\bwe|\bnós|\bnosotros)\s+(?:\p{L}+\s+){0,2}?(?:turns?|faz|fazemos|cumple|cumplimos|completa|completamos)\s+\d+\s+(?:years?|anos?|años?)\b|годовщин|(?:исполняется|исполнилось)\s+\d+\s+(?:год|года|лет)|ذكرى (?:تأسيس|التأسيس)|周年/iu,
    {
      en: 'Alliance Anniversary',
      es: 'Aniversario de la alianza',
      pt: 'Aniversário da aliança',
      ru: 'Годовщина альянса',
      ar: 'ذكرى تأسيس التحالف',
      zh: '联盟周年庆',
    },
  ],
  [
    BIRTHDAY,
    {
      en: 'Happy Birthday',
      es: 'Feliz cumpleaños',
      pt: 'Feliz aniversário',
      ru: 'С днём рождения',
      ar: 'عيد ميلاد سعيد',
      zh: '生日快乐',
    },
  ],
  [
    /\bmigra|миграц|переезд|переезжа|هجرة|الهجرة|移民/iu,
    { en: 'Migration', es: 'Migración', pt: 'Migração', ru: 'Миграция', ar: 'الهجرة', zh: '移民' },
  ],
  [
    // A war declared on another alliance: "يعلن الحرب على [MRK]", "declaramos la guerra a [X]".
    /\b(?:declar\w* (?:war|(?:la )?guerra)|war on \[|guerra (?:a|contra) \[)|объявля\p{L}* войну|объявление войны|يعلن الحرب|نعلن الحرب|إعلان الحرب|اعلان الحرب|宣战/iu,
    {
      en: 'War Declaration',
      es: 'Declaración de guerra',
      pt: 'Declaração de guerra',
      ru: 'Объявление войны',
      ar: 'إعلان الحرب',
      zh: '宣战',
    },
  ],
  [
    // A last warning, to members or to an enemy: "this is the last warning", "ده اخر تحذير".
    /\b(?:last|final) warning|última advertencia|último aviso|ultimo aviso|último alerta|последнее предупреждение|(?:اخر|آخر) تحذير|تحذير (?:أخير|اخير)|最后(?:一次)?警告/iu,
    {
      en: 'Final Warning',
      es: 'Último aviso',
      pt: 'Último aviso',
      ru: 'Последнее предупреждение',
      ar: 'تحذير أخير',
      zh: '最后警告',
    },
  ],
  [
    // An apology for a mistake: "Perdón a todos, ayer cerré…", "sorry guys, my bad".
    /\b(?:sorry|apolog\w*|my bad|perd[oó]n|disculp\w*|lo siento|desculp\w*|foi mal)\b|извин|простите|прошу прощения|آسف|اسف|أعتذر|اعتذر|نعتذر|السموحة|السموحه|سامحونا|سامحوني|معليش|معلش|抱歉|道歉|对不起/iu,
    APOLOGY_TITLES,
  ],
  [
    // Where one alliance's land ends: "обсудить границы территорий", "the border with [X]".
    /\b(?:borders?|fronteras?|fronteiras?)\b|границ|الحدود|حدود الأراضي|边界|地盘划分/iu,
    { en: 'Borders', es: 'Fronteras', pt: 'Fronteiras', ru: 'Границы', ar: 'الحدود', zh: '边界' },
  ],
  [
    // A flag the alliance builds: "点一下旗帜建造", "help build the new flag".
    /\b(?:build\w*|construir|construyan|construam|constru[ií]\w*)\s+(?:\p{L}+\s+){0,2}(?:flags?|banderas?|bandeiras?)\b|стро\p{L}* (?:нов\p{L}* )?флаг|بناء العلم|旗帜建造|建旗|新旗/iu,
    {
      en: 'Flag Building',
      es: 'Construcción de bandera',
      pt: 'Construção de bandeira',
      ru: 'Строим флаг',
      ar: 'بناء العلم',
      zh: '旗帜建造',
    },
  ],
  [
    // Resources asked of the alliance: "alguien me puede mandar comida y madera", "need rss".
    /\b(?:(?:send|need|mandar|mandame|enviar|necesito|preciso|manda|mandem)\s+(?:me\s+)?(?:[\p{L}\p{N}.~]+\s+){0,3}?(?:rss|resources|food|wood|recursos|comida|madera|madeira))\b|(?:нужн\p{L}*|скиньте|киньте)\s+(?:\p{L}+\s+)?(?:рес|ресурс|еду|дерево)|(?:ابي|أبي|احتاج|أحتاج)\s+(?:\p{L}+\s+)?(?:موارد|اكل|خشب)|求资源|缺资源|援助资源|(?:木头|粮食|石头|金币|资源)[^，,。？?]{0,8}援助|援助一下/iu,
    {
      en: 'Resource Request',
      es: 'Petición de recursos',
      pt: 'Pedido de recursos',
      ru: 'Нужны ресурсы',
      ar: 'طلب موارد',
      zh: '求资源',
    },
  ],
  [
    // The alliance moving its chat: "usar só o Discord agora", "join our Discord".
    /\bdiscord\b|дискорд|ديسكورد/iu,
    {
      en: 'Our Discord',
      es: 'Nuestro Discord',
      pt: 'Nosso Discord',
      ru: 'Наш Discord',
      ar: 'ديسكورد التحالف',
      zh: '联盟Discord',
    },
  ],
  [
    /\b(?:marauders?|merodeador\w*|saqueador\w*)\b|мародер|мародёр|المارودرز|الناهبين|掠夺者/iu,
    {
      en: 'Marauders',
      es: 'Merodeadores',
      pt: 'Saqueadores',
      ru: 'Мародёры',
      ar: 'الناهبون',
      zh: '掠夺者',
    },
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
    // The event's name as each language's players write it, read natively around it.
    { en: 'MGE', es: 'MGE', pt: 'MGE', ru: 'МГЕ', ar: 'حدث MGE', zh: '最强执政官' },
  ],
  [
    // The governor titles players ask for ("need title?", "títulos", "官职"), not a kingdom's title.
    // The titles by name too: "quien necesita duque o cientifico", "кому герцога".
    /\b(?:titles|(?:need|want|ask(?: for)?|request)(?: an?| the)? title|t[ií]tulos|duke|scientist|duque|cient[ií]fico|duquesa|cientista)\b|титул|герцог|уч[её]н|لقب|الألقاب|官职|头衔|公爵|科学家/iu,
    { en: 'Titles', es: 'Títulos', pt: 'Títulos', ru: 'Титулы', ar: 'الألقاب', zh: '官职' },
  ],
  [
    // "galera doa na tech", "donate to the war tech": a word of giving before the tech.
    /\b(?:tech donations?|doações|(?:doar|doa|doou|doem|doe|donar|donen|dona|donate|donating)\s+(?:\p{L}+\s+)?(?:tech|tecnolog))|донат|التبرع|تبرع|捐科技|捐献/iu,
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
    // Unlocking T5 is a research goal: "وما فتحوا T5", "unlock T5".
    // (Its letters written small: 'i' reads them in either case, and readCaseless reads only a
    // pattern in small letters without 'i', many times faster.)
    /\b(?:tech|tecnolog|(?:unlock\w*|open|abrir|desbloque\w*|liberar)\s+t5)|технолог|техи|открыт\w*\s+т5|(?:فتح|فتحوا|تفتح)\s+t5|تقنية|التقنية|تكنولوجيا|التكنولوجيا|科技/iu,
    {
      en: 'Alliance Tech',
      es: 'Tecnología de la alianza',
      pt: 'Tecnologia da aliança',
      ru: 'Технологии альянса',
      ar: 'تكنولوجيا التحالف',
      zh: '联盟科技',
    },
  ],
  [
    /\b(?:results?|resultados?)\b|итог|результат|النتائج|نتائج|战报|结果/iu,
    { en: 'Results', es: 'Resultados', pt: 'Resultados', ru: 'Итоги', ar: 'النتائج', zh: '战报' },
  ],
  [
    /\b(?:alliance gifts?|gifts?|regalos|presentes)\b|подар|الهدايا|هدايا|礼物/iu,
    {
      en: 'Alliance Gifts',
      es: 'Regalos de la alianza',
      pt: 'Presentes da aliança',
      ru: 'Подарки альянса',
      ar: 'هدايا التحالف',
      zh: '联盟礼物',
    },
  ],
  [
    // Alliance technology donated, as a reminder's topic: "donate alli tech every day", "捐科技".
    /\b(?:donate|donating|donations?|donar|donen|doar|doem|doação|doações|doacao|doacoes)\s+(?:\p{L}+\s+){0,2}?(?:tech|technology|tecnolog[ií]a|tecnologia)\b|\b(?:tech|technology)\s+donations?\b|пожертвован\p{L}* (?:в|на) (?:технолог|техн)|(?:التبرع|تبرعوا|تبرع)\s+(?:\p{L}+\s+)?(?:بالتقنيات|بالتقنية|للتقنية|التقنية|التكنولوجيا)|科技捐献|捐科技|捐献科技/iu,
    {
      en: 'Alliance Tech Donations',
      es: 'Donaciones de tecnología',
      pt: 'Doações de tecnologia',
      ru: 'Вклад в технологии альянса',
      ar: 'التبرع بتقنيات التحالف',
      zh: '联盟科技捐献',
    },
    ['rules', 'recruitment', 'thanks'],
  ],
  [
    // The altar and the sanctuary of a KvK, named as the place the mail is about ("打祭坛",
    // "بنهجم على المعبد (sanctuary)"), never a generic notice.
    /\baltar\b|алтар|المذبح|祭坛/iu,
    { en: 'Altar', es: 'Altar', pt: 'Altar', ru: 'Алтарь', ar: 'المذبح', zh: '祭坛' },
    ['thanks', 'recruitment'],
  ],
  [
    /\bsanctu(?:ary|aries|m)\b|santuario|santuário|святилищ|المعبد|圣所|圣地/iu,
    {
      en: 'Sanctuary',
      es: 'Santuario',
      pt: 'Santuário',
      ru: 'Святилище',
      ar: 'المعبد',
      zh: '圣所',
    },
    ['thanks', 'recruitment'],
  ],
  [
    // "крепость" is the alliance's own fortress in the game's Russian, never a barbarian fort.
    /\b(?:fuerte|forte|barb fort)|форт|الفورت|القلعة|الحصون|حصون|要塞|城寨/iu,
    {
      en: 'Fort Rally',
      es: 'Rally al fuerte',
      pt: 'Rally no forte',
      ru: 'Ралли по фортам',
      ar: 'رالي الحصون',
      zh: '城寨集结',
    },
  ],
  [
    // An enemy rally on us is an alert, titled as one ("вражеский ралли на нашу крепость").
    OUR_RALLY,
    { en: 'Rally', es: 'Rally', pt: 'Rally', ru: 'Ралли', ar: 'رالي', zh: '集结' },
    ['thanks'],
  ],
  FARMS_TOPIC,
  [
    // Shields as the mail's topic; an attack that asks for them is an alert, titled as one.
    /\b(?:shields?|bubble|escudos?)\b|щит|الدرع|درع|护盾|开盾|罩子|新手保护/iu,
    {
      en: 'Shield Alert',
      es: 'Aviso de escudos',
      pt: 'Aviso de escudos',
      ru: 'Ставим щиты',
      ar: 'تنبيه الدروع',
      zh: '开盾提醒',
    },
    ['alert'],
  ],
  [
    // A governor's goodbye: "saiu por motivo pessoal… me despeço", "I'm leaving the game", "ухожу".
    /\b(?:farewell|goodbye|i'?m leaving|im leaving|i'?m quitting|im quitting|quitting (?:rok|the game)|leaving (?:rok|the game)|quitting the game|my last day|me despido|me voy del juego|mi [uú]ltimo d[ií]a|despedida|me despeço|vou sair do jogo|saindo do jogo|meu [uú]ltimo dia)\b|прощай|ухожу из игры|последний день|всем пока|وداع|أودعكم|اودعكم|告别|退游|再见了/iu,
    FAREWELL_TITLES,
  ],
  [
    // Ramadan's wishes are no Eid's: "رمضان كريم يا احلى تحالف".
    /\bramad[aá]n\b|رمضان/iu,
    {
      en: 'Ramadan Kareem',
      es: 'Ramadán Kareem',
      pt: 'Ramadã Kareem',
      ru: 'Рамадан Карим',
      ar: 'رمضان كريم',
      zh: '斋月快乐',
    },
  ],
  [
    HOLIDAY,
    {
      en: 'Holiday Greetings',
      es: 'Felices fiestas',
      pt: 'Boas festas',
      ru: 'С праздником',
      ar: 'عيدكم مبارك',
      zh: '节日快乐',
    },
  ],
  [
    // The alliance help button: "toquen el boton de ayuda", "hit help", "жмите помощь".
    /\b(?:alliance help|hit help|press help|help button|bot[oó]n de ayuda|bot[aã]o de ajuda|(?:le )?da(?:n)? a ayuda|dar ayuda|dar ajuda|apertem ajuda)\b|кнопк\p{L}* помощ|жмите помощь|المساعدات|زر المساعدة|زرار المساعدة|联盟帮助|点帮助/iu,
    {
      en: 'Alliance Help',
      es: 'Ayuda de la alianza',
      pt: 'Ajuda da aliança',
      ru: 'Помощь альянсу',
      ar: 'مساعدات التحالف',
      zh: '联盟帮助',
    },
  ],
  [/\bkvk\b|квк/iu, { en: 'KvK', es: 'KvK', pt: 'KvK', ru: 'KvK', ar: 'KvK', zh: 'KvK' }],
];

/**
 * The first topics (a scam, a numbered warning, a new leader, a farewell, an apology the mail opens
 * with) are the mail's topic wherever they are named.
 */
const WHOLE_MAIL_TOPICS = 5;

/** A line that opens with an apology, after a word that calls the members. */
const APOLOGY_OPENING = new RegExp(
  `^(?:(?:guys|chicos|galera|pessoal|ребята|народ|يا جماعة|يا شباب)[,،\\s]+)?(?:${APOLOGY_WORDS}|sry|i want to apologi[sz]e|quiero pedir disculpas|quero pedir desculpas|сори|сорри|прошу прощения|хочу извиниться|بعتذر|不好意思)(?![\\p{L}])`,
  'iu',
);

/**
 * A new leader named anywhere in a mail that opens with an apology ("сори за бардак… R5 передаю
 * Волк_77"): the handover is what the mail is about, the apology its preface.
 */
export function findHandoverAfterApology(
  lines: readonly string[],
  language: DraftLanguage,
): string | undefined {
  // The apology opens the mail, or follows the writer's greeting ("Всем привет, это Горыныч").
  const opening = lines.slice(0, 2).findIndex((line) => APOLOGY_OPENING.test(line.trim()));
  if (language === 'other' || opening === -1) return undefined;
  const [pattern, titles] = LEADERSHIP_TOPIC;
  const later = lines.slice(opening + 1);
  return later.some((line) => readCaseless(line)(pattern)) ? titles[language] : undefined;
}

/**
 * The title of a topic that is the whole mail's wherever it is named (the first `WHOLE_MAIL_TOPICS`
 * of `TOPIC_TITLES`), when `text` names one: "С сегодняшнего дня у альянса новый лидер" is "Смена
 * руководства".
 */
export function findWholeMailTopic(text: string, language: DraftLanguage): string | undefined {
  if (language === 'other') return undefined;
  const says = readCaseless(text);
  return WHOLE_MAIL_TOPIC_TITLES.find(([pattern]) => says(pattern))?.[1][language];
}

/** The topics of `TOPIC_TITLES` that are the whole mail's wherever they are named, and the others. */
const WHOLE_MAIL_TOPIC_TITLES = TOPIC_TITLES.slice(0, WHOLE_MAIL_TOPICS);
const OTHER_TOPIC_TITLES = TOPIC_TITLES.slice(WHOLE_MAIL_TOPICS);

/** The other topics' patterns as one: a line that names none is read once, not by each of them. */
const ANY_OTHER_TOPIC = joinPatterns(OTHER_TOPIC_TITLES.map(([pattern]) => pattern));

/** A kind's title with the alliance tag the draft names: "Acuerdo con [WAR]", "Alerta: [KRM]". */
/** A treaty's words: a NAP, a pact, a truce, an agreement. */
const TREATY_WORDS =
  /\b(?:nap|non[- ](?:aggression|attack)|treaty|pact[oa]?|truce|acuerdo|acordo|tratado|tregua|trégua)\b|ненападени|нап(?!\p{L})|пакт|перемири|договор|معاهدة|هدنة|عدم اعتداء|اتفاقية|互不侵犯|协议|停战/iu;

/** A letter to another alliance that proposes no treaty: "Letter to [NJD]". */
const LETTER_TITLES: Titles = {
  en: 'Letter to {tag}',
  es: 'Carta a {tag}',
  pt: 'Carta para {tag}',
  ru: 'Письмо для {tag}',
  ar: 'رسالة إلى {tag}',
  zh: '致{tag}的信',
};

/** Words that offer a treaty rather than state one. */
const PROPOSAL =
  /\b(?:propos\p{L}*|propor|proponer|propon\p{L}*|offer\p{L}*|we(?:'d| would) like|queremos|queria|quer[ií]amos|gostar[ií]amos)\b|предлага\p{L}*|предложени\p{L}*|نبي نسوي|نبغى|نقترح|اقتراح|نود|نتمنى|提议|提出|想跟你们|希望和/iu;

/** Another alliance's members who hit ours: "your members attacked our farms", "بيضربوا فارماتنا". */
const COMPLAINT =
  /\b(?:(?:your|sus|seus|vuestros) (?:members|players|miembros|jugadores|membros|jogadores)\b[^.!?\n]{0,40}\b(?:attack\w*|hit|hitting|burn\w*|atacar\w*|atacaron|atacando|quem\w*|bateram|batendo|atacaram|atacando|queimando|queimaram)|(?:attacked|hit|hitting|burning|burned|atacaron|atacando|quemando|quemaron|bateram|batendo|atacaram|queimando|queimaram) (?:our|nuestr[oa]s|nossas?|nossos) (?:farms?|granjas|fazendas|cities|ciudades|cidades|members|miembros|membros))\b|ваши (?:игроки|участники|ребята)[^.!?\n]{0,40}(?:напали|бьют|ударили|атаковали)|(?:اعضاءكم|أعضاءكم|لاعبينكم)[^.!?\n]{0,40}(?:ضربوا|هاجموا|بيضربوا)|你们的?(?:人|成员|玩家)[^。！？\n]{0,20}(?:打了?|攻击了?)我们|(?:لاعبين|اعضاء|أعضاء) من عندكم[^.!?\n]{0,40}(?:ضربوا|هاجموا)|خرق[^.!?\n]{0,12}(?:اتفاق|الاتفاق)|\b(?:broke|breached|violated) (?:the|our) (?:nap|agreement|pact|treaty)\b|\brompieron (?:el|nuestro) (?:pacto|acuerdo|nap)\b|\bquebraram o (?:acordo|pacto|nap)\b|нарушили (?:пакт|договор|нап)|违反了?(?:协议|互不侵犯)/iu;

/** A complaint to another alliance: "Complaint to [DRK]". */
const COMPLAINT_TITLES: Titles = {
  en: 'Complaint to {tag}',
  es: 'Reclamo a {tag}',
  pt: 'Reclamação para {tag}',
  ru: 'Жалоба для {tag}',
  ar: 'شكوى إلى {tag}',
  zh: '致{tag}的投诉',
};

/** A treaty offered to another alliance: "NAP proposal to [KSA]". */
const PROPOSAL_TITLES: Titles = {
  en: 'NAP proposal to {tag}',
  es: 'Propuesta de acuerdo a {tag}',
  pt: 'Proposta de acordo para {tag}',
  ru: 'Предложение пакта для {tag}',
  ar: 'مقترح اتفاق مع {tag}',
  zh: '致{tag}的协议提议',
};

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

/** A rally and the alliance named with it, whichever side's rally it is. */
const RALLY_TITLES: Titles = {
  en: 'Rally: {tag}',
  es: 'Rally: {tag}',
  pt: 'Rally: {tag}',
  ru: 'Ралли: {tag}',
  ar: 'رالي: {tag}',
  zh: '集结：{tag}',
};

const TAG = /\[[^\]\s]{2,8}\]/u;

/** Where a letter names its own side: "This is Ashborne, R5 of [FZN]", "aqui é o R5 da [ONÇ]". */
const OWN_SIDE =
  /(?:this is|we are|here is|from|aqui é|aqui fala|somos|soy|desde|это|мы|نحن|我们是)[^.!?\n]{0,40}?(\[[^\]\s]{2,8}\])/giu;
/** The writer's side named right before its tag: "we [N0X]", "our alliance [N0X]", "نحن [SHM]". */
const OWN_TAG =
  /(?:(?<![\p{L}])(?:we|us|our alliance|nosotros|nuestra alianza|nós|nossa aliança|наш альянс|мы)|نحن|تحالفنا|我们)\s*(\[[^\]\s]{2,8}\])/giu;
/** A signature line or a "From:" line, which names the letter's own side too. */
const SIGNATURE_MAX_WORDS = 6;
const OWN_LINE = /^\s*(?:[—–-]|from:|de:|от:|من:)/iu;
/**
 * The kingdom a letter is written to: "To the leadership of K2847", "إلى قيادة المملكة 2197" ("k"
 * in small letters, for readCaseless: 'i' reads it in either case).
 */
const ADDRESSED_KINGDOM =
  /^\s*(?:to|para|a|для|إلى|الى)\s[^\n]{0,40}?((?:k\s?#?|kingdom\s+#?|reino\s+#?|королевств[оау]\s+#?|المملكة\s+#?)(\d{3,5}))/imu;

/** The tags of the writer's own side: who it says it is, and who signs. */
function findOwnTags(text: string): Set<string> {
  const own = new Set(
    [...text.matchAll(OWN_SIDE), ...text.matchAll(OWN_TAG)].map((match) => match[1]!),
  );
  for (const line of text.split('\n')) {
    // A signature is short: "- Altar rotation: [AVL] Mon, [N0X] Tue…" is a list's item.
    if (OWN_LINE.test(line) && line.trim().split(/\s+/u).length <= SIGNATURE_MAX_WORDS)
      for (const tag of line.match(new RegExp(TAG.source, 'gu')) ?? []) own.add(tag);
  }
  return own;
}

/**
 * The other side of a letter between two alliances or kingdoms: the first tag that is not the
 * writer's own ("NAP with [FZN]" in a letter signed by [FZN] names the writer), else the kingdom
 * the letter is written to, else the first tag.
 */
function findOtherParty(text: string): string | undefined {
  const tags = [...text.matchAll(new RegExp(TAG.source, 'gu'))].map((match) => match[0]);
  // "To the leadership of Kingdom #2417": a letter to a kingdom names no alliance.
  if (tags.length === 0) {
    const kingdom = text.match(ADDRESSED_KINGDOM)?.[1];
    // As the draft names it: "Kingdom #2417", "المملكة #2760".
    return kingdom === undefined ? undefined : kingdom.replace(/^kingdom/u, 'Kingdom');
  }
  const own = findOwnTags(text);
  const other = tags.find((tag) => !own.has(tag));
  if (other !== undefined) return other;
  const kingdom = text.match(ADDRESSED_KINGDOM);
  // The writer's own tag is never the other side: "NAP with [N0X]" from [N0X] says nothing.
  if (kingdom) return `K${kingdom[2]}`;
  return own.has(tags[0]!) ? undefined : tags[0];
}

/** A kingdom or an alliance a treaty names: "K2055", "#2190", "مملكة #2190", "[RVN]". */
const PARTY = String.raw`(?:(?:the )?(?:kingdom|reino|королевством|المملكة|مملكة)\s+)?(?:(?:K\s?|#)?\d{3,5}|\[[^\]\s]{2,8}\])`;
/**
 * A treaty as the draft names it with its other side: "NAP with K2055 and K1812",
 * "NAP مع مملكة #2190", "пакт с [RVN]".
 */
const TREATY_WITH = new RegExp(
  String.raw`(?<![\p{L}\p{N}])((?:nap|нап|non[- ]aggression pact|pacto(?: de no agresión| de não agressão)?|acuerdo|acordo|пакт(?: о ненападении)?|перемирие|اتفاقية عدم اعتداء|اتفاقية|اتفاق)\s+(?:with|con|com|с|со|مع)\s+(?:(?:the|el|la|los|las|o|a|os|as)\s+)?(${PARTY})(?:\s*(?:,|and|&|y|e|и|و)\s*${PARTY})?)(?![\p{L}\p{N}])`,
  'iu',
);

/** The draft's own words for its treaty and the other side, unless that side is the writer's. */
function findTreaty(text: string): string | undefined {
  const found = text.match(TREATY_WITH);
  if (!found) return undefined;
  const own = findOwnTags(text);
  return [...own].some((tag) => found[1]!.includes(tag)) ? undefined : found[1]!;
}

/** A recruitment ad's alliance as it names itself: "[LBR] Los Bravos". */
const NAMED_TAG = /^\s*(\[[^\]\s]{2,8}\](?:\s+\p{Lu}[\p{L}']+){1,3})/u;

/** The title of a draft's topic or tagged kind, in its language, or undefined. */
export function writeTopicTitle(
  text: string,
  key: TitleKey,
  language: MailLanguage,
): string | undefined {
  return writeTopicTitleOf(text, key, language, findWholeMailTopic(text, language));
}

/**
 * `writeTopicTitle` of a text whose whole mail's topic (`findWholeMailTopic`) is `whole`, and
 * whose lines are `read` (`readTopicLines`) when the caller read them already.
 */
function writeTopicTitleOf(
  text: string,
  key: TitleKey,
  language: MailLanguage,
  whole: string | undefined,
  read?: TopicLines,
): string | undefined {
  if (key === 'recruitment') {
    const named = text.match(NAMED_TAG)?.[1];
    if (named) return named;
  }
  // A recruitment ad named after a game word it mentions ("KvK") says less than "Recruitment".
  const lines = key === 'recruitment' ? undefined : (read ?? readTopicLines(text));
  const other = whole === undefined && lines !== undefined ? findOtherTopic(lines, key) : undefined;
  const tag = key === 'diplomacy' ? findOtherParty(text) : text.match(TAG)?.[0];
  // "[HUN] ставят ралли на нашу крепость", "RALLY A LA CIUDAD DE … [LOS]": a rally is named by the
  // alliance the draft names with it, not "Rally" alone.
  if (other?.[0] === OUR_RALLY && tag) return RALLY_TITLES[language].replace('{tag}', tag);
  const topic = whole ?? other?.[1][language];
  if (topic) return topic;
  const tagged = TAGGED_TITLES[key]?.[language];
  if (tag && tagged) return tagged.replace('{tag}', tag);
  // An alert with no tag names what is hit: "Alerta: Farm", "تنبيه: المزارع".
  const isFarmsHit = key === 'alert' && FARMS_TOPIC[0].test(text);
  return isFarmsHit && tagged ? tagged.replace('{tag}', FARMS_TOPIC[1][language]) : undefined;
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
/** Orders that name themselves rules: "rules", "правила", "规则". */
const RULES_WORD = /\brules?\b|правил|قواعد|规则|regla|regra|norma/iu;

/** A question and its answer after an arrow on one line: "¿donde me pongo? -> cerca del ali". */
const ANSWERED = /[?？؟]\s*(?:->|→|=>)\s*\S/gu;

/** Two questions or more, each marked or answered after an arrow: a Q&A, whatever its topics. */
function isQuestionsAndAnswers(text: string): boolean {
  return (text.match(QA_MARK)?.length ?? 0) >= 2 || (text.match(ANSWERED)?.length ?? 0) >= 2;
}

/**
 * A draft as `isWholeTopic` reads it, read once for all the topics asked of it: the text and each
 * of its lines as `readCaseless` reads them (each says what `pattern.test` of it says).
 */
interface TopicLines {
  says: (pattern: RegExp) => boolean;
  /** Its lines, or its sentences when it has one line: whether each says a pattern. */
  linesSay: ((pattern: RegExp) => boolean)[];
  /** Whether its one line opens with a cry, which only opens the sentence after it. */
  isCry: boolean;
}

function readTopicLines(text: string, says = readCaseless(text)): TopicLines {
  const rows = text.split('\n').filter((line) => line.trim() !== '');
  // A draft of one line is read sentence by sentence: "farm só na zona 1! minas… doem tech…" is
  // about farms only when its first sentence or two of them are.
  const lines = rows.length === 1 ? (text.match(/[^.!?。！？]+[.!?。！？]*/gu) ?? rows) : rows;
  // A text of one line is read whole: its lines are not read.
  if (lines.length <= 1) return { says, linesSay: [], isCry: false };
  // A cry first ("集结！！", "ATAQUE!!") only opens the sentence that says what it is about.
  // So does a cheer of two words ("GG everyone!!! ark won 1480 vs 920").
  const cryWords = lines[0]!.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  const isCry =
    rows.length === 1 && (cryWords <= 1 || (cryWords === 2 && /[!！]\s*$/u.test(lines[0]!)));
  return { says, linesSay: lines.map((line) => readCaseless(line)), isCry };
}

/**
 * A topic of the whole draft: named in its first line, or in more than one line. One rule about
 * MGE among six general rules does not make "MGE Rules".
 */
function isWholeTopic(pattern: RegExp, { says, linesSay, isCry }: TopicLines): boolean {
  if (linesSay.length <= 1) return says(pattern);
  if (linesSay[0]!(pattern)) return true;
  if (isCry && linesSay[1]!(pattern)) return true;
  return linesSay.filter((lineSays) => lineSays(pattern)).length >= 2;
}

/** Whether a line of the draft (its text, when it has one line) names `pattern`. */
function namesAnyLine(pattern: RegExp, { says, linesSay }: TopicLines): boolean {
  return linesSay.length <= 1 ? says(pattern) : linesSay.some((lineSays) => lineSays(pattern));
}

/** The first of the other topics that is the draft's whole topic, of those a `key` mail takes. */
function findOtherTopic(lines: TopicLines, key: TitleKey) {
  // A whole topic is named in a line at least: a draft whose lines name none is read once.
  if (!namesAnyLine(ANY_OTHER_TOPIC, lines)) return undefined;
  return OTHER_TOPIC_TITLES.find(
    ([pattern, , otherKinds]) => !otherKinds?.includes(key) && isWholeTopic(pattern, lines),
  );
}

/**
 * The title the engine writes for a draft with no title of its own: a short topic in Title Case
 * (English) or the kind's name (other languages); none for a language the engine has no words in.
 */
export function writeKindTitle(text: string, kind: MailKind, language: DraftLanguage): string {
  if (language === 'other') return '';
  const says = readCaseless(text);
  const key: TitleKey = isQuestionsAndAnswers(text)
    ? 'qa'
    : (kind === 'orders' && says(RULES_WORD)) || says(RULES_LABEL)
      ? 'rules'
      : kind;
  if (key === 'qa') return KIND_TITLES.qa[language];
  // A letter to another alliance is about that alliance: "NAP with [RVN]", not "KvK Notice".
  // "this is about the NAP with K2055 and K1812": the treaty in the draft's words.
  // "sus miembros atacaron nuestras granjas… damos el pacto por roto": a complaint to that
  // alliance, whatever treaty it names.
  const complained = key === 'diplomacy' && says(COMPLAINT) ? findOtherParty(text) : undefined;
  if (complained !== undefined) return COMPLAINT_TITLES[language].replace('{tag}', complained);
  const treaty = key === 'diplomacy' ? findTreaty(text) : undefined;
  if (treaty !== undefined) return treaty;
  // An agreement's title only over a treaty; any other letter to an alliance is a letter to it
  // ("اتفاق مع [NJD]" over a proposal to talk claims what is not agreed).
  const isTreaty = says(TREATY_WORDS);
  // An English letter to an alliance is titled by its topic; one to a kingdom, as a letter to it.
  const tag =
    key === 'diplomacy' && (language !== 'en' || isTreaty || says(ADDRESSED_KINGDOM))
      ? findOtherParty(text)
      : undefined;
  if (tag) {
    // "queria propor um NAP", "نبي نسوي اتفاقية": a treaty proposed is no treaty yet.
    const titles = isTreaty
      ? says(PROPOSAL)
        ? PROPOSAL_TITLES
        : TAGGED_TITLES.diplomacy!
      : LETTER_TITLES;
    return titles[language].replace('{tag}', tag);
  }
  // A scam, a new leader or a farewell is the mail's topic before any game word it names.
  const whole = findWholeMailTopic(text, language);
  if (whole !== undefined) return whole;
  const read = language === 'en' ? readTopicLines(text, says) : undefined;
  // A whole topic is named in a line at least: a draft whose lines name none is read once.
  const found =
    read && namesAnyLine(ANY_TOPIC, read)
      ? TOPICS.find(([pattern]) => isWholeTopic(pattern, read))
      : undefined;
  const topic = found?.[1];
  // "we beat [OHN] 2.1M to 740k in ark": a win is what the mail tells of ("Ark of Osiris Victory").
  const noun = found?.[2] ?? (says(VICTORY) ? 'Victory' : KIND_NOUNS[key]);
  if (topic && noun && topic !== noun) return `${topic} ${noun}`;
  // No whole mail's topic is named (read above), and an English text's lines are read.
  const written = writeTopicTitleOf(text, key, language, undefined, read);
  if (written !== undefined) return written;
  // "Vote for Khan in the kingdom title poll please": what "the" names says more than "Alliance Notice".
  const named = key === 'notice' && language === 'en' ? findNamedThing(text) : undefined;
  return named === undefined ? KIND_TITLES[key][language] : toTitleWords(named);
}

/** A win the mail tells of: "we beat [OHN]", "we won the pass". */
/** "we won", "ark won 1480 vs 920": a win the mail tells of. */
const VICTORY =
  /\bwe (?:beat|won|crushed|destroyed|smashed)\b|\bvictory\b|\b(?:ark|aoo|kvk|fort|pass|mge|canyon) won\b|\bwon \d[\d,.]*k? (?:vs|to)\b/iu;

/** Small words a thing's name does not hold. */
const NOT_NAME_WORDS = new Set(
  'a an the and or but to of in on at for with from by is are was be please pls now today tonight tomorrow all our your their this that alone together again already still just only'.split(
    ' ',
  ),
);

/** A thing the draft names with "the": two to four words in small letters ("the kingdom title poll"). */
function findNamedThing(text: string): string | undefined {
  const at = text.search(/\bthe /u);
  if (at === -1) return undefined;
  const words = text.slice(at + 4).split(/(?=[\s.,!?;:])/u);
  const named: string[] = [];
  for (const raw of words) {
    const word = raw.trim();
    if (!/^[a-z]{3,}$/u.test(word) || NOT_NAME_WORDS.has(word)) break;
    named.push(word);
    if (named.length > 4) return undefined;
  }
  return named.length >= 2 ? named.join(' ') : undefined;
}

function toTitleWords(phrase: string): string {
  return phrase.replace(/(?<![a-z])[a-z]/gu, (letter) => letter.toUpperCase());
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
