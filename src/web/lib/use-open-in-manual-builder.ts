import { useLocation } from 'wouter';
import { writeDraft } from '#web/lib/drafts.ts';

/**
 * Opens a mail in the Manual Builder, as 'Use This Template' does: the mail becomes the Manual
 * Builder's draft and the home page opens on the mode that holds text (one mode keeps text at a
 * time, so the others' drafts are cleared).
 */
export function useOpenInManualBuilder(): (markup: string) => void {
  const [, navigate] = useLocation();
  return (markup) => {
    writeDraft('manual', markup);
    writeDraft('new', '');
    writeDraft('template', '');
    navigate('/');
  };
}
