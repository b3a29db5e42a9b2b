import { describe, expect, it } from 'vitest';
import { mailInTone as mail } from './test/mail-in-tone.ts';
import { createVoice } from './voices.ts';

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

  it('intense makes orders short and firm, and says "do NOT" for this time, no "never"', () => {
    const voice = createVoice('intense', 'en');
    expect(voice('please make sure to shield up before you log off')).toBe(
      'Shield up before you log off!',
    );
    expect(voice("Don't hit their flags this time")).toBe('Do not hit their flags this time.');
  });

  it('intense gives no order to a thing described ("Free migration help"), only to a group', () => {
    expect(createVoice('intense', 'en')('Free migration help + 1 resource pack per day')).toBe(
      'Free migration help + 1 resource pack per day',
    );
    expect(createVoice('intense', 'en')('Main army tp to the pass')).toBe(
      'Main army: tp to the pass.',
    );
  });

  it('Spanish, Portuguese and Russian plural orders are said as a call', () => {
    expect(createVoice('motivational', 'es')('pongan escudo antes de dormir')).toBe(
      '¡Vamos a poner escudo antes de dormir!',
    );
    // An order whose infinitive is unknown is called as the player gave it.
    expect(createVoice('motivational', 'es')('repartan recursos')).toBe(
      '¡Vamos, repartan recursos!',
    );
    expect(createVoice('motivational', 'pt')('tragam tropas T5')).toBe('Vamos trazer tropas T5!');
    expect(createVoice('motivational', 'ru')('закройте ворота на ночь')).toBe(
      'Давайте, закройте ворота на ночь!',
    );
  });

  it('Portuguese "faz parte" says what is: no call makes it "vamos fazer parte"', () => {
    for (const tone of ['motivational', 'intense'] as const) {
      expect(createVoice(tone, 'pt')('Faz parte.')).toBe('Faz parte.');
    }
    expect(createVoice('motivational', 'pt')('Faz o mapa hoje.')).not.toBe('Faz o mapa hoje.');
    // Intense still says it as a short sentence of its own.
    expect(createVoice('intense', 'pt')('Não é vergonha, faz parte.')).toBe(
      'Não é vergonha. Faz parte.',
    );
  });
});

describe('Russian orders are said again in the tone', () => {
  const motivational = () => createVoice('motivational', 'ru');
  const intense = () => createVoice('intense', 'ru');

  it('motivational says an order as what we do together, "Давайте" only before a perfective', () => {
    expect(motivational()('ставьте щиты на ночь')).toBe('Ставим щиты на ночь!');
    expect(motivational()('поставьте щиты и шлите помощь')).toBe(
      'Давайте поставим щиты и шлём помощь!',
    );
    expect(motivational()('одиночками не лезть.')).toBe('Одиночками не лезем!');
    expect(motivational()('всем быть у X к 12:30.')).toBe('Все вместе — у X к 12:30!');
    expect(motivational()('нужно поставить щиты на ночь')).toBe('Давайте поставим щиты на ночь!');
    expect(motivational()('Будьте на связи, на старте будет жарко.')).toBe(
      'Будем на связи, на старте будет жарко!',
    );
  });

  it('motivational opens the door for questions and keeps a "please" it makes no call of', () => {
    expect(motivational()('Вопросы в дискорд, в чате не флудим.')).toBe(
      'Есть вопросы — пишите в дискорд, в чате не флудим!',
    );
    expect(motivational()('Пожалуйста поддержите Лису так же как меня.')).toBe(
      'Пожалуйста поддержите Лису так же как меня.',
    );
  });

  it('motivational makes no "we" of news, a condition, an order to someone named or to newcomers', () => {
    for (const sentence of [
      'Фермы сидят дома под щитом и шлют ресы.',
      'Кто без Т5 — в гарнизон не садимся.',
      'R4 собирайте ралли.',
      'Пишите Гризли или заходите сразу.',
      'Смерть Т4/Т5 = 4',
    ]) {
      expect(motivational()(sentence)).toBe(sentence);
    }
    const newcomers = createVoice('motivational', 'ru', { addressesNewcomers: true });
    expect(newcomers('Заходите сразу')).toBe('Заходите сразу');
  });

  it('intense cuts a chain of orders into short sentences and says them in the infinitive', () => {
    expect(intense()('Ралики водят Стас и Пума, остальные вливаются, одиночками не лезть.')).toBe(
      'Ралики водят Стас и Пума. Остальные вливаются. Одиночками не лезть.',
    );
    expect(intense()('Вопросы в дискорд, в чате не флудим.')).toBe(
      'Вопросы — в дискорд. В чате не флудить.',
    );
    expect(intense()('первые 3 дня все стоим в зоне 1')).toBe('Первые 3 дня всем стоять в зоне 1.');
    expect(intense()('Ребята, заходите быстрее пожалуйста')).toBe('Заходить быстрее.');
  });

  it('intense keeps a list of nouns and news said as "будем" in one piece, and asks a condition', () => {
    // A condition is asked of whom the order is for, never cut from it: "Вы в отпуске? Пишите…".
    expect(intense()('Если вы в отпуске, пишите заранее.')).toBe('Вы в отпуске? Пишите заранее.');
    for (const sentence of [
      'Даем: прокачанные техи, помощь с ковчегом, дружный чат.',
      'Мы взяли 2 место в королевстве, 3 алтаря и перевал 6.',
      'Будем рады новым игрокам.',
      'Место Р4 свободно — кто хочет, пишите Ярославе.',
    ]) {
      expect(intense()(sentence)).toBe(sentence);
    }
    // Between commas an order keeps the form of its neighbours: no "отдыхаем, лечиться".
    expect(intense()('Завтра отдыхаем, лечимся, ускорения только на лечение.')).toBe(
      'Завтра отдыхаем, лечимся, ускорения только на лечение.',
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
      'هيا نسجل في شات التحالف!',
    );
    expect(createVoice('motivational', 'ar')('حطوا درع 8 ساعات')).toBe('هيا، حطوا درع 8 ساعات!');
    expect(createVoice('intense', 'ar')('جيوش كاملة لو سمحتوا')).toBe('جيوش كاملة.');
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
    expect(ar.text).toContain('هيا نجهز جيوش كاملة');
  });
});

describe('Chinese orders are said again in the tone', () => {
  it('motivational: a ban we keep together, "一起" before everyone\'s move, a rally call', () => {
    expect(createVoice('motivational', 'zh')('不准打盟友')).toBe('咱们不打盟友！');
    expect(createVoice('motivational', 'zh')('击杀阶段不要乱打别人，只打指定目标')).toBe(
      '击杀阶段咱们别乱打别人，只打指定目标！',
    );
    expect(createVoice('motivational', 'zh')('所有人 13:30 UTC 前迁城到 X 附近')).toBe(
      '所有人 13:30 UTC 前一起迁城到 X 附近！',
    );
    expect(createVoice('motivational', 'zh')('下周继续，加油')).toBe('下周继续，一起加油！');
    expect(createVoice('motivational', 'zh')('集结蛮族要塞 X 还差3队 速来！')).toBe(
      '集结蛮族要塞 X，还差3队，大家快上车！',
    );
  });

  it('motivational says "咱们" on every other ban of a mail, not on each', () => {
    const voice = createVoice('motivational', 'zh');
    const said = ['不准打盟友。', '不要跑到别人旗子旁边。', '不要等别人。', '不要刷屏。'].map(
      (sentence) => voice(sentence),
    );
    expect(said.filter((sentence) => sentence.includes('咱们'))).toHaveLength(2);
  });

  it('motivational names no "咱们" with whom a ban is for, nor makes "别人" a ban', () => {
    for (const sentence of ['T3别来送', '自己人不要抢', '没名额的积分别超过500万']) {
      expect(createVoice('motivational', 'zh')(sentence)).toBe(sentence);
    }
    expect(createVoice('motivational', 'zh')('别人的农场不要打')).not.toContain('咱们别人');
  });

  it('intense: bans inside a clause firm, everyone\'s move a duty, "别人" and "别怪" kept', () => {
    expect(createVoice('intense', 'zh')('加速别用在建筑上，全留着治疗')).toBe(
      '加速不许用在建筑上，全留着治疗！',
    );
    expect(createVoice('intense', 'zh')('不准打盟友')).toBe('严禁打盟友！');
    expect(createVoice('intense', 'zh')('所有人11:30前迁城到 X 附近')).toBe(
      '所有人11:30前必须迁城到 X 附近！',
    );
    expect(createVoice('intense', 'zh')('别人的农场不要打')).toBe('别人的农场不许打！');
    expect(createVoice('intense', 'zh')('被骗了别怪没说')).toBe('被骗了别怪没说');
    // "不要钱" (it costs nothing) and "不要求" (no requirement) are no bans.
    for (const free of ['点一下不要钱', '30M以下不要求战力', '不要求战力']) {
      expect(createVoice('intense', 'zh')(free)).not.toContain('不许');
    }
    expect(createVoice('intense', 'zh')('大家一起配合，级别高的先上')).toBe(
      '大家一起配合，级别高的先上',
    );
  });
});

describe('Arabic orders are said again in the tone', () => {
  it('motivational says a plural order as ours, "your" as "our", alternating "هيا" and "لـ"', () => {
    const voice = createVoice('motivational', 'ar');
    expect(voice('انقلو مدنكم جنب العلم X وجهزوا جيوشكم')).toBe(
      'هيا ننقل مدننا جنب العلم X ونجهز جيوشنا!',
    );
    expect(voice('تبرعوا بالتكنولوجيا كل يوم')).toBe('لنتبرع بالتكنولوجيا كل يوم');
    expect(voice('يا جماعة تبرعوا لتقنية الحلف كل يوم')).toBe(
      'هيا يا جماعة، نتبرع لتقنية الحلف كل يوم',
    );
    expect(createVoice('motivational', 'ar')('لا تنقلون قبل الوقت')).toBe('لا ننقل قبل الوقت!');
  });

  it('motivational makes no "we" of news in the past, a noun, a weak verb or an order to ask', () => {
    for (const sentence of [
      'ضربوا 3 مدن امس',
      'العدو قريب من المقر',
      'اسألوا أبو فهد او ليلى',
      'اطلبوها في #titles مع الإحداثيات',
      'ابو فهد يقود الرالي',
      'انقلو مدنكم جنب العلم واسألوا ليلى',
    ]) {
      expect(createVoice('motivational', 'ar')(sentence)).toBe(sentence);
    }
  });

  it('intense drops greetings and calls, cuts a chain of orders and says a ban firmly', () => {
    const intense = () => createVoice('intense', 'ar');
    expect(intense()('مرحبا بالجميع فقط تذكير ان تسجيل AoO يغلق بكرة')).toBe(
      'تسجيل AoO يغلق بكرة.',
    );
    expect(intense()('العدو يضرب مزارعنا عند X ،، الكل اونلاين يحط درع الحين')).toBe(
      'العدو يضرب مزارعنا عند X. دافعوا الآن. الكل اونلاين يحط درع الحين.',
    );
    // A cut that rewords nothing else is not made: the notice says the rewrite was limited.
    expect(intense()('فرق من 4 أشخاص، سجلوا أسماءكم في #ceroli')).toBe(
      'فرق من 4 أشخاص، سجلوا أسماءكم في #ceroli',
    );
    expect(intense()('لا تنقلون قبل الوقت')).toBe('لا تنقلوا قبل الوقت!');
    expect(intense()('بالتوفيق يا شباب')).toBe('بالتوفيق.');
    expect(intense()('لا تنسون تفتحون الكيس قبل')).toBe('لا تنسون تفتحون الكيس قبل!');
    expect(intense()('يا جماعة الخير، خلص KVK وبصراحة ما توقعنا هالنتيجة.')).not.toMatch(/^الخير/u);
    // A list of nouns is no chain of orders, and a greeting alone stays.
    expect(intense()('القادة: ابو فهد، صقر، ليث')).toBe('القادة: ابو فهد، صقر، ليث');
    expect(intense()('السلام عليكم يا حكام،')).toBe('السلام عليكم يا حكام،');
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

describe('intense and motivational say chat words and reminders as an officer does', () => {
  it('intense drops "please", laughter and fillers; motivational shares a reminder', () => {
    expect(createVoice('intense', 'es')('Bueno, pongan escudo antes de las 8 por favor')).toBe(
      'Pongan escudo antes de las 8.',
    );
    expect(createVoice('intense', 'ru')('ну ребят, в почту не пишите пожалуйста')).toBe(
      'В почту не пишите.',
    );
    expect(createVoice('motivational', 'ru')('не забудьте про выносливость')).toBe(
      'Давайте не забудем про выносливость',
    );
    expect(createVoice('motivational', 'es')('no olviden donar tecnología')).toBe(
      'No olvidemos donar tecnología',
    );
  });

  it('intense says the reason after an order as its own sentence, each voiced', () => {
    expect(
      createVoice(
        'intense',
        'pt',
      )('Proibido abrir rali paralelo, porque fica todo mundo separado.'),
    ).toBe('Proibido abrir rali paralelo. Fica todo mundo separado.');
  });

  it('says a Portuguese noun in -ar, a Russian saying and an Arabic welcome as the player did', () => {
    expect(mail('AOO\nplacar final 1.5M x 980k', 'motivational').text).toContain(
      'Placar final 1.5M x 980k.',
    );
    expect(
      mail('ФОРТЫ\nзакрыли все 40\nтак держать, сегодня в то же время', 'motivational').text,
    ).toContain('Так держать, сегодня в то же время');
    expect(mail('تجنيد [ARB]\nراسلني أو راسل Abu_Fahad\nمرحبا بالكل', 'intense').text).toContain(
      'مرحبا بالكل',
    );
    expect(
      mail(
        '[ESP] RECLUTANDO\nbuscamos gente activa\ntenemos la tech del ali al maximo',
        'motivational',
      ).text,
    ).toContain('¡Con nosotros tendrás la tech del ali al máximo!');
  });

  it('makes no verb of a name, no call of a thing, and no "together" of a letter to another alliance', () => {
    const thanks = mail(
      'GRACIAS FAMILIA\nespecialmente a:\n- Kraken por llenar el hospital\n- Mili y su guarnicion',
      'motivational',
    ).text;
    expect(thanks).toContain('Kraken por llenar el hospital');
    expect(thanks).not.toMatch(/krakar|Vamos, kraken/iu);
    expect(
      mail('REGRAS DE FARM\n- nome tem q ter a tag da main\n- max 3 farms', 'motivational').text,
    ).toContain('Nome tem que ter a tag da main');
    const letter = mail(
      '致 [WLF] 全体：\n按照上周谈好的，北边圣坛归我们\n请不要再来我们旗子附近采集',
      'motivational',
    ).text;
    expect(letter.split('\n')[0]).toContain('[WLF]');
    expect(letter).not.toMatch(/大家一起|咱们/u);
  });

  it('calls no newcomer to join what is theirs to do, and says "together" once', () => {
    const welcome = mail(
      'Welcome to [DRG] Dragon Sons!!\nglad to have you, here are the basics:\n- join our discord\n- teleport inside the territory',
      'motivational',
    ).text;
    expect(welcome).not.toMatch(/Let's join our Discord|Let's teleport/u);
    expect(
      mail('ALTAR\nwe go together, nobody solos the altar', 'motivational').text,
    ).not.toContain('Together we go together');
  });
});
