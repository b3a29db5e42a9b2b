/**
 * The symbols and divider lines of the symbols picker (Manual Builder, AI Assist), grouped. Only
 * Basic Multilingual Plane characters that default to text presentation, the kind the mail facts
 * list as shown in game (═ ━ ◆ ★ ✧ ✿ ༺ ༻ ╔ ╗ ░ ▌ ⚠ ➤ →); no colour emoji, which the game shows as
 * boxes. Each has a unique id: its name in every language is `symbols.names.<id>` in the locales.
 */
export interface MailSymbol {
  id: string;
  /** What is inserted. */
  text: string;
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
      { id: 'rightArrow', text: '→' },
      { id: 'leftArrow', text: '←' },
      { id: 'upArrow', text: '↑' },
      { id: 'downArrow', text: '↓' },
      { id: 'leftRightArrow', text: '↔' },
      { id: 'doubleRightArrow', text: '⇒' },
      { id: 'arrowheadRight', text: '➤' },
      { id: 'heavyRoundArrowRight', text: '➜' },
      { id: 'heavyWideArrowRight', text: '➔' },
      { id: 'pointerRight', text: '►' },
      { id: 'pointerLeft', text: '◄' },
      { id: 'doubleAngleRight', text: '»' },
      { id: 'doubleAngleLeft', text: '«' },
    ],
  },
  {
    id: 'stars',
    symbols: [
      { id: 'blackStar', text: '★' },
      { id: 'whiteStar', text: '☆' },
      { id: 'fourPointedStar', text: '✦' },
      { id: 'whiteFourPointedStar', text: '✧' },
      { id: 'outlinedStar', text: '✩' },
      { id: 'circledStar', text: '✪' },
      { id: 'pinwheelStar', text: '✯' },
      { id: 'sixPointedStar', text: '✶' },
      { id: 'eightPointedStar', text: '✸' },
      { id: 'twelvePointedStar', text: '✹' },
      { id: 'sunStar', text: '❂' },
      { id: 'flower', text: '✿' },
      { id: 'whiteFlower', text: '❀' },
    ],
  },
  {
    id: 'war',
    symbols: [
      { id: 'crossedSwords', text: '⚔' },
      { id: 'dagger', text: '†' },
      { id: 'doubleDagger', text: '‡' },
      { id: 'malteseCross', text: '✠' },
      { id: 'warningSign', text: '⚠' },
    ],
  },
  {
    id: 'crowns',
    symbols: [
      { id: 'blackCrownQueen', text: '♛' },
      { id: 'whiteCrownQueen', text: '♕' },
      { id: 'blackKing', text: '♚' },
      { id: 'whiteKing', text: '♔' },
      { id: 'castleTower', text: '♜' },
      { id: 'knight', text: '♞' },
    ],
  },
  {
    id: 'boxes',
    symbols: [
      { id: 'leftBlackLenticularBracket', text: '【' },
      { id: 'rightBlackLenticularBracket', text: '】' },
      { id: 'leftCornerBracket', text: '「' },
      { id: 'rightCornerBracket', text: '」' },
      { id: 'leftDoubleAngleBracket', text: '《' },
      { id: 'rightDoubleAngleBracket', text: '》' },
      { id: 'leftOrnament', text: '༺' },
      { id: 'rightOrnament', text: '༻' },
      { id: 'boxTopLeftCorner', text: '╔' },
      { id: 'boxTopRightCorner', text: '╗' },
      { id: 'boxBottomLeftCorner', text: '╚' },
      { id: 'boxBottomRightCorner', text: '╝' },
      { id: 'boxVerticalSide', text: '║' },
      { id: 'blackSquare', text: '■' },
      { id: 'whiteSquare', text: '□' },
      { id: 'halfBlock', text: '▌' },
      { id: 'lightShade', text: '░' },
      { id: 'darkShade', text: '▓' },
    ],
  },
  {
    id: 'bullets',
    symbols: [
      { id: 'bullet', text: '•' },
      { id: 'whiteBullet', text: '◦' },
      { id: 'triangularBullet', text: '‣' },
      { id: 'blackDiamond', text: '◆' },
      { id: 'whiteDiamond', text: '◇' },
      { id: 'diamondInDiamond', text: '◈' },
      { id: 'fourDiamonds', text: '❖' },
      { id: 'blackCircle', text: '●' },
      { id: 'whiteCircle', text: '○' },
      { id: 'smallBlackSquare', text: '▪' },
      { id: 'checkMark', text: '✓' },
      { id: 'ballotX', text: '✗' },
    ],
  },
  {
    id: 'dividers',
    symbols: [
      { id: 'doubleLineShort', text: line('═', 10) },
      { id: 'doubleLineMedium', text: line('═', 20) },
      { id: 'doubleLineLong', text: line('═', 30) },
      { id: 'heavyLineShort', text: line('━', 10) },
      { id: 'heavyLineMedium', text: line('━', 20) },
      { id: 'heavyLineLong', text: line('━', 30) },
      { id: 'thinLineMedium', text: line('─', 20) },
      { id: 'thinLineLong', text: line('─', 30) },
      { id: 'dashedLine', text: '- - - - - - - - - -' },
      { id: 'equalsLine', text: line('=', 20) },
      { id: 'ornamentDivider', text: '══════ ༺✿༻ ══════' },
      { id: 'diamondDivider', text: '━━━━━ ◆ ━━━━━' },
      { id: 'starDivider', text: '━━━━━ ★ ━━━━━' },
      { id: 'swordsDivider', text: '═════ ⚔ ═════' },
      { id: 'dottedLine', text: '• • • • • • • • • •' },
    ],
  },
];

/** Every symbol of every group. */
export const ALL_SYMBOLS: readonly MailSymbol[] = SYMBOL_GROUPS.flatMap((group) => group.symbols);

/**
 * Whether a symbol matches a search: one of its names (the reader's language and English, say) or
 * its characters, ignoring case.
 */
export function matchesSymbol(
  symbol: MailSymbol,
  names: readonly string[],
  query: string,
): boolean {
  const wanted = query.trim().toLocaleLowerCase();
  if (wanted === '') return true;
  return (
    names.some((name) => name.toLocaleLowerCase().includes(wanted)) || symbol.text.includes(wanted)
  );
}
