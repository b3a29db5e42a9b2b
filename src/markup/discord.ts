import { formatMessage, MAIL_TEXT } from './messages.ts';
import { type Run, toRuns } from './runs.ts';
import { findUtcTimes, resolveUtcTime } from './utc-times.ts';

/** The longest message Discord accepts, in characters (counted as UTF-16 units, to be safe). */
export const DISCORD_MESSAGE_LIMIT = 2000;

export interface DiscordOptions {
  /** The mail's title, shown as a heading; without it the mail's own sized first line is one. */
  title?: string;
  /**
   * When the mail is read: a date written without a year is placed in the year nearest to it.
   * Without it such a date stays as written (a date with its year still becomes a timestamp).
   */
  now?: Date;
  /** The longest message, default Discord's 2000 characters. */
  limit?: number;
}

const BOLD = 1;
const ITALIC = 2;
const UNDERLINE = 4;
/** Outermost first, so a line reads `__**text**__` rather than in any other order. */
const MARKERS = [
  { flag: UNDERLINE, text: '__' },
  { flag: BOLD, text: '**' },
  { flag: ITALIC, text: '*' },
] as const;

/** A piece of a line: visible text with the emphasis Discord keeps, or something written as is. */
interface Atom {
  text: string;
  flags: number;
  /** A Discord timestamp or a web address: never escaped. */
  isVerbatim?: true;
}

// Characters Discord reads as markdown anywhere in a line; `<` starts mentions and timestamps.
const ESCAPED_ANYWHERE = /[\\*_~`|<]|\](?=\()/gu;
const LINE_START_MARKUP = /^(?:#|>|-#|[-+][^\S\n])/u;
/** A bullet, blanks and then a line with words (a line of `- - -` is a divider, not a list). */
const LIST_ITEM = /^[^\S\n]*[•●◦▪▫■◆◇►▸➤➢·\-*+][^\S\n]+(?=.*[\p{L}\p{N}])/u;
const WEB_ADDRESS = /https?:\/\/[^\s<>]+[^\s<>.,;:!?)'"]/giu;
const BLANK = /^\s*$/u;
/** The longest line taken as the mail's title. */
const TITLE_MAX = 200;
// Between two markers of one character Discord could not tell where one ends and the next starts.
const ZERO_WIDTH_SPACE = '\u200b';

function flagsOf(run: Run): number {
  return (
    (run.style.bold ? BOLD : 0) |
    (run.style.italic ? ITALIC : 0) |
    (run.style.underline ? UNDERLINE : 0)
  );
}

function escapeText(text: string): string {
  return text.replace(ESCAPED_ANYWHERE, (character) => `\\${character}`);
}

/**
 * The mail's own title: its first non-blank line when every letter of it is sized, larger than
 * most of the mail's other letters (a mail written all in one size has no title line).
 */
function findTitleLine(
  runs: readonly Run[],
  visible: string,
): { start: number; end: number } | undefined {
  const sizeAt: (number | undefined)[] = [];
  for (const run of runs) {
    for (let index = 0; index < run.text.length; index += 1) sizeAt.push(run.style.size);
  }
  const start = visible.search(/\S/u);
  if (start === -1) return undefined;
  const lineEnd = visible.indexOf('\n', start);
  const end = lineEnd === -1 ? visible.length : lineEnd;
  let smallest = Number.POSITIVE_INFINITY;
  for (let index = start; index < end; index += 1) {
    if (/\s/u.test(visible[index]!)) continue;
    smallest = Math.min(smallest, sizeAt[index] ?? 0);
  }
  if (smallest === 0 || end === visible.length || end - start > TITLE_MAX) return undefined;
  const rest: number[] = [];
  for (let index = end; index < visible.length; index += 1) {
    if (!/\s/u.test(visible[index]!)) rest.push(sizeAt[index] ?? 0);
  }
  rest.sort((a, b) => a - b);
  const median = rest[Math.floor(rest.length / 2)] ?? 0;
  return smallest > median ? { start, end } : undefined;
}

/** Cuts `from`..`to` of the runs into atoms, a dated time as a timestamp, an address verbatim. */
function toAtoms(runs: readonly Run[], from: number, to: number, now: Date | undefined): Atom[] {
  const visible = runs.map((run) => run.text).join('');
  const flagAt: number[] = [];
  for (const run of runs) {
    const flags = flagsOf(run);
    for (let index = 0; index < run.text.length; index += 1) flagAt.push(flags);
  }
  const verbatim: { start: number; end: number; text: string }[] = [];
  for (const time of findUtcTimes(visible.slice(from, to))) {
    if (!time.date || (time.date.year === undefined && !now)) continue;
    const seconds = Math.floor(resolveUtcTime(time, now ?? new Date(0)).instant.getTime() / 1000);
    verbatim.push({ start: from + time.start, end: from + time.end, text: `<t:${seconds}:F>` });
  }
  for (const address of visible.slice(from, to).matchAll(WEB_ADDRESS)) {
    const start = from + address.index;
    const end = start + address[0].length;
    if (!verbatim.some((piece) => piece.start < end && start < piece.end)) {
      verbatim.push({ start, end, text: address[0] });
    }
  }
  verbatim.sort((a, b) => a.start - b.start);

  const atoms: Atom[] = [];
  const pushText = (start: number, end: number) => {
    let at = start;
    while (at < end) {
      let next = at + 1;
      while (next < end && flagAt[next] === flagAt[at]) next += 1;
      atoms.push({ text: visible.slice(at, next), flags: flagAt[at]! });
      at = next;
    }
  };
  let at = from;
  for (const piece of verbatim) {
    pushText(at, piece.start);
    atoms.push({ text: piece.text, flags: flagAt[piece.start]!, isVerbatim: true });
    at = piece.end;
  }
  pushText(at, to);
  return atoms;
}

/** Splits atoms at line breaks (a `\r` before one is dropped). */
function toLines(atoms: readonly Atom[]): Atom[][] {
  const lines: Atom[][] = [[]];
  for (const atom of atoms) {
    if (atom.isVerbatim) {
      lines[lines.length - 1]!.push(atom);
      continue;
    }
    atom.text.split('\n').forEach((text, index) => {
      if (index > 0) lines.push([]);
      const clean = text.replace(/\r$/u, '');
      if (clean !== '') lines[lines.length - 1]!.push({ text: clean, flags: atom.flags });
    });
  }
  return lines;
}

function textOf(atoms: readonly Atom[]): string {
  return atoms.map((atom) => atom.text).join('');
}

/** Drops the first `count` characters of a line's atoms. */
function dropStart(atoms: readonly Atom[], count: number): Atom[] {
  const kept: Atom[] = [];
  let left = count;
  for (const atom of atoms) {
    if (left >= atom.text.length) {
      left -= atom.text.length;
      continue;
    }
    kept.push(left > 0 ? { ...atom, text: atom.text.slice(left) } : atom);
    left = 0;
  }
  return kept;
}

/**
 * One line as Discord markdown: emphasis as markers, everything else Discord reads escaped.
 * Markers always touch a letter (Discord ignores `* text*`): blanks at the edge of an emphasis
 * go outside its markers, and a blank-only piece takes no emphasis of its own.
 */
function renderLine(atoms: readonly Atom[]): string {
  let line = '';
  let blanks = '';
  const open: number[] = [];
  const closeTo = (kept: number) => {
    let closing = '';
    while (open.length > kept) {
      const flag = open.pop()!;
      closing += MARKERS.find((marker) => marker.flag === flag)!.text;
    }
    return closing;
  };
  for (const atom of atoms) {
    const [, lead = '', core = '', trail = ''] = atom.isVerbatim
      ? ['', '', atom.text, '']
      : (/^(\s*)([\s\S]*?)(\s*)$/u.exec(atom.text) ?? []);
    if (core === '') {
      blanks += lead + trail;
      continue;
    }
    let kept = 0;
    while (kept < open.length && (atom.flags & open[kept]!) !== 0) kept += 1;
    const closing = closeTo(kept);
    let opening = '';
    for (const marker of MARKERS) {
      if ((atom.flags & marker.flag) !== 0 && !open.includes(marker.flag)) {
        open.push(marker.flag);
        opening += marker.text;
      }
    }
    blanks += lead;
    const separator =
      blanks === '' && closing !== '' && opening !== '' && closing.at(-1) === opening[0]
        ? ZERO_WIDTH_SPACE
        : '';
    let text = atom.isVerbatim ? core : escapeText(core);
    if (line === '' && !atom.isVerbatim && LINE_START_MARKUP.test(text)) {
      text = `\\${text}`;
    }
    line += closing + blanks + separator + opening + text;
    blanks = trail;
  }
  return line + closeTo(0) + blanks;
}

/** A line as list item or text; one longer than `budget` becomes several (at spaces if it can). */
function renderLineWithin(atoms: readonly Atom[], budget: number): string[] {
  const item = LIST_ITEM.exec(textOf(atoms));
  const prefix = item ? '- ' : '';
  const body = item ? dropStart(atoms, item[0].length) : atoms;
  const whole = prefix + renderLine(body);
  if (whole.length <= budget) return [whole];

  const words: Atom[][] = [];
  for (const atom of body) {
    const parts = atom.isVerbatim ? [atom.text] : atom.text.split(/(?<=\s)(?=\S)/u);
    parts.forEach((text, index) => {
      if (index === 0 && words.length > 0) words[words.length - 1]!.push({ ...atom, text });
      else words.push([{ ...atom, text }]);
    });
  }
  const chunks: string[] = [];
  let current: Atom[] = [];
  // An upper bound of the rendered length of `current`: joining two pieces adds at most one
  // character to both rendered apart, so only a chunk near its end is rendered again.
  let estimate = 0;
  const room = () => budget - (chunks.length === 0 ? prefix.length : 0);
  const flush = () => {
    if (current.length > 0) {
      chunks.push((chunks.length === 0 ? prefix : '') + renderLine(current).trimEnd());
    }
    current = [];
    estimate = 0;
  };
  const tryAppend = (piece: readonly Atom[]): boolean => {
    const length = renderLine(piece).length;
    if (current.length === 0 && length <= room()) {
      current = [...piece];
      estimate = length;
      return true;
    }
    if (estimate + length + 1 > room()) {
      const exact = renderLine([...current, ...piece]).length;
      if (exact > room()) return false;
      estimate = exact - length - 1;
    }
    current.push(...piece);
    estimate += length + 1;
    return true;
  };
  for (const word of words) {
    if (tryAppend(word)) continue;
    flush();
    if (tryAppend(word)) continue;
    // A word longer than a whole message: cut between characters.
    for (const atom of word) {
      for (const character of atom.isVerbatim ? [atom.text] : atom.text) {
        const piece = [{ ...atom, text: character }];
        if (!tryAppend(piece)) {
          flush();
          tryAppend(piece);
        }
      }
    }
  }
  flush();
  return chunks;
}

/** The smallest message (of what fits) worth ending at a blank line rather than later. */
const PREFERRED_FILL = 0.5;

/** Packs lines into messages of at most `budget`, ending at a blank line where that is not wasteful. */
function packLines(lines: readonly string[], budget: number): string[] {
  const messages: string[][] = [];
  let current: string[] = [];
  const lengthOf = (message: readonly string[]) =>
    message.reduce((total, line) => total + line.length, 0) + Math.max(0, message.length - 1);
  const trimmed = (message: readonly string[]) => {
    let start = 0;
    let end = message.length;
    while (start < end && BLANK.test(message[start]!)) start += 1;
    while (end > start && BLANK.test(message[end - 1]!)) end -= 1;
    return message.slice(start, end);
  };
  for (const line of lines) {
    if (lengthOf([...current, line]) <= budget) {
      current.push(line);
      continue;
    }
    const blank = current.findLastIndex((candidate) => BLANK.test(candidate));
    const before = trimmed(current.slice(0, Math.max(0, blank)));
    if (blank > 0 && lengthOf(before) >= PREFERRED_FILL * budget) {
      messages.push(before);
      current = trimmed([...current.slice(blank + 1), line]);
      if (lengthOf(current) > budget) {
        messages.push(trimmed(current.slice(0, -1)));
        current = [line];
      }
    } else {
      messages.push(trimmed(current));
      current = BLANK.test(line) ? [] : [line];
    }
  }
  messages.push(trimmed(current));
  return messages.filter((message) => message.length > 0).map((message) => message.join('\n'));
}

function partLabel(index: number, total: number): string {
  return formatMessage(MAIL_TEXT.partLabel, { index: String(index), total: String(total) });
}

/**
 * A mail as Discord messages: the title as a heading, bold, italic and underline as `**`, `*`
 * and `__`, colours and sizes dropped, symbols and dividers kept with whatever Discord would read
 * as markdown escaped, bullet lines as a list, each UTC time with a stated date as a Discord
 * timestamp (every member sees their own time). A mail longer than Discord's limit becomes
 * numbered messages, each ending at a blank line where it can, else at a line's end.
 */
export function toDiscordMessages(markup: string, options: DiscordOptions = {}): string[] {
  const limit = options.limit ?? DISCORD_MESSAGE_LIMIT;
  const runs = toRuns(markup);
  const visible = runs.map((run) => run.text).join('');
  const titleLine = findTitleLine(runs, visible);
  const ownTitle = titleLine ? visible.slice(titleLine.start, titleLine.end) : undefined;
  const givenTitle = options.title?.replace(/\s+/gu, ' ').trim().slice(0, TITLE_MAX);
  const isOwnTitleKept = titleLine && givenTitle && !sameWords(ownTitle!, givenTitle);
  const bodyStart = titleLine && !isOwnTitleKept ? titleLine.end + 1 : 0;
  const lines = toLines(toAtoms(runs, bodyStart, visible.length, options.now));
  let heading: string[] = [];
  if (givenTitle) {
    heading = [`# ${escapeText(givenTitle)}`];
  } else if (titleLine) {
    const atoms = toAtoms(runs, titleLine.start, titleLine.end, options.now);
    const [titleAtoms = []] = toLines(atoms.map((atom) => ({ ...atom, flags: 0 })));
    heading = [`# ${renderLine(titleAtoms)}`];
  }
  const render = (budget: number) =>
    packLines([...heading, ...lines.flatMap((line) => renderLineWithin(line, budget))], budget);
  const single = render(limit);
  if (single.length <= 1) return single;
  let total = single.length;
  let messages: string[] = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    messages = render(limit - partLabel(total, total).length - 1);
    if (String(messages.length).length === String(total).length) break;
    total = messages.length;
  }
  return messages.map((message, index) => `${partLabel(index + 1, messages.length)}\n${message}`);
}

function sameWords(a: string, b: string): boolean {
  const words = (text: string) =>
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.join(' ') ?? '';
  return words(a) === words(b);
}
