import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { FilePlus2, ScrollText, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ROLES } from '#shared/constants.ts';
import {
  type Changelog,
  type ChangelogFormInput,
  ChangelogFormSchema,
} from '#shared/schemas/changelogs.ts';
import {
  AdminListItem,
  AdminSection,
  QueryList,
  selectClassName,
} from '#web/components/admin-section.tsx';
import { FormField, TextInput } from '#web/components/form-field.tsx';
import { TextareaField } from '#web/components/textarea-field.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PendingIcon } from '#web/components/ui/spinner.tsx';
import { toast, toastFailure } from '#web/components/ui/use-toast.ts';
import {
  useAdminChangelogs,
  useCreateChangelog,
  usePublishChangelog,
} from '#web/features/changelogs/use-changelogs.ts';
import { formatDateTime } from '#web/lib/format-date.ts';

const DEFAULT_VALUES: ChangelogFormInput = {
  title: '',
  content: '',
  version: '',
  targetRole: 'premium',
};

function showFailure(t: TFunction, error: unknown) {
  toastFailure(error, t('auth.toasts.errorTitle'), t('auth.toasts.errorText'));
}

function ChangelogDraftForm() {
  const { t } = useTranslation();
  const create = useCreateChangelog();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ChangelogFormSchema), defaultValues: DEFAULT_VALUES });

  const onSubmit = handleSubmit((form) => {
    create.mutate(form, {
      onSuccess: (changelog) => {
        toast({
          variant: 'success',
          title: t('admin.changelogs.savedTitle'),
          description: changelog.title,
        });
        reset(DEFAULT_VALUES);
      },
      onError: (error) => showFailure(t, error),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormField label={t('admin.changelogs.fields.title')} error={errors.title?.message}>
        {(field) => <TextInput {...field} autoComplete="off" {...register('title')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('admin.changelogs.fields.version')} error={errors.version?.message}>
          {(field) => <TextInput {...field} autoComplete="off" {...register('version')} />}
        </FormField>
        <FormField
          label={t('admin.changelogs.fields.targetRole')}
          error={errors.targetRole?.message}
        >
          {(field) => (
            <select {...field} className={selectClassName} {...register('targetRole')}>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`account.accessLevel.${role}.name`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <TextareaField
        label={t('admin.changelogs.fields.content')}
        error={errors.content?.message}
        rows={4}
        {...register('content')}
      />
      <Button type="submit" disabled={create.isPending} className="self-start">
        <PendingIcon isPending={create.isPending} icon={<FilePlus2 aria-hidden="true" />} />
        {t('admin.changelogs.submit')}
      </Button>
    </form>
  );
}

function ChangelogItem({
  changelog,
  onPublish,
  isPublishing,
}: {
  changelog: Changelog;
  onPublish: (changelog: Changelog) => void;
  isPublishing: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <AdminListItem
      heading={
        <>
          <h3 className="min-w-0 flex-1 break-words font-semibold text-ink-900">
            {changelog.title}
          </h3>
          {changelog.version ? (
            <Badge variant="muted">
              {t('admin.changelogs.version', { version: changelog.version })}
            </Badge>
          ) : null}
          {changelog.isPublished ? (
            <Badge variant="muted" className="border-success-600 bg-success-600 text-white">
              {t('admin.changelogs.published')}
            </Badge>
          ) : (
            <Badge variant="muted">{t('admin.changelogs.draft')}</Badge>
          )}
        </>
      }
    >
      <p className="line-clamp-3 whitespace-pre-line break-words text-ink-800 text-sm">
        {changelog.content}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2 text-ink-700 text-xs">
        <span>
          {changelog.publishedAt
            ? t('admin.changelogs.publishedAt', {
                date: formatDateTime(changelog.publishedAt, i18n.language),
              })
            : t('admin.changelogs.createdAt', {
                date: formatDateTime(changelog.createdAt, i18n.language),
              })}
          {' · '}
          {t('admin.changelogs.for', {
            role: t(`account.accessLevel.${changelog.targetRole}.name`),
          })}
        </span>
        {changelog.isPublished ? null : (
          <Button
            size="sm"
            className="min-h-11"
            disabled={isPublishing}
            onClick={() => onPublish(changelog)}
            aria-label={`${t('admin.changelogs.publish')}: ${changelog.title}`}
          >
            <Send aria-hidden="true" className="rtl:-scale-x-100" />
            {t('admin.changelogs.publish')}
          </Button>
        )}
      </div>
    </AdminListItem>
  );
}

/** Changelogs: write a draft, publish it; every changelog with its status. */
export function ChangelogsSection() {
  const { t } = useTranslation();
  const changelogs = useAdminChangelogs();
  const publish = usePublishChangelog();

  function handlePublish(changelog: Changelog) {
    publish.mutate(changelog.id, {
      onSuccess: () =>
        toast({
          variant: 'success',
          title: t('admin.changelogs.publishedTitle'),
          description: changelog.title,
        }),
      onError: (error) => showFailure(t, error),
    });
  }

  return (
    <AdminSection title={t('admin.changelogs.title')} icon={ScrollText}>
      <ChangelogDraftForm />
      <h3 className="font-bold text-ink-900">{t('admin.changelogs.listTitle')}</h3>
      <QueryList query={changelogs} emptyText={t('admin.changelogs.empty')}>
        {(items) => (
          <ul className="flex flex-col gap-3">
            {items.map((changelog) => (
              <ChangelogItem
                key={changelog.id}
                changelog={changelog}
                onPublish={handlePublish}
                isPublishing={publish.isPending && publish.variables === changelog.id}
              />
            ))}
          </ul>
        )}
      </QueryList>
    </AdminSection>
  );
}
