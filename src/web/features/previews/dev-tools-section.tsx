import { ExternalLink, FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AdminSection } from '#web/components/admin-section.tsx';
import { ADMIN_PREVIEW_TOOLS } from '#web/features/previews/preview-tools.ts';

/** Every private page of the admin area (spec section 2), one card each. */
const DEV_TOOLS = [
  { id: 'mailforge-v3-tool', href: '/admin/tools/mailforge-v3' },
  ...ADMIN_PREVIEW_TOOLS.map((tool) => ({ id: tool, href: `/admin/preview/${tool}` })),
  { id: 'community-gallery', href: '/community-gallery-preview' },
  { id: 'original-home', href: '/private-dev/original-home' },
] as const;

/** Development tool cards linking to the previews. */
export function DevToolsSection() {
  const { t } = useTranslation();
  return (
    <AdminSection title={t('admin.devTools.title')} icon={FlaskConical}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {DEV_TOOLS.map((tool) => (
          <li key={tool.id}>
            <Link
              href={tool.href}
              className="flex min-h-11 flex-col gap-1 rounded-lg border border-parchment-400 bg-parchment-50/70 p-4 hover:border-gold-600 hover:bg-parchment-50"
            >
              <span className="flex items-center gap-2 font-semibold text-ink-900">
                {t(`admin.devTools.tools.${tool.id}`)}
                <ExternalLink aria-hidden="true" className="size-4 text-gold-700" />
              </span>
              <span className="break-all font-mono text-ink-700 text-xs">{tool.href}</span>
            </Link>
          </li>
        ))}
      </ul>
    </AdminSection>
  );
}
