import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMUNITY_CATEGORIES, LANGUAGES, type Language, LIMITS } from '#shared/constants.ts';
import { ShareToGallerySchema } from '#shared/schemas/community.ts';
import { FormField, HintedCheckbox, TextInput } from '#web/components/form-field.tsx';
import { LanguageOptions } from '#web/components/language-options.tsx';
import { SelectField, ValueOptions } from '#web/components/select-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DialogPanel } from '#web/components/ui/dialog.tsx';
import { PendingIcon } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { useShareToGallery } from '#web/components/use-share-to-gallery.ts';
import { translateErrorText } from '#web/i18n/error-text.ts';
import { getServerErrorMessage, getServerFieldErrors } from '#web/lib/api.ts';

type Field = 'title' | 'category' | 'language' | 'tags';
type Errors = Partial<Record<Field | 'mail', string>>;

/** Tags as typed: separated by commas, blanks left out (the server lower-cases and de-duplicates). */
export function readTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

const isLanguage = (code: string): code is Language =>
  (LANGUAGES as readonly string[]).includes(code);

type ShareToGalleryDialogProps = { markup: string; onClose: () => void };

/** The share-to-gallery form in a dialog, checked by the server's own schema before it is sent. */
export function ShareToGalleryDialog({ markup, onClose }: ShareToGalleryDialogProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const share = useShareToGallery();
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState('');
  const [language, setLanguage] = useState(isLanguage(i18n.language) ? i18n.language : 'en');
  const [tags, setTags] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const clear = (field: Field) => setErrors(({ [field]: _, ...rest }) => rest);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (share.isPending) return;
    const input = {
      title,
      category,
      language,
      tags: readTags(tags),
      isPublic,
      formattedMessage: markup,
    };
    const parsed = ShareToGallerySchema.safeParse(input);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const path = String(issue.path[0]);
        const field = path === 'formattedMessage' ? 'mail' : (path as Field);
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    share.mutate(parsed.data, {
      onSuccess: (message) => {
        toast({
          variant: 'success',
          title: t('gallery.share.sharedTitle'),
          description: message.isPublic
            ? t('gallery.share.sharedPublic')
            : t('gallery.share.sharedPrivate'),
        });
        onClose();
      },
      onError: (error) => {
        const fieldErrors = getServerFieldErrors(error);
        const { formattedMessage, ...rest } = fieldErrors;
        const shown: Errors = { ...rest, mail: formattedMessage };
        if (Object.values(shown).some(Boolean)) setErrors(shown);
        else
          toast({
            variant: 'destructive',
            title: t('gallery.share.failedTitle'),
            description: getServerErrorMessage(error),
          });
      },
    });
  };

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPanel
        size="lg"
        title={t('gallery.share.title')}
        description={t('gallery.share.description')}
        closeLabel={t('gallery.share.close')}
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {errors.mail ? (
            <p role="alert" className="font-medium text-danger-700 text-sm">
              {translateErrorText(errors.mail)}
            </p>
          ) : null}
          <FormField label={t('gallery.share.fields.title')} error={errors.title}>
            {(field) => (
              <TextInput
                {...field}
                value={title}
                maxLength={LIMITS.communityTitle}
                autoComplete="off"
                onChange={(event) => {
                  setTitle(event.target.value);
                  clear('title');
                }}
              />
            )}
          </FormField>
          <CategoryAndLanguage
            category={category}
            language={language}
            errors={errors}
            onCategory={(value) => {
              setCategory(value);
              clear('category');
            }}
            onLanguage={(value) => {
              setLanguage(value);
              clear('language');
            }}
          />
          <FormField
            label={t('gallery.share.fields.tags')}
            error={errors.tags}
            describedBy={`${id}-tags-hint`}
          >
            {(field) => (
              <TextInput
                {...field}
                value={tags}
                autoComplete="off"
                autoCapitalize="none"
                onChange={(event) => {
                  setTags(event.target.value);
                  clear('tags');
                }}
              />
            )}
          </FormField>
          <p id={`${id}-tags-hint`} className="-mt-3 text-ink-700 text-sm">
            {t('gallery.share.fields.tagsHint', { count: LIMITS.tagsPerMessage })}
          </p>
          <HintedCheckbox
            label={t('gallery.share.fields.public')}
            hint={t('gallery.share.fields.publicHint')}
            checked={isPublic}
            onChange={(event) => setIsPublic(event.target.checked)}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogPrimitive.Close asChild>
              <Button variant="parchment">{t('gallery.share.cancel')}</Button>
            </DialogPrimitive.Close>
            <Button type="submit">
              <PendingIcon isPending={share.isPending} icon={<Send aria-hidden="true" />} />
              {share.isPending ? t('gallery.share.sharing') : t('gallery.share.submit')}
            </Button>
          </div>
        </form>
      </DialogPanel>
    </DialogPrimitive.Root>
  );
}

type CategoryAndLanguageProps = {
  category: string;
  language: Language;
  errors: Errors;
  onCategory: (category: string) => void;
  onLanguage: (language: Language) => void;
};

/** The shared mail's category and language, side by side from a small tablet up. */
function CategoryAndLanguage({
  category,
  language,
  errors,
  onCategory,
  onLanguage,
}: CategoryAndLanguageProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('gallery.share.fields.category')}
        error={errors.category}
        value={category}
        onChange={(event) => onCategory(event.target.value)}
      >
        <option value="">{t('gallery.share.fields.chooseCategory')}</option>
        <ValueOptions
          values={COMMUNITY_CATEGORIES}
          nameOf={(value) => t(`gallery.categories.${value}`)}
        />
      </SelectField>
      <SelectField
        label={t('gallery.share.fields.language')}
        error={errors.language}
        value={language}
        onChange={(event) => onLanguage(event.target.value as Language)}
      >
        <LanguageOptions />
      </SelectField>
    </div>
  );
}
