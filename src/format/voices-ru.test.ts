import { describe, expect, it } from 'vitest';
import { createVoice } from './voices.ts';

describe('Russian voices say more of a mail in the tone', () => {
  it('an end at its time is a deadline: a call in motivational, a noun in intense', () => {
    expect(createVoice('motivational', 'ru')('Каньон заканчивается завтра.')).toBe(
      'Каньон заканчивается завтра — успеваем!',
    );
    expect(createVoice('intense', 'ru')('Запись на АОО закрывается в четверг.')).toBe(
      'Запись на АОО: закрытие в четверг.',
    );
    expect(createVoice('intense', 'ru')('Каньон заканчивается завтра.')).toBe(
      'Каньон: финиш завтра.',
    );
  });

  it('an end said of everyone or with no time stays as written', () => {
    for (const sentence of ['Все заканчивается завтра.', 'Ивент закрывается, и всё.']) {
      expect(createVoice('motivational', 'ru')(sentence)).toBe(sentence);
      expect(createVoice('intense', 'ru')(sentence)).toBe(sentence);
    }
  });

  it('"добейте" is an order of the list in both tones', () => {
    expect(createVoice('motivational', 'ru')('Добейте все попытки.')).toBe(
      'Давайте добьём все попытки!',
    );
    expect(createVoice('intense', 'ru')('Добейте все попытки.')).toBe('Добить все попытки.');
  });

  it('a sign-up open until a time calls to sign up, and intense names its deadline', () => {
    expect(createVoice('motivational', 'ru')('Запись на МГЕ открыта до четверга.')).toBe(
      'Запись на МГЕ открыта до четверга — записываемся!',
    );
    expect(createVoice('intense', 'ru')('Запись на МГЕ открыта до четверга.')).toBe(
      'Запись на МГЕ — до четверга.',
    );
    for (const sentence of ['Регистрация открыта.', 'Регистрация открыта для всех до пятницы.']) {
      expect(createVoice('motivational', 'ru')(sentence)).toBe(sentence);
      expect(createVoice('intense', 'ru')(sentence)).toBe(sentence);
    }
  });
});
