import { ACCOUNT_MESSAGES } from './account.ts';
import { ADMIN_MESSAGES } from './admin.ts';
import { AUTH_MESSAGES } from './auth.ts';
import { CHANGELOG_MESSAGES } from './changelogs.ts';
import { API_MESSAGES } from './common.ts';
import { COMMUNITY_MESSAGES } from './community.ts';
import { FORMAT_MESSAGES } from './format.ts';
import { HISTORY_MESSAGES } from './history.ts';
import { NOTIFICATION_MESSAGES } from './notifications.ts';
import { SHARE_MESSAGES } from './share.ts';
import { TRANSLATION_MESSAGES } from './translations.ts';
import { UNSTORABLE_TEXT_MESSAGE } from './zod.ts';

/**
 * Every message the API answers with, by group: its machine code is `group.key`, stable
 * while the English text may be reworded. A client shows its own words for a code it knows and the
 * English `error` otherwise.
 */
export const ERROR_TEXTS = {
  api: API_MESSAGES,
  auth: AUTH_MESSAGES,
  account: ACCOUNT_MESSAGES,
  admin: { ...ADMIN_MESSAGES, transitionRefused: 'This status change is not allowed' },
  changelogs: CHANGELOG_MESSAGES,
  notifications: NOTIFICATION_MESSAGES,
  format: FORMAT_MESSAGES,
  translations: TRANSLATION_MESSAGES,
  share: SHARE_MESSAGES,
  history: HISTORY_MESSAGES,
  community: COMMUNITY_MESSAGES,
  text: { unstorable: UNSTORABLE_TEXT_MESSAGE },
} as const;

/** The code for an error whose text is not one of the messages (a bug's, say). */
export const UNKNOWN_ERROR_CODE = 'api.error';

const CODE_BY_TEXT = new Map<string, string>();
for (const [group, messages] of Object.entries(ERROR_TEXTS)) {
  for (const [key, text] of Object.entries(messages)) {
    // The same words in two groups ('Title is required') keep the first code.
    if (!CODE_BY_TEXT.has(text)) CODE_BY_TEXT.set(text, `${group}.${key}`);
  }
}

/** The machine code of an error message, or `api.error` for a text no group holds. */
export function errorCodeOf(message: string): string {
  return CODE_BY_TEXT.get(message) ?? UNKNOWN_ERROR_CODE;
}
