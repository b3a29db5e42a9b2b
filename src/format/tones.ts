import type { MailBackground, Tone } from '#shared/constants.ts';

/**
 * How each tone looks and sounds in the built-in engine. Decoration (title frame, divider, heading
 * colour) differs in both modes; the words (openings and closings) are in tone-lines.ts.
 * Symbols are the Basic Multilingual Plane ones real mails use, which the game renders
 * (docs/rok-mail-facts.md); heading colours are given for each background (dark on the mail's
 * parchment, light on the alliance description's blue), each at least 3:1 on it.
 */
interface ToneStyle {
  titleFrame: readonly [string, string];
  divider: string;
  headingColor: Readonly<Record<MailBackground, string>>;
}

export const TONE_STYLES: Record<Tone, ToneStyle> = {
  neutral: {
    titleFrame: ['', ''],
    divider: '━━━━━━━━━━━━━━━━',
    headingColor: { mail: '#4E342E', board: '#FFE0B2' },
  },
  motivational: {
    titleFrame: ['★ ', ' ★'],
    divider: '═══════ ★ ═══════',
    headingColor: { mail: '#8A3B00', board: '#FFCC80' },
  },
  humorous: {
    titleFrame: ['✿ ', ' ✿'],
    divider: '- - - - - - - - - - - -',
    headingColor: { mail: '#AD1457', board: '#F8BBD0' },
  },
  political: {
    titleFrame: ['◆ ', ' ◆'],
    divider: '══════ ༺✿༻ ══════',
    headingColor: { mail: '#1A237E', board: '#C5CAE9' },
  },
  intense: {
    // Swords, not a warning sign: an intense thank-you, recruitment or treaty is no alarm.
    titleFrame: ['⚔ ', ' ⚔'],
    divider: '░░░░░░░░░░░░░░░░',
    headingColor: { mail: '#8B0000', board: '#FFAB91' },
  },
  informative: {
    titleFrame: ['➤ ', ''],
    divider: '────────────────',
    headingColor: { mail: '#00695C', board: '#80CBC4' },
  },
};

/**
 * Colours of emphasised facts, by kind and background: dark ones on the parchment (about #F1E3C3),
 * light ones on the alliance description's blue (#0C658E); each at least 3:1 on its background.
 */
export const FACT_COLORS = {
  mail: {
    time: '#B71C1C',
    date: '#B71C1C',
    coordinate: '#0D47A1',
    kingdom: '#6A1B9A',
    alliance: '#6A1B9A',
    amount: '#1B5E20',
  },
  board: {
    time: '#FFAB91',
    date: '#FFAB91',
    coordinate: '#90CAF9',
    kingdom: '#E1BEE7',
    alliance: '#E1BEE7',
    amount: '#A5D6A7',
  },
} as const satisfies Record<MailBackground, Record<string, string>>;
