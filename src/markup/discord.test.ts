import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visibleText } from './count.ts';
import { DISCORD_MESSAGE_LIMIT, toDiscordMessages } from './discord.ts';
import { findUtcTimes, resolveUtcTime } from './utc-times.ts';

function one(markup: string, options = {}): string {
  const messages = toDiscordMessages(markup, options);
  expect(messages).toHaveLength(1);
  return messages[0]!;
}

const LABEL = /^\((\d+)\/(\d+)\)\n/u;

/**
 * What a Discord reader sees as text: escapes resolved, emphasis markers and the zero-width
 * spaces between them gone, each timestamp as one token, a web address as written.
 */
function readAsDiscord(message: string): string {
  let text = '';
  for (let index = 0; index < message.length; index += 1) {
    const character = message[index]!;
    if (character === '\\' && index + 1 < message.length) {
      text += message[index + 1];
      index += 1;
    } else if (/^https?:\/\//u.test(message.slice(index, index + 8))) {
      const end = message.slice(index).search(/[\s<]|$/u);
      text += message.slice(index, index + end);
      index += end - 1;
    } else if (message.startsWith('<t:', index)) {
      const end = message.indexOf('>', index);
      text += ` ${message.slice(index, end + 1)} `;
      index = end;
    } else if (character !== '*' && character !== '_' && character !== '\u200b') {
      text += character;
    }
  }
  return text;
}

const WORD = /[\p{L}\p{N}\p{M}]+|<t:\d+:F>/gu;

describe('a mail as Discord markdown', () => {
  it('makes the given title a heading', () => {
    expect(one('Rally at dawn', { title: 'KvK plan' })).toBe('# KvK plan\nRally at dawn');
  });

  it("makes the mail's own sized first line its heading", () => {
    expect(one('<size=40><color=#FFD700>KvK PLAN</color></size>\nRally at dawn')).toBe(
      '# KvK PLAN\nRally at dawn',
    );
    expect(
      one('<size=40>KvK PLAN</size>\nRally at dawn', { title: 'kvk plan' }),
      'the same title is not written twice',
    ).toBe('# kvk plan\nRally at dawn');
  });

  it('takes no heading from a mail written all in one size', () => {
    expect(one('<size=30>Rally</size>\n<size=30>at dawn</size>')).toBe('Rally\nat dawn');
  });

  it('keeps bold, italic and underline as **, * and __', () => {
    expect(one('<b>Rally</b> <i>now</i> <u>here</u> <b><i>both</i></b>')).toBe(
      '**Rally** *now* __here__ ***both***',
    );
  });

  it('keeps every emphasis marker next to a letter, so Discord reads it', () => {
    expect(one('<b>Rally </b>now<i> at dawn </i>')).toBe('**Rally** now *at dawn* ');
  });

  it('separates a closing and an opening marker of one character', () => {
    expect(one('<b><i>a</i></b><i>b</i>')).toBe('***a***\u200b*b*');
  });

  it('drops colours and sizes', () => {
    expect(one('Go <color=#FF0000>now</color> to <size=20>X:512</size>')).toBe('Go now to X:512');
  });

  it('keeps dividers and symbols, escaping what Discord would read as markdown', () => {
    expect(one('══ ༺✿༻ ══\n★ ⚔ 🛡\n-----\n*****\n____\n~~~\n`|| <@1>')).toBe(
      '══ ༺✿༻ ══\n★ ⚔ 🛡\n-----\n\\*\\*\\*\\*\\*\n\\_\\_\\_\\_\n\\~\\~\\~\n\\`\\|\\| \\<@1>',
    );
  });

  it('escapes a heading, quote or list marker a line starts with', () => {
    expect(one('# one\n> two\n-# three\n- - - -')).toBe('\\# one\n\\> two\n\\-# three\n\\- - - -');
  });

  it('writes bullet lines as a list', () => {
    expect(one('• one\n  ● two\n- three\n* four\n➤ <b>five</b>')).toBe(
      '- one\n- two\n- three\n- four\n- **five**',
    );
  });

  it('leaves a web address as it is', () => {
    expect(one('see https://example.com/a_b*c now')).toBe('see https://example.com/a_b*c now');
  });

  it('makes a UTC time with a stated date a Discord timestamp', () => {
    const seconds = Date.UTC(2026, 11, 1, 18, 0) / 1000;
    expect(one('Match: <b>Tuesday, Dec 1 2026 18:00 UTC</b>!')).toBe(
      `Match: **<t:${seconds}:F>**!`,
    );
  });

  it('places a date without a year nearest to now, and keeps it as text without a now', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(one('Match: Jan 3 12:00 UTC', { now })).toBe(
      `Match: <t:${Date.UTC(2027, 0, 3, 12) / 1000}:F>`,
    );
    expect(one('Match: Jan 3 12:00 UTC')).toBe('Match: Jan 3 12:00 UTC');
  });

  it('keeps a time with only a weekday as text', () => {
    expect(one('Match: Saturday 12:00 UTC', { now: new Date() })).toBe('Match: Saturday 12:00 UTC');
  });

  it('keeps a mail within the limit as one message without a label', () => {
    const mail = 'a'.repeat(DISCORD_MESSAGE_LIMIT);
    expect(toDiscordMessages(mail)).toEqual([mail]);
  });

  it('splits a long mail into numbered messages at blank lines, each within the limit', () => {
    const paragraph = `${'Hold the pass. '.repeat(40).trim()}\nEvery march full.`;
    const mail = Array.from({ length: 6 }, () => paragraph).join('\n\n');
    const messages = toDiscordMessages(mail);
    expect(messages.length).toBeGreaterThan(1);
    messages.forEach((message, index) => {
      expect(message.length).toBeLessThanOrEqual(DISCORD_MESSAGE_LIMIT);
      expect(message.startsWith(`(${index + 1}/${messages.length})\n`)).toBe(true);
      expect(message.endsWith('Every march full.')).toBe(true);
    });
  });

  it('splits one over-long line at spaces, with its emphasis closed in each message', () => {
    const messages = toDiscordMessages(`<b>${'word '.repeat(900)}</b>`);
    expect(messages).toHaveLength(3);
    for (const message of messages) {
      const body = message.replace(LABEL, '');
      expect(body).toMatch(/^\*\*word( word)*\*\*$/u);
      expect(message.length).toBeLessThanOrEqual(DISCORD_MESSAGE_LIMIT);
    }
  });

  it('converts the sample mails within one message each', () => {
    for (const name of ['kvk-plan', 'ark-of-osiris', 'mge-rules', 'recruitment']) {
      const mail = readFileSync(
        new URL(`../../tests/fixtures/mails/${name}.txt`, import.meta.url),
        'utf8',
      );
      const [message] = toDiscordMessages(mail);
      expect(message).toMatch(/^# \S/u);
      expect(message).not.toMatch(/<\/?(?:b|i|u|size|color)\b/u);
    }
  });
});

const PIECES = [
  '<b>',
  '</b>',
  '<i>',
  '</i>',
  '<u>',
  '</u>',
  '<size=40>',
  '</size>',
  '<color=#FFD700>',
  '</color>',
  '<s>',
  ' ',
  '  ',
  '\n',
  '\n\n',
  '• ',
  '- ',
  '# ',
  '> ',
  '*',
  '_',
  '~',
  '`',
  '|',
  '\\',
  '══',
  '★',
  '🛡',
  'Rally',
  'marche',
  'سلام',
  '集结',
  'X:512',
  '14:00',
  'UTC',
  'UTC+2',
  'Monday',
  'May',
  '5',
  '2026-05-05',
  'https://example.com/a_b',
];

describe('a mail as Discord markdown, for any mail', () => {
  it('keeps every visible word, in order (a dated time as its timestamp)', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    const mail = fc
      .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ unit: 'grapheme', maxLength: 6 })), {
        maxLength: 60,
      })
      .chain((pieces) =>
        // A long paragraph now and then, so that mails are split, also inside a line.
        fc.boolean().map((isLong) => pieces.join(isLong ? 'word '.repeat(25) : '')),
      );
    fc.assert(
      fc.property(mail, (markup) => {
        const visible = visibleText(markup);
        let expected = '';
        let from = 0;
        for (const time of findUtcTimes(visible)) {
          if (!time.date) continue;
          const seconds = resolveUtcTime(time, now).instant.getTime() / 1000;
          expected += `${visible.slice(from, time.start)} <t:${seconds}:F> `;
          from = time.end;
        }
        expected += visible.slice(from);
        const messages = toDiscordMessages(markup, { now, limit: 500 });
        const seen = messages
          .map((message) =>
            readAsDiscord(messages.length > 1 ? message.replace(LABEL, '') : message),
          )
          .join('\n');
        expect(seen.match(WORD) ?? []).toEqual(expected.match(WORD) ?? []);
        for (const message of messages) expect(message.length).toBeLessThanOrEqual(500);
      }),
      { numRuns: 400 },
    );
  });
});
