import { type ComponentType, createContext, Suspense, useContext } from 'react';
import { LoadBoundary } from '#web/components/lazy-part.tsx';

/** What an action on a finished mail is given: the mail and, where there is one, its title. */
export type MailActionsProps = { markup: string; title?: string };

/**
 * The actions a finished mail offers beyond the game (sharing to Discord), provided by the app
 * root: features the mail's cards cannot import themselves (they use these cards) plug in here.
 */
export const MailActionsContext = createContext<ComponentType<MailActionsProps> | null>(null);

/** The provided actions for a mail; nothing while it is blank or none are provided. */
export function ProvidedMailActions({ markup, title }: MailActionsProps) {
  const Actions = useContext(MailActionsContext);
  if (!Actions || markup.trim() === '') return null;
  return (
    <LoadBoundary>
      <Suspense fallback={null}>
        <Actions markup={markup} title={title} />
      </Suspense>
    </LoadBoundary>
  );
}
