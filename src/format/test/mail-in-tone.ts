import { visibleText } from '#markup/index.ts';
import { FormatRequestSchema } from '#shared/schemas/format.ts';
import { formatWithBuiltinEngine } from '../builtin-engine.ts';

/**
 * A draft rewritten as the home page sends it in a tone (motivational Balanced, intense Full): the
 * mail's visible text and its warnings' codes.
 */
export function mailInTone(message: string, tone: 'motivational' | 'intense') {
  const result = formatWithBuiltinEngine(
    FormatRequestSchema.parse({
      message,
      mode: 'improve',
      tone,
      rewriteStyle: tone === 'intense' ? 'fully-thematic' : 'balanced',
    }),
  );
  return { text: visibleText(result.formattedMessage), codes: result.warnings.map((w) => w.code) };
}
