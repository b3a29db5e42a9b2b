/**
 * The one tag scanner of the project. A tag-like piece is `<` (or `</`) and an ASCII letter, up to
 * the next `>` on the same line with no `<` in between; anything else is text. Tag-likes whose name
 * is not one of the five style tags the game renders are "raw": the game shows them as text, so
 * they are visible text here too.
 */

/** The five style tags, in canonical nesting order (outermost first). */
export const TAG_KINDS = ['size', 'color', 'b', 'i', 'u'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

/** Unity's 22 colour names (legacy rich text), accepted in any case. */
const COLOR_NAMES: ReadonlySet<string> = new Set([
  'aqua',
  'black',
  'blue',
  'brown',
  'cyan',
  'darkblue',
  'fuchsia',
  'green',
  'grey',
  'lightblue',
  'lime',
  'magenta',
  'maroon',
  'navy',
  'olive',
  'orange',
  'purple',
  'red',
  'silver',
  'teal',
  'white',
  'yellow',
]);

export const KIND_SIZE = 0;
export const KIND_COLOR = 1;
export const KIND_B = 2;
const KIND_I = 3;
export const KIND_U = 4;
export const KIND_UNKNOWN = -1;

/**
 * What `scanTag` found. One shared record, overwritten by each call, so the hot path of
 * `validate` allocates nothing per tag.
 */
interface TagScan {
  /** Index just after the closing `>`. */
  end: number;
  /** Index into TAG_KINDS, or -1 for a raw (unknown) tag. */
  kind: number;
  isClosing: boolean;
  /** False for a size or colour tag whose value is missing or bad. */
  isValid: boolean;
  /** The parsed size, when kind is size and the value is valid. */
  size: number;
  /** The value without quotes (size and colour tags). */
  valueStart: number;
  valueEnd: number;
  isUppercase: boolean;
  hasSpacesAroundEquals: boolean;
}

export const SCAN: TagScan = {
  end: 0,
  kind: KIND_UNKNOWN,
  isClosing: false,
  isValid: true,
  size: 0,
  valueStart: 0,
  valueEnd: 0,
  isUppercase: false,
  hasSpacesAroundEquals: false,
};

const LT = 60;
const GT = 62;
const SLASH = 47;
const EQUALS = 61;
const HASH = 35;

function isLetter(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
}

function isNameChar(code: number): boolean {
  return isLetter(code) || (code >= 48 && code <= 57) || code === 45;
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9;
}

function isHexDigit(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 97 && code <= 102) || (code >= 65 && code <= 70);
}

/** Lower-cases an ASCII letter code. */
function lower(code: number): number {
  return code >= 65 && code <= 90 ? code + 32 : code;
}

/**
 * A tag name's character at `at` in lower case. A name holds only ASCII letters, digits and `-`:
 * setting bit 5 lower-cases a letter and leaves the digits and `-` as they are.
 */
function foldedAt(text: string, at: number): number {
  return text.charCodeAt(at) | 32;
}

/** `ize` of size and `olo` of color, eight bits a letter, as `kindOfName` packs a name. */
const IZE = 0x69_7a_65;
const OLO = 0x6f_6c_6f;

/**
 * The kind a tag name stands for, in any case. The three letters after the first are compared as
 * one packed number, not letter by letter in a loop: a compare-by-loop helper made `validate`
 * about 10 % slower (bench markup).
 */
function kindOfName(text: string, start: number, end: number): number {
  const length = end - start;
  const first = foldedAt(text, start);
  if (length === 1) {
    if (first === 98) return KIND_B;
    if (first === 105) return KIND_I;
    if (first === 117) return KIND_U;
    return KIND_UNKNOWN;
  }
  if (length !== 4 && length !== 5) return KIND_UNKNOWN;
  const next =
    (foldedAt(text, start + 1) << 16) |
    (foldedAt(text, start + 2) << 8) |
    foldedAt(text, start + 3);
  if (length === 4) return first === 115 && next === IZE ? KIND_SIZE : KIND_UNKNOWN;
  return first === 99 && next === OLO && foldedAt(text, start + 4) === 114
    ? KIND_COLOR
    : KIND_UNKNOWN;
}

/** A positive whole number, optionally followed by `px`; 0 when invalid. */
function parseSize(text: string, start: number, end: number): number {
  let digitsEnd = start;
  let value = 0;
  while (digitsEnd < end) {
    const code = text.charCodeAt(digitsEnd);
    if (code < 48 || code > 57) break;
    value = value * 10 + (code - 48);
    digitsEnd += 1;
  }
  if (digitsEnd === start) return 0;
  if (digitsEnd !== end) {
    if (
      end - digitsEnd !== 2 ||
      lower(text.charCodeAt(digitsEnd)) !== 112 ||
      lower(text.charCodeAt(digitsEnd + 1)) !== 120
    ) {
      return 0;
    }
  }
  return value > 0 && Number.isSafeInteger(value) ? value : 0;
}

/** `#RGB`, `#RRGGBB`, `#RRGGBBAA` or one of Unity's colour names. */
export function isValidColor(value: string): boolean {
  return isColorAt(value, 0, value.length);
}

function isColorAt(text: string, start: number, end: number): boolean {
  const length = end - start;
  if (length === 0) return false;
  if (text.charCodeAt(start) === HASH) {
    if (length !== 4 && length !== 7 && length !== 9) return false;
    for (let index = start + 1; index < end; index += 1) {
      if (!isHexDigit(text.charCodeAt(index))) return false;
    }
    return true;
  }
  return length >= 3 && length <= 9 && COLOR_NAMES.has(text.slice(start, end).toLowerCase());
}

/** Reads `=value` of a size or colour tag between `from` (just after the name) and `gt`. */
function scanValue(text: string, from: number, gt: number, kind: number): void {
  let index = from;
  while (index < gt && isSpace(text.charCodeAt(index))) index += 1;
  if (index === gt || text.charCodeAt(index) !== EQUALS) {
    SCAN.isValid = false;
    SCAN.valueStart = index;
    SCAN.valueEnd = index;
    return;
  }
  let spaces = index > from;
  index += 1;
  const afterEquals = index;
  while (index < gt && isSpace(text.charCodeAt(index))) index += 1;
  if (index > afterEquals) spaces = true;
  let valueEnd = gt;
  while (valueEnd > index && isSpace(text.charCodeAt(valueEnd - 1))) valueEnd -= 1;
  if (valueEnd < gt) spaces = true;
  let valueStart = index;
  const quote = text.charCodeAt(valueStart);
  if ((quote === 39 || quote === 34) && valueEnd - valueStart >= 2) {
    if (text.charCodeAt(valueEnd - 1) === quote) {
      valueStart += 1;
      valueEnd -= 1;
    }
  }
  SCAN.hasSpacesAroundEquals = spaces;
  SCAN.valueStart = valueStart;
  SCAN.valueEnd = valueEnd;
  if (kind === KIND_SIZE) {
    SCAN.size = parseSize(text, valueStart, valueEnd);
    SCAN.isValid = SCAN.size > 0;
  } else {
    SCAN.isValid = isColorAt(text, valueStart, valueEnd);
  }
}

/**
 * The one-pass path for the values our tools write, `=30>` and `=#RRGGBB>`: reads the value at
 * `from` and fills SCAN when it is valid and followed by `>`. Anything else (quotes, spaces, px,
 * names, bad values) returns false and goes the general way.
 */
function scanPlainValue(text: string, kind: number, from: number): boolean {
  let index = from;
  let code = text.charCodeAt(index);
  let size = 0;
  if (kind === KIND_SIZE) {
    while (code >= 48 && code <= 57) {
      size = size * 10 + (code - 48);
      index += 1;
      code = text.charCodeAt(index);
    }
    if (code !== GT || index === from || size === 0 || index - from > 15) return false;
  } else {
    if (code !== HASH) return false;
    index += 1;
    code = text.charCodeAt(index);
    while (isHexDigit(code)) {
      index += 1;
      code = text.charCodeAt(index);
    }
    const digits = index - from - 1;
    if (code !== GT || (digits !== 3 && digits !== 6 && digits !== 8)) return false;
  }
  SCAN.end = index + 1;
  SCAN.isValid = true;
  SCAN.size = size;
  SCAN.valueStart = from;
  SCAN.valueEnd = index;
  SCAN.hasSpacesAroundEquals = false;
  return true;
}

/** The kind of a lower-case `b`, `i` or `u` at `at` followed by `>`, or -1. */
function simpleKindAt(text: string, at: number): number {
  if (text.charCodeAt(at + 1) !== GT) return KIND_UNKNOWN;
  const code = text.charCodeAt(at);
  if (code === 98) return KIND_B;
  if (code === 105) return KIND_I;
  if (code === 117) return KIND_U;
  return KIND_UNKNOWN;
}

function setSimple(kind: number, isClosing: boolean, end: number): void {
  SCAN.end = end;
  SCAN.kind = kind;
  SCAN.isClosing = isClosing;
  SCAN.isValid = true;
  SCAN.size = 0;
  SCAN.valueStart = end - 1;
  SCAN.valueEnd = end - 1;
  SCAN.isUppercase = false;
  SCAN.hasSpacesAroundEquals = false;
}

/**
 * Reads the tag-like piece starting at `at` (which must hold `<`). Returns false when it is not
 * tag-like (then `<` is plain text); otherwise fills `SCAN`.
 */
export function scanTag(text: string, at: number): boolean {
  const length = text.length;
  let nameStart = at + 1;
  const isClosing = text.charCodeAt(nameStart) === SLASH;
  // Fast path for the commonest tags: `<b>`, `</i>` and the like in lower case.
  const simpleKind = simpleKindAt(text, isClosing ? at + 2 : at + 1);
  if (simpleKind !== KIND_UNKNOWN) {
    setSimple(simpleKind, isClosing, isClosing ? at + 4 : at + 3);
    return true;
  }
  if (isClosing) nameStart += 1;
  let code = text.charCodeAt(nameStart);
  if (!isLetter(code)) return false;
  // One pass over the name, noting upper case on the way.
  let isUppercase = code <= 90;
  let nameEnd = nameStart + 1;
  for (; nameEnd < length; nameEnd += 1) {
    code = text.charCodeAt(nameEnd);
    if (!isNameChar(code)) break;
    if (code >= 65 && code <= 90) isUppercase = true;
  }
  if (nameEnd >= length) return false;
  let kind = kindOfName(text, nameStart, nameEnd);
  if (
    code === EQUALS &&
    !isClosing &&
    kind >= 0 &&
    kind < KIND_B &&
    scanPlainValue(text, kind, nameEnd + 1)
  ) {
    SCAN.isClosing = false;
    SCAN.kind = kind;
    SCAN.isUppercase = isUppercase;
    return true;
  }
  if (code !== GT && (isClosing || kind >= KIND_B)) kind = KIND_UNKNOWN;
  let gt = nameEnd;
  if (code !== GT) {
    for (gt = nameEnd; gt < length; gt += 1) {
      code = text.charCodeAt(gt);
      if (code === GT) break;
      if (code === LT || code === 10 || code === 13) return false;
    }
    if (gt >= length) return false;
  }
  SCAN.end = gt + 1;
  SCAN.isClosing = isClosing;
  SCAN.isValid = true;
  SCAN.size = 0;
  SCAN.valueStart = gt;
  SCAN.valueEnd = gt;
  SCAN.hasSpacesAroundEquals = false;
  if (kind === KIND_SIZE || kind === KIND_COLOR) {
    if (isClosing) {
      // `</size>` and `</color>`: nothing more to read.
    } else if (nameEnd !== gt) {
      scanValue(text, nameEnd, gt, kind);
    } else {
      SCAN.isValid = false;
    }
  }
  SCAN.kind = kind;
  SCAN.isUppercase = kind !== KIND_UNKNOWN && isUppercase;
  return true;
}

interface TextToken {
  type: 'text';
  start: number;
  end: number;
}

/** A tag-like piece the game shows as text (`<s>`, `<align=center>`, `<b class=x>`…). */
interface RawToken {
  type: 'raw';
  start: number;
  end: number;
}

interface OpenToken {
  type: 'open';
  kind: TagKind;
  start: number;
  end: number;
  /** The size, or the colour as written without quotes; absent when the value is invalid. */
  value?: number | string;
  isValid: boolean;
  isUppercase: boolean;
  hasSpacesAroundEquals: boolean;
}

interface CloseToken {
  type: 'close';
  kind: TagKind;
  start: number;
  end: number;
  isUppercase: boolean;
}

export type Token = TextToken | RawToken | OpenToken | CloseToken;

/**
 * Splits markup into text, raw tag-likes and style tags, with offsets into `text` (UTF-16 units).
 * Adjacent text is one token; every character belongs to exactly one token.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let textStart = 0;
  let index = findTag(text, 0);
  while (index !== -1) {
    if (index > textStart) tokens.push({ type: 'text', start: textStart, end: index });
    const end = SCAN.end;
    if (SCAN.kind === KIND_UNKNOWN) {
      tokens.push({ type: 'raw', start: index, end });
    } else {
      const kind = TAG_KINDS[SCAN.kind]!;
      if (SCAN.isClosing) {
        tokens.push({ type: 'close', kind, start: index, end, isUppercase: SCAN.isUppercase });
      } else {
        const token: OpenToken = {
          type: 'open',
          kind,
          start: index,
          end,
          isValid: SCAN.isValid,
          isUppercase: SCAN.isUppercase,
          hasSpacesAroundEquals: SCAN.hasSpacesAroundEquals,
        };
        if (SCAN.isValid && SCAN.kind === KIND_SIZE) token.value = SCAN.size;
        if (SCAN.isValid && SCAN.kind === KIND_COLOR) {
          token.value = text.slice(SCAN.valueStart, SCAN.valueEnd);
        }
        tokens.push(token);
      }
    }
    textStart = end;
    index = findTag(text, end);
  }
  if (textStart < text.length) tokens.push({ type: 'text', start: textStart, end: text.length });
  return tokens;
}

/**
 * Where the next tag-like piece at or after `from` starts, with `SCAN` filled for it; -1 when there
 * is none. A `<` that starts no tag is text and is passed over. The one tag-finding loop of
 * `tokenize`, `validate` and `sanitizeTags`.
 */
export function findTag(text: string, from: number): number {
  let index = text.charCodeAt(from) === LT ? from : text.indexOf('<', from);
  while (index !== -1 && !scanTag(text, index)) index = text.indexOf('<', index + 1);
  return index;
}

/** True when the character at `at` (a `<`) starts one of the five style tags, valid or not. */
export function startsStyleTag(text: string, at: number): boolean {
  return scanTag(text, at) && SCAN.kind !== KIND_UNKNOWN;
}
