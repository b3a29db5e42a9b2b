import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SharedMail } from '#shared/schemas/share.ts';
import { ApiError, apiRequest, getJson } from '#web/lib/api.ts';
import { hasSessionHint } from '#web/lib/storage.ts';

/**
 * The query of the mail behind `/m/{id}`. The server renders the page with it and puts it in the
 * page (prerender.tsx), so the browser starts with it in hand (main.tsx) and never asks again.
 */
export const sharedMailKey = (id: string) => ['/api/share', id] as const;
const sharedMailUrl = (id: string) => `/api/share/${encodeURIComponent(id)}`;

/** Whether `error` says there is no such link (a bad id, an unknown one, a deleted one). */
export function isShareNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * The mail behind `/m/{id}`, whether the reader made the link, and when it was shared; null when
 * there is no such link. The page the server sends holds it as any visitor sees it (not theirs):
 * a browser that has signed in asks once more whether the link is its own (to offer Delete).
 */
export function useSharedMail(id: string) {
  return useQuery<SharedMail | null>({
    queryKey: sharedMailKey(id),
    queryFn: async () => {
      try {
        // The schema (and zod with it) is fetched only when the mail is: the page the server
        // sends carries the mail, and its first load spares the phone zod's evaluation.
        const [{ SharedMailSchema }, body] = await Promise.all([
          import('#shared/schemas/share.ts'),
          getJson(sharedMailUrl(id)),
        ]);
        return SharedMailSchema.parse(body);
      } catch (error) {
        if (isShareNotFound(error)) return null;
        throw error;
      }
    },
    refetchOnMount: hasSessionHint() ? 'always' : true,
  });
}

/** Deletes the link (its maker only); the mail is then asked for again and is not found. */
export function useDeleteSharedMail(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', sharedMailUrl(id)),
    onSuccess: () => client.invalidateQueries({ queryKey: sharedMailKey(id) }),
  });
}
