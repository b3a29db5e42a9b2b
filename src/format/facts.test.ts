import { describe, expect, it } from 'vitest';
import { extractFacts, findMissingFacts } from './facts.ts';

function factsOf(text: string): string[] {
  return extractFacts(text).map((fact) => `${fact.kind}:${fact.text}`);
}

describe('fact extraction', () => {
  it('finds UTC times, 12-hour times and dates', () => {
    expect(factsOf('prep monday 00:00 UTC, fight at 9pm utc on 12/05 or March 3rd')).toEqual([
      'date:monday',
      'time:00:00 UTC',
      'time:9pm utc',
      'date:12/05',
      'date:March 3rd',
    ]);
  });

  it('finds coordinates in both ways players write them', () => {
    expect(factsOf('rally X:512 Y:740 then x: 000 y: 000')).toEqual([
      'coordinate:X:512 Y:740',
      'coordinate:x: 000 y: 000',
    ]);
  });

  it('finds kingdom ids, alliance tags and amounts with M/B/K', () => {
    expect(factsOf('#1234 vs K2345, [ABC] needs 25M+ power, 1.2B kills and 500k rss')).toEqual([
      'kingdom:#1234',
      'kingdom:K2345',
      'alliance:[ABC]',
      'amount:25M+',
      'amount:1.2B',
      'amount:500k',
    ]);
  });

  it('takes capitalised words inside a sentence as names, not the first word of a sentence', () => {
    expect(
      factsOf('Contact Caesar or Brutus. Todos los R4 deben ir. Élodie leads, ask Élodie'),
    ).toEqual(['name:Caesar', 'name:Brutus', 'name:R4', 'name:Élodie']);
  });

  it('keeps plain numbers but not chat shorthand digits', () => {
    expect(factsOf('day 1 and ranks 2-5, thx 4 the support')).toEqual([
      'number:1',
      'number:2',
      'number:5',
    ]);
  });

  it('does not read a hex colour as a kingdom id', () => {
    const kinds = extractFacts('colour #FFD700 and #123456').map((fact) => fact.kind);
    expect(kinds).not.toContain('kingdom');
  });
});

describe('the fact-keeping check', () => {
  const facts = extractFacts(
    'rally X:233 Y:871 at 21:00 utc tmrw, leader Hannibal, [DOOM] has 8M power, day 1',
  );

  it('accepts a rewrite that changes only case and spacing', () => {
    const rewritten =
      'Rally at X: 233, Y: 871 at 21:00 UTC tomorrow. Leader: HANNIBAL. [doom] has 8M power. Day 1.';
    expect(findMissingFacts(facts, rewritten)).toEqual([]);
  });

  it('reports every fact a rewrite dropped or changed', () => {
    const rewritten =
      'Rally at X:233 Y:871 at 9 PM tomorrow, leader Hanni, [DOOM] has 8 million power';
    expect(findMissingFacts(facts, rewritten).map((fact) => fact.text)).toEqual([
      '21:00 utc',
      'Hannibal',
      '8M',
      '1',
    ]);
  });

  it('does not find a number inside a longer number', () => {
    const [day] = extractFacts('day 4');
    expect(findMissingFacts([day!], 'at 14:00 UTC')).toHaveLength(1);
  });
});
