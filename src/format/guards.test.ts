import { describe, expect, it } from 'vitest';
import { validate } from '#markup/index.ts';
import { extractFacts } from './facts.ts';
import { checkMail, cleanModelAnswer as cleanWithFlag } from './guards.ts';

const cleanModelAnswer = (answer: string) => cleanWithFlag(answer).mail;

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

describe('what a model may hand a player', () => {
  it.each([
    ['<img src=x onerror=alert(1)>Rally', 'Rally'],
    ['<script>steal()</script>Rally', 'Rally'],
    ['<a href="https://evil.example">Rally</a> now', 'Rally now'],
    ['<iframe src="https://evil.example"></iframe>Rally', 'Rally'],
    ['<table><tr><td>Rally</td></tr></table>', 'Rally'],
    ['<size=100000>Rally</size> now', 'Rally now'],
    ['<size=1>Rally</size> now', 'Rally now'],
    ['<color=#ff000000>Rally</color> now', 'Rally now'],
  ])('removes %s, keeps the words and says so', (answer, mail) => {
    expect(cleanWithFlag(answer)).toEqual({ mail, isMarkupRemoved: true });
  });

  it('keeps the markup the game shows well and says nothing', () => {
    const answer =
      '<size=40><color=#B71C1C><b>Rally</b></color></size> <color=red><i>now</i></color>';
    expect(cleanWithFlag(answer)).toEqual({ mail: answer, isMarkupRemoved: false });
  });

  it('writes a short colour in the long form the game shows', () => {
    expect(cleanWithFlag('<color=#f00>Rally</color>')).toEqual({
      mail: '<color=#ff0000>Rally</color>',
      isMarkupRemoved: false,
    });
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
    expect(checkMail(`<size=200>${all}</size>`, facts)).toMatchObject({ problem: 'invalid' });
    expect(checkMail(`<a href=x>${all}</a>`, facts)).toMatchObject({ problem: 'invalid' });
    expect(checkMail('<b> </b>', [])).toMatchObject({ problem: 'empty' });
    expect(checkMail(`${all} ${'a'.repeat(2000)}`, facts)).toMatchObject({ problem: 'too-long' });
  });
});
