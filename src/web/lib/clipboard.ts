/**
 * Puts `text` on the clipboard: the Clipboard API first, then a hidden selection with
 * `execCommand('copy')` for browsers that refuse it (older mobile browsers, plain http, a denied
 * permission). Resolves to whether either worked; focus goes back where it was.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or unavailable: try the selection below.
  }
  return copyWithSelection(text);
}

function copyWithSelection(text: string): boolean {
  const previousFocus =
    document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  // readonly keeps the phone keyboard closed; 16px stops iOS zooming in on focus.
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.insetInlineStart = '0';
  area.style.fontSize = '16px';
  area.style.opacity = '0';
  document.body.append(area);
  let isCopied = false;
  try {
    area.focus();
    area.select();
    area.setSelectionRange(0, text.length);
    isCopied = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    isCopied = false;
  } finally {
    area.remove();
    previousFocus?.focus();
  }
  return isCopied;
}
