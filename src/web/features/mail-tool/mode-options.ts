import { type LucideIcon, PenLine, ScrollText, WandSparkles } from 'lucide-react';
import type { MailMode } from '#shared/constants.ts';

export type ModeOption = { mode: MailMode; icon: LucideIcon; isPremium: boolean };

/**
 * The mode cards of the home page, in display order. Templates is the premium template library
 *: everyone can open the card, only premium users get the library behind it.
 */
export const MODE_OPTIONS: readonly ModeOption[] = [
  { mode: 'new', icon: WandSparkles, isPremium: false },
  { mode: 'manual', icon: PenLine, isPremium: false },
  { mode: 'template', icon: ScrollText, isPremium: true },
];

export const DEFAULT_MODE: MailMode = 'new';
