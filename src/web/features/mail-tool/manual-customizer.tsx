import {
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type RefObject,
  type SyntheticEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { applyStyle, type Selection, type StylePatch, sanitizeEditable } from '#markup/index.ts';
import { Button } from '#web/components/ui/button.tsx';
import { type Edit, insertDivider, pasteClean, styleSelectionOrLine } from './manual-edits.ts';
import { QuickInserts } from './manual-quick-inserts.tsx';
import { StyleToolbar } from './manual-style-toolbar.tsx';
import type { QUICK_INSERTS } from './manual-tools.ts';

type ManualCustomizerProps = {
  text: string;
  onTextChange: (text: string) => void;
  onExit: () => void;
};

/**
 * The style toolbar that follows the area's selection: shown just under the selection's last
 * line while text is selected; Escape, its close button, or focusing the area without a
 * selection hide it. Returns the area's handlers and the toolbar's props to spread.
 */
function useSelectionToolbar(areaRef: RefObject<HTMLTextAreaElement | null>) {
  const id = useId();
  const [selection, setSelection] = useState<Selection | null>(null);
  const [top, setTop] = useState(0);

  function readSelection(event: SyntheticEvent<HTMLTextAreaElement>) {
    const area = event.currentTarget;
    const { selectionStart: start, selectionEnd: end } = area;
    if (start === end) {
      setSelection(null);
      return;
    }
    setSelection({ start, end });
    // The toolbar goes just under the selection's last line (soft wraps aside).
    const style = getComputedStyle(area);
    const lineHeight = Number.parseFloat(style.lineHeight) || 20;
    const lines = area.value.slice(0, end).split('\n').length;
    const under = (Number.parseFloat(style.paddingTop) || 0) + lines * lineHeight - area.scrollTop;
    setTop(Math.min(Math.max(under, 0), area.clientHeight) + 4);
  }

  /** Back to the area, the cursor at the selection's end (a selection kept would show it again). */
  function close() {
    const area = areaRef.current;
    setSelection(null);
    area?.setSelectionRange(area.selectionEnd, area.selectionEnd);
    area?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && selection) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  }

  return {
    selection,
    setSelection,
    areaHandlers: { onSelect: readSelection, onFocus: readSelection, onKeyDown },
    toolbarProps: { id, top, onClose: close, onKeyDown },
  };
}

/**
 * Manual Customizer Mode: the mail's markup in an editable area. What is typed or pasted is
 * cleaned to b, i, u, size and color; selecting text shows a style toolbar near the selection, or
 * as a bar at the bottom of a phone's screen. It sits on a parchment panel of its own, readable on any page.
 */
export function ManualCustomizer({ text, onTextChange, onExit }: ManualCustomizerProps) {
  const { t } = useTranslation();
  const areaId = useId();
  const hintId = useId();
  const areaRef = useRef<HTMLTextAreaElement>(null);
  // Where the area's text should be selected after a change (React writes the value first).
  const pendingSelection = useRef<Selection | null>(null);
  const { selection, setSelection, areaHandlers, toolbarProps } = useSelectionToolbar(areaRef);

  useLayoutEffect(() => {
    const area = areaRef.current;
    const next = pendingSelection.current;
    if (!area || !next) return;
    pendingSelection.current = null;
    area.setSelectionRange(next.start, next.end);
  });

  function change({ text: next, caret }: Edit, nextSelection = { start: caret, end: caret }) {
    pendingSelection.current = nextSelection;
    onTextChange(next);
  }

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    const raw = event.target.value;
    const clean = sanitizeEditable(raw);
    // What cleaning removed was before the caret: it moves back by as much.
    change({
      text: clean,
      caret: Math.max(0, event.target.selectionEnd - (raw.length - clean.length)),
    });
  }

  function handlePaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    event.preventDefault();
    const { selectionStart: start, selectionEnd: end } = event.currentTarget;
    change(pasteClean(text, { start, end }, event.clipboardData.getData('text/plain')));
  }

  function style(patch: StylePatch) {
    if (!selection) return;
    const result = applyStyle(text, selection, patch);
    setSelection(result.selection);
    change({ text: result.text, caret: result.selection.end }, result.selection);
  }

  function insert(item: (typeof QUICK_INSERTS)[number]) {
    const area = areaRef.current;
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    const edit =
      'divider' in item
        ? insertDivider(text, end, item.divider)
        : styleSelectionOrLine(text, { start, end }, item.patch);
    if (edit) change(edit);
    area?.focus();
  }

  return (
    <section
      data-testid="manual-customizer"
      className="flex flex-col gap-3 rounded-xl border border-parchment-400 bg-parchment-100 p-3 text-ink-900"
    >
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
          onPaste={handlePaste}
          {...areaHandlers}
          aria-describedby={hintId}
          aria-controls={selection ? toolbarProps.id : undefined}
          rows={10}
          spellCheck={false}
          className="min-h-48 w-full resize-y rounded-lg border border-parchment-400 bg-parchment-50 p-3 font-mono text-base text-ink-900 leading-relaxed"
        />
        {selection ? <StyleToolbar {...toolbarProps} onStyle={style} /> : null}
      </div>
      <QuickInserts onInsert={insert} />
    </section>
  );
}
