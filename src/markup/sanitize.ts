import { replaceEach } from './replace-each.ts';
import { findTag, KIND_B, KIND_UNKNOWN, SCAN, TAG_KINDS } from './tokenize.ts';

const LINE_BREAK_TAG = /^<br\s*\/?>$/iu;
const STYLE_TAG_WITH_ATTRIBUTES = /^<(\/?)([biu])\s[^>]*>$/iu;
/** Elements whose content is code, not words: removed with it. */
const CODE_ELEMENT = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/giu;

function sanitizeOnce(text: string): string {
  let clean = '';
  let from = 0;
  let index = findTag(text, 0);
  while (index !== -1) {
    const end = SCAN.end;
    if (SCAN.kind === KIND_UNKNOWN) {
      const tag = text.slice(index, end);
      const styleTag = STYLE_TAG_WITH_ATTRIBUTES.exec(tag);
      let replacement = '';
      if (LINE_BREAK_TAG.test(tag)) replacement = '\n';
      else if (styleTag) replacement = `<${styleTag[1]}${styleTag[2]!.toLowerCase()}>`;
      clean += text.slice(from, index) + replacement;
      from = end;
    } else if (SCAN.kind >= KIND_B && SCAN.isUppercase) {
      clean += `${text.slice(from, index)}<${SCAN.isClosing ? '/' : ''}${TAG_KINDS[SCAN.kind]}>`;
      from = end;
    }
    index = findTag(text, end);
  }
  return from === 0 ? text : clean + text.slice(from);
}

/**
 * The sanitising of editable and pasted content: only the b, i, u, size and color
 * tags remain. `<script>` and `<style>` go with their content; `<br>` becomes a line break;
 * attributes on b, i and u go (`<b class="x">` → `<b>`) and their names are lower-cased; every
 * other tag (div, span, p, s, align…) is removed and its content kept. Removing a tag can join
 * text into a new tag-like piece, so it repeats until nothing changes.
 */
export function sanitizeTags(text: string): string {
  let current = text.replace(CODE_ELEMENT, '');
  for (;;) {
    const next = sanitizeOnce(current);
    if (next === current) return current;
    current = next;
  }
}

/** A tag-like span written over several lines (`<div\n  style="…">`, as copied HTML often is). */
const MULTILINE_TAG = /<\/?[a-z][a-z0-9-]*\s[^<>]*>/giu;
/** A size or colour tag carrying attributes after its value (`<size=20 style="…">`). */
const SIZE_OR_COLOR_WITH_ATTRIBUTES = /<(size|color)=([^\s<>]+)\s[^<>]*>/giu;

/**
 * Text pasted or typed into an editable mail, as a mail may carry it: `sanitizeTags`, also when a
 * tag spans several lines (copied HTML often does) or a size or colour tag carries attributes
 * (`<size=20 style="…">` → `<size=20>`).
 */
export function sanitizeEditable(text: string): string {
  const joined = text.replace(MULTILINE_TAG, (tag) =>
    tag.includes('\n') ? tag.replace(/\s+/gu, ' ') : tag,
  );
  return sanitizeTags(joined.replace(SIZE_OR_COLOR_WITH_ATTRIBUTES, '<$1=$2>'));
}

/**
 * HTML elements a player's draft may carry by a paste from a web page or on purpose. In a mail the
 * game shows them as raw text at best; MailForge never hands them out.
 */
const HTML_ELEMENTS = new Set(
  (
    'a abbr applet area article aside audio base basefont bdi bdo big blockquote body br button ' +
    'canvas caption center cite code col colgroup data datalist dd del details dfn dialog dir div ' +
    'dl dt em embed fieldset figcaption figure font footer form frame frameset h1 h2 h3 h4 h5 h6 ' +
    'head header hr html iframe img input ins kbd label legend li link main map mark marquee menu ' +
    'meta meter nav noscript object ol optgroup option output p param picture pre progress q s ' +
    'samp script section select slot small source span strike strong style sub summary sup svg ' +
    'table tbody td template textarea tfoot th thead time title tr track tt ul var video wbr math'
  ).split(' '),
);
/** `<name …>` or `</name>`: a tag name, then attributes after a space, or nothing. */
const HTML_LIKE_TAG = /<(\/?)([a-z][a-z0-9-]*)(\s[^<>]*?)?\s*(\/?)>/giu;

/**
 * A player's own text with the HTML taken out, the rest left as written: `<script>` and `<style>`
 * go with their content, `<br>` becomes a line break, `<b class="x">` becomes `<b>`, and every HTML
 * element (`<img …>`, `<a href=…>`, `<iframe>`, `<table>`…) or tag with attributes (`<x y=1>`) goes,
 * its content kept. Tag-like words that are not HTML (`<Hannibal>`, `<A0>`, `<a few words>`) and
 * the game's own tags stay. Repeats until nothing changes, as removing a tag can join text into a new one.
 */
export function removeHtml(text: string): string {
  // Both patterns read a tag: a text without "<" (a player's plain draft) has none to take out.
  if (!text.includes('<')) return text;
  let current = MAY_HOLD_CODE_ELEMENT.test(text) ? text.replace(CODE_ELEMENT, '') : text;
  for (;;) {
    const next = replaceEach(current, HTML_LIKE_TAG, ([tag, slash, name, attributes]) =>
      withoutHtml(tag, slash!, name!, attributes),
    );
    if (next === current) return current;
    current = next;
  }
}

/**
 * What `CODE_ELEMENT` opens with, for a quick test without 'u' ("ſ" is an "s" to `CODE_ELEMENT`):
 * a mail's own tags are never code.
 */
const MAY_HOLD_CODE_ELEMENT = /<[s\u017F](?:cript|tyle)/i;

/** A tag as `removeHtml` leaves it: gone, a line break, a bare style tag, or as written. */
function withoutHtml(
  tag: string,
  slash: string,
  name: string,
  attributes: string | undefined,
): string {
  // Words after a name are HTML attributes only with `=` (`<a few words>` is a player's).
  if (attributes !== undefined && !attributes.includes('=')) return tag;
  const lower = name.toLowerCase();
  if (lower === 'br') return '\n';
  if (lower === 'b' || lower === 'i' || lower === 'u') return `<${slash}${lower}>`;
  return HTML_ELEMENTS.has(lower) || attributes !== undefined ? '' : tag;
}
