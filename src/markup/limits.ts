/**
 * What a mail may hold: the limits and the palette the markup engine itself needs. They live here
 * so that `src/markup` imports nothing outside itself; `#shared/constants.ts` re-exports them for
 * everything else.
 */

/** The longest mail the game accepts, in visible characters. */
export const MAIL_CHAR_LIMIT = 2000;

/** A gold that reads on the parchment (4:1); the bright #FFD700 reads only on the board's blue. */
export const PARCHMENT_GOLD = '#8B6914';

/**
 * The Manual Builder's eight colours. AI Assist's title swatches are darker or lighter shades of
 * them, chosen to read where the mail is read (`TITLE_COLORS` in `#shared/constants.ts`).
 */
export const MAIL_COLORS = [
  { id: 'black', hex: '#000000' },
  { id: 'gold', hex: PARCHMENT_GOLD },
  { id: 'red', hex: '#E94B3C' },
  { id: 'blue', hex: '#007BFF' },
  { id: 'green', hex: '#28A745' },
  { id: 'purple', hex: '#A033D1' },
  { id: 'orange', hex: '#FD7E14' },
  { id: 'gray', hex: '#6C757D' },
] as const;
export type MailColorId = (typeof MAIL_COLORS)[number]['id'];

export const MAIL_SIZES = [
  { id: 'small', value: 18 },
  { id: 'medium', value: 24 },
  { id: 'large', value: 28 },
  { id: 'xl', value: 32 },
  { id: 'xxl', value: 36 },
] as const;
