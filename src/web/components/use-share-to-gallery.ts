import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OwnMessageResponseSchema, type ShareToGalleryInput } from '#shared/schemas/community.ts';
import { postJson } from '#web/lib/api.ts';

/** The signed-in player's shared mails (`GET /api/community/mine`), under the gallery's key. */
export const MY_SHARED_MAIL_KEY = ['/api/community', 'mine'] as const;

/**
 * Shares a mail to the community gallery (`POST /api/community/messages`): private, or
 * public once an admin approves it. The player's list of shared mails is asked for again.
 */
export function useShareToGallery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ShareToGalleryInput) =>
      OwnMessageResponseSchema.parse(await postJson('/api/community/messages', input)).message,
    onSuccess: () => client.invalidateQueries({ queryKey: MY_SHARED_MAIL_KEY }),
  });
}
