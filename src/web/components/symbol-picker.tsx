import type { TFunction } from 'i18next';
import { Shapes } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_SYMBOLS, type MailSymbol, matchesSymbol, SYMBOL_GROUPS } from '#markup/index.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useStableCallback } from '#web/lib/use-stable-callback.ts';

/** Where the recently used symbols are kept (their texts, most recent first). */
export const RECENT_SYMBOLS_STORAGE_KEY = 'mf_recent_symbols';
export const RECENT_SYMBOLS_LIMIT = 12;

const SYMBOL_BY_TEXT = new Map(ALL_SYMBOLS.map((symbol) => [symbol.text, symbol]));

/** The recently used symbols, most recent first; storage that fails or holds junk gives none. */
export function readRecentSymbols(): MailSymbol[] {
  try {
    const stored: unknown = JSON.parse(
      globalThis.localStorage?.getItem(RECENT_SYMBOLS_STORAGE_KEY) ?? '[]',
    );
    if (!Array.isArray(stored)) return [];
    return stored
      .map((text) => (typeof text === 'string' ? SYMBOL_BY_TEXT.get(text) : undefined))
      .filter((symbol): symbol is MailSymbol => symbol !== undefined)
      .slice(0, RECENT_SYMBOLS_LIMIT);
  } catch {
    return [];
  }
}

/** Puts a symbol first among the recently used ones, keeping the last 12. */
export function rememberSymbol(symbol: MailSymbol): void {
  const texts = [
    symbol.text,
    ...readRecentSymbols()
      .map((recent) => recent.text)
      .filter((text) => text !== symbol.text),
  ].slice(0, RECENT_SYMBOLS_LIMIT);
  try {
    globalThis.localStorage?.setItem(RECENT_SYMBOLS_STORAGE_KEY, JSON.stringify(texts));
  } catch {
    // Not kept: the picker then shows no recently used symbols next time.
  }
}

/** A symbol's name in the reader's language (`symbols.names.<id>`). */
function symbolName(t: TFunction, symbol: MailSymbol): string {
  return t(`symbols.names.${symbol.id}` as 'symbols.names.blackStar');
}

/** The names a search looks in: the reader's language and English, so either finds a symbol. */
function searchNames(t: TFunction, symbol: MailSymbol): string[] {
  const key = `symbols.names.${symbol.id}` as 'symbols.names.blackStar';
  return [t(key), t(key, { lng: 'en' })];
}

type SymbolPickerProps = {
  id: string;
  /** Inserts the chosen symbol; the panel stays open for the next one. */
  onChoose: (symbol: MailSymbol) => void;
  /**
   * Closes the panel: Escape and Done give the focus back to the caller (`isFocusReturned`), a tap
   * or click elsewhere leaves it where the player put it.
   */
  onClose: (isFocusReturned: boolean) => void;
};

/**
 * The panel of symbols and divider lines (the Manual Builder's and AI Assist's): a search field,
 * the recently used symbols first, then the groups. Choosing a symbol remembers it, hands it to
 * `onChoose` and says so to screen readers; the panel stays open for several picks and closes with
 * Done, Escape, or a tap outside it (its own toggle, `aria-controls`, aside).
 */
export function SymbolPicker({ id, onChoose, onClose }: SymbolPickerProps) {
  const { t } = useTranslation();
  const ids = useId();
  const [query, setQuery] = useState('');
  const [recent] = useState(readRecentSymbols);
  const [added, setAdded] = useState('');
  const panelRef = useRef<HTMLElement>(null);
  const close = useStableCallback(onClose);

  useEffect(() => {
    function closeOutside(event: PointerEvent) {
      const target = event.target as Element | null;
      if (!target || panelRef.current?.contains(target)) return;
      if (target.closest(`[aria-controls="${CSS.escape(id)}"]`)) return;
      close(false);
    }
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [id, close]);

  const sections = useMemo(() => {
    const all = [
      { id: 'recent', title: t('symbols.recent'), symbols: recent },
      ...SYMBOL_GROUPS.map((group) => ({
        id: group.id,
        title: t(`symbols.groups.${group.id}`),
        symbols: group.symbols,
      })),
    ];
    return all
      .map((section) => ({
        ...section,
        symbols: section.symbols.filter((symbol) =>
          matchesSymbol(symbol, searchNames(t, symbol), query),
        ),
      }))
      .filter((section) => section.symbols.length > 0);
  }, [t, recent, query]);

  function choose(symbol: MailSymbol) {
    rememberSymbol(symbol);
    onChoose(symbol);
    setAdded(t('symbols.added', { name: symbolName(t, symbol) }));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose(true);
  }

  return (
    <section
      ref={panelRef}
      id={id}
      aria-labelledby={`${ids}-title`}
      data-testid="symbol-picker"
      onKeyDown={handleKeyDown}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-parchment-400 bg-parchment-50/70 p-3"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={`${ids}-title`} className="flex items-center gap-2 font-semibold text-ink-900">
          <Shapes aria-hidden="true" className="size-4" />
          {t('symbols.title')}
        </h3>
        <Button variant="parchment" onClick={() => onClose(true)}>
          {t('symbols.close')}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {added}
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${ids}-search`} className="font-semibold text-ink-900 text-sm">
          {t('symbols.search')}
        </label>
        <input
          id={`${ids}-search`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          // biome-ignore lint/a11y/noAutofocus: the panel opens on request; the search comes first.
          autoFocus
          autoComplete="off"
          className="min-h-11 w-full rounded-md border border-parchment-400 bg-parchment-50 px-3 text-base text-ink-900"
        />
      </div>
      {sections.length === 0 ? (
        <p role="status" className="text-ink-700 text-sm">
          {t('symbols.noResults', { query: query.trim() })}
        </p>
      ) : null}
      <div className="flex max-h-80 flex-col gap-3 overflow-y-auto">
        {sections.map((section) => (
          <fieldset
            key={section.id}
            data-testid={`symbols-${section.id}`}
            className="flex min-w-0 flex-col gap-1.5"
          >
            <legend className="mb-1.5 font-semibold text-ink-900 text-sm">{section.title}</legend>
            <div className="flex flex-wrap gap-1.5">
              {section.symbols.map((symbol) => (
                <Button
                  key={symbol.text}
                  variant="parchment"
                  size={[...symbol.text].length > 1 ? 'default' : 'icon'}
                  aria-label={symbolName(t, symbol)}
                  title={symbolName(t, symbol)}
                  onClick={() => choose(symbol)}
                  className="max-w-full overflow-hidden font-normal text-lg"
                >
                  <span aria-hidden="true" className="truncate">
                    {symbol.text}
                  </span>
                </Button>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </section>
  );
}
