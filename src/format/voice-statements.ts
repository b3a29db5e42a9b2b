/**
 * What motivational and intense say of a sentence that no voice or turn rewords, in Spanish,
 * Portuguese, Russian, Arabic and Chinese: the news, goals and statements that make up most of a
 * mail. Intense leaves out the words that are no fact ("jaja", "kkkk", "lo siento", "哈哈"),
 * cuts a long chain of statements into short sentences and names a goal as a heading ("Meta:",
 * "Цель:", "الهدف:", "目标："); motivational says a goal as one we reach together. Facts are
 * private-use placeholders here, so nothing below can change one; every word added is the
 * draft's language.
 */

import { capitaliseFirst } from './voice-kit.ts';

export type StatementLanguage = 'es' | 'pt' | 'ru' | 'ar' | 'zh';

/** A label of what a line lists: "要求：", "Req:", "Requisitos:". */
const REQUIREMENTS_LABEL =
  /^(?:要求|条件|福利|req|reqs|requirements?|requisitos|exigências|requisitos mínimos|требования|условия|الشروط|المتطلبات)\s*[:：]/iu;

const FACT = '\\uE000-\\uF8FF';

interface GoalWords {
  /** A goal as the player wrote it: its word, what it is for, and the goal itself. */
  pattern: RegExp;
  motivational: (word: string, scope: string, goal: string) => string;
  intense: (word: string, scope: string, goal: string) => string;
}

/**
 * "Meta: 3B", "Meta de KP para esta fase: 3B", "La meta es 3B", "Цель на КВК — 3ккк",
 * "الهدف هالموسم: توب 3", "目标：拿下圣所". What it is for stays as the player wrote it.
 */
const GOALS: Readonly<Record<StatementLanguage, GoalWords>> = {
  es: {
    pattern:
      /^(?:la |el |nuestra |nuestro )?(meta|objetivo)((?: (?:de|del|para|en|esta|este) [^:,;!?¡¿]{1,30}?)?)(?::| es) (.+?)[.!]?$/iu,
    motivational: (word, scope, goal) =>
      /^objetivo$/iu.test(word)
        ? `Nuestro objetivo${scope}: ${goal}, ¡y juntos lo alcanzamos!`
        : `Nuestra meta${scope}: ${goal}, ¡y juntos la alcanzamos!`,
    intense: (word, scope, goal) => `${capitaliseFirst(word)}${scope}: ${goal}.`,
  },
  pt: {
    pattern:
      /^(?:a |o |nossa |nosso )?(meta|objetivo)((?: (?:da|do|de|pra|para|na|no|nesta|neste|dessa|desse) [^:,;!?]{1,30}?)?)(?::| é| e) (.+?)[.!]?$/iu,
    // "Meta da ali" names whose goal it is already: "A meta da ali", not "Nossa meta da ali".
    motivational: (word, scope, goal) =>
      `${/^ d[ao] (?:ali|aliança|tag)\b/iu.test(scope) ? (/^objetivo$/iu.test(word) ? 'O objetivo' : 'A meta') : /^objetivo$/iu.test(word) ? 'Nosso objetivo' : 'Nossa meta'}${scope}: ${goal} — juntos a gente chega lá!`,
    intense: (word, scope, goal) => `${capitaliseFirst(word)}${scope}: ${goal}.`,
  },
  ru: {
    pattern:
      /^(?:наша )?(цель)((?: (?:на|в|для|этой|этого|сезона|недели|ивента)[^:;!?—–-]{0,30}?)?)(?::| —| -| –) (.+?)[.!]?$/iu,
    motivational: (_word, scope, goal) =>
      `Наша общая цель${scope}: ${goal} — вместе мы это сделаем!`,
    intense: (_word, scope, goal) => `Цель${scope}: ${goal}.`,
  },
  ar: {
    pattern:
      /^(الهدف|هدفنا)((?: (?:هالموسم|هذا الموسم|لهذا الموسم|في [^:،؟!]{1,20}|ل[^:،؟!\s]{2,20}))?)(?::| هو) (.+?)[.!]?$/u,
    motivational: (_word, scope, goal) => `هدفنا${scope}: ${goal}، ونحققه معًا!`,
    intense: (_word, scope, goal) => `الهدف${scope}: ${goal}.`,
  },
  zh: {
    // The goal's time ("本周", "本赛季") is kept: it may be the only deadline the draft gives.
    pattern: /^(我们的|本次|这次|本周|本赛季)?(目标)(?:是|：|:)\s*(.+?)[。！!.]?$/u,
    // "拿下第一，大家一起拿下" says its verb twice: a goal that takes already is worked for.
    motivational: (_word, scope, goal) =>
      `我们${scope === '' || scope === '我们的' ? '' : scope}的目标：${goal}，大家一起${/拿下/u.test(goal) ? '努力' : '拿下'}！`,
    intense: (_word, scope, goal) => `${scope === '我们的' ? '' : scope}目标：${goal}。`,
  },
};

function sayGoal(
  sentence: string,
  tone: 'motivational' | 'intense',
  language: StatementLanguage,
): string | undefined {
  const goal = GOALS[language];
  const match = sentence.match(goal.pattern);
  if (!match) return undefined;
  // Chinese says its scope first ("本周目标"): the word is the second group, the scope the first.
  const [word, scope, said] =
    language === 'zh'
      ? [match[2]!, match[1] ?? '', match[3]!]
      : [match[1]!, match[2] ?? '', match[3]!];
  // A goal of a few words only: a sentence after "es" is no goal to name ("la meta es que…").
  if (/^(?:que|que |что|أن|ان)\b/iu.test(said) || said.length > 80) return undefined;
  return goal[tone](word, scope, said);
}

/**
 * Words that say nothing a firm mail needs: laughter, an apology for a rule, smileys of
 * brackets. The rule, its numbers and its hedges stay.
 */
const FILLERS: Readonly<Record<StatementLanguage, RegExp>> = {
  es: /,?\s*\b(?:ja(?:ja)+|je(?:je)+|xd+)\b|,\s*lo siento(?=[.!)]|$)|(?<=,\s*)lo siento,?\s+pero\s+|^lo siento,?\s+(?:pero\s+)?|^(?:y\s+)?(?:por favor|porfa),?\s+|^y\s+(?=\p{L})|^como (?:ya )?(?:saben|sabéis|sabes),\s+/giu,
  pt: /,?\s*\b(?:k{3,}|(?:ha){2,}|(?:rs){1,3}|xd+)\b|,\s*(?:foi mal|desculpa)(?=[.!)]|$)|^e\s+(?:por favor\s+)?(?=\p{L})|^como (?:vocês )?(?:já )?sabem,\s+/giu,
  ru: /,?\s*(?:\){2,}|\b(?:ахах\p{L}*|хах\p{L}*|хех\p{L}*))(?=[\s.!,]|$)|^как (?:вы )?(?:все )?знаете,\s+|^и\s+(?=\p{L})/giu,
  ar: /,?\s*(?:ه{4,}|😂)(?=[\s.!،]|$)/gu,
  zh: /[，,]?(?:哈{2,}|嘿嘿|嘻嘻)(?=[，。！!,.]|$)/gu,
};

function dropFillers(sentence: string, language: StatementLanguage): string {
  const dropped = sentence.replace(FILLERS[language], '').replace(/\s{2,}/gu, ' ');
  if (dropped === sentence || !/\p{L}/u.test(dropped)) return sentence;
  // "Lo siento pero es la regla" → "Es la regla": the sentence keeps its capital.
  return /^\p{Lu}/u.test(sentence) ? capitaliseFirst(dropped.trimStart()) : dropped.trimStart();
}

/**
 * Where a comma chain may not be cut: before a word that joins what follows to what came before
 * (a conjunction, a relative, a preposition: "y", "que", "los que", "но", "который", "و…",
 * "但是"). A part after such a word is no sentence of its own.
 */
const JOINED: Readonly<Record<StatementLanguage, RegExp>> = {
  es: /^(?:y|e|o|u|ni|pero|mas|sino|que|porque|pues|aunque|si|cuando|donde|como|mientras|hasta|desde|para|por|con|sin|de|del|a|al|en|entre|según|tras|ante|contra|sobre|hacia|excepto|salvo|menos|incluso|así|o sea|ya que|(?:el|la|los|las|lo) (?:que|cual|cuales)|quien|quienes|cual|cuales|cuyo|cuya|etc|sobre todo|nada|no|ya|solo|sólo|también|tampoco|además|aun|aún|después|antes|luego de|a partir|a pesar|en vez|ni siquiera|cerca|lejos)(?![\p{L}\p{N}])/iu,
  pt: /^(?:e|ou|nem|mas|porém|que|porque|pois|embora|se|quando|onde|como|enquanto|até|desde|para|pra|pro|por|com|sem|de|do|da|dos|das|a|ao|à|em|no|na|nos|nas|entre|contra|sobre|exceto|menos|senão|então|tipo|ou seja|já que|(?:o|a|os|as) (?:que|qual|quais)|quem|qual|quais|cujo|cuja|etc|inclusive|nada|não|já|só|também|tampouco|além|mesmo|ainda|depois|antes|a partir|apesar|perto|longe)(?![\p{L}\p{N}])/iu,
  ru: /^(?:и|а|но|или|либо|да|что|чтобы|чтоб|котор\p{L}*|если|когда|где|куда|откуда|как|пока|потому|так что|хотя|зато|ибо|ведь|иначе|то есть|т\.е\.|кроме|включая|кто|чей|чья|чьи|в|во|на|с|со|к|ко|по|за|из|от|до|для|без|у|о|об|при|про|через|после|перед|между|возле|около|рядом|вокруг|вместо|среди|не|ни|уже|тоже|также|только|даже|хоть|после|перед|пусть)(?![\p{L}\p{N}])/iu,
  ar: /^(?:و|ف|أو|او|ثم|بس|لكن|لان|لأن|عشان|اللي|الي|التي|الذي|الذين|إذا|اذا|لو|إن|ان|أن|حتى|مثل|يعني|من|في|على|مع|بدون|الا|إلا|غير|عن|إلى|الى|لا|ما|بعد|قبل|عند|لما|وقت|كل ما|كلما)(?![\p{L}\p{N}])|^و/u,
  zh: /^(?:但|而|并|然后|或|和|与|及|以及|的|地|得|因为|所以|如果|要是|除了|比如|包括|就|才|也|还|都|再|又|即|否则|不然|等|等等|尤其|说|由于|虽然|为了|当|在|对于|关于|超出|超过)/u,
};

/**
 * What opens a part that leads to the next one: a condition, a time, a cause ("Si…", "Después
 * de…", "Если…", "إذا…", "由于…"). The comma after it stays.
 */
const LEADING: Readonly<Record<StatementLanguage, RegExp>> = {
  es: /^(?:si|cuando|aunque|como|después de|antes de|mientras|porque|para|desde|hasta|con|sin|por|en cuanto|tras|apenas|una vez)(?![\p{L}\p{N}])/iu,
  pt: /^(?:se|quando|embora|como|depois de|depois que|antes de|enquanto|porque|pra|para|desde|até|com|sem|por|assim que|uma vez)(?![\p{L}\p{N}])/iu,
  ru: /^(?:если|когда|хотя|как|после|перед|пока|потому|чтобы|для|по|из-за|кто|что|раз)(?![\p{L}\p{N}])/iu,
  ar: /^(?:إذا|اذا|لو|لما|بعد|قبل|عند|لين|حتى|عشان|لأن|لان|اللي|الي|من)(?![\p{L}\p{N}])/u,
  zh: /^(?:如果|要是|由于|因为|虽然|为了|当|等|除了|超出|超过)/u,
};

/**
 * A relative inside a part, or (in Chinese) a part that ends as a thing named ("超出仓库保护的资源",
 * "开盾躲战一整个阶段的"): what comes after the comma says what it does.
 */
const RELATIVE: Readonly<Record<StatementLanguage, RegExp>> = {
  es: /(?<!\p{L})(?:que|quien|quienes|cual)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:que|quem|qual)(?!\p{L})/iu,
  ru: /(?<!\p{L})(?:кто|котор\p{L}*|чей|чья|чьи)(?!\p{L})/iu,
  ar: /(?<!\p{L})(?:اللي|الي|الذي|التي|الذين|من)(?!\p{L})/u,
  zh: /的[^，,]{0,6}$/u,
};

/**
 * "кто не заходил неделю - кик": who a rule is for and what they get, a sentence of its own
 * after news ("В воскресенье чистка, кто…").
 */
function isRuleWithItsSanction(part: string, language: StatementLanguage): boolean {
  return language === 'ru' && /^кто\s[^,]+\s[-–—]\s*\p{L}+$/iu.test(part);
}

/**
 * "3 алтаря и перевал 6", "2 altares y el paso": a count that opens a part joined by "and" is one
 * more thing of the list before it. A name that opens one ("Sova уже в курсе") says news.
 */
function isListedCount(part: string): boolean {
  return (
    /^[\p{N}\uE000-\uF8FF]/u.test(part) &&
    /(?<![\p{L}])(?:и|y|e|o|ou|или|و|and)(?![\p{L}])|[和及]/u.test(part)
  );
}

/** A greeting or a call to the members: a part that is one is no statement to stand alone. */
const CALLING: Readonly<Record<StatementLanguage, RegExp>> = {
  es: /^(?:hola|buenas|buenos|gente|chicos|chicas|muchachos|equipo|familia|gobernadores|a todos)(?![\p{L}])/iu,
  pt: /^(?:oi|olá|ola|fala|bom dia|boa tarde|boa noite|galera|pessoal|gente|time|família|governadores)(?![\p{L}])/iu,
  ru: /^(?:привет|всем привет|здравствуйте|ребят|ребята|народ|парни|друзья|давайте|давай)(?![\p{L}])/iu,
  ar: /^(?:السلام|مرحبا|هلا|يا|شباب|أهلا|اهلا)(?![\p{L}])/u,
  zh: /^(?:大家好|各位|兄弟们|家人们)/u,
};

/** A word of a part, a fact's placeholder as one. */
const PART_WORD = new RegExp(`[\\p{L}\\p{N}${FACT}]+`, 'gu');

/** The words of a part: a fact counts as one. */
function wordsIn(part: string, language: StatementLanguage): number {
  if (language === 'zh') return (part.match(/\p{Script=Han}/gu) ?? []).length;
  return (part.match(PART_WORD) ?? []).length;
}

/** A part that is a clause of some length, not a list's item: three words (six characters) at least. */
function standsAlone(part: string, language: StatementLanguage): boolean {
  const minimum = language === 'zh' ? 5 : 3;
  if (wordsIn(part, language) < minimum) return false;
  // Two words of letters at least: "20M, 30M y 40M" are a list of numbers.
  return language === 'zh' || (part.match(/\p{L}{2,}/gu) ?? []).length >= 2;
}

/**
 * Intense cuts a long sentence of statements at its commas into short ones: "Ya hablamos con el
 * rey, está todo listo" → "Ya hablamos con el rey. Está todo listo." A comma inside brackets,
 * before a joining word or after a greeting stays, and so does a list of short items.
 */
function splitChain(sentence: string, language: StatementLanguage): string | undefined {
  const isChinese = language === 'zh';
  const end = sentence.match(isChinese ? /[。！!.]*$/u : /[.!…]*$/u)![0];
  const body = sentence.slice(0, sentence.length - end.length);
  // A sentence without a comma of any script is one part, no chain: it is not read character by
  // character.
  if (!/[,，،]/u.test(body)) return undefined;
  // An exclamation or a question keeps its marks together ("¡…!", "¿…?"); a label's items
  // ("要求：2000万战力以上，有T4步兵", "Req: 30M+, Eng speaking") stay one list.
  if (/[¡¿]|[?？؟:：]$/u.test(body) || REQUIREMENTS_LABEL.test(body)) return undefined;
  // Commas at the top level only: a comma inside brackets or quotes parts nothing.
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  const comma = isChinese ? /[，,]/u : language === 'ar' ? /[،,]/u : /,/u;
  let isQuoted = false;
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index]!;
    if ('([{«“（「『'.includes(char)) depth += 1;
    if (')]}»”）」』'.includes(char)) depth = Math.max(0, depth - 1);
    // A straight quote opens and closes: 说"账号异常，需要…" is one thing said.
    if (char === '"') isQuoted = !isQuoted;
    const next = body[index + 1] ?? '';
    if (depth === 0 && !isQuoted && comma.test(char) && (isChinese || next === ' ')) {
      parts.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  parts.push(current.trim());
  // A list of short items ("25M+ de poder, T5, activos") is no chain of statements.
  if (parts.length < 2 || !parts.every((part) => standsAlone(part, language))) return undefined;
  if (wordsIn(body, language) < (isChinese ? 14 : 8)) return undefined;
  // Parts that may not stand alone go back to the part before them, with their comma.
  const sentences: string[] = [];
  for (const part of parts) {
    const previous = sentences.at(-1);
    const isOwn =
      previous !== undefined &&
      standsAlone(part, language) &&
      standsAlone(previous, language) &&
      (!JOINED[language].test(part) || isRuleWithItsSanction(part, language)) &&
      // "Мы взяли 2 место, 3 алтаря и перевал 6": a part that opens with a number goes on the list.
      !isListedCount(part) &&
      // What opens with a condition, a time or a cause ("Si…", "Después de…", "由于…") or holds a
      // relative ("Todo mundo que doou…") leads to what follows: the comma stays.
      !LEADING[language].test(previous) &&
      // "账号借别人代打之前，先解绑手机": a Chinese time clause ends on its "before" or "after".
      !(isChinese && /(?:之前|以前|之后|以后|的时候|(?<!小)时|的话)$/u.test(previous)) &&
      !RELATIVE[language].test(previous) &&
      !CALLING[language].test(previous) &&
      !/[-–—:：]$/u.test(previous);
    if (previous === undefined || isOwn) sentences.push(part);
    else
      sentences[sentences.length - 1] =
        `${previous}${isChinese ? '，' : language === 'ar' ? '، ' : ', '}${part}`;
  }
  if (sentences.length < 2) return undefined;
  if (isChinese) return `${sentences.join('。')}${end === '' ? '。' : end}`;
  const last = end === '' || end === '!' ? '.' : end;
  return `${sentences.map((part, index) => (index === 0 ? part : capitaliseFirst(part))).join('. ')}${last}`;
}

/** A goal said in the tone ("Meta: 3B" → "Nuestra meta: 3B, ¡y juntos la alcanzamos!"), if it is one. */
export function sayGoalInTone(
  sentence: string,
  tone: 'motivational' | 'intense',
  language: StatementLanguage,
  isStern = false,
): string | undefined {
  // A stern mail's goal is no cheer.
  if (tone === 'motivational' && isStern) return undefined;
  return sayGoal(sentence, tone, language);
}

/**
 * "Todos donan tecnología" → "Todos donamos tecnología": a duty of all the writer shares. Verbs of
 * "-ar" only, whose "we" form no ending rule gets wrong.
 */
function sayAllAsUs(sentence: string, language: StatementLanguage): string {
  if (language !== 'es') return sentence;
  return sentence.replace(
    /^(todos) (\p{L}{2,}?)(an|án)(?=\s)(?!\s+(?:que|de|a)\b)/iu,
    (found, all: string, stem: string) =>
      // "juegan" → "jugamos", "hagan" (an order) and "-er" verbs have no such "we".
      /^(?:est|d|v)$/iu.test(stem) ||
      (stem.length >= 3 &&
        !/ue|ie/iu.test(stem) &&
        !/^(?:hag|teng|pong|veng|traig|salg|dig|sep|vay|se|pued|quier|sal|ve|le|cre)$/iu.test(stem))
        ? `${all} ${stem}amos`
        : found,
  );
}

/**
 * What we must do, said as what we set out to do: "tenemos que estar listos" → "vamos a estar
 * listos", "a gente precisa segurar o passo" → "Vamos segurar o passo", "Мы должны удержать
 * перевал" → "Наша задача — удержать перевал", "لازم نمسك الممر" → "خلونا نمسك الممر", "We need to
 * hold the pass" → "Let's hold the pass". Only where the duty is the writer's and the members'
 * ("we"), with its verb right after it.
 */
const DUTIES: Readonly<Record<StatementLanguage | 'en', readonly [RegExp, string][]>> = {
  en: [
    [
      /^(?:so,? |and )?(?:we|we all|all of us) (?:need to|have to|must|should|gotta|got to) (?!be (?:careful|aware)\b)(\p{L})/iu,
      "Let's $1",
    ],
  ],
  es: [
    [/^tenemos que (?=\p{L}+(?:ar|er|ir)(?:nos|se|lo|la|los|las)?(?![\p{L}]))/iu, 'Vamos a '],
    [
      /(?<=\s(?:y|pero)\s+)tenemos que (?=\p{L}+(?:ar|er|ir)(?:nos|se|lo|la|los|las)?(?![\p{L}]))/iu,
      'vamos a ',
    ],
  ],
  pt: [
    [
      /^(?:a gente|nós|nos) (?:precisa|precisamos|tem que|temos que|temos de) (?=\p{L}+(?:ar|er|ir)(?![\p{L}]))/iu,
      'Vamos ',
    ],
    [
      /(?<=\s(?:e|mas)\s+)(?:a gente|nós) (?:precisa|precisamos|tem que|temos que) (?=\p{L}+(?:ar|er|ir)(?![\p{L}]))/iu,
      'vamos ',
    ],
  ],
  ru: [
    [
      /^(?:мы\s+)?(?:должны|обязаны)\s+(?=\p{L}+(?:ть|ти|чь)(?:ся)?(?![\p{L}]))/iu,
      'Наша задача — ',
    ],
    [
      /^(?:нам\s+)?(?:нужно|надо|необходимо)\s+(?=\p{L}+(?:ть|ти|чь)(?:ся)?(?![\p{L}]))/iu,
      'Наша задача — ',
    ],
  ],
  ar: [[/^(?:(?:احنا|نحن)\s+)?لازم\s+(?=ن\p{L}{2,})/u, 'خلونا ']],
  zh: [],
};

export function sayDutyAsOurs(sentence: string, language: StatementLanguage | 'en'): string {
  for (const [pattern, said] of DUTIES[language]) {
    if (pattern.test(sentence)) return sentence.replace(pattern, said);
  }
  return sentence;
}

/**
 * The sentence said in the tone, where a goal, a filler or a chain of statements gives it a new
 * wording; else the sentence as it was.
 */
export function sayStatementInTone(
  sentence: string,
  tone: 'motivational' | 'intense',
  language: StatementLanguage,
  options: { isAfterLabel?: boolean; isStern?: boolean } = {},
): string {
  const goal = options.isAfterLabel
    ? undefined
    : sayGoalInTone(sentence, tone, language, options.isStern);
  if (goal !== undefined) return goal;
  if (tone !== 'intense') {
    if (options.isStern) return sentence;
    const ours = sayAllAsUs(sentence, language);
    return ours === sentence ? sayDutyAsOurs(sentence, language) : ours;
  }
  const plain = dropFillers(sentence, language);
  if (options.isAfterLabel) return plain;
  return splitChain(plain, language) ?? plain;
}
