import { ChevronLeft, ChevronRight, Inbox } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  COMMUNITY_CATEGORIES,
  COMMUNITY_PAGE_SIZE,
  COMMUNITY_SORTS,
  type CommunitySort,
} from '#shared/constants.ts';
import { LanguageOptions } from '#web/components/language-options.tsx';
import { EmptyMessages, LoadFailed, MessageSkeletons } from '#web/components/message-list.tsx';
import { SelectField, ValueOptions } from '#web/components/select-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { GalleryCard } from '#web/features/community/gallery-card.tsx';
import { categoryLabel } from '#web/features/community/gallery-labels.ts';
import { useGalleryLocation } from '#web/features/community/gallery-location.ts';
import { type GalleryFilters, useGalleryPage } from '#web/features/community/use-gallery.ts';

type FiltersProps = {
  filters: GalleryFilters;
  onChange: (filters: GalleryFilters) => void;
};

/** One of the filters: light words over the night sky. */
function FilterSelect(props: ComponentProps<typeof SelectField>) {
  return (
    <SelectField
      labelClassName="font-semibold text-parchment-100 text-sm"
      fieldClassName="min-w-0"
      {...props}
    />
  );
}

/** Category, language and order: native selects, for touch and keyboard alike. */
function GalleryFiltersForm({ filters, onChange }: FiltersProps) {
  const { t } = useTranslation();
  // Another filter or order starts again from the first page.
  const change = (next: Partial<GalleryFilters>) => onChange({ ...filters, ...next, page: 1 });
  return (
    <section aria-label={t('gallery.filters.label')}>
      <div className="grid gap-3 sm:grid-cols-3">
        <FilterSelect
          label={t('gallery.filters.category')}
          value={filters.category ?? ''}
          onChange={(event) => change({ category: event.target.value || undefined })}
        >
          <option value="">{t('gallery.filters.allCategories')}</option>
          <ValueOptions
            values={COMMUNITY_CATEGORIES}
            nameOf={(category) => categoryLabel(t, category)}
          />
        </FilterSelect>
        <FilterSelect
          label={t('gallery.filters.language')}
          value={filters.language ?? ''}
          onChange={(event) => change({ language: event.target.value || undefined })}
        >
          <option value="">{t('gallery.filters.allLanguages')}</option>
          <LanguageOptions />
        </FilterSelect>
        <FilterSelect
          label={t('gallery.filters.sort')}
          value={filters.sortBy}
          onChange={(event) => change({ sortBy: event.target.value as CommunitySort })}
        >
          <ValueOptions values={COMMUNITY_SORTS} nameOf={(sort) => t(`gallery.sorts.${sort}`)} />
        </FilterSelect>
      </div>
    </section>
  );
}

type PagesProps = { page: number; pages: number; onPage: (page: number) => void };

function Pages({ page, pages, onPage }: PagesProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('gallery.pages.label')} className="flex items-center justify-between gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
        {t('gallery.pages.previous')}
      </Button>
      <p className="text-center text-parchment-100 text-sm">
        {t('gallery.pages.pageOf', { page, pages })}
      </p>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('gallery.pages.next')}
        <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
      </Button>
    </nav>
  );
}

/**
 * The community gallery: listed messages as cards, filtered by category and language,
 * in the order asked (recent, most viewed, most voted), a page at a time; 'No messages found'
 * when none match. The state is in the address, under `basePath`.
 */
export function Gallery({ basePath }: { basePath: string }) {
  const { t } = useTranslation();
  const { filters, hrefOf, show } = useGalleryLocation(basePath);
  const page = useGalleryPage(filters);
  const pages = page.data
    ? Math.max(1, Math.ceil(page.data.total / (page.data.limit || COMMUNITY_PAGE_SIZE.default)))
    : 1;
  // An address past the last page (an old link, `?page=99`): nothing here, but there is a gallery.
  const isPastEnd =
    page.data !== undefined &&
    page.data.messages.length === 0 &&
    page.data.total > 0 &&
    filters.page > pages;

  return (
    <div className="flex flex-col gap-5">
      <GalleryFiltersForm filters={filters} onChange={show} />
      {page.data && isPastEnd ? (
        <div className="parchment flex flex-col items-center gap-3 rounded-xl p-4 text-center">
          <div aria-live="polite">
            <p className="font-semibold text-ink-900">{t('gallery.pastEnd.title')}</p>
            <p className="text-ink-700 text-sm">{t('gallery.pastEnd.text', { pages })}</p>
          </div>
          <Button asChild variant="outline">
            <Link href={hrefOf({ ...filters, page: pages })}>
              <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
              {t('gallery.pastEnd.link')}
            </Link>
          </Button>
        </div>
      ) : page.data ? (
        <>
          <p aria-live="polite" className="text-parchment-200 text-sm">
            {t('gallery.total', { count: page.data.total })}
          </p>
          {page.data.messages.length === 0 ? (
            <div className="parchment rounded-xl p-4">
              <EmptyMessages
                icon={Inbox}
                title={t('gallery.empty')}
                text={t('gallery.emptyText')}
              />
            </div>
          ) : (
            <ul
              aria-label={t('gallery.listLabel')}
              aria-busy={page.isPlaceholderData}
              data-testid="gallery-list"
              className="grid gap-4 md:grid-cols-2"
            >
              {page.data.messages.map((message) => (
                <GalleryCard
                  key={message.id}
                  message={message}
                  href={hrefOf(filters, message.id)}
                />
              ))}
            </ul>
          )}
          <Pages
            page={filters.page}
            pages={pages}
            onPage={(next) => show({ ...filters, page: next })}
          />
        </>
      ) : page.isError ? (
        <div className="parchment rounded-xl p-4">
          <LoadFailed
            message={t('gallery.loadFailed')}
            retryLabel={t('gallery.retry')}
            onRetry={() => void page.refetch()}
          />
        </div>
      ) : (
        <div className="parchment rounded-xl p-4">
          <MessageSkeletons label={t('gallery.loading')} count={3} testId="gallery-skeleton" />
        </div>
      )}
    </div>
  );
}
