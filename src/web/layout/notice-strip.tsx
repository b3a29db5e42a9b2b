import type { ReactNode } from 'react';
import { cn } from '#web/lib/utils.ts';

// The strip's background and its row's spacing: the beta notice of every page, and the notice of
// a private page that shows another page under it.
const LOOKS = {
  beta: {
    strip: 'bg-linear-to-r from-gold-700/35 via-gold-600/25 to-gold-700/35',
    row: 'py-2.5 text-sm',
  },
  page: { strip: 'bg-night-900', row: 'flex-wrap justify-between py-3' },
} as const;

type NoticeStripProps = { label: string; look: keyof typeof LOOKS; children: ReactNode };

/** A notice across the page above its content, a gold rule under it, its row at the page's width. */
export function NoticeStrip({ label, look, children }: NoticeStripProps) {
  return (
    <section aria-label={label} className={cn('border-gold-600/50 border-b', LOOKS[look].strip)}>
      <div
        className={cn('mx-auto flex max-w-5xl items-center gap-3 px-4 sm:px-6', LOOKS[look].row)}
      >
        {children}
      </div>
    </section>
  );
}
