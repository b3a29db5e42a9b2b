import { describe, expect, it } from 'vitest';
import { fillTemplate, parseDetails, parsePlaceholders, placeholderKey } from './templates.ts';

describe('placeholders', () => {
  it('finds every placeholder with its place and matching key', () => {
    expect(parsePlaceholders('Hi {Alliance Name}, meet at {time} ({alliance_name})')).toEqual([
      { name: 'Alliance Name', key: 'alliance_name', start: 3, end: 18 },
      { name: 'time', key: 'time', start: 28, end: 34 },
      { name: 'alliance_name', key: 'alliance_name', start: 36, end: 51 },
    ]);
  });

  it('ignores braces without a letter, across lines or nested', () => {
    expect(parsePlaceholders('{1/3} {} {a\nb} {{x}')).toEqual([
      { name: 'x', key: 'x', start: 16, end: 19 },
    ]);
  });

  it('matches names case-insensitively with spaces and underscores alike', () => {
    expect(placeholderKey('ALLIANCE_NAME')).toBe('alliance_name');
    expect(placeholderKey(' Alliance  Name ')).toBe('alliance_name');
  });
});

describe('template details', () => {
  it('main page: key: value lines, keys lower-cased with spaces as underscores', () => {
    expect(
      parseDetails('Alliance Name: [ROME]\nTime: 14:30 UTC\nno colon here\n: empty', 'main'),
    ).toEqual({
      alliance_name: '[ROME]',
      time: '14:30 UTC',
    });
  });

  it('second version: comma-separated Key: Value pairs', () => {
    expect(parseDetails('Alliance Name: ROME, Time: 14:30 UTC,Leader:Caesar', 'comma')).toEqual({
      'Alliance Name': 'ROME',
      Time: '14:30 UTC',
      Leader: 'Caesar',
    });
  });

  it('manual: one Key: Value per line, the first colon splits', () => {
    expect(parseDetails('Time: 14:30 UTC\r\nPlace: X:512 Y:740', 'manual')).toEqual({
      Time: '14:30 UTC',
      Place: 'X:512 Y:740',
    });
  });

  it('keeps a key named __proto__ as plain data', () => {
    const details = parseDetails('__proto__: x', 'manual');
    expect(Object.keys(details)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(details)).toBe(Object.prototype);
  });
});

describe('filling a template', () => {
  it('fills placeholders whatever their case and separators', () => {
    const values = parseDetails('alliance name: ROME\ntime: 21:00 UTC', 'main');
    expect(fillTemplate('{ALLIANCE_NAME} rally at {Time}! {Alliance Name}', values)).toEqual({
      text: 'ROME rally at 21:00 UTC! ROME',
      missing: [],
    });
  });

  it('leaves unmatched or blank placeholders in place and reports each once', () => {
    expect(fillTemplate('{Leader} at {X} and {leader} {Y}', { x: '1', y: '  ' })).toEqual({
      text: '{Leader} at 1 and {leader} {Y}',
      missing: ['Leader', 'Y'],
    });
  });

  it('inserts values as they are, without filling placeholders inside them', () => {
    expect(fillTemplate('{a}', { a: '<b>{b}</b>', b: 'no' }).text).toBe('<b>{b}</b>');
  });
});

describe('filling a template without doubling', () => {
  it.each([
    ['Rally at {time} UTC', { time: '14:00 UTC' }, 'Rally at 14:00 UTC'],
    ['Rally at {time} UTC', { time: '14:00 utc' }, 'Rally at 14:00 UTC'],
    ['Rally at {time} UTC', { time: '14:00' }, 'Rally at 14:00 UTC'],
    ['Kingdom #{kingdom}', { kingdom: '#1234' }, 'Kingdom #1234'],
    ['Kingdom K{kingdom}', { kingdom: 'K1234' }, 'Kingdom K1234'],
    ['Alliance [{tag}] recruits', { tag: '[ABC]' }, 'Alliance [ABC] recruits'],
    ['Need {power}M power', { power: '20M' }, 'Need 20M power'],
    ['Led by King {name}', { name: 'King Arthur' }, 'Led by King Arthur'],
    ['{count} troops each', { count: '500k troops' }, '500k troops each'],
    ['Start <b>{time}</b> UTC', { time: '14:00 UTC' }, 'Start <b>14:00</b> UTC'],
    ['Kingdom <b>{kingdom}</b>', { kingdom: 'Kingdom 1234' }, 'Kingdom <b>1234</b>'],
  ])('%s with %j gives %s', (template, values, expected) => {
    expect(fillTemplate(template, values).text).toBe(expected);
  });

  it('keeps a value whose letters only look like the next word', () => {
    expect(fillTemplate('K{kingdom}', { kingdom: 'Kingsland' }).text).toBe('KKingsland');
    expect(fillTemplate('{name}s team', { name: 'Boss' }).text).toBe('Bosss team');
    expect(fillTemplate('Meet {who} at noon', { who: 'Kat' }).text).toBe('Meet Kat at noon');
  });
});
