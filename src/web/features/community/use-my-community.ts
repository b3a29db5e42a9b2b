import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OwnMessagesSchema,
  type ProfileInput,
  ProfileResponseSchema,
} from '#shared/schemas/community.ts';
import { MY_SHARED_MAIL_KEY } from '#web/components/use-share-to-gallery.ts';
import { apiRequest, postJson } from '#web/lib/api.ts';
import { useGetQuery } from '#web/lib/use-api-query.ts';

const PROFILE_URL = '/api/account/profile';
const PROFILE_KEY = [PROFILE_URL] as const;
const PENDING_KEY = ['/api/admin/community', 'pending'] as const;

/** The signed-in player's shared mails, each with where it stands (private, pending…). */
export function useMySharedMail() {
  return useGetQuery(
    MY_SHARED_MAIL_KEY,
    '/api/community/mine',
    (json) => OwnMessagesSchema.parse(json).messages,
  );
}

/** The player's gallery profile: how they are shown as an author. */
export function useProfile() {
  return useGetQuery(PROFILE_KEY, PROFILE_URL, (json) => ProfileResponseSchema.parse(json).profile);
}

export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (profile: ProfileInput) => {
      const response = await apiRequest('PUT', PROFILE_URL, profile);
      return ProfileResponseSchema.parse(await response.json()).profile;
    },
    onSuccess: (profile) => {
      client.setQueryData(PROFILE_KEY, profile);
      // The author's name on the gallery's cards follows the profile.
      void client.invalidateQueries({ queryKey: ['/api/community'] });
    },
  });
}

/** The admin's moderation queue: public messages waiting for a decision. */
export function usePendingMessages() {
  return useGetQuery(
    PENDING_KEY,
    '/api/admin/community/pending',
    (json) => OwnMessagesSchema.parse(json).messages,
  );
}

type Decision = { id: number } & ({ action: 'approve' } | { action: 'reject'; reason: string });

/** Approves a pending message, or rejects it with a reason its author reads. */
export function useModerate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (decision: Decision) => {
      const url = `/api/admin/community/messages/${decision.id}/${decision.action}`;
      await postJson(url, decision.action === 'reject' ? { reason: decision.reason } : undefined);
      return decision;
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: PENDING_KEY });
      void client.invalidateQueries({ queryKey: ['/api/community'] });
    },
  });
}
