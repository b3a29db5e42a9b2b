import { describe, expect, it } from 'vitest';
import { fromRuns, isSameStyle, mergeRuns, type Run, toRuns } from './runs.ts';
import { validate } from './validate.ts';

describe('reading markup as style runs', () => {
  it('gives each visible character the style of the tags around it', () => {
    expect(toRuns('<size=30><color=#FFD700><b>Title</b></color></size>\n<i>body</i>')).toEqual([
      { text: 'Title', style: { size: 30, color: '#FFD700', bold: true } },
      { text: '\n', style: {} },
      { text: 'body', style: { italic: true } },
    ]);
  });

  it('keeps one stack per tag kind, so mis-nested tags still style what they enclose', () => {
    expect(toRuns('<b><i>Rally</b> now</i>')).toEqual([
      { text: 'Rally', style: { bold: true, italic: true } },
      { text: ' now', style: { italic: true } },
    ]);
    expect(toRuns('<size=40>a<size=20>b</size>c</size>')).toEqual([
      { text: 'a', style: { size: 40 } },
      { text: 'b', style: { size: 20 } },
      { text: 'c', style: { size: 40 } },
    ]);
  });

  it('ignores a closing tag with nothing of its kind open', () => {
    expect(toRuns('a</b>b<i>c</size>d</i>')).toEqual([
      { text: 'ab', style: {} },
      { text: 'cd', style: { italic: true } },
    ]);
  });

  it('runs an unclosed tag to the end', () => {
    expect(toRuns('x <color=red>red to the end\nstill red')).toEqual([
      { text: 'x ', style: {} },
      { text: 'red to the end\nstill red', style: { color: 'red' } },
    ]);
  });

  it('ignores size and colour tags with bad values', () => {
    expect(toRuns('<size=abc>x</size>y<color=#12>z</color>')).toEqual([{ text: 'xyz', style: {} }]);
  });

  it('reads sizes as numbers and colours without quotes', () => {
    expect(toRuns(`<size="30px"><color='#e60000'>x</color></size>`)).toEqual([
      { text: 'x', style: { size: 30, color: '#e60000' } },
    ]);
  });

  it('keeps raw tags the game shows as text as visible text', () => {
    expect(toRuns('<b><s>x</s></b>')).toEqual([{ text: '<s>x</s>', style: { bold: true } }]);
  });

  it('never gives empty runs or two neighbours of one style', () => {
    expect(toRuns('')).toEqual([]);
    expect(toRuns('<b></b>')).toEqual([]);
    expect(toRuns('a<b></b>b<i>c</i>')).toEqual([
      { text: 'ab', style: {} },
      { text: 'c', style: { italic: true } },
    ]);
  });
});

describe('writing runs in canonical form', () => {
  it('nests tags in the order size > color > b > i > u, in lower case, all closed', () => {
    const runs: Run[] = [
      { text: 'x', style: { underline: true, italic: true, bold: true, color: 'red', size: 30 } },
    ];
    expect(fromRuns(runs)).toBe('<size=30><color=red><b><i><u>x</u></i></b></color></size>');
  });

  it('keeps each tag open as long as the runs allow', () => {
    expect(
      fromRuns([
        { text: 'A', style: { size: 30, bold: true } },
        { text: 'B', style: { size: 30, bold: true, italic: true } },
        { text: 'C', style: { size: 30 } },
        { text: 'D', style: {} },
      ]),
    ).toBe('<size=30><b>A<i>B</i></b>C</size>D');
  });

  it('closes inner tags when an outer one changes', () => {
    expect(
      fromRuns([
        { text: 'a', style: { color: '#111111', bold: true } },
        { text: 'b', style: { color: '#222222', bold: true } },
      ]),
    ).toBe('<color=#111111><b>a</b></color><color=#222222><b>b</b></color>');
  });

  it('joins neighbours of one style and skips empty runs', () => {
    expect(
      fromRuns([
        { text: 'a', style: { bold: true } },
        { text: '', style: { italic: true } },
        { text: 'b', style: { bold: true, italic: false } },
      ]),
    ).toBe('<b>ab</b>');
    expect(mergeRuns([{ text: '', style: {} }])).toEqual([]);
  });

  it('keeps text that would read as a tag from becoming one', () => {
    const runs: Run[] = [{ text: 'see </b> and <size=3>', style: {} }];
    const written = fromRuns(runs);
    expect(toRuns(written)).toEqual(runs);
    expect(validate(written).filter((issue) => issue.severity === 'error')).toEqual([]);
    const styled: Run[] = [{ text: '<i>', style: { bold: true } }];
    expect(fromRuns(styled)).toBe('<b><</b><b>i></b>');
    expect(toRuns(fromRuns(styled))).toEqual(styled);
  });

  it('reads back to the same runs', () => {
    const runs: Run[] = [
      { text: 'Title', style: { size: 40, color: '#FFD700', bold: true } },
      { text: '\n• ', style: {} },
      { text: 'X:512 Y:740', style: { color: '#2E7D32', bold: true } },
      { text: ' ★ done', style: { italic: true } },
    ];
    expect(toRuns(fromRuns(runs))).toEqual(runs);
  });
});

describe('comparing styles', () => {
  it('treats absent and false flags alike', () => {
    expect(isSameStyle({ bold: false }, {})).toBe(true);
    expect(isSameStyle({ size: 20 }, { size: 21 })).toBe(false);
  });
});
