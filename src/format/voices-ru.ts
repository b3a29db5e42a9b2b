/**
 * Russian words the tones' voices reword with: the verbs players give orders with, in each form
 * an order takes ("ставьте", "ставить", "ставим"), and where a sentence's orders part. Only a verb
 * of this list is reworded: Russian forms cannot be guessed from an ending without making nouns
 * ("смерть", "подробности") into orders.
 */

export interface RussianVerb {
  infinitive: string;
  /** The first person plural: the present of an imperfective ("ставим"), the future of a perfective ("поставим"). */
  we: string;
  /** The plural imperative ("ставьте"), where it is not the first person's own. */
  imperative?: string;
  /** A perfective says a call with "Давайте" ("Давайте поставим…"); an imperfective stands alone ("Ставим…"). */
  isPerfective: boolean;
}

/** infinitive, we, imperative, "p" for a perfective. */
const VERBS = `быть будем будьте
стоять стоим стойте
сидеть сидим сидите
держать держим держите
держаться держимся держитесь
ставить ставим ставьте
поставить поставим поставьте p
заходить заходим заходите
зайти зайдём зайдите p
входить входим входите
войти войдём войдите p
лезть лезем лезьте
идти идём идите
приходить приходим приходите
прийти придём придите p
слать шлём шлите
отправлять отправляем отправляйте
отправить отправим отправьте p
присылать присылаем присылайте
прислать пришлём пришлите p
кидать кидаем кидайте
флудить флудим флудите
спамить спамим спамьте
ругаться ругаемся ругайтесь
садиться садимся садитесь
сесть сядем сядьте p
вливаться вливаемся вливайтесь
атаковать атакуем атакуйте
бить бьём бейте
нападать нападаем нападайте
трогать трогаем трогайте
лечить лечим лечите
лечиться лечимся лечитесь
хилить хилим хильте
хилиться хилимся хильтесь
жертвовать жертвуем жертвуйте
донатить донатим донатьте
помогать помогаем помогайте
помочь поможем помогите p
записываться записываемся записывайтесь
записаться запишемся запишитесь p
регистрироваться регистрируемся регистрируйтесь
участвовать участвуем участвуйте
телепортироваться телепортируемся телепортируйтесь
прыгать прыгаем прыгайте
собирать собираем собирайте
собраться соберёмся соберитесь p
собираться собираемся собирайтесь
фармить фармим фармите
копить копим копите
тратить тратим тратьте
потратить потратим потратьте p
беречь бережём берегите
включать включаем включайте
включить включим включите p
ждать ждём ждите
готовиться готовимся готовьтесь
подготовиться подготовимся подготовьтесь p
следить следим следите
читать читаем читайте
прочитать прочитаем прочитайте p
защищать защищаем защищайте
выходить выходим выходите
выйти выйдем выйдите p
водить водим водите
брать берём берите
взять возьмём возьмите p
делать делаем делайте
сделать сделаем сделайте p
вступать вступаем вступайте
использовать используем используйте
качать качаем качайте
строить строим стройте
ходить ходим ходите
отмечаться отмечаемся отмечайтесь
отметиться отметимся отметьтесь p
пропускать пропускаем пропускайте
пропустить пропустим пропустите p
забывать забываем забывайте
забыть забудем забудьте p
опаздывать опаздываем опаздывайте
опоздать опоздаем опоздайте p
сливать сливаем сливайте
заполнять заполняем заполняйте
заполнить заполним заполните p
жать жмём жмите
нажимать нажимаем нажимайте
нажать нажмём нажмите p
проверять проверяем проверяйте
проверить проверим проверьте p
выставлять выставляем выставляйте
выставить выставим выставьте p
переезжать переезжаем переезжайте
играть играем играйте
тащить тащим тащите
убивать убиваем убивайте
светиться светимся светитесь
гарнизонить гарнизоним гарнизоньте
добивать добиваем добивайте
добить добьём добейте p
готовить готовим готовьте`;

const BY_FORM = new Map<string, { verb: RussianVerb; form: 'infinitive' | 'we' | 'imperative' }>();
for (const line of VERBS.split('\n')) {
  const [infinitive, we, imperative, perfective] = line.split(' ') as [
    string,
    string,
    string,
    string?,
  ];
  const verb: RussianVerb = { infinitive, we, imperative, isPerfective: perfective === 'p' };
  BY_FORM.set(infinitive, { verb, form: 'infinitive' });
  BY_FORM.set(imperative, { verb, form: 'imperative' });
  BY_FORM.set(we, { verb, form: 'we' });
  // "ё" is as often written "е": "зайдем", "шлем".
  if (we.includes('ё')) BY_FORM.set(we.replace('ё', 'е'), { verb, form: 'we' });
}

/** The verb a word is a form of, and which form it is: "ставьте" → ставить, imperative. */
export function readRussianVerb(
  word: string,
): { verb: RussianVerb; form: 'infinitive' | 'we' | 'imperative' } | undefined {
  return BY_FORM.get(word.toLowerCase());
}

/** Words a subject may be, before a verb: "мы стоим", "кто заходит" are no orders. */
const SUBJECT =
  /^(?:мы|я|вы|ты|он|она|они|оно|кто|что|который|которая|которые|это|если|когда|пока|чтобы|как)$/iu;

/**
 * An order in a clause, by the first verb of the list and the words before it, which may only be
 * a "не", "всем"/"все", or the words of place and time an order opens with ("в чате не флудим",
 * "первые 3 дня все стоим"): a pronoun before it makes it news ("мы стоим").
 */
export interface RussianOrder {
  before: string;
  /** "всем" or "все" before the verb: the order is to everyone. */
  isForAll: boolean;
  isNegative: boolean;
  /** The player's own "не" ("не", "НЕ"), said again as written. */
  negation: string;
  verb: RussianVerb;
  form: 'infinitive' | 'we' | 'imperative';
  after: string;
}

const WORD = /[\p{L}-]+/gu;
/** Words a time or a place opens with: "в чате", "завтра", "первые 3 дня". */
const CIRCUMSTANCE =
  /^(?:в|во|на|до|после|к|ко|у|с|со|по|за|перед|через|при|завтра|сегодня|сейчас|потом|тогда|каждый|каждые|каждую|каждое|первые|ночью|утром|вечером|днём|днем|срочно|быстро|тоже|также|обязательно|только)(?![\p{L}])/iu;

export function readRussianOrder(clause: string): RussianOrder | undefined {
  const words = [...clause.matchAll(WORD)];
  for (const [index, match] of words.entries()) {
    if (index > 6) return undefined;
    const word = match[0];
    if (SUBJECT.test(word)) return undefined;
    const found = readRussianVerb(word);
    // "Пишите Гризли или заходите сразу": an order before the verb is the clause's own.
    if (!found && /(?:йте|ите|ьте|йтесь|итесь|ьтесь)$/iu.test(word)) return undefined;
    if (!found) continue;
    const start = match.index;
    let before = clause.slice(0, start);
    const negation = before.match(/(?:^|\s)(не)\s+$/iu)?.[1] ?? '';
    const isNegative = negation !== '';
    if (isNegative)
      before = before.replace(/(?:^|\s)не\s+$/iu, (space) => (space.startsWith(' ') ? ' ' : ''));
    const forAll = before.match(/(?:^|\s)(всем|все)\s+$/iu);
    if (forAll)
      before =
        before.slice(0, before.length - forAll[0].length) + (forAll[0].startsWith(' ') ? ' ' : '');
    // A verb after a comma belongs to a clause of its own ("Завтра отдыхаем, лечимся").
    if (/[,;:]/u.test(before)) return undefined;
    // Before an imperative only a time or a place may stand: "R4 собирайте ралли", "фермы,
    // сидите дома" name whom the order is for, and no "we" may be made of it.
    if (found.form === 'imperative' && before.trim() !== '' && !CIRCUMSTANCE.test(before)) {
      return undefined;
    }
    // "Ждём всех на ралли", "Ответ ждём до четверга": the writer waits; no order to wait is made of it.
    if (found.form === 'we' && !isNegative && found.verb.infinitive === 'ждать') return undefined;
    // Only "всем" goes with an infinitive ("всем стоять"), "все" with the first person ("все стоим").
    if (forAll && (forAll[1]!.toLowerCase() === 'всем') !== (found.form === 'infinitive')) {
      return undefined;
    }
    return {
      before,
      isForAll: forAll !== null,
      isNegative,
      negation,
      verb: found.verb,
      form: found.form,
      after: clause.slice(start + word.length),
    };
  }
  return undefined;
}

/** Words that open a clause no order may be cut from: a condition, a reason, a contrast. */
const BOUND_CLAUSE =
  /^(?:что|чтобы|который|которая|которое|которые|где|куда|когда|если|пока|как|потому|так как|но|а|и|или|либо|чем|иначе|то|хотя|даже|кроме|включая|например|особенно|то есть|т\.е\.|плюс)(?![\p{L}])/iu;
/** A condition anywhere: "кто не наберёт норму — на выход", "место Р4 — кто хочет, пишите". */
const CONDITION = /(?:^|[\s—–-])(?:если|когда|кто|пока|как только|у кого)(?![\p{L}])/iu;

/**
 * A word that is a verb by its ending, for telling clauses from a list of nouns; the past ("-ал")
 * is left out, as nouns end so too ("перевал", "канал").
 */
const VERB_ENDING =
  /(?:ть|ться|йте|ите|ьте|йтесь|итесь|ьтесь|ем|им|ём|ют|ят|ут|ет|ит|ёт|ется|ится|ются|ятся)$/iu;
const NOT_VERBS =
  /^(?:совет|привет|ответ|отчёт|отчет|бюджет|лимит|кредит|режим|канал|финал|сигнал|минут|маршрут|проблем|объем|объём|шлем|всем|всеми|своим|нашим|вашим|тем|этим|каким|одним|другим|ними|зем|рем|тоже|или|али|совсем|затем|потом|тут|нет|лет|бит|эт)$/iu;

function hasVerb(clause: string): boolean {
  // "вопросы в дискорд" is an order of its own, with its verb left out.
  if (RUSSIAN_QUESTIONS_TO.test(clause)) return true;
  return [...clause.matchAll(WORD)].some(
    ([word]) =>
      readRussianVerb(word) !== undefined ||
      (word.length >= 4 && VERB_ENDING.test(word) && !NOT_VERBS.test(word)),
  );
}

/**
 * A Russian sentence's clauses, where it chains orders and news with commas: "ралики водят Стас и
 * Пума, остальные вливаются, одиночками не лезть". Each part must hold a verb and two words, so a
 * list of nouns ("техи, помощь с ковчегом, дружный чат") or a name list stays one sentence; a
 * condition ("если…, то…", "кто не…") is never cut. Without `needsVerbs` the parts are only
 * voiced where they stand, joined by their commas again: "РАЛИК на крепость, нужно ещё 4 марша,
 * заходите быстрее".
 */
export function splitRussianClauses(sentence: string, needsVerbs = true): string[] {
  if (CONDITION.test(sentence) || /[()«»"]/u.test(sentence)) return [sentence];
  const parts = sentence.split(/,\s+/u);
  if (parts.length < 2) return [sentence];
  for (const [index, part] of parts.entries()) {
    if ((part.match(WORD) ?? []).length < 2) return [sentence];
    if (index > 0 && BOUND_CLAUSE.test(part)) return [sentence];
    // The first part may name what the rest is about ("РАЛИК на крепость X, нужно ещё 4 марша").
    if (needsVerbs && index > 0 && !hasVerb(part)) return [sentence];
  }
  return parts;
}

/**
 * Whom the questions go to: "вопросы в дискорд", "вопросы пишите мне в лс или Лисе". Motivational
 * opens the door ("Есть вопросы — пишите в дискорд!"), intense says it as a label ("Вопросы — в
 * дискорд.").
 */
export const RUSSIAN_QUESTIONS_TO =
  /^(?:все |любые |по всем )?вопросы(?:,)?\s+(?:(пишите|задавайте|кидайте|скидывайте)\s+)?((?:мне\s+|сюда\s+)?(?:в|во|на|к|ко|у)\s+\S.*?)[.!]?$/iu;

/**
 * The orders joined to the first by "и"/"или", said in the same new form: "ставьте щиты и шлите
 * помощь" → "ставим щиты и шлём помощь", never "ставим щиты и шлите помощь".
 */
export function sayJoinedOrders(
  after: string,
  form: 'infinitive' | 'we' | 'imperative',
  say: (verb: RussianVerb) => string,
): string {
  return after.replace(
    /(\s(?:и|или|а потом|потом)\s+(?:не\s+)?)([\p{L}-]+)/giu,
    (found, joint: string, word: string) => {
      const joined = readRussianVerb(word);
      // "лечиться у себя — берите 2 тп": an infinitive and an imperative are both orders.
      const isOrder = (of: string) => of !== 'we';
      return joined && (joined.form === form || (isOrder(joined.form) && isOrder(form)))
        ? `${joint}${say(joined.verb)}`
        : found;
    },
  );
}
