import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_CATEGORIES } from '#shared/constants.ts';
import { countWords, getExcerpt, TEMPLATES, type Template } from '#shared/templates/index.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CategoryBadge } from '#web/features/templates/category-badge.tsx';
import { Chip } from '#web/features/templates/chip.tsx';
import {
  type CategoryFilter,
  filterTemplates,
  getDetailsHint,
} from '#web/features/templates/library.ts';
import {
  type CustomizerOptions,
  TemplateCustomizer,
} from '#web/features/templates/template-customizer.tsx';
import type { TemplateWork } from '#web/features/templates/template-work.ts';
import { cn } from '#web/lib/utils.ts';

const FILTERS: readonly CategoryFilter[] = ['All', ...TEMPLATE_CATEGORIES];

// Word counts and excerpts never change: work them out once, not on every keystroke.
const CARD_FACTS = new Map(
  TEMPLATES.map((template) => [
    template.id,
    { words: countWords(template.content), excerpt: getExcerpt(template.content) },
  ]),
);

function countInCategory(templates: readonly Template[], category: CategoryFilter): number {
  return category === 'All'
    ? templates.length
    : templates.filter((template) => template.category === category).length;
}

type TemplateCardProps = {
  template: Template;
  onSelect: () => void;
  /** Toggle selection only: whether this card is the selected one (aria-pressed). */
  isPressed?: boolean;
};

function TemplateCard({ template, onSelect, isPressed }: TemplateCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const detailsId = useId();
  const facts = CARD_FACTS.get(template.id);
  return (
    <button
      type="button"
      id={`template-card-${template.id}`}
      data-template-id={template.id}
      aria-labelledby={nameId}
      aria-describedby={detailsId}
      aria-pressed={isPressed}
      onClick={onSelect}
      className={cn(
        'flex h-full min-h-11 w-full cursor-pointer flex-col gap-2 rounded-lg border border-parchment-400 bg-parchment-50 p-4 text-start shadow-sm transition hover:-translate-y-0.5 hover:border-gold-600 hover:shadow-md motion-reduce:transition-none',
        isPressed && 'border-gold-600 ring-4 ring-gold-500/40',
      )}
    >
      <span className="flex w-full items-start justify-between gap-2">
        <span id={nameId} className="font-bold text-ink-900 leading-snug">
          {template.name}
        </span>
        <CategoryBadge category={template.category} />
      </span>
      <span id={detailsId} className="flex flex-col gap-1">
        <span className="font-semibold text-ink-700 text-xs">
          {t('templates.card.words', { count: facts?.words ?? 0 })}
        </span>
        <span className="line-clamp-3 text-ink-800 text-sm">{facts?.excerpt}</span>
      </span>
    </button>
  );
}

/** How a page offers the library. Default: the home page's (every template, navigate, search). */
export type TemplateLibraryOptions = {
  /** The templates offered, in display order. */
  templates?: readonly Template[];
  /**
   * 'navigate': a card opens the customizer in place of the grid, with a way back. 'toggle' (the
   * third version): the grid stays and the pressed card fills the customizer
   * below it; pressing it again deselects it and clears the preview.
   */
  selectionMode?: 'navigate' | 'toggle';
  hasSearch?: boolean;
  customizer?: CustomizerOptions;
};

type TemplateLibraryProps = TemplateLibraryOptions & {
  /** The template being filled in, or null for none (kept by the page). */
  work: TemplateWork | null;
  onWorkChange: (work: TemplateWork | null) => void;
  onUseTemplate: (markup: string) => void;
};

/** The template library: category chips, search, the card grid and the customizer. */
export function TemplateLibrary({
  work,
  onWorkChange,
  onUseTemplate,
  templates = TEMPLATES,
  selectionMode = 'navigate',
  hasSearch = true,
  customizer,
}: TemplateLibraryProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const [category, setCategory] = useState<CategoryFilter>('All');
  const [query, setQuery] = useState('');
  const returnFocusId = useRef<string | null>(null);
  const isToggle = selectionMode === 'toggle';
  // A saved template that no longer exists (or is not offered) shows the grid.
  const selected = templates.find((template) => template.id === work?.templateId);
  const selectedId = selected?.id ?? null;

  // Back from the customizer, focus returns to the card that opened it.
  useEffect(() => {
    if (selectedId !== null || returnFocusId.current === null) return;
    document.getElementById(`template-card-${returnFocusId.current}`)?.focus();
    returnFocusId.current = null;
  }, [selectedId]);

  const customizerPanel =
    selected && work ? (
      <TemplateCustomizer
        key={selected.id}
        template={selected}
        details={work.details}
        onDetailsChange={(details) => onWorkChange({ templateId: selected.id, details })}
        onUseTemplate={onUseTemplate}
        onBack={
          isToggle
            ? undefined
            : () => {
                returnFocusId.current = selected.id;
                onWorkChange(null);
              }
        }
        {...customizer}
      />
    ) : null;
  if (customizerPanel && !isToggle) return customizerPanel;

  const visible = filterTemplates(templates, category, query);
  const selectCard = (template: Template) =>
    onWorkChange(
      isToggle && template.id === selectedId
        ? null
        : { templateId: template.id, details: getDetailsHint(template.content) },
    );
  const resetFilters = () => {
    setCategory('All');
    setQuery('');
  };

  const library = (
    <div data-testid="templates-library" className="flex flex-col gap-4">
      {hasSearch ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={searchId} className="font-bold text-ink-900">
            {t('templates.search.label')}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="-translate-y-1/2 pointer-events-none absolute start-3 top-1/2 size-5 text-ink-700"
            />
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('templates.search.placeholder')}
              autoComplete="off"
              className="min-h-11 w-full rounded-lg border border-parchment-400 bg-parchment-50 py-2 ps-10 pe-3 text-base text-ink-900 placeholder:text-ink-700/80 focus-visible:outline-night-800"
            />
          </div>
        </div>
      ) : null}

      <fieldset>
        <legend className="mb-2 font-bold text-ink-900">{t('templates.filters.label')}</legend>
        <div className="flex flex-wrap gap-2">
          {FILTERS.map((filter) => {
            const isActive = filter === category;
            return (
              <Chip key={filter} isActive={isActive} onClick={() => setCategory(filter)}>
                {filter === 'All'
                  ? t('templates.filters.all')
                  : t(`templates.categories.${filter}`)}
                <span
                  aria-hidden="true"
                  className={cn('text-xs', isActive ? 'text-gold-300' : 'text-ink-700')}
                >
                  {countInCategory(templates, filter)}
                </span>
              </Chip>
            );
          })}
        </div>
      </fieldset>

      <p role="status" className="text-ink-700 text-sm">
        {t('templates.results', { count: visible.length })}
      </p>

      {visible.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-parchment-400 border-dashed p-5">
          <p className="font-semibold text-ink-900">
            {hasSearch ? t('templates.empty') : t('mailToolV3.emptyCategory')}
          </p>
          <Button variant="parchment" onClick={resetFilters}>
            {t('templates.showAll')}
          </Button>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((template) => (
            <li key={template.id}>
              <TemplateCard
                template={template}
                onSelect={() => selectCard(template)}
                isPressed={isToggle ? template.id === selectedId : undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
  if (!isToggle) return library;
  return (
    <div className="flex flex-col gap-6">
      {library}
      {customizerPanel ?? (
        <p
          data-testid="template-pick-hint"
          className="rounded-lg border border-parchment-400 border-dashed p-5 text-ink-800"
        >
          {t('mailToolV3.pickTemplate')}
        </p>
      )}
    </div>
  );
}
