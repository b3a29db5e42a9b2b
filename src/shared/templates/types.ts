import type { TemplateCategory } from '#shared/constants.ts';

/** A ready-made mail of the template library (Template). */
export interface Template {
  /** Stable id; the spec's own templates keep the ids it names. */
  id: string;
  name: string;
  category: TemplateCategory;
  /** One line saying when to send it. */
  description: string;
  /** Game-safe markup with `{placeholder}` tokens. */
  content: string;
}
