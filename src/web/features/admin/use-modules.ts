import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeatureStatus } from '#shared/constants.ts';
import {
  type FeatureModule,
  ModuleListSchema,
  ModuleResponseSchema,
  ModuleStatusResponseSchema,
} from '#shared/schemas/admin.ts';
import { getJson, postJson } from '#web/lib/api.ts';
import { OPEN_MODULES_QUERY_KEY } from '#web/lib/use-open-modules.ts';

const MODULES_QUERY_KEY = ['/api/admin/modules'] as const;

/** The feature modules of the board, from `feature_modules`. */
export function useFeatureModules() {
  return useQuery({
    queryKey: MODULES_QUERY_KEY,
    queryFn: async () => ModuleListSchema.parse(await getJson(MODULES_QUERY_KEY[0])).modules,
  });
}

/** One module, for /admin/modules/{slug}. */
export function useFeatureModule(slug: string) {
  return useQuery({
    queryKey: [...MODULES_QUERY_KEY, slug],
    queryFn: async () =>
      ModuleResponseSchema.parse(
        await getJson(`${MODULES_QUERY_KEY[0]}/${encodeURIComponent(slug)}`),
      ).module,
  });
}

/** Moves a module to another status; the server refuses a transition the board does not allow. */
export function useSetModuleStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ slug, status }: { slug: string; status: FeatureStatus }) =>
      ModuleStatusResponseSchema.parse(
        await postJson(`${MODULES_QUERY_KEY[0]}/${encodeURIComponent(slug)}/status`, { status }),
      ).module,
    onSuccess: (module) => {
      queryClient.setQueryData<FeatureModule[]>(MODULES_QUERY_KEY, (modules) =>
        modules?.map((entry) => (entry.slug === module.slug ? module : entry)),
      );
      queryClient.setQueryData([...MODULES_QUERY_KEY, module.slug], module);
      // Who may open it changed: the previews, their list and the header ask again.
      void queryClient.invalidateQueries({ queryKey: [OPEN_MODULES_QUERY_KEY] });
    },
    // A refusal (someone else moved it) shows where it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: MODULES_QUERY_KEY }),
  });
}
