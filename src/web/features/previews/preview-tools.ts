/** The `/preview/:slug` slugs of spec section 2; any other slug is 'Feature Not Found'. */
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

/** Whether `slug` names a known feature preview. */
export function isPreviewSlug(slug: string): slug is PreviewSlug {
  return (PREVIEW_SLUGS as readonly string[]).includes(slug);
}
