import type { StylePatch } from '#markup/index.ts';
import { MAIL_COLORS } from '#shared/constants.ts';
import { MAIL_TOOL_V2 } from './v2-constants.ts';

// The Manual Customizer's tools. They live with the customizer rather than in
// shared/constants.ts, which is part of the home page's first load.

/** Toolbar sizes: 20 (Small), 28 (Medium), 32 (Large). */
export const TOOLBAR_SIZES = [
  { id: 'small', value: 20 },
  { id: 'medium', value: 28 },
  { id: 'large', value: 32 },
] as const;

/** Toolbar colours: gold, red, green, blue, purple, white (the second version's), black. */
export const TOOLBAR_COLORS = (
  ['gold', 'red', 'green', 'blue', 'purple', 'white', 'black'] as const
).map((id) => ({
  id,
  hex: [...MAIL_COLORS, ...MAIL_TOOL_V2.swatches].find((color) => color.id === id)!.hex,
}));

/**
 * Quick inserts: colours and sizes style the selection (or the caret's line), dividers go on a
 * line of their own at the caret.
 */
export const QUICK_INSERTS = [
  ...(['gold', 'red', 'green'] as const).map((id) => ({
    id,
    patch: { color: MAIL_COLORS.find((color) => color.id === id)!.hex },
  })),
  { id: 'size28', patch: { size: 28 } },
  { id: 'size20', patch: { size: 20 } },
  { id: 'dividerDouble', divider: '=====' },
  { id: 'dividerSingle', divider: '-----' },
] as const satisfies readonly ({ id: string } & ({ patch: StylePatch } | { divider: string }))[];
