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

/**
 * Each group's symbols, one a line: the id, one space, then what is inserted (everything to the
 * end of the line, a divider's own spaces included). Read once into `SYMBOL_GROUPS` below.
 */
const TABLE: Record<SymbolGroupId, string> = {
  arrows: `
rightArrow →
leftArrow ←
upArrow ↑
downArrow ↓
leftRightArrow ↔
doubleRightArrow ⇒
arrowheadRight ➤
heavyRoundArrowRight ➜
heavyWideArrowRight ➔
pointerRight ►
pointerLeft ◄
doubleAngleRight »
doubleAngleLeft «`,
  stars: `
blackStar ★
whiteStar ☆
fourPointedStar ✦
whiteFourPointedStar ✧
outlinedStar ✩
circledStar ✪
pinwheelStar ✯
sixPointedStar ✶
eightPointedStar ✸
twelvePointedStar ✹
sunStar ❂
flower ✿
whiteFlower ❀`,
  war: `
crossedSwords ⚔
dagger †
doubleDagger ‡
malteseCross ✠
warningSign ⚠`,
  crowns: `
blackCrownQueen ♛
whiteCrownQueen ♕
blackKing ♚
whiteKing ♔
castleTower ♜
knight ♞`,
  boxes: `
leftBlackLenticularBracket 【
rightBlackLenticularBracket 】
leftCornerBracket 「
rightCornerBracket 」
leftDoubleAngleBracket 《
rightDoubleAngleBracket 》
leftOrnament ༺
rightOrnament ༻
boxTopLeftCorner ╔
boxTopRightCorner ╗
boxBottomLeftCorner ╚
boxBottomRightCorner ╝
boxVerticalSide ║
blackSquare ■
whiteSquare □
halfBlock ▌
lightShade ░
darkShade ▓`,
  bullets: `
bullet •
whiteBullet ◦
triangularBullet ‣
blackDiamond ◆
whiteDiamond ◇
diamondInDiamond ◈
fourDiamonds ❖
blackCircle ●
whiteCircle ○
smallBlackSquare ▪
checkMark ✓
ballotX ✗`,
  dividers: `
doubleLineShort ${line('═', 10)}
doubleLineMedium ${line('═', 20)}
doubleLineLong ${line('═', 30)}
heavyLineShort ${line('━', 10)}
heavyLineMedium ${line('━', 20)}
heavyLineLong ${line('━', 30)}
thinLineMedium ${line('─', 20)}
thinLineLong ${line('─', 30)}
dashedLine - - - - - - - - - -
equalsLine ${line('=', 20)}
ornamentDivider ══════ ༺✿༻ ══════
diamondDivider ━━━━━ ◆ ━━━━━
starDivider ━━━━━ ★ ━━━━━
swordsDivider ═════ ⚔ ═════
dottedLine • • • • • • • • • •`,
};

export const SYMBOL_GROUPS: readonly SymbolGroup[] = Object.entries(TABLE).map(([id, table]) => ({
  id: id as SymbolGroupId,
  symbols: table
    .split('\n')
    .filter((row) => row !== '')
    .map((row) => {
      const space = row.indexOf(' ');
      return { id: row.slice(0, space), text: row.slice(space + 1) };
    }),
}));

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
