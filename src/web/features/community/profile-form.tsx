import { Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '#shared/constants.ts';
import { type Profile, ProfileSchema } from '#shared/schemas/community.ts';
import { HintedCheckbox, TextField } from '#web/components/form-field.tsx';
import { TextareaField } from '#web/components/textarea-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { SectionCard } from '#web/components/ui/card.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { useSchemaForm } from '#web/components/use-schema-form.ts';
import { CommunityQuery } from '#web/features/community/community-query.tsx';
import { useProfile, useSaveProfile } from '#web/features/community/use-my-community.ts';
import { getServerErrorMessage, showServerFieldErrors } from '#web/lib/api.ts';

const FIELDS = ['displayName', 'kingdom', 'alliance', 'bio'] as const;
/** The profile's one-line fields: name and kingdom side by side on a wide screen, the alliance under them. */
const TEXT_FIELDS = [
  { name: 'displayName', autoComplete: 'nickname' },
  { name: 'kingdom', autoComplete: 'off' },
  { name: 'alliance', autoComplete: 'off' },
] as const;

function ProfileFields({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const { registerField, register, handleSubmit, setError, errors } = useSchemaForm(ProfileSchema, {
    displayName: profile.displayName ?? '',
    kingdom: profile.kingdom ?? '',
    alliance: profile.alliance ?? '',
    bio: profile.bio ?? '',
    isPublic: profile.isPublic,
  });

  // The language is left out: it stays as the player last picked it.
  const onSubmit = handleSubmit(({ preferredLanguage: _, ...values }) => {
    save.mutate(values, {
      onSuccess: () => toast({ variant: 'success', title: t('gallery.profile.saved') }),
      onError: (error) => {
        if (showServerFieldErrors(error, FIELDS, setError)) return;
        toast({
          variant: 'destructive',
          title: t('gallery.profile.failed'),
          description: getServerErrorMessage(error),
        });
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, autoComplete }) => (
          <TextField
            key={name}
            label={t(`gallery.profile.${name}`)}
            error={errors[name]?.message}
            autoComplete={autoComplete}
            maxLength={LIMITS[name]}
            fieldClassName={name === 'alliance' ? 'sm:col-span-2' : undefined}
            {...registerField(name)}
          />
        ))}
      </div>
      <TextareaField
        label={t('gallery.profile.bio')}
        error={errors.bio?.message}
        rows={3}
        maxLength={LIMITS.bio}
        {...registerField('bio')}
      />
      <HintedCheckbox
        label={t('gallery.profile.isPublic')}
        hint={t('gallery.profile.isPublicHint')}
        {...register('isPublic')}
      />
      <Button type="submit" isPending={save.isPending} icon={Save} className="self-start">
        {save.isPending ? t('gallery.profile.saving') : t('gallery.profile.save')}
      </Button>
    </form>
  );
}

/**
 * The account page's community profile: display name, kingdom, alliance, bio and
 * whether the gallery shows the name and kingdom ('Governor' otherwise).
 */
export function ProfileForm() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <SectionCard title={t('gallery.profile.title')} contentClassName="flex flex-col gap-4">
      <p className="text-ink-700 text-sm">{t('gallery.profile.description')}</p>
      <CommunityQuery query={profile} failedText={t('gallery.profile.loadFailed')}>
        {(data) => <ProfileFields profile={data} />}
      </CommunityQuery>
    </SectionCard>
  );
}
