import { describe, expect, it } from 'vitest';
import { visibleText } from '#markup/index.ts';
import { FormatRequestSchema } from '#shared/schemas/format.ts';
import { formatWithBuiltinEngine } from './builtin-engine.ts';
import { createVoice } from './voices.ts';

function mail(message: string, tone: 'motivational' | 'intense') {
  const result = formatWithBuiltinEngine(
    FormatRequestSchema.parse({
      message,
      mode: 'improve',
      tone,
      rewriteStyle: tone === 'intense' ? 'fully-thematic' : 'balanced',
    }),
  );
  return { text: visibleText(result.formattedMessage), codes: result.warnings.map((w) => w.code) };
}

describe('news, needs and thanks are said in the tone, in six languages', () => {
  const cases: [
    'en' | 'es' | 'pt' | 'ru' | 'zh' | 'ar',
    'motivational' | 'intense',
    string,
    string,
  ][] = [
    [
      'en',
      'motivational',
      'Thanks for the 2k helps today',
      'Thanks for the 2k helps today — you made it happen!',
    ],
    [
      'en',
      'intense',
      'Thanks everyone for the ceroli kills',
      'Thanks, everyone, for the ceroli kills. Well done.',
    ],
    ['en', 'intense', 'need 10 joiners', 'We need 10 joiners. Now.'],
    [
      'es',
      'motivational',
      'El Lost Kingdom empieza mañana',
      'El Lost Kingdom empieza mañana: ¡a prepararse!',
    ],
    ['es', 'intense', 'El registro cierra mañana', 'El registro cierra mañana. Sin falta.'],
    ['es', 'intense', 'Nada de golpes solos', 'Cero golpes solos.'],
    ['pt', 'motivational', 'Fizemos 1.8B de kill points', 'Juntos fizemos 1.8B de kill points!'],
    ['pt', 'intense', 'Mobilização termina em 5h', 'Mobilização termina em 5h. Sem falta.'],
    [
      'ru',
      'motivational',
      'Мы взяли 2 место в королевстве',
      'Вместе мы взяли 2 место в королевстве!',
    ],
    [
      'ru',
      'intense',
      'Регистрация закрывается завтра',
      'Регистрация закрывается завтра. Без опозданий.',
    ],
    ['zh', 'motivational', '我们拿下了6关。', '我们一起拿下了6关！'],
    ['zh', 'intense', '提醒一下AoO报名明天截止。', 'AoO报名明天截止，逾期不候。'],
    ['ar', 'motivational', 'جمعنا نقاط كثيرة', 'معًا جمعنا نقاط كثيرة!'],
    ['ar', 'intense', 'التسجيل ينتهي بكرة', 'التسجيل ينتهي بكرة. بدون تأخير.'],
    ['ar', 'intense', 'التبرع للتقنية كل يوم', 'التبرع للتقنية كل يوم، إلزامي.'],
    ['ar', 'intense', 'التقنية جاهزة تقريبا', 'التقنية جاهزة تقريبا'],
    ['en', 'intense', 'We finished 2nd in AoO.', 'We finished 2nd in AoO. Well earned.'],
    [
      'en',
      'motivational',
      'Alliance tech almost done, ~50 more needed',
      'Alliance tech almost done, ~50 more needed — we can do this!',
    ],
    [
      'es',
      'motivational',
      'La tech esta casi, faltan como 60 donaciones',
      'La tech esta casi, faltan como 60 donaciones: ¡entre todos lo logramos!',
    ],
    ['pt', 'motivational', 'Manda "AoO sim" no chat', 'Bora, manda "AoO sim" no chat!'],
    ['ru', 'motivational', 'Осталось 40 донатов', 'Осталось 40 донатов — добьём вместе!'],
    [
      'zh',
      'motivational',
      '联盟科技快完成了，还差大概50个捐献',
      '联盟科技快完成了，还差大概50个捐献，大家一起冲！',
    ],
    [
      'ar',
      'motivational',
      'لا تنسون تفتحون الكيس قبل.',
      'تذكير للجميع: لا تنسون تفتحون الكيس قبل!',
    ],
  ];
  for (const [language, tone, sentence, expected] of cases) {
    it(`${language} ${tone}: ${sentence}`, () => {
      expect(createVoice(tone, language)(sentence)).toBe(expected);
    });
  }

  it('Spanish calls keep the draft\'s "vosotros" and alternate with what we do', () => {
    const voice = createVoice('motivational', 'es');
    expect(voice('Mandad captura de perfil a Solaris')).toBe(
      '¡Vamos a mandar captura de perfil a Solaris!',
    );
    expect(voice('Apuntarse en el chat')).toBe('Nos apuntamos en el chat');
    expect(voice('Poned escudo 24h')).toBe('Vamos a poner escudo 24h');
    // A noun of the same ending is no order.
    expect(createVoice('motivational', 'es')('Ciudad nueva en X')).toBe('Ciudad nueva en X');
  });

  it('English orders alternate between a call and what we do', () => {
    const voice = createVoice('motivational', 'en');
    expect(voice('Fill helps every day')).toBe("Let's fill helps every day!");
    expect(voice('Garrison the flag near the pass')).toBe('We garrison the flag near the pass');
  });
});

describe('orders said in the tone', () => {
  it('an order to one group is a call or a firm order; news of a plural group stays news', () => {
    expect(createVoice('motivational', 'en')('Main army tp to X:1 Y:2 before it opens')).toBe(
      "Main army, let's tp to X:1 Y:2 before it opens!",
    );
    expect(createVoice('intense', 'en')('Main army tp to X:1 Y:2 before it opens')).toBe(
      'Main army: tp to X:1 Y:2 before it opens.',
    );
    for (const tone of ['motivational', 'intense'] as const) {
      expect(createVoice(tone, 'en')('Scouts report 3 enemy rallies forming')).toBe(
        'Scouts report 3 enemy rallies forming',
      );
    }
  });

  it('intense cuts a long English sentence where "so" or "just" leads to an order', () => {
    expect(
      createVoice(
        'intense',
        'en',
      )("We are 3 kingdoms vs them so don't be scared just stay grouped."),
    ).toBe('We are 3 kingdoms vs them. Do not be scared! Stay grouped.');
  });

  it('intense Spanish and Portuguese drop a "please" inside a sentence and make a ban its own', () => {
    expect(
      createVoice('intense', 'es')('Todos conectados porfa, nada de escudo hasta que acabe.'),
    ).toBe('Todos conectados. Cero escudo hasta que acabe.');
    expect(createVoice('intense', 'pt')('Doem na tech por favor, faltam uns 30.')).not.toMatch(
      /por favor/u,
    );
  });

  it('intense Russian and Spanish make a list of infinitives firm: bans forbidden, every other duty a duty', () => {
    const russian = createVoice('intense', 'ru');
    expect(russian('Не атаковать союзников')).toBe('Запрещено атаковать союзников.');
    expect(russian('Жертвовать в технологии каждый день')).toBe(
      'Обязательно жертвовать в технологии каждый день.',
    );
    expect(russian('Быть онлайн на KvK')).toBe('Быть онлайн на KvK');
    expect(createVoice('intense', 'ru')('Скорость сбора важна')).toBe('Скорость сбора важна');
    const spanish = createVoice('intense', 'es');
    expect(spanish('Donar tecnología todos los días')).toBe(
      'Obligatorio donar tecnología todos los días.',
    );
    expect(spanish('Ayudar siempre')).toBe('Ayudar siempre');
  });

  it('Arabic reads the order after a call to the members; Chinese makes a daily duty firm', () => {
    expect(createVoice('motivational', 'ar')('يا جماعة تبرعوا لتقنية الحلف كل يوم.')).toBe(
      'هيا يا جماعة، تبرعوا لتقنية الحلف كل يوم!',
    );
    expect(createVoice('intense', 'ar')('يا جماعة تبرعوا لتقنية الحلف كل يوم.')).toBe(
      'تبرعوا لتقنية الحلف كل يوم!',
    );
    expect(createVoice('intense', 'zh')('每天捐科技，帮建造')).toBe('每天必须捐科技，帮建造！');
  });

  it("the governors are met at the fight's time once a mail, in the draft's language", () => {
    const english = mail(
      'fort rally\nrally on the level 7 fort at 21:00 UTC\nbring full marches',
      'intense',
    );
    expect(english.text).toMatch(/21:00 UTC/u);
    const russian = mail('Ралли на форт 7 уровня в 21:00 UTC\nЛидер Кира', 'intense');
    expect(russian.text).toMatch(/в 21:00 UTC\. Без опозданий\./u);
    const chinese = mail('集结 蛮族堡垒 18:00 UTC，小白带队', 'motivational');
    expect(chinese.text).toMatch(/不见不散/u);
    // A deadline is no meeting.
    const deadline = mail('Ark sign ups close Thursday 20:00 UTC', 'motivational');
    expect(deadline.text).not.toMatch(/see you there/iu);
  });
});

describe('no rewrite reverses a mail or changes who acts', () => {
  it('a condition with its sanction is no order to do it', () => {
    for (const tone of ['motivational', 'intense'] as const) {
      const voiced = createVoice(tone, 'en')('Go over and you get fined 500k RSS per 1M over');
      expect(voiced).toBe('Go over and you get fined 500k RSS per 1M over');
    }
  });

  it('an attack by one of ours is no call to defend', () => {
    const cases: ['en' | 'ru' | 'pt' | 'ar', string][] = [
      ['en', 'Someone from our alliance is hitting [BSR] farms'],
      ['ru', 'У нас снова кто-то бьет фермы [TSR]'],
      ['pt', 'Alguém da nossa aliança tá batendo nas farms da [PTX]'],
      ['ar', 'محد يضرب مزارع الثاني'],
    ];
    for (const [language, sentence] of cases) {
      for (const tone of ['motivational', 'intense'] as const) {
        expect(createVoice(tone, language)(sentence)).toBe(sentence);
      }
    }
    expect(createVoice('intense', 'en')('DOOM is hitting our farms at the pass')).toBe(
      'DOOM is hitting our farms at the pass. Hold the line.',
    );
  });

  it('the items of a list of what is not tolerated stay what they are', () => {
    const draft =
      '[BRZ] recrutando\n\no que NAO toleramos:\n- bater em farm de aliado\n- sumir na kvk\n- drama no chat geral';
    const { text } = mail(draft, 'intense');
    expect(text).not.toMatch(/batam|sumam|vamos bater/iu);
    expect(text).toMatch(/bater em farm de aliado/iu);
    const english = mail(
      'What we do NOT tolerate:\n- hit allied farms\n- skip KvK',
      'motivational',
    );
    expect(english.text).not.toMatch(/let's hit|we hit/iu);
  });

  it('a contact for outsiders stays theirs to write', () => {
    const voiced = createVoice('motivational', 'en')('send R5 mail to Ashborn if interested');
    expect(voiced).not.toMatch(/let's|we send/iu);
  });

  it('a warning gets no cheer and no news opener', () => {
    const { text } = mail(
      'WHOEVER keeps hitting [BSR] farms STOP. we have NAP with them. last warning, next time its kick',
      'motivational',
    );
    expect(text).not.toMatch(/with us you get|news on|together we/iu);
    const portuguese = mail(
      'AVISO IMPORTANTE\nalguém tá batendo nas farms da [PTX]. a gente tem NAP com eles\nquem desrespeitar: 1a vez advertência, 2a vez kick',
      'motivational',
    );
    expect(portuguese.text).not.toMatch(/novidades sobre|defender juntos/iu);
  });

  it('a thank-you in a warning is said without cheer', () => {
    const voice = createVoice('motivational', 'ru', { isStern: true });
    expect(voice('Спасибо всем за понимание')).toBe('Спасибо всем за понимание');
  });
});

describe('frame lines keep the draft\'s form of "you"', () => {
  it('a Spanish "vosotros" draft gets no line that says "ustedes"', () => {
    const draft =
      'Orden KvK hoy:\n- Paso 5 abre 12:00 UTC, todos tp a X:455 Y:890 antes\n- Nada de golpes solos a [K2K]\n- Curar y volver, usad aceleradores';
    for (const tone of ['motivational', 'intense'] as const) {
      const { text } = mail(draft, tone);
      expect(text).not.toMatch(
        /\b(?:ustedes|sus?|háganlo|sigan|cuídense|estén|duerman|mantengan|respeten)\b/iu,
      );
    }
  });
});
