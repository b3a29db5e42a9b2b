import { Bold, Italic, Underline, X } from 'lucide-react';
import {
  type ChangeEvent,
  type KeyboardEvent,
  type SyntheticEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { applyStyle, type Selection, type StylePatch, sanitizeTags } from '#markup/index.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/utils.ts';
import { QUICK_INSERTS, TOOLBAR_COLORS, TOOLBAR_SIZES } from './manual-tools.ts';

/** Bold, italic and underline, named as the Manual Builder's buttons. */
const FLAG_TOOLS = [
  { flag: 'bold', Icon: Bold },
  { flag: 'italic', Icon: Italic },
  { flag: 'underline', Icon: Underline },
] as const;

const TOOL_CLASS =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-parchment-400 bg-parchment-50 font-semibold text-ink-900 text-xs hover:bg-parchment-200 [&_svg]:size-4';

type ManualCustomizerProps = {
  text: string;
  onTextChange: (text: string) => void;
  onExit: () => void;
};

/** Where the area's text should be selected after a change (React writes the value first). */
type PendingSelection = Selection | null;

/**
 * Manual Customizer Mode (spec sections 4, 5 and 9): the mail's markup in an editable area. What
 * is typed or pasted is sanitised to b, i, u, size and color; selecting text shows a style toolbar
 * (sizes, the seven toolbar colours, bold, italic, underline) near the selection, or as a bar at
 * the bottom of a phone's screen; Escape, its close button, or focusing the area without a
 * selection hide it. Quick inserts go in at the cursor.
 */
export function ManualCustomizer({ text, onTextChange, onExit }: ManualCustomizerProps) {
  const { t } = useTranslation();
  const areaId = useId();
  const hintId = useId();
  const toolbarId = useId();
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const pendingSelection = useRef<PendingSelection>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [toolbarTop, setToolbarTop] = useState(0);

  useLayoutEffect(() => {
    const area = areaRef.current;
    const next = pendingSelection.current;
    if (!area || !next) return;
    pendingSelection.current = null;
    area.setSelectionRange(next.start, next.end);
  });

  function change(next: string, nextSelection: Selection) {
    pendingSelection.current = nextSelection;
    onTextChange(next);
  }

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    const raw = event.target.value;
    const clean = sanitizeTags(raw);
    // What sanitising removed was before the caret: it moves back by as much.
    const caret = Math.max(0, event.target.selectionEnd - (raw.length - clean.length));
    change(clean, { start: caret, end: caret });
  }

  /** The toolbar goes just under the selection's last line (soft wraps aside). */
  function placeToolbar(area: HTMLTextAreaElement, end: number) {
    const style = getComputedStyle(area);
    const lineHeight = Number.parseFloat(style.lineHeight) || 20;
    const lines = area.value.slice(0, end).split('\n').length;
    const top = (Number.parseFloat(style.paddingTop) || 0) + lines * lineHeight - area.scrollTop;
    setToolbarTop(Math.min(Math.max(top, 0), area.clientHeight) + 4);
  }

  function readSelection(event: SyntheticEvent<HTMLTextAreaElement>) {
    const area = event.currentTarget;
    const { selectionStart: start, selectionEnd: end } = area;
    if (start === end) {
      setSelection(null);
      return;
    }
    setSelection({ start, end });
    placeToolbar(area, end);
  }

  /** Back to the area, the cursor at the selection's end (a selection kept would show it again). */
  function closeToolbar() {
    const area = areaRef.current;
    setSelection(null);
    area?.setSelectionRange(area.selectionEnd, area.selectionEnd);
    area?.focus();
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && selection) {
      event.preventDefault();
      event.stopPropagation();
      closeToolbar();
    }
  }

  function style(patch: StylePatch) {
    if (!selection) return;
    const result = applyStyle(text, selection, patch);
    setSelection(result.selection);
    change(result.text, result.selection);
  }

  function insert(open: string, close: string) {
    const area = areaRef.current;
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    const next = sanitizeTags(
      text.slice(0, start) + open + text.slice(start, end) + close + text.slice(end),
    );
    const caret = start + open.length + (end - start);
    change(next, { start: caret, end: caret });
    area?.focus();
  }

  return (
    <section data-testid="manual-customizer" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={areaId} className="font-bold text-ink-900">
          {t('customizer.manual.areaLabel')}
        </label>
        <Button variant="parchment" onClick={onExit}>
          {t('customizer.manual.exit')}
        </Button>
      </div>
      <p id={hintId} className="-mt-2 text-ink-700 text-sm">
        {t('customizer.manual.hint')}
      </p>
      <div className="relative">
        <textarea
          ref={areaRef}
          id={areaId}
          data-testid="manual-customizer-area"
          value={text}
          onChange={handleChange}
          onSelect={readSelection}
          onFocus={readSelection}
          onKeyDown={handleKeyDown}
          aria-describedby={hintId}
          aria-controls={selection ? toolbarId : undefined}
          rows={10}
          spellCheck={false}
          className="min-h-48 w-full resize-y rounded-lg border border-parchment-400 bg-parchment-50 p-3 font-mono text-base text-ink-900 leading-relaxed"
        />
        {selection ? (
          <div
            id={toolbarId}
            role="toolbar"
            aria-label={t('customizer.manual.toolbarLabel')}
            data-testid="style-toolbar"
            onKeyDown={handleKeyDown}
            style={{ top: toolbarTop }}
            className={cn(
              'z-40 flex flex-wrap items-center gap-1 border border-night-700 bg-night-900 p-2 shadow-lg',
              // On a phone a bar at the bottom of the screen, above the keyboard; else by the text.
              'max-sm:!top-auto max-sm:fixed max-sm:inset-x-0 max-sm:bottom-0 sm:absolute sm:start-2 sm:end-2 sm:rounded-lg',
            )}
          >
            {TOOLBAR_SIZES.map((size) => (
              <button
                key={size.id}
                type="button"
                className={TOOL_CLASS}
                aria-label={t('customizer.manual.sizeLabel', {
                  name: t(`mail.sizes.${size.id}`),
                  size: size.value,
                })}
                onClick={() => style({ size: size.value })}
              >
                {size.value}
              </button>
            ))}
            {TOOLBAR_COLORS.map((color) => (
              <button
                key={color.id}
                type="button"
                className={TOOL_CLASS}
                aria-label={t('customizer.manual.colorLabel', {
                  name: t(`customizer.colors.${color.id}`),
                })}
                onClick={() => style({ color: color.hex })}
              >
                <span
                  aria-hidden="true"
                  className="size-6 rounded-full border border-ink-700"
                  style={{ backgroundColor: color.hex }}
                />
              </button>
            ))}
            {FLAG_TOOLS.map(({ flag, Icon }) => (
              <button
                key={flag}
                type="button"
                className={TOOL_CLASS}
                aria-label={t(`manualBuilder.${flag}`)}
                onClick={() => style({ [flag]: true })}
              >
                <Icon aria-hidden="true" />
              </button>
            ))}
            <button
              type="button"
              className={cn(TOOL_CLASS, 'ms-auto')}
              aria-label={t('customizer.manual.closeToolbar')}
              onClick={closeToolbar}
            >
              <X aria-hidden="true" />
            </button>
          </div>
        ) : null}
      </div>
      <fieldset>
        <legend className="mb-2 font-bold text-ink-900 text-sm">
          {t('customizer.manual.quickInsertsLabel')}
        </legend>
        <div className="flex flex-wrap gap-2" data-testid="quick-inserts">
          {QUICK_INSERTS.map((item) => (
            <Button
              key={item.id}
              variant="parchment"
              size="sm"
              className="min-h-11"
              onClick={() => insert(item.open, item.close)}
            >
              {t(`customizer.manual.inserts.${item.id}`)}
            </Button>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
