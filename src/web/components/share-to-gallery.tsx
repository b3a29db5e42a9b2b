import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { UsersRound } from 'lucide-react';
import { Suspense, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMUNITY_MODULE } from '#shared/constants.ts';
import { LoadBoundary, lazyPart } from '#web/components/lazy-part.tsx';
import { SignInLink } from '#web/components/links.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { withAllEnglish } from '#web/i18n/index.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { useCanOpenModule } from '#web/lib/use-open-modules.ts';
import { useUser } from '#web/lib/use-user.ts';

// The form and its schema load when the player first opens it: Final Dispatch stays light.
const ShareToGalleryDialog = lazyPart(async () => ({
  default: (await withAllEnglish(() => import('#web/components/share-to-gallery-dialog.tsx')))
    .ShareToGalleryDialog,
}));

/**
 * 'Share to gallery': a signed-in player shares the mail to the community gallery
 * (title, category, language, tags, public); a visitor is led to sign in first. Shown only to whom
 * the gallery's module is open (admins and premium players while it is ready, everyone
 * once it is live).
 */
export function ShareToGallery({ markup }: { markup: string }) {
  // Final Dispatch is also rendered without the app's provider (a feature's own component tests):
  // the app's client, which knows the signed-in user, serves there.
  const client = useContext(QueryClientContext);
  if (client) return <ShareToGalleryAction markup={markup} />;
  return (
    <QueryClientProvider client={queryClient}>
      <ShareToGalleryAction markup={markup} />
    </QueryClientProvider>
  );
}

function ShareToGalleryAction({ markup }: { markup: string }) {
  const { t } = useTranslation();
  const { user } = useUser();
  const canOpen = useCanOpenModule(COMMUNITY_MODULE);
  const [isOpen, setIsOpen] = useState(false);
  if (!canOpen) return null;
  if (!user) {
    return <SignInLink variant="parchment">{t('gallery.share.signIn')}</SignInLink>;
  }
  return (
    <>
      <Button variant="parchment" disabled={markup.trim() === ''} onClick={() => setIsOpen(true)}>
        <UsersRound aria-hidden="true" />
        {t('gallery.share.button')}
      </Button>
      {isOpen ? (
        <LoadBoundary>
          <Suspense fallback={null}>
            <ShareToGalleryDialog markup={markup} onClose={() => setIsOpen(false)} />
          </Suspense>
        </LoadBoundary>
      ) : null}
    </>
  );
}
