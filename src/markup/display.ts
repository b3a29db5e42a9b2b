import { isSameStyle, normalizeStyle, type Style } from './runs.ts';
import { type TagKind, tokenize } from './tokenize.ts';

/** A piece of the preview: text to show in a style; `raw` pieces are tags the game shows as text. */
export interface DisplaySegment {
  text: string;
  style: Style;
  raw?: true;
}

interface DisplayOptions {
  /** Show `<u>`/`</u>` as raw text, as the game probably does (docs/rok-mail-facts.md). Default false. */
  showUnderlineAsRaw?: boolean;
}

/**
 * What the game shows, for a preview to render as plain text nodes (never as HTML). Follows Unity's
 * legacy rich text: an opening tag styles only when a closing tag of its kind follows (per-kind
 * stacks); an unclosed opening tag, a closing tag with nothing of its kind open, a size or colour
 * tag with a bad value and every tag outside the five style tags (`<s>`, `<align=…>`) are shown
 * literally, as segments with `raw: true`, in the style around them. `<u>` underlines unless
 * `showUnderlineAsRaw`. Adjacent segments never share both style and rawness.
 */
export function toDisplaySegments(text: string, options: DisplayOptions = {}): DisplaySegment[] {
  const tokens = tokenize(text);
  const isTag = (kind: TagKind) => !(kind === 'u' && options.showUnderlineAsRaw);
  const isMatched = new Array<boolean>(tokens.length).fill(false);
  const pending: Record<TagKind, number[]> = { size: [], color: [], b: [], i: [], u: [] };
  tokens.forEach((token, index) => {
    if (token.type === 'open' && token.isValid && isTag(token.kind)) {
      pending[token.kind].push(index);
    } else if (token.type === 'close' && isTag(token.kind)) {
      const opening = pending[token.kind].pop();
      if (opening !== undefined) {
        isMatched[opening] = true;
        isMatched[index] = true;
      }
    }
  });

  const values: Record<TagKind, (number | string | true)[]> = {
    size: [],
    color: [],
    b: [],
    i: [],
    u: [],
  };
  const segments: DisplaySegment[] = [];
  const push = (piece: string, isRaw: boolean) => {
    const top = (kind: TagKind) => values[kind][values[kind].length - 1];
    const style = normalizeStyle({
      size: top('size') as number | undefined,
      color: top('color') as string | undefined,
      bold: top('b') !== undefined,
      italic: top('i') !== undefined,
      underline: top('u') !== undefined,
    });
    const last = segments[segments.length - 1];
    if (last && last.raw === (isRaw ? true : undefined) && isSameStyle(last.style, style)) {
      last.text += piece;
    } else {
      segments.push(isRaw ? { text: piece, style, raw: true } : { text: piece, style });
    }
  };
  tokens.forEach((token, index) => {
    const piece = text.slice(token.start, token.end);
    if (token.type === 'text') push(piece, false);
    else if (token.type === 'raw' || !isMatched[index]) push(piece, true);
    else if (token.type === 'open') values[token.kind].push(token.value ?? true);
    else values[token.kind].pop();
  });
  return segments;
}
