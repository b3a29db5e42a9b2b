import { describe, expect, it } from 'vitest';
import { visibleText } from '#markup/index.ts';
import { FormatRequestSchema } from '#shared/schemas/format.ts';
import { formatWithBuiltinEngine } from './builtin-engine.ts';
import { createVoice } from './voices.ts';

function mail(message: string, tone: 'motivational' | 'intense', style = 'balanced') {
  const result = formatWithBuiltinEngine(
    FormatRequestSchema.parse({
      message,
      mode: 'improve',
      tone,
      rewriteStyle: tone === 'intense' ? 'fully-thematic' : style,
    }),
  );
  return { text: visibleText(result.formattedMessage), codes: result.warnings.map((w) => w.code) };
}

describe('the tones speak in whole sentences', () => {
  const motivational = createVoice('motivational', 'en');

  it('motivational turns a bare order into a call to action', () => {
    expect(motivational('heal troops before you march again')).toBe(
      "Let's heal troops before we march again!",
    );
  });

  it('motivational makes no call of a question, a condition, a shouted "do NOT" or "tell me"', () => {
    for (const sentence of [
      'Q: do I have to go to zone 3?',
      'If you are away tell an officer before Friday',
      'Tell me by Fri 18 UTC or you are benched',
    ]) {
      expect(createVoice('motivational', 'en')(sentence)).not.toMatch(/let's/iu);
    }
    const shouted = mail(
      'farm rules\nfarms stay home, do NOT tp into zone 4 with a farm',
      'motivational',
    );
    expect(shouted.text).not.toMatch(/let's do NOT/iu);
  });

  it('motivational says a reminder as one: "Let\'s not forget"', () => {
    expect(createVoice('motivational', 'en')("Don't forget the gift chest before reset")).toBe(
      "Let's not forget the gift chest before reset",
    );
  });

  it('motivational asks nothing of governors who are not members yet', () => {
    const voice = createVoice('motivational', 'en', { addressesNewcomers: true });
    expect(voice('Be under 80M power')).toBe('Be under 80M power');
  });

  it('intense makes orders short and firm, and keeps "do not" for this time', () => {
    const voice = createVoice('intense', 'en');
    expect(voice('please make sure to shield up before you log off')).toBe(
      'Shield up before you log off!',
    );
    expect(voice("Don't hit their flags this time")).toBe('Do not hit their flags this time.');
  });

  it('Spanish, Portuguese and Russian plural orders get a call before them', () => {
    expect(createVoice('motivational', 'es')('pongan escudo antes de dormir')).toBe(
      '¡Vamos, pongan escudo antes de dormir!',
    );
    expect(createVoice('motivational', 'pt')('tragam tropas T5')).toBe(
      'Vamos lá, tragam tropas T5!',
    );
    expect(createVoice('motivational', 'ru')('ставьте щиты на ночь')).toBe(
      'Давайте, ставьте щиты на ночь!',
    );
  });
});

describe('Chinese and Arabic are rewritten too', () => {
  it('Chinese: a call we answer together (motivational), a firm order (intense)', () => {
    expect(createVoice('motivational', 'zh')('大家记得去领奖励。')).toBe('大家别忘了去领奖励！');
    expect(createVoice('intense', 'zh')('我们要的是击杀，别浪费时间打农场')).toBe(
      '我们要的是击杀，不许浪费时间打农场！',
    );
    expect(createVoice('intense', 'zh')('下线一定要开罩子')).toBe('下线必须开罩子！');
  });

  it('Arabic: "let\'s" before an order (motivational), no "please" (intense)', () => {
    expect(createVoice('motivational', 'ar')('سجلوا في شات التحالف')).toBe(
      'هيا، سجلوا في شات التحالف!',
    );
    expect(createVoice('intense', 'ar')('جيوش كاملة لو سمحتوا')).toBe('جيوش كاملة!');
  });

  it('a Chinese and an Arabic mail are reworded, not only framed', () => {
    const zh = mail(
      '集结通知\n今晚20:00 UTC 在要塞集合\n请大家带满兵\n不要单独进攻',
      'motivational',
    );
    expect(zh.text).toContain('大家一起带满兵');
    expect(zh.codes).not.toContain('rewrite-limited');
    const ar = mail(
      'رالي على الحصن الساعة 21:00 UTC\nجهزوا جيوش كاملة\nسجلوا في الشات',
      'motivational',
    );
    expect(ar.text).toContain('هيا، جهزوا جيوش كاملة');
  });
});

describe('meaning kept', () => {
  it('hedges, numbers, times, channels and the signer stay, in both rewrite variants', () => {
    const draft =
      'MGE rules\neveryone else stay under like 500k points\nsave at least 20 days of speedups\nask in #mge around 20:00 UTC\n- Thorvald, R5';
    for (const tone of ['motivational', 'intense'] as const) {
      const { text } = mail(draft, tone);
      for (const kept of [
        'like 500k',
        'at least 20 days',
        '#mge',
        'around 20:00 UTC',
        'Thorvald, R5',
      ]) {
        expect(text, `${tone}: ${kept}`).toContain(kept);
      }
      expect(text, tone).not.toMatch(/Council|Leadership|Consejo/u);
    }
  });

  it('says so when nothing could be reworded, in English too', () => {
    expect(mail('Caesar Brutus Nero to K1234 now', 'motivational').codes).toContain(
      'rewrite-limited',
    );
    expect(mail('الشات عربي أو انجليزي بس', 'intense').codes).toContain('rewrite-limited');
  });
});
