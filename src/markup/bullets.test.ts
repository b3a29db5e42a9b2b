import { describe, expect, it } from 'vitest';
import { isInstructionLine, smartBullets } from './bullets.ts';

describe('instruction lines', () => {
  it('recognises lines starting with instruction phrases', () => {
    for (const line of [
      'We need you to hold the pass until the rally lands on the enemy fortress today.',
      'Make sure to shield before you log off tonight, every single one of you.',
      'Please donate to alliance tech every day, it really helps everybody out.',
      'Focus on the altar of darkness first, then we move to the sanctum together.',
      'Remember to use your speedups only on day five of the event for points.',
      "Don't forget to claim the alliance gifts before reset at midnight UTC today.",
      'Don’t forget to claim the alliance gifts before reset at midnight UTC today.',
      'Ensure that your marches are full when you join the rally on the enemy fort.',
      'Tasks include holding the pass, garrisoning the flags and guarding the altar.',
    ]) {
      expect(isInstructionLine(line), line).toBe(true);
    }
  });

  it('recognises the label prefixes', () => {
    for (const label of ['Target', 'Focus', 'Time', 'Commander', 'Location', 'Priority']) {
      expect(isInstructionLine(`${label}: ${'x '.repeat(60)}.`), label).toBe(true);
    }
    expect(isInstructionLine(`Objective: ${'hold '.repeat(30)}!`)).toBe(true);
  });

  it('recognises lines starting with action verbs, as whole words', () => {
    for (const verb of ['Join', 'attack', 'DEFEND', 'rally', 'Gather', 'prepare', 'check']) {
      expect(isInstructionLine(`${verb} ${'now and then '.repeat(8)}.`), verb).toBe(true);
    }
    expect(isInstructionLine(`Update ${'z'.repeat(90)}.`)).toBe(true);
    expect(isInstructionLine(`Confirm ${'z'.repeat(90)}.`)).toBe(true);
    expect(isInstructionLine(`Joined ${'and then '.repeat(10)}.`)).toBe(false);
    expect(isInstructionLine(`Pleased ${'to announce '.repeat(8)}.`)).toBe(false);
  });

  it('recognises key-value lines under 100 characters', () => {
    expect(isInstructionLine('Main leader: Hannibal.')).toBe(true);
    expect(isInstructionLine(`Main leader: ${'Hannibal '.repeat(10)}.`)).toBe(false);
    expect(isInstructionLine(`We meet at 14:30 UTC ${'and talk '.repeat(8)}.`)).toBe(false);
  });

  it('recognises short lines under 80 characters not ending in . or !', () => {
    expect(isInstructionLine('donate tech every day')).toBe(true);
    expect(isInstructionLine('donate tech every day.')).toBe(false);
    expect(isInstructionLine('donate tech every day!')).toBe(false);
    expect(isInstructionLine(`a ${'b'.repeat(80)}`)).toBe(false);
  });

  it('never takes a divider line for an instruction', () => {
    for (const line of ['=====', '-----', '══════ ༺✿༻ ══════', '- - - -']) {
      expect(isInstructionLine(line), line).toBe(false);
    }
  });
});

describe('smart bullets', () => {
  it('bullets runs of at least 2 instruction lines', () => {
    expect(
      smartBullets(
        'The council decided the following for this week, please read it carefully.\nno hitting allies\ndonate tech every day\n\nOne rule.\nshield up',
      ),
    ).toBe(
      'The council decided the following for this week, please read it carefully.\n• no hitting allies\n• donate tech every day\n\nOne rule.\nshield up',
    );
  });

  it('keeps the number of lines and everything outside the bulleted lines', () => {
    const text = 'A long sentence that ends with a period, it is not an instruction line.\n\n\nok.';
    expect(smartBullets(text)).toBe(text);
  });

  it('keeps tags inside lines and leading spaces', () => {
    expect(smartBullets('<b>Join</b> the rally\n    attack <color=red>X:1 Y:2</color>')).toBe(
      '• <b>Join</b> the rally\n    • attack <color=red>X:1 Y:2</color>',
    );
  });

  it('replaces Markdown list markers and keeps existing bullets', () => {
    expect(smartBullets('- join rally\n* attack fort\n• defend city\n<b>- hold</b> pass')).toBe(
      '• join rally\n• attack fort\n• defend city\n<b>• hold</b> pass',
    );
  });

  it('extends an existing list with an instruction line', () => {
    expect(
      smartBullets('• This line was bulleted by the player, even though it is long.\ngather'),
    ).toBe('• This line was bulleted by the player, even though it is long.\n• gather');
  });

  it('is idempotent', () => {
    const text =
      'Orders\njoin\n- attack\n\nLong sentence that ends with a full stop right here.\nok';
    const once = smartBullets(text);
    expect(smartBullets(once)).toBe(once);
  });
});
