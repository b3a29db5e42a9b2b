import { describe, expect, it } from 'vitest';
import { validate } from '#markup/index.ts';
import { extractFacts } from './facts.ts';
import { checkMail, cleanModelAnswer } from './guards.ts';

function hasErrors(markup: string): boolean {
  return validate(markup).some((issue) => issue.severity === 'error');
}

describe("cleaning a model's answer", () => {
  it('removes a reasoning block and unwraps a code fence', () => {
    const answer =
      '<think>the user wants…</think>Sure! Here it is:\n```\n<b>Rally</b>\nat 21:00 UTC\n```';
    expect(cleanModelAnswer(answer)).toBe('<b>Rally</b>\nat 21:00 UTC');
  });

  it('turns Markdown and HTML emphasis into game tags and Markdown lists into bullets', () => {
    const answer =
      '## Orders\n**Rally** now\n- join\n* defend\n<strong>Go</strong> <em>now</em><br>done';
    expect(cleanModelAnswer(answer)).toBe(
      'Orders\n<b>Rally</b> now\n• join\n• defend\n<b>Go</b> <i>now</i>\ndone',
    );
  });

  it('never keeps <u> or tags the game shows as raw text, but keeps their words', () => {
    const answer = '<u>Rally</u> <s>old</s> <font color=red>now</font> <sup>1</sup>';
    expect(cleanModelAnswer(answer)).toBe('Rally old now 1');
  });

  it('writes tag names in lower case', () => {
    expect(cleanModelAnswer('<B>Rally</B> <COLOR=#B71C1C>now</COLOR>')).toBe(
      '<b>Rally</b> <color=#B71C1C>now</color>',
    );
  });

  it('removes emoji and keeps every script', () => {
    expect(cleanModelAnswer('🔥 Атака ★ هجوم 進攻 ação 🔥')).toBe('Атака ★ هجوم 進攻 ação');
  });

  it('auto-corrects broken nesting into valid markup with the same text', () => {
    const cleaned = cleanModelAnswer('<b><i>Rally</b></i> at <color=#B71C1C>21:00 UTC');
    expect(hasErrors(cleaned)).toBe(false);
    expect(cleaned.replace(/<[^>]+>/g, '')).toBe('Rally at 21:00 UTC');
  });
});

describe('checking a finished mail', () => {
  const facts = extractFacts('rally at X:233 Y:871 at 21:00 UTC, leader Hannibal');

  it('passes a valid mail that keeps every fact', () => {
    expect(checkMail('<b>Rally</b> at X:233 Y:871, 21:00 UTC. Leader: Hannibal', facts)).toEqual({
      isPassed: true,
    });
  });

  it('refuses a mail that dropped a fact and names it', () => {
    const verdict = checkMail('<b>Rally</b> at X:233 Y:871 at 21:00 UTC', facts);
    expect(verdict).toMatchObject({ isPassed: false, problem: 'facts-missing' });
    expect(verdict.isPassed ? [] : verdict.missing.map((fact) => fact.text)).toEqual(['Hannibal']);
  });

  it('refuses invalid markup, underline, empty mail and mail over 2000 characters', () => {
    const all = 'X:233 Y:871 21:00 UTC Hannibal';
    expect(checkMail(`<b>${all}`, facts)).toMatchObject({ problem: 'invalid' });
    expect(checkMail(`<u>${all}</u>`, facts)).toMatchObject({ problem: 'invalid' });
    expect(checkMail('<b> </b>', [])).toMatchObject({ problem: 'empty' });
    expect(checkMail(`${all} ${'a'.repeat(2000)}`, facts)).toMatchObject({ problem: 'too-long' });
  });
});
