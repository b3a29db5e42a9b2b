import { describe, expect, it } from 'vitest';
import { keepSafeMarkup, SAFE_SIZE } from './safe.ts';

describe('keepSafeMarkup', () => {
  it('keeps markup the game shows well, untouched', () => {
    const mail = `<size=${SAFE_SIZE.min}>a</size><size=${SAFE_SIZE.max}><color=#1A2B3C><b><i>b</i></b></color></size> <color=Maroon>c</color>`;
    expect(keepSafeMarkup(mail)).toEqual({ text: mail, isRemoved: false });
  });

  it.each([
    ['<size=14>tiny</size>', 'tiny'],
    ['<size=91>huge</size>', 'huge'],
    ['<color=#ff000080>see-through</color>', 'see-through'],
    ['<u>underlined</u>', 'underlined'],
    ['<img src=x onerror=alert(1)>img', 'img'],
    ['<script>alert(1)</script>after', 'after'],
    ['<a href="x">link</a>', 'link'],
  ])('takes out %s and keeps the words', (markup, text) => {
    expect(keepSafeMarkup(markup)).toEqual({ text, isRemoved: true });
  });

  it('keeps the safe layers of a run when another is taken out', () => {
    expect(keepSafeMarkup('<size=200><b>Rally</b></size>')).toEqual({
      text: '<b>Rally</b>',
      isRemoved: true,
    });
  });

  it('writes #RGB as #RRGGBB without calling it a removal', () => {
    expect(keepSafeMarkup('<color=#0af>x</color>')).toEqual({
      text: '<color=#00aaff>x</color>',
      isRemoved: false,
    });
  });

  it("leaves a player's own tag-like words when asked, checking only style tags", () => {
    expect(keepSafeMarkup('Rally with <Hannibal> now', { keepsPlayerText: true })).toEqual({
      text: 'Rally with <Hannibal> now',
      isRemoved: false,
    });
    expect(keepSafeMarkup('<size=5>Rally</size> <Hannibal>', { keepsPlayerText: true })).toEqual({
      text: 'Rally <Hannibal>',
      isRemoved: true,
    });
  });

  it("takes the HTML out of a player's own text and keeps their tag-like words", () => {
    const draft =
      'Rally <img src=x onerror=alert(1)>now<script>alert(1)</script> at <a href="https://x.test">the flag</a>' +
      '<iframe src="https://x.test"></iframe><table><tr><td>KvK</td></tr></table> with <Hannibal> and <A0>' +
      '<br><B class="x">go</B> <size=30>Go</size>';
    const { text, isRemoved } = keepSafeMarkup(draft, { keepsPlayerText: true });
    expect(isRemoved).toBe(true);
    expect(text).toBe(
      'Rally now at the flagKvK with <Hannibal> and <A0>\n<b>go</b> <size=30>Go</size>',
    );
  });

  it('leaves a draft without HTML exactly as written', () => {
    const draft = 'Keep <Hannibal> <A0> <a few words> <3 a<b and 5 > 3 <b>bold</b>';
    expect(keepSafeMarkup(draft, { keepsPlayerText: true })).toEqual({
      text: draft,
      isRemoved: false,
    });
  });
});
