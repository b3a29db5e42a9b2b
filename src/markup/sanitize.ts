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
 * Spec section 5's sanitising of editable and pasted content: only the b, i, u, size and color
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
