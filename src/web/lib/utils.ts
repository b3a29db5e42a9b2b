import classGroups from 'virtual:class-groups';
import { type ClassValue, clsx } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';

// tailwind-merge with the table of the classes our sources write (vite.config.ts, `classGroups`)
// rather than its full table of every Tailwind utility, which it would bring to the first load.
const twMerge = createTailwindMerge(classGroups);

/** Joins class names and lets later Tailwind utilities override earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
