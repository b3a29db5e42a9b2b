import { describe, expect, it } from 'vitest';
import { mailInTone as mail } from './test/mail-in-tone.ts';
import { createVoice } from './voices.ts';
import { infinitiveOfOrder as infinitiveOfSpanishOrder, infinitiveOfVos } from './voices-es.ts';
import { infinitiveOfOrder as infinitiveOfPortugueseOrder } from './voices-pt.ts';

describe('news, needs and thanks are said in the tone, in six languages', () => {
  it('what we do at a time is a shared strike (motivational) or an order (intense)', () => {
    const draft = 'KvK orders\nwe will attack the pass at 20:00 UTC\nheal your troops first';
    expect(mail(draft, 'motivational').text).toContain('At 20:00 UTC we attack the pass together!');
    expect(mail(draft, 'intense').text).toContain('Attack the pass at 20:00 UTC.');
    // No time given, or a time that is no fact: no strike at a time; intense says it as done.
    const vague = 'KvK orders\nwe will attack when they shield\nheal your troops first';
    expect(mail(vague, 'motivational').text).toContain('We will attack when they shield.');
    expect(mail(vague, 'intense').text).toContain('We attack when they shield.');
  });

  it('"OK, listen up" is the writer calling, not joining', () => {
    const voice = createVoice('motivational', 'en');
    expect(voice('OK, everyone listen up')).toBe('OK, everyone listen up');
    expect(voice('OK, listen up and read')).toBe('OK, listen up and read');
    // Another order of a group is still a call the writer joins.
    expect(createVoice('motivational', 'en')('OK, everyone heal up')).toBe(
      "OK, everyone, let's heal up!",
    );
  });

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
    ['en', 'intense', 'need 10 joiners', '10 joiners needed.'],
    ['en', 'intense', 'we need like 10 people', 'We need like 10 people'],
    ['en', 'motivational', 'need 6 more people', "We need 6 more people — who's joining?"],
    [
      'es',
      'motivational',
      'El Lost Kingdom empieza mañana',
      '¡El Lost Kingdom arranca mañana, a por todas!',
    ],
    ['es', 'intense', 'El registro cierra mañana', 'El registro cierra mañana'],
    ['es', 'intense', 'Nada de golpes solos', 'Cero golpes solos.'],
    ['pt', 'motivational', 'Fizemos 1.8B de kill points', 'Juntos fizemos 1.8B de kill points!'],
    [
      'pt',
      'motivational',
      'Subimos pro 2º lugar no reino',
      'Juntos subimos pro 2º lugar no reino!',
    ],
    [
      'es',
      'motivational',
      'Subimos al 2º puesto del reino',
      '¡Juntos subimos al 2º puesto del reino!',
    ],
    // A plan of where we go is no result: no "Juntos".
    ['pt', 'motivational', 'Vamos para a zona 4', 'Vamos para a zona 4'],
    ['pt', 'intense', 'Mobilização termina em 5h', 'Mobilização termina em 5h'],
    [
      'ru',
      'motivational',
      'Мы взяли 2 место в королевстве',
      'Вместе мы взяли 2 место в королевстве!',
    ],
    ['ru', 'intense', 'Регистрация закрывается завтра', 'Регистрация: закрытие завтра.'],
    ['ru', 'intense', 'Регистрация закрывается', 'Регистрация закрывается'],
    ['ru', 'intense', 'Напоминаю, что сбор в 20:00', 'Сбор в 20:00.'],
    ['zh', 'motivational', '我们拿下了6关。', '我们一起拿下了6关！'],
    ['zh', 'intense', '提醒一下AoO报名明天截止。', 'AoO报名明天截止。'],
    ['ar', 'motivational', 'جمعنا نقاط كثيرة', 'معًا جمعنا نقاط كثيرة!'],
    ['ar', 'intense', 'التسجيل ينتهي بكرة', 'التسجيل ينتهي بكرة'],
    ['ar', 'intense', 'التبرع للتقنية كل يوم', 'التبرع للتقنية كل يوم، إلزامي.'],
    ['ar', 'intense', 'التقنية جاهزة تقريبا', 'التقنية جاهزة تقريبا'],
    ['en', 'intense', 'We finished 2nd in AoO.', 'We finished 2nd in AoO. Well earned.'],
    [
      'en',
      'motivational',
      'Alliance tech almost done, ~50 more needed',
      'Alliance tech almost done, ~50 more needed',
    ],
    [
      'es',
      'motivational',
      'La tech esta casi, faltan como 60 donaciones',
      'La tech esta casi, faltan como 60 donaciones',
    ],
    ['pt', 'motivational', 'Manda "AoO sim" no chat', 'Vamos mandar "AoO sim" no chat!'],
    ['ru', 'motivational', 'Осталось 40 донатов', 'Осталось 40 донатов'],
    [
      'zh',
      'motivational',
      '联盟科技快完成了，还差大概50个捐献',
      '联盟科技快完成了，还差大概50个捐献',
    ],
    [
      'ar',
      'motivational',
      'لا تنسون تفتحون الكيس قبل.',
      'تذكير للجميع: لا تنسون تفتحون الكيس قبل!',
    ],
  ];
  // These are said in a mail of thanks or results, where praise may follow a thank-you.
  for (const [language, tone, sentence, expected] of cases) {
    it(`${language} ${tone}: ${sentence}`, () => {
      expect(createVoice(tone, language, { isThanks: true })(sentence)).toBe(expected);
    });
  }

  it('Spanish calls keep the draft\'s "vosotros" and alternate with what we do', () => {
    const voice = createVoice('motivational', 'es');
    expect(voice('Mandad captura de perfil a Solaris')).toBe(
      '¡Vamos a mandar captura de perfil a Solaris!',
    );
    expect(voice('Apuntarse en el chat')).toBe('Hay que apuntarse en el chat.');
    expect(voice('Poned escudo 24h')).toBe('Vamos a poner escudo 24h');
    // A noun of the same ending is no order.
    expect(createVoice('motivational', 'es')('Ciudad nueva en X')).toBe('Ciudad nueva en X');
  });

  it('intense parts two orders joined by "and", and only orders', () => {
    expect(createVoice('intense', 'en')('Donate tech every day and keep your helps full')).toBe(
      'Donate tech every day! Keep your helps full.',
    );
    // News with an "and" is no pair of orders; two short verbs are one order.
    expect(createVoice('intense', 'en')('They hit us and send rallies')).toBe(
      'They hit us and send rallies',
    );
    expect(createVoice('intense', 'en')('Heal and send troops')).toBe('Heal and send troops!');
  });

  it('English orders alternate between a call and the moment to do it', () => {
    const voice = createVoice('motivational', 'en');
    expect(voice('Fill helps every day')).toBe("Let's fill helps every day!");
    // Never "We garrison…", which reads as news of a habit.
    expect(voice('Garrison the flag near the pass.')).toBe(
      'Time to garrison the flag near the pass.',
    );
    // A standing rule, a comma chain or words before the order stay the player's own.
    const rules = createVoice('motivational', 'en');
    rules('Heal your troops');
    expect(rules('Donate tech every day')).toBe('Donate tech every day');
    rules('Heal your troops');
    expect(rules('Shield up tonight, they are scouting us')).toBe(
      'Shield up tonight, they are scouting us',
    );
    rules('Heal your troops');
    expect(rules('Questions? Ask in chat')).toBe('Questions? Ask in chat');
  });

  it('"you" becomes "we" as a subject and "us" after a verb', () => {
    expect(
      createVoice('motivational', 'en')('Hit the help button, 30 helps cost you nothing'),
    ).toBe("Let's hit the help button, 30 helps cost us nothing!");
    expect(createVoice('motivational', 'en')('Heal before you march')).toBe(
      "Let's heal before we march!",
    );
  });

  it('a "please" between two clauses parts them instead of running them together', () => {
    expect(createVoice('intense', 'en')('join pls need 6 more people')).toBe(
      'Join! 6 more people needed.',
    );
    // Motivational makes a call of the request, the need its reason.
    expect(createVoice('motivational', 'en')('join pls need 6 more people')).toBe(
      "Let's join — we need 6 more people!",
    );
    expect(createVoice('motivational', 'en')('registration is open now pls sign up')).toBe(
      'Registration is open now — please sign up',
    );
    expect(createVoice('intense', 'en')('registration is open now pls sign up')).toBe(
      'Registration: open now. Sign up!',
    );
  });

  it('motivational makes a call of a request the player said "please" in, without the "please"', () => {
    expect(createVoice('motivational', 'en')('Please be online at 20:00 UTC Saturday.')).toBe(
      "Let's be online at 20:00 UTC Saturday!",
    );
    // A request no call is made of keeps its "please".
    expect(createVoice('motivational', 'en')('If you can, please reply by Friday.')).toBe(
      'If you can, please reply by Friday.',
    );
    expect(createVoice('motivational', 'en')('Be online at 20:00 UTC Saturday.')).toBe(
      "Let's be online at 20:00 UTC Saturday!",
    );
  });

  it('a sentence that already calls is not called twice', () => {
    expect(createVoice('motivational', 'ru')('Давайте в этот раз нормально')).toBe(
      'Давайте в этот раз нормально',
    );
    expect(createVoice('motivational', 'pt')('Vamos mudar a aliança hoje')).toBe(
      'Vamos mudar a aliança hoje',
    );
  });

  it('a Spanish call says a second "vosotros" order as the first, and never mixes forms', () => {
    expect(
      createVoice('motivational', 'es')('leed las normas en el discord y poned la ciudad cerca'),
    ).toBe('¡Vamos a leer las normas en el discord y a poner la ciudad cerca!');
    expect(createVoice('motivational', 'es')('leed las normas y pongan la ciudad cerca')).toBe(
      'Leed las normas y pongan la ciudad cerca',
    );
  });

  it('an English end with its time is a deadline in intense and a last push in motivational', () => {
    expect(createVoice('intense', 'en')('Alliance Mobilization ends in 6h')).toBe(
      'Alliance Mobilization: ends in 6h.',
    );
    expect(createVoice('motivational', 'en')('Ark registration closes tomorrow 12:00 UTC')).toBe(
      "Ark registration closes tomorrow 12:00 UTC — let's make the most of it!",
    );
    // An order that runs on after the time is no part of the end's time.
    const runOn = 'Sunset Canyon season ends tomorrow so do your 5 attacks';
    expect(createVoice('motivational', 'en')(runOn)).not.toContain('most of it');
  });

  it('no stock tail is added to news no turn rewords, in six languages', () => {
    const news: ['en' | 'es' | 'pt' | 'ru' | 'zh' | 'ar', string][] = [
      ['en', 'Pass 4 is the big one'],
      ['es', 'La fase 2 es la importante'],
      ['pt', 'A janela de migração fica aberta 2 dias'],
      ['ru', 'Перевал теперь наш'],
      ['zh', '明天开6级关卡'],
      ['ar', 'المعركة تبدأ بكرة'],
    ];
    for (const [language, sentence] of news) {
      for (const tone of ['motivational', 'intense'] as const) {
        expect(createVoice(tone, language)(sentence)).toBe(sentence);
      }
    }
  });
});

describe("an event's start with its time is reworded in the tone", () => {
  const cases: ['en' | 'es' | 'pt' | 'ru', 'motivational' | 'intense', string, string][] = [
    [
      'en',
      'motivational',
      "Lohar's Trial starts tomorrow at reset (00:00 UTC).",
      "Lohar's Trial kicks off tomorrow at reset (00:00 UTC) — let's be there, all of us!",
    ],
    [
      'en',
      'motivational',
      'Pass 4 opens Thursday at 12:00 UTC',
      "Pass 4 opens Thursday at 12:00 UTC — let's give it everything!",
    ],
    [
      'en',
      'intense',
      'Pass 4 opens tomorrow (Thu) at 12:00 UTC.',
      'Tomorrow (Thu) at 12:00 UTC: Pass 4 opens.',
    ],
    ['en', 'intense', 'The ark starts at 20:00 UTC', 'At 20:00 UTC: the ark starts.'],
    [
      'es',
      'motivational',
      'El Lost Kingdom empieza mañana 13:00 UTC',
      '¡El Lost Kingdom arranca mañana 13:00 UTC, a por todas!',
    ],
    [
      'es',
      'intense',
      'La migración abre el sábado a las 00 UTC',
      'El sábado a las 00 UTC: abre la migración.',
    ],
    [
      'pt',
      'motivational',
      'A janela de migração abre domingo',
      'Anota aí: a janela de migração abre domingo!',
    ],
    ['pt', 'intense', 'O Ceroli começa às 20h', 'Às 20h: começa o Ceroli.'],
    [
      'ru',
      'motivational',
      'Ковчег стартует в субботу в 20:00',
      'Ковчег стартует в субботу в 20:00 — покажем, на что способны!',
    ],
    [
      'ru',
      'intense',
      'Завтра в 13:00 UTC открывается перевал 5 ур.',
      'Перевал 5 ур.: открытие завтра в 13:00 UTC.',
    ],
    ['ru', 'intense', 'Ковчег начинается в субботу в 20:00', 'Ковчег: старт в субботу в 20:00.'],
  ];
  for (const [language, tone, sentence, expected] of cases) {
    it(`${language} ${tone}: ${sentence}`, () => {
      expect(createVoice(tone, language)(sentence)).toBe(expected);
    });
  }

  it('a start with no time, a second clause or a pronoun stays as written', () => {
    for (const [language, sentence] of [
      ['en', 'Thu | MGE starts (infantry week)'],
      ['en', 'It starts at 20:00 UTC'],
      ['en', 'Pass 4 opens at 12:00 UTC and pass 5 closes'],
      ['es', 'La migración abre el sábado y hay solo 20 plazas'],
      ['ru', 'Все начинается с доната'],
    ] as const) {
      for (const tone of ['motivational', 'intense'] as const) {
        expect(createVoice(tone, language)(sentence)).toBe(sentence);
      }
    }
  });

  it('a Spanish start after a call stays in motivational; intense drops the call and says the time first', () => {
    expect(createVoice('motivational', 'es')('Gente el Lost Kingdom empieza mañana')).toBe(
      'Gente el Lost Kingdom empieza mañana',
    );
    expect(createVoice('intense', 'es')('¡Gente el Lost Kingdom empieza mañana!')).toBe(
      'Mañana: arranca el Lost Kingdom.',
    );
  });

  it('motivational adds no cheer to a start in a warning, nor a Spanish or Russian cheer to an opening', () => {
    expect(
      createVoice('motivational', 'en', { isStern: true })('The ark starts at 20:00 UTC'),
    ).toBe('The ark starts at 20:00 UTC');
    expect(createVoice('motivational', 'es')('La migración abre el sábado')).toBe(
      'La migración abre el sábado',
    );
    expect(createVoice('motivational', 'ru')('Перевал открывается завтра')).toBe(
      'Перевал открывается завтра',
    );
  });
  it('a start whose subject is who the sentence speaks to stays as written', () => {
    for (const tone of ['motivational', 'intense'] as const) {
      for (const [language, sentence] of [
        ['pt', 'Vocês que querem vir pra K2560 a janela abre sábado 00:00 UTC.'],
        ['es', 'Ustedes que quieren venir la ventana abre el lunes 00:00 UTC.'],
      ] as const) {
        expect(createVoice(tone, language)(sentence)).toBe(sentence);
      }
    }
  });
});

describe('whom to ask is an open door in motivational and a label in intense', () => {
  const cases: ['en' | 'es' | 'pt' | 'zh' | 'ar', 'motivational' | 'intense', string, string][] = [
    [
      'en',
      'motivational',
      "Any q's ask Juno or Dex",
      "Any questions? Just ask Juno or Dex — don't be shy!",
    ],
    ['en', 'intense', 'Any issues just DM one of us.', 'Issues: DM one of us.'],
    [
      'en',
      'motivational',
      'Any issues just DM one of us.',
      "Any issues? Just DM one of us — don't be shy!",
    ],
    [
      'es',
      'motivational',
      'Cualquier duda, escribidle a Vale.',
      '¿Alguna duda? Escribidle a Vale.',
    ],
    ['es', 'intense', 'Cualquier duda con Nerea o Tomas', 'Dudas, con Nerea o Tomas.'],
    ['pt', 'motivational', 'Qualquer dúvida chama no pv.', 'Alguma dúvida? Chama no pv.'],
    [
      'es',
      'motivational',
      'Cualquier duda me escriben por privado.',
      '¿Alguna duda? Me escriben por privado.',
    ],
    // "Anything" is more than a question: it stays as the player wrote it.
    [
      'pt',
      'motivational',
      'Qualquer coisa falem com a gente.',
      'Qualquer coisa falem com a gente.',
    ],
    ['pt', 'intense', 'Qualquer dúvida chama no pv.', 'Dúvidas: chama no pv.'],
    ['ar', 'motivational', 'أي سؤال ثاني كلّم هند.', 'أي استفسار؟ لا تتردد، كلّم هند.'],
    ['ar', 'motivational', 'أي سؤال ثاني كلموا ليلى.', 'أي استفسار؟ لا تترددوا، كلموا ليلى.'],
    ['ar', 'intense', 'اي سؤال في #الحلف على الديسكورد.', 'للاستفسار: في #الحلف على الديسكورد.'],
    ['zh', 'motivational', '有问题私聊 R4 小白', '有任何问题，随时私聊 R4 小白。'],
    ['zh', 'intense', '有问题私聊 R4 小白。', '有问题直接私聊 R4 小白。'],
    ['zh', 'motivational', '有问题 Discord #kvk 找我。', '有任何问题，随时 Discord #kvk 找我。'],
    ['zh', 'intense', '有问题 Discord #kvk 找我。', '有问题 Discord #kvk 直接找我。'],
    ['zh', 'motivational', '有啥不懂的问阿木。', '有任何问题，随时问阿木。'],
    ['zh', 'intense', '差4个人 快来。', '还缺4个人，速来。'],
  ];
  for (const [language, tone, sentence, expected] of cases) {
    it(`${language} ${tone}: ${sentence}`, () => {
      expect(createVoice(tone, language)(sentence)).toBe(expected);
    });
  }

  it('an Arabic line with no one to talk to gets no call in motivational', () => {
    const sentence = 'اي سؤال في #الحلف على الديسكورد.';
    expect(createVoice('motivational', 'ar')(sentence)).toBe(sentence);
  });
});

describe('a need of a number of players asks who joins or is said as wanted', () => {
  const cases: ['es' | 'pt' | 'ru' | 'zh' | 'ar', 'motivational' | 'intense', string, string][] = [
    [
      'es',
      'motivational',
      'Necesitamos 10 personas más',
      'Necesitamos 10 personas más: ¿quién se suma?',
    ],
    ['es', 'intense', 'Necesitamos 10 personas más', 'Se buscan 10 personas más.'],
    ['pt', 'motivational', 'Precisamos de 15 pessoas', 'Precisamos de 15 pessoas — quem topa?'],
    ['pt', 'intense', 'Precisamos de 15 pessoas', 'Faltam 15 pessoas.'],
    ['ru', 'motivational', 'Нужно 5 человек с 60м+', 'Ищем 5 человек с 60м+ — кто с нами?'],
    ['ru', 'intense', 'Нужно 5 человек с 60м+', 'Требуется 5 человек с 60м+.'],
    ['ar', 'motivational', 'نحتاج 5 لاعبين +50M و T5', 'نحتاج 5 لاعبين +50M و T5، مين معنا؟'],
    ['ar', 'intense', 'نحتاج 5 لاعبين +50M و T5', 'المطلوب: 5 لاعبين +50M و T5.'],
    ['zh', 'motivational', '还需要5个人', '还需要5个人，谁一起来？'],
    ['zh', 'intense', '还需要5个人。', '还缺5个人。'],
  ];
  for (const [language, tone, sentence, expected] of cases) {
    it(`${language} ${tone}: ${sentence}`, () => {
      expect(createVoice(tone, language)(sentence)).toBe(expected);
    });
  }

  it('a need with no number stays a need as written', () => {
    for (const [language, sentence] of [
      ['es', 'Necesitamos más actividad'],
      ['pt', 'Precisamos de gente ativa'],
      ['ar', 'نحتاج وقت'],
      ['zh', '需要大家配合'],
    ] as const) {
      for (const tone of ['motivational', 'intense'] as const) {
        expect(createVoice(tone, language)(sentence)).toBe(sentence);
      }
    }
  });
});

describe('a thank-you after a call or singled out is said warmly or tersely', () => {
  it('Russian and English', () => {
    expect(createVoice('motivational', 'ru')('Ребят спасибо всем за КД!')).toBe(
      'Ребят, огромное спасибо всем за КД!',
    );
    expect(createVoice('intense', 'ru', { isThanks: true })('Ребят спасибо всем за КД!')).toBe(
      'Ребят, спасибо всем за КД. Хорошая работа.',
    );
    expect(createVoice('motivational', 'ru')('Отдельное спасибо Кире за ралли.')).toBe(
      'Отдельное огромное спасибо Кире за ралли!',
    );
    expect(
      createVoice('intense', 'ru', { isThanks: true })('Отдельное спасибо Кире за ралли.'),
    ).toBe('Отдельное спасибо Кире за ралли. Респект.');
    expect(createVoice('motivational', 'en')('Special thanks to Dorn for holding pass 7.')).toBe(
      'Huge thanks to Dorn for holding pass 7 — legends!',
    );
  });

  it('no praise after a thank-you in a mail that is no thanks or result, in six languages', () => {
    const cases: ['en' | 'es' | 'pt' | 'ru' | 'zh' | 'ar', string][] = [
      ['en', 'Thanks everyone for the patience'],
      ['en', 'We finished the move to K3012'],
      ['es', 'Gracias por aguantar este último tiempo'],
      ['pt', 'Obrigado pela paciência'],
      ['ru', 'Спасибо за все'],
      ['zh', '感谢大家的耐心'],
      ['ar', 'شكرا على الصبر'],
    ];
    for (const [language, sentence] of cases) {
      const voiced = createVoice('intense', language)(sentence);
      expect(voiced, language).not.toMatch(
        /well done|well earned|buen trabajo|bom trabalho|хорошая работа|干得漂亮|عمل ممتاز/iu,
      );
    }
  });

  it('no cheer in a warning', () => {
    const sentence = 'Отдельное спасибо Кире за ралли.';
    expect(createVoice('motivational', 'ru', { isStern: true })(sentence)).toBe(sentence);
  });
});

describe('a recruitment mail says what it asks and offers', () => {
  const newcomers = { addressesNewcomers: true };
  it('requirements that open with a power figure say whom we look for or what we require, in four languages', () => {
    expect(
      createVoice('motivational', 'en', newcomers)('30M+ power, T5 cav or inf, active for KvK.'),
    ).toBe("We're looking for governors with 30M+ power, T5 cav or inf, active for KvK!");
    expect(
      createVoice('intense', 'es', newcomers)('25M+ de poder, T5 desbloqueado, activos en KvK.'),
    ).toBe('Exigimos 25M+ de poder, T5 desbloqueado, activos en KvK.');
    expect(createVoice('motivational', 'pt', newcomers)('20M+ de poder, T4 completo.')).toBe(
      'Procuramos governadores com 20M+ de poder, T4 completo!',
    );
    expect(createVoice('intense', 'ru', newcomers)('От 30M мощи, T5, активные в KvK.')).toBe(
      'Требования к кандидатам — от 30M мощи, T5, активные в KvK.',
    );
  });

  it('what we have is what we offer, in intense', () => {
    expect(createVoice('intense', 'es', newcomers)('Tenemos equipo de arca y ayudas llenas.')).toBe(
      'Ofrecemos equipo de arca y ayudas llenas.',
    );
    expect(createVoice('intense', 'ru', newcomers)('У нас команда ковчега и полные хелпы.')).toBe(
      'С нами: команда ковчега и полные хелпы.',
    );
    expect(createVoice('intense', 'ar', newcomers)('عندنا فريق ارك ومساعدات كاملة.')).toBe(
      'نوفر لكم: فريق ارك ومساعدات كاملة.',
    );
  });

  it("no label of the turn's own after the player's label", () => {
    const sentence = 'We want: 30M+ power, T5 or close, active in KvK.';
    expect(createVoice('intense', 'en', newcomers)(sentence)).toBe(sentence);
  });

  it('only in a mail to newcomers: a result list to members stays', () => {
    const sentence = '1st Kalinda (12.4M points), 2nd Sorrow, 3rd Bruno.';
    expect(createVoice('intense', 'en')(sentence)).toBe(sentence);
    expect(createVoice('intense', 'es')('Tenemos 3 fuertes hoy.')).toBe('Tenemos 3 fuertes hoy.');
  });
});

describe('a good-luck line is said in the tone', () => {
  it('English and Portuguese', () => {
    expect(createVoice('motivational', 'en')("Gl everyone let's show 2341 who's boss.")).toBe(
      "Good luck, everyone — let's show 2341 who's boss!",
    );
    expect(createVoice('intense', 'en')("Gl everyone let's show 2341 who's boss.")).toBe(
      "Good luck, everyone. Let's show 2341 who's boss.",
    );
    expect(createVoice('motivational', 'en')('gl all')).toBe('Good luck, all!');
    expect(createVoice('motivational', 'pt')('Boa sorte e bom jogo!')).toBe(
      'Boa sorte a todos e bom jogo!',
    );
    expect(createVoice('intense', 'pt')('Boa sorte e bom jogo!')).toBe('Boa sorte. Bom jogo.');
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
      'هيا يا جماعة، نتبرع لتقنية الحلف كل يوم!',
    );
    expect(createVoice('intense', 'ar')('يا جماعة تبرعوا لتقنية الحلف كل يوم.')).toBe(
      'تبرعوا لتقنية الحلف كل يوم!',
    );
    expect(createVoice('intense', 'zh')('每天捐科技，帮建造')).toBe('每天必须捐科技，帮建造！');
  });

  it("the line giving the fight's time gets no stock call glued to it", () => {
    const english = mail(
      'fort rally\nrally on the level 7 fort at 21:00 UTC\nbring full marches',
      'intense',
    );
    expect(english.text).toMatch(/21:00 UTC/u);
    expect(english.text).not.toMatch(/21:00 UTC\. Be there\./u);
    const russian = mail('Ралли на форт 7 уровня в 21:00 UTC\nЛидер Кира', 'intense');
    expect(russian.text).not.toMatch(/в 21:00 UTC\. Без опозданий\./u);
    const chinese = mail('集结 蛮族堡垒 18:00 UTC，小白带队', 'motivational');
    expect(chinese.text).not.toMatch(/18:00 UTC，不见不散/u);
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
    // No stock "Hold the line" after an attack on ours: the order that follows may be to hold back.
    expect(createVoice('intense', 'en')('DOOM is hitting our farms at the pass')).toBe(
      'DOOM is hitting our farms at the pass',
    );
    // "We got 3318 and 3402" is a matchmaking, no result to praise.
    for (const tone of ['motivational', 'intense'] as const) {
      expect(createVoice(tone, 'en')('We got 3318, 3402 and 3377.')).toBe(
        'We got 3318, 3402 and 3377.',
      );
    }
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

describe('a line whose sense a turn would break stays as written', () => {
  it('a scoring rule or an equation, in four languages', () => {
    const cases: ['en' | 'es' | 'ru' | 'pt', string][] = [
      ['en', 'T5 kill x2'],
      ['en', 'DKP = t4 kill x1'],
      ['ru', 'Смерть т4/т5 = 4'],
      ['es', 'Recolectar = poder para el KvK, no lo subestimen'],
      ['pt', 'Kill t5 ×2 no DKP'],
    ];
    for (const [language, sentence] of cases) {
      for (const tone of ['motivational', 'intense'] as const) {
        expect(createVoice(tone, language)(sentence), `${language} ${tone}`).toBe(sentence);
      }
    }
  });

  it("a schedule's dated line keeps its date where the player put it", () => {
    for (const tone of ['motivational', 'intense'] as const) {
      const spanish = '→ la ventana de migración abre el lunes 00:00 UTC';
      expect(createVoice(tone, 'es')(spanish)).toBe(spanish);
      const english = 'MON - alliance mobilization starts 00:00';
      expect(createVoice(tone, 'en')(english)).toBe(english);
    }
  });

  it("an FAQ's answers are no calls", () => {
    const draft =
      'FAQ for new ppl\n\nQ: when do i press help\nA: always. every time u log in, takes 1 sec\n\nQ: where do i put my city?\nA: near the flag. dont settle on the holy site';
    for (const tone of ['motivational', 'intense'] as const) {
      const { text } = mail(draft, tone);
      expect(text).toMatch(/Every time you log in, takes 1 sec/u);
      expect(text).not.toMatch(/let's|you:/iu);
    }
    // "Every time you" is a time, not a group given an order.
    expect(createVoice('motivational', 'en')('Every time you log in, help')).not.toMatch(/let's/iu);
  });

  it('what the reader asks of the officers gets no call that makes the writer ask, in four languages', () => {
    expect(createVoice('motivational', 'en')('ask in chat with your coords')).toBe(
      'Ask in chat with your coords!',
    );
    const cases: ['es' | 'pt' | 'ru' | 'zh', string][] = [
      ['es', 'Preguntar en el chat con coordenadas'],
      ['pt', 'Pedir título no chat com as coordenadas'],
      ['ru', 'Спросить титул в чате с координатами'],
      ['zh', '请私聊R4领取头衔。'],
    ];
    for (const [language, sentence] of cases) {
      expect(createVoice('motivational', language)(sentence), language).toBe(sentence);
    }
  });

  it('a letter to another kingdom keeps its "please" and its terms as proposed', () => {
    const draft =
      'To the leadership of K2847,\n\nwe got matched with you for the next KvK.\n\nour proposal:\n1. NAP between our kingdoms until pass 6\n2. no hitting farms in each others zones\n\nif u agree pls reply with ur contact person';
    for (const tone of ['motivational', 'intense'] as const) {
      const { text } = mail(draft, tone);
      expect(text, tone).toMatch(/please reply/u);
      expect(text, tone).toMatch(/No hitting farms/u);
      expect(text, tone).not.toMatch(/Never hit|Together we got|Well earned/u);
    }
    const arabic = createVoice('intense', 'ar', { isOutside: true });
    expect(arabic('رجاء الرد قبل الجمعة')).toBe('رجاء الرد قبل الجمعة');
  });

  it('motivational keeps a "please" that parts no clauses', () => {
    expect(createVoice('motivational', 'en')('MGE last day, no zeroing please')).toMatch(
      /no zeroing please/u,
    );
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

describe('Spanish and Portuguese orders are said again in the tone, whatever form they take', () => {
  const say = (
    language: 'es' | 'pt',
    tone: 'motivational' | 'intense',
    sentences: readonly string[],
    options = {},
  ) => {
    const voice = createVoice(tone, language, options);
    return sentences.map((sentence) => voice(sentence));
  };

  it('Spanish plural orders give their infinitive, with the spelling of "-car", "-zar" and pronouns', () => {
    expect(infinitiveOfSpanishOrder('curen')).toBe('curar');
    expect(infinitiveOfSpanishOrder('ataquen')).toBe('atacar');
    expect(infinitiveOfSpanishOrder('organicen')).toBe('organizar');
    expect(infinitiveOfSpanishOrder('lleguen')).toBe('llegar');
    expect(infinitiveOfSpanishOrder('apúntense')).toBe('apuntarse');
    expect(infinitiveOfSpanishOrder('guárdenlos')).toBe('guardarlos');
    expect(infinitiveOfSpanishOrder('pongan')).toBe('poner');
    // What is, not what to do; and an "-an" whose verb is not certain.
    expect(infinitiveOfSpanishOrder('tienen')).toBeUndefined();
    expect(infinitiveOfSpanishOrder('buscan')).toBeUndefined();
  });

  it('Portuguese orders give their infinitive, plural or singular', () => {
    expect(infinitiveOfPortugueseOrder('coloquem')).toBe('colocar');
    expect(infinitiveOfPortugueseOrder('doem')).toBe('doar');
    expect(infinitiveOfPortugueseOrder('tragam')).toBe('trazer');
    expect(infinitiveOfPortugueseOrder('manda')).toBe('mandar');
    expect(infinitiveOfPortugueseOrder('podem')).toBeUndefined();
    expect(infinitiveOfPortugueseOrder('ordem')).toBeUndefined();
  });

  it('Spanish motivational calls, then says the next order as what is due', () => {
    expect(
      say('es', 'motivational', [
        'Hay que curar las tropas antes del KvK',
        'Donar tecnología todos los días',
        'Curen las tropas ANTES',
      ]),
    ).toEqual([
      '¡Vamos a curar las tropas antes del KvK!',
      'Hay que donar tecnología todos los días.',
      // The mail's one '!' is said: the call is calm.
      'Vamos a curar las tropas ANTES.',
    ]);
    expect(say('es', 'motivational', ['R4 organicen rally.'])).toEqual(['¡R4, a organizar rally!']);
    // "su mejor tropa" is theirs: no "vamos a" makes it ours.
    expect(say('es', 'motivational', ['Llenar rallies con su mejor tropa'])).toEqual([
      'Hay que llenar rallies con su mejor tropa.',
    ]);
  });

  it('a Spanish "vos" order and a "tú" ban are read by their verb; a future or a past is none', () => {
    expect(infinitiveOfVos('recolectá')).toBe('recolectar');
    expect(infinitiveOfVos('poné')).toBe('poner');
    for (const word of ['está', 'será', 'podrá', 'mandé', 'acá']) {
      expect(infinitiveOfVos(word), word).toBeUndefined();
    }
    expect(
      say('es', 'motivational', [
        'Recolectá solo en el territorio de la alianza',
        'Usá comandantes de recolección',
      ]),
    ).toEqual([
      '¡Vamos a recolectar solo en el territorio de la alianza!',
      'Hay que usar comandantes de recolección.',
    ]);
    expect(say('es', 'intense', ['No mandes a Sun Tzu a juntar madera por favor'])).toEqual([
      'Prohibido mandar a Sun Tzu a juntar madera.',
    ]);
    expect(say('es', 'intense', ['No antes de las 20', 'No tienes que venir'])).toEqual([
      'No antes de las 20',
      'No tienes que venir',
    ]);
    // "Cualquier duda" is no group an order is given to.
    expect(say('es', 'intense', ['Cualquier duda pregunten a los R4: Nacho o Vale.'])).toEqual([
      'Dudas, pregunten a los R4: Nacho o Vale.',
    ]);
  });

  it('Spanish motivational says a ban as "nada de", calmly in a warning', () => {
    expect(say('es', 'motivational', ['No ataquen solos que perdemos tropas'])).toEqual([
      '¡Nada de atacar solos que perdemos tropas!',
    ]);
    // A ban that says its own "nothing" is no "Nada de poner nada": it stays the player's.
    for (const language of ['es', 'pt'] as const) {
      const ban =
        language === 'es' ? 'No poner nada fuera del territorio' : 'Não colocar nada fora';
      expect(say(language, 'motivational', [ban])).toEqual([ban]);
    }
    // A "nothing" or "no one" further on says nothing twice: the ban is still "nada de".
    expect(
      say('es', 'motivational', ['No pongan banderas sin avisar que no sirven pa nada']),
    ).toEqual(['¡Nada de poner banderas sin avisar que no sirven pa nada!']);
    expect(
      say(
        'es',
        'motivational',
        ['No ataquen solos', 'Recolectar solo en el territorio', 'Estar online'],
        {
          isStern: true,
        },
      ),
    ).toEqual([
      'Nada de atacar solos.',
      'Hay que recolectar solo en el territorio.',
      'Estar online',
    ]);
    expect(say('es', 'motivational', ['No pasa nada', 'No pueden venir'])).toEqual([
      'No pasa nada',
      'No pueden venir',
    ]);
  });

  it('a Spanish comma chain keeps one sentence in motivational and is cut in intense', () => {
    const chain = 'Curen las tropas ANTES, nada de aceleradores esta semana, guárdenlos para curar';
    expect(say('es', 'motivational', [chain])).toEqual([
      'Hay que curar las tropas ANTES, nada de aceleradores esta semana, hay que guardarlos para curar',
    ]);
    expect(say('es', 'intense', [chain])).toEqual([
      'Curen las tropas ANTES. Cero aceleradores esta semana. Guárdenlos para curar.',
    ]);
    // A condition keeps its order; a name after a comma starts none.
    for (const tone of ['motivational', 'intense'] as const) {
      expect(say('es', tone, ['Si piden refuerzos y están online, vayan'])).toEqual([
        'Si piden refuerzos y están online, vayan',
      ]);
    }
    expect(say('es', 'intense', ['Rallys con Ramiro, Carmen y Zafiro'])).toEqual([
      'Rallys con Ramiro, Carmen y Zafiro',
    ]);
  });

  it('Spanish intense says bans and duties as rules and drops a call or a reminder before them', () => {
    expect(
      say('es', 'intense', [
        'No pedir gemas ni recursos a cada rato',
        'Nada de atacar a otros del reino',
        'No cambiéis sin avisar.',
        'Hay que curar las tropas.',
        'Los demás llenen rallies con su mejor tropa.',
        'Gobernadores, lean esto una vez.',
        'Solo recordarles que el registro cierra el viernes.',
      ]),
    ).toEqual([
      'Prohibido pedir gemas o recursos a cada rato.',
      'Prohibido atacar a otros del reino.',
      'Prohibido cambiar sin avisar.',
      'Obligatorio curar las tropas.',
      'Los demás: llenen rallies con su mejor tropa.',
      'Lean esto una vez.',
      'El registro cierra el viernes.',
    ]);
    // "Equipo A" is a team, not a call to the team.
    expect(say('es', 'intense', ['Equipo A obeliscos de arriba'])).toEqual([
      'Equipo A obeliscos de arriba',
    ]);
  });

  it('Portuguese motivational says "Vamos…" and "Bora…" in turn, with "sua" made ours', () => {
    expect(
      say('pt', 'motivational', [
        'Coloquem escudo depois de mudar.',
        'Façam suas 2 missões.',
        'Não esquece de usar as chaves antes do reset.',
        'Todo mundo tem que estar online.',
      ]),
    ).toEqual([
      'Vamos colocar escudo depois de mudar!',
      'Bora fazer nossas 2 missões.',
      'Vamos usar as chaves antes do reset',
      'Bora todo mundo estar online',
    ]);
    // A greeting and "Vamos vir" stay as the player wrote them; an order kept to
    // "vocês" ("entrarem", "vocês mesmos") is called in the player's own form.
    expect(
      say('pt', 'motivational', [
        'Fala galera, bom dia',
        'Vem com tropa cheia',
        'Cliquem no botão de ajuda sempre que entrarem',
        'Mandem print pra vocês mesmos',
      ]),
    ).toEqual([
      'Fala galera, bom dia',
      'Vem com tropa cheia',
      'Vamos lá, cliquem no botão de ajuda sempre que entrarem!',
      'Mandem print pra vocês mesmos',
    ]);
    // One call a list of two orders: the second is the player's own.
    expect(say('pt', 'motivational', ['Mandem print pra vocês mesmos'])).toEqual([
      'Vamos lá, mandem print pra vocês mesmos!',
    ]);
    expect(say('es', 'motivational', ['Hola gente, sean bienvenidos'])).toEqual([
      'Hola gente, sean bienvenidos',
    ]);
  });

  it("motivational makes no call of the orders of a welcome: they are the newcomers' to follow", () => {
    expect(
      say('pt', 'motivational', [
        'Sejam bem vindos os novos membros!',
        'Mudem a cidade pra perto do centro',
      ]),
    ).toEqual(['Sejam bem vindos os novos membros!', 'Mudem a cidade pra perto do centro']);
    expect(
      say('es', 'motivational', ['¡Bienvenidos a la alianza!', 'Donar tecnología todos los días']),
    ).toEqual(['¡Bienvenidos a la alianza!', 'Donar tecnología todos los días']);
    expect(say('es', 'motivational', ['Donar tecnología todos los días'])).toEqual([
      '¡Vamos a donar tecnología todos los días!',
    ]);
  });

  it('"quem não X vai Y" becomes a question and its answer, in both tones', () => {
    for (const tone of ['motivational', 'intense'] as const) {
      expect(
        say('pt', tone, [
          'Quem não mudar em 24h vai ser considerado inativo.',
          'Quem não tiver teleporte pede pro Biscoito.',
          'Quem tem gema sobrando vai nela porque vale a pena.',
        ]),
      ).toEqual([
        'Não mudou em 24h? Vai ser considerado inativo.',
        'Não tem teleporte? Pede pro Biscoito.',
        // Intense says the reason as a sentence of its own.
        tone === 'intense'
          ? 'Tem gema sobrando? Vai nela. Vale a pena.'
          : 'Tem gema sobrando? Vai nela porque vale a pena.',
      ]);
      // The one who helps is named ("o conselho"); "quem desrespeitar:" has no answer to give.
      expect(
        say('pt', tone, ['Quem tem pouco o conselho ajuda', 'Quem desrespeitar: 1 aviso']),
      ).toEqual(['Quem tem pouco o conselho ajuda', 'Quem desrespeitar: 1 aviso']);
    }
  });

  it('a Portuguese thank-you already "demais" is not said "demais" twice', () => {
    const voice = createVoice('motivational', 'pt', { isThanks: true });
    expect(voice('valeu demais pela ajuda no forte')).not.toMatch(/demais demais/u);
    expect(voice('valeu pela ajuda no forte')).toBe('Valeu demais pela ajuda no forte — que time!');
  });

  it('Portuguese intense bans, drops "galera" and "valeu", and cuts a chain of orders', () => {
    expect(
      say('pt', 'intense', [
        'Não ataquem as bandeiras deles nem as fazendas.',
        'Galera, farm só na zona 1 e 2!',
        'Doem no mínimo 20 tecnologia por semana, valeu.',
        '20M a 40M: campo aberto, pega as marchas pequenas, não entra em rally grande',
        'Precisa de uns 12 pra fechar.',
      ]),
    ).toEqual([
      'Proibido atacar as bandeiras deles e as fazendas.',
      'Farm só na zona 1 e 2!',
      'Doem no mínimo 20 tecnologia por semana.',
      '20M a 40M: campo aberto. Pega as marchas pequenas. Proibido entrar em rally grande.',
      'Faltam uns 12 pra fechar.',
    ]);
    expect(say('pt', 'intense', ['Time A sábado 13:00 UTC.'])).toEqual([
      'Time A sábado 13:00 UTC.',
    ]);
  });
});
