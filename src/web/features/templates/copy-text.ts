/**
 * Puts `text` on the clipboard: the Clipboard API first, then a hidden selection with
 * `execCommand('copy')` for browsers that refuse it (older mobile browsers, plain http).
 * Resolves to whether either worked; focus goes back where it was.
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
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  area.setSelectionRange(0, text.length);
  let isCopied = false;
  try {
    isCopied = document.execCommand('copy');
  } catch {
    isCopied = false;
  }
  area.remove();
  previousFocus?.focus();
  return isCopied;
}
