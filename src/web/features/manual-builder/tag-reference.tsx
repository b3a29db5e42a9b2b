import { BookOpen, ChevronDown } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TITLE_COLOR, EDITOR_DEFAULT_SIZE, LIMITS } from '#shared/constants.ts';
import {
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
} from '#web/components/ui/collapsible.tsx';

// Examples are markup, not prose: the same in every language.
const EXAMPLES = [
  { key: 'bold', markup: '<b>…</b>' },
  { key: 'italic', markup: '<i>…</i>' },
  { key: 'underline', markup: '<u>…</u>' },
  { key: 'size', markup: `<size=${EDITOR_DEFAULT_SIZE}>…</size>` },
  { key: 'color', markup: `<color=${DEFAULT_TITLE_COLOR}>…</color>` },
] as const;

/** The tags the game understands, with the rules that keep a mail valid. */
export const TagReference = memo(function TagReference() {
  const { t } = useTranslation();
  return (
    <Collapsible className="rounded-lg border border-parchment-400 bg-parchment-50/70">
      <CollapsibleTrigger className="group flex min-h-11 w-full cursor-pointer items-center gap-2 px-3 text-start font-semibold text-ink-900 text-sm">
        <BookOpen aria-hidden="true" className="size-4" />
        <span className="flex-1">{t('manualBuilder.reference.title')}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
        />
      </CollapsibleTrigger>
      <CollapsibleContent className="px-3 pb-3 text-ink-900 text-sm">
        <dl className="grid gap-x-3 gap-y-1.5 sm:grid-cols-[auto_1fr]">
          {EXAMPLES.map(({ key, markup }) => (
            <div key={key} className="contents">
              <dt>
                <code className="rounded bg-ink-900/10 px-1 font-mono">{markup}</code>
              </dt>
              <dd>{t(`manualBuilder.reference.${key}`)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2">{t('manualBuilder.reference.order')}</p>
        <p className="mt-1">{t('manualBuilder.reference.limit', { limit: LIMITS.mailChars })}</p>
      </CollapsibleContent>
    </Collapsible>
  );
});
