import type { MailLanguage } from './language.ts';

/**
 * How motivational and intense say a sentence that is no order, in each language: news of a start
 * or a deadline, a need, a result, a thank-you, an attack under way. Each turn keeps every word of
 * the player's sentence (facts are private-use placeholders here, so no turn can change one) and
 * changes how it is said: a call added ("— get ready!", "¡a prepararse!"), a firm close ("Be
 * ready.", "Sin falta."), a leading reminder dropped. The words added are the writer's or everyone's
 * ("we", infinitives, nouns), never a "you" form the draft may not use (Spanish vosotros/ustedes).
 */
export interface StatementTurn {
  pattern: RegExp;
  replacement: string;
  /** Cheers a result or a thank-you: not in a warning or a disciplinary mail. */
  isCheer?: boolean;
  /** Speaks to governors who are not members yet (recruitment): only in such mails. */
  isForNewcomers?: boolean;
}

type Turns = readonly StatementTurn[];

function turn(
  pattern: RegExp,
  replacement: string,
  flags: Pick<StatementTurn, 'isCheer' | 'isForNewcomers'> = {},
): StatementTurn {
  return { pattern, replacement, ...flags };
}

/** A sentence's end mark, dropped before a turn adds its own. */
const END = '[.!。！…]?';

const ENGLISH_MOTIVATIONAL: Turns = [
  turn(new RegExp(`^(.+?) ((?:more )?(?:needed|to go))${END}$`, 'iu'), '$1 $2 — we can do this!'),
  turn(
    new RegExp(`^thanks,? (everyone|all|guys|team|fam),? for (.+?)${END}$`, 'iu'),
    'Thanks, $1, for $2 — you made it happen!',
    { isCheer: true },
  ),
  turn(
    new RegExp(`^thanks (?:a lot )?for (.+?)${END}$`, 'iu'),
    'Thanks for $1 — you made it happen!',
    {
      isCheer: true,
    },
  ),
  turn(
    new RegExp(`^(?:congrats|congratulations) to (.+?)${END}$`, 'iu'),
    'Big congratulations to $1!',
    {
      isCheer: true,
    },
  ),
  turn(
    new RegExp(`^you (carried|won|held|crushed|smashed|took|saved) (.+?)${END}$`, 'iu'),
    'You $1 $2 — legends!',
    { isCheer: true },
  ),
  turn(new RegExp(`^we are (.+?)${END}$`, 'iu'), 'Proud to say it: we are $1!', {
    isForNewcomers: true,
  }),
  turn(
    new RegExp(
      `^(.{2,40}?) (is|are) (hitting|attacking|rallying|zeroing|farming|burning) (our .+?)${END}$`,
      'iu',
    ),
    '$1 $2 $3 $4 — we defend together.',
  ),
];

const ENGLISH_INTENSE: Turns = [
  turn(
    new RegExp(
      `^we (got|won|took|finished|earned|reached|held|beat|killed|smashed|crushed) (.+?)${END}$`,
      'iu',
    ),
    'We $1 $2. Well earned.',
  ),
  turn(
    new RegExp(`^thanks,? (everyone|all|guys|team),? for (.+?)${END}$`, 'iu'),
    'Thanks, $1, for $2. Well done.',
  ),
  turn(new RegExp(`^thanks (?:a lot )?for (.+?)${END}$`, 'iu'), 'Thanks for $1. Well done.'),
  turn(
    new RegExp(`^(?:congrats|congratulations) to (.+?)${END}$`, 'iu'),
    'Congratulations to $1. Earned.',
  ),
  turn(
    new RegExp(
      `^(.{2,40}?) (is|are) (hitting|attacking|rallying|zeroing|farming|burning) (our .+?)${END}$`,
      'iu',
    ),
    '$1 $2 $3 $4. Hold the line.',
  ),
  turn(new RegExp(`^(?:a )?(?:quick )?reminder(?: that)?:? (.+?)${END}$`, 'iu'), '$1. No delays.'),
];

const SPANISH_MOTIVATIONAL: Turns = [
  turn(/^(.*\b(?:faltan|falta|quedan) .+?)[.!]?$/iu, '$1: ¡entre todos lo logramos!'),
  turn(/^(?:muchas )?gracias (.+?)[.!]?$/iu, '¡Mil gracias $1!', { isCheer: true }),
  turn(
    /^(sacamos|ganamos|conseguimos|tomamos|logramos|hicimos|defendimos|mantuvimos|llegamos|aguantamos) (.+?)[.!]?$/iu,
    '¡Juntos $1 $2!',
    { isCheer: true },
  ),
  turn(
    /^(.{2,40}?) (empieza|comienza|abre|arranca|empiezan|comienzan|abren) (.+?)[.!]?$/iu,
    '$1 $2 $3: ¡a prepararse!',
  ),
  turn(
    /^(.{2,40}?) (cierra|termina|acaba|cierran|terminan|acaban) (.+?)[.!]?$/iu,
    '$1 $2 $3: ¡que no se nos pase!',
  ),
  turn(/^(necesitamos|necesito) (.+?)[.!]?$/iu, '$1 $2: ¡entre todos lo logramos!'),
  turn(/^(tenemos|ofrecemos) (.+?)[.!]?$/iu, '¡Con nosotros hay $2!', { isForNewcomers: true }),
  turn(
    /^(.{2,40}?) (está|están) (golpeando|atacando) (a )?(nuestr.+?)[.!]?$/iu,
    '$1 $2 $3 $4$5: ¡a defender juntos!',
  ),
];

const SPANISH_INTENSE: Turns = [
  turn(/^(?:muchas )?gracias (.+?)[.!]?$/iu, 'Gracias $1. Buen trabajo.'),
  turn(
    /^(sacamos|ganamos|conseguimos|tomamos|logramos|hicimos|defendimos|mantuvimos|llegamos|aguantamos) (.+?)[.!]?$/iu,
    '$1 $2. Así se hace.',
  ),
  turn(/^nada de (.+?)[.!]?$/iu, 'Cero $1.'),
  turn(/^(necesitamos|necesito) (.+?)[.!]?$/iu, '$1 $2. Ya.'),
  turn(
    /^(.{2,40}?) (empieza|comienza|abre|arranca|empiezan|comienzan|abren) (.+?)[.!]?$/iu,
    '$1 $2 $3. Atentos.',
  ),
  turn(
    /^(.{2,40}?) (cierra|termina|acaba|cierran|terminan|acaban) (.+?)[.!]?$/iu,
    '$1 $2 $3. Sin falta.',
  ),
  turn(
    /^(.{2,40}?) (está|están) (golpeando|atacando) (a )?(nuestr.+?)[.!]?$/iu,
    '$1 $2 $3 $4$5. A defender, ya.',
  ),
];

const PORTUGUESE_MOTIVATIONAL: Turns = [
  turn(/^(.*\b(?:faltam|falta) .+?)[.!]?$/iu, '$1 — bora completar!'),
  turn(/^((?:só )?queria agradecer .+?)[.!]?$/iu, '$1 — vocês são demais!', { isCheer: true }),
  turn(/^obrigad([oa]) (.+?)[.!]?$/iu, 'Muito obrigad$1 $2 — que time!', { isCheer: true }),
  turn(/^valeu (.+?)[.!]?$/iu, 'Valeu demais $1 — que time!', { isCheer: true }),
  turn(
    /^(fizemos|ganhamos|seguramos|pegamos|conquistamos|tomamos|batemos|chegamos|levamos|defendemos) (.+?)[.!]?$/iu,
    'Juntos $1 $2!',
    { isCheer: true },
  ),
  turn(/^(.{2,40}?) (começa|abre|inicia|começam|abrem) (.+?)[.!]?$/iu, '$1 $2 $3 — bora pra cima!'),
  turn(
    /^(.{2,40}?) (termina|fecha|acaba|encerra|terminam|fecham) (.+?)[.!]?$/iu,
    '$1 $2 $3 — vamos fechar com tudo!',
  ),
  turn(/^(precisamos|preciso|precisa) de (.+?)[.!]?$/iu, '$1 de $2 — juntos a gente chega lá!'),
  turn(/^(?:temos|oferecemos) (.+?)[.!]?$/iu, 'Aqui tem $1!', { isForNewcomers: true }),
  turn(
    /^(.{2,40}?) (atacando|batendo) ((?:em |n)?(?:n?oss|as noss|os noss).+?)[.!]?$/iu,
    '$1 $2 $3 — vamos defender juntos!',
  ),
];

const PORTUGUESE_INTENSE: Turns = [
  turn(/^(obrigad[oa]|valeu) (.+?)[.!]?$/iu, '$1 $2. Bom trabalho.'),
  turn(
    /^(fizemos|ganhamos|seguramos|pegamos|conquistamos|tomamos|batemos|chegamos|levamos|defendemos) (.+?)[.!]?$/iu,
    '$1 $2. Missão cumprida.',
  ),
  turn(/^nada de (.+?)[.!]?$/iu, 'Zero $1.'),
  turn(/^(precisamos|preciso|precisa) de (.+?)[.!]?$/iu, '$1 de $2. Agora.'),
  turn(/^(.{2,40}?) (começa|abre|inicia|começam|abrem) (.+?)[.!]?$/iu, '$1 $2 $3. Atenção total.'),
  turn(
    /^(.{2,40}?) (termina|fecha|acaba|encerra|terminam|fecham) (.+?)[.!]?$/iu,
    '$1 $2 $3. Sem falta.',
  ),
  turn(
    /^(.{2,40}?) (atacando|batendo) ((?:em |n)?(?:n?oss|as noss|os noss).+?)[.!]?$/iu,
    '$1 $2 $3. Defesa, agora.',
  ),
];

const RUSSIAN_RESULT =
  '(взяли|набрали|удержали|заняли|выиграли|победили|сделали|забрали|снесли|отбили|отстояли)';
const RUSSIAN_START =
  '(начинается|стартует|открывается|начнётся|начнется|откроется|стартуем|начинаем)';
const RUSSIAN_END = '(заканчивается|закрывается|закончится|закроется|кончается)';

const RUSSIAN_MOTIVATIONAL: Turns = [
  turn(/^(.*(?:осталось|остались|не хватает) .+?)[.!]?$/iu, '$1 — добьём вместе!'),
  turn(/^спасибо (.+?)[.!]?$/iu, 'Огромное спасибо $1!', { isCheer: true }),
  turn(new RegExp(`^(?:мы )?${RUSSIAN_RESULT} (.+?)[.!]?$`, 'iu'), 'Вместе мы $1 $2!', {
    isCheer: true,
  }),
  turn(new RegExp(`^(.{2,40}?) ${RUSSIAN_START} (.+?)[.!]?$`, 'iu'), '$1 $2 $3 — готовимся!'),
  turn(new RegExp(`^(.{2,40}?) ${RUSSIAN_END} (.+?)[.!]?$`, 'iu'), '$1 $2 $3 — не упустим!'),
  turn(/^(напоминаю),? что (.+?)[.!]?$/iu, '$1: $2 — не пропустим!'),
  turn(/^(?:нам )?(нужн[оаы]|нужен) (.+?)[.!]?$/iu, 'Нам $1 $2 — справимся вместе!'),
  turn(/^у нас (.+?)[.!]?$/iu, 'У нас $1 — присоединяйтесь!', { isForNewcomers: true }),
  turn(
    /^(.{2,40}?) (бь[её]т|атакует|бьют|атакуют) (наш.+?)[.!]?$/iu,
    '$1 $2 $3 — держим оборону вместе!',
  ),
];

const RUSSIAN_INTENSE: Turns = [
  turn(/^спасибо (.+?)[.!]?$/iu, 'Спасибо $1. Хорошая работа.'),
  turn(new RegExp(`^(?:мы )?${RUSSIAN_RESULT} (.+?)[.!]?$`, 'iu'), 'Мы $1 $2. Так держать.'),
  turn(new RegExp(`^(.{2,40}?) ${RUSSIAN_START} (.+?)[.!]?$`, 'iu'), '$1 $2 $3. Быть готовыми.'),
  turn(new RegExp(`^(.{2,40}?) ${RUSSIAN_END} (.+?)[.!]?$`, 'iu'), '$1 $2 $3. Без опозданий.'),
  turn(/^напоминаю,? что (.+?)[.!]?$/iu, '$1. Без опозданий.'),
  turn(/^(?:нам )?(нужн[оаы]|нужен) (.+?)[.!]?$/iu, 'Нам $1 $2. Срочно.'),
  turn(/^(.{2,40}?) (бь[её]т|атакует|бьют|атакуют) (наш.+?)[.!]?$/iu, '$1 $2 $3. Держим оборону.'),
];

/** Chinese: the turn ends the sentence itself ("…，别错过！"); the sentence mark is dropped first. */
const CHINESE_MOTIVATIONAL: Turns = [
  turn(/^(.*(?:还差|还剩).+)$/u, '$1，大家一起冲！'),
  turn(/^(谢谢|感谢)(.+)$/u, '真心$1$2！', { isCheer: true }),
  turn(/^我们(拿了|拿下|守住|赢了|打下|获得|拿到|打赢)(.+)$/u, '我们一起$1$2！', { isCheer: true }),
  turn(/^提醒一下[，,：:]?(.+截止.*)$/u, '温馨提醒：$1，别错过！'),
  turn(/^(.+截止)$/u, '$1，别错过！'),
  turn(/^(.+(?:开启|开打|开始|开战))$/u, '$1，大家准备好！'),
  turn(/^(.*需要.+)$/u, '$1，大家一起上！'),
];

const CHINESE_INTENSE: Turns = [
  turn(/^(谢谢|感谢)(.+)$/u, '$1$2，干得漂亮。'),
  turn(/^我们(拿了|拿下|守住|赢了|打下|获得|拿到|打赢)(.+)$/u, '我们$1$2，继续保持。'),
  turn(/^提醒一下[，,：:]?(.+截止.*)$/u, '$1，逾期不候。'),
  turn(/^(.+截止)$/u, '$1，逾期不候。'),
  turn(/^(.+(?:开启|开打|开始|开战))$/u, '$1，准时到场。'),
  turn(/^(.*需要.+)$/u, '$1，立刻到位。'),
  turn(
    /^(.*(?:所有在线的|在线的|全体成员|全体|所有人))(?!立即|马上|立刻)(开盾|集合|上线|迁城|集结|增援)(.*)$/u,
    '$1立即$2$3。',
  ),
];

const ARABIC_MOTIVATIONAL: Turns = [
  turn(/^(.*(?:باقي|بقي|ناقص) .+?)[.!]?$/u, '$1، خلونا نكملها!'),
  turn(/^((?:لا تنسون|لا تنسوا|لا تنسى) .+?)[.!]?$/u, 'تذكير للجميع: $1!'),
  turn(/^(شكرا|شكرًا) (.+?)[.!]?$/u, '$1 من القلب $2!', { isCheer: true }),
  turn(
    /^(جمعنا|سيطرنا|أخذنا|اخذنا|فزنا|حققنا|ربحنا|مسكنا|صدينا|دافعنا) (.+?)[.!]?$/u,
    'معًا $1 $2!',
    { isCheer: true },
  ),
  turn(/^(.{2,40}?) (يبدأ|تبدأ|يفتح|تفتح|يبدا|تبدا) (.+?)[.!]?$/u, '$1 $2 $3، استعدوا!'),
  turn(/^(.{2,40}?) (يغلق|ينتهي|تنتهي|يقفل|يسكر) (.+?)[.!]?$/u, '$1 $2 $3، لا تفوتوا الفرصة!'),
  turn(/^(نحتاج|محتاجين|نبي|نبغى) (.+?)[.!]?$/u, '$1 $2، ومعًا نقدر!'),
  turn(/^عندنا (.+?)[.!]?$/u, 'عندنا $1، انضموا إلينا!', { isForNewcomers: true }),
  turn(
    /^(.{2,40}?) (يضرب|يهاجم|يضربون|يهاجمون) (\p{L}+نا(?:\s.*?)?)[.!]?$/u,
    '$1 $2 $3، ندافع معًا!',
  ),
];

const ARABIC_INTENSE: Turns = [
  turn(/^(شكرا|شكرًا) (.+?)[.!]?$/u, '$1 $2. عمل ممتاز.'),
  turn(
    /^(جمعنا|سيطرنا|أخذنا|اخذنا|فزنا|حققنا|ربحنا|مسكنا|صدينا|دافعنا) (.+?)[.!]?$/u,
    '$1 $2. استمروا هكذا.',
  ),
  turn(/^(.{2,40}?) (يبدأ|تبدأ|يفتح|تفتح|يبدا|تبدا) (.+?)[.!]?$/u, '$1 $2 $3. كونوا جاهزين.'),
  turn(/^(.{2,40}?) (يغلق|ينتهي|تنتهي|يقفل|يسكر) (.+?)[.!]?$/u, '$1 $2 $3. بدون تأخير.'),
  turn(/^(نحتاج|محتاجين|نبي|نبغى) (.+?)[.!]?$/u, '$1 $2. فورًا.'),
  turn(
    /^(.{2,40}?) (يضرب|يهاجم|يضربون|يهاجمون) (\p{L}+نا(?:\s.*?)?)[.!]?$/u,
    '$1 $2 $3. دافعوا الآن.',
  ),
];

export const STATEMENT_TURNS: Readonly<
  Record<MailLanguage, { motivational: Turns; intense: Turns }>
> = {
  en: { motivational: ENGLISH_MOTIVATIONAL, intense: ENGLISH_INTENSE },
  es: { motivational: SPANISH_MOTIVATIONAL, intense: SPANISH_INTENSE },
  pt: { motivational: PORTUGUESE_MOTIVATIONAL, intense: PORTUGUESE_INTENSE },
  ru: { motivational: RUSSIAN_MOTIVATIONAL, intense: RUSSIAN_INTENSE },
  zh: { motivational: CHINESE_MOTIVATIONAL, intense: CHINESE_INTENSE },
  ar: { motivational: ARABIC_MOTIVATIONAL, intense: ARABIC_INTENSE },
};

export interface TurnOptions {
  /** A warning or a disciplinary mail: no cheer. */
  isStern: boolean;
  addressesNewcomers: boolean;
}

/** A condition or a question opens the sentence: its words stay as the player put them. */
const CONDITIONAL =
  /\?|？|؟|^(?:if|when|unless|whoever|anyone who|si|cuando|quien|quem|se|quando|если|кто|когда|إذا|اذا|لو|من|如果|谁|要是)(?:\s|$|，|,)/iu;

function lowerFirst(text: string): string {
  return text.replace(/^\p{Lu}(?![\p{Lu}\d])/u, (letter) => letter.toLowerCase());
}

/** The first turn that fits the sentence, or the sentence as it was. */
export function turnStatement(sentence: string, turns: Turns, options: TurnOptions): string {
  if (CONDITIONAL.test(sentence)) return sentence;
  for (const candidate of turns) {
    if (candidate.isCheer && options.isStern) continue;
    if (candidate.isForNewcomers && !options.addressesNewcomers) continue;
    if (candidate.pattern.test(sentence)) {
      // A turn that puts words before the player's first one takes that word in lower case
      // ("Fizemos…" → "Juntos fizemos…"); a name or an acronym keeps its capitals.
      const from = candidate.replacement.startsWith('$') ? sentence : lowerFirst(sentence);
      const turned = from.replace(candidate.pattern, candidate.replacement);
      return turned.charAt(0).toUpperCase() + turned.slice(1);
    }
  }
  return sentence;
}

/**
 * A line that says when the mail's fight or meeting is ("Rally on the fort at 21:00 UTC"): the
 * tone meets the governors there. Said once a mail: a schedule does not say it on every line.
 */
export const TIMED_EVENT_CALLS: Readonly<
  Record<MailLanguage, { motivational: string; intense: string }>
> = {
  en: { motivational: ' — see you there!', intense: '. Be there.' },
  es: { motivational: ': ¡nos vemos ahí!', intense: '. Puntuales.' },
  pt: { motivational: ' — a gente se vê lá!', intense: '. Sem atraso.' },
  ru: { motivational: ' — увидимся там!', intense: '. Без опозданий.' },
  ar: { motivational: '، نشوفكم هناك!', intense: '. كونوا في الموعد.' },
  zh: { motivational: '，不见不散！', intense: '，准时到场。' },
};

/** Words that make a time a deadline, not the time of the meeting: "until", "до", "截止". */
export const DEADLINE_WORDS =
  /\b(?:by|before|until|till|deadline|closes?|ends?|sign[- ]?ups?|registration|antes|hasta|até|cierra|termina|inscripci\w*|inscriç\w*|registro|encerra)\b|(?:^|\s)до\s|регистрац|закрыва|قبل|حتى|يغلق|ينتهي|التسجيل|截止|之前|以前|结束|报名/iu;
