/**
 * The rubric's checks of the defects a blind reader finds in a mail's shape and wording: a header
 * kept once and never demoted, greetings and lists whole, closing remarks as prose, no split day
 * ranges, no double list markers or bold sentences, no leftovers of a removed emoji or laugh,
 * text-speak and game names tidied, sentence ends punctuated, hedges kept, no invented signer.
 */
import { visibleText } from '#markup/index.ts';
import { excerpt, fail, NOT_APPLICABLE, PASS, type Reading, type Verdict } from './reading.ts';
import {
  DAY_NAMES,
  GAME_NAMES,
  GREETINGS,
  HEDGES,
  LOOSE_TEXT_SPEAK,
  PHRASE_OPEN_ENDS,
} from './vocabulary.ts';
import {
  toLooseWords,
  toSpelledKey,
  toTokens,
  toWordsKey,
  withoutQuotes,
  withShortHedges,
} from './words.ts';

const BULLETED = /^[•◦▪‣●■◆►➤*]\s*/u;
/**
 * A list item as players type it: a dash, a bullet, or a number ('1.', '1)', '1）', '1-', '١-');
 * '2-3名' and '4-10名' are ranks, not numbered items.
 */
const DRAFT_ITEM = /^\s*(?:[-*•·▪◦🔹🔸]|[\d٠-٩]{1,2}\s*(?:[.)）]|-(?!\d)))\s*\S/u;
const SIGNER = /^\s*(?:[-—–]{1,2}\s*\S|(?:R[45]|Р[45])\s+\S)/u;
/**
 * A short line that ends with its writer's rank ("Aurelio, R5 [NOVA]", "Thanks — Oyelaran R4",
 * "Всем удачи, Катя Р4"): a signature, which readers want without a full stop.
 */
const SIGNED = /(?:^|[\s,—–-])(?:R[1-5]|Р[1-5])(?:\s*\[[^\]]+\])?(?:\s*K\d{3,5})?\s*$/u;

function isSignature(line: string): boolean {
  return SIGNER.test(line) || (SIGNED.test(line) && line.split(/\s+/u).length <= 6);
}

function startsWithGreeting(line: string): boolean {
  const lower = line.replace(BULLETED, '').toLowerCase();
  return GREETINGS.some(
    (greeting) => lower.startsWith(greeting) && !/\p{L}/u.test(lower[greeting.length] ?? ''),
  );
}

/** The draft's header line stays the title, and is not said again in the body (as a bullet or not). */
export function checkHeaderKept(mail: Reading): Verdict {
  const own = mail.draft.title;
  if (own === undefined) return NOT_APPLICABLE;
  const key = toWordsKey(own);
  const again = mail.lines.body.find((line) => toWordsKey(line) === key);
  if (again !== undefined) {
    return fail(`header "${excerpt(own)}" is also a body line: "${excerpt(again)}"`);
  }
  return PASS;
}

/** Lines of the draft that end in ':' (or '：') and come before list items. */
function findDraftLabels(text: string): string[] {
  const lines = text.split('\n').map((line) => line.trim());
  return lines.filter(
    (line, index) =>
      /[:：]$/u.test(line) &&
      toLooseWords(line).length <= 6 &&
      DRAFT_ITEM.test(lines.slice(index + 1).find((next) => next !== '') ?? '') &&
      index > 0,
  );
}

/**
 * Greetings stay whole and are no bullet; a list keeps its label (a line of its own, no bullet);
 * the draft's closing lines after a list stay prose; a day range stays one item.
 */
export function checkListShape(mail: Reading): Verdict {
  const { body } = mail.lines;
  const greetingBullet = body.find((line) => BULLETED.test(line) && startsWithGreeting(line));
  if (greetingBullet) return fail(`greeting made a bullet: "${excerpt(greetingBullet)}"`);
  const shown = visibleText(mail.markup)
    .split('\n')
    .map((line) => line.trim());
  for (const label of findDraftLabels(mail.draft.text)) {
    const key = toSpelledKey(label);
    const line = body.find((candidate) => toSpelledKey(candidate) === key);
    // "تغييرات في القيادة:" opening the draft after its greeting may be its title.
    if (line === undefined && toSpelledKey(mail.lines.title) === toSpelledKey(label.slice(0, -1))) {
      continue;
    }
    if (line === undefined) return fail(`list label "${label}" lost`);
    if (BULLETED.test(line)) return fail(`list label "${label}" made a bullet`);
    const after = shown[shown.findIndex((candidate) => toSpelledKey(candidate) === key) + 1] ?? '';
    if (after !== '' && !/[\p{L}\p{N}]/u.test(after)) {
      return fail(`a divider cuts list label "${label}" off its list`);
    }
  }
  // "2-3名", "ranks 2-5": a range of ranks stays a range, never "2. 3名".
  for (const range of mail.draft.text.matchAll(/(?<![\d:])(\d{1,3})\s*[-–]\s*(\d{1,3})\s*名/gu)) {
    if (
      !body.some((line) => new RegExp(`${range[1]}\\s*[-–]\\s*${range[2]}\\s*名`, 'u').test(line))
    ) {
      return fail(`rank range "${range[0]}" read as a list number`);
    }
  }
  // The draft's remarks after its list, in the list's paragraph (up to a blank line).
  const draftLines = mail.draft.text
    .trim()
    .split('\n')
    .map((line) => line.trim());
  const lastItem = draftLines.findLastIndex(
    (line, index) =>
      DRAFT_ITEM.test(line) && !(index === draftLines.length - 1 && SIGNER.test(line)),
  );
  if (lastItem !== -1) {
    const after = draftLines.slice(lastItem + 1);
    const blank = after.indexOf('');
    for (const remark of blank === -1 ? after : after.slice(0, blank)) {
      const key = toWordsKey(remark);
      if (key === '') continue;
      const line = body.find((candidate) => toWordsKey(candidate) === key);
      if (line !== undefined && BULLETED.test(line)) {
        return fail(`closing remark taken into the list: "${excerpt(line)}"`);
      }
    }
  }
  const days = DAY_NAMES.join('|');
  const range = new RegExp(`(?<![\\p{L}])(${days})\\s*[/\\-–]\\s*(${days})(?![\\p{L}])`, 'giu');
  for (const match of mail.draft.text.matchAll(range)) {
    const [first, second] = [match[1]!.toLowerCase(), match[2]!.toLowerCase()];
    const kept = body.some((line) => {
      const lower = line.toLowerCase();
      return lower.includes(first) && lower.includes(second);
    });
    if (!kept) return fail(`day range "${match[0]}" split`);
  }
  const lone = body.find((line) => {
    const rest = line.replace(BULLETED, '').replace(/[:：.]$/u, '');
    return BULLETED.test(line) && new RegExp(`^(?:${days})$`, 'iu').test(rest);
  });
  if (lone) return fail(`an empty day bullet: "${lone}"`);
  const open = body.find((line) => {
    const last = toLooseWords(line).at(-1)?.toLowerCase() ?? '';
    return (PHRASE_OPEN_ENDS[mail.draft.lang]?.has(last) ?? false) && !/[.!?。！？؟:]$/u.test(line);
  });
  if (open) return fail(`a line cut mid-phrase: "${excerpt(open)}"`);
  return PASS;
}

/** A list item carries one marker ('• 1- help' has two), and no sentence is made a bold heading. */
export function checkMarkers(mail: Reading): Verdict {
  const doubled = mail.lines.body.find((line) =>
    /^[•◦▪‣●■◆►➤*]\s*(?:[\d٠-٩]{1,2}\s*(?:[.)\-:](?:\s|$)|[）、])|[-–—]\s)/u.test(line),
  );
  if (doubled) return fail(`two list markers: "${excerpt(doubled, 30)}"`);
  // "• DKP = T4 kill x1", "• T5 kill x2": the row's name glued to its first item, the rest bare.
  const glued = mail.lines.body.findIndex(
    (line, index, body) =>
      /^•\s*[^=\d]{2,16}\s=\s/u.test(line) &&
      body.slice(index + 1, index + 3).length === 2 &&
      body.slice(index + 1, index + 3).every((item) => /^•/u.test(item) && !item.includes('=')),
  );
  if (glued !== -1) {
    return fail(`a label glued to a list's first item: "${excerpt(mail.lines.body[glued]!, 30)}"`);
  }
  // "[<color>K2211</color>]": brackets half outside the colour their tag is in.
  const split = mail.markup.match(/\[<color=[^>]+>(?:<b>)?[^<\]]+(?:<\/b>)?<\/color>\]/u);
  if (split) return fail(`a bracket outside its tag's colour: "${excerpt(split[0], 40)}"`);
  const bodyMarkup = mail.markup.split('\n').slice(1);
  for (const line of bodyMarkup) {
    const bold = line.trim().match(/^(?:<[^>]+>)*<b>([^<]*)<\/b>(?:<\/[^>]+>)*$/u)?.[1];
    if (bold === undefined) continue;
    const text = bold.replace(/\p{So}|\uFE0F/gu, '').trim();
    const words = toLooseWords(text).length;
    if (/[,，،。]/u.test(text) || words > 6) {
      return fail(`a sentence made a bold heading: "${excerpt(text)}"`);
    }
  }
  return PASS;
}

/** Where the engine removed an emoji or a laugh, nothing is left of it: no stray '·', no '( )'. */
export function checkLeftovers(mail: Reading): Verdict {
  const text = [mail.lines.title, ...mail.lines.body].join('\n');
  if (text.includes('·') && !mail.draft.text.includes('·')) {
    const line = [mail.lines.title, ...mail.lines.body].find((candidate) =>
      candidate.includes('·'),
    )!;
    return fail(`a stray '·': "${excerpt(line)}"`);
  }
  const spaced = text.match(/[(（]\s|\s[)）]/u);
  if (spaced) return fail(`a bracket with a space inside: "${spaced[0]}"`);
  const opens = (text.match(/[(（]/gu) ?? []).length;
  const closes = (text.match(/[)）]/gu) ?? []).length;
  const draftOpens = (mail.draft.text.match(/[(（]/gu) ?? []).length;
  const draftCloses = (mail.draft.text.match(/[)）]/gu) ?? []).length;
  if (opens - closes !== draftOpens - draftCloses) {
    return fail(`brackets unbalanced (${opens} open, ${closes} closed)`);
  }
  return PASS;
}

/** 'your' where the player meant "you're": before an article, a state or a number. */
const YOUR_FOR_YOU_ARE =
  /\byour\s+(?:a|an|the|not|under|over|offline|online|benched|going|good|new|still|late|\d+(?:[.,]\d+)?[mkb]\+?)(?![\p{L}])/iu;

/** Text-speak is spelled out in every mode, and "ur" is read as "you're" where it means that. */
export function checkSpelling(mail: Reading): Verdict {
  const lines = [mail.lines.title, ...mail.lines.body];
  for (const line of lines) {
    const wrong = line.match(YOUR_FOR_YOU_ARE);
    if (wrong) return fail(`"${wrong[0]}" where "you're" is meant`);
  }
  const speak = LOOSE_TEXT_SPEAK[mail.draft.lang] ?? [];
  for (const line of lines) {
    const word = toLooseWords(withoutQuotes(line)).find((candidate) =>
      speak.includes(candidate.toLowerCase()),
    );
    if (word) return fail(`text-speak '${word}' left: "${excerpt(line)}"`);
  }
  return PASS;
}

/** Known game and event names are capitalised as the game writes them. */
export function checkGameNames(mail: Reading): Verdict {
  const names = GAME_NAMES[mail.draft.lang] ?? [];
  // Channels (`#ordenes-kvk`) and quoted words are the player's to keep as typed.
  const text = withoutQuotes([mail.lines.title, ...mail.lines.body].join('\n')).replace(
    /#[\p{L}\p{N}_-]+/gu,
    ' ',
  );
  if (mail.draft.lang === 'ru') {
    // A Russian draft's "квк" or "мге" is written in Cyrillic capitals, never switched to Latin.
    for (const [cyrillic, latin] of [
      ['квк', 'KvK'],
      ['мге', 'MGE'],
    ] as const) {
      const inDraft = new RegExp(`(?<!\\p{L})${cyrillic}(?!\\p{L})`, 'iu').test(mail.draft.text);
      const latinInDraft = new RegExp(`(?<!\\p{L})${latin}(?!\\p{L})`, 'iu').test(mail.draft.text);
      if (inDraft && !latinInDraft && new RegExp(`(?<!\\p{L})${latin}(?!\\p{L})`, 'iu').test(text))
        return fail(`'${cyrillic}' written in Latin letters ('${latin}')`);
    }
  }
  for (const name of names) {
    // A letter of another script than Han stands a name apart; Chinese runs on without spaces.
    const letter = '[^\\P{L}\\p{Script=Han}]';
    const pattern = new RegExp(`(?<!${letter}|[#\\-_/])${name}(?!${letter})`, 'giu');
    for (const [found] of text.matchAll(pattern)) {
      if (found !== name && found !== found.toUpperCase())
        return fail(`'${found}' is written '${name}' in the game`);
    }
  }
  return PASS;
}

const SENTENCE_MARK = /[.!?…。！？؟:：,，،)）"”»]$/u;
/** List items end alike with one of these, or without; a bracket or quote at the end is neither. */
const ITEM_MARK = /[.!?…。！？؟:：]$/u;
const ITEM_NEUTRAL = /[)）"”»]$/u;

function isProse(line: string): boolean {
  return (
    !BULLETED.test(line) && !/^[\d٠-٩]{1,2}(?:[.)]\s|[）、])/u.test(line) && !isSignature(line)
  );
}

/**
 * Sentences end with a mark: every prose line of three words or more, and the items of one list
 * all alike, with or without (Arabic aside: players end its lines without marks).
 */
export function checkSentenceEnds(mail: Reading): Verdict {
  const { body } = mail.lines;
  const last = body.length - 1;
  if (mail.draft.lang !== 'ar') {
    const bare = body.find(
      (line, index) =>
        isProse(line) &&
        !(index === last && mail.draft.closing !== undefined) &&
        (mail.draft.lang === 'zh-CN'
          ? (line.match(/\p{Script=Han}/gu)?.length ?? 0) >= 8
          : toLooseWords(line).length >= 3) &&
        !SENTENCE_MARK.test(line.replace(/(?:\s|\p{So}|\uFE0F)+$/u, '')),
    );
    if (bare) return fail(`no mark at the end: "${excerpt(bare)}"`);
  }
  if (mail.draft.lang === 'ar') return PASS;
  let run: boolean[] = [];
  for (const line of [...body, '']) {
    if (BULLETED.test(line) && toLooseWords(line).length >= 4) {
      if (!ITEM_NEUTRAL.test(line)) run.push(ITEM_MARK.test(line));
      continue;
    }
    if (BULLETED.test(line)) continue;
    if (run.includes(true) && run.includes(false)) {
      return fail('the items of one list end differently (some with a mark, some without)');
    }
    run = [];
  }
  return PASS;
}

const SIGN_OFF =
  /^(?:with respect|respectfully|regards|sincerely|con respeto|atentamente|atenciosamente|com respeito|с уважением|مع الاحترام|此致)\b/iu;

/**
 * Hedges stay (like, about, around, ~, max, at least, in every language), and the mail is signed
 * by no one the draft does not name.
 */
export function checkHedgesAndSigner(mail: Reading): Verdict {
  const draft = mail.draft.text.toLowerCase();
  // "max 3" written "máx. 3" in Spanish or Portuguese is the same hedge.
  const text = withShortHedges([mail.lines.title, ...mail.lines.body].join('\n').toLowerCase());
  for (const hedge of HEDGES) {
    const escaped = hedge.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
    // The number is on the hedge's own line: "8h min\n4. Max 3 farms" has no hedge before "4".
    const beforeNumber = /^[a-zá~]/u.test(hedge)
      ? '(?=[^\\S\\n]*(?:\\p{L}+(?::|[^\\S\\n])[^\\S\\n]*)?[+~]?\\d)'
      : '';
    const pattern = new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])${beforeNumber}`, 'gu');
    const inDraft = draft.match(pattern)?.length ?? 0;
    if (inDraft > (text.match(pattern)?.length ?? 0)) return fail(`hedge '${hedge}' dropped`);
  }
  const draftWords = new Set(toTokens(mail.draft.text));
  const draftSignsOff = mail.draft.text.split('\n').some((line) => SIGN_OFF.test(line.trim()));
  for (const line of mail.lines.body.slice(-2)) {
    if (SIGN_OFF.test(line) && !draftSignsOff) return fail(`invented signer: "${line}"`);
    if (!SIGNER.test(line) || toLooseWords(line).length > 4) continue;
    const unknown = toTokens(line).filter((word) => !draftWords.has(word));
    if (unknown.length > 0) return fail(`invented signer: "${line}"`);
  }
  return PASS;
}
