// The table `cn` merges Tailwind classes with (vite.config.ts, `classGroups`).
declare module 'virtual:class-groups' {
  import type { getDefaultConfig } from 'tailwind-merge';

  const classGroups: typeof getDefaultConfig;
  export default classGroups;
}
