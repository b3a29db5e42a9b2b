import type { TFunction } from 'i18next';

/**
 * The words of a Delete's confirmation, from the group of strings of the place that deletes (a
 * gallery message, a shared link): its question, Cancel, the confirming button and the words while
 * it runs.
 */
export function deleteConfirmTexts(t: TFunction, group: 'gallery.message' | 'pages.sharedMail') {
  return {
    question: t(`${group}.deleteConfirmText`),
    cancel: t(`${group}.deleteCancel`),
    confirm: t(`${group}.deleteConfirm`),
    pending: t(`${group}.deleting`),
  };
}
