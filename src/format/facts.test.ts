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

  it('keeps plain numbers and ranges but not chat shorthand digits', () => {
    expect(factsOf('day 1 and ranks 2-5, thx 4 the support')).toEqual(['number:1', 'number:2-5']);
    // A numbered item typed with a dash is no range: "6- 5 días inactivo".
    expect(factsOf('5- prohibido\n6- 5 días')).toEqual(['number:5', 'number:6', 'number:5']);
    expect(factsOf('2-3名 周四报名，30 - 40 pases')).toEqual(['number:2-3', 'number:30 - 40']);
  });

  it('reads a hedge or a scope before a number as part of its fact, in every language', () => {
    expect(factsOf('done in like 40 min, like 2M gems, I repeat MAX 3M, ~50 more')).toEqual([
      'number:like 40',
      'amount:like 2M',
      'amount:MAX 3M',
      'number:~50',
    ]);
    expect(factsOf('hay solo como 20 plazas, mínimo 10 personas')).toEqual([
      'number:como 20',
      'number:mínimo 10',
    ]);
    expect(factsOf('temos uns 10 passaportes, pelo menos 3 vezes')).toEqual([
      'number:uns 10',
      'number:pelo menos 3',
    ]);
    expect(factsOf('от 20М силы, примерно 5 человек')).toEqual([
      'amount:от 20М',
      'number:примерно 5',
    ]);
    expect(factsOf('على الاقل 10 اشخاص')).toEqual(['number:على الاقل 10']);
    expect(factsOf('最多3M分，大概15个，22 utc左右')).toEqual([
      'amount:最多3M',
      'number:大概15',
      'time:22 utc左右',
    ]);
  });

  it('reads an hour beside UTC as a time, Discord channels and quoted words to type', () => {
    expect(factsOf('Sunday 14 UTC, farms 19h UTC, ask in #kvk-orders or #mge报名')).toEqual([
      'date:Sunday',
      'time:14 UTC',
      'time:19h UTC',
      'channel:#kvk-orders',
      'channel:#mge报名',
    ]);
    expect(factsOf('type "title pls" in chat, manda “aoo sim”')).toEqual([
      'quote:"title pls"',
      'quote:“aoo sim”',
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

  it('reports a hedge a rewrite dropped, and accepts its accent written in', () => {
    const hedged = extractFacts('got it in like 40 min, minimo 10 personas');
    expect(findMissingFacts(hedged, 'Got it in 40 min, mínimo 10 personas.')).toEqual([hedged[0]]);
    expect(findMissingFacts(hedged, 'Got it in like 40 min. Mínimo 10 personas.')).toEqual([]);
  });

  it('does not find a number inside a longer number', () => {
    const [day] = extractFacts('day 4');
    expect(findMissingFacts([day!], 'at 14:00 UTC')).toHaveLength(1);
  });
});
