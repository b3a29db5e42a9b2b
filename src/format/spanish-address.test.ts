import { describe, expect, it } from 'vitest';
import { TONES } from '#shared/constants.ts';
import { FormatRequestSchema } from '#shared/schemas/format.ts';
import { formatWithBuiltinEngine } from './builtin-engine.ts';
import { matchSpanishAddress, speaksAsVosotros } from './spanish-address.ts';

describe('Spanish: vosotros drafts stay vosotros, ustedes drafts stay ustedes', () => {
  it('reads how a draft speaks to its readers', () => {
    expect(speaksAsVosotros('Mandad captura a Solaris y esperad el OK, os avisamos')).toBe(true);
    expect(speaksAsVosotros('Gracias por ayudar, sois los mejores')).toBe(true);
    expect(speaksAsVosotros('Lean todo por favor, y si algo no os parece bien hablamos')).toBe(
      false,
    );
    expect(speaksAsVosotros('Todos conectados mañana, la ciudad y la verdad')).toBe(false);
    expect(speaksAsVosotros('Ustedes son los mejores')).toBe(false);
  });

  it("says the engine's ustedes lines with vosotros to a vosotros draft only", () => {
    const vosotros = 'no migréis sin el ok, revisad en el juego';
    expect(matchSpanishAddress('¡Pregunten sin miedo, gobernadores!', vosotros)).toBe(
      '¡Preguntad sin miedo, gobernadores!',
    );
    expect(matchSpanishAddress('¡Gobernadores, ustedes son esta alianza!', vosotros)).toBe(
      '¡Gobernadores, vosotros sois esta alianza!',
    );
    expect(matchSpanishAddress('Todos a sus puestos. Gracias por su atención.', vosotros)).toBe(
      'Todos a vuestros puestos. Gracias por vuestra atención.',
    );
    expect(matchSpanishAddress('Sigan el plan.', 'Vayan todos al paso 4')).toBe('Sigan el plan.');
  });

  it('adds no ustedes line to a vosotros mail in any rewrite', () => {
    const drafts = [
      'Gracias a todos por la KvK, sois los mejores. Descansad esta semana y preparaos para la MGE.',
      'Dudas sobre la migración? Preguntad en #migracion, os respondemos rápido.',
      'Mañana Ceroli a las 20:00 UTC, conectaos todos y traed marchas llenas.',
    ];
    for (const tone of TONES) {
      for (const rewriteStyle of ['balanced', 'fully-thematic']) {
        for (const message of drafts) {
          const mail = formatWithBuiltinEngine(
            FormatRequestSchema.parse({ message, mode: 'improve', tone, rewriteStyle }),
          ).formattedMessage;
          expect(mail).not.toMatch(
            /(?<!\p{L})(?:ustedes|pregunten|sigan|mantengan|respeten|lean|sus|su (?:atención|tiempo|esfuerzo))(?!\p{L})/iu,
          );
        }
      }
    }
  });
});
