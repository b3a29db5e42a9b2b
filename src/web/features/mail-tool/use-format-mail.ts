import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FormatRequestInput, FormatResponse } from '#shared/schemas/format.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { ApiError, apiRequest, getServerErrorMessage, isNetworkError } from '#web/lib/api.ts';

export const FORMAT_URL = '/api/format-message';

async function postFormatRequest(request: FormatRequestInput): Promise<FormatResponse> {
  const response = await apiRequest('POST', FORMAT_URL, request);
  // The server writes this answer through FormatResponseSchema; checking it again here would put
  // zod in the home route's JavaScript.
  return (await response.json()) as FormatResponse;
}

/**
 * The toast text of a failed format request (spec section 8): the server's own message (a
 * validation error, the rate limit), 'Network error' when no answer came, the `STATUS: body`
 * message of another failed answer, or the spec's 'Please try again.'.
 */
export function describeFormatError(
  error: unknown,
  texts: { network: string; fallback: string },
): string {
  const serverMessage = getServerErrorMessage(error);
  if (serverMessage) return serverMessage;
  if (isNetworkError(error)) return texts.network;
  if (error instanceof ApiError) return error.message;
  return texts.fallback;
}

/** Sends a draft to the format API; toasts success or the error (spec sections 7 and 8). */
export function useFormatMail() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: postFormatRequest,
    onSuccess: () => {
      toast({
        variant: 'success',
        title: t('mailTool.toasts.formattedTitle'),
        description: t('mailTool.toasts.formattedText'),
      });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('mailTool.toasts.errorTitle'),
        description: describeFormatError(error, {
          network: t('mailTool.toasts.networkError'),
          fallback: t('mailTool.toasts.errorFallback'),
        }),
      });
    },
  });
}
