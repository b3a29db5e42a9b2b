import { BookOpen, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card.tsx';
import {
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
} from '#web/components/ui/collapsible.tsx';

const POINT_KEYS = [
  'home.about.pointNew',
  'home.about.pointManual',
  'home.about.pointTemplate',
  'home.about.limit',
] as const;

/** The collapsible 'What is MailForge?' explanation, closed by default. */
export function AboutPanel() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Card>
      <Collapsible open={isOpen} onOpenChange={setIsOpen}>
        <h2>
          <CollapsibleTrigger className="flex min-h-14 w-full cursor-pointer items-center gap-3 rounded-xl px-5 focus-visible:-outline-offset-4 py-3 text-start font-bold text-ink-900 text-lg hover:bg-parchment-200/60 sm:px-6">
            <BookOpen aria-hidden="true" className="size-5 shrink-0 text-gold-700" />
            <span className="flex-1">{t('home.about.title')}</span>
            <ChevronDown
              aria-hidden="true"
              className={`size-5 shrink-0 text-ink-700 transition-transform motion-reduce:transition-none ${isOpen ? 'rotate-180' : ''}`}
            />
          </CollapsibleTrigger>
        </h2>
        <CollapsibleContent className="px-5 pb-5 text-ink-800 sm:px-6">
          <p>{t('home.about.body')}</p>
          <ul className="mt-3 flex list-disc flex-col gap-1.5 ps-5 marker:text-gold-700">
            {POINT_KEYS.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </CollapsibleContent>
      </Collapsible>
    </Card>
  );
}
