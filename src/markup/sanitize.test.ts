import { describe, expect, it } from 'vitest';
import { sanitizeEditable, sanitizeTags } from './sanitize.ts';
import { validate } from './validate.ts';

describe('sanitising editable content', () => {
  it('keeps only the b, i, u, size and color tags', () => {
    expect(
      sanitizeTags(
        '<div><span class="x"><b>Rally</b></span> <size=30><color=#FFD700>now</color></size></div>',
      ),
    ).toBe('<b>Rally</b> <size=30><color=#FFD700>now</color></size>');
  });

  it('removes script and style elements with their content', () => {
    expect(sanitizeTags('a<script>alert(1)</script>b<style>.x{color:red}</style>c')).toBe('abc');
  });

  it('turns <br> into a line break', () => {
    expect(sanitizeTags('one<br>two<br/>three<BR />four')).toBe('one\ntwo\nthree\nfour');
  });

  it('removes style and class attributes from b, i and u, and lower-cases them', () => {
    expect(sanitizeTags('<b style="color:red">x</b> <I class="y">y</I> <U>z</U>')).toBe(
      '<b>x</b> <i>y</i> <u>z</u>',
    );
  });

  it('removes tags the game shows as raw text and keeps their content', () => {
    expect(sanitizeTags('<s>old</s> <align=center>mid</align> <sup>2</sup>')).toBe('old mid 2');
  });

  it('leaves no raw tag behind, even one formed by a removal', () => {
    const clean = sanitizeTags('<<s>s>x</s>');
    expect(validate(clean).filter((issue) => issue.code === 'raw-tag')).toEqual([]);
    expect(clean).toBe('x');
  });

  it('returns clean text unchanged', () => {
    const text = '<size=30><b>Title</b></size>\nbody a < b';
    expect(sanitizeTags(text)).toBe(text);
  });
});

describe('sanitising what is pasted or typed into an editable mail', () => {
  it('keeps only b, i, u, size and color: div, span, br, style, script and attributes go', () => {
    const html =
      '<div style="color:red"><span class="x">Rally</span><br><b style="x">now</b>' +
      '<script>alert(1)</script><style>.a{}</style> <u>at</u> <i>20:00</i></div>';
    expect(sanitizeEditable(html)).toBe('Rally\n<b>now</b> <u>at</u> <i>20:00</i>');
  });

  it('removes an HTML tag written over several lines, and attributes on size and color', () => {
    expect(
      sanitizeEditable('<div\n  style="margin:0">Hold</div>\n<span\nclass="a">the line</span>'),
    ).toBe('Hold\nthe line');
    expect(sanitizeEditable('<size=20 style="x">a</size><color=#FFD700 class="y">b</color>')).toBe(
      '<size=20>a</size><color=#FFD700>b</color>',
    );
  });

  it('leaves a clean mail as it is', () => {
    const mail = '<size=32><color=#FFD700><b>War Meeting</b></color></size>\nJoin at 20:00';
    expect(sanitizeEditable(mail)).toBe(mail);
  });
});
