import {
  type FormatRequest,
  FormatRequestSchema,
  type FormatResponse,
  type FormatWarning,
} from '#shared/schemas/format.ts';
import type { FormatResult } from './types.ts';

// What `POST /api/format-message` does around the engine, in one place for the server's route and
// the browser's engine worker, so that both answer a request with the same mail and warnings.

/** A request the format API refuses: its first message, and each field's messages. */
export interface FormatRefusal {
  error: string;
  fieldErrors: Record<string, string[]>;
}

export type ParsedFormatRequest =
  | { success: true; request: FormatRequest }
  | { success: false; refusal: FormatRefusal };

/**
 * Reads a request as the route does: what it receives is JSON (a field left `undefined` is no
 * field at all), checked by {@link FormatRequestSchema} with every default applied. A refusal
 * names each field as the API's 400 answer does (`fieldErrors`, `_` for the body itself).
 */
export function parseFormatRequest(input: unknown): ParsedFormatRequest {
  const parsed = FormatRequestSchema.safeParse(JSON.parse(JSON.stringify(input ?? null)));
  if (parsed.success) return { success: true, request: parsed.data };
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message];
  }
  return {
    success: false,
    refusal: { error: parsed.error.issues[0]?.message ?? 'Invalid input', fieldErrors },
  };
}

/**
 * The route's answer for an engine's result: its fields and nothing else, with any warnings the
 * route adds after the engine's own.
 */
export function toFormatResponse(
  result: FormatResult,
  addedWarnings: readonly FormatWarning[] = [],
): FormatResponse {
  return {
    success: true,
    formattedMessage: result.formattedMessage,
    characterCount: result.characterCount,
    engine: result.engine,
    warnings: [...result.warnings, ...addedWarnings],
  };
}
