import type { FeatureStatus, Role } from '#shared/constants.ts';

/**
 * Who is asking, as far as feature modules care: the admin, a premium player, a
 * signed-in player without premium (free or expired), or a visitor.
 */
export type ModuleViewer = 'admin' | 'premium' | 'player' | 'visitor';

/** Who may open a module in each status: development is the admin's, ready adds premium (Beta). */
const MODULE_AUDIENCES: Readonly<Record<FeatureStatus, readonly ModuleViewer[]>> = {
  development: ['admin'],
  ready: ['admin', 'premium'],
  live: ['admin', 'premium', 'player', 'visitor'],
};

/** The one rule of the module board: whether `viewer` may open a module in `status`. */
export function canOpenModule(status: FeatureStatus, viewer: ModuleViewer): boolean {
  return MODULE_AUDIENCES[status].includes(viewer);
}

/** A ready module is open to premium players ahead of everyone and shown marked Beta. */
export function isBetaModule(status: FeatureStatus): boolean {
  return status === 'ready';
}

/** The viewer a signed-in user (or null, a visitor) is; `role` as of now (a lapsed premium is expired). */
export function toModuleViewer(user: { role: Role; isAdmin: boolean } | null): ModuleViewer {
  if (!user) return 'visitor';
  if (user.isAdmin) return 'admin';
  return user.role === 'premium' ? 'premium' : 'player';
}

/**
 * The module a private page belongs to: `undefined` for a page
 * no module gates, `null` for a private development page no module names (admins only, as a
 * module in development).
 */
export function findPageModule(path: string): string | null | undefined {
  // Letter case is ignored as the server's page lookup ignores it: `/Community` is the gallery.
  const preview = /^\/(?:admin\/)?preview\/([^/]+)\/?$/i.exec(path);
  if (preview) return safeDecode(preview[1] ?? '');
  if (/^\/admin\/tools\/mailforge-v3\/?$/i.test(path)) return 'mailforge-v3';
  if (/^\/community(?:-gallery-preview)?\/?$/i.test(path)) return 'community-gallery';
  if (/^\/private-dev\/original-home\/?$/i.test(path)) return null;
  return undefined;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
