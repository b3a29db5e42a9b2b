import { describe, expect, it } from 'vitest';
import { cleanMarkup, insertDivider, pasteClean, styleSelectionOrLine } from './manual-edits.ts';

describe('cleanMarkup', () => {
  it('keeps only b, i, u, size and color: div, span, br, style, script and attributes go', () => {
    const html =
      '<div style="color:red"><span class="x">Rally</span><br><b style="x">now</b>' +
      '<script>alert(1)</script><style>.a{}</style> <u>at</u> <i>20:00</i></div>';
    expect(cleanMarkup(html)).toBe('Rally\n<b>now</b> <u>at</u> <i>20:00</i>');
  });

  it('removes an HTML tag written over several lines, and attributes on size and color', () => {
    expect(
      cleanMarkup('<div\n  style="margin:0">Hold</div>\n<span\nclass="a">the line</span>'),
    ).toBe('Hold\nthe line');
    expect(cleanMarkup('<size=20 style="x">a</size><color=#FFD700 class="y">b</color>')).toBe(
      '<size=20>a</size><color=#FFD700>b</color>',
    );
  });

  it('leaves a clean mail as it is', () => {
    const mail = '<size=32><color=#FFD700><b>War Meeting</b></color></size>\nJoin at 20:00';
    expect(cleanMarkup(mail)).toBe(mail);
  });
});

describe('pasteClean', () => {
  it('puts the cleaned paste in place of the selection, the caret after it', () => {
    const edit = pasteClean('Join  now', { start: 5, end: 5 }, '<div\nstyle="x">the rally</div>');
    expect(edit).toEqual({ text: 'Join the rally now', caret: 14 });
  });
});

describe('insertDivider', () => {
  it('puts the divider on a line of its own', () => {
    expect(insertDivider('<color=#FFD700>Title</color>', 28, '=====')).toEqual({
      text: '<color=#FFD700>Title</color>\n=====',
      caret: 34,
    });
    expect(insertDivider('Title\nBody', 5, '=====').text).toBe('Title\n=====\nBody');
    expect(insertDivider('Title\n', 6, '-----').text).toBe('Title\n-----');
    expect(insertDivider('TitleBody', 5, '=====').text).toBe('Title\n=====\nBody');
  });
});

describe('styleSelectionOrLine', () => {
  it('styles the selection, or the caret’s line when nothing is selected', () => {
    expect(
      styleSelectionOrLine('Rally now', { start: 0, end: 5 }, { color: '#FFD700' })?.text,
    ).toBe('<color=#FFD700>Rally</color> now');
    expect(styleSelectionOrLine('Title\nRally now', { start: 8, end: 8 }, { size: 28 })?.text).toBe(
      'Title\n<size=28>Rally now</size>',
    );
  });

  it('changes nothing on an empty line: never an empty colour tag', () => {
    expect(styleSelectionOrLine('Title\n\nBody', { start: 6, end: 6 }, { color: '#FF0000' })).toBe(
      null,
    );
    expect(styleSelectionOrLine('', { start: 0, end: 0 }, { color: '#FF0000' })).toBe(null);
  });
});
