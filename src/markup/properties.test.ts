import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { smartBullets } from './bullets.ts';
import { autoCorrect } from './correct.ts';
import { countChars, visibleText } from './count.ts';
import { toDisplaySegments } from './display.ts';
import { applyStyle, clearFormatting, type StylePatch } from './edit.ts';
import { gradient } from './gradient.ts';
import { applyGradient, fitGradient } from './gradient-edit.ts';
import { alignLines, applyPreset } from './presets.ts';
import { fromRuns, type Run, toRuns } from './runs.ts';
import { sanitizeTags } from './sanitize.ts';
import { splitIntoParts } from './split.ts';
import { stripUnrenderable } from './strip.ts';
import { fillTemplate, parseDetails, parsePlaceholders } from './templates.ts';
import { tokenize } from './tokenize.ts';
import { hasMarkupErrors, validate } from './validate.ts';

const RUNS = 3000;

const PIECES = [
  '<b>',
  '</b>',
  '<i>',
  '</i>',
  '<u>',
  '</u>',
  '<size=30>',
  '<size=45px>',
  '<size="28">',
  '<size=abc>',
  '<size=0>',
  '</size>',
  '<color=#FFD700>',
  "<color='#e60000'>",
  '<color=red>',
  '<color=#12>',
  '</color>',
  '<B>',
  '</I>',
  '<SIZE = 20>',
  '<s>',
  '</s>',
  '<align=center>',
  '<br>',
  '<',
  '</',
  '>',
  '/b>',
  'b>',
  'size=3',
  'color=#fff>',
  '=',
  '#',
  ' ',
  '\n',
  '\n\n',
  'Rally',
  'X:512 Y:740',
  '★',
  'ação',
  '進攻',
  '🔥',
  '𝐁',
  '•',
  '- ',
  'join',
  'attack the fort.',
];

/** Random tag soup: style tags valid and not, raw tags, tag fragments, words, scripts, emoji. */
const tagSoup = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 4 })), { maxLength: 40 })
  .map((pieces) => pieces.join(''));

const anyText = fc.oneof(tagSoup, fc.string({ maxLength: 60, unit: 'binary' }));

const patch: fc.Arbitrary<StylePatch> = fc.record(
  {
    size: fc.oneof(fc.integer({ min: 1, max: 90 }), fc.constant(false as const)),
    color: fc.oneof(
      fc.constantFrom('#FFD700', '#b71c1c', 'red', '#fff'),
      fc.constant(false as const),
    ),
    bold: fc.boolean(),
    italic: fc.boolean(),
    underline: fc.boolean(),
  },
  { requiredKeys: [] },
);

function errorsOf(text: string) {
  return validate(text).filter((issue) => issue.severity === 'error');
}

/** Raw offset of visible character `index` in `text` (the text's length past the last one). */
function rawOffsetOfVisible(text: string, index: number): number {
  let seen = 0;
  for (const token of tokenize(text)) {
    if (token.type !== 'text' && token.type !== 'raw') continue;
    const length = token.end - token.start;
    if (index < seen + length) return token.start + index - seen;
    seen += length;
  }
  return text.length;
}

/** The style of every visible UTF-16 unit, as toRuns reads it. */
function stylesPerUnit(runs: readonly Run[]): string[] {
  return runs.flatMap((run) =>
    Array.from(run.text, (character) =>
      Array.from({ length: character.length }, () => JSON.stringify(run.style)),
    ).flat(),
  );
}

/** A long word may be cut between parts, so only the non-blank characters are compared. */
function squash(text: string): string {
  return text.replace(/\s+/g, '');
}

describe('markup engine properties', { timeout: 30_000 }, () => {
  it('never throws on any string', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        validate(text);
        visibleText(text);
        countChars(text, { newlineWeight: 2 });
        fromRuns(toRuns(text));
        autoCorrect(text);
        toDisplaySegments(text, { showUnderlineAsRaw: true });
        smartBullets(text);
        stripUnrenderable(text);
        stripUnrenderable(text, { asciiOnly: true });
        alignLines(text, 'center');
        applyPreset(text, 'rally');
        applyPreset(text, 'aggressive');
        parsePlaceholders(text);
        fillTemplate(text, parseDetails(text, 'manual'));
        gradient(text, '#000', '#FFFFFF', { chunk: 2 });
        clearFormatting(text);
        applyStyle(text, { start: text.length, end: -1 }, { bold: true, size: 30 });
        sanitizeTags(text);
      }),
      { numRuns: RUNS },
    );
  });

  it('auto-correct gives markup without errors that keeps the visible text and every style', () => {
    fc.assert(
      fc.property(tagSoup, (text) => {
        const fixed = autoCorrect(text);
        expect(errorsOf(fixed)).toEqual([]);
        expect(visibleText(fixed)).toBe(visibleText(text));
        expect(toRuns(fixed)).toEqual(toRuns(text));
      }),
      { numRuns: RUNS },
    );
  });

  it('the quick error check agrees with validate', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(hasMarkupErrors(text)).toBe(errorsOf(text).length > 0);
      }),
      { numRuns: RUNS },
    );
  });

  it('sanitising leaves only style tags and is idempotent', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const clean = sanitizeTags(text);
        expect(validate(clean).filter((issue) => issue.code === 'raw-tag')).toEqual([]);
        expect(sanitizeTags(clean)).toBe(clean);
      }),
      { numRuns: RUNS },
    );
  });

  it('auto-correct is idempotent', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const fixed = autoCorrect(text);
        expect(autoCorrect(fixed)).toBe(fixed);
      }),
      { numRuns: RUNS },
    );
  });

  it('canonical form of the runs always validates and reads back to the same runs', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const runs = toRuns(text);
        const canonical = fromRuns(runs);
        expect(errorsOf(canonical)).toEqual([]);
        expect(toRuns(canonical)).toEqual(runs);
        expect(fromRuns(toRuns(canonical))).toBe(canonical);
      }),
      { numRuns: RUNS },
    );
  });

  it('applyStyle gives valid markup, keeps the text and styles exactly the selected characters', () => {
    fc.assert(
      fc.property(tagSoup, fc.nat(), fc.nat(), patch, (text, a, b, change) => {
        const visible = visibleText(text);
        const from = Math.min(a, b) % (visible.length + 1);
        const to = Math.min((Math.max(a, b) % (visible.length + 1)) + from, visible.length);
        const isWhole = (at: number) => !/[\udc00-\udfff]/.test(visible.charAt(at));
        fc.pre(isWhole(from) && isWhole(to));
        const selection = {
          start: rawOffsetOfVisible(text, from),
          end: rawOffsetOfVisible(text, to),
        };
        const result = applyStyle(text, selection, change);
        expect(errorsOf(result.text)).toEqual([]);
        expect(visibleText(result.text)).toBe(visible);
        const before = stylesPerUnit(toRuns(text));
        const after = stylesPerUnit(toRuns(result.text));
        before.forEach((style, at) => {
          if (at < from || at >= to) expect(after[at]).toBe(style);
        });
        for (let at = from; at < to; at += 1) {
          const style = JSON.parse(after[at]!);
          if (change.bold !== undefined) expect(Boolean(style.bold)).toBe(change.bold);
          if (change.size !== undefined) expect(style.size).toBe(change.size || undefined);
        }
        if (from < to) {
          const { start, end } = result.selection;
          expect(visibleText(result.text.slice(start, end))).toBe(visible.slice(from, to));
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('a gradient gives whitespace no tags of its own: every run of it shares a coloured run', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'B', '7', ' ', '  ', '\n', '⚔') }),
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        (text, chunk, isBold) => {
          const marked = isBold ? `<b>${text}</b>` : text;
          const visible = visibleText(marked);
          const result = applyGradient(marked, { start: 0, end: marked.length }, '#000', '#fff', {
            chunk,
          });
          expect(visibleText(result.edit.text)).toBe(visible);
          const runs = toRuns(result.edit.text);
          if (visible.trim() === '') return;
          for (const run of runs) expect(run.style.color, JSON.stringify(runs)).toBeDefined();
          expect(result.edit.text).not.toMatch(/<b>\s+<\/b>/);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('a gradient on a selection validates, keeps the text and other styles, and costs what it said', () => {
    const hex = fc
      .tuple(fc.nat(0xffffff), fc.boolean())
      .map(([value, isShort]) =>
        isShort
          ? `#${(value % 0x1000).toString(16).padStart(3, '0')}`
          : `#${value.toString(16).padStart(6, '0')}`,
      );
    const options = fc.record(
      {
        chunk: fc.integer({ min: 1, max: 5 }),
        skipSpaces: fc.boolean(),
        via: hex,
      },
      { requiredKeys: ['chunk'] },
    );
    const withoutColor = (style: string) => {
      const { color: _color, ...rest } = JSON.parse(style);
      return JSON.stringify(rest);
    };
    fc.assert(
      fc.property(
        tagSoup,
        fc.nat(),
        fc.nat(),
        hex,
        hex,
        options,
        fc.option(fc.nat(400), { nil: undefined }),
        (text, a, b, from, to, chosen, budget) => {
          const visible = visibleText(text);
          const start = Math.min(a, b) % (visible.length + 1);
          const end = Math.min((Math.max(a, b) % (visible.length + 1)) + start, visible.length);
          const isWhole = (at: number) => !/[\udc00-\udfff]/.test(visible.charAt(at));
          fc.pre(isWhole(start) && isWhole(end));
          const selection = {
            start: rawOffsetOfVisible(text, start),
            end: rawOffsetOfVisible(text, end),
          };
          const result =
            budget === undefined
              ? applyGradient(text, selection, from, to, chosen)
              : fitGradient(text, selection, from, to, chosen, budget);
          expect(errorsOf(result.edit.text)).toEqual([]);
          expect(visibleText(result.edit.text)).toBe(visible);
          expect(result.selectedText).toBe(visible.slice(start, end));
          expect(visibleText(result.preview)).toBe(result.selectedText);
          expect(errorsOf(result.preview)).toEqual([]);
          expect(result.cost).toBe(countChars(result.edit.text) - countChars(text));
          if (start < end) {
            const range = result.edit.selection;
            expect(visibleText(result.edit.text.slice(range.start, range.end))).toBe(
              result.selectedText,
            );
          }
          const before = stylesPerUnit(toRuns(text));
          const after = stylesPerUnit(toRuns(result.edit.text));
          before.forEach((style, at) => {
            if (at < start || at >= end) expect(after[at]).toBe(style);
            else expect(withoutColor(after[at]!)).toBe(withoutColor(style));
          });
          if (budget !== undefined && 'fits' in result) {
            expect(result.chunk).toBeGreaterThanOrEqual(chosen.chunk);
            if (result.fits) expect(result.cost).toBeLessThanOrEqual(budget);
            const again = applyGradient(text, selection, from, to, {
              ...chosen,
              chunk: result.chunk,
            });
            expect(again.edit.text).toBe(result.edit.text);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('clearFormatting gives valid markup and plain selected characters', () => {
    fc.assert(
      fc.property(tagSoup, fc.nat(), fc.nat(), (text, a, b) => {
        const start = Math.min(a, b) % (text.length + 1);
        const end = Math.max(a, b) % (text.length + 1);
        const result = clearFormatting(text, { start, end });
        expect(errorsOf(result.text)).toEqual([]);
        expect(visibleText(result.text)).toBe(visibleText(text));
        const all = clearFormatting(text);
        expect(toRuns(all.text).every((run) => Object.keys(run.style).length === 0)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('split parts are valid, within the limit and together show the visible text', () => {
    const longSoup = fc
      .array(tagSoup, { minLength: 1, maxLength: 12 })
      .map((pieces) => pieces.join('\n'));
    fc.assert(
      fc.property(longSoup, fc.integer({ min: 150, max: 400 }), (text, limit) => {
        const parts = splitIntoParts(text, limit);
        const bodies = parts.map((part) =>
          parts.length > 1 ? part.replace(/^\(\d+\/\d+\)\n/, '') : part,
        );
        for (const part of parts) {
          expect(countChars(part)).toBeLessThanOrEqual(limit);
          expect(errorsOf(part)).toEqual([]);
        }
        expect(squash(bodies.map(visibleText).join(''))).toBe(squash(visibleText(text)));
      }),
      { numRuns: 1000 },
    );
  });

  it('smart bullets are idempotent and keep the lines', () => {
    fc.assert(
      fc.property(tagSoup, (text) => {
        const once = smartBullets(text);
        expect(smartBullets(once)).toBe(once);
        expect(once.split('\n').length).toBe(text.split('\n').length);
      }),
      { numRuns: RUNS },
    );
  });

  it('stripping is idempotent and asciiOnly leaves printable ASCII and line breaks', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const stripped = stripUnrenderable(text);
        expect(stripUnrenderable(stripped)).toBe(stripped);
        expect(stripUnrenderable(text, { asciiOnly: true })).toMatch(/^[\x20-\x7e\n]*$/);
      }),
      { numRuns: RUNS },
    );
  });

  it('the preview of error-free markup shows its visible text and only unknown tags raw', () => {
    fc.assert(
      fc.property(tagSoup, (text) => {
        const fixed = autoCorrect(text);
        const segments = toDisplaySegments(fixed);
        expect(segments.map((segment) => segment.text).join('')).toBe(visibleText(fixed));
        for (const segment of segments.filter((piece) => piece.raw)) {
          expect(
            tokenize(segment.text).every(
              (token) => token.type !== 'open' && token.type !== 'close',
            ),
          ).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('counts code points, never more than UTF-16 units', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const oneLine = text.replace(/[\r\n]/g, '');
        expect(countChars(oneLine)).toBe([...oneLine].length);
        expect(countChars(text)).toBeLessThanOrEqual(text.length);
      }),
      { numRuns: RUNS },
    );
  });
});
