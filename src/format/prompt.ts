import { LIMITS, type RewriteStyle, type Tone } from '#shared/constants.ts';
import type { Fact } from './facts.ts';
import { wrapInTags } from './render.ts';
import { FACT_COLORS, TONE_STYLES } from './tones.ts';
import type { FormatRequest } from './types.ts';

/** Room left for the model's miscounting: it is asked for less than the game's limit. */
const PROMPT_CHAR_BUDGET = LIMITS.mailChars - 200;

const READABLE_COLORS = [
  ...new Set([
    ...Object.values(FACT_COLORS),
    ...Object.values(TONE_STYLES).map((s) => s.headingColor),
  ]),
].join(', ');

const TONE_VOICES: Record<Tone, string> = {
  neutral: 'clear, calm and polite',
  motivational: 'rousing and proud, a few exclamation marks, "together we…"',
  humorous: 'playful and witty, one or two light jokes, never mocking members',
  political: 'formal and diplomatic, respectful of members, allies and other alliances',
  intense: 'urgent and commanding, short sentences, a few key words in capitals',
  informative: 'factual and structured, key points as bullets, no fluff',
};

const INTENSITIES: Record<RewriteStyle, string> = {
  minimal:
    'Correct only chat shorthand (pls, u, ur, r, tmrw, thx, ppl, asap), capitals and punctuation. ' +
    'Change at most about 10% of the words.',
  balanced:
    'Also make unclear phrasing clearer and add a short opening line and sign-off that fit the ' +
    'tone. Change about 20–30% of the words.',
  'semi-creative':
    "Rewrite freely in the tone's voice, keeping every instruction. About half of the words may change.",
  'fully-thematic':
    'Rewrite completely in the voice of a Rise of Kingdoms war council (governors, decrees, the ' +
    'kingdom, glory), in the chosen tone, keeping every instruction.',
};

/** Teaches the model the game's markup and our rules; the same for every request. */
export const SYSTEM_PROMPT = `You turn rough drafts into in-game mail for Rise of Kingdoms players.
Reply with the finished mail only: no explanation, no preface, no code fence, no Markdown.

Markup the game renders — use nothing else:
- <size=N>text</size> with N a whole number (titles only; body text needs no size)
- <color=#RRGGBB>text</color> with a hex colour
- <b>text</b> bold, <i>text</i> italic
Rules:
- Tag names in lower case. Close every tag. Nest tags in this order, outermost first: size, color, b, i. Example: <size=32><color=#FFD700><b>Title</b></color></size>
- Never use <u> (the game shows it as raw text), and never <br>, <s>, <font>, HTML or Markdown. Use plain line breaks.
- The mail is read on a light parchment background: for coloured body text use dark colours such as ${READABLE_COLORS}; never white or light yellow in the body.
- No emoji. Decorative symbols are welcome: ═ ━ ─ ◆ ★ ✧ ✿ ༺ ༻ ➤ ⚠ → •
- Bullet lines start with "• ". A divider line (for example ━━━━━━━━━━━━) may separate sections.
- The whole mail, tags and line breaks included, must stay under ${PROMPT_CHAR_BUDGET} characters.
- Keep every fact exactly as written: times (always UTC), dates and weekdays, coordinates (X:512 Y:740), kingdom ids (#1234, K1234), alliance tags ([ABC]), numbers (20M, 1.2B) and names.
- Never invent facts: no times, places, numbers, rewards or names that are not in the draft.
- Write in the language of the draft.`;

function describeTitle(request: FormatRequest): string {
  return wrapInTags('Title', {
    size: request.titleSize,
    color: request.titleColor,
    bold: request.useBold,
    italic: request.useItalic,
  });
}

/** The request itself: what to do, in which tone, the title's look, the facts, the draft. */
export function buildUserPrompt(
  request: FormatRequest,
  draft: string,
  facts: readonly Fact[],
): string {
  const task =
    request.mode === 'format'
      ? "Format this draft. Keep the player's words exactly; only arrange them."
      : `Improve this draft, then format it. ${INTENSITIES[request.rewriteStyle ?? 'balanced']}`;
  const factList = [...new Set(facts.map((fact) => fact.text))];
  return [
    task,
    `Tone: ${request.tone} — ${TONE_VOICES[request.tone]}.`,
    `Layout: a title from the first line or sentence, written exactly like ${describeTitle(request)}; ` +
      "section headings for lines ending in ':' or in capitals; " +
      (request.smartBullets === false
        ? "no bullets added (the player's own list markers stay); "
        : "'• ' bullets for lists of instructions; ") +
      'key facts (times, dates, coordinates, kingdoms, alliance tags, amounts) in ' +
      'bold and a readable colour.',
    factList.length > 0
      ? `Facts that must appear exactly as written: ${factList.map((text) => `"${text}"`).join(', ')}.`
      : 'The draft has no times, places, numbers or names to keep.',
    '',
    'Draft:',
    draft,
  ].join('\n');
}

/** Creative intensities get more freedom; formatting and minimal fixes stay close to the draft. */
export function chooseTemperature(request: FormatRequest): number {
  if (request.mode === 'format') return 0.2;
  const temperatures: Record<RewriteStyle, number> = {
    minimal: 0.2,
    balanced: 0.5,
    'semi-creative': 0.7,
    'fully-thematic': 0.9,
  };
  return temperatures[request.rewriteStyle ?? 'balanced'];
}
