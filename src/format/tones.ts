import type { Tone } from '#shared/constants.ts';

/**
 * How each tone looks and sounds in the built-in engine. Decoration (title frame, divider, heading
 * colour) differs in both modes; the words (openings and closings) are in tone-lines.ts.
 * Symbols are the Basic Multilingual Plane ones real mails use, which the game renders
 * (docs/rok-mail-facts.md); colours are dark enough to read on the parchment background.
 */
interface ToneStyle {
  titleFrame: readonly [string, string];
  divider: string;
  headingColor: string;
}

export const TONE_STYLES: Record<Tone, ToneStyle> = {
  neutral: {
    titleFrame: ['', ''],
    divider: '━━━━━━━━━━━━━━━━',
    headingColor: '#4E342E',
  },
  motivational: {
    titleFrame: ['★ ', ' ★'],
    divider: '═══════ ★ ═══════',
    headingColor: '#8A3B00',
  },
  humorous: {
    titleFrame: ['✿ ', ' ✿'],
    divider: '- - - - - - - - - - - -',
    headingColor: '#AD1457',
  },
  political: {
    titleFrame: ['◆ ', ' ◆'],
    divider: '══════ ༺✿༻ ══════',
    headingColor: '#1A237E',
  },
  intense: {
    // Swords, not a warning sign: an intense thank-you, recruitment or treaty is no alarm.
    titleFrame: ['⚔ ', ' ⚔'],
    divider: '░░░░░░░░░░░░░░░░',
    headingColor: '#8B0000',
  },
  informative: {
    titleFrame: ['➤ ', ''],
    divider: '────────────────',
    headingColor: '#00695C',
  },
};

/** Colours of emphasised facts, by kind; all readable on parchment (about #F1E3C3). */
export const FACT_COLORS = {
  time: '#B71C1C',
  date: '#B71C1C',
  coordinate: '#0D47A1',
  kingdom: '#6A1B9A',
  alliance: '#6A1B9A',
  amount: '#1B5E20',
} as const;
