import { describe, expect, it } from 'vitest';
import {
  countChars,
  fillTemplate,
  keepSafeMarkup,
  parsePlaceholders,
  stripUnrenderable,
  tokenize,
  validate,
} from '#markup/index.ts';
import { LIMITS, TEMPLATE_CATEGORIES } from '#shared/constants.ts';
import { countWords, getExcerpt, getTemplate, getTemplatesByCategory, TEMPLATES } from './index.ts';

const SPEC_IDS = [
  'war_announcement',
  'kvk_rally',
  'mge_event',
  'recruitment_call',
  'kingdom-trophies',
  'mge-rankings',
  'alliance-mobilization',
  'deadweight-notice',
  'farming-rules',
  'kvk-objectives',
  'resource-participation',
];

const PARCHMENT = ['#F1E3C3', '#F8E5C2'];

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Every placeholder filled with a 20-character value: the longest a player plausibly types. */
function fillWithLongValues(content: string): string {
  const values = Object.fromEntries(
    parsePlaceholders(content).map((placeholder) => [placeholder.key, 'x'.repeat(20)]),
  );
  const filled = fillTemplate(content, values);
  expect(filled.missing).toEqual([]);
  return filled.text;
}

describe('template library', () => {
  it('holds at least 40 templates with unique ids', () => {
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(40);
    const ids = TEMPLATES.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('includes every template the spec names', () => {
    for (const id of SPEC_IDS) expect(getTemplate(id)?.id).toBe(id);
  });

  it('gives each of the four categories at least five templates', () => {
    for (const category of TEMPLATE_CATEGORIES) {
      expect(getTemplatesByCategory(category).length, category).toBeGreaterThanOrEqual(5);
    }
  });

  it('keeps the main-page templates on snake_case placeholders', () => {
    for (const id of ['war_announcement', 'kvk_rally', 'mge_event', 'recruitment_call']) {
      const names = parsePlaceholders(getTemplate(id)!.content).map((p) => p.name);
      for (const name of names) expect(name, `${id}: ${name}`).toMatch(/^[a-z]+(_[a-z]+)*$/);
    }
    const warNames = parsePlaceholders(getTemplate('war_announcement')!.content).map((p) => p.name);
    expect(warNames).toEqual(
      expect.arrayContaining([
        'alliance_name',
        'enemy_alliance',
        'war_time',
        'target_coordinates',
        'war_strategy',
        'leader_signature',
      ]),
    );
  });

  describe.each(TEMPLATES.map((template) => [template.id, template] as const))(
    '%s',
    (_, template) => {
      it('has a name, a description and a known category', () => {
        expect(template.name.trim()).not.toBe('');
        expect(template.description.trim()).not.toBe('');
        expect(TEMPLATE_CATEGORIES).toContain(template.category);
      });

      it('has at least one placeholder', () => {
        expect(parsePlaceholders(template.content).length).toBeGreaterThan(0);
      });

      it('is game-safe markup with no error and no warning', () => {
        expect(validate(template.content)).toEqual([]);
      });

      it('stays game-safe and within 2000 characters when filled with long values', () => {
        const filled = fillWithLongValues(template.content);
        expect(validate(filled)).toEqual([]);
        expect(countChars(filled)).toBeLessThanOrEqual(LIMITS.mailChars);
      });

      it('uses sizes from 20 to 50 and colours readable on parchment', () => {
        for (const token of tokenize(template.content)) {
          if (token.type !== 'open') continue;
          if (token.kind === 'size') {
            expect(token.value).toBeGreaterThanOrEqual(20);
            expect(token.value).toBeLessThanOrEqual(50);
          }
          if (token.kind === 'color') {
            const hex = String(token.value);
            expect(hex).toMatch(/^#[0-9A-F]{6}$/);
            for (const background of PARCHMENT) {
              expect(contrast(hex, background), hex).toBeGreaterThanOrEqual(4.5);
            }
          }
        }
      });

      it('has nothing the game cannot show', () => {
        expect(stripUnrenderable(template.content)).toBe(template.content);
        // The guard every mail MailForge hands out passes: it would take nothing out.
        expect(keepSafeMarkup(template.content)).toEqual({
          text: template.content,
          isRemoved: false,
        });
        expect(template.content).not.toMatch(/<\/?u>|<br|\r|\t/);
      });
    },
  );
});

describe('template cards', () => {
  it('counts the words a player reads, not tags, bullets or dividers', () => {
    expect(countWords('<size=30><b>WAR DECLARED</b></size>\n━━━━━\n• Heal {troops} now')).toBe(5);
  });

  it('shows the first 120 characters of the visible text on one line', () => {
    const excerpt = getExcerpt(getTemplate('war_announcement')!.content);
    expect(excerpt.startsWith('WAR DECLARED {alliance_name} vs {enemy_alliance} Commanders')).toBe(
      true,
    );
    expect(excerpt).not.toMatch(/[<>\n━]/);
    expect(Array.from(excerpt).length).toBeLessThanOrEqual(121);
    expect(excerpt.endsWith('…')).toBe(true);
  });

  it('keeps a short text whole', () => {
    expect(getExcerpt('<b>Short</b>\nmail')).toBe('Short mail');
  });
});
