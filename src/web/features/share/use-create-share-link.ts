import { QueryClientContext, useMutation } from '@tanstack/react-query';
import { useContext } from 'react';
import type { CreatedShare, CreateShareInput } from '#shared/schemas/share.ts';
import { postJson } from '#web/lib/api.ts';
import { queryClient } from '#web/lib/query-client.ts';

/** A share link that was made: the mail it holds and its full address (origin + `/m/{id}`). */
export type ShareLink = { formattedMessage: string; href: string };

// Read by hand: Final Dispatch is on the home page, whose first load carries no zod.
function readCreatedShare(data: unknown): CreatedShare {
  const { id, url } = (typeof data === 'object' && data !== null ? data : {}) as Partial<
    Record<keyof CreatedShare, unknown>
  >;
  if (typeof id !== 'string' || typeof url !== 'string') {
    throw new Error('The server answered a share link without its id and url');
  }
  return { id, url };
}

/**
 * Stores a mail on the server behind a short link (`POST /api/share`) and gives the
 * link's full address.
 */
export function useCreateShareLink() {
  // Final Dispatch is also rendered without the app's provider (a feature's own component
  // tests); a link is never cached, so the app's client serves there.
  const client = useContext(QueryClientContext) ?? queryClient;
  return useMutation(
    {
      mutationFn: async (formattedMessage: string): Promise<ShareLink> => {
        const body: CreateShareInput = { formattedMessage };
        const { url } = readCreatedShare(await postJson('/api/share', body));
        return { formattedMessage, href: new URL(url, window.location.origin).href };
      },
    },
    client,
  );
}
