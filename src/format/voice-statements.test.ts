import { describe, expect, it } from 'vitest';
import { sayStatementInTone } from './voice-statements.ts';
import { createVoice } from './voices.ts';

describe('statements said in the tone (es, pt, ru, ar, zh)', () => {
  it('motivational says a goal as one we reach together; intense names it', () => {
    expect(createVoice('motivational', 'es')('La meta es 3B.')).toBe(
      'Nuestra meta: 3B, ¡y juntos la alcanzamos!',
    );
    expect(createVoice('motivational', 'pt')('Meta da ali: 20k gemas cada.')).toBe(
      'A meta da ali: 20k gemas cada — juntos a gente chega lá!',
    );
    expect(createVoice('motivational', 'ru')('Цель на КВК — 3ккк КП.')).toBe(
      'Наша общая цель на КВК: 3ккк КП — вместе мы это сделаем!',
    );
    expect(createVoice('intense', 'ru')('Цель на КВК — 3ккк КП.')).toBe('Цель на КВК: 3ккк КП.');
    expect(createVoice('motivational', 'ar')('الهدف هالموسم: توب 3 في الكفك.')).toBe(
      'هدفنا هالموسم: توب 3 في الكفك، ونحققه معًا!',
    );
    expect(createVoice('intense', 'zh')('目标是拿下圣所')).toBe('目标：拿下圣所。');
    // The mail's one '!' is said once: a second goal's cheer ends calmly.
    const voice = createVoice('motivational', 'es');
    voice('La meta es 3B.');
    expect(voice('La meta de DKP es 80 puntos.')).toBe(
      'Nuestra meta de DKP: 80 puntos, y juntos la alcanzamos.',
    );
    // "La meta es que…" says no goal of a few words; a stern mail's goal is no cheer.
    expect(createVoice('motivational', 'es')('La meta es que nadie se quede atrás.')).toBe(
      'La meta es que nadie se quede atrás.',
    );
    expect(createVoice('motivational', 'es', { isStern: true })('La meta es 3B.')).toBe(
      'La meta es 3B.',
    );
  });

  it('intense cuts a chain of statements into short sentences', () => {
    expect(
      createVoice(
        'intense',
        'es',
      )('Ya hablamos con el rey de la 2418, está todo listo para el lunes.'),
    ).toBe('Ya hablamos con el rey de la 2418. Está todo listo para el lunes.');
    expect(
      createVoice(
        'intense',
        'ru',
      )('На нашу крепость идут 4 ралли от врага, всем щит или тп срочно.'),
    ).toBe('На нашу крепость идут 4 ралли от врага. Всем щит или тп срочно.');
    expect(
      sayStatementInTone(
        'В воскресенье чистка, кто не заходил неделю и не донатил - кик.',
        'intense',
        'ru',
      ),
    ).toBe('В воскресенье чистка. Кто не заходил неделю и не донатил - кик.');
    expect(
      sayStatementInTone('上次第一个祭坛晚了3分钟丢了，这次都给我准时上线！', 'intense', 'zh'),
    ).toBe('上次第一个祭坛晚了3分钟丢了。这次都给我准时上线！');
  });

  it('a list, a condition, a relative, a lead or a thing named keeps its commas', () => {
    for (const [language, sentence] of [
      ['es', 'Pedimos 25M+ de poder, T5, activos en KvK.'],
      ['ru', 'Мы взяли 2 место в королевстве, 3 алтаря и перевал 6 за эту неделю.'],
      ['es', 'Si alguien no quiere migrar, respetamos su decision y le damos buena referencia.'],
      ['pt', '• Todo mundo que doou tecnologia, terminamos a pesquisa de guerra'],
      ['pt', 'Doem tecnologia todo dia na aliança, mesmo que seja pouco.'],
      ['ar', 'بعد ما نحتل المكان، الجاريزون لازم يكون قوي (قادة انفنتري)'],
      ['zh', '超出仓库保护的资源，捐科技或者给大号运过去。'],
      ['es', 'Muevan la ciudad cerca del centro y pidan ayuda, ¡cualquier cosa me escriben!'],
    ] as const) {
      expect(sayStatementInTone(sentence, 'intense', language)).toBe(sentence);
    }
  });

  it('intense leaves out laughter, an apology for a rule and a lead that is no fact', () => {
    expect(
      sayStatementInTone('Poder mínimo 15M (sin excepciones, lo siento)', 'intense', 'es'),
    ).toBe('Poder mínimo 15M (sin excepciones)');
    expect(
      createVoice('intense', 'es')('Como ya saben, el reino está muerto y nos vamos a la K2418.'),
    ).toBe('El reino está muerto y nos vamos a la K2418.');
    expect(createVoice('intense', 'pt')('Já falamos com o rei de lá, tá tudo certo kkkk.')).toBe(
      'Já falamos com o rei de lá. Tá tudo certo.',
    );
    expect(sayStatementInTone('И не забывайте про щиты.', 'intense', 'ru')).toBe(
      'Не забывайте про щиты.',
    );
    // Motivational keeps them: only intense is short.
    expect(sayStatementInTone('Tá tudo certo kkkk.', 'motivational', 'pt')).toBe(
      'Tá tudo certo kkkk.',
    );
  });

  it('motivational says a duty of all as ours, and never inserts "together" into what we do', () => {
    expect(createVoice('motivational', 'es')('Todos donan tecnología todos los días.')).toBe(
      'Todos donamos tecnología todos los días.',
    );
    // "empezamos todos juntos perdiendo el paso 4", "migramos todos juntos TODA la alianza": an
    // inserted "together" read as padding to players, so what we do stays as the player said it.
    for (const [language, sentence] of [
      ['es', 'Empezamos perdiendo el paso 4 y al final quedamos segundos.'],
      ['ru', 'В субботу заходим в королевство 1712.'],
      ['zh', '我们打要塞。'],
    ] as const) {
      expect(createVoice('motivational', language)(sentence)).toBe(sentence);
    }
    // What the leaders do, a stem that changes ("juegan") and a condition stay as written.
    for (const [language, sentence] of [
      ['ru', 'Награды раздадим по ДКП в течение 2 дней.'],
      ['es', 'Todos juegan el KvK.'],
      ['es', 'Si atacamos el domingo ganamos.'],
    ] as const) {
      expect(createVoice('motivational', language)(sentence)).toBe(sentence);
    }
  });
});
