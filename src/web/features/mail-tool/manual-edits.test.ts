import { describe, expect, it } from 'vitest';
import { insertDivider, pasteClean, styleSelectionOrLine } from './manual-edits.ts';

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
