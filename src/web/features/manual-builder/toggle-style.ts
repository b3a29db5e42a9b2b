import { applyStyle, type EditResult, type Selection } from '#markup/index.ts';

export type StyleFlag = 'bold' | 'italic' | 'underline';

/**
 * Bold, italic or underline as a toggle, the way editors behave: on when any selected character
 * lacks it, off when every one has it. Both ways go through the markup engine's `applyStyle`, so
 * the mail comes back canonical and the selection still covers the same characters.
 */
export function toggleStyle(
  text: string,
  selection: Selection,
  flag: StyleFlag,
): { edit: EditResult; isOn: boolean } {
  const on = applyStyle(text, selection, { [flag]: true });
  // The same mail with nothing changed, written canonically: equal to `on` only when every
  // selected character already had the flag.
  const unchanged = applyStyle(text, selection, {});
  if (on.text !== unchanged.text) return { edit: on, isOn: true };
  return { edit: applyStyle(text, selection, { [flag]: false }), isOn: false };
}
