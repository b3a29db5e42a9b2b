import { useTranslation } from 'react-i18next';
import { Gallery } from '#web/features/community/gallery.tsx';
import { useGalleryLocation } from '#web/features/community/gallery-location.ts';
import { MessageView } from '#web/features/community/message-view.tsx';

/**
 * The community gallery at `basePath`: the list, or one message when the address names it
 * (`?message={id}`). One address for both keeps the module's gate on the message too, and a
 * message can still be linked to and left with Back.
 */
export function CommunityGallery({ basePath }: { basePath: string }) {
  const { t } = useTranslation();
  const { messageId } = useGalleryLocation(basePath);
  if (messageId !== undefined)
    return <MessageView key={messageId} basePath={basePath} id={messageId} />;
  return (
    <>
      <p className="-mt-2 text-parchment-200">{t('gallery.intro')}</p>
      <Gallery basePath={basePath} />
    </>
  );
}
