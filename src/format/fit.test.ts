import { describe, expect, it } from 'vitest';
import { FormatRequestSchema } from '#shared/schemas/format.ts';
import { analyseDraft } from './analyse.ts';
import { extractFacts, type Fact } from './facts.ts';
import { fitMail } from './fit.ts';
import { prepareDraft } from './prepare.ts';
import type { TitleOptions } from './render.ts';
import { rewriteMail } from './rewrite-mail.ts';

const OPTIONS: TitleOptions = {
  titleSize: 32,
  titleColor: '#8B6914',
  useBold: true,
  useItalic: false,
  tone: 'intense',
  background: 'mail',
};

function candidatesOf(draft: string, facts: readonly Fact[]) {
  const request = FormatRequestSchema.parse({ message: draft, mode: 'improve', tone: 'intense' });
  const prepared = prepareDraft(draft);
  return rewriteMail(analyseDraft(prepared.text, true), facts, request).candidates;
}

describe('the fit stage', () => {
  const draft = 'rally orders\nrally on the fort at 20:00 UTC, bring full marches';

  it('sends the first candidate that keeps every fact', () => {
    const facts = extractFacts(prepareDraft(draft).text);
    const fitted = fitMail(candidatesOf(draft, facts), OPTIONS, facts);
    expect(fitted.keepsFacts).toBe(true);
    expect(fitted.markup).toContain('20:00 UTC');
  });

  it('says when not even the player’s own words, formatted, keep a fact', () => {
    const facts = extractFacts(prepareDraft(draft).text);
    const missing: Fact = { kind: 'name', text: 'Zorro', start: 0, end: 5 };
    const fitted = fitMail(candidatesOf(draft, facts), OPTIONS, [...facts, missing]);
    expect(fitted.keepsFacts).toBe(false);
  });
});
