import type { FormatRequest, FormatWarning } from '#shared/schemas/format.ts';

export type { FormatRequest, FormatWarning };

/** What every engine returns: a mail that passed the guards, and what the player should know. */
export interface FormatResult {
  formattedMessage: string;
  characterCount: number;
  /** 'built-in', or the name of the model that wrote the mail. */
  engine: string;
  warnings: FormatWarning[];
}

/** Turns a draft into a game mail. Implementations: the built-in engine, OpenAI-compatible models. */
export interface FormatEngine {
  name: string;
  format(request: FormatRequest): Promise<FormatResult>;
}
