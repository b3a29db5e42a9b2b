import { COMMUNITY_MODULE } from '#shared/constants.ts';
import { MySharedMail } from '#web/features/community/my-shared-mail.tsx';
import { ProfileForm } from '#web/features/community/profile-form.tsx';
import { useCanOpenModule } from '#web/lib/use-open-modules.ts';

/**
 * The account page's part of the gallery: the player's community profile and 'My shared mail',
 * shown only while the gallery's module is open to them (admins and premium players
 * while it is ready, everyone once it is live).
 */
export function AccountCommunity({ galleryPath }: { galleryPath: string }) {
  const canOpen = useCanOpenModule(COMMUNITY_MODULE);
  if (!canOpen) return null;
  return (
    <div className="grid items-start gap-6 md:grid-cols-2">
      <ProfileForm />
      <MySharedMail galleryPath={galleryPath} />
    </div>
  );
}
