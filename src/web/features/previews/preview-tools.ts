/**
 * The `/preview/:slug` slugs of the tools to come. Any module's slug has a preview page now (the
 * module board decides who opens it); these are the planned ones.
 */
const PREVIEW_SLUGS = [
  'mailforge',
  'mailforge-v2',
  'mailforge-v3',
  'boardforge',
  'chatforge',
  'chronoforge',
  'community-gallery',
] as const;
type PreviewSlug = (typeof PREVIEW_SLUGS)[number];

/** The tools with an `/admin/preview/<tool>` page. */
export const ADMIN_PREVIEW_TOOLS = [
  'mailforge-v2',
  'boardforge',
  'chatforge',
  'chronoforge',
  'mailforge-v3',
] as const satisfies readonly PreviewSlug[];
export type AdminPreviewTool = (typeof ADMIN_PREVIEW_TOOLS)[number];
