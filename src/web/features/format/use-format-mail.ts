import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type MailMode, TIMINGS } from '#shared/constants.ts';
import type { FormatRequestInput, FormatResponse } from '#shared/schemas/format.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { loadAllEnglish, withAllEnglish } from '#web/i18n/index.ts';
import {
  ApiError,
  apiRequest,
  getServerErrorMessage,
  isNetworkError,
  OfflineError,
  RequestTimeoutError,
  withConnectionGuard,
} from '#web/lib/api.ts';
import { useOnFirstUse } from '#web/lib/use-first-use.ts';
import { sendQueuedKeeps, useKeepMail } from '#web/lib/use-keep-mail.ts';

const FORMAT_URL = '/api/format-message';

const loadBrowserEngine = () => import('./browser-engine.ts');

/**
 * The answer, once the strings of what shows it (Final Dispatch, warnings) are there too: from the
 * engine in this browser or from the server (browser-engine.ts decides), or from the server alone
 * when the browser's engine code cannot be loaded.
 */
function postFormatRequest(request: FormatRequestInput): Promise<FormatResponse> {
  return withAllEnglish(async () => {
    const engine = await loadBrowserEngine().catch(() => undefined);
    return engine
      ? engine.formatWithBrowserEngine(request, sendFormatRequest)
      : sendFormatRequest(request);
  });
}

/**
 * Once the page is in use: starts the browser's engine, and fetches the rest of English, which every
 * answer waits for, so that a connection lost later does not stop AI Assist; sends the mails kept
 * with no connection on an earlier visit.
 */
function prepareFormatting(): void {
  loadBrowserEngine()
    .then(({ prepareBrowserEngine }) => prepareBrowserEngine())
    .catch(() => undefined);
  loadAllEnglish().catch(() => undefined);
  sendQueuedKeeps();
}

function sendFormatRequest(request: FormatRequestInput): Promise<FormatResponse> {
  return withConnectionGuard(
    async (signal) => {
      const response = await apiRequest('POST', FORMAT_URL, request, { signal });
      // The server writes this answer through FormatResponseSchema; checking it again here would
      // put zod in the home route's JavaScript.
      return (await response.json()) as FormatResponse;
    },
    { timeoutMs: TIMINGS.formatRequestTimeoutMs },
  );
}

/**
 * The toast text of a failed format request: the server's own message (a
 * validation error, the rate limit), that the browser is offline, that no answer came in time,
 * 'Network error' when the connection failed otherwise, the `STATUS: body` message of another
 * failed answer, or the spec's 'Please try again.'.
 */
function describeFormatError(
  error: unknown,
  texts: { offline: string; timeout: string; network: string; fallback: string },
): string {
  const serverMessage = getServerErrorMessage(error);
  if (serverMessage) return serverMessage;
  if (error instanceof OfflineError) return texts.offline;
  if (error instanceof RequestTimeoutError) return texts.timeout;
  if (isNetworkError(error)) return texts.network;
  if (error instanceof ApiError) return error.message;
  return texts.fallback;
}

type UseFormatMailOptions = {
  /** The mode the mail is kept under in My mail. Default: AI Assist's `new`. */
  mode?: MailMode;
  /** The failure toast's title. Default: the main page's 'Error formatting message'. */
  errorTitle?: string;
};

/**
 * Sends a draft to the format API; toasts success or the error. The mail
 * formatted is kept in My mail. The request may carry `smartBullets` (the Commander
 * Customizer re-sends the same draft with it set).
 */
export function useFormatMail({ mode = 'new', errorTitle }: UseFormatMailOptions = {}) {
  const { t } = useTranslation();
  const keepMail = useKeepMail();
  useOnFirstUse(prepareFormatting);
  return useMutation({
    mutationFn: postFormatRequest,
    onSuccess: ({ formattedMessage }) => {
      keepMail({ formattedMessage, mode });
      toast({
        variant: 'success',
        title: t('mailTool.toasts.formattedTitle'),
        description: t('mailTool.toasts.formattedText'),
      });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: errorTitle ?? t('mailTool.toasts.errorTitle'),
        description: describeFormatError(error, {
          offline: t('mailTool.toasts.offline'),
          timeout: t('mailTool.toasts.timeout'),
          network: t('mailTool.toasts.networkError'),
          fallback: t('mailTool.toasts.errorFallback'),
        }),
      });
    },
  });
}

/**
 * What Final Dispatch says about an answer: the engine that wrote it, and its warnings as they
 * came, with their figures (Final Dispatch words them in the reader's language).
 */
export function describeAnswer(answer: FormatResponse, t: TFunction) {
  return {
    engine: answer.engine === 'built-in' ? t('mailTool.engine.builtIn') : answer.engine,
    warnings: answer.warnings,
  };
}
