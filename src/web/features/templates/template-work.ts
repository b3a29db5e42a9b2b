/** The template a player is filling in and the 'key: value' details typed for it. */
export type TemplateWork = { templateId: string; details: string };

/** The work as saved with the other drafts; '' when there is none. */
export function encodeTemplateWork(work: TemplateWork | null): string {
  return work ? JSON.stringify(work) : '';
}

/** The saved work, or null when nothing (or something unreadable) is saved. */
export function decodeTemplateWork(saved: string): TemplateWork | null {
  if (saved === '') return null;
  try {
    const value: unknown = JSON.parse(saved);
    if (
      typeof value === 'object' &&
      value !== null &&
      'templateId' in value &&
      'details' in value &&
      typeof value.templateId === 'string' &&
      typeof value.details === 'string'
    ) {
      return { templateId: value.templateId, details: value.details };
    }
  } catch {
    // Not ours, or cut short: start over rather than fail.
  }
  return null;
}
