import { describe, expect, it } from 'vitest';
import { toDisplaySegments } from './display.ts';

describe('what the preview shows', () => {
  it('gives styled segments for closed tags', () => {
    expect(toDisplaySegments('<size=30><color=#FFD700><b>Title</b></color></size>\nbody')).toEqual([
      { text: 'Title', style: { size: 30, color: '#FFD700', bold: true } },
      { text: '\nbody', style: {} },
    ]);
  });

  it('shows unknown tags literally, in the style around them', () => {
    expect(toDisplaySegments('<b>a <s>b</s></b>')).toEqual([
      { text: 'a ', style: { bold: true } },
      { text: '<s>', style: { bold: true }, raw: true },
      { text: 'b', style: { bold: true } },
      { text: '</s>', style: { bold: true }, raw: true },
    ]);
  });

  it('shows an unclosed opening tag and a stray closing tag literally, as Unity legacy does', () => {
    expect(toDisplaySegments('<b>Rally</i> now')).toEqual([
      { text: '<b>', style: {}, raw: true },
      { text: 'Rally', style: {} },
      { text: '</i>', style: {}, raw: true },
      { text: ' now', style: {} },
    ]);
  });

  it('shows a tag with a bad value literally', () => {
    expect(toDisplaySegments('<size=big>x</size>')).toEqual([
      { text: '<size=big>', style: {}, raw: true },
      { text: 'x', style: {} },
      { text: '</size>', style: {}, raw: true },
    ]);
  });

  it('styles mis-nested but closed tags by kind', () => {
    expect(toDisplaySegments('<b><i>x</b>y</i>')).toEqual([
      { text: 'x', style: { bold: true, italic: true } },
      { text: 'y', style: { italic: true } },
    ]);
  });

  it('underlines <u>, or shows it literally when asked', () => {
    expect(toDisplaySegments('<u>x</u>')).toEqual([{ text: 'x', style: { underline: true } }]);
    expect(toDisplaySegments('<u>x</u>', { showUnderlineAsRaw: true })).toEqual([
      { text: '<u>', style: {}, raw: true },
      { text: 'x', style: {} },
      { text: '</u>', style: {}, raw: true },
    ]);
  });

  it('gives nothing for empty text', () => {
    expect(toDisplaySegments('')).toEqual([]);
  });
});
