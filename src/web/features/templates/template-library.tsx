import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_CATEGORIES } from '#shared/constants.ts';
import { countWords, getExcerpt, TEMPLATES, type Template } from '#shared/templates/index.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CategoryBadge } from '#web/features/templates/category-badge.tsx';
import {
  type CategoryFilter,
  filterTemplates,
  getDetailsHint,
} from '#web/features/templates/library.ts';
import { TemplateCustomizer } from '#web/features/templates/template-customizer.tsx';
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

function countInCategory(category: CategoryFilter): number {
  return category === 'All'
    ? TEMPLATES.length
    : TEMPLATES.filter((template) => template.category === category).length;
}

function TemplateCard({ template, onSelect }: { template: Template; onSelect: () => void }) {
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
      onClick={onSelect}
      className="flex h-full min-h-11 w-full cursor-pointer flex-col gap-2 rounded-lg border border-parchment-400 bg-parchment-50 p-4 text-start shadow-sm transition hover:-translate-y-0.5 hover:border-gold-600 hover:shadow-md motion-reduce:transition-none"
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

/** The premium template library: category chips, search, the card grid and the customizer. */
type TemplateLibraryProps = {
  /** The template being filled in, or null for the card grid (kept by the page). */
  work: TemplateWork | null;
  onWorkChange: (work: TemplateWork | null) => void;
  onUseTemplate: (markup: string) => void;
};

export function TemplateLibrary({ work, onWorkChange, onUseTemplate }: TemplateLibraryProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const [category, setCategory] = useState<CategoryFilter>('All');
  const [query, setQuery] = useState('');
  const returnFocusId = useRef<string | null>(null);
  // A saved template that no longer exists shows the grid.
  const selected = TEMPLATES.find((template) => template.id === work?.templateId);
  const selectedId = selected?.id ?? null;

  // Back from the customizer, focus returns to the card that opened it.
  useEffect(() => {
    if (selectedId !== null || returnFocusId.current === null) return;
    document.getElementById(`template-card-${returnFocusId.current}`)?.focus();
    returnFocusId.current = null;
  }, [selectedId]);

  if (selected && work) {
    return (
      <TemplateCustomizer
        key={selected.id}
        template={selected}
        details={work.details}
        onDetailsChange={(details) => onWorkChange({ templateId: selected.id, details })}
        onUseTemplate={onUseTemplate}
        onBack={() => {
          returnFocusId.current = selected.id;
          onWorkChange(null);
        }}
      />
    );
  }

  const visible = filterTemplates(TEMPLATES, category, query);
  const resetFilters = () => {
    setCategory('All');
    setQuery('');
  };

  return (
    <div data-testid="templates-library" className="flex flex-col gap-4">
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

      <fieldset>
        <legend className="mb-2 font-bold text-ink-900">{t('templates.filters.label')}</legend>
        <div className="flex flex-wrap gap-2">
          {FILTERS.map((filter) => {
            const isActive = filter === category;
            return (
              <button
                key={filter}
                type="button"
                aria-pressed={isActive}
                onClick={() => setCategory(filter)}
                className={cn(
                  'inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border px-4 font-semibold text-sm transition-colors motion-reduce:transition-none',
                  isActive
                    ? 'border-night-800 bg-night-800 text-gold-200'
                    : 'border-parchment-400 bg-parchment-50 text-ink-900 hover:bg-parchment-200',
                )}
              >
                {filter === 'All'
                  ? t('templates.filters.all')
                  : t(`templates.categories.${filter}`)}
                <span
                  aria-hidden="true"
                  className={cn('text-xs', isActive ? 'text-gold-300' : 'text-ink-700')}
                >
                  {countInCategory(filter)}
                </span>
              </button>
            );
          })}
        </div>
      </fieldset>

      <p role="status" className="text-ink-700 text-sm">
        {t('templates.results', { count: visible.length })}
      </p>

      {visible.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-parchment-400 border-dashed p-5">
          <p className="font-semibold text-ink-900">{t('templates.empty')}</p>
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
                onSelect={() =>
                  onWorkChange({
                    templateId: template.id,
                    details: getDetailsHint(template.content),
                  })
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
