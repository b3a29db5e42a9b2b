import { describe, expect, it } from 'vitest';
import { visibleText } from '#markup/index.ts';
import { FormatRequestSchema } from '#shared/schemas/format.ts';
import { formatWithBuiltinEngine } from './builtin-engine.ts';
import { extractFacts } from './facts.ts';
import { mailInTone } from './test/mail-in-tone.ts';
import { createVoice } from './voices.ts';

/** Keep my words' mail; `mailInTone` gives the rewrites as the home page sends them. */
function mail(message: string): string {
  return visibleText(
    formatWithBuiltinEngine(FormatRequestSchema.parse({ message })).formattedMessage,
  );
}

/** Keep my words' title: the mail's first line. */
function title(draft: string): string | undefined {
  return mail(draft).split('\n')[0];
}

const TONES = ['motivational', 'intense'] as const;

// What the blind rounds' readers found wrong, each in a draft of its kind (the rounds' own drafts
// are in the rubric, tests/fixtures/rubric-drafts.jsonl).
describe('what round 10 found', () => {
  it('keeps "don\'t just watch it" one ban in a firm order, never "do not. Watch it!"', () => {
    const order = "If a flag is under attack ping @flag-defense in Discord, don't just watch it.";
    expect(createVoice('intense', 'en')(order)).not.toMatch(/do not\. Watch/u);
    expect(createVoice('intense', 'en')(order)).toMatch(/do not just watch it/u);
  });

  it('keeps whom a "please" order is for in its sentence', () => {
    const draft =
      'flags\nwe are 2 flags short of the cap, so any1 sitting on alliance credits pls donate';
    expect(mail(draft)).toContain('so anyone sitting on alliance credits please donate.');
  });

  it("reads an infinitive that is a clause's subject as no order", () => {
    const sentence = 'Donar con gemas no es obligatorio, con los recursos diarios alcanza.';
    for (const tone of TONES) {
      expect(createVoice(tone, 'es')(sentence)).toBe(sentence);
    }
    expect(createVoice('motivational', 'pt')('Não vai ter desculpa amanhã.')).toBe(
      'Não vai ter desculpa amanhã.',
    );
  });

  it('keeps a greeting that calls its readers new whole, and titles a call without whom it calls', () => {
    const welcome = mail('BEM VINDOS A [BRZ]\nfala galera nova, sejam bem vindos ao reino 2381!!');
    expect(welcome).toContain('Fala galera nova,');
    expect(welcome).not.toMatch(/^Nova/mu);
    expect(mail('ATENÇÃO galera 🛡️\nvai ter zeragem hj a noite, bota escudo').split('\n')[0]).toBe(
      'ATENÇÃO',
    );
  });

  it('calls no one to a time something began ("scouting us since 03:00 UTC")', () => {
    const alert = 'scouts alert\n[K9] has been scouting our farms since 03:00 UTC, shield up';
    for (const tone of TONES) {
      // The time is said once, where the draft says it: no closing line calls to it.
      expect(mailInTone(alert, tone).text.match(/03:00/gu)).toHaveLength(1);
    }
  });

  it('titles a letter to another alliance by that alliance, never by its "Para:" label', () => {
    const letter =
      'Para: R5 y R4 de [TKR] Tigres del Sur\nDe: [LBS] Lobos Blancos\nSaludos,\nles proponemos renovar el pacto hasta el final del KvK.\n- Draco, R5 [LBS]';
    expect(mail(letter).split('\n')[0]).toBe('Propuesta de acuerdo a [TKR]');
  });
});

describe('what round 10 found, in English calls', () => {
  it('says "don\'t be" as a call English has', () => {
    expect(createVoice('motivational', 'en')("Don't be that guy.")).toBe("Let's not be that guy.");
  });
});

describe('what round 9 and 10 found, in Russian calls', () => {
  it('turns the questions to a person, never "пишите к"', () => {
    const voice = createVoice('motivational', 'ru');
    expect(voice('Вопросы к Старому или Ладе.')).toBe(
      'Есть вопросы — обращайтесь к Старому или Ладе!',
    );
    expect(createVoice('motivational', 'ru')('Вопросы в дискорд.')).toBe(
      'Есть вопросы — пишите в дискорд!',
    );
  });
});

describe('what round 11 found', () => {
  it('keeps a ban on asking or messaging a ban, never "Ask for justice in chat!"', () => {
    const voice = createVoice('motivational', 'en');
    expect(voice("Don't ask for justice in chat.")).not.toMatch(/^Ask/u);
    expect(voice("Don't message me in mail.")).toMatch(/^(?:Don't|We don't|Let's not)/u);
    expect(voice('Message Kai for a spot.')).toBe('Message Kai for a spot!');
  });

  it('calls no one to the hour an officer is online until', () => {
    const titles =
      'qm quiser titulo de DUQUE manda as coordenadas no chat\nto online ate 23h UTC, arquiteto so pra quem ta construindo forte';
    for (const tone of TONES) {
      expect(mailInTone(titles, tone).text.match(/23h/gu)).toHaveLength(1);
    }
  });
});

describe('what round 11 found left untidy', () => {
  it('reads "your at" as you\'re, and "the new guys" as whom a thing is for, no vocative', () => {
    expect(mail('rules\nif your at 0 deads after kvk u get kicked')).toContain(
      "If you're at 0 deads after KvK you get kicked.",
    );
    expect(mail('schedule\nwed 20:00 UTC - voice call for the new guys')).toContain(
      'voice call for the new guys.',
    );
  });
});

describe('what round 11 found out of place', () => {
  it('reads "набор в ралли" as a rally\'s sign-up, no recruiting ad', () => {
    const fort =
      '🏰 КРЕПОСТИ ВАРВАРОВ\nсегодня в 19:00 UTC бьём крепости 5-7 лвл\nралли водят: Fenrir, Шаман, Лисичка\n- в ралли идти с полным маршем, не надо 50к войск присылать\n- Лохар/Чероли лидером, кто не знает - спросите\nнабор в ралли закрываем в 20:30, кто опоздал сорян';
    expect(mailInTone(fort, 'motivational').text).not.toMatch(/альянс зовёт|место здесь/u);
    expect(mailInTone(fort, 'intense').text).not.toMatch(/Только бойцы/u);
  });
});

describe('what round 11 found untidy in Arabic', () => {
  it('ends an Arabic question once, never "؟؟"', () => {
    const faq =
      'أسئلة متكررة\nس: متى يفتح الممر لفل 4؟\nج: الخميس 12:00 UTC\nس: كيف اسجل بأرك اوزيريس؟\nج: اكتب اسمك بقناة #aoo قبل الجمعة';
    for (const tone of TONES) {
      expect(mailInTone(faq, tone).text).not.toContain('؟؟');
    }
  });
});

describe('what the rubric drafts of rounds 10 and 11 show left thin or untidy', () => {
  it("calls a list of rules' orders in motivational though its sanction is a kick", () => {
    const rules =
      'ПРАВИЛА АЛЬЯНСА\n1. не трогать фермы в радиусе 5 клеток от крепости\n2. нападать на чужих вне квк только с разрешения р4\nнарушил 3 раза - кик без разговоров';
    const { text } = mailInTone(rules, 'motivational');
    expect(text).toContain('1. Не трогаем фермы в радиусе 5 клеток от крепости.');
    expect(text).toContain('Нарушил 3 раза - кик без разговоров.');
  });

  it('makes no call of the team of an order that answers a question picking its readers', () => {
    const voice = createVoice('motivational', 'pt');
    expect(voice('Vai sumir mais de 4 dias? Avisa por mail senão é kick.')).toBe(
      'Vai sumir mais de 4 dias? Avisa por mail senão é kick.',
    );
  });

  it('says "every time you log in" as "every time we log in" in a call', () => {
    expect(createVoice('motivational', 'en')('Help everyone, every time you log in.')).toMatch(
      /every time we log in/u,
    );
  });

  it("puts two phrases of one shape an emoji parted on two lines, a time's colon no label", () => {
    const text = mail(
      'AOO THIS SATURDAY\nteam A 13:00 UTC 📌 team B 20:00 UTC\nmeet at the center 15 min before',
    );
    expect(text).toContain('Team A 13:00 UTC.\nTeam B 20:00 UTC.');
  });

  it('ends the short items of a list alike when the tone ended most of them', () => {
    const schedule =
      'KvK Schedule\nday 1 build ⚒ day 2 research ⚒ day 3 troops ⚒ day 4 kill barbs\nsave ur speedups for day 3';
    const { text } = mailInTone(schedule, 'intense');
    expect(text).toMatch(/Day 3: troops\./u);
  });
});

describe('what rounds 10 and 11 found left untidy in Keep my words', () => {
  it('writes out the chat words and accents the readers found left', () => {
    expect(
      mail('thanks\nhuge thanks to all who hit the altar last nite, 3 of us got zeroed yday'),
    ).toContain('last night, 3 of us got zeroed yesterday.');
    expect(
      mail('welcome\nask an officer if smth is unclear, your native lang in discord'),
    ).toContain('if something is unclear, your native language in Discord');
    expect(mail('aviso\nqm quiser título manda coords, a gnt divide os barbaros atoa')).toContain(
      'Quem quiser título manda coords, a gente divide os bárbaros à toa.',
    );
    expect(mail('purga\nse metio en el puesto 7, meta minima 8M, no sean egoista')).toContain(
      'Se metió en el puesto 7, meta mínima 8M, no sean egoísta.',
    );
    expect(mail('reclutamos\nbuscamos gente para kvk2')).toContain('KvK2');
  });

  it('titles a header with its closing aside whole, never repeating it in the body', () => {
    const text = mail(
      'horario de la semana (todo en UTC!!)\nlun - 12:00 fuertes\nmie - 20:00 rally\nsab - 14:00 campeones de midgard',
    );
    expect(text.split('\n')[0]).toBe('Horario de la semana (todo en UTC!)');
    expect(text).not.toContain('¡Horario');
    expect(text).toContain('Sáb - 14:00 Campeones de Midgard');
  });

  it('sets an English condition apart from its answer, an order from its ban, a closing thanks', () => {
    expect(mail('rally\nif ur under 20M just reinforce dont start ur own lol')).toContain(
      "If you're under 20M, just reinforce, don't start your own.",
    );
    expect(mail('shields\nif you are not in K2150 by 18:00 UTC you will be stuck')).toContain(
      'If you are not in K2150 by 18:00 UTC, you will be stuck.',
    );
    expect(mail('shields\nanyone under 30M go 24h shield, no excuses thanks')).toContain(
      'no excuses, thanks.',
    );
    expect(mail('thanks\nmany thanks to all of you')).toContain('Many thanks to all of you');
  });
});

describe('what round 11 found read wrong', () => {
  it('reads Ceroli leading a rally as the commander, no Ceroli Crisis', () => {
    const fort = '野蛮人要塞6级 X:702 Y:219 开集结了，5分钟，快来上车 主将用的Ceroli，带满编哈';
    for (const tone of TONES) expect(mailInTone(fort, tone).text).not.toContain('塞罗利危机');
    const rally = 'rally on the lvl 7 barb fort X:388 Y:1021 in 5 min, Ceroli cav lead';
    for (const tone of TONES) expect(mailInTone(rally, tone).text).not.toMatch(/Ceroli Crisis/u);
    expect(mailInTone('ceroli tonight 20:00 utc, everyone join', 'motivational').text).toMatch(
      /Ceroli Crisis/u,
    );
  });

  it('keeps the pause after a "please" intense leaves out', () => {
    expect(createVoice('intense', 'en')('Join with full march please, Ceroli cav lead.')).toBe(
      'Join with full march, Ceroli cav lead!',
    );
  });

  it('says no duty of a rule that only limits what is allowed ("только с разрешения")', () => {
    expect(createVoice('intense', 'ru')('Нападать на чужих вне КвК только с разрешения Р4.')).toBe(
      'Нападать на чужих вне КвК только с разрешения Р4.',
    );
  });
});

describe('what round 11 found in titles and layout', () => {
  it('ends no title on a preposition or on whom the header calls', () => {
    expect(mail('بنبني حصن جديد عند X:220 Y:981، كل واحد يرسل جيش للبناء').split('\n')[0]).toBe(
      'بنبني حصن جديد',
    );
    expect(
      mail('shield up b4 bed ppl!! [SKY] is doing night raids around 02:00 UTC').split('\n')[0],
    ).toBe('Shield Up Before Bed');
  });

  it('keeps a schedule\'s "all day" line in its list', () => {
    expect(
      mail('SCHEDULE\nMON 14:00 - forts\nWED all day - mobilization\nTHU 13:00 - pass 4'),
    ).toContain('• WED all day - Mobilization');
  });

  it("parts an FAQ's inline answer like the others, and an emoji before an aside adds no colon", () => {
    const faq =
      'أسئلة متكررة ❓ (اقروها قبل تسألون بالشات)\nس: متى يفتح الممر؟\nج: الخميس 12:00 UTC\nس: ابي لقب دوق وش اسوي؟ ج: راسل الملك بالخاص';
    const text = mail(faq);
    expect(text.split('\n')[0]).toBe('أسئلة متكررة (اقروها قبل تسألون بالشات)');
    expect(text).toContain('س: ابي لقب دوق وش اسوي؟\nج: راسل الملك بالخاص');
  });
});

describe('what the rubric drafts show left untidy in Spanish', () => {
  it('writes a kingdom and UTC as the game does in every language, and the accents of orders', () => {
    expect(mail('migracion a k1902\nmigramos el martes a k1902 a las 18 utc')).toContain(
      'Migramos el martes a K1902 a las 18 UTC.',
    );
    expect(
      mail('arca\na las 20:00 utc (14:00 mexico, 22:00 españa), quedense en los obeliscos'),
    ).toContain('(14:00 México, 22:00 España), quédense en los obeliscos');
  });
});

describe('what round 12 found', () => {
  it("keeps a player's name written with inner capitals as it is", () => {
    const text = 'results\n3 - xXLunaXx 171k\n4 - Brutus 150k\nxXLunaXx did great';
    for (const tone of TONES) expect(mailInTone(text, tone).text).not.toContain('XXLunaXx');
  });

  it('signs with the name after the last dash, and with the alliance leadership alone', () => {
    expect(
      mail('gracias\ngracias a todos los que vinieron anoche, son unos cracks - Lupe'),
    ).toMatch(/son unos cracks\.\n+- Lupe$/u);
    expect(mail('通知：阿豪升为R4，负责外交和领土，有事可以直接找他。—— 老K')).toMatch(
      /找他。\n+—— 老K$/u,
    );
    const rules =
      'قوانين التحالف [ARB]\n- ممنوع مهاجمة اي احد بدون اذن من R4\n- غياب 5 ايام بدون عذر = طرد\nالقيادة';
    for (const tone of TONES) expect(mailInTone(rules, tone).text).toMatch(/القيادة$/u);
  });

  it('titles a mail by its topic, never the word "alliance" or a generic notice', () => {
    expect(
      mail('quien necesita duque o cientifico mandenme msj, estoy en el trono').split('\n')[0],
    ).toBe('Títulos');
    expect(
      mail(
        'agenda: hj 20h UTC fortes barbaros, amanha 13h UTC treino AOO, domingo 00h UTC reset',
      ).split('\n')[0],
    ).toBe('Agenda');
    expect(
      mail('تحالف [ARB] في المملكة 2766 يبحث عن لاعبين نشطين 15M+ للـ KvK الجاي، راسلوني').split(
        '\n',
      )[0],
    ).toBe('[ARB] يجند');
    expect(
      mail('التسجيل في سفينة أوزيريس مفتوح لين الخميس 23:00 UTC، الحد الادنى 25M').split('\n')[0],
    ).toBe('التسجيل في سفينة أوزيريس مفتوح');
    expect(
      mail(
        'Greetings [V0ID] leadership,\n\nWe propose a non-attack agreement covering the farms of both alliances.',
      ).split('\n')[0],
    ).toBe('NAP Proposal to [V0ID]');
  });

  it('reads no order in "ontem", no duty in "the alliance", no ban in "不要求", no "一起" in "大家有事"', () => {
    expect(
      createVoice('motivational', 'pt')('Ontem perdemos o passo 5 porque 3 rallies saíram.'),
    ).toBe('Ontem perdemos o passo 5 porque 3 rallies saíram.');
    expect(createVoice('intense', 'ar')('التحالف قوي فيكم.')).not.toContain('إلزامي');
    expect(createVoice('motivational', 'zh')('我们不要求大家充钱，有空就来。')).toBe(
      '我们不要求大家充钱，有空就来。',
    );
    expect(createVoice('motivational', 'zh')('大家有事可以直接找他。')).toBe(
      '大家有事可以直接找他。',
    );
  });

  it('turns no sentence that leads into a list with its colon', () => {
    const text =
      'TERRITORIO\npessoal, conquistamos mais area essa semana entao segue o que precisa ser feito:\n- bandeiras novas em X:760 Y:410\n- coletem nas minas de ouro';
    expect(mailInTone(text, 'intense').text).not.toMatch(/:\.|Missão cumprida/u);
  });

  it('tidies tight dashes, a channel alone, a statement after "Q:", Russian "кто" and "اخوكم"', () => {
    expect(mail('objetivos de kills:\n-mas de 50M poder: 3M\n-entre 25M y 50M: 1M')).toContain(
      '• Más de 50M poder: 3M\n• Entre 25M y 50M: 1M',
    );
    expect(
      mail('rally on [DKx] flag in 5 min!! dont send pure archers again 🙄 #rally-calls'),
    ).toMatch(/\n#rally-calls$/u);
    expect(mail('FAQ\nQ: my friend want to join but we are full\nA: tell Nadir')).toContain(
      'Q: My friend want to join but we are full.',
    );
    expect(mail('щиты\nставим щит всем кто не онлайн. если кто-то против, пишите')).toMatch(
      /всем, кто не онлайн\. Если кто-то против/u,
    );
    expect(mail('شكرا\nشكرا للجميع على المشاركة\nاخوكم\nابو فهد - R4 [ARB]')).toMatch(
      /اخوكم\nابو فهد/u,
    );
  });

  it("says a ranking's places alike, keeps a Russian lead-in in the body, and fits its lines", () => {
    expect(mail('итоги MGE\n1 место - Князь 18.4М очков\n2 - Сова 12М\n3 - Мирон 9.7М')).toContain(
      '• 1 место - Князь 18.4М очков\n• 2 место - Сова 12М\n• 3 место - Мирон 9.7М',
    );
    const pact = 'с [W0LF] договорились: не нападаем друг на друга до конца КвК. - Ирина R4';
    expect(mail(pact)).toMatch(
      /^Перемирие с \[W0LF\]\n[^\n]*\nС \[W0LF\] договорились: не нападаем/u,
    );
    const roles =
      'Aviso da lideranca\nO Tiago saiu de R4 por falta de tempo\nNovos R4: Manu (diplomacia) e Guiga (KvK/rallies)';
    expect(mailInTone(roles, 'motivational').text).not.toMatch(/rally!/u);
  });

  it('keeps a letter to another alliance polite in intense, opens a bracketed cry in it, and reads a doing infinitive as a subject', () => {
    const letter =
      'Greetings [V0ID] leadership,\n\nWe propose a non-attack agreement covering the farms of both alliances.\n\nPlease reply to this mail or find me on discord. Thank you.';
    expect(mailInTone(letter, 'intense').text).toContain('Please reply to this mail');
    expect(
      mail('reglas\n3- ayudar a los compañeros (boton de ayuda!!) cuesta 1 segundo'),
    ).toContain('Ayudar a los compañeros (¡botón de ayuda!) cuesta 1 segundo');
    expect(
      createVoice('intense', 'es')('Donar también da creditos de alianza para la tienda.'),
    ).toBe('Donar también da creditos de alianza para la tienda.');
  });

  it('titles a thank-you by what it thanks for, without the day', () => {
    expect(mail('شكرا للجميع على المشاركة بأرك اوزيريس امس، فزنا بفارق كبير').split('\n')[0]).toBe(
      'شكرا على المشاركة بأرك اوزيريس',
    );
    expect(mail('gracias a todos por el AOO de ayer, ganamos').split('\n')[0]).toBe(
      'Gracias por el AOO de ayer',
    );
  });
});

describe('what round 13 found', () => {
  it('reads "ur bored", "your GONE" as you\'re, and titles a purge by its purge', () => {
    const purge =
      'OK LISTEN UP. purge is sunday 18:00 UTC. if u have less than 5M power your GONE. also the ppl who skipped 3 Ark of Osiris in a row u know who u are\ndont message me begging after\n- Brakka R4';
    const text = mail(purge);
    expect(text.split('\n')[0]).toBe('Purge Warning');
    expect(text).toContain("you're GONE");
    expect(mail('plan\ndont hit their flags even if ur bored')).toContain("even if you're bored");
  });

  it('titles a letter to the leadership of other alliances by its pact, its salutation whole', () => {
    const letter =
      'To the leadership of [N0X] and [KRO],\n\nGreetings from [AVL] in K2740. We propose:\n- Non-aggression pact between our three alliances\n- Altar rotation: [AVL] Mon, [N0X] Tue, [KRO] Sun\n- Disputes go to a council, decided in #k2740-diplo within 24h';
    const text = mail(letter);
    expect(text.split('\n')[0]).toBe('NAP Proposal to [N0X]');
    expect(text).toContain('To the leadership of [N0X] and [KRO],\n');
    expect(text).toContain('#k2740-diplo');
    expect(
      formatWithBuiltinEngine(FormatRequestSchema.parse({ message: letter })).formattedMessage,
    ).toContain('decided in #k2740-diplo');
  });

  it('ends no title on a verb of starting or on "antes"', () => {
    expect(
      mail('galera KvK começa sexta 12:00 UTC\ntodo mundo com mais de 25M no discord').split(
        '\n',
      )[0],
    ).toBe('KvK');
    expect(
      mail('abram os presentes da aliança antes de 00:00 UTC!! tem 40 baús raros').split('\n')[0],
    ).toBe('Abram os presentes da aliança');
  });

  it('voices no reason as an order, no "cada um" as an event, no shouted order as a call', () => {
    const reasons =
      'TERRITÓRIO\nteleportem até domingo\nmotivos:\n- buff de coleta\n- ajuda mais rapida quando atacam';
    expect(mailInTone(reasons, 'motivational').text).toContain('• Ajuda mais rápida quando atacam');
    expect(createVoice('intense', 'pt')('Cada um abre pelo menos 5 ralis.')).toBe(
      'Cada um abre pelo menos 5 ralis.',
    );
    const rally = 'RALLY ON ME NOW barb fort lvl 5 X:812 Y:344 need 4 more ppl!! go go go';
    expect(mailInTone(rally, 'motivational').text).not.toMatch(/Let's RALLY|Time to go/u);
  });

  it('keeps a Russian plan with its hour, and the form of the verb before "и"', () => {
    const voice = createVoice('intense', 'ru');
    expect(voice('Сегодня в 19:00 UTC бьём крепость [VLK].')).toBe(
      'Сегодня в 19:00 UTC бьём крепость [VLK].',
    );
    expect(voice('После трёх волн отходим и лечимся.')).toBe('После трёх волн отходим и лечимся.');
  });

  it('titles rules over their inline list, a Russian NAP and an Arabic recruitment by what they are', () => {
    const rules =
      'правила: не трогать фермы [SNW], не сбивать флаги союзников, помогать всем. нарушил — кик';
    expect(mail(rules)).toMatch(/^Правила\n[^\n]*\n• Не трогать фермы \[SNW\]\n/u);
    expect(
      mail('[FOX] предлагает НАП с [BRN] до конца KvK. ответ жду до завтра 12:00 UTC.').split(
        '\n',
      )[0],
    ).toBe('НАП с [BRN]');
    expect(
      mail('تحالف [NJM] يطلب لاعبين نشيطين 20M+ للمملكة 3411، راسلوا Sultan_X').split('\n')[0],
    ).toBe('[NJM] يجند');
  });

  it('makes no rule of a quip, no duty of a ranking or of a task a name is given', () => {
    const zh = createVoice('intense', 'zh');
    expect(zh('每天开护盾，被打了别来哭。')).toContain('被打了别来哭');
    expect(zh('每周贡献榜前10名发联盟礼物。')).not.toContain('必须');
    const roles =
      'تغييرات في القيادة\n3. كل R4 مسؤول عن شي:\n- نوف: الترحيب والأعضاء الجدد\n- ZeroCool: التجمعات والقلاع';
    expect(mailInTone(roles, 'intense').text).not.toContain('إلزامي');
  });
});

describe('what round 14 found', () => {
  it("titles an enemy rally on our fortress as an alert, and calls no one to the enemy's rally", () => {
    const alert = '‼️ вражеский ралли на нашу крепость через 4 мин, все в гарнизон СРОЧНО';
    expect(mail(alert).split('\n')[0]).toBe('Боевая тревога');
    // The line opens with a capital after the player's symbol.
    expect(mail(alert)).toContain('‼ Вражеский ралли');
    for (const tone of TONES) {
      expect(mailInTone(alert, tone).text).not.toMatch(/Ралли по фортам|выжмем/u);
    }
    expect(
      mailInTone('enemy rally on our fortress in 4 min, everyone garrison NOW', 'motivational')
        .text,
    ).not.toMatch(/at the rally/u);
  });

  it('titles a header by its words and opens the body with the plea in its brackets', () => {
    const faq =
      'ЧАСТЫЕ ВОПРОСЫ (читайте прежде чем спрашивать в чате плз)\n\nВ: когда ралли?\nО: каждый день 18:00 UTC';
    const lines = mail(faq).split('\n');
    expect(lines[0]).toBe('ЧАСТЫЕ ВОПРОСЫ');
    expect(lines[2]).toMatch(/^Читайте, прежде чем спрашивать в чате/u);
  });

  it('sets a condition apart from the ban that answers it', () => {
    expect(
      mail(
        "AoO\nsign up by thurs. if u cant make it dont sign up. if you don't show up don't complain",
      ),
    ).toContain("If you can't make it, don't sign up.\nIf you don't show up, don't complain.");
  });

  it('keeps a verdict on a condition and a ranking of donors as statements', () => {
    const zero = "If you zero yourself that's fine just tell an officer first.";
    expect(mail(`KvK\n${zero}`)).toContain(
      "If you zero yourself, that's fine. Just tell an officer first.",
    );
    for (const tone of TONES) {
      expect(mailInTone(`KvK\n${zero}`, tone).text).not.toMatch(/yourself that's fine\?/u);
      expect(
        mailInTone('tech\ndoem todo dia\nquem doar mais ganha presente na sexta', tone).text,
      ).toContain('Quem doar mais ganha presente na sexta');
    }
  });

  it('makes no deadline of the hours someone is online, and says that they are ("está on")', () => {
    const titles =
      'quien necesita titulo de Cientifico o Arquitecto? pidan en el chat de alianza, el rey esta on hasta las 22 UTC';
    expect(mail(titles)).toContain('el rey está on hasta las 22 UTC');
    expect(mailInTone(titles, 'motivational').text).not.toContain('Fecha límite');
  });

  it('titles a Chinese reminder by what to remember, and tidies Russian chat words and commas', () => {
    expect(mail('联盟礼物记得每天领！！宝箱快满级了 大家多打野蛮人').split('\n')[0]).toBe(
      '联盟礼物',
    );
    const territory = mail(
      'ТЕРРИТОРИЯ\nстроим флаги, след флаг на X:530 Y:912\nвсе кто может кидайте рес в крепость',
    );
    expect(territory).toContain('следующий флаг');
    expect(territory).toContain('Все, кто может, кидайте ресурсы в крепость.');
    expect(mail('ВНИМАНИЕ\nвсе у кого нет щита ставьте щас\nпишите когда будете онлайн')).toContain(
      'Все, у кого нет щита, ставьте сейчас.\nПишите, когда будете онлайн.',
    );
    expect(mail('purge\nzero contribution in mobilization = warning')).toContain('in Mobilization');
  });
});

describe('what round 15 found', () => {
  it("keeps a roster's names and a player's name as written, never read as a verb", () => {
    const roster =
      'ARCA\nTime B (defesa):\nBiaGamer, Ferrazzz, Tati, Luquinhas\nse nao puder ir avisa';
    for (const tone of TONES) {
      expect(mailInTone(roster, tone).text).toContain('BiaGamer, Ferrazzz, Tati, Luquinhas');
    }
    expect(createVoice('intense', 'es')('LunaGamer lidera el grupo.')).toBe(
      'LunaGamer lidera el grupo.',
    );
    const top = mail(
      'top 3:\n1. ElGuerreroMx - 612M kp\n2. luna_tiburon - 480M kp\n3. kike77 - 455M kp',
    );
    expect(top).toContain('2. luna_tiburon - 480M KP\n3. kike77 - 455M KP');
  });

  it('keeps what a rule allows only so, "ni una", "для ребят", "本周" and whom the alliance takes', () => {
    const limit = 'Zerar alguém só com aprovação da liderança.';
    expect(createVoice('intense', 'pt')(limit)).toBe(limit);
    expect(createVoice('motivational', 'pt')(limit)).toBe(limit);
    expect(createVoice('intense', 'es')('NO atacar granjas de otras alianzas, ni una.')).toContain(
      ', ni una',
    );
    expect(createVoice('intense', 'ru')('Места нужны для ребят из миграции.')).toContain(
      'для ребят из',
    );
    expect(createVoice('intense', 'zh')('本周目标：经济科技全部点完。')).toBe(
      '本周目标：经济科技全部点完。',
    );
    expect(createVoice('intense', 'ru')('Берём почти всех, но нужно минимум 35м мощи.')).toMatch(
      /^Берём/u,
    );
  });

  it('calls no one to the end of a wait, the hour a signup closes, or a hold while they retreat', () => {
    const shields = mailInTone(
      'ВСЕМ ЩИТ!!! #2337 идут на нас, до 22:00 UTC держим щиты плз',
      'motivational',
    );
    expect(shields.text).not.toMatch(/будильник|на до/u);
    const signup = mailInTone(
      'تذكير: تسجيل اركة اوزوريس يسكر بكره 10:00 UTC، اللي ما سجل يكلمني',
      'motivational',
    );
    expect(signup.text).not.toMatch(/المنبه/u);
    const retreat = mailInTone(
      'ATAQUE!!! [ZRK] esta pegando a nuestros granjeros en X:733 Y:291, todos a escudo o retirense YA',
      'motivational',
    );
    expect(retreat.text).not.toMatch(/Aguanten/u);
    expect(retreat.text).toContain('[ZRK] está pegando');
    expect(retreat.text).toContain('retírense');
    expect(
      mailInTone('Алярм!\n[RMS] ралит наш замок с X:455 Y:319\nфермы в щит', 'motivational').text,
    ).not.toMatch(/ралли!/u);
  });

  it("draws one rule under the title, drops a header's frame, and ends a schedule's items alike", () => {
    const purge = mail(
      'ЧИСТКА СОСТАВА\n━━━━━━━━━━\nв воскресенье выгоняем мертвые души\nкритерии:\n• a\n• b',
    );
    expect(purge).not.toMatch(/━\n━/u);
    expect(
      mail('=== KVK PLAN - PHASE 2 ===\nGates open saturday 11:00 UTC.\nTargets: pass').split(
        '\n',
      )[0],
    ).toBe('KVK PLAN - PHASE 2');
    const week = mail(
      'CALENDARIO DE LA SEMANA\n━━━━━━━━━━\nlunes: fuertes barbaros 20:00 UTC\nmartes: donaciones de tecnologia, todos hasta el tope\nmiercoles: inscripcion Arca de Osiris (hasta 30 personas)\njueves: entrenamiento, no gasten aceleradores antes!!\nviernes: Movilizacion, cada uno minimo 2 misiones\nsabado: Arca de Osiris, partida 14:00 UTC\ndomingo: descanso, granjeen\n━━━━━━━━━━\ncualquier duda en el canal #eventos',
    );
    expect(week).toContain('(hasta 30 personas).');
    expect(week).toContain('descanso, granjeen.');
    expect(mail('科技捐献提醒\n本周目标:经济科技全部点完\n周二 科技捐献日')).toContain(
      '本周目标：经济',
    );
  });

  it('says a due order as "hay que", a goal without its verb twice, and titles no "acaba hoje"', () => {
    const voice = createVoice('motivational', 'es');
    expect(voice('Pongan escudo.')).toBe('¡Vamos a poner escudo!');
    expect(voice('Curen las tropas.')).toBe('Hay que curar las tropas.');
    expect(createVoice('motivational', 'zh')('目标是拿下第一。')).not.toMatch(/拿下.*拿下/u);
    expect(
      mail(
        'lembrete: a mobilizacao acaba hj 22:30 UTC, quem nao fez as missoes faz agora pfv',
      ).split('\n')[0],
    ).not.toMatch(/acaba|hoje/u);
  });

  it('titles by the target of a rally, a letter by its pact, and help by the help button', () => {
    expect(mail('يا شباب راليه على قلعة [DRG] الحين X:318 Y:692 ادخلوا بسرعه').split('\n')[0]).toBe(
      'راليه على قلعة [DRG]',
    );
    const letter = mail(
      'To the leaders of [HWK]\nwe want a NAP until end of season\nreply b4 thurs 17:00 UTC',
    );
    expect(letter.split('\n')[0]).toBe('NAP with [HWK]');
    expect(letter).toContain('To the leaders of [HWK],');
    expect(
      mail('xq nadie le da a ayuda?? son 2 segundos chicos, toquen el boton de ayuda').split(
        '\n',
      )[0],
    ).toBe('Ayuda de la alianza');
    expect(
      mail('Welcome to [WLF]\nHi new ppl!! glad u made it\n- read the rules\n- move here'),
    ).toContain('Hi new people,');
    expect(mail('titulos\nquem quiser duque, cientista ou arquiteto manda msg')).toContain(
      'Duque, Cientista ou Arquiteto',
    );
  });
});

describe('what round 16 found', () => {
  it('formats a schedule whose game name the tidy accents, with two days on one line in its list', () => {
    const week =
      'AGENDA DE LA SEMANA\n═══════\nlunes - fuertes 21:00 UTC\nmartes - Cañon del Ocaso (sunset canyon), no se olviden de poner defensa\nsabado y domingo - libre, farmeen recursos';
    const result = formatWithBuiltinEngine(FormatRequestSchema.parse({ message: week }));
    expect(result.warnings.map((warning) => warning.code)).not.toContain('kept-plain');
    expect(visibleText(result.formattedMessage)).toContain('• Sábado y domingo - libre');
  });

  it('keeps what others mean to do, a plea to all, a sentence to one governor and no soft particle in a ban', () => {
    expect(
      createVoice('motivational', 'ru')('[KRZV] собираются бить после 22:00 UTC, не спите.'),
    ).toContain('собираются бить');
    expect(
      createVoice('motivational', 'ar')('الرجاء الكل يتبرع بالخشب والحجر للتحالف، شكرا.'),
    ).not.toContain('هيا إلى');
    const toOne = 'لا تنقل لحالك بدون ما تكلم القاده.';
    for (const tone of TONES) expect(createVoice(tone, 'ar')(toOne)).toBe(toOne);
    expect(createVoice('intense', 'zh')('没打算抽统帅的别乱花宝石啊！')).not.toContain('啊');
    expect(createVoice('motivational', 'pt')('Quem tiver online manda tropa pra ajudar.')).toMatch(
      /^Tá online\?/u,
    );
  });

  it('titles an attack, a new R5, an Eid greeting, a bracketed cry and a reminder by what they are', () => {
    expect(
      mail('ATENÇAO [GRVX] ta atacando nossa galera perto do X:233 Y:1044').split('\n')[0],
    ).toBe('Alerta: [GRVX]');
    expect(mail('ATENÇAO [GRVX] ta atacando nossa galera, doaçoes e construçao')).toContain(
      'ATENÇÃO [GRVX] tá atacando nossa galera, doações e construção',
    );
    expect(
      mail('Друзья, с сегодняшнего дня R5 в [VOLH] — Мирослава_07\nвсе вопросы к ней').split(
        '\n',
      )[0],
    ).toBe('Смена руководства');
    expect(mail('كل عام وانتم بخير يا اهل [SQRH] عيدكم مبارك').split('\n')[0]).toBe('عيدكم مبارك');
    expect(
      mail('【RQD】招人啦！！\n王国 #2963 老区稳定\n要求：\n- 战力1500W以上\n- 每天在线').split(
        '\n',
      )[0],
    ).toBe('【RQD】招人啦');
    expect(mail('напоминаю: жмем помощь и донатим в техи плз').split('\n')[0]).not.toBe(
      'Напоминаю',
    );
  });

  it('keeps a tag asking for agreement on its sentence', () => {
    expect(
      mail(
        'NAP\nwe propose a NAP and we split the forts north of the river. ok?\nour R4 will be on discord',
      ),
    ).toContain('north of the river, ok?\nOur R4');
  });
});

describe('what round 17 found', () => {
  it('titles a header for new players, a commander with the week, a farewell and a letter to an alliance', () => {
    expect(
      mail('FAQ for new ppl\nQ: how do i join rallies?\nA: turn on notifs').split('\n')[0],
    ).toBe('FAQ for New People');
    expect(mail('FAQ for new guys\nQ: when?\nA: now').split('\n')[0]).toBe('FAQ for New Guys');
    expect(
      mail(
        '🏆 MGE de la semana - comandante: Guan Yu\ninscripciones hasta el martes 20:00 UTC',
      ).split('\n')[0],
    ).toBe('MGE de la semana - comandante: Guan Yu');
    expect(
      mail('Galera, hoje é meu ultimo dia no reino\nvou migrar pro #2018').split('\n')[0],
    ).toBe('Despedida');
    expect(
      mail(
        'رسالة رسمية الى تحالف [NRX] في المملكة K2051\nنبي نتفق معكم على معاهدة عدم اعتداء',
      ).split('\n')[0],
    ).toContain('[NRX]');
  });

  it('reads a personal reason, "eh", an abbreviation and a sign-off as the player meant them', () => {
    const leader = mail(
      'AVISO: mudança de liderança\no Kaique saiu por motivo pessoal e a nova lider eh a Mari',
    );
    expect(leader).toContain('saiu por motivo pessoal e a nova líder é a Mari');
    expect(mail('правила\nкто не пришёл - в след. раз без места')).toContain('в след. раз');
    expect(
      mail('recrutando\n- minimo 15M\n- ativo todo dia\nmanda msg pro R4\nTMJ — Líder Renatinho'),
    ).not.toMatch(/━\nTMJ/u);
  });

  it('calls no one to join a count of things, nor to their posts while they go home', () => {
    expect(
      createVoice('motivational', 'ru')('Нужно минимум 6 флагов в сторону перевала.'),
    ).not.toContain('кто с нами');
    expect(createVoice('motivational', 'ru')('Нужно 5 человек с 60м+.')).toContain('кто с нами');
    const home = mailInTone('ALERTA [DRK] atacando, todos a casa y pongan escudo YA', 'intense');
    expect(home.text).not.toMatch(/puestos/u);
  });
});

describe('what round 18 found', () => {
  it('titles by the topic, never by a greeting word or the sender line', () => {
    expect(
      mail(
        'السلام عليكم يا ابطال\nمن اليوم القائد الجديد للتحالف هو ابو_سيف\nالرجاء تعاونو معه',
      ).split('\n')[0],
    ).toBe('تغيير القيادة');
    expect(
      mail('各位兄弟 我要退游了😭 号留给xiaoyu_88管 谢谢大家这两年的照顾').split('\n')[0],
    ).toBe('告别');
    const pact = mail(
      'Привет [WLF] от [SVR] K2211\nпредлагаем пакт о ненападении до конца КвК\nесли согласны ответьте до 20:00 UTC',
    );
    expect(pact.split('\n')[0]).toContain('[WLF]');
    expect(pact.split('\n')[0]).not.toMatch(/^От/u);
  });

  it('reads no enemy in "ساعدو" and keeps "ivan4ik" as its player writes it', () => {
    const help =
      'يا شباب ساعدو بعض 🙏\nاضغطو زر المساعدة كل ما تدخلو اللعبة\nهدايا التحالف مفتوحة افتحوها قبل ما تنتهي';
    expect(mail(help).split('\n')[0]).not.toBe('تنبيه حرب');
    expect(mail('итоги\n1. ivan4ik - 400M\n2. kike77 - 300M\nt5 only. ivan4ik лидер')).toContain(
      '1. ivan4ik - 400M\n2. kike77 - 300M\n\nT5 only. ivan4ik лидер.',
    );
  });

  it('sets Chinese clauses apart where the player left a space, never around a name or in a header', () => {
    const rules = mail(
      'KvK 规则\n1. 归零只打敌方主力 名单在群里\n2. 有问题私信 小七\n别犯规 否则直接踢\n—— 国王 风清扬',
    );
    expect(rules.split('\n')[0]).toBe('KvK 规则');
    expect(rules).toContain('归零只打敌方主力，名单在群里');
    expect(rules).toContain('私信 小七');
    expect(rules).toContain('别犯规，否则直接踢');
    expect(rules).toContain('国王 风清扬');
    expect(mail('本周活动\n幸运转盘今天也开了 有钱的老板冲一冲\n目标 大概12000分')).toContain(
      '幸运转盘今天也开了，有钱的老板冲一冲。',
    );
  });

  it('titles a one-line draft by its bracketed cry and never says it again in the body', () => {
    const ad = mail('【招人】K3012 [QIN]秦 收活跃玩家 20M+ 私聊 Emperor_Ying');
    expect(ad.split('\n')[0]).toBe('【招人】K3012');
    expect(ad.match(/【招人】/gu)).toHaveLength(1);
  });

  it('drops a header frame of box rules, keeps a greeting to the new ones whole, and exclaims "qué bueno"', () => {
    const welcome = mail(
      '═══ BIENVENIDOS A [FNX] ═══\nhola a todos los nuevos 👋 que bueno tenerlos aca\nhablamos español y ingles',
    );
    expect(welcome.split('\n')[0]).toBe('BIENVENIDOS A [FNX]');
    expect(welcome).toContain('Hola a todos los nuevos,');
    expect(welcome).toContain('¡Qué bueno tenerlos acá!');
    expect(welcome).toContain('inglés');
    expect(
      mail('reglas de la alianza\n1. no atacar a los aliados\nquien no cumpla sera expulsado'),
    ).toContain('será expulsado');
  });

  it('sets a Russian leading clause apart from its order, and an Arabic clause after a place', () => {
    expect(
      mail('кому нужны титулы (Ученый, Герцог) пишите в #титулы, выдаю до 23:00 UTC'),
    ).toContain('Кому нужны титулы (Ученый, Герцог), пишите в #титулы');
    expect(mail('сбор\nесли не можете прийти обязательно напишите заранее')).toContain(
      'Если не можете прийти, обязательно напишите заранее',
    );
    expect(mail('пвп\nкто сидит в щите весь КВ вылетает')).not.toContain('в, щите');
    expect(mail('لا تحطو اعلام عند X:710 Y:205 هذي منطقتهم')).toContain('Y:205، هذي منطقتهم');
  });

  it('wishes a holiday to whom it calls with its comma and "!", and says "PM", "at" and "questions?"', () => {
    expect(mail('Feliz Natal familia [CDB] 🎄 obrigado por tudo esse ano')).toContain(
      'Feliz Natal, família [CDB]',
    );
    expect(mail('festas\nFeliz Natal familia [CDB] 🎄 obrigado por tudo esse ano')).toContain(
      'Feliz Natal, família [CDB]!',
    );
    const ad = mail(
      '[W0LF] recruiting\nrally @ X:512 Y:830 daily\npm Grizzly_77 in game\nany other q ask LadyMoon',
    );
    expect(ad).toContain('Rally at X:512 Y:830 daily.');
    expect(ad).toContain('PM Grizzly_77 in game.');
    expect(ad).toContain('Any other questions? Ask LadyMoon.');
  });

  it("closes with no line naming the hour the body's last sentence has just said", () => {
    const drafts = [
      'shields\nbig zeroing tonight, every city must shield before 22:00 UTC',
      'титулы\nнужен герцог или ученый? пишите в #титулы, выдаю до 23:00 UTC',
      'MGE de la semana\nanótense en el formulario antes del jueves 23:59 UTC',
    ];
    for (const draft of drafts) {
      for (const tone of TONES) {
        const hour = draft.match(/\d{2}:\d{2}/u)![0];
        expect(mailInTone(draft, tone).text.split(hour), `${tone}: ${draft}`).toHaveLength(2);
      }
    }
  });

  it('praises once a mail, never the same words pasted onto a second result', () => {
    const results =
      'итоги недели\nспасибо всем за участие!\nмы заняли 2 место в королевстве\n• мы взяли 3 перевала и алтарь\nнаграды в воскресенье';
    const mail = mailInTone(results, 'intense').text;
    for (const praise of ['Так держать.', 'Хорошая работа.']) {
      expect(mail.split(praise).length, mail).toBeLessThanOrEqual(2);
    }
  });

  it('keeps whom a header names as its commander in the title, no stray line of its own', () => {
    const mge = mail(
      'MGE de la otra semana: comandante Richard\ninscripciones en #mge hasta el viernes\nmaximo 10M de puntos',
    );
    expect(mge.split('\n')[0]).toBe('MGE de la otra semana: comandante Richard');
    expect(mge).not.toMatch(/^Comandante Richard\.?$/mu);
  });
});

describe('what round 19 found', () => {
  it('titles a mail by the header the player framed with emoji, or set before a plea to read', () => {
    const ad = mail(
      '🔥 تحالف [NIL] يفتح باب التجنيد للجميع 🔥\nمملكة K2411 الأولى\nالمطلوب:\n- باور 20M',
    );
    expect(ad.split('\n')[0]).toBe('تحالف [NIL] يفتح باب التجنيد للجميع');
    const plan = mail('خطة الممر 🗺️ اقرأوا زين\nالسبت 10:00 UTC نفتح الممر\nالكل يجهز');
    expect(plan.split('\n')[0]).toBe('خطة الممر');
    expect(plan).toContain('اقرأوا زين');
  });

  it('copies a link as the player wrote it, with no mark glued to it', () => {
    const invite = 'Hi all\nwe moved to discord, join here: discord.gg/abc123\nno discord = no MGE';
    expect(mail(invite)).toMatch(/join here: discord\.gg\/abc123$/mu);
    for (const tone of TONES) {
      expect(mailInTone(invite, tone).text).toMatch(/discord\.gg\/abc123$/mu);
    }
  });

  it('parts blocks with the mail\'s own rule, never a row of "=" left as text', () => {
    const roster =
      'RALLY LEADERS\n========\n1. Grom - 95M\n2. Volk - 64M\n========\nall leaders in voice from 12:00 UTC';
    expect(mail(roster)).not.toContain('====');
  });

  it('titles an FAQ by its header and a fight by its place, never a generic notice', () => {
    expect(mail('FAQ pra quem é novo\nP: tem discord?\nR: tem, pede pro R4').split('\n')[0]).toBe(
      'FAQ pra quem é novo',
    );
    expect(mail('今晚21:00打祭坛，所有人提前传送，集结跟队长').split('\n')[0]).toBe('祭坛');
    expect(mail('الساعة 18:00 بنهجم على المعبد، الكل يجهز').split('\n')[0]).toBe('المعبد');
  });

  it('accents the "vosotros" forms and writes Chinese commas full width, numbers aside', () => {
    const rules = mail(
      'reglas basicas\nno ataqueis a los aliados\nteneis que donar, las fortalezas barbaras a las 21:00',
    );
    expect(rules).toContain('No ataquéis');
    expect(rules).toContain('Tenéis que donar');
    expect(rules.split('\n')[0]).toBe('Reglas básicas');
    expect(rules).toContain('bárbaras');
    const chinese = mail('报名截止18点UTC,5个人一队\n我们赢了 1,520,000 分');
    expect(chinese).toContain('18点UTC，5个人一队');
    expect(chinese).toContain('1,520,000');
  });
});

describe('what round 20 found', () => {
  it("never makes the reader's fate or account the writer's in a call", () => {
    const ban = mailInTone(
      'rally on the fort at 20:00 utc\ndont send t1 pls u just feed kills',
      'motivational',
    );
    expect(ban.text).not.toMatch(/\bus just\b|We don't send/u);
    expect(ban.text).toContain("Don't send T1");
    const farms = mailInTone(
      'shield up by friday\nfarm accounts: shield them or send rss to your main',
      'motivational',
    );
    expect(farms.text).toContain('your main');
    expect(farms.text).not.toMatch(/\bour main/u);
  });

  it('says a Portuguese call with the writer alone, and two orders, as Portuguese', () => {
    const apply = mailInTone(
      'Eleição de R4\nCandidatos até domingo, manda msg pra mim com seu poder e KP',
      'motivational',
    );
    expect(apply.text).not.toMatch(/vamos mandar mensagem pra mim/iu);
    const rest = mailInTone(
      'Times da arca\n• O resto: pega recurso e ajuda onde o R5 mandar',
      'motivational',
    );
    expect(rest.text).toContain('ajudar onde o R5 mandar');
    const listen = mailInTone(
      'Regras da arca\n• Ouçam as ordens no Discord\n• Hospital zerado antes',
      'intense',
    );
    expect(listen.text).toContain('Ouçam as ordens');
    expect(listen.text).not.toContain('Ouvam');
  });

  it('never says an Arabic call as ours while the members still do or the writer is told', () => {
    const help = mailInTone(
      'يا شباب اضغطوا زر المساعدة كل ما تدخلوا اللعبة، ثانية وحدة بس',
      'motivational',
    );
    expect(help.text).not.toMatch(/نضغط[^\n]*تدخلوا/u);
    const signUp = mailInTone(
      'التسجيل مفتوح\nاكتبوا أسماءكم هنا وقولوا لي القائد اللي بتلعبون فيه',
      'motivational',
    );
    expect(signUp.text).not.toMatch(/نقول لي/u);
  });

  it('leaves what the writer waits for as the writer said it, in Russian', () => {
    const letter = mailInTone(
      'Уважаемые [ABC].\nПредлагаем мир.\nОтвет ждём до пятницы, пишите в личку.',
      'intense',
    );
    expect(letter.text).toContain('Ответ ждём до пятницы');
  });

  it('titles a mail by what it is about, never by a fragment, a day or a word of its header', () => {
    expect(title('omw rally on Grim_7 city X:10 Y:20 at 18:30 utc, all cav join asap')).toBe(
      'Rally on Grim_7 City',
    );
    expect(title('hi all\nreminder: war tech rn is Infantry Attack, donate daily\nty')).toBe(
      'War Tech',
    );
    expect(title('gente mañana a las 14:00 UTC salen los merodeadores, a por ellos')).toBe(
      'Merodeadores',
    );
    expect(title('para pedir título (duque, científico) escriban en el chat con sus coords')).toBe(
      'Títulos',
    );
    expect(
      title('Perdón a todos, hoy abrí el rally tarde y muchos no llegaron. No se repite.'),
    ).toBe('Disculpas');
    expect(title('ATENÇÃO: vamos usar só o Discord a partir de hoje, link: discord.gg/abc1')).toBe(
      'Nosso Discord',
    );
    expect(
      title(
        'Всем привет. С понедельника лидером альянса становится Лиса_7, я ухожу в Р4.\nВсё остальное как раньше.',
      ),
    ).toBe('Смена руководства');
    expect(title('تحالف [FOX] يعلن الحرب على [OWL] من الليلة الساعة 20:00 UTC')).toBe(
      'إعلان الحرب',
    );
    expect(title('兄弟们有空点一下旗帜建造，新旗在X:50 Y:60，谢谢')).toBe('旗帜建造');
    expect(
      title(
        'GG all!! we beat [ZZZ] 1.5M to 600k in ark today\nshoutout to Moko for holding the obelisk alone',
      ),
    ).toBe('Ark of Osiris Victory');
  });

  it('keeps a greeting and a wish whole, and cries no lone mark before a line', () => {
    expect(mail('hola banda alguien me manda madera?? me faltan 3M')).toMatch(/^Hola banda,$/mu);
    const wish = mail('С Рождеством, ребята! Спасибо за год, щиты не снимаем');
    expect(wish).toContain('С Рождеством, ребята!');
    const alert = mail('!!! [WLF] IS HITTING OUR FARMS AT X:300 Y:400 !!!\nSHIELD NOW');
    expect(alert).not.toMatch(/^!/mu);
  });

  it('keeps a list item whole where a clause follows its comma, and writes out "its", "omw", "x ej"', () => {
    const proposal = mail(
      'Предлагаем: гора — граница, всё что севернее — ваше, южнее — наше.\nЖдём ответа.',
    );
    expect(proposal).toContain('• Всё, что севернее — ваше');
    expect(mail('donate tech daily\nits literally free credits')).toContain("It's literally free");
    expect(mail('escriban sus coords, x ej "X:1 Y:2", en el chat')).toContain('por ejemplo');
  });
});

describe('what round 20 found in layout', () => {
  /** Keep my words' markup, highlights and all. */
  const markup = (message: string) =>
    formatWithBuiltinEngine(FormatRequestSchema.parse({ message })).formattedMessage;

  it('writes coordinates as the game does, in capitals', () => {
    expect(mail('mis coords x:120 y:455, cerca de la bandera')).toContain('X:120 Y:455');
  });

  it("keeps a treaty's signers together under their label, never a stop or a gap between them", () => {
    const pact = mail(
      'УСЛОВИЯ НАПА\n1. Не атакуем друг друга.\n2. Фарм только у себя.\n\nПодписали:\nЛис_9 (R5 [AAA])\nMoroz (R5 [BBB])',
    );
    expect(pact).toContain('Подписали:\nЛис_9 (R5 [AAA])\nMoroz (R5 [BBB])');
  });

  it('keeps a rule with its places as one item of the list, and the first item typed bare', () => {
    const rules = mail(
      'Reglas:\n- tope: 1° libre, 2° hasta 10M, 3° hasta 8M\n- nada de saltar el orden\n- capturas en #mge',
    );
    expect(rules).toContain('• Tope: 1° libre, 2° hasta 10M, 3° hasta 8M');
    const ad = mail(
      'We are [ABC].\nWhat we need:\nreq: 40M power, at least 3 maxed legendary marching commanders\n- joins rallies in kvk\n- english in chat',
    );
    expect(ad).toContain('• Req: 40M power, at least 3 maxed legendary marching commanders');
  });

  it('ends no formula and no bracketed remark with a stop', () => {
    const dkp = mail(
      'DKP规则\nDKP = T4击杀数×1 + T5击杀数×2 + 阵亡数×5\n（对，死兵也算）\n最低300万',
    );
    expect(dkp).toMatch(/×5$/mu);
    expect(dkp).toMatch(/死兵也算）$/mu);
  });

  it('highlights a hedge with its "not", so "not less than" never reads "less than"', () => {
    expect(markup('خزنوا موارد، مو أقل من 40M من كل نوع')).toMatch(/<b>مو أقل من 40M<\/b>/u);
  });
});

describe('what round 20 found in added lines', () => {
  it('heads a Chinese one-liner with its first clause when that is the topic, said once', () => {
    const crystals = mail('水晶矿刷新了，有空闲队伍的都去挖，别浪费');
    expect(crystals.split('\n')[0]).toBe('水晶矿刷新了');
    expect(crystals.match(/水晶矿刷新了/gu)).toHaveLength(1);
  });

  it('reads no "gg" of a link as a win, and cheers a kick-off in more than one way', () => {
    const move = mailInTone(
      'ATENÇÃO: agora só Discord. Link: discord.gg/abc12 — entra lá e coloca seu nick',
      'intense',
    );
    expect(move.text).not.toMatch(/Merecido|Orgulhosos/u);
    const cheers = new Set(
      [
        'Pass 3 opens Sat 12:00 UTC',
        'Pass 5 opens Sun 14:00 UTC',
        'Pass 7 opens Mon 10:00 UTC',
        'KvK zone 4 opens tomorrow 11:00 UTC',
      ].map((draft) => mailInTone(draft, 'motivational').text.match(/ — (let's [^!.]+)/u)?.[1]),
    );
    expect(cheers.size).toBeGreaterThan(1);
  });
});

describe('what round 21 found', () => {
  it('formats a mail whose list item after a time starts with a number, never the draft as typed', () => {
    const ad = mail(
      '[OWL] RECRUITING\nwhat we offer:\n- fort rallies every night 19:00 UTC\n- 30+ helps on every build\n- chill chat',
    );
    expect(ad).toContain('━');
    expect(ad).toContain('• 30+ helps on every build');
    expect(mail('rally 19:00 UTC+3 at the fort, all join')).toContain('19:00 UTC+3');
  });

  it("ends a letter's greeting and closing on their own mark, and titles a proposal as a letter", () => {
    const letter = mail(
      'إلى قيادة تحالف [ABC] المحترمة،\nتحية طيبة وبعد،\nنقترح تقاسم المناجم في المنطقة ٣.\nمع خالص التقدير،\nأبو سالم – R5 [XYZ]',
    );
    expect(letter).not.toMatch(/،[.:]/u);
    expect(letter.split('\n')[0]).toBe('رسالة إلى [ABC]');
    const russian = mail(
      'Предложение о NAP между [ABC] и [XYZ]\nУважаемое руководство [XYZ],\nпредлагаем пакт до KvK.\nУсловия:\n1. Не атакуем города.\n2. Фарм у себя.',
    );
    expect(russian.split('\n')[0]).toBe('Предложение о NAP между [ABC] и [XYZ]');
    expect(russian).toContain('Уважаемое руководство [XYZ],\n');
  });

  it('spells shouted text-speak out in capitals, and goes on after an abbreviation in small letters', () => {
    expect(mailInTone('SHIELD UP BEFORE U LOG OFF!!! 8h min. ok', 'motivational').text).toContain(
      'BEFORE YOU LOG OFF',
    );
    expect(mail('SHIELD UP BEFORE U LOG OFF!!! 8h min, zone opens tmrw')).toContain(
      'BEFORE YOU LOG OFF',
    );
    expect(
      mailInTone('Топ недели: Гром 2кк. На след. неделе норма 5кк.', 'intense').text,
    ).toContain('след. неделе');
  });
});

describe('what round 21 found in titles and letters', () => {
  it('titles by the topic, never a call to attention, a vocative, a day or a passing word', () => {
    expect(title('hey all\nim stuck on city hall 21, need like 2M wood and ~1M stone\nthx')).toBe(
      'Resource Request',
    );
    expect(title('Дайте пж Герцога на 10 мин, X:10 Y:20, качаю техи. спс')).toBe('Титулы');
    expect(title('全体注意!!!KVK第三赛季明晚开,先把兵补满,加速别乱用')).not.toBe('全体注意');
    expect(title('إعلان حرب على [ABC] من الليلة الساعة 21:00 UTC!! كل مدنهم هدف')).toBe(
      'إعلان حرب على [ABC]',
    );
    expect(title('شباب تذكير: ترتيب وادي الغروب بينحسب الليلة 00:00 UTC\nرتبوا الدفاع')).toBe(
      'ترتيب وادي الغروب',
    );
    expect(title('muchachos GRACIAS!!\nterminamos el evento con los 3 jefes abajo')).not.toMatch(
      /^Muchachos/u,
    );
  });

  it("sets a header's plea to read apart, and adds no opening above a letter's salutation", () => {
    const dkp = mail(
      'متطلبات الـ DKP لموسم KvK الجاي – اقروا كويس\nالمعادلة: T4 ×1\n- من 20M: 10M DKP\n- فوق 60M: 50M DKP',
    );
    expect(dkp.split('\n')[0]).toBe('متطلبات الـ DKP لموسم KvK الجاي');
    expect(dkp.match(/متطلبات/gu)).toHaveLength(1);
    const letter = mailInTone(
      'To the leaders of [ABC],\nwe propose peace until KvK.\nReply by Friday.\nRegards,\nKai, R5 [XYZ]',
      'motivational',
    );
    expect(
      letter.text.split('\n').find((line) => /\p{L}/u.test(line) && !line.includes('★')),
    ).toMatch(/^To the leaders of \[ABC\],$/u);
  });

  it('keeps a purpose with its order, never a "because" cut from a word', () => {
    const marauders = mailInTone(
      'حدث المغيرين شغال لحد بكرة، اضربوا على قد ما تقدروا عشان الجواهر، متسيبوش الستامينا',
      'intense',
    );
    expect(marauders.text).toContain('عشان الجواهر');
  });
});

describe('what round 21 found in added lines', () => {
  it("calls no member to the enemy's rally, recruits in no election and praises no win in a promotion", () => {
    const attack = mailInTone(
      '¡¡NOS ESTÁN ATACANDO!! 2 rallies de [ZZZ] en X:100 Y:200, escudo YA',
      'motivational',
    );
    expect(attack.text).not.toMatch(/en el rally/u);
    const election = mailInTone(
      'ELEIÇÃO DE R4\n2 vagas abertas: guerra e recrutamento\ncandidatos mandem correio até sexta 20:00 UTC dizendo pq querem o cargo',
      'motivational',
    );
    expect(election.text).not.toMatch(/Procurando uma aliança/u);
    expect(election.text).toContain('dizendo por que querem');
    const promotion = mailInTone('恭喜 阿明_7 升R4！以后外交就靠你了，大家多支持~', 'motivational');
    expect(promotion.text).not.toMatch(/齐心协力的成果|保持这个水准/u);
    expect(mail('恭喜 阿明_7 升R4！以后外交就靠你了，大家多支持~')).not.toContain('~。');
  });
});

describe('what round 21 found in layout', () => {
  it('lists a whole week, days with a time and without, and parts blocks at a row of dashes', () => {
    const week = mail(
      'AGENDA DA SEMANA\nSEG 12:00 – Liceu\nTER – doação de tecnologia\nQUA 19:00 – Cânion\nSEX – Roda da Fortuna\n--\nLembretes:\n- escudo à noite\n- títulos no #titulos',
    );
    expect(week).toContain('• TER – doação de tecnologia');
    expect(week).toContain('• SEX – Roda da Fortuna');
    expect(week).not.toMatch(/^--$/mu);
  });

  it("keeps a ranking's later places in its list, and an FAQ's questions as questions", () => {
    const places = mail(
      'REGLAS MGE\nLugares asignados:\n1° Tigre_1\n2° Kev_2\n3° Palo_3\n4° a 10° → lista en Discord #mge\nTodos los demás: tope de 3M puntos',
    );
    expect(places).toContain('• 4° a 10° → lista en Discord #mge');
    const faq = mail(
      '【新人FAQ】\nQ:怎么升级快?\nA:每天做日常\nQ:KVK怎么打?\nA:看群公告\nQ:主号要多少战力?\nA:至少2000万',
    );
    expect(faq.match(/^━+$/gmu)).toHaveLength(1);
  });

  it('sets no Chinese pause between a role and the name it introduces', () => {
    const handover = mail(
      '盟主交接\n老盟主 青云直上 退游了，盟主转给 小七\n集结队长 北冥有鱼 负责北边',
    );
    expect(handover).toContain('老盟主 青云直上');
    expect(handover).toContain('集结队长 北冥有鱼');
  });
});

describe('what round 22 found', () => {
  it('titles a birthday, a move to Telegram, an election and an FAQ by what they are', () => {
    expect(title('🎂🎂\nHappy birthday to our farmer Momo_7!! drop her some gifts today')).toBe(
      'Happy Birthday',
    );
    expect(
      title('Парни, дискорд бросаем, всё переезжает в телегу: t.me/abc_ally. Заходите до пятницы'),
    ).toBe('Наш Telegram');
    expect(
      title(
        'Buenas gente,\nTenemos que elegir nuevos oficiales. Se vota en el canal #votos del discord hasta el domingo.',
      ),
    ).toBe('Elección de oficiales');
    const faq = mail(
      '新人常见问题 FAQ（看完再问）\nQ：怎么捐科技？\nA：点大拇指那个\nQ：堡垒几点打？\nA：每天 21:00 UTC',
    );
    expect(faq.split('\n')[0]).toBe('新人常见问题 FAQ');
    expect(faq).toContain('看完再问');
  });

  it('writes "ur" before what one is as "you\'re"', () => {
    expect(mail('we help with passports if ur in range, dm us')).toContain("if you're in range");
  });
});

describe('what round 22 found, mended in session 19', () => {
  const season = 'شباب وصبايا، السيزون بلش رسمياً بكرا الساعة 00:00 UTC\nكل واحد يجهز جيشه';

  it('never titles a mail by whom it greets, alone or in a pair', () => {
    expect(mail('شباب، السيزون بلش رسمياً بكرا الساعة 00:00 UTC\nكل واحد يجهز جيشه')).not.toMatch(
      /^شباب\n/u,
    );
    expect(mail(season).split('\n')[0]).not.toMatch(/صبايا|شباب/u);
    expect(
      mail('guys and girls, the season starts tomorrow 00:00 UTC\nprepare your army'),
    ).toContain('Guys and girls, the season');
  });

  it('keeps a pair of greeted together when intense says the news without them', () => {
    const firm = mailInTone(season, 'intense').text;
    expect(firm).not.toContain('وصبايا');
    expect(firm).toContain('السيزون بلش رسمياً بكرا الساعة 00:00 UTC.');
  });

  it('keeps an Arabic purpose after "عشان" in its sentence', () => {
    const rule = 'اللي مش ناوي يشارك يحكي هلأ، عشان نعطي مكانه لحدا نشيط\nكل واحد يجهز جيشه';
    expect(mailInTone(rule, 'intense').text).toContain('عشان نعطي مكانه لحدا نشيط');
  });

  it('says an intense mail without a chat greeting or a word of thanks, signed by its writer', () => {
    const draft =
      'Hi all,\nplease hit the recommended tech before reset 00:00 UTC.\nMinimum 20 donations per day.\nthx, Morwen_R4';
    const firm = mailInTone(draft, 'intense').text;
    expect(firm).not.toMatch(/Hi all|Thanks|thx/iu);
    expect(firm).toMatch(/— Morwen_R4$/u);
    // Motivational keeps both (the name signs under the thanks, round 27), and a letter to another
    // alliance keeps its greeting.
    expect(mailInTone(draft, 'motivational').text).toMatch(/Hi all,[\s\S]*Thanks,\n— Morwen_R4$/u);
    const letter = mailInTone(
      'Привет [WLF],\nпредлагаем NAP до конца KvK. Ответ ждём до пятницы 18:00 UTC.',
      'intense',
    ).text;
    expect(letter).toContain('Привет [WLF],');
  });
});

describe('what round 23 found', () => {
  it('titles a treaty letter to "liderança da [BRZ]" as no leadership change', () => {
    const letter =
      'Olá liderança da [BRZ],\n\nSou o R5 da [TUP] e gostaria de propor um NAP (pacto de não agressão) entre nossas alianças até o fim da temporada de KvK.\n\nProposta:\n1. Ninguém ataca cidade, farm ou bandeira da outra aliança\n2. Fortes bárbaros: cada um bate nos da sua área (a divisa é o rio, mais ou menos Y:600)\n3. Se der problema, os R4 resolvem por DM antes de qualquer retaliação\n4. Na KvK lutamos juntos contra o reino inimigo\n\nSe concordarem, fechamos no domingo e avisamos os membros.\nFico no aguardo.\n\nAbraço,\nR5 Tupa_Guerreiro';
    expect(title(letter)).not.toBe('Mudança de liderança');
  });

  it('titles by what the mail is: a congratulated player, a new leader, a last warning, an apology', () => {
    expect(title('congrats to DemonSlayer_99 for top 1 in MGE! all by the list')).toBe(
      'Congrats to DemonSlayer_99',
    );
    expect(title('поздравляем DemonSlayer_99 с топ-1 в MGE! всё по списку')).toBe(
      'Поздравляем DemonSlayer_99',
    );
    expect(
      title(
        'Всем привет!\n\nС сегодняшнего дня у альянса [NEVA] новый лидер — Katya_Storm.\nKostya_R5 уходит на перерыв',
      ),
    ).toBe('Смена руководства');
    expect(title('يا [DKS] ده اخر تحذير، لو حد منكم قرب من مزارعنا تاني هنصفر حساباتكم')).toBe(
      'تحذير أخير',
    );
    expect(title('السموحة يا جماعة عن الرالي الغلط امس، ضغطت على الحصن الغلط')).toBe('اعتذار');
    expect(
      title('مرحبا شباب\nبكرا بيفتح الممر بالمملكة الضايعة الساعة 12:00 UTC\nكلكن تكونوا اونلاين'),
    ).not.toBe('بكرا');
  });

  it('says "los rallys los abren Pablo_RoK" whole, with no group cut from its pronoun', () => {
    const plan = 'Plan para mañana:\nlos rallys los abren Pablo_RoK y Chiqui99, los demas rellenan';
    for (const tone of TONES) {
      expect(mailInTone(plan, tone).text).toContain('Los rallys los abren Pablo_RoK y Chiqui99');
    }
  });

  it('leaves no space before a colon, one "¡" to a call, and no "por favor" in "Vamos a…"', () => {
    const rules =
      'REGLAS [LEO]\nHola gente, estas son las reglas, léanlas porfa:\n\n1. Donar tecnología\n2. Darle al botón de ayuda';
    expect(mailInTone(rules, 'intense').text).toContain('léanlas:');
    const plea = mailInTone(
      'donen tech porfa q estamos atascados en la de velocidad de marcha, faltan como 40k creditos!!',
      'motivational',
    ).text;
    expect(plea.match(/¡/gu)).toHaveLength(1);
    expect(plea).not.toContain('por favor');
    expect(plea).toContain('40k créditos');
  });

  it('closes an intense mail without "¡Gracias!", and writes out "qlqr" and "aq"', () => {
    const kick =
      'Aviso a los inactivos:\nlos que lleven mas de 7 dias sin conectar seran expulsados el domingo\ngracias';
    expect(mailInTone(kick, 'intense').text).not.toContain('Gracias');
    expect(mail('roda da fortuna começou hj\nqlqr coisa pergunta no chat\nNÃO gasta aq')).toMatch(
      /Qualquer coisa[\s\S]*gasta aqui/u,
    );
  });

  it('adds no line about an event a birthday jokes of, a battle to a promotion, or "together" to one player', () => {
    const birthday = mailInTone(
      'feliz cumple Maripaz_15!!! que la rueda de la fortuna te de muchos cofres jajaja',
      'motivational',
    ).text;
    expect(birthday).not.toMatch(/Rueda,|gobernadores/u);
    const promotion = mailInTone(
      'مبروك يا Hamada_10 بقيت R4\nبقالك سنة معانا\nيلا يا رجالة ادعموه',
      'motivational',
    ).text;
    expect(promotion).not.toContain('معركة');
    const win = mailInTone(
      'поздравляем DemonSlayer_99 с топ-1 в MGE! всё по списку',
      'motivational',
    );
    expect(win.text).not.toContain('вместе');
  });

  it('calls no one to get ready for an event that is closing', () => {
    const canyon = mailInTone(
      'Закатный каньон закрывается в воскресенье 00:00 UTC\nкто ещё не выставил оборону — поставьте нормальный отряд, а не 5 пустых командиров\nнаграда за ранг — золотые ключи, не ленитесь\nпо составам спрашивайте у Миши в чате',
      'motivational',
    ).text;
    expect(canyon).not.toMatch(/впереди|будильник/u);
  });

  it('bullets no lead sentence with a time over a numbered list, and greets "Hey guys" whole', () => {
    const war = mail(
      '【宣战书】\n致 [WAR] 联盟全体成员：\n\n所以 [LGD] 正式宣布：\n从明天 12:00 UTC 开始，双方进入战争状态。\n1. 旗子都会被拆\n2. 大号上线请开盾',
    );
    expect(war).not.toContain('• 从明天');
    expect(mail('hey guys\nbarb forts today at 14:00 UTC\njoin every rally u can')).toContain(
      'Hey guys,',
    );
  });
});

describe('what round 24 found', () => {
  it('makes no question of "quem puder clica na ajuda", no order of a city\'s "shield OFF", no "muevar"', () => {
    const help =
      'galera to sem speed de cura, quem puder clica na ajuda do meu hospital uns 800k feridos';
    for (const tone of TONES) expect(mailInTone(help, tone).text).not.toContain('na?');
    const scout =
      'scout report on [RAGE] main hive:\ncenter around X:780 Y:210, ~25 cities\nbiggest is BlackOut_X 85M, shield OFF, mostly cav';
    expect(mailInTone(scout, 'motivational').text).not.toMatch(/let's shield/iu);
    expect(
      createVoice('motivational', 'es')('Jueves noche: todos mueven la ciudad con teletransporte.'),
    ).not.toContain('muevar');
  });

  it('keeps "别盟" (other alliances) in a Chinese ban, and adds no duty to where a vote is held', () => {
    expect(createVoice('intense', 'zh')('野蛮人城寨按领土划分，不许抢别盟的')).toContain(
      '不许抢别盟的',
    );
    expect(createVoice('intense', 'ar')('التصويت في قناة #vote على الديسكورد')).not.toContain(
      'إلزامي',
    );
  });

  it('greets whole: "السلام عليكم جميعاً", "Greetings from the council of #1905"', () => {
    expect(
      mail(
        'السلام عليكم جميعاً،\nبعد انتهاء فترة الملك الحالي سيتم اختيار الملك القادم\nالتصويت يوم الخميس',
      ),
    ).toContain('السلام عليكم جميعاً،');
    expect(
      mail(
        'To the leadership of Kingdom #2417,\n\nGreetings from the council of #1905. We are writing before the next KvK.\nplease reply by friday',
      ),
    ).toContain('Greetings from the council of #1905.');
  });

  it('numbers Chinese points alike, and signs a letter with no stop and nothing after it', () => {
    const treaty = mail(
      '【K3088 和平协议】\n各盟主已达成一致：\n\n一、非 KvK 期间全王国和平，禁止攻打任何城市\n二、野蛮人城寨按领土划分，不许抢别盟的\n三、圣所只在 KvK 期间争夺\n四、MGE 按盟轮流\n五、国王头衔两周一换',
    );
    expect(treaty).not.toContain('•');
    const letter =
      'To the leadership of [ABC],\n\nwe propose a NAP until pass 6.\nplease reply by friday.\n\nRespectfully,\nKing Aurelian_1905\non behalf of [R1S], [VLK] and [EOS]';
    const said = mailInTone(letter, 'motivational').text;
    expect(said).toMatch(/King Aurelian_1905\nOn behalf of \[R1S\], \[VLK\] and \[EOS\]$/u);
  });

  it('titles a farewell, a Ramadan greeting and "ТП … ПРЯМО СЕЙЧАС" by what they are', () => {
    expect(
      title(
        'hey everyone\n\nthis one is hard to write. after almost 3 years im quitting rok. i cant keep up with kvk anymore\n\nlove u all',
      ),
    ).toBe('Farewell');
    expect(
      title('رمضان كريم يا احلى تحالف 🌙 الحصون بعد الفطور ان شاء الله الساعة 17:00 UTC'),
    ).toBe('رمضان كريم');
    expect(
      title('ТП в зону 4 ПРЯМО СЕЙЧАС, X:1010 Y:540, кто не успеет — без ралли останется'),
    ).not.toMatch(/ПРЯМО$/u);
  });

  it('praises no members leaving: "We got 2 open R4 spots after Jinx and Puffy left"', () => {
    expect(
      createVoice('motivational', 'en')('We got 2 open R4 spots after Jinx and Puffy left.'),
    ).toBe('We got 2 open R4 spots after Jinx and Puffy left.');
  });
});

describe('what round 24 found, mended later', () => {
  it('writes RoK, Telegram and Navidad as names', () => {
    expect(mail('after 3 years im quitting rok, join our telegram group')).toMatch(
      /RoK.*Telegram/u,
    );
    expect(mail('feliz navidad familia [HSP] disfruten el evento')).toContain('Feliz Navidad');
  });

  it('signs no thanks to "кто рубился до конца", and calls no rally after one that hit us', () => {
    const season =
      'ИТОГИ KVK SEASON 3\nвзяли пасс 4 и 5 за первые 2 дня\nСпасибо всем кто рубился до конца\n— R5 Ледокол';
    expect(mailInTone(season, 'intense').text).not.toContain('— кто');
    const hospital = mailInTone(
      '医院快爆了的赶紧治疗！！刚被集结打了，伤兵超了直接死兵',
      'motivational',
    ).text;
    expect(hospital).not.toContain('集结点见');
    expect(hospital.split('\n')[0]).not.toMatch(/的 ★$/u);
  });
});

describe('what round 24 found: letters and wins titled by what they are', () => {
  it('titles a letter to another side by whom it is to, never by its addressee line', () => {
    expect(
      title(
        'To the leadership of Kingdom #2417,\n\nWe are writing before matchmaking.\nWhat we propose:\n- no attacks in zone 1\n- share scouting\n\nRespectfully,\nKing Aurelian_1905',
      ),
    ).toBe('Letter to Kingdom #2417');
    expect(
      title(
        'إلى قيادة المملكة #2760،\n\nبعد ثلاثة أيام من القتال عند الممر الخامس خسرتم كثير.\nلا نريد الاستمرار.',
      ),
    ).toBe('رسالة إلى المملكة #2760');
    expect(
      title(
        'Olá liderança da [BRZ],\n\nSou o R5 da [TUP] e gostaria de propor um NAP entre nossas alianças até o fim da temporada de KvK.\n\nProposta:\n1. Ninguém ataca cidade\n2. Na KvK lutamos juntos\n\nAbraço,\nR5 Tupa',
      ),
    ).toBe('Proposta de acordo para [BRZ]');
  });

  it('titles "GG everyone!!! ark won 1480 vs 920" as the win it tells of', () => {
    expect(
      title(
        'GG everyone!!! ark won 1480 vs 920 ty to everyone who showed up on time, best one yet',
      ),
    ).toBe('Ark of Osiris Victory');
  });
});

describe('what round 25 found', () => {
  it('asks no Russian "кто из Р4" or "кто первый" without its "who", nor a condition with a colon', () => {
    const voice = createVoice('motivational', 'ru');
    for (const sentence of [
      'Кто из Р4 онлайн, дайте пжл титул учёного.',
      'Кто первый набьёт 10 штук — пишите в чат, дам бонус из подарков.',
    ]) {
      expect(voice(sentence)).toBe(sentence);
    }
    expect(voice('Кто застрял на 5-7 месте: ставьте Ричарда вперёд.')).not.toContain(':?');
  });

  it('says "буду заходить" as the writer will, never "буду заходим"', () => {
    expect(
      createVoice('motivational', 'ru')('Я остаюсь в альянсе, буду заходить и помогать в KvK.'),
    ).toContain('буду заходить и помогать');
  });

  it('reads "Вниманию альянса [NRD]" as a letter: its demands stay as written', () => {
    const letter =
      'Вниманию альянса [NRD] и лично игрока Skald_Ragnar.\n\nВчера ваши игроки атаковали наших сборщиков в зоне 1.\n\nНаши требования:\n1. Компенсация — 50М ресурсов (отправить R4 Hunter_Ru).\n2. Публичное извинение в чате королевства.\n\nR5 [ZRA] Заря';
    const firm = mailInTone(letter, 'intense').text;
    expect(firm.split('\n')[0]).toContain('[NRD]');
    expect(firm).toContain('отправить R4 Hunter_Ru');
  });
});

describe('what round 25 found, mended after its summary', () => {
  it('cuts no Chinese quote or time clause into sentences in intense', () => {
    const firm = createVoice('intense', 'zh');
    expect(
      firm(
        '最近有人冒充客服私信，说"账号异常，需要提供绑定邮箱和密码验证"，还有人发链接说能免费领宝石、刷金钥匙',
      ),
    ).toContain('"账号异常，需要提供绑定邮箱和密码验证"');
    expect(firm('账号借别人代打之前，先解绑手机，只给临时密码，别给主密码')).toContain(
      '账号借别人代打之前，先解绑手机',
    );
  });

  it('puts a day said before what starts with its time: "Amanhã (quinta) às 16:00 UTC: abre o passo 3"', () => {
    expect(createVoice('intense', 'pt')('Amanhã (quinta) o passo 3 abre às 16:00 UTC.')).toBe(
      'Amanhã (quinta) às 16:00 UTC: abre o passo 3.',
    );
    expect(createVoice('intense', 'en')('Tomorrow pass 4 opens at 12:00 UTC.')).toBe(
      'Tomorrow at 12:00 UTC: Pass 4 opens.',
    );
  });
});

describe('what round 25 found: titles', () => {
  it('titles crystal mines, a request for resources, a promotion and an apology by what they are', () => {
    expect(
      title(
        'gente en el reino perdido hay minas de cristal cerca de la zona 2 (X:905 Y:1020 aprox)\nmanden recolectores con comandantes de recolección',
      ),
    ).toBe('Minas de cristal');
    expect(
      title('谁有多余的木头和粮食能援助一下？升25本还差 8M 木头，坐标 X:612 Y:77，谢谢大佬们'),
    ).toBe('求资源');
    expect(title('مبروك لـ Lina_Sy الترقية لـ R4 👏👏 بتستاهلي والله، الله يوفقك')).toBe(
      'مبروك لـ Lina_Sy',
    );
    expect(
      title(
        'معلش يا جماعة انا اللي ضربت الفارم بالغلط امبارح 🙏 هرجعله الموارد النهارده، سوري يا Omar_77',
      ),
    ).toBe('اعتذار');
    // An apology for a late notice is no apology mail.
    expect(
      title('sorry guys for the late notice, kvk starts tomorrow 12:00 UTC\nshield up'),
    ).not.toBe('Apology');
  });

  it('titles a label\'s list by the clause before its comma: "卡鲁亚克仪式今晚 20:00 UTC 开，报名的人注意："', () => {
    expect(
      title(
        '卡鲁亚克仪式今晚 20:00 UTC 开，报名的人注意：\n- 这次挑战难度7\n- 奖励按伤害算\n有问题群里问',
      ),
    ).toBe('卡鲁亚克仪式今晚');
  });
});

describe('what round 25 found: lines after a signature or on a promotion', () => {
  it('ends a welcome signed "El consejo de Hispania" with its signature, with no stop', () => {
    const welcome =
      'Bienvenidos a [HSP] Hispania Imperial\nNormas básicas:\n- donad tecnología cada día\n- ayudad siempre\nSi tenéis dudas preguntad en el chat.\nDisfrutad!\nEl consejo de Hispania';
    for (const tone of TONES) {
      expect(mailInTone(welcome, tone).text).toMatch(/\nEl consejo de Hispania$/u);
    }
  });

  it('thanks no one\'s help on a promotion: "مبروك لـ Lina_Sy الترقية لـ R4"', () => {
    const text = mailInTone(
      'مبروك لـ Lina_Sy الترقية لـ R4 👏👏 بتستاهلي والله، الله يوفقك',
      'motivational',
    ).text;
    expect(text).not.toContain('كل مساعدة');
  });
});

describe('what round 26 found', () => {
  it('colours "و17:00 UTC" as one time: the Arabic "and" written onto it is no part of it', () => {
    const text = formatWithBuiltinEngine(
      FormatRequestSchema.parse({ message: 'الفعالية\nموجود يوم السبت بين 15:00 و17:00 UTC' }),
    ).formattedMessage;
    expect(text).toContain('و<color=#B71C1C><b>17:00 UTC</b></color>');
    expect(text).not.toContain('17:<color');
  });

  it('reads an emoji after "by" as a word of its phrase: "Voting by 👍 reactions"', () => {
    const text = mail('CITY CONTEST\nVoting by 👍 reactions, R4 votes dont count');
    expect(text).toContain('Voting by thumbs-up reactions');
    expect(mail('CONCURSO\nVotación con 👍 en el chat')).toContain('Votación con en el chat');
  });

  it('keeps "DO NOT hit enemy cities" in the labelled item it belongs to', () => {
    const orders = mail(
      'KVK ORDERS\nEveryone above 40M: teleport to zone 3 by 13:30 UTC\nUnder 40M: stay behind the pass and farm barbs. DO NOT hit enemy cities, you just feed them kp\nRally leaders: Tomyris_77, Kn1ghtOwl',
    );
    expect(orders).toContain(
      '• Under 40M: stay behind the pass and farm barbs. DO NOT hit enemy cities, you just feed them KP',
    );
    // A long line among others not led by labels is still one sentence a line.
    expect(
      mail(
        'Fort tonight\nThe fort opens at 20:00 UTC and we go all together from the flag near the pass. Bring full marches and heal first.',
      ),
    ).toContain('the flag near the pass.\nBring full marches');
  });

  it('spells "n me", Portuguese "ha 15 dias" and "le as regras", Spanish "economia" in full', () => {
    expect(mail('Scouts\n3 scouts on HavocMaster_88 n me in the last 10 min')).toContain(
      'HavocMaster_88 and me',
    );
    const rules = mail(
      'Regras\nfarm inativa ha 15+ dias sai do reino. quem ta ha mais de 7 dias off sai. le as regras. ha ha',
    );
    expect(rules).toContain('há 15+ dias');
    expect(rules).toContain('há mais de 7 dias');
    expect(rules).toContain('Lê as regras');
    expect(rules).toContain('Ha ha');
    expect(mail('Reglas\nla economia del reino esta bien')).toContain('economía');
  });
});

describe('what round 27 found', () => {
  it('says "лвл" in the case its adjective asks: "Сложный уровень", "на высоком уровне"', () => {
    const text = mail(
      'Форт\nСложный лвл (5+) только для сильных. на высоком лвл не лезьте. форт 7 лвл',
    );
    expect(text).toContain('Сложный уровень (5+)');
    expect(text).toContain('На высоком уровне');
    expect(text).toContain('Форт 7 уровня');
  });

  it('sets no comma in "Есть что сказать"', () => {
    expect(mail('Опрос\nЕсть что сказать пишите в личку')).toContain('Есть что сказать');
  });

  it('reads a short Brazilian alert as Portuguese and writes its accents', () => {
    const text = mail(
      '🔥 RALLY FORTE LVL 7 🔥 X:398 Y:627 comeca em 5 min, faltam 3 pessoas, entra la pfv',
    );
    expect(text).toContain('NÍVEL 7');
    expect(text).toContain('começa em 5 min');
    expect(text).toContain('entra lá por favor');
    const tips = mail(
      'Dicas\nbate barbaro todo dia, da xp pros comandantes. 5 tentativas gratis, pra ca, bem vinda',
    );
    for (const word of ['dá XP', 'grátis', 'pra cá', 'bem-vinda']) expect(tips).toContain(word);
  });

  it('spells "id like", "fwd", "mvp" and Spanish "ordenes" out', () => {
    expect(mail('NAP\nid like to offer a NAP, looking fwd to it. mvp: Kai')).toMatch(
      /I'd like to offer.*looking forward to it.*MVP: Kai/su,
    );
    expect(mail('Reglas\nse siguen las ordenes del canal, sin excepciones')).toContain(
      'las órdenes',
    );
  });

  it('signs "Thanks -R5 kaz" as a thanks and a signature, never as "Уезжаете - предупредите Р4"', () => {
    const text = mail(
      'MGE rules\nrank 1-3 reserved: Kaz_ir, M00nshadow\neveryone else max 2M points\nThanks -R5 kaz',
    );
    expect(text).toMatch(/\nThanks!\n-R5 kaz$/u);
    expect(mail('Правила\nфорты в 20:00 UTC\nУезжаете - предупредите Р4')).toContain(
      'Уезжаете - предупредите Р4',
    );
  });

  it('colours "19h" of "19h e 23h UTC" as a time', () => {
    const text = formatWithBuiltinEngine(
      FormatRequestSchema.parse({ message: 'Fortes\nfortes hoje 19h e 23h UTC, pessoal' }),
    ).formattedMessage;
    expect(text).toContain(
      '<color=#B71C1C><b>19h</b></color> e <color=#B71C1C><b>23h UTC</b></color>',
    );
  });

  it('ends no line on a stop after a Discord handle', () => {
    expect(mail('NAP\npls reply by thursday or add me on discord marrow#4421')).toMatch(
      /marrow#4421$/u,
    );
  });
});

describe('what round 27 found: titles', () => {
  it('titles a header in capitals an emoji sets apart by the header alone: "FORT RALLY 🔥 lvl 6 …"', () => {
    const text = mail(
      'FORT RALLY 🔥 lvl 6 X:233 Y:1019 starts 7:40pm utc\nneed 4 more, join fast pls',
    );
    expect(text.split('\n')[0]).toBe('FORT RALLY');
    expect(text).toContain('Level 6 X:233 Y:1019 starts 7:40pm UTC.');
    // An aside in brackets after the header stays its plea, as before.
    expect(
      mail(
        'PERGUNTAS FREQUENTES ❓ (leiam antes de perguntar pfv)\n1) q horas é o forte?\n20h utc todo dia',
      ),
    ).toContain('Leiam antes de perguntar por favor.');
  });

  it('titles "⚠️敌袭⚠️[DRG]…" by its header, out of the body', () => {
    const text = mail('⚠️敌袭⚠️[DRG]大概20个人在X:512 Y:740集结我们的旗子！！附近的赶紧开盾');
    expect(text.split('\n')[0]).toBe('⚠ 敌袭 ⚠');
    expect(text).not.toContain('⚠敌袭⚠[DRG]');
  });

  it('ends no title on "até": "votacao pra R4 aberta ate sexta 22h utc"', () => {
    expect(title('votacao pra R4 aberta ate sexta 22h utc 🗳️\ncandidatos: Tuti_44, Kaka007')).toBe(
      'Votação pra R4 aberta',
    );
  });

  it('titles "⚠️ heads up ppl: …SCAM…" by what it warns of, never by "Heads Up People"', () => {
    expect(
      title(
        '⚠️ heads up ppl: someone called L1lith_Support is mailing asking for ur login for "free 10k gems". SCAM. lilith never asks for ur pass',
      ),
    ).toBe('Scam Warning');
  });
});

describe('what round 27 found: rewrites', () => {
  it('bans in Portuguese without a double "no": "Proibido atacar alguém", never "…ninguém"', () => {
    const text = mailInTone(
      'Dicas\n7. nao ataca ninguem fora da alianca sem falar com R4',
      'intense',
    ).text;
    expect(text).toContain('Proibido atacar alguém fora da aliança');
    expect(text).not.toContain('ninguém');
  });

  it('keeps a requirements label\'s items one line in intense: "要求：2000万战力以上，有T4步兵或者骑兵"', () => {
    const text = mailInTone(
      'AOO报名\n本周六UTC 12:00开打，要30个人\n要求：2000万战力以上，有T4步兵或者骑兵\n联盟频道回复1报名',
      'intense',
    ).text;
    expect(text).toContain('要求：2000万战力以上，有T4步兵或者骑兵');
  });
});

describe('what round 27 found: lines', () => {
  it('calls no one to a rally of the enemy\'s: "[DRG]…集结我们的旗子", "rallies on us"', () => {
    const alert =
      '⚠️敌袭⚠️[DRG]大概20个人在X:512 Y:740集结我们的旗子！！附近的赶紧开盾，有T5的过来支援';
    for (const tone of TONES) expect(mailInTone(alert, tone).text.match(/集结/gu)).toHaveLength(1);
  });
});

describe('what round 27 found: a handover after an apology', () => {
  it('titles "сори за бардак… R5 передаю Волк_77" and "بعتذر… من النهارده R5 هيبقى" by the handover', () => {
    expect(
      title(
        'всем привет. сори за вчерашний бардак с фортами, моя вина\nс сегодняшнего дня R5 передаю Волк_77\nвсе вопросы теперь к Волку',
      ),
    ).toBe('Смена руководства');
    expect(
      title(
        'يا جماعة بعتذر عن الغياب الفترة اللي فاتت، ظروف شغل\nمن النهارده R5 هيبقى Sultan_K، وانا هفضل R4 معاكم',
      ),
    ).toBe('تغيير القيادة');
    // An apology with no new leader keeps its own title.
    expect(
      title('sorry guys for the late notice, kvk starts tomorrow 12:00 UTC\nshield up'),
    ).not.toBe('Leadership Change');
  });
});

describe('what round 27 found: signatures and words', () => {
  it('signs "Saludos, Mara_R4" as a wish and a signature, with no stop after the name', () => {
    expect(mail('Horario\nfuertes a las 20:00 UTC\nSaludos, Mara_R4')).toMatch(
      /\nSaludos,\n— Mara_R4$/u,
    );
    // A comma before everyone thanked is no signature.
    expect(mail('Fort\nforts at 20:00 UTC tonight\nThanks, everyone')).not.toContain('— everyone');
  });

  it('spells "eng speaking", "eu/us" and "ingame" out', () => {
    const text = mail(
      'Recruiting\n- eng speaking, all timezones (core is eu/us)\n- msg Foxxy_King ingame, put your ingame name',
    );
    for (const words of ['English-speaking', 'EU/US', 'Foxxy_King in game', 'in-game name'])
      expect(text).toContain(words);
  });
});

describe('what round 28 found', () => {
  it('says an emoji that completes a sentence in words: "u guys r 🐐", "vcs sao 🐐", "te estamos 👀"', () => {
    expect(mail('GG\nbig thx to everyone who held pass 6, u guys r 🐐\n-R4 Rhaen')).toContain(
      'you guys are the GOATs.',
    );
    expect(
      mail('Valeu\nquem ficou acordado defendendo o passo 5 vcs sao 🐐💚💛\n-R5 Tavinho'),
    ).toContain('vocês são lendas.');
    expect(mail('Aviso\nsi pasa otra vez te kickeo sin aviso, te estamos 👀 -R4 Vale')).toContain(
      'te estamos vigilando.',
    );
    // A wink after "you know who you are" says nothing more.
    expect(mail('Donen\nlos que donaron 0 ya saben quienes son 👀')).not.toContain('vigilando');
  });

  it('keeps a handle as written ("mariana.rok") and writes "nap", "né", "presença", "pídanlo"', () => {
    const text = mail(
      'ELEICAO R4\ncandidatos: Bruno_fx, mariana.rok. farm nao vota ne, confirma presenca. temos nap com [TUG]',
    );
    for (const words of ['mariana.rok', 'não vota né', 'presença', 'NAP com'])
      expect(text).toContain(words);
    expect(mail('Títulos\ncientifico: pidanlo en el chat')).toContain('pídanlo');
  });
});

describe('what round 28 found: titles', () => {
  it('titles a treaty offered as a proposal, never as an agreement', () => {
    expect(
      title(
        'الى قيادة تحالف [KSA] المحترمين،\nمعكم R5 تحالف [ARB]\nنبي نسوي اتفاقية عدم اعتداء (NAP) بيننا لين نهاية الKvK الجاي\nاذا موافقين ردو على هالرسالة',
      ),
    ).toBe('مقترح اتفاق مع [KSA]');
    const letter = mail(
      'Para a lideranca da [KRX]\naqui e o R5 da [BRZ]. queria propor um NAP entre nossas aliancas\nse vcs topam responde esse email',
    );
    expect(letter.split('\n')[0]).toBe('Proposta de acordo para [KRX]');
    expect(letter).toContain('Para a liderança da [KRX],');
    expect(letter).toContain('Aqui é o R5');
  });

  it('titles a scam warning "هذا نصاب" as one, and a handover after a greeting and an apology', () => {
    expect(
      title(
        'تنبيه ⚠️ في واحد اسمه Lilith_Support2 يطلب الباسورد .. هذا نصاب!! لا احد يعطيه شي\nقيادة [ARB] ما راح تطلب باسوردك',
      ),
    ).toBe('تحذير من الاحتيال');
    const handover = mail(
      'Всем привет, это Горыныч\nхочу извиниться за прошлое квк, это моя вина\n- с пн R5 будет Сова, я остаюсь р4',
    );
    expect(handover.split('\n')[0]).toBe('Смена руководства');
    expect(handover).toContain('Всем привет, это Горыныч.');
  });

  it('leaves no rule in a title and cuts a Chinese title at its "‼️"', () => {
    expect(
      title('═══ جدول الاسبوع ═══ (كل الاوقات UTC)\nالاثنين: تعبئة التحالف\nالثلاثاء 20:00: رالي'),
    ).toBe('جدول الاسبوع (كل الاوقات UTC)');
    expect(title('╔═══ REGRAS DE FARM ═══╗\n1. farm tem nome\n2. max 2 farms')).toBe(
      '╔═══ REGRAS DE FARM ═══╗',
    );
    expect(title('集结野蛮人城寨啦‼️今晚20:00UTC,5-6级,坐标X:640 Y:318,R4带队')).toBe(
      '集结野蛮人城寨啦',
    );
  });
});

describe('what round 29 found', () => {
  it('wishes no luck at a rally that sends the members to their shields, and titles no "K2333的"', () => {
    const alert = '注意！！K2333的[TNT]在我们领土边上集结，大概5队，在线的赶紧开盾或者回城';
    expect(mailInTone(alert, 'motivational').text).not.toContain('集结顺利');
    expect(title(alert)).not.toBe('K2333的');
    // A rally of ours beside a word about being hit keeps its line.
    const ours =
      '今晚20:00 UTC 打4号遗迹 X:533 Y:281\n战力30M以上的全部进驻，其他人跟集结\n不要单刷！！！被打了就去治疗';
    expect(mailInTone(ours, 'motivational').text).toMatch(/集结/u);
  });

  it('keeps a handle in small letters at a list item\'s start ("2. sunny.b99") and says "ur out" as "you\'re out"', () => {
    expect(mail('MGE\n1. Blade_of_Night - 1st\n2. sunny.b99 - 2nd, max 8M')).toContain(
      '2. sunny.b99 - 2nd',
    );
    const warning = mail(
      '@Faker2023 3rd time ur gathering the crystal mine. stop or ur out tmrw. last warning',
    );
    expect(warning).toContain("you're out");
    expect(mail('MGE\nif ur in top 10 and drop out, you lose ur next MGE slot')).toContain(
      'your next MGE slot',
    );
  });
});

describe('what round 29 found, mended in session 22', () => {
  it('writes out "every hr", "alli", "recomended", the Portuguese "p quem", "mês", "hj a noite", "q da", the Russian "кк" and the Spanish "x privado"', () => {
    expect(
      mail('KVK\ncheck #kvk-orders on discord every hr\ndonate alli tech (recomended one)'),
    ).toMatch(/every hour[\s\S]*alliance tech \(recommended one\)/u);
    const poll = mail(
      'VOTACAO\n3 - 23h UTC (mto tarde p quem trampa cedo)\no mais votado fica fixo o mes todo blz',
    );
    expect(poll).toContain('pra quem trampa');
    expect(poll).toContain('o mês todo, beleza?');
    expect(mail('PLANO\nquem nao puder entrar avisa aqui ate hj a noite\nbora q da 💪')).toMatch(
      /até hoje à noite[\s\S]*Bora que dá/u,
    );
    expect(mail('ротация титулов\nочередь в #титулы, пишите ник + X Y. кк?')).toContain('Ок?');
    const rules = mail(
      'REGLAS\n6. participar en fuertes, al menos 3 x semana\n10. cualquier problema hablen con un R4 x privado',
    );
    expect(rules).toContain('3 por semana');
    expect(rules).toContain('un R4 por privado');
  });

  it('keeps "4-10." with its item and two signers joined by "y" as the signature', () => {
    const mge = mail(
      'MGE RULES\n1. Blade_of_Night - 1st, no cap\n2. Hera - 2nd, max 8M\n4-10. open for sign up in #mge-signup, cap 5M each\neveryone else stay under 3.6M pts',
    );
    expect(mge).toMatch(/\n4-10\. Open for sign up/u);
    const signed = mail(
      'INFO DE MIGRACION\n- Fecha: lunes 16:00 UTC\n- Destino: [VNM]\nnos vemos del otro lado\n- R4 Mateo_LV y R5 ElTigre',
    );
    expect(signed).not.toContain('• R4 Mateo_LV');
    expect(signed).toMatch(/- R4 Mateo_LV y R5 ElTigre$/u);
  });

  it('greets whole when the greeting goes on in a clause, and puts no stop after an emoji that follows one', () => {
    expect(
      mail('BEM VINDOS\nsalve galera nova que chegou hoje na [BRZ]!\n- entrem no discord'),
    ).toContain('Salve galera nova que chegou hoje na [BRZ]!');
    expect(
      mail(
        '🎂 hj a [BRZ] faz 1 ano!!! obg a todos q tao aqui desde o comeco ❤️\nvai ter sorteio de 1000 gemas',
      ),
    ).toContain('desde o começo. ❤\n');
  });

  it('titles an anniversary and a reminder about tech donations by their topic', () => {
    expect(
      title('🎂 hj a [BRZ] faz 1 ano!!! obg a todos q tao aqui desde o comeco\nvai ter sorteio'),
    ).toBe('Aniversário da aliança');
    expect(
      title(
        'hey guys reminder 🙏 donate alli tech every day, we r 3 lvls from max\nmin 20 donations a week',
      ),
    ).toBe('Reminder: Tech Donations');
  });

  it('asks an English condition with no comma before "set" ("Offline? Set shield 8h.") and calls "people," before its sentence', () => {
    const orders =
      'KVK ORDERS\nok listen up ppl, pass 4 opens tmrw 12:00 UTC\nif ur offline set shield 8h';
    for (const tone of TONES) {
      const text = mailInTone(orders, tone).text;
      expect(text).toMatch(/Offline\? Set shield 8h/u);
      expect(text).toMatch(/Listen up, people(?:\.| —) Pass/iu);
    }
  });
});

describe('what round 30 found', () => {
  it('says a vote between 👍 and 👎 in words, as the game shows neither', () => {
    expect(mail('تصويت سريع: نشارك ولا لا؟ اكتبوا 👍 او 👎 في الشات قبل بكرة 18:00 UTC')).toContain(
      'اكتبوا نعم او لا في الشات',
    );
    expect(mail('quick poll: do we join? write 👍 or 👎 in chat by 18:00 UTC')).toContain(
      'Write yes or no in chat',
    );
  });

  it('keeps a handle\'s dot ("老李头.1"), the "не" of a cap, and "your" after a verb', () => {
    expect(mail('KVK 战报\n- 死兵王：老李头.1 210万（敬礼）\n- 死兵3800万')).toContain(
      '老李头.1 210万',
    );
    const cap = extractFacts('ЛИМИТЫ ОЧКОВ:\n- всего не больше 14М').map((fact) => fact.text);
    expect(cap).toContain('не больше 14М');
    expect(
      mail('Quick reminders ppl!!\n- Wheel of Fortune is live, do ur free spin every day'),
    ).toContain('do your free spin');
  });

  it('writes Portuguese "dps" as "depois" and English "dps" as DPS', () => {
    expect(mail('enquete rapida: 20h ou 23h?\nquem n votar n reclama dps 😂')).toContain(
      'não reclama depois',
    );
    expect(mail('MGE\ntell us what commanders u have, need a tank and dps')).toContain('DPS');
  });

  it('signs a dotted name after an emoji ("он норм 👍 — Mira.K") on its own line', () => {
    const handover =
      'Всем привет. С сегодняшнего дня R5 у нас Volk_Sever. Слушаемся его, он норм 👍 — Mira.K';
    expect(mail(handover)).toMatch(/он норм\.\n\n?— Mira\.K$/u);
  });

  it('titles no call ("Quick Reminders"), no mention, no greeting ending in "，"', () => {
    expect(title('Quick reminders ppl!!\n- donate tech\n- AM starts Tue')).toBe('Quick Reminders');
    expect(
      title(
        '@Dark_Lord.99 this is ur 2nd warning.\nu hit [SPQ] farms twice while we have a NAP with them.\n- R4 Mavka',
      ),
    ).toBe('Warning');
    expect(
      title('@小馒头_88 你昨天又去打[QYL]的农场了，再有一次直接踢出联盟，别说没提醒你。'),
    ).toBe('警告');
    expect(
      title('[TNG] 各位首领你们好，\n我是[FYH]的R5 白夜君。\n想和你们签个互不侵犯。\n谢谢啦～'),
    ).not.toContain('你们好');
  });
});

describe('what round 30 found: words and closings', () => {
  it('reads "20h ou às 23h UTC" as two times and names commanders as the game does', () => {
    const times = extractFacts('vcs preferem fortes às 20h ou às 23h UTC?').map(
      (fact) => fact.text,
    );
    expect(times).toContain('20h');
    expect(mail('MGE NEXT WEEK\ncommander is scipio or pelagius, not sure yet')).toContain(
      'Scipio or Pelagius',
    );
  });

  it('ends a cheering closing with "!" and leaves a Russian smile "))" unmarked', () => {
    expect(
      mail('AGENDA\n- SEG: fortes 21h UTC\n- TER: arca 13h UTC\ntamo junto\nBia_Strike - R4'),
    ).toContain('Tamo junto!');
    expect(
      mail(
        'Советы для новичков\n1. копите ускорения\nесли что непонятно - пишите в чат, тут никто не кусается))',
      ),
    ).toMatch(/не кусается\)\)$/u);
  });

  it('titles a generic "Напоминалка" by the topic after it', () => {
    expect(
      title('Напоминалка: каньон сбрасывается в пн, поставьте защиту\nкто не успеет - пишите'),
    ).not.toBe('Напоминалка');
  });
});

describe('what round 30 found: letters', () => {
  it('reads "Saludos líderes de [DRK]," as a salutation and titles a complaint as one, over the treaty it names', () => {
    const letter =
      'Saludos lideres de [DRK],\nles escribimos xq sus miembros Gr1m y sbk_kill atacaron nuestras granjas en X:301 Y:955. tenemos NAP desde la KvK pasada.\nsi sigue pasando damos el pacto por roto.\nR5 de [V3R], Lucía_Q';
    expect(title(letter)).toBe('Reclamo a [DRK]');
    expect(mail(letter)).toContain('Saludos líderes de [DRK],\n');
    expect(
      title(
        'To the leadership of [DRK],\nyour members attacked our farms three times this week. we have a NAP with [DRK].\nR5 Lucia',
      ),
    ).toBe('Complaint to [DRK]');
  });
});

describe('what round 30 found: added lines', () => {
  it("names no option of a poll as the mail's time, and cheers no peace over a warning to a player", () => {
    // A vote on one time: no line sets it as the time before the vote.
    const poll = 'poll: should we move fort runs to 21:00 UTC? vote yes or no in chat by friday';
    for (const tone of TONES) {
      const lines = mailInTone(poll, tone).text.split('\n');
      expect(lines.filter((line) => line.includes('21:00 UTC'))).toHaveLength(1);
    }
    const warning =
      '@Dark_Lord.99 this is ur 2nd warning.\nu hit [SPQ] farms twice yesterday while we have a NAP with them, screenshots r in alliance chat.\none more time and ur out, no discussion. pay them back 2M food + 2M wood before tmrw reset (00:00 UTC).\n- R4 Mavka';
    expect(mailInTone(warning, 'motivational').text).not.toMatch(/peace/iu);
    const humorous = formatWithBuiltinEngine(
      FormatRequestSchema.parse({ message: warning, mode: 'improve', tone: 'humorous' }),
    );
    expect(humorous.formattedMessage).not.toContain('Breaking news');
  });

  it('signs "R5 de [V3R], Lucía_Q" as a signer, with nothing added after it', () => {
    const letter =
      'Saludos lideres de [DRK],\nsus miembros atacaron nuestras granjas en X:301 Y:955 tres veces esta semana.\npedimos q lo controlen.\nquedamos atentos\nR5 de [V3R], Lucía_Q';
    for (const tone of TONES)
      expect(mailInTone(letter, tone).text).toMatch(/R5 de \[V3R\], Lucía_Q$/u);
  });
});

describe('what round 31 found', () => {
  it('never asks a Portuguese "quem não … NÃO passa" as a question, which would drop its ban', () => {
    const cap = 'REGRAS MGE\nCAP de pontos: quem n tem vaga NÃO passa de 5M pontos. 5M. nao 5.1M';
    for (const tone of TONES) {
      expect(mailInTone(cap, tone).text).toContain('quem não tem vaga NÃO passa de 5M pontos');
    }
  });

  it('keeps a Chinese handle with a Latin name after its dot, and "ur just" as "you\'re just"', () => {
    expect(mail('招人\n有意向的私信 月影.Shadow 或者我')).toContain('月影.Shadow');
    // Formatted, not kept as written for want of the handle (round 31's al35 was kept plain).
    const recruiting = formatWithBuiltinEngine(
      FormatRequestSchema.parse({
        message: '招人啦\n要求：战力3000万\n有意向的私信 月影.Shadow 或者我',
      }),
    );
    expect(recruiting.warnings.map((warning) => warning.code)).not.toContain('kept-plain');
    expect(visibleText(recruiting.formattedMessage)).toContain('私信 月影.Shadow 或者我');
    expect(mail('[WLF] is recruiting\ndont apply if ur just here to farm')).toContain(
      "you're just here to farm",
    );
  });
});

describe('what round 31 found: titles', () => {
  it('titles a complaint that the other side broke the agreement, and a new leader named from Monday', () => {
    expect(
      title(
        'الى قيادة تحالف [WAR] المحترمين\n\nالسلام عليكم،\nلاعبين من عندكم ضربوا الجامعين حقنا عند X:310 Y:488، وهذا خرق واضح لاتفاقية عدم الاعتداء\nنطالب باعتذار رسمي',
      ),
    ).toBe('شكوى إلى [WAR]');
    expect(
      title(
        'Всем привет. С понедельника лидер альянса — Mirra.Volk, я ухожу в R4 по личным причинам.\n— Горыныч',
      ),
    ).toBe('Смена руководства');
  });

  it('titles a Russian "это развод" as a scam, and drops the call from a label\'s title ("Votação rápida")', () => {
    expect(
      title(
        'в лс пишет чел RoK_Admin_Official и просит логин за гемы\nэто развод, никому пароль не давайте',
      ),
    ).toBe('Осторожно, мошенники');
    expect(
      title(
        'votação rapida galera: MGE semana q vem vcs querem infantaria ou arqueiro? responde 1 ou 2 no chat',
      ),
    ).toBe('Votação rápida');
  });
});

describe('what round 31 found: words', () => {
  it('adds no comma after a dash that closes a Russian "у кого" clause, and writes accents and "qqr" out', () => {
    expect(mail('МИГРАЦИЯ\nлимит мощи 65M, у кого больше — пишите мне, подумаем')).toContain(
      'у кого больше — пишите мне',
    );
    expect(mail('BIENVENIDOS\nsi vas a estar de viaje avisale a un R4, no sean timidos')).toMatch(
      /avísale a un R4, no sean tímidos/u,
    );
    expect(
      mail(
        'BEM-VINDOS galera\nregras basicas:\n- qqr duvida chama no pv\n- doem tecnologia todo dia, vcs sao demais',
      ),
    ).toMatch(/Regras básicas:[\s\S]*Qualquer dúvida/u);
  });
});

describe('what round 31 found, mended in session 23', () => {
  const POLL = '投票\n下个KvK我们打哪边?\nA. 跟着 [FQ] 打关卡\nB. 自己守圣所\n聊天里回A或B';

  it("keeps a poll's lettered options under its question, each with its own letter", () => {
    expect(mail(POLL)).toContain('打哪边？\nA. 跟着 [FQ] 打关卡。\nB. 自己守圣所。\n');
    const informative = formatWithBuiltinEngine(
      FormatRequestSchema.parse({
        message: POLL,
        mode: 'improve',
        tone: 'informative',
        rewriteStyle: 'fully-thematic',
      }),
    );
    expect(visibleText(informative.formattedMessage)).toContain('• A. 跟着 [FQ] 打关卡。\n• B.');
  });

  it('takes no side in a vote: its options are never called for, and no line names one', () => {
    const english =
      'Vote\nwhere do we go next KvK?\nA. hit the pass\nB. hold the shrine\nreply A or B';
    for (const tone of TONES) {
      const { text } = mailInTone(english, tone);
      expect(text).toContain('A. Hit the pass.\nB. Hold the shrine.\n');
      expect(mailInTone(POLL, tone).text).not.toMatch(/关卡[^。\n]*[！!]|关卡顺利|关卡全力/u);
    }
  });
});

describe('what rounds 30 and 31 found: titles, mended in session 23', () => {
  it('titles a rally by the alliance the draft names with it, not "Rally" alone', () => {
    expect(
      title('RALLY A LA CIUDAD DE Gato_Negro77 [LOS] X:233 Y:571 sale en 5 min!!! metan tropas YA'),
    ).toBe('Rally: [LOS]');
    expect(title('ВНИМАНИЕ!! [HUN] ставят ралли на нашу крепость X:718 Y:355, все в подкреп')).toBe(
      'Ралли: [HUN]',
    );
  });

  it('keeps a call for attention in the mail when the title is its topic ("ATENÇÃO" was lost)', () => {
    const draft =
      'ATENÇÃO galera, [ZRO] tá batendo na nossa bandeira X:455 Y:119 AGORA, todo mundo entra no rally do Cadu_BR, 5 min!!';
    expect(title(draft)).toBe('Rally: [ZRO]');
    expect(mail(draft)).toMatch(/\nATENÇÃO!\nGalera, \[ZRO\] tá batendo/u);
  });
});

describe('what round 31 found: a recruiting ad, mended in session 23', () => {
  const AD =
    '【招人】#2518 [龙腾] 收人啦!!\n\n我们是谁:\n✦ 王国第一联盟,总战力 3.6B\n✦ 中文为主,也有英文频道\n\n要求:\n1. 战力 3000万以上\n有意向的私信 月影.Shadow 或者我';

  it('titles a bracketed cry with the headline after it, and says symbol bullets as bullets', () => {
    const written = mail(AD);
    expect(written.split('\n')[0]).toBe('【招人】#2518 [龙腾] 收人啦');
    expect(written).toContain('我们是谁：\n• 王国第一联盟，总战力 3.6B\n• 中文为主');
    expect(written).not.toMatch(/✦/u);
    expect(written).toContain('月影.Shadow');
  });

  it('keeps a title framed by stars a title, not an item', () => {
    expect(title('★ ALLIANCE RULES ★\n- no hitting farms\n- donate tech')).toBe(
      '★ ALLIANCE RULES ★',
    );
  });
});

describe('what round 31 found: words, mended in session 23', () => {
  it('keeps "ASAP" as written, and writes out "dming", "change pw" and "google translate"', () => {
    const written = mail(
      'SCAM WARNING\nsome guy is dming ppl for logins\nif u gave ur info change pw + bind email ASAP and tell an R4\nno english? use google translate',
    );
    expect(written).toContain('is DMing people');
    expect(written).toContain('change password + bind email ASAP');
    expect(written).not.toContain('AS SOON AS POSSIBLE');
    expect(written).toContain('Google Translate');
  });

  it('keeps a howl\'s "oo" ("AWOOO" is "AWOO", never "AWO")', () => {
    expect(mail('Recruiting\njoin [WLF] today, 40M+ power\nAWOOO')).toMatch(/AWOO$/u);
  });
});

describe('what round 31 found: run-on reminders, mended in session 23', () => {
  it('ends a statement before its "please" order, in every mode', () => {
    const english = mail(
      'Tech donations\ntech donations r behind again, pls donate b4 reset 00:00 UTC\nif u can, pls donate gems too',
    );
    expect(english).toMatch(
      /Tech donations are behind again\.\s+Please donate before reset 00:00 UTC\./u,
    );
    expect(english).toContain('If you can, please donate gems too.');
    expect(
      mail(
        'Aviso\nlas donaciones de tecnología están atrasadas, por favor donen antes del reinicio',
      ),
    ).toContain(
      'Las donaciones de tecnología están atrasadas.\nPor favor donen antes del reinicio.',
    );
    expect(mail('Ark\ntomorrow at 20:00 UTC, please be online')).toContain(
      'Tomorrow at 20:00 UTC, please be online.',
    );
  });

  it('voices the order after the statement, with no dash before its "please"', () => {
    const draft = 'Ark\nregistration is open now. pls sign up in chat';
    const { text } = mailInTone(draft, 'motivational');
    expect(text).not.toContain('— Please');
    expect(text).not.toContain('— please');
  });

  it('titles "Reminder guys tech donations…" by its topic, never "Reminder, Guys"', () => {
    expect(title('reminder guys tech donations r behind again, pls donate b4 reset')).toBe(
      'Tech Donations',
    );
  });
});

describe('what round 31 found: whom an alert calls, mended in session 23', () => {
  const ALERT =
    'ENEMY RALLY ON HIVE!!! [K9x] hitting our flag at X:634 Y:289 ppl online REINFORCE NOW, farms shield up';

  it('parts an alert that runs on: its news, then each call with its order', () => {
    expect(mail(ALERT)).toContain(
      '[K9x] hitting our flag at X:634 Y:289.\nPeople online, REINFORCE NOW.\nFarms, shield up.',
    );
    expect(mail('Pass\npass 4 opens tomorrow 12:00 UTC, everyone teleport to X:612 Y:488')).toMatch(
      /Pass 4 opens tomorrow 12:00 UTC\.\s+Everyone, teleport to X:612 Y:488\./u,
    );
    // A list's number is no fact the call follows, and "R4s stay the same" is no call.
    expect(mail('Plan\n1) everyone teleport to zone 3\n2) R4s stay the same')).toContain(
      '1) Everyone, teleport to zone 3',
    );
    expect(mail('Plan\n1) everyone teleport to zone 3\n2) R4s stay the same')).toContain(
      'R4s stay the same',
    );
  });

  it('voices the call with its order, never "farms. Shield up"', () => {
    expect(mailInTone(ALERT, 'intense').text).toContain('Farms: shield up!');
    expect(mailInTone(ALERT, 'motivational').text).toContain("Farms, let's shield up!");
    expect(
      mailInTone('Rules\nnever hit their cities, farms or gatherers', 'intense').text,
    ).toContain('Never hit their cities, farms or gatherers');
  });
});

describe('what round 31 found: encouragements, mended in session 23', () => {
  it('never makes "no sean tímidos" or "não tenham vergonha" a ban, and reads a short Spanish line as Spanish', () => {
    const spanish = 'Reglas\npregunten si no entienden algo, no sean timidos';
    for (const tone of TONES) {
      const { text } = mailInTone(spanish, tone);
      expect(text).not.toMatch(/Prohibido|nada de ser|Rules are rules/u);
      expect(text).toMatch(/No sean tímidos|no sean tímidos/u);
      expect(mailInTone('Regras\nperguntem no chat, não tenham vergonha', tone).text).not.toMatch(
        /Proibido/u,
      );
    }
  });
});

describe('what round 32 found: words', () => {
  it('reads "w ur 8M acc" as "your", "unless ur dead irl" as "you\'re", "its chaos" as "it\'s"', () => {
    const written = mail(
      'RULES\ndont start rallies w ur 8M acc\nno excuses unless ur dead irl\ndm me, its chaos in there',
    );
    expect(written).toContain('with your 8M account');
    expect(written).toContain("unless you're dead irl");
    expect(written).toContain("it's chaos in there");
  });

  it('reads coordinates typed on a Russian keyboard ("Х:644 Y:210") as coordinates, and colours them', () => {
    expect(extractFacts('наш флаг Х:644 Y:210, в подкреп').map((fact) => fact.kind)).toContain(
      'coordinate',
    );
    const result = formatWithBuiltinEngine(
      FormatRequestSchema.parse({ message: 'ребят срочно!! [ФЕН] ралят наш флаг Х:644 Y:210' }),
    );
    expect(result.formattedMessage).toMatch(/<color=#[0-9A-F]{6}><b>Х:644 Y:210<\/b><\/color>/u);
  });

  it('writes out "msging", "qtos", "its FAKE", and names languages, Lilith and "Natal" with capitals', () => {
    expect(
      mail(
        'SCAM\na guy is msging ppl asking for ur lilith login, its FAKE\nwe speak english + spanish',
      ),
    ).toMatch(/messaging people asking for your Lilith login, it's FAKE[\s\S]*English \+ Spanish/u);
    expect(mail('Natal\nfeliz natal e bom ano novo galera\nve no perfil qtos vc precisa')).toMatch(
      /Feliz Natal e bom Ano Novo[\s\S]*quantos você precisa/u,
    );
  });

  it('keeps a handle with a dot in small letters where a line starts ("zxc.dima")', () => {
    expect(mail('итоги МГЕ\n1 - Tanya.Kot 14.2M\n2 - Max_St 9.8M\n3 - zxc.dima 8M')).toContain(
      '3. zxc.dima 8M',
    );
  });
});

describe('what round 32 found: votes', () => {
  const RUSSIAN =
    'голосуем куда ставим лагерь на квк: 1 - у перевала 4 (X:810 Y:502), 2 - у святилища Х:690 Y:388. пишите цифру в чат до 20:00 utc';
  const CHINESE =
    '大家投个票哈：KvK开局我们先打哪边？\n1. 先抢 4 级关卡(X:640 Y:510)，离我们近\n2. 先打神庙 拿buff\n回复数字，明天晚上20:00utc截止';

  it("writes a vote's inline options one a line, its call to answer after them", () => {
    expect(mail(RUSSIAN)).toContain(
      '1. У перевала 4 (X:810 Y:502)\n2. У святилища Х:690 Y:388\n\nПишите цифру в чат до 20:00 UTC.',
    );
  });

  it('takes no side in a vote it reads as one ("голосуем", "投个票"), and "vote closes" is no call', () => {
    expect(mailInTone(RUSSIAN, 'motivational').text).not.toMatch(
      /перевал[еа]?,? губернатор|Удачи на перевале/u,
    );
    for (const tone of TONES)
      expect(mailInTone(CHINESE, tone).text).not.toMatch(/关卡全力|关卡，不得/u);
    expect(
      mailInTone(
        'MGE vote\nreply 1 or 2\nvote closes sat 12:00 UTC, most votes wins',
        'motivational',
      ).text,
    ).not.toContain("Let's vote closes");
  });
});

describe('what round 32 found: titles', () => {
  it('reads "Приветствую лидеров [K1NG]" and "السلام عليكم قادة [NJD]" as salutations, never the title', () => {
    const russian = mail(
      'Приветствую лидеров [K1NG]\nпредлагаем НАП между нашими альянсами до конца квк\nесли согласны - пишите мне',
    );
    expect(russian.split('\n')[0]).toBe('Предложение пакта для [K1NG]');
    expect(russian).toContain('Приветствую лидеров [K1NG],');
    const arabic = mail('السلام عليكم قادة [NJD]\nنقترح ندمج قبل الـ KvK ونحارب بتحالف واحد');
    expect(arabic.split('\n')[0]).not.toBe('قادة [NJD]');
    expect(arabic).toContain('السلام عليكم قادة [NJD]،');
  });

  it('titles a header that only calls for attention by the topic under it, the call kept', () => {
    const written = mail(
      'atenção galera!! sábado vou fazer limpeza dos inativos\nquem ta off faz +5 dias vai ser removido',
    );
    expect(written.split('\n')[0]).toBe('Aviso de limpeza');
    expect(written).toContain('Atenção, galera!\nSábado vou fazer limpeza dos inativos.');
  });
});

describe('what round 32 found: perks', () => {
  it('never makes a perk an obligation: the items under "我们有：", "We offer:" are no orders', () => {
    const chinese =
      '【YSL】招人啦\n我们有：\n✔ 每天打野蛮人堡垒\n✔ 联盟科技基本点满\n要求：\n- 会说中文 哈哈\n- 至少T4\n移民的朋友我们帮忙出护照';
    const { text } = mailInTone(chinese, 'intense');
    expect(text).toContain('• 每天打野蛮人堡垒');
    expect(text).not.toContain('必须打');
    expect(text).toContain('• 会说中文');
    expect(text).not.toContain('会说中文 。');
    const english =
      'Recruiting\nWe offer:\n- fort runs every day 14:00 UTC\n- help with builds for newer players';
    expect(mailInTone(english, 'intense').text).toContain('• Fort runs every day 14:00 UTC');
  });
});

describe('what round 32 found: letters', () => {
  it('titles a letter about members burning our farms as a complaint, signed "Atte."', () => {
    const written = mail(
      'Para los lideres de [ÑAK]:\nsus miembros siguen quemando nuestras granjas en X:410 Y:302\ntenemos pacto de no agresion desde la kvk pasada\nAtte. Consejo de [VLK]',
    );
    expect(written.split('\n')[0]).toBe('Reclamo a [ÑAK]');
    expect(written).toMatch(/\n\nAtte\. Consejo de \[VLK\]$/u);
    expect(mail('Farms\ntira as farms de la ate hj 22:00 UTC\nAss: Dinho_R4')).toMatch(
      /\n\nAss: Dinho_R4$/u,
    );
  });
});
