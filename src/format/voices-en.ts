import { capitalise, placeholderOf } from './rewrite.ts';
import { ORDER_VERBS } from './rewrite-vocabulary.ts';
import { endMarks, lowerFirst } from './voice-kit.ts';
import { STATEMENT_TURNS, turnStatement } from './voice-turns.ts';

/**
 * English sentences said again in the motivational or intense tone, whole: a condition said as a
 * question ("If you got hit post a screenshot" → "Got hit? Post a screenshot."), "ask me if you
 * don't know…" as "Unsure…? Ask me.", "ok listen up" as "Listen up.", a rally call put in order.
 * Each keeps every word that carries meaning (facts are private-use placeholders here) and is
 * tried only on the shapes it reads with certainty; any other sentence is left to the voice.
 */
export type FirmTone = 'motivational' | 'intense';

/** A fact (private-use placeholder): a name, a tag, coordinates, a time. */
const FACT = '[\\uE000-\\uF8FF]';
const FIRST_PLACEHOLDER = placeholderOf(0).charCodeAt(0);
/** Words that make a number approximate: "like 10", "about 20", "~50". */
const HEDGE = /^(?:like|about|around|roughly|approx\w*|~)\s*/iu;
const NEED_OF_FACT = new RegExp(`^(?:we )?need (${FACT})`, 'iu');

/**
 * "need like 10 joiners": the hedge is kept with its number as one fact, and a need said firmly
 * ("Like 10 joiners needed.") would read oddly: intense leaves the sentence as written.
 */
export function isHedgedNeed(sentence: string, readFact: FactReader): boolean {
  const needed = sentence.match(NEED_OF_FACT)?.[1];
  return needed !== undefined && HEDGE.test(readFact(needed) ?? '');
}

function withoutEnd(sentence: string): string {
  return sentence.slice(0, sentence.length - endMarks(sentence, '.!…').length);
}

/** Whom to ask: "me", an officer, a name or two, a channel: "ask me", "ping Ana or Rook". */
const WHOM = `(?:me|us|an? (?:r4|r5|officer|leader)|(?:in|on) [^,?]{2,30}?|(?:${FACT}|\\p{Lu}[\\p{L}\\p{N}_]*)+(?:\\s*(?:or|and|/)\\s*(?:${FACT}|\\p{Lu}[\\p{L}\\p{N}_]*)+)?)`;
const ASK_IF_UNSURE = new RegExp(
  `^(?:please,?\\s+|pls\\s+|just\\s+)?((?:ask|dm|ping|message|mail|contact|tell|whisper)\\s+${WHOM})\\s+if\\s+(?:you(?:'re| are) (?:not sure|unsure)|(?:you(?:'re| are) )?unsure|not sure|in doubt|you (?:don't|do not|dont) know)(?:\\s+((?:how|what|where|when|which|who|why|if|whether)\\b.{1,60}))?$`,
  'iu',
);

/** "Ask me if you don't know how many points you get" → "Unsure how many points you get? Ask me." */
function askIfUnsure(body: string, tone: FirmTone): string | undefined {
  const match = body.match(ASK_IF_UNSURE);
  if (!match) return undefined;
  const [, ask, what] = match as unknown as [string, string, string | undefined];
  const about = what ? ` ${what}` : '';
  const whom = ask.replace(/^\p{Lu}(?!\p{Lu})/u, (letter) => letter.toLowerCase());
  return tone === 'intense'
    ? `Unsure${about}? ${capitalise(whom)}.`
    : `Not sure${about}? Just ${whom}!`;
}

/** Words that may lead the order after a condition, and what intense drops of them. */
const ORDER_LEAD = '(?:(?:just|then|pls|please|plz)\\s+)?';
/** The words that may lead an order, at its start. */
const ORDER_LEAD_AT_START = new RegExp(`^${ORDER_LEAD}`, 'iu');
/** Verbs that open an order after a condition with no comma: none is also a noun after "need". */
const UNAMBIGUOUS_ORDERS =
  /^(?:ask|ping|mail|dm|message|tell|post|read|open|contact|report|write|shield|teleport|tp|use|send|go|come|check|let|screenshot|stay|join|heal|bring|donate|reinforce|move|garrison|fill|keep|put|set|bubble|activate|switch|don't|dont|never)$/u;
/** Words after which a verb is still the condition's: "if you need help", "if you want to join". */
const NOT_BEFORE_ORDER =
  /\b(?:to|and|or|the|a|an|your|my|our|no|any|some|of|for|can|can't|cannot|will|won't|don't|dont|didn't|didnt|doesn't|haven't|havent|hasn't|isn't|aren't|wasn't|did|do|does|have|has|not|need|want|more|you|i|we|it)$/iu;

/** A verb after "have" that makes it the perfect ("have been", "have missed"), not "have keys". */
const PARTICIPLE =
  /^(?:been|done|seen|had|made|lost|left|sent|spent|won|paid|read|not (?:been|done|\p{L}+ed))\b|^\p{L}{2,}ed\b/iu;

const COUNT_FIRST = new RegExp(`^(?:\\d|${FACT})`, 'u');

const CONDITION = /^if (you(?:'re| are| were|'ve| have)?)\s+(.+)$/iu;
/** "If your question isn't here ask in #qa" → "Question not here? Ask in #qa." */
const YOUR_THING_NOT = /^if your (\p{L}+) (?:isn't|is not|aren't|are not) (.+)$/iu;
/** "If your city is outside territory after Thurs, teleport in" → "City outside territory…? Teleport in!" */
const YOUR_THING_IS = /^if your (\p{L}+) (?:is|are) (?!not\b)(.+)$/iu;
/** What `CONDITION`, `YOUR_THING_NOT` and `YOUR_THING_IS` open with: a quick test of the three. */
const OPENS_WITH_IF = /^if /i;
/**
 * What intense may answer a condition with besides an order: what follows for the reader or for us
 * ("If you sign up and don't show we lose" → "Sign up and don't show? We lose.").
 */
const SANCTION = /^(?:we|you'll|you're)$|^you (?:will|get|lose|go|are)$/iu;

/**
 * "If you got hit, post a screenshot" / "If you still have keys open them" → "Got hit? Post a
 * screenshot." The condition becomes a question to the reader; the order follows it. Only where the
 * order is plain (a verb of an order) and the condition is a few words about "you". Intense also
 * answers with what follows ("…? We lose.").
 */
function conditionAsQuestion(
  body: string,
  tone: FirmTone,
  readFact: FactReader,
): string | undefined {
  // Its three patterns open with "if ", which no other letter stands for under 'iu'.
  if (!OPENS_WITH_IF.test(body)) return undefined;
  const yours = body.match(YOUR_THING_NOT);
  const state = yours ? undefined : body.match(YOUR_THING_IS);
  const match = yours || state ? undefined : body.match(CONDITION);
  if (!match && !yours && !state) return undefined;
  const subject = match?.[1] ?? '';
  const split = findOrder((match?.[2] ?? yours?.[2] ?? state?.[2])!, readFact, tone === 'intense');
  if (!split) return undefined;
  const [condition, order] = split;
  const words = condition.split(/\s+/u);
  if (words.length > 9 || /\b(?:you|u|i|we|they|he|she)\b/iu.test(condition)) return undefined;
  // "If you zero yourself that's fine, just tell an officer": the condition has its own answer
  // ("that's fine"), which a question would turn into a doubt ("Zero yourself that's fine?").
  if (/\b(?:that|it|this)(?:'s|s| is| was)\b/iu.test(condition)) return undefined;
  // "If you are the leader" is a question no one asks: only "you're away", "you're not there".
  if (/(?:'re| are| were)$/iu.test(subject) && /^(?:a|an|the)\b/iu.test(condition))
    return undefined;
  // "If you can, join", "If you want to, ping me": a bare verb asks nothing ("Can?", "Want to?").
  if ((/^you$/iu.test(subject) && words.length < 2) || /\bto$/iu.test(condition)) return undefined;
  const isHave = /(?:'ve| have)$/iu.test(subject) && !/^got\b/iu.test(condition);
  const asked = yours
    ? `${capitalise(yours[1]!.toLowerCase())} not ${condition}`
    : state
      ? `${capitalise(state[1]!.toLowerCase())} ${condition}`
      : isHave && PARTICIPLE.test(condition)
        ? // "If you have been offline 5+ days" asks "Have you been…?": "Have been…?" has no subject.
          `Have you ${condition}`
        : // "If you have 0 tech donations" asks of the count: "0 tech donations?"
          isHave && !COUNT_FIRST.test(condition)
          ? `Have ${condition}`
          : capitalise(condition);
  const lead = order.match(ORDER_LEAD_AT_START)![0];
  const bare = order.slice(lead.length);
  if (tone === 'intense') {
    // "…, screenshot it and send to R4, do NOT hit back": the answer's own ban is its own sentence.
    return `${asked}? ${splitIntenseCommas(capitalise(bare)).join(' ')}.`;
  }
  return `${asked}? ${capitalise(`${lead}${bare}`.replace(/^then\s+/iu, ''))}!`;
}

/**
 * Where the condition ends and the order starts: at a comma before a verb of an order, or before a
 * verb that is only ever an order's. A comma before anything else ("If you're late, we start")
 * ends a condition whose sequel is no order: none is found, unless `mayAnswer` lets what follows
 * for us or the reader answer it. A shouted order ("SHIELD UP") is read through its fact.
 */
function findOrder(
  rest: string,
  readFact: FactReader,
  mayAnswer: boolean,
): [string, string] | undefined {
  const words = rest.split(' ');
  const read = (word: string | undefined) => {
    const bare = (word ?? '').replace(/[,.!]$/u, '');
    // A fact inside a word ("DON'T": the shouted "DON" a fact, "'T" the tidy's) is read in place.
    const spelled =
      readFact(bare) ?? bare.replace(/[\uE000-\uF8FF]/gu, (mark) => readFact(mark) ?? mark);
    return spelled.split(/\s+/u)[0]!.toLowerCase();
  };
  for (let index = 1; index < words.length; index += 1) {
    // "If you're under 30M power: farm, hold flags": a colon ends the condition as a comma does.
    const isAfterComma = /[,:]$/u.test(words[index - 1]!);
    const lead = /^(?:just|then|pls|please|plz)$/u.test(read(words[index])) ? 1 : 0;
    const verb = read(words[index + lead]);
    const isAnswer =
      mayAnswer &&
      lead === 0 &&
      (SANCTION.test(verb) || SANCTION.test(`${verb} ${read(words[index + 1])}`));
    const isOrder =
      (isAfterComma
        ? ORDER_VERBS.has(verb) || UNAMBIGUOUS_ORDERS.test(verb)
        : UNAMBIGUOUS_ORDERS.test(verb)) ||
      (isAnswer && words.length - index >= 2);
    if (!isOrder) {
      if (isAfterComma) return undefined;
      continue;
    }
    const condition = words.slice(0, index).join(' ').replace(/[,:]$/u, '');
    // "if you want to join ask Ana": "join" is still the condition's, "ask" opens the order.
    // "…or didn't donate": the word before is read through its fact too ("DON'T" shouted).
    if (!isAfterComma && NOT_BEFORE_ORDER.test(`${condition} ${read(words[index - 1])}`)) continue;
    // A lone verb ("…, ask.") answers a condition of two words or more: "Not sure? Ask." A lone
    // "we"/"you" is no answer.
    if (words.length - index - lead < (isOrder && condition.includes(' ') ? 1 : 2))
      return undefined;
    return [condition, words.slice(index).join(' ')];
  }
  return undefined;
}

/**
 * "If you're not there you get no DKP for the whole fight": intense says the sanction after the
 * question ("Not there? No DKP for the whole fight."), motivational what to do to earn it ("Be
 * there to earn DKP for the whole fight!").
 */
const ABSENT_NO_REWARD =
  /^if you(?:'re| are) not ((?:there|here|online|on time|in (?:the )?\p{L}+|at (?:the )?\p{L}+)(?: \p{L}+)?),? you(?:'ll| will)? (?:get|receive|earn) no (.{2,60})$/iu;

function absentNoReward(body: string, tone: FirmTone): string | undefined {
  const match = body.match(ABSENT_NO_REWARD);
  if (!match) return undefined;
  const [, where, reward] = match as unknown as [string, string, string];
  return tone === 'intense' ? `Not ${where}? No ${reward}.` : `Be ${where} to earn ${reward}!`;
}

/** "Ok listen up [T0XC] we open…": the call to listen is its own sentence. */
const LISTEN_UP = /^(?:(?:ok|okay|alright|right|so)\b,?\s*)?listen up\b,?\s*(.*)$/iu;
const VOCATIVE = new RegExp(
  `^((?:${FACT}+|guys|all|everyone|people|team|fam|governors))(?:\\s*[,:]\\s+|\\s+(?=(?:we|you|everyone|all|our|the|tomorrow|today|tonight)\\b))`,
  'iu',
);

function listenUp(body: string, tone: FirmTone): string | undefined {
  const match = body.match(LISTEN_UP);
  if (!match) return undefined;
  const rest = match[1]!;
  // "ok listen up guys": who is called may be all the line says.
  const alone = rest.match(/^(guys|all|everyone|people|team|fam|governors)[.!]?$/iu);
  const vocative = alone ?? rest.match(VOCATIVE);
  // "guys" is not kept in a call to governors; a tag or "everyone" is.
  const who = vocative && !/^guys$/iu.test(vocative[1]!) ? `, ${vocative[1]}` : '';
  const said = alone ? '' : vocative ? rest.slice(vocative[0].length) : rest;
  if (said === '') return tone === 'intense' ? `Listen up${who}.` : `Listen up${who}!`;
  if (/^(?:and|but|or|to)\b/iu.test(said)) return undefined;
  return tone === 'intense'
    ? `Listen up${who}. ${capitalise(said)}.`
    : `Listen up${who} — ${said}!`;
}

/**
 * "RALLY ON BARB FORT X NOW join please" → "Join the rally ON BARB FORT X NOW." Shouted words are
 * kept as facts (placeholders), so "ON" and "NOW" are read through `readFact`.
 */
const RALLY_JOIN =
  /^rally\s+(\S+)\s+(.{3,60}?)\s+([^\s,!]+|right now)[,!]?\s+join(?:\s+(?:it|up|in))?(\s+(?:please|pls|plz))?$/iu;

/**
 * How every match of `RALLY_JOIN` ends, as a quick test: a rally order that does not end on its
 * "join" needs no long pass (under 'iu' only 'ſ' stands for an 's' beyond its two cases).
 */
const ENDS_WITH_JOIN = /join(?:\s+(?:it|up|in))?(?:\s+(?:plea[sſ]e|pl[sſ]|plz))?$/i;

function rallyJoin(body: string, tone: FirmTone, readFact: FactReader): string | undefined {
  if (!ENDS_WITH_JOIN.test(body)) return undefined;
  const match = body.match(RALLY_JOIN);
  if (!match) return undefined;
  const [, on, target, now, please] = match as unknown as [string, string, string, string, string?];
  const read = (word: string) => (readFact(word) ?? word).toLowerCase();
  if (!/^(?:on|at)$/u.test(read(on)) || !/^(?:now|asap|right now)$/u.test(read(now))) {
    return undefined;
  }
  const join = `Join the rally ${on.toLowerCase()} ${target} ${now}`;
  return tone === 'intense' ? `${join}.` : `${join}${please ? ', please' : ''}!`;
}

/**
 * "SHIELD UP if you are under 20M or going offline" → intense "Under 20M or going offline? SHIELD
 * UP.": the question says who the order is for, the order follows.
 */
const ORDER_IF_YOU_ARE =
  /^(\S+)((?:\s.{1,40}?)?)\s+if you(?:('re| are)\s+|\s+(?=(?:need|have|got|see|missed|still|don't|can't|haven't|didn't|want to)\s))(?!a\b|an\b|the\b)([^,;]{2,40})$/iu;

function orderIfYouAre(body: string, tone: FirmTone, readFact: FactReader): string | undefined {
  // A quick test of the words the pattern needs: no other letter is read as these, 'u' or not.
  if (!/if you/i.test(body)) return undefined;
  const match = body.match(ORDER_IF_YOU_ARE);
  if (!match) return undefined;
  const [, first, rest, are, who] = match as unknown as [
    string,
    string,
    string,
    string | undefined,
    string,
  ];
  // Motivational leaves a warning's "SHIELD UP if you are under 20M" as the player shouted it.
  if (tone !== 'intense' && are !== undefined) return undefined;
  if (are === undefined && !who.includes(' ')) return undefined;
  // A shouted order is kept as a fact: "SHIELD UP" is read through it.
  const verb = (readFact(first) ?? first).split(/\s+/u)[0]!.toLowerCase();
  if (!ORDER_VERBS.has(verb) || /\b(?:you|u|if)\b/iu.test(who)) return undefined;
  return `${capitalise(who)}? ${capitalise(first)}${rest}${tone === 'intense' ? '.' : '!'}`;
}

/**
 * "Everyone must be teleported near X before T": the duty said as the move to make. Motivational
 * says why, from the sentence itself: every march is wanted where the player sends it.
 */
const TELEPORT_DUTY =
  /^(everyone|everybody|all members|every governor)(?: (?:must|has to|have to|needs to|need to|should))? be (?:teleported|tped|tp'd|ported) ((?:near|to|at|in|into|next to|around) .{2,80})$/iu;

function teleportDuty(body: string, tone: FirmTone): string | undefined {
  const match = body.match(TELEPORT_DUTY);
  if (!match) return undefined;
  const [, who, where] = match as unknown as [string, string, string];
  return tone === 'intense'
    ? `${capitalise(who)}: teleport ${where}.`
    : `${capitalise(who)}, teleport ${where} — we need every march there!`;
}

/**
 * "please don't zero X": a ban the player asked softly, intense says firmly, "Do not zero X."
 * A sentence of several orders (a comma) stays with the voice.
 */
const NEGATIVE_ORDER = /^(?:please,?\s+|pls\s+|plz\s+)(?:don't|dont|do not)\s+(\p{Ll}[^,;]*)$/iu;

function negativeOrder(body: string, tone: FirmTone): string | undefined {
  const match = tone === 'intense' ? body.match(NEGATIVE_ORDER) : null;
  return match ? `Do not ${match[1]}.` : undefined;
}

/**
 * "Need 30 people, 20M+ power, at least T4": a need of players with its terms. Intense says it as
 * wanted ("30 people needed: 20M+ power, at least T4."), motivational asks who joins. A hedged
 * number ("like 10") is no count to state firmly: it is left to the voice.
 */
const NEED_WITH_TERMS = new RegExp(
  `^(?:we )?need ((?:\\d+|${FACT})\\+? (?:more )?(?:people|players|governors|joiners|marches|fighters|members|accounts|rally leaders)),\\s*([^.!?]{2,80})$`,
  'iu',
);

function needWithTerms(body: string, tone: FirmTone): string | undefined {
  const match = body.match(NEED_WITH_TERMS);
  if (!match) return undefined;
  const [, who, terms] = match as unknown as [string, string, string];
  return tone === 'intense'
    ? `${capitalise(who)} needed: ${terms}.`
    : `We need ${who}, ${terms} — who's joining?`;
}

/**
 * "KP goal for this phase is 3B for the kingdom, at least 40M per person": a goal motivational says
 * as ours to reach together ("Our KP goal for this phase: 3B… — let's reach it together!"), intense
 * as a target ("KP target for this phase: 3B…"). What is aimed at stays word for word.
 */
const GOAL = new RegExp(
  `^(?:the |our )?((?:(?:${FACT}|[\\p{L}\\p{N}]+) ){0,2}?)(goal|target|aim)((?: (?:for|of|in|this) [^,:;]{2,30}?)?) (?:is|=) (.{2,120})$`,
  'iu',
);

function goal(body: string, tone: FirmTone): string | undefined {
  // A quick test of the goal's word first: no other letter is read as these, 'u' or not.
  if (!/goal|target|aim/i.test(body)) return undefined;
  const match = body.match(GOAL);
  if (!match) return undefined;
  const [, what, word, scope, aim] = match as unknown as [string, string, string, string, string];
  if (/^(?:to|that)\b/iu.test(aim) || /\b(?:you|we|i|they)\b/iu.test(what)) return undefined;
  if (tone === 'intense') {
    return `${capitalise(`${what}target${scope}`)}: ${splitIntenseCommas(aim).join(' ')}.`;
  }
  return `Our ${what}${word.toLowerCase()}${scope}: ${aim} — let's reach it together!`;
}

/**
 * "People who show up half dead get kicked from rally lists", "people who got kicked can
 * reapply": what follows for those who do something, said to the reader as a question and its
 * answer ("Show up half dead? You get kicked from rally lists."). Motivational says only what the
 * reader may do ("Got kicked? You can reapply!"); a sanction stays the player's in it.
 */
const THOSE_WHO =
  /^(?:people|players|those|ppl|members|governors) (?:who|that) (?!(?:are|were|is|was|have|has|had|do|does|did|will|would|can|could)\b)(.{3,50}?) (will (?:be|get)|get|are|can|lose|must|have to) (\p{L}.{1,100})$/iu;

function thoseWho(body: string, tone: FirmTone): string | undefined {
  const match = body.match(THOSE_WHO);
  if (!match) return undefined;
  const [, did, follows, rest] = match as unknown as [string, string, string, string];
  // Only what they did, about themselves: "people who hit you" or "who we kicked" is no question
  // to the reader.
  if (/\b(?:you|u|we|i|us|me|our|my)\b/iu.test(did)) return undefined;
  const asked = capitalise(
    did
      .replace(/\btheir\b/giu, 'your')
      .replace(/\bthemselves\b/giu, 'yourself')
      .replace(/\bthem\b/giu, 'you'),
  );
  const answer = `You ${follows.toLowerCase()} ${rest}`;
  if (tone === 'intense') return `${asked}? ${splitIntenseCommas(answer).join(' ')}.`;
  return /^can$/iu.test(follows) ? `${asked}? ${answer}!` : undefined;
}

/**
 * "Pass 4 opens tomorrow at 12:00 UTC and we are NOT going to sit back this time": an event's
 * start and what we do about it. Motivational makes the start our chance ("… — this is our chance,
 * and we are NOT going to sit back this time!"); intense says each part on its own ("Tomorrow at
 * 12:00 UTC: pass 4 opens. We are NOT going to sit back this time.").
 */
const EVENT_AND_US = /^(.{6,80}?),? and (we(?:'re| are| will|'ll)?|this time we) (\p{L}.{2,80})$/iu;
/** The " and " `EVENT_AND_US` needs, looked for before its event's many lengths are tried. */
const SAYS_AND = / and /iu;

const EVENT_VERB = /\s(?:starts|begins|opens|kicks off)\s/iu;

function eventAndUs(body: string, tone: FirmTone): string | undefined {
  if (!SAYS_AND.test(body)) return undefined;
  const match = body.match(EVENT_AND_US);
  if (!match) return undefined;
  const [, event, we, rest] = match as unknown as [string, string, string, string];
  const options = { isStern: false, addressesNewcomers: false };
  const turned = turnStatement(event, STATEMENT_TURNS.en.intense, options);
  // Only a start is our chance: an end ("closes in 2h and we…") has its own turn.
  if (turned === event || !EVENT_VERB.test(event)) return undefined;
  return tone === 'intense'
    ? `${turned} ${capitalise(we)} ${rest}.`
    : `${event} — this is our chance, and ${lowerWe(we)} ${rest}!`;
}

function lowerWe(we: string): string {
  return we.replace(/^We\b/u, 'we').replace(/^This\b/u, 'this');
}

/**
 * "[LNX] is top alliance, 110 members", "Rank 1-3 is reserved for Tzar": a statement intense
 * clips to its subject and what it is ("[LNX]: top alliance, 110 members."). The subject is a few
 * words with no pronoun; a plan ("is going to"), a question or a label of its own stays as written.
 */
const IS_STATEMENT = new RegExp(
  `^((?:${FACT}|[\\p{L}\\p{N}][\\p{L}\\p{N}'-]*)(?: (?:${FACT}|[\\p{L}\\p{N}][\\p{L}\\p{N}'-]*)){0,3}) (?:is|are) (?!(?:going|gonna|about|to|so|also|still|just|now|here|there|why|how|what|when|who|it|that|this|not going)\\b)(.{2,120})$`,
  'iu',
);
const NO_SUBJECT =
  /(?<!\w)(?:we|you|u|they|i|it|he|she|this|that|these|those|there|here|what|who|which|everyone|everybody|all|nobody|someone|anyone|my|his|her|if|when|and|or|but|so|because|which|where|how|why)\b/iu;

/**
 * What a statement may be clipped to: not "in"/"out" of "results are in" (one with its verb), not an
 * attack under way ("is hitting our farms", which has a turn of its own), not "the big one" or "a
 * trap" (what the subject is, said whole), not a condition ("is 150 DKP if you are over 40M").
 */
const CLIPPABLE =
  /^(?!(?:in|out|up|on|off|over|back|done|live)(?:[,.!]|$)|\p{L}+ing\b|(?:the|a|an)\b|.*\b(?:if|unless|when)\b)/iu;

/** The verb `IS_STATEMENT` needs, looked for before its subject's words are tried. */
const SAYS_IS = / (?:is|are) /iu;

function isStatement(body: string, tone: FirmTone): string | undefined {
  if (tone !== 'intense' || /[:;()]/u.test(body) || !SAYS_IS.test(body)) return undefined;
  const match = body.match(IS_STATEMENT);
  if (!match) return undefined;
  const [, subject, said] = match as unknown as [string, string, string];
  if (NO_SUBJECT.test(subject) || !CLIPPABLE.test(said)) return undefined;
  return `${capitalise(subject)}: ${splitIntenseCommas(said).join(' ')}.`;
}

/**
 * "Top 5 donors each week get first pick on titles": a reward motivational holds out to every
 * reader ("… — it could be you!"), intense says as a label ("Top 5 donors each week: first pick on
 * titles.").
 */
const TOP_REWARD = new RegExp(
  `^(top (?:(?:${FACT}|\\d+) )?(?:\\p{L}+ )?(?:donors|donators|killers|players|members|governors|fighters|gatherers|helpers|scorers|ranks?)(?: [^,]{1,25}?)?) (?:get|gets|win|wins|earn|earns|receive|receives) (.{2,80})$`,
  'iu',
);

function topReward(body: string, tone: FirmTone): string | undefined {
  const match = body.match(TOP_REWARD);
  if (!match) return undefined;
  const [, who, reward] = match as unknown as [string, string, string];
  return tone === 'intense' ? `${capitalise(who)}: ${reward}.` : `${body} — it could be you!`;
}

/**
 * "We go in 2 waves, big accounts first", "we will push the pass after reset": what we will do,
 * motivational says as done together ("Together we go in 2 waves…!").
 */
const OUR_PLAN =
  /^we(?: will| are going to|'ll)? (go|move|push|hold|take|fight|attack|rally|open|start|march|defend|finish|win|burn|strike|meet|gather|climb) (.{2,100})$/iu;

const AT_A_TIME = new RegExp(`\\b(?:at|from|on) (?:\\p{L}+ )?${FACT}`, 'iu');

function ourPlan(body: string, tone: FirmTone): string | undefined {
  const match = tone === 'motivational' ? body.match(OUR_PLAN) : null;
  // "we attack the pass at 20:00 UTC" is a strike at its time, which has a turn of its own; "we
  // will attack when they shield" waits on a condition, said as the player put it.
  if (!match || /\b(?:if|unless|or|when|once|until|after)\b/iu.test(body) || AT_A_TIME.test(body)) {
    return undefined;
  }
  // "we go together, nobody solos": a plan that already says "together" is said once.
  if (/\btogether\b/iu.test(body)) return undefined;
  return `Together ${lowerFirst(body)}!`;
}

/** The text of a fact a placeholder stands for, if the sentence's facts are known. */
export type FactReader = (placeholder: string) => string | undefined;

const REPHRASINGS: ((body: string, tone: FirmTone, readFact: FactReader) => string | undefined)[] =
  [
    negativeOrder,
    goal,
    thoseWho,
    eventAndUs,
    topReward,
    ourPlan,
    needWithTerms,
    orderIfYouAre,
    askIfUnsure,
    absentNoReward,
    conditionAsQuestion,
    listenUp,
    rallyJoin,
    teleportDuty,
    isStatement,
  ];

/**
 * The sentence said again in the tone, or undefined where none of the shapes above fits it. A
 * motivational result ends with '!' (the caller keeps to its one '!' a mail); intense with '.'.
 */
export function rephraseEnglish(
  sentence: string,
  tone: FirmTone,
  readFact: FactReader = () => undefined,
): string | undefined {
  const body = withoutEnd(sentence.trim());
  if (body === '' || /[?=→]/u.test(body)) return undefined;
  if (tone === 'intense' && isHedgedNeed(body, readFact)) return capitalise(sentence.trim());
  for (const rephrase of REPHRASINGS) {
    const said = rephrase(body, tone, readFact);
    if (said !== undefined) return said;
  }
  return undefined;
}

/**
 * Intense drops what softens an order: an apology ("sorry but we need the spots" → "We need the
 * spots"), a trailing "guys". The run-on "troops heal first" is cut before its second order in both
 * tones: a full stop in intense, a dash in motivational.
 */
const APOLOGY_BUT = /(^|[,;]\s*)sorry,?\s+but\s+(?=\p{L})/giu;
const TRAILING_APOLOGY = /,?\s+sorry([.!]?)$/iu;
const TRAILING_GUYS = /,?\s+guys([.!]?)$/iu;
/*
 * Quick tests for the fixed words of the patterns intense tries on every sentence, which try their
 * lead at every position: a sentence without the word needs no pass. Under 'iu' only 'ſ' stands for
 * an 's' beyond its two cases (and 'K' for a 'k'), so each is matched here with or without 'u'.
 */
const SAYS_SORRY = /[sſ]orry/i;
const SAYS_GUYS = /guy[sſ]/i;
const SAYS_JUST = /ju[sſ]t/i;
const SAYS_WE_WILL = /we(?: will|'ll|’ll| are going to| are gonna|'re going to|'re gonna) /i;
/** "we're not mad…" holds " not " (see `NOT_MAD`). */
const SAYS_NOT = / not /i;
/** "Join with full marches thanks": an order's trailing thanks; a thank-you itself keeps it. */
const TRAILING_THANKS =
  /(?<=^(?!\s*(?:thanks|thank|ty)\b)\S+(?:\s+\S+){2,}?),?\s+(?:thanks|thx|ty)([.!]?)$/iu;
/** How such a sentence ends: its look back over the whole sentence is tried only then. */
const ENDS_WITH_THANKS = /(?:thanks|thx|ty)[.!]?$/iu;

function dropTrailingThanks(sentence: string): string {
  return ENDS_WITH_THANKS.test(sentence) ? sentence.replace(TRAILING_THANKS, '$1') : sentence;
}
const SECOND_ORDER =
  / (?=(?:heal|shield|hide|tp|teleport|log in|come back) (?:first|now|asap|up|immediately|right away)\b)/gu;
/** Words after which "shield up" is the sentence's own order: "please shield up", "and heal first". */
const NOT_BEFORE_SECOND_ORDER =
  /^(?:please|pls|plz|just|and|or|to|then|also|must|should|will|can|need|you|we|all|everyone|always|not|never|first)$/iu;

function cutBeforeSecondOrder(sentence: string, cut: string): string {
  return sentence.replace(SECOND_ORDER, (found, offset: number) => {
    const before = sentence.slice(0, offset);
    const last = before.match(/(\p{L}+)$/u)?.[1] ?? '';
    const isClause = before.split(/\s+/u).length >= 3 && /\p{Ll}$/u.test(before);
    return isClause && !NOT_BEFORE_SECOND_ORDER.test(last) ? cut : found;
  });
}
/** A condition's order is the question's answer (conditionAsQuestion), not a second sentence. */
/** A sentence that opens with its condition: what follows the comma is the condition's. */
export const CONDITION_START = /^(?:if|when|once|unless|before|after)\b/iu;

/**
 * Whether the last clause of `text` (after its last comma, or all of it) opens with a condition:
 * "Shields up tonight, if you can't" — what follows is what the condition leads to.
 */
export function endsInCondition(text: string): boolean {
  return CONDITION_START.test(text.slice(text.lastIndexOf(',') + 1).trim());
}

/** A sentence's end before a space, where `firmUpEnglish` cuts a line (a quick test). */
const SENTENCE_END = /[.!?]\s/;

export function firmUpEnglish(text: string, tone: FirmTone): string {
  // Most lines are one sentence: no cut to look for.
  if (!SENTENCE_END.test(text)) return firmUpSentence(text, tone);
  return text
    .split(/(?<=[.!?])\s+/u)
    .map((sentence) => firmUpSentence(sentence, tone))
    .join(' ');
}

/**
 * "Message me first don't just show up": an order, then a ban with no comma between. The ban is
 * cut off where the word before it can be no subject of it ("who don't", "you don't" stay).
 */
const BAN_AFTER_ORDER =
  /^(\p{L}+)(\s+(?:\S+\s+){1,6}?\p{Ll}+)\s+(?=(?:don't|do not|dont)\s+\p{Ll})/u;
const SUBJECT_BEFORE_BAN =
  /\b(?:i|you|u|we|they|he|she|it|who|that|people|and|or|if|to|please|pls|just|why)$/iu;

/** The ban's words, which a sentence must hold before its order is read (a quick test). */
const HAS_BAN = /(?:don't|do not|dont)\s/u;

function cutBeforeBan(sentence: string, tone: FirmTone): string {
  if (!HAS_BAN.test(sentence)) return sentence;
  const match = sentence.match(BAN_AFTER_ORDER);
  if (!match || !ORDER_VERBS.has(match[1]!.toLowerCase())) return sentence;
  if (SUBJECT_BEFORE_BAN.test(match[2]!)) return sentence;
  const rest = sentence.slice(match[0].length);
  return `${match[0].trimEnd()}${tone === 'intense' ? '. ' : ', '}${tone === 'intense' ? capitalise(rest) : rest}`;
}

/**
 * Filler intense drops, no fact: a "just" that opens an order ("Just tell an R4", "and just heal").
 * A "just" that means "only" ("just 5 spots") stays, and so does one after a comma ("use whatever
 * you have, just join"), where it asks for the least the reader can do.
 */
// `(?<!\w)` is a leading `\b` (the same under 'iu', and many times faster in V8): see voices.ts.
const JUST_BEFORE = /(^|(?<!\w)(?:and|so|then)\s+)just\s+(?=(\p{L}+))/giu;

function dropFiller(sentence: string): string {
  if (!SAYS_JUST.test(sentence)) return sentence;
  return sentence.replace(JUST_BEFORE, (found, before: string, next: string) =>
    ORDER_VERBS.has(next.toLowerCase()) ? before : found,
  );
}

/** "lets fix that": the call written with no apostrophe, at the start of a clause. */
const LETS = /(^|[,;]\s*|\b(?:and|so|now)\s+)(L|l)ets\s+(?=(\p{L}+))/gu;
const LET_OBJECT =
  /^(?:us|them|you|u|me|him|her|it|people|everyone|the|a|an|his|their|our|my|your)$/iu;
/**
 * "we not mad just need active spots": a soft complaint motivational says as the ask it is ("no
 * hard feelings — we just need active spots").
 */
const NOT_MAD = /(?<!\w)we(?:'re| are)? not (?:mad|angry|upset),?\s+(?:we\s+)?(?:just\s+)?need\b/iu;

/**
 * A soft lead before an order ("make sure to", "try to", "you need to", "remember to"): without it
 * the order is plain, and each tone says it its own way ("Let's donate…", "Donate…"). Only before a
 * verb of an order: "make sure your shield is up" keeps its lead.
 */
const SOFT_ORDER_LEAD =
  /^(?:make sure (?:that )?(?:you |u |to )|be sure to |try to |remember to |(?:you|u|we all) (?:need to|have to|must|should) )(?=(\p{L}+)\b)/iu;
/** Verbs an order may open with besides ORDER_VERBS: "try to be online" → "Be online". */
const PLAIN_ORDER_VERB = /^(?:be|get|stay|come|go|log|spend|train|upgrade|build|collect|claim)$/iu;

function dropSoftLead(sentence: string): string {
  const match = sentence.match(SOFT_ORDER_LEAD);
  if (!match) return sentence;
  const verb = match[1]!.toLowerCase();
  if (!ORDER_VERBS.has(verb) && !PLAIN_ORDER_VERB.test(verb)) return sentence;
  return capitalise(sentence.slice(match[0].length));
}

/** "We need everyone to join": said as the duty of everyone it is, which each tone voices. */
const NEED_EVERYONE_TO = /^we need (everyone|everybody|all of (?:you|u)) to (?=\p{L})/iu;

/**
 * Chat that says nothing, which intense drops (motivational only before a soft lead): an opening "ok so", "hey guys", "yo" before what the
 * sentence says (with the "people" it calls: "ok people we are in zone 4" → "We are in zone 4"),
 * and "tbh", "ngl" wherever they stand. A greeting that is the whole sentence
 * stays; so does a "so" of purpose ("So we know who's who") and "I mean it", which insists.
 */
const CHAT_LEAD =
  /^(?:(?:ok(?:ay)?|alright|yo|hey (?:all|guys|everyone|everybody)|guys)(?:,?\s+so)?,?\s+|(?<=^|\s)(?:people|guys|team|all),?\s+(?=(?:we|you)\s))+(?=\S+\s+\S+\s+\S)/iu;
const CHAT_WORDS = /,?\s*(?<![\p{L}\p{N}'’])(?:tbh|ngl)(?![\p{L}\p{N}'’]),?/giu;
/**
 * A quick test for `CHAT_WORDS`' words, whose letters no other letter stands for under 'iu': a
 * sentence without them needs no pass of the pattern, which tries its comma at every position.
 */
const SAYS_CHAT_WORD = /tbh|ngl/i;

function dropChatWords(text: string): string {
  return SAYS_CHAT_WORD.test(text) ? text.replace(CHAT_WORDS, ' ') : text;
}

/**
 * "we will attack at 20:00", "we're going to push": what we do, intense says as done ("We attack
 * at 20:00"). Not before "be", "not", "see", "need", "have", "try": "We be" or "We see" reads wrong.
 */
const WE_WILL =
  /(^|[,;]\s+|(?<!\w)and\s+|(?<!\w)then\s+)(we)(?: will|'ll|’ll| are going to| are gonna|'re going to|'re gonna) (?!(?:be|not|never|see|need|have|try|still|also|just|probably|maybe)\b)(?=\p{Ll}+\b)/giu;

/**
 * "We attack at 20:00 UTC and everyone needs to be online": a second clause with a subject of its
 * own, which intense says as its own sentence. The first part must be four words or more, and no
 * order: what follows an order is what it brings.
 */
const AND_CLAUSE =
  /,?\s+and\s+(?=(?:we|everyone|everybody|you|they)\s+(?!(?:who|that|else|of|in|at|and|or|all|both|too)\b)\p{Ll}+\s+\S)/iu;

/** The "and" `AND_CLAUSE` needs, between spaces: a quick test, since few sentences hold one. */
const SAYS_AND_BETWEEN_SPACES = /\sand\s/i;

function splitAndClause(sentence: string): string {
  const match = SAYS_AND_BETWEEN_SPACES.test(sentence) ? sentence.match(AND_CLAUSE) : null;
  if (!match || match.index === undefined || CONDITION_START.test(sentence)) return sentence;
  const before = sentence.slice(0, match.index);
  if (before.split(/\s+/u).length < 4 || /[(=→]/u.test(before) || /\bbetween\b/iu.test(before)) {
    return sentence;
  }
  // "Tell an R4 before Sunday and we keep your spot": after an order, what follows is its reward.
  const order = before.replace(/^(?:just|then|please|pls|plz|also)\s+/iu, '');
  const first = order.match(/^\p{L}+/u)?.[0]?.toLowerCase() ?? '';
  if (ORDER_VERBS.has(first) || STARTS_WITH_ORDER.test(order)) return sentence;
  const rest = sentence.slice(match.index + match[0].length);
  return `${before}. ${capitalise(splitAndClause(rest))}`;
}

function firmUpSentence(sentence: string, tone: FirmTone): string {
  let text = CONDITION_START.test(sentence)
    ? sentence
    : cutBeforeBan(cutBeforeSecondOrder(sentence, tone === 'intense' ? '. ' : ' — '), tone);
  // "lets us know" is the verb: only "lets" before what to do is the call.
  // "lets" is written in small letters but its first (see `LETS`).
  if (text.includes('ets')) {
    text = text.replace(LETS, (found, before: string, l: string, next: string) =>
      LET_OBJECT.test(next) ? found : `${before}${l}et's `,
    );
  }
  text = text.replace(NEED_EVERYONE_TO, (_, who: string) =>
    /^all/iu.test(who) ? 'All of you need to ' : `${capitalise(who.toLowerCase())} needs to `,
  );
  const unchatted = capitalise(
    dropChatWords(text.replace(CHAT_LEAD, ''))
      .replace(/\s+(?=[,.!?]|$)/gu, '')
      .replace(/^\s+/u, ''),
  );
  if (tone !== 'intense') {
    // Motivational keeps the player's chat, unless it hides an order's soft lead ("ok so make sure…").
    const called = dropSoftLead(unchatted);
    const plain = called === unchatted ? text : called;
    const said = SAYS_NOT.test(plain)
      ? plain.replace(NOT_MAD, 'no hard feelings — we just need')
      : plain;
    // Two clauses, two sentences: each is said in the tone on its own ("At 20:00 UTC we attack…").
    return splitAndClause(said);
  }
  text = SAYS_WE_WILL.test(unchatted) ? unchatted.replace(WE_WILL, '$1$2 ') : unchatted;
  // A comma chain is cut into its short sentences here, so each is said again on its own.
  if (!CONDITION_START.test(text)) text = splitIntenseCommas(text).map(splitAndClause).join(' ');
  text = dropFiller(text);
  if (SAYS_SORRY.test(text)) {
    text = text.replace(APOLOGY_BUT, (_, before: string) => (before === '' ? '' : '. '));
  }
  if (SAYS_GUYS.test(text)) text = text.replace(TRAILING_GUYS, '$1');
  if (SAYS_SORRY.test(text)) text = text.replace(TRAILING_APOLOGY, '$1');
  text = dropTrailingThanks(text);
  // A name written with inner capitals ("xXLunaXx") keeps its small first letter.
  return text.replace(
    /(^|[.!]\s+)(\p{Ll})(?![\p{L}\p{N}]*\p{Lu})/gu,
    (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`,
  );
}

/**
 * Where intense cuts a comma chain into short sentences: before a ban ("…, don't zero X"), a
 * limit ("…, max 3 marches per person", "…, no T1"), a scope that ends it ("…, top 15 spots
 * only") or a clause with a subject of its own ("…, people from 2415 are scouting us", "…, you
 * will get zeroed", "…, nobody will be mad", "…, each fort = loot", "…, let the R4s lead"). The part before the comma must be a clause of its own (three words or more).
 */
const INTENSE_COMMA =
  /,\s+(?=(?:don't|do not|dont|never|max|min|minimum|maximum|ping|ask|dm|message|tell|contact|mail|need)\s|(?:rally )?(?:leader|leaders|lead|captain) (?:is|are)\s|do [\uE000-\uF8FF]|no\s(?!\p{L}+ing\b)|[^,]{1,30}\bonly[.!]?$|(?:we|we're|we'll|they|they're|they'll|it's|it is|that's|this is|there is|there are|(?:people|players|ppl|those) who)\s|(?:nobody|no one|noone|someone|everyone|everybody|anyone) (?:will|is|gets?|can|has|must)\s|(?:people|players|ppl) (?:from|of|in) \S+ (?:are|is|will)\s|you(?:'ll| will| can| get| lose)\s|(?:each|every|the|our|their|your) \p{L}+ (?:=|is|are|gives?|drops?|counts?|pays?|will|gets?|goes|has|needs?)\s|let (?:the|our|your|them|him|her)\s)/iu;
/** "…, Ivo and BigMike only": the scope closes a list of names, which is not cut. */
const LIST_END = /^[^,]{1,30}\b(?:and|or|&)\b[^,]*\bonly[.!]?$/iu;

/** Orders an "and" may join: "donate tech every day and keep your helps full". */
const ORDER_VERB =
  '(?:keep|send|bring|heal|shield|join|fill|donate|use|stay|help|teleport|save|check|read|move|gather|garrison|reinforce|hold|collect|open|claim|spend|train|upgrade|build)';
const AND_ORDER = new RegExp(`\\s+and\\s+(?=${ORDER_VERB}\\s)`, 'iu');
const STARTS_WITH_ORDER = new RegExp(`^${ORDER_VERB}\\s`, 'iu');

export function splitIntenseCommas(clause: string): string[] {
  const parts: string[] = [];
  let rest = clause;
  // Two orders joined by "and" are two orders: "Donate tech every day. Keep your helps full."
  const isOrder = STARTS_WITH_ORDER.test(clause);
  for (;;) {
    // Every cut of `INTENSE_COMMA` is at a comma: a clause without one is spared its tries.
    const atComma = rest.includes(',') ? rest.match(INTENSE_COMMA) : null;
    const match = atComma ?? (isOrder ? rest.match(AND_ORDER) : null);
    if (!match || match.index === undefined) break;
    const before = rest.slice(0, match.index);
    const words = before.split(/\s+/u).filter(Boolean);
    // "Friendly R5, no drama": a noun and its neighbour are a list, not a clause and a ban.
    // "No excuses, people who…": a ban said alone is a short sentence of its own.
    const isBanAlone = words.length === 2 && /^no$/iu.test(words[0]!) && parts.length > 0;
    if ((words.length < 3 && !isBanAlone) || /[=→]/u.test(before)) break;
    if (LIST_END.test(rest.slice(match.index + match[0].length))) break;
    // "If you are over, we'll sort it out": a condition keeps what follows from it, as one that
    // opens a later clause does ("Shields up tonight, if you can't, message Kai").
    if (CONDITION_START.test(before.trim()) || endsInCondition(before)) break;
    // "(new job, we wish him luck)": no cut inside brackets.
    if ((before.match(/\(/gu) ?? []).length > (before.match(/\)/gu) ?? []).length) break;
    parts.push(`${before}.`);
    rest = capitalise(rest.slice(match.index + match[0].length));
  }
  parts.push(rest);
  return parts;
}

/** The fact a placeholder stands for: placeholders are numbered from the first private-use one. */
export function factOf(
  placeholder: string,
  facts: readonly { text: string }[],
): string | undefined {
  if (placeholder.length !== 1) return undefined;
  return facts[placeholder.charCodeAt(0) - FIRST_PLACEHOLDER]?.text;
}
