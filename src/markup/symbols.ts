/**
 * The symbols and divider lines of the Manual Builder's picker, grouped. Only Basic Multilingual
 * Plane characters that default to text presentation, the kind the mail facts list as shown in
 * game (═ ━ ◆ ★ ✧ ✿ ༺ ༻ ╔ ╗ ░ ▌ ⚠ ➤ →); no colour emoji, which the game shows as boxes. Each
 * has a unique English name, used as its accessible name and for search.
 */
export interface MailSymbol {
  /** What is inserted. */
  text: string;
  name: string;
}

export type SymbolGroupId =
  | 'arrows'
  | 'stars'
  | 'war'
  | 'crowns'
  | 'boxes'
  | 'bullets'
  | 'dividers';

export interface SymbolGroup {
  id: SymbolGroupId;
  symbols: readonly MailSymbol[];
}

const line = (char: string, length: number) => char.repeat(length);

export const SYMBOL_GROUPS: readonly SymbolGroup[] = [
  {
    id: 'arrows',
    symbols: [
      { text: '→', name: 'Right arrow' },
      { text: '←', name: 'Left arrow' },
      { text: '↑', name: 'Up arrow' },
      { text: '↓', name: 'Down arrow' },
      { text: '↔', name: 'Left right arrow' },
      { text: '⇒', name: 'Double right arrow' },
      { text: '➤', name: 'Arrowhead right' },
      { text: '➜', name: 'Heavy round arrow right' },
      { text: '➔', name: 'Heavy wide arrow right' },
      { text: '►', name: 'Pointer right' },
      { text: '◄', name: 'Pointer left' },
      { text: '»', name: 'Double angle right' },
      { text: '«', name: 'Double angle left' },
    ],
  },
  {
    id: 'stars',
    symbols: [
      { text: '★', name: 'Black star' },
      { text: '☆', name: 'White star' },
      { text: '✦', name: 'Four-pointed star' },
      { text: '✧', name: 'White four-pointed star' },
      { text: '✩', name: 'Outlined star' },
      { text: '✪', name: 'Circled star' },
      { text: '✯', name: 'Pinwheel star' },
      { text: '✶', name: 'Six-pointed star' },
      { text: '✸', name: 'Eight-pointed star' },
      { text: '✹', name: 'Twelve-pointed star' },
      { text: '❂', name: 'Sun star' },
      { text: '✿', name: 'Flower' },
      { text: '❀', name: 'White flower' },
    ],
  },
  {
    id: 'war',
    symbols: [
      { text: '⚔', name: 'Crossed swords' },
      { text: '†', name: 'Dagger' },
      { text: '‡', name: 'Double dagger' },
      { text: '✠', name: 'Maltese cross' },
      { text: '⚠', name: 'Warning sign' },
    ],
  },
  {
    id: 'crowns',
    symbols: [
      { text: '♛', name: 'Black crown (queen)' },
      { text: '♕', name: 'White crown (queen)' },
      { text: '♚', name: 'Black king' },
      { text: '♔', name: 'White king' },
      { text: '♜', name: 'Castle tower' },
      { text: '♞', name: 'Knight' },
    ],
  },
  {
    id: 'boxes',
    symbols: [
      { text: '【', name: 'Left black lenticular bracket' },
      { text: '】', name: 'Right black lenticular bracket' },
      { text: '「', name: 'Left corner bracket' },
      { text: '」', name: 'Right corner bracket' },
      { text: '《', name: 'Left double angle bracket' },
      { text: '》', name: 'Right double angle bracket' },
      { text: '༺', name: 'Left ornament' },
      { text: '༻', name: 'Right ornament' },
      { text: '╔', name: 'Box top left corner' },
      { text: '╗', name: 'Box top right corner' },
      { text: '╚', name: 'Box bottom left corner' },
      { text: '╝', name: 'Box bottom right corner' },
      { text: '║', name: 'Box vertical side' },
      { text: '■', name: 'Black square' },
      { text: '□', name: 'White square' },
      { text: '▌', name: 'Half block' },
      { text: '░', name: 'Light shade' },
      { text: '▓', name: 'Dark shade' },
    ],
  },
  {
    id: 'bullets',
    symbols: [
      { text: '•', name: 'Bullet' },
      { text: '◦', name: 'White bullet' },
      { text: '‣', name: 'Triangular bullet' },
      { text: '◆', name: 'Black diamond' },
      { text: '◇', name: 'White diamond' },
      { text: '◈', name: 'Diamond in diamond' },
      { text: '❖', name: 'Four diamonds' },
      { text: '●', name: 'Black circle' },
      { text: '○', name: 'White circle' },
      { text: '▪', name: 'Small black square' },
      { text: '✓', name: 'Check mark' },
      { text: '✗', name: 'Ballot X' },
    ],
  },
  {
    id: 'dividers',
    symbols: [
      { text: line('═', 10), name: 'Double line, short' },
      { text: line('═', 20), name: 'Double line, medium' },
      { text: line('═', 30), name: 'Double line, long' },
      { text: line('━', 10), name: 'Heavy line, short' },
      { text: line('━', 20), name: 'Heavy line, medium' },
      { text: line('━', 30), name: 'Heavy line, long' },
      { text: line('─', 20), name: 'Thin line, medium' },
      { text: line('─', 30), name: 'Thin line, long' },
      { text: '- - - - - - - - - -', name: 'Dashed line' },
      { text: line('=', 20), name: 'Equals line' },
      { text: '══════ ༺✿༻ ══════', name: 'Ornament divider' },
      { text: '━━━━━ ◆ ━━━━━', name: 'Diamond divider' },
      { text: '━━━━━ ★ ━━━━━', name: 'Star divider' },
      { text: '═════ ⚔ ═════', name: 'Swords divider' },
      { text: '• • • • • • • • • •', name: 'Dotted line' },
    ],
  },
];

/** Every symbol of every group. */
export const ALL_SYMBOLS: readonly MailSymbol[] = SYMBOL_GROUPS.flatMap((group) => group.symbols);

/** Whether a symbol matches a search: its name or its characters (case-insensitive). */
export function matchesSymbol(symbol: MailSymbol, query: string): boolean {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return true;
  return symbol.name.toLowerCase().includes(wanted) || symbol.text.includes(wanted);
}
