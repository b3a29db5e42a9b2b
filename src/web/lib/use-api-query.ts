import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '#web/lib/api.ts';

/** `GET url` kept under `queryKey`, its answer checked and picked from by `parse`. */
export function useGetQuery<Data>(queryKey: QueryKey, url: string, parse: (json: unknown) => Data) {
  return useQuery({ queryKey, queryFn: async () => parse(await getJson(url)) });
}

/**
 * A change on the server, after which the queries under `refreshed` are asked for again: once it
 * succeeded, or (`when` 'settled') whether it succeeded or not.
 */
export function useRefreshingMutation<Variables, Data>(
  mutationFn: (variables: Variables) => Promise<Data>,
  refreshed: QueryKey,
  when: 'success' | 'settled' = 'success',
) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: refreshed });
  return useMutation({
    mutationFn,
    onSuccess: when === 'success' ? refresh : undefined,
    onSettled: when === 'settled' ? refresh : undefined,
  });
}

/** A mutation's work that deletes what `urlOf(id)` names and then hands on the id. */
export function deleteById(urlOf: (id: number) => string) {
  return async (id: number) => {
    await apiRequest('DELETE', urlOf(id));
    return id;
  };
}
