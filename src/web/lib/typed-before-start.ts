// A prerendered page can be typed into before the app's script has run. A browser with its own
// state renders the page afresh over that HTML (main.tsx), which would drop what the player typed:
// these keep it, field by field (by `name`), and hand it to the fresh render's fields.

type TypedField = { tag: string; name: string; value: string };

/** The fields a player may have typed into: text of any kind, not choices, files or buttons. */
const TYPED_FIELDS =
  'textarea[name], input[name]:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=hidden]):not([type=submit]):not([type=button])';

export type TypedFields = {
  /** Stops listening and gives what was typed, and the name of the field that had the focus. */
  take: () => { fields: TypedField[]; focused: string | undefined };
};

function isTypedField(
  target: EventTarget | null,
): target is HTMLInputElement | HTMLTextAreaElement {
  return (
    (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) &&
    target.matches(TYPED_FIELDS)
  );
}

/**
 * Keeps what is typed into `root`'s named fields from now on, starting with what they hold already
 * (typed before this script ran), until `take()`.
 */
export function keepTypedFields(root: HTMLElement): TypedFields {
  const typed = new Map<string, TypedField>();
  let focused: string | undefined;
  const note = (field: HTMLInputElement | HTMLTextAreaElement) => {
    const key = `${field.tagName}:${field.name}`;
    if (field.value === field.defaultValue) typed.delete(key);
    else typed.set(key, { tag: field.tagName, name: field.name, value: field.value });
  };
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED_FIELDS)) {
    note(field);
  }
  if (isTypedField(document.activeElement) && root.contains(document.activeElement)) {
    focused = document.activeElement.name;
  }
  const onInput = (event: Event) => {
    if (isTypedField(event.target)) note(event.target);
  };
  const onFocus = (event: Event) => {
    focused = isTypedField(event.target) ? event.target.name : undefined;
  };
  root.addEventListener('input', onInput);
  root.addEventListener('focusin', onFocus);
  return {
    take() {
      root.removeEventListener('input', onInput);
      root.removeEventListener('focusin', onFocus);
      return { fields: [...typed.values()], focused };
    },
  };
}

/** Where the caret is in `field`, when it has a selection API (email and number inputs have none). */
function selectionOf(field: HTMLInputElement | HTMLTextAreaElement): [number, number] | undefined {
  try {
    const { selectionStart, selectionEnd } = field;
    return selectionStart === null || selectionEnd === null
      ? undefined
      : [selectionStart, selectionEnd];
  } catch {
    return undefined;
  }
}

/**
 * Puts typed values into the fresh render's fields of the same name, or tells a hydrated field's
 * state what it shows, the way typing would (the native setter, then an `input` event, so React's
 * onChange sees it), and the focus back, with the caret at the end.
 */
export function restoreTypedFields(
  root: HTMLElement,
  { fields, focused }: ReturnType<TypedFields['take']>,
): void {
  for (const { tag, name, value } of fields) {
    const field = root.querySelector(`${tag.toLowerCase()}[name="${CSS.escape(name)}"]`);
    if (!isTypedField(field)) continue;
    // A hydrated field still shows what was typed, which its state has not seen: set through the
    // element (React notes the value it last set), then natively, it changes in React's eyes.
    const isHydrated = field.value === value;
    const caret = isHydrated ? selectionOf(field) : undefined;
    if (isHydrated) field.value = value === '' ? ' ' : '';
    const prototype =
      field instanceof HTMLTextAreaElement
        ? HTMLTextAreaElement.prototype
        : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (caret) field.setSelectionRange(caret[0], caret[1]);
  }
  if (focused === undefined) return;
  const field = root.querySelector(`[name="${CSS.escape(focused)}"]`);
  if (!isTypedField(field)) return;
  field.focus();
  const end = field.value.length;
  try {
    field.setSelectionRange(end, end);
  } catch {
    // email and number inputs have no selection API; the focus is enough
  }
}
