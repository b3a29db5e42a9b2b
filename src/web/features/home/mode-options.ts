import { type LucideIcon, PenLine, ScrollText, WandSparkles } from 'lucide-react';
import type { MailMode } from '#shared/constants.ts';

export type ModeOption = { mode: MailMode; icon: LucideIcon; isComingSoon: boolean };

/** The mode cards of the home page, in display order; Templates is shown but not yet available. */
export const MODE_OPTIONS: readonly ModeOption[] = [
  { mode: 'new', icon: WandSparkles, isComingSoon: false },
  { mode: 'manual', icon: PenLine, isComingSoon: false },
  { mode: 'template', icon: ScrollText, isComingSoon: true },
];

export const DEFAULT_MODE: MailMode = 'new';
