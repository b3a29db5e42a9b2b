import { describe, expect, it } from 'vitest';
import { mailInTone } from './test/mail-in-tone.ts';
import { askCondition } from './voice-conditions.ts';
import { createVoice } from './voices.ts';

describe('an order for some members, asked of them first', () => {
  it('asks whom a Russian "кто" or "если" names, as "you", then gives the order', () => {
    const motivational = createVoice('motivational', 'ru');
    expect(motivational('Кто без стамины — банки пейте.')).toBe('Без стамины? Банки пейте!');
    const intense = createVoice('intense', 'ru');
    expect(intense('Кто хочет в список - пишите Саше.')).toBe('Хотите в список? Пишите Саше.');
    // Whoever can is asked nothing (round 26: "Можете? Копите…" lost its "whoever").
    expect(intense('Кто может, кидайте дерево и камень в хранилище альянса.')).toBe(
      'Кто может, кидайте дерево и камень в хранилище альянса.',
    );
    expect(intense('Кто уже перешел - ставьте город возле рынка.')).toBe(
      'Уже перешли? Ставьте город возле рынка.',
    );
    expect(intense('Если уходите в отпуск, предупредите Р4.')).toBe(
      'Уходите в отпуск? Предупредите Р4.',
    );
  });

  it('asks a Spanish condition with or without its comma, and "los que estén" as "¿Están…?"', () => {
    const intense = createVoice('intense', 'es');
    expect(intense('Si van a estar offline pongan escudo YA.')).toMatch(
      /^¿Van a estar offline\? Pongan escudo/u,
    );
    expect(intense('Los que estén activos vengan a la bandera.')).toBe(
      '¿Están activos? Vengan a la bandera.',
    );
    expect(intense('Si les faltan avisen antes del lunes.')).toBe(
      '¿Les faltan? Avisen antes del lunes.',
    );
    // "alguien" ends like a verb and is none: the order is "avisen".
    expect(askCondition('Si ven a alguien en nuestro terreno avisen en el chat.', 'es')).toEqual({
      question: '¿Ven a alguien en nuestro terreno?',
      order: 'Avisen en el chat',
    });
  });

  it('never cuts before a "NO" the engine holds as a fact, which may be the order\'s', () => {
    const rules =
      'reglas\n7. si alguien los ataca NO respondan solos, avisen a un R4\n8. donen tech';
    for (const tone of ['motivational', 'intense'] as const) {
      const text = mailInTone(rules, tone).text;
      expect(text).not.toMatch(/ataca NO\?|NO respondan solos\?/u);
      expect(text).toContain('NO respondan solos');
    }
  });

  it('asks nothing of a long Portuguese condition or one in the future ("se alguém te atacar")', () => {
    expect(askCondition('Se você é farm também serve, só manda recurso.', 'pt')).toBe(undefined);
    expect(askCondition('Se alguém da [PTX] te atacar, não revida, manda print.', 'pt')).toBe(
      undefined,
    );
    expect(askCondition('Se pegou errado, cancela e avisa no chat.', 'pt')).toEqual({
      question: 'Pegou errado?',
      order: 'Cancela e avisa no chat',
    });
  });

  it('asks an Arabic condition with no pause before its order, and a Portuguese "quem não tiver"', () => {
    expect(createVoice('motivational', 'ar')('لو مسافر او مشغول كلم R4 قبل الموعد.')).toBe(
      'مسافر او مشغول؟ كلم R4 قبل الموعد!',
    );
    expect(
      createVoice('intense', 'pt')('Quem não tiver o suficiente, começa a juntar AGORA.'),
    ).toBe('Não tem o suficiente? Começa a juntar AGORA.');
  });

  it('asks a Spanish condition said to one governor, and one whose order is a ban', () => {
    const intense = createVoice('intense', 'es');
    expect(intense('Si vas a estar fuera por vacaciones avisa a un R4 y te dejamos.')).toBe(
      '¿Vas a estar fuera por vacaciones? Avisa a un R4 y te dejamos.',
    );
    expect(intense('Si te zerean no llores en el chat, pide RSS y vuelve.')).toBe(
      '¿Te zerean? No llores en el chat, pide RSS y vuelve.',
    );
  });

  it('voices an English order before a formula and keeps the formula', () => {
    expect(
      createVoice(
        'motivational',
        'en',
      )('Join every rally you can, each fort = loot + alliance credits.'),
    ).toBe("Let's join every rally we can — each fort = loot + alliance credits!");
  });

  it('asks in Arabic and Chinese with their own question marks', () => {
    expect(askCondition('اذا بتغيب، بلغ R4.', 'ar')).toEqual({
      question: 'بتغيب؟',
      order: 'بلغ R4',
    });
    expect(askCondition('如果有空闲队伍，马上去挖矿。', 'zh')).toEqual({
      question: '有空闲队伍？',
      order: '马上去挖矿',
    });
    expect(createVoice('intense', 'zh')('如果有空闲队伍，马上去挖矿。')).toBe(
      '有空闲队伍？马上去挖矿。',
    );
  });

  it("leaves a stern mail's conditions as they are: no question is put to the culprits", () => {
    expect(createVoice('motivational', 'ru', { isStern: true })('Кто не придет — кик.')).toBe(
      'Кто не придет — кик.',
    );
  });
});

describe('a duty of ours, said as what we set out to do (motivational)', () => {
  it('says "we must", "tenemos que", "a gente precisa", "мы должны", "لازم ن…" as a call', () => {
    expect(createVoice('motivational', 'en')('We need to hold the pass.')).toBe(
      "Let's hold the pass.",
    );
    expect(
      createVoice('motivational', 'es')('El paso abre el jueves y tenemos que estar TODOS listos.'),
    ).toBe('El paso abre el jueves y vamos a estar TODOS listos.');
    expect(createVoice('motivational', 'pt')('A gente precisa segurar o passo.')).toBe(
      'Vamos segurar o passo.',
    );
    expect(createVoice('motivational', 'ru')('Мы должны удержать перевал.')).toBe(
      'Наша задача — удержать перевал.',
    );
    expect(createVoice('motivational', 'ar')('لازم نمسك الممر.')).toBe('خلونا نمسك الممر.');
    // A stern mail's duty stays one: no call is made of it.
    expect(createVoice('motivational', 'en', { isStern: true })('We need to hold the pass.')).toBe(
      'We need to hold the pass.',
    );
  });

  it('asks no question cut after an Arabic "or" before the second order', () => {
    const text = createVoice(
      'intense',
      'ar',
    )('اذا موافقين ردوا على هذا البريد او كلموا ابو فهد في الديسكورد.');
    expect(text).not.toContain('او؟');
  });
});
