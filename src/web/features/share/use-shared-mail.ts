import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SharedMailSchema } from '#shared/schemas/share.ts';
import { ApiError, apiRequest, getJson } from '#web/lib/api.ts';

const sharedMailKey = (id: string) => ['/api/share', id] as const;
const sharedMailUrl = (id: string) => `/api/share/${encodeURIComponent(id)}`;

/** The mail behind `/m/{id}`, whether the reader made the link, and when it was shared. */
export function useSharedMail(id: string) {
  return useQuery({
    queryKey: sharedMailKey(id),
    queryFn: async () => SharedMailSchema.parse(await getJson(sharedMailUrl(id))),
  });
}

/** Whether `error` says there is no such link (a bad id, an unknown one, a deleted one). */
export function isShareNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Deletes the link (its maker only); the mail is then asked for again and is not found. */
export function useDeleteSharedMail(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', sharedMailUrl(id)),
    onSuccess: () => client.invalidateQueries({ queryKey: sharedMailKey(id) }),
  });
}
