import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';

/** "Back to …" as an outlined button link, its arrow turned for right-to-left languages. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button asChild variant="outline" className="self-start">
      <Link href={href}>
        <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
        {children}
      </Link>
    </Button>
  );
}
