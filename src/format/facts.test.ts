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

  it('takes the word after a list number or a bullet as an item start, not a name', () => {
    expect(
      factsOf('Regras:\n1 - Mudem já\n2) Respeito sempre\n3. Heal first\n• Donem\na) Sigam'),
    ).toEqual(['number:1', 'number:2', 'number:3']);
    // A bare rank is what a ranking is about: the name after it stays guarded.
    expect(factsOf('#1 Khan\n1️⃣ Mudem')).toEqual(['number:1', 'name:Khan', 'number:1']);
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

  it('reads UTC written before the time as part of the time', () => {
    expect(factsOf('Reset at UTC 00:00, pass at UTC+3 20:00, gates utc 12h')).toEqual([
      'time:UTC 00:00',
      'time:UTC+3 20:00',
      'time:utc 12h',
    ]);
  });

  it('reads two times joined by "+" as two times, and a channel of kingdoms whole', () => {
    expect(factsOf('Вт форты 18:00 UTC + 23:00 UTC, offset 20:00 UTC+3')).toEqual([
      'time:18:00 UTC',
      'time:23:00 UTC',
      'time:20:00 UTC+3',
    ]);
    expect(factsOf('التنسيق عبر قناة مشتركة #2204-2197 مع المملكة #2204')).toEqual([
      'channel:#2204-2197',
      'kingdom:#2204',
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

  it('finds a day typed without its accent once the tidy writes it in, and no other word', () => {
    const days = extractFacts('arca el sabado, fortes no miercoles');
    expect(findMissingFacts(days, 'Arca el sábado, fortes no miércoles')).toEqual([]);
    expect(
      findMissingFacts(days, 'Arca el domingo, fortes no miércoles').map((f) => f.text),
    ).toEqual(['sabado']);
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

  it('finds a hedge whose letters carry a mark of their own again (Arabic hamza)', () => {
    const facts = extractFacts('★ ذيب - قاد أكثر من 200 رالي');
    expect(facts.map((fact) => fact.text)).toContain('أكثر من 200');
    expect(findMissingFacts(facts, '• ذيب - قاد أكثر من 200 رالي')).toEqual([]);
    expect(findMissingFacts(facts, '• ذيب - قاد 200 رالي')).toHaveLength(1);
  });

  it('reads a Portuguese day that is an ordinal too as a day only where a day is meant', () => {
    const days = (text: string) =>
      extractFacts(text)
        .filter((fact) => fact.kind === 'date')
        .map((fact) => fact.text);
    expect(days('Quebrou regra toma 1 aviso, na segunda tá fora.')).toEqual([]);
    expect(days('na segunda vez é kick, segunda advertência também')).toEqual([]);
    expect(days('Regras: 1 aviso = mute.\nna segunda tá fora')).toEqual([]);
    expect(days('Chegou o aviso. Na segunda a gente ataca')).toEqual(['segunda']);
    expect(days('a quinta fase começa sábado')).toEqual(['sábado']);
    expect(days('Bom, chegou a hora. A partir de segunda a gente entra na luta')).toEqual([
      'segunda',
    ]);
    expect(days('seg 12:00 abre o passo, quarta às 20h altar, até sexta, pessoal')).toEqual([
      'quarta',
      'sexta',
    ]);
    expect(days('Segunda: rally no forte\nsegunda-feira 20:00 UTC')).toEqual([
      'Segunda',
      'segunda-feira',
    ]);
  });

  it('does not find a number inside a longer number', () => {
    const [day] = extractFacts('day 4');
    expect(findMissingFacts([day!], 'at 14:00 UTC')).toHaveLength(1);
  });
});
