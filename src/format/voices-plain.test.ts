import { describe, expect, it } from 'vitest';
import { partAtReason, sayPlainly, sayReminderAsOurs } from './voices-plain.ts';

describe('intense says an order without its chat words', () => {
  it('drops a softening "please", laughter and a filler in each language', () => {
    expect(sayPlainly('Bueno, pongan escudo antes de las 8 por favor', 'es')).toBe(
      'Pongan escudo antes de las 8.',
    );
    expect(sayPlainly('lean esto una vez y no pregunten más jaja', 'es')).toBe(
      'Lean esto una vez y no pregunten más.',
    );
    expect(sayPlainly('galera, coloquem escudo agora kkkk', 'pt')).toBe('Coloquem escudo agora.');
    expect(sayPlainly('ну ребят, в почту не пишите пожалуйста', 'ru')).toBe('В почту не пишите.');
    expect(sayPlainly('نحتاج حوالي 20 لاعب يا شباب هههه', 'ar')).toBe('نحتاج حوالي 20 لاعب.');
    expect(sayPlainly('那个，今天至少捐10次哈哈。', 'zh')).toBe('今天至少捐10次。');
  });

  it('says a reminder "not to forget" as the order itself', () => {
    expect(sayPlainly('no olviden donar tecnología todos los días', 'es')).toBe(
      'Donar tecnología todos los días.',
    );
    expect(sayPlainly('не забудьте поставить щит до вечера', 'ru')).toBe(
      'Поставить щит до вечера.',
    );
    expect(sayPlainly('记得打完5次。', 'zh')).toBe('打完5次。');
  });

  it('keeps hedges, words that mean something, questions and a sentence left too short', () => {
    for (const [sentence, language] of [
      ['buscamos gente activa, tipo 8 horas al día', 'es'],
      ['preciso de tipo 10 pessoas', 'pt'],
      ['нужно около 100 человек', 'ru'],
      ['那个城堡今天开。', 'zh'],
      ['¿pueden venir por favor?', 'es'],
      ['jaja gracias', 'es'],
      ['С уважением,', 'ru'],
      ['не забудьте про выносливость', 'ru'],
    ] as const) {
      expect(sayPlainly(sentence, language)).toBe(sentence);
    }
  });
});

describe('motivational shares a reminder "not to forget"', () => {
  it('says it in the first person plural', () => {
    expect(sayReminderAsOurs('no olviden donar tecnología', 'es')).toBe(
      'No olvidemos donar tecnología',
    );
    expect(sayReminderAsOurs('no se olviden de curar las tropas', 'es')).toBe(
      'No nos olvidemos de curar las tropas',
    );
    expect(sayReminderAsOurs('não esqueçam de doar na tec', 'pt')).toBe(
      'Não vamos esquecer de doar na tec',
    );
    expect(sayReminderAsOurs('не забудьте про выносливость', 'ru')).toBe(
      'Давайте не забудем про выносливость',
    );
    expect(sayReminderAsOurs('لا تنسون المحاولات المجانية كل يوم', 'ar')).toBe(
      'لا ننسى المحاولات المجانية كل يوم',
    );
    expect(sayReminderAsOurs('记得打完5次。', 'zh')).toBe('咱们记得打完5次。');
  });

  it('leaves an Arabic reminder before a verb, whose verb would have to change too', () => {
    expect(sayReminderAsOurs('لا تنسون تفتحون الكيس', 'ar')).toBe('لا تنسون تفتحون الكيس');
    expect(sayReminderAsOurs('大家记得打完5次。', 'zh')).toBe('大家记得打完5次。');
  });
});

describe('a thank-you keeps its call to the team', () => {
  it('says "Ребят, спасибо" with its "Ребят"', () => {
    expect(sayPlainly('Ребят, спасибо всем за КД', 'ru')).toBe('Ребят, спасибо всем за КД');
    expect(sayPlainly('Ребят, 2144 ломает наш перевал', 'ru')).toBe('2144 ломает наш перевал.');
  });
});

describe('intense says the reason after an order as a sentence of its own', () => {
  it('parts at "porque", "потому что", "لان", "因为"', () => {
    expect(partAtReason('doem pro banco da aliança porque depois vamos precisar', 'pt')).toEqual([
      'doem pro banco da aliança.',
      'Depois vamos precisar',
    ]);
    expect(partAtReason('Проиграли 1200 очков, потому что 6 человек не пришли.', 'ru')).toEqual([
      'Проиграли 1200 очков.',
      '6 человек не пришли.',
    ]);
    expect(partAtReason('تابعو الروم كل ساعة لان الاوامر تتغير بسرعة.', 'ar')).toEqual([
      'تابعو الروم كل ساعة.',
      'الاوامر تتغير بسرعة.',
    ]);
    expect(partAtReason('今天必须捐满，因为联盟科技快升级了。', 'zh')).toEqual([
      '今天必须捐满。',
      '联盟科技快升级了。',
    ]);
  });

  it('keeps a short reason, a "not because" and a question whole', () => {
    for (const [sentence, language] of [
      ['No tratar gemas, porque sí.', 'es'],
      ['No es porque no quiera venir mañana.', 'es'],
      ['¿Vienen porque abre el paso a las 16?', 'es'],
    ] as const) {
      expect(partAtReason(sentence, language)).toEqual([sentence]);
    }
  });
});
