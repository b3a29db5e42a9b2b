import { keepSafeMarkup, stripUnrenderable, visibleText } from '#markup/index.ts';
import { detectLanguage } from './language.ts';
import { HOLIDAY_WISH } from './tidy-words.ts';
import type { FormatWarning } from './types.ts';
import { WARNINGS } from './warnings.ts';

/**
 * The prepare stage: the draft as plain, tidy text — the player's tags read, what the game cannot
 * show replaced by the separator it stood for, whitespace cleaned.
 */

const PLAYER_TAG = /<\/?(?:size|color|b|i|u|s|sup|sub|mark|align|br|font)\b[^>]*>/iu;
/** A styled first phrase the player marked as a heading: `<b><size=28>Big news</b></size> we won…` */
const LEAD_TITLE = /^\s*((?:<[^>\n]+>\s*)+)([^<\n]+?)\s*((?:<\/[^>\n]+>\s*)+)(?=\S)/u;
/**
 * A first phrase framed by emoji is a heading too: `🚨 WAR 🚨 enemy [DOOM] hits…`. The opening frame
 * is taken whole and the phrase starts after it; frames are bounded (24 code points: `⚔️` is two, a
 * family emoji seven), as unbounded runs made a draft of 1000 emoji take 150 ms to read.
 */
const EMOJI = '[\\u{1F000}-\\u{1FAFF}\\u{2600}-\\u{27BF}\\uFE0F\\u200D]';
const EMOJI_TITLE = new RegExp(
  `^\\s*${EMOJI}{1,24}(?!${EMOJI})\\s*((?!${EMOJI})[^\\n]{1,40}?)\\s*${EMOJI}{1,24}[^\\S\\n]+(?=\\S)`,
  'u',
);

/**
 * A short Chinese header an emoji sets apart from the first sentence: "奥西里斯结果 🏆 我们赢了！"
 * is a header line over its body, not one sentence with a comma.
 */
const HAN_HEADER_EMOJI = new RegExp(
  `^(\\p{Script=Han}[\\p{Script=Han}\\p{N}A-Za-z ]{1,11}?)[^\\S\\n]*${EMOJI}{1,24}[^\\S\\n]*(?=[^\\s\\n][^\\n]*[。！？!?])`,
  'u',
);

/** The English words that lead a noun (a preposition, an article): "by", "with", "a". */
const ENGLISH_NOUN_LEADS = 'by|with|a|an|the|of|for|per|via';
/** A line ending in a word that leads a noun in the six languages. */
const LEADS_A_NOUN = new RegExp(
  `(?<![\\p{L}\\p{N}_])(?:${ENGLISH_NOUN_LEADS}|por|con|com|de|el|la|un|una|um|uma|pelo|pela|с|по|через|за|на|в|بـ|ب|مع)$`,
  'iu',
);

/** The verbs an emoji may complete, by the language they are of ("r" and "sao" as typed). */
const COPULAS: readonly (readonly [RegExp, 'en' | 'es' | 'pt'])[] = [
  [/(?<![\p{L}\p{N}])(?:are|r|is|am|were)$/iu, 'en'],
  [/(?<![\p{L}\p{N}])(?:son|somos|sois|eres|estamos|están|estan)$/iu, 'es'],
  [/(?<![\p{L}\p{N}])(?:são|sao|somos|estamos|tão|tao)$/iu, 'pt'],
];
/** A Spanish "we are" said of someone ("te estamos") that the eyes after it make "watching". */
const WATCHING = /(?<![\p{L}\p{N}])(?:te|os|los|las|les)\s+(estamos)$/iu;
/** What an emoji says after such a verb, in words the game shows. */
const COMPLEMENTS: Readonly<Record<string, Readonly<Record<'en' | 'es' | 'pt', string>>>> = {
  '🐐': { en: 'the GOATs', es: 'unas leyendas', pt: 'lendas' },
  '🔥': { en: 'on fire', es: 'lo máximo', pt: 'demais' },
  '💪': { en: 'strong', es: 'fuertes', pt: 'fortes' },
  '👑': { en: 'kings', es: 'los reyes', pt: 'os reis' },
};

/** The words for the first emoji of `run` after a verb it completes ("you guys are 🔥"), if any. */
function sayComplement(before: string, run: string): string | undefined {
  const words = before.trimEnd();
  // "te estamos 👀" watches; "ya saben quiénes son 👀" winks, and says nothing more.
  if (run.includes('👀')) return WATCHING.exec(words)?.[1] === undefined ? undefined : 'vigilando';
  const language = COPULAS.find(([copula]) => copula.test(words))?.[1];
  if (language === undefined) return undefined;
  const first = run.trim().match(PICTOGRAPH)?.[0];
  return first === undefined ? undefined : COMPLEMENTS[first]?.[language];
}

const ENGLISH_LEADS = new RegExp(`^(?:${ENGLISH_NOUN_LEADS})$`, 'iu');
/** The emoji English players write as words ("voting by 👍 reactions"), as the words they stand for. */
const EMOJI_WORDS: Readonly<Record<string, string>> = {
  '👍': 'thumbs-up',
  '👎': 'thumbs-down',
  '❤': 'heart',
  '✅': 'tick',
};

/** A short Chinese header framed by emoji, the message right after it: "⚠️敌袭⚠️[DRG]大概…". */
const HAN_FRAMED_HEADER = new RegExp(
  `^\\s*${EMOJI}{1,24}\\p{Script=Han}{1,8}${EMOJI}{1,24}(?=[^\\s${EMOJI.slice(1, -1)}])`,
  'u',
);

/**
 * A header in capitals an emoji sets apart from what follows: "FORT RALLY 🔥 lvl 6 X:233…" is a
 * header line over its details, not a label with the whole line as its title.
 */
const SHOUTED_HEADER_EMOJI = new RegExp(
  `^(\\p{Lu}[\\p{Lu}\\p{N}' ]{2,30}?)[^\\S\\n]*${EMOJI}{1,24}[^\\S\\n]+(?=[^(\\n][^\\n]*\\p{Ll})`,
  'u',
);

const BEYOND_LATIN_1 = /[\u00A9-\u{10FFFF}]/u;
const PICTOGRAPH_CLASS =
  '[\\p{Extended_Pictographic}\\p{Emoji_Presentation}\\u{1F000}-\\u{1FFFF}\\u{E0020}-\\u{E007F}]';
/** What joins or dresses a pictograph: a variation selector, a zero-width joiner, a keycap. */
const PICTOGRAPH_JOINER = '\\uFE0F|\\u200D|\\u20E3';
const PICTOGRAPH = new RegExp(PICTOGRAPH_CLASS, 'u');
const PICTOGRAPH_JOINERS = new RegExp(PICTOGRAPH_JOINER, 'gu');
/** A run of pictographs with the spaces around it: what stood between two words, or at an edge. */
const PICTOGRAPH_RUN = new RegExp(
  `[^\\S\\n]*(?:(?:${PICTOGRAPH_CLASS}|${PICTOGRAPH_JOINER})[^\\S\\n]*)+`,
  'gu',
);

/** A vote between two emoji the game cannot show, "👍 او 👎", "👍 or 👎", "✅/❌". */
const VOTE_PAIR = /(👍|✅)\uFE0F?(\s*(?:or|o|ou|или|او|أو|或|还是|\/)\s*)(👎|❌)\uFE0F?/u;

/** What each vote emoji stands for, in the draft's language. */
const VOTE_WORDS: Readonly<Record<'yes' | 'no', Readonly<Record<string, string>>>> = {
  yes: { en: 'yes', es: 'sí', pt: 'sim', ru: 'да', ar: 'نعم', zh: '赞成' },
  no: { en: 'no', es: 'no', pt: 'não', ru: 'нет', ar: 'لا', zh: '反对' },
};

/**
 * A vote's options said as emoji the game cannot show are said in words, or the options would go
 * with them: "اكتبوا 👍 او 👎 في الشات" → "اكتبوا نعم او لا في الشات".
 */
function sayVoteOptions(line: string): string {
  const found = line.match(VOTE_PAIR);
  if (!found) return line;
  const language = detectLanguage(line);
  const yes = VOTE_WORDS.yes[language];
  const no = VOTE_WORDS.no[language];
  if (yes === undefined || no === undefined) return line;
  const [pair, , joint] = found as unknown as [string, string, string];
  // The words take the emoji's places, with the spaces (or none, as in "打👍或👎") around the "or".
  return line.replace(pair, `${yes}${joint}${no}`);
}

/**
 * One symbol rule for the draft: what the game shows stays; what it cannot show
 * goes, and is replaced by the separator it stood for — nothing at a line's edge (the line break
 * is the separator) or before a mark, a sentence's end between two phrases ("we won 🏆 thanks all"
 * → "we won. Thanks all"), a line break between the items of a list written on one line.
 */
function replaceUnshownSymbols(written: string): string {
  // Pictographs all lie above U+00A8: most lines of most drafts have none to look at.
  if (!BEYOND_LATIN_1.test(written)) return written;
  const line = sayVoteOptions(written);
  // The same emoji between three or more phrases of a line made a list: each phrase is a line.
  const isList = countInnerPictographs(line) >= 2;
  return line.replace(PICTOGRAPH_RUN, (run: string, offset: number) => {
    // Joiners and variation selectors with no pictograph to join stood for nothing.
    if (!PICTOGRAPH.test(run)) return run.replace(PICTOGRAPH_JOINERS, '');
    // "🤦‍♂️": a sign joined to a pictograph is part of it, no symbol of its own to show.
    const shown = stripUnrenderable(run.replace(/\u200D[\u2640\u2642\u26A7]/gu, ''));
    const isEdge = offset === 0 || offset + run.length >= line.length;
    // A heart or a swords the game shows, ending a line of words, only decorated it: "nos vemos ❤"
    // would read "nos vemos. ❤." once the sentence ends; a frame ("⚠ WARNING ⚠") stays.
    const isTrailing = offset > 0 && isEdge && !LEADING_SYMBOL.test(line);
    if (shown.trim() !== '' && !isTrailing) return shown;
    // "u guys r 🐐", "vcs sao 🐐💚", "te estamos 👀": the emoji was what they are, said in words.
    const said = sayComplement(line.slice(0, offset), run);
    if (said !== undefined) {
      const rest = line.slice(offset + run.length);
      return ` ${said}${SIGNATURE_AFTER.test(rest) ? '\n' : /^[\p{L}\p{N}]/u.test(rest) ? ' ' : ''}`;
    }
    if (isEdge) return '';
    const before = line.slice(0, offset).trimEnd().slice(-1);
    const after = line.slice(offset + run.length).charAt(0);
    // Before a signature the emoji ended the message: "tudo igual 🤝 — Dante" signs on its own line.
    if (SIGNATURE_AFTER.test(line.slice(offset + run.length))) return '\n';
    // Before a mark or a closing bracket the emoji stood for nothing: "(thumbs 👍)" → "(thumbs)".
    if (/[)\]}.,!?;:，。！？：；、،؟）」』】]/u.test(after)) return '';
    // Before a channel's name it set the channel apart: "…again 🙄 #rally-calls" puts it on its line.
    if (after === '#' && /^#[\p{L}\p{N}_-]+$/u.test(line.slice(offset + run.length).trim()))
      return '\n';
    // Before an aside in brackets it parted nothing: "أسئلة متكررة ❓ (اقروها…)" keeps its aside.
    if (after === '（') return '';
    if (after === '(') return ' ';
    if (!/[\p{L}\p{N}\])]/u.test(before)) return ' ';
    // The phrases after the first are the list's items; the first leads them.
    if (isList) return '\n- ';
    if (/\p{Script=Han}/u.test(before)) return '，';
    // After "by", "with", "a" the emoji was a word of the phrase ("Voting by 👍 reactions"): the
    // phrase goes on, never cut by a colon into a label.
    const lead = line.slice(0, offset).match(LEADS_A_NOUN)?.[0];
    if (lead !== undefined) {
      const word = ENGLISH_LEADS.test(lead)
        ? EMOJI_WORDS[run.replace(/\s|\uFE0F/gu, '')]
        : undefined;
      return word === undefined ? ' ' : ` ${word} `;
    }
    // After a word or two the emoji set a label apart ("Mon 🛡 shields" → "Mon: shields"); after a
    // phrase it ended it ("3.1B total 🏆 special thanks" → "total. Special thanks"). A time's or a
    // number's own mark ("13:00", "1.5M") ends no phrase.
    const phrase = line
      .slice(0, offset)
      .split(/[,;·|!?]|[.:](?!\d)/u)
      .at(-1)!
      .trim();
    // Two phrases of one shape ("team A 13:00 📌 team B 20:00") are two lines.
    const next = line.slice(offset + run.length).match(/^\p{L}+/u)?.[0];
    if (next !== undefined && phrase.split(/\s+/u)[0]!.toLowerCase() === next.toLowerCase()) {
      return '\n';
    }
    if (phrase.split(/\s+/u).length <= 2) return ': ';
    // "Feliz Natal familia 🎄 obrigado…": a wish ends with its "!".
    return HOLIDAY_WISH.test(phrase) ? '! ' : '. ';
  });
}

/** A dash and a signer of a few words closing a line: "— Dante", "-- Wolf R5". */
const SIGNATURE_AFTER =
  /^[—–-]{1,2}[^\S\n]*[\p{L}\p{N}[](?:[^\s.,!?]|\.(?=[\p{L}\p{N}]))*(?:[^\S\n]+(?:[^\s.,!?]|\.(?=[\p{L}\p{N}]))+){0,3}$/u;

/** A line that opens with a pictograph, as a framed header does: "⚠ WARNING ⚠". */
const LEADING_SYMBOL = /^[^\S\n]*(?:\p{Extended_Pictographic}|\p{So})/u;

/** A pictograph (and its joiners) a line starts with, before its words. */
const LEADING_PICTOGRAPH =
  /^((?:[\p{Extended_Pictographic}\p{Emoji_Presentation}\u{1F000}-\u{1FFFF}]|\uFE0F|\u200D)+)[^\S\n]*(?=[\p{L}\p{N}[(])/u;

/**
 * Lines a player started with the same emoji ("🔹 group 1", "🔹 group 2") are a list: the emoji the
 * game cannot show becomes a list marker, so the list keeps its items.
 */
function markEmojiLists(lines: string[]): string[] {
  const leads = lines.map((line) => {
    const lead = line.match(LEADING_PICTOGRAPH)?.[1];
    return lead !== undefined && stripUnrenderable(lead).trim() === '' ? lead : undefined;
  });
  return lines.map((line, index) => {
    const lead = leads[index];
    if (lead === undefined || (leads[index - 1] !== lead && leads[index + 1] !== lead)) return line;
    return `- ${line.slice(line.match(LEADING_PICTOGRAPH)![0].length)}`;
  });
}

/** How many runs of emoji the game cannot show stand between words of a line. */
function countInnerPictographs(line: string): number {
  let count = 0;
  for (const match of line.matchAll(PICTOGRAPH_RUN)) {
    const isInner = match.index > 0 && match.index + match[0].length < line.length;
    if (isInner && stripUnrenderable(match[0]).trim() === '') count += 1;
  }
  return count;
}

export interface PreparedDraft {
  text: string;
  warnings: FormatWarning[];
  /**
   * The draft's first line was framed by emoji the game cannot show ("🔥 تحالف [SNL] يفتح باب
   * التجنيد 🔥"): the player's header, though its frame is gone from `text`.
   */
  isHeaderFramed: boolean;
}

/** A first line between two runs of emoji: the player's header. */
const FRAMED_FIRST_LINE = new RegExp(
  `^\\s*${EMOJI}{1,24}[^\\n]{3,60}?${EMOJI}{1,24}[^\\S\\n]*(?:\\n|$)`,
  'u',
);

/** What `tidyWhitespace` changes: a space other than ' ', a run, a space at a line's edge, 3 breaks. */
const UNTIDY_WHITESPACE = /[^\S \n]| [ \n]|\n |\n\n\n|^\s|\s$/;

function tidyWhitespace(text: string): string {
  // Most drafts are tidy already (and prepared ones always): no split, no pass per line.
  if (!UNTIDY_WHITESPACE.test(text)) return text;
  return text
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/gu, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The player's own tags give way to the engine's; a styled first phrase stays the title. */
function readPlayerMarkup(text: string): string {
  const withBreaks = text.replace(/<br\s*\/?>/giu, '\n');
  const lead = withBreaks.match(LEAD_TITLE);
  if (!lead?.[2]) return visibleText(withBreaks);
  return `${lead[2]}\n${visibleText(withBreaks.slice(lead[0].length))}`;
}

/** Plain, tidy text of the draft: no tags, nothing the game cannot show, clean whitespace. */
export function prepareDraft(message: string): PreparedDraft {
  const warnings: FormatWarning[] = [];
  // "啦‼️今晚…": a double mark the game may not show, between two sentences, is written as the two
  // marks it stands for.
  let text = tidyWhitespace(
    message
      .replace(/\r\n?/g, '\n')
      .normalize('NFC')
      .replace(/‼\uFE0F?(?![\s‼⁉]|\uFE0F|$)/gu, '!!')
      .replace(/⁉\uFE0F?(?![\s‼⁉]|\uFE0F|$)/gu, '!?'),
  );
  const isHeaderFramed = FRAMED_FIRST_LINE.test(text);
  text = text
    .replace(EMOJI_TITLE, (framed: string) => `${framed.trimEnd()}\n`)
    .replace(HAN_HEADER_EMOJI, '$1\n')
    .replace(SHOUTED_HEADER_EMOJI, '$1\n')
    .replace(HAN_FRAMED_HEADER, '$&\n');
  // Every tag opens with '<', which most drafts have none of: no look for a tag at every position.
  if (text.includes('<') && PLAYER_TAG.test(text)) {
    text = readPlayerMarkup(text);
    warnings.push(WARNINGS.markupReplaced());
  }
  // Symbols line by line (a line's edges matter); pictographs all lie above U+00A8, so most
  // drafts have none to look at. The markup engine removes control characters and keeps newlines,
  // code point by code point, so it takes the whole text at once.
  // Private-use characters show as boxes in game, and the rewriter uses them as placeholders.
  const symbolsReplaced = BEYOND_LATIN_1.test(text)
    ? markEmojiLists(text.split('\n')).map(replaceUnshownSymbols).join('\n')
    : text;
  const shown = stripUnrenderable(symbolsReplaced).replace(/[\uE000-\uF8FF]/gu, '');
  if (shown !== text) warnings.push(WARNINGS.charactersRemoved());
  // HTML the player pasted (`<p>`, `<div>`) goes here, its words kept, and the player is told;
  // the mail's last guard then finds nothing of the player's to take out. Most drafts have no '<' at all.
  if (!shown.includes('<')) return { text: tidyWhitespace(shown), warnings, isHeaderFramed };
  // Taking a tag out can join the text around it into a new one ("<b</i>>rally" is "<b>rally"):
  // the draft is plain text only once no tag is left in it.
  const plain = withoutAnyTag(shown);
  if (plain !== shown) warnings.push(WARNINGS.markupRemoved());
  return { text: tidyWhitespace(plain), warnings, isHeaderFramed };
}

/** The text with every tag taken out, again and again until taking one out makes no other. */
function withoutAnyTag(text: string): string {
  let plain = text;
  for (;;) {
    const next = visibleText(keepSafeMarkup(plain, { keepsPlayerText: true }).text);
    if (next === plain) return plain;
    plain = next;
  }
}
