import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TONES, type Tone } from '#shared/constants.ts';
import { FormatRequestSchema } from '#shared/schemas/format.ts';
import { RUBRIC_DRAFTS } from '../../tests/fixtures/drafts.ts';
import { analyseDraft } from './analyse.ts';
import { extractFacts } from './facts.ts';
import { prepareDraft } from './prepare.ts';
import { rewriteMail } from './rewrite-mail.ts';
import { mailInTone } from './test/mail-in-tone.ts';
import { chooseToneLines, findEvent, readMoods, TONE_LINES } from './tone-lines.ts';

/** A blind round's drafts; a file emptied by mistake would let the loops below check nothing. */
function readRoundDrafts(round: number) {
  const drafts = readFileSync(
    new URL(`../../eval/round-${round}/drafts.jsonl`, import.meta.url),
    'utf8',
  )
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { id: string; lang: string; text: string });
  if (drafts.length === 0) throw new Error(`eval/round-${round}/drafts.jsonl holds no drafts`);
  return drafts;
}

/** The rubric's drafts and the first blind round's: the mails the frame lines are judged over. */
const ROUND_DRAFTS = readRoundDrafts(1);
const DRAFTS = [...RUBRIC_DRAFTS, ...ROUND_DRAFTS];

interface Framed {
  id: string;
  kind: string;
  title: string;
  body: string[];
  added: string[];
}

function frame(
  text: string,
  tone: Tone,
  rewriteStyle: 'balanced' | 'fully-thematic',
): Omit<Framed, 'id'> {
  const prepared = prepareDraft(text);
  const analysis = analyseDraft(prepared.text, true);
  const request = FormatRequestSchema.parse({ message: text, mode: 'improve', tone, rewriteStyle });
  const [mail] = rewriteMail(analysis, extractFacts(prepared.text), request).candidates;
  return {
    kind: analysis.kind,
    title: mail!.title,
    body: mail!.sections.flatMap((section) => [section.heading ?? '', ...section.lines]),
    added: [mail!.opening, mail!.signOff].filter((line): line is string => line !== undefined),
  };
}

const STYLES = ['balanced', 'fully-thematic'] as const;
const MIN_GROUP = 5;

describe('frame lines over the rubric drafts', () => {
  for (const tone of TONES) {
    for (const style of STYLES) {
      const mails = DRAFTS.map((draft) => ({ id: draft.id, ...frame(draft.text, tone, style) }));

      // The blind reading's tones keep every line under a fifth of its kind's mails; the other
      // tones' pools are smaller, and a line may close up to a third of them.
      const limit = tone === 'motivational' || tone === 'intense' ? 0.2 : 1 / 3;
      it(`${tone}/${style}: no added line is in more than ${limit === 0.2 ? 'a fifth' : 'a third'} of the mails of its kind`, () => {
        const byKind = new Map<string, typeof mails>();
        for (const mail of mails) byKind.set(mail.kind, [...(byKind.get(mail.kind) ?? []), mail]);
        for (const [kind, group] of byKind) {
          if (group.length < MIN_GROUP) continue;
          const counts = new Map<string, number>();
          for (const mail of group) {
            for (const line of new Set(mail.added)) counts.set(line, (counts.get(line) ?? 0) + 1);
          }
          // A share of a small group is rounded up: two of nine mails is within a fifth.
          const allowed = Math.ceil(group.length * limit);
          for (const [line, count] of counts) {
            expect(count, `${kind}: "${line}" (${count} of ${group.length})`).toBeLessThanOrEqual(
              allowed,
            );
          }
        }
      });

      it(`${tone}/${style}: an added line repeats neither the title nor a body line`, () => {
        for (const mail of mails) {
          const said = [mail.title, ...mail.body].map((line) => line.toLowerCase());
          for (const line of mail.added) {
            const plain = line.toLowerCase().replace(/[!.。！]$/u, '');
            expect(
              said.some((text) => text.replace(/[!.。！]$/u, '') === plain),
              `${mail.id}: "${line}"`,
            ).toBe(false);
          }
        }
      });
    }
  }
});

describe('frame lines fit the content', () => {
  it('names the time of the event as its start, and a deadline only as a deadline', () => {
    const deadline = frame(
      'Ark registration\nsign up for the ark before 20:00 UTC\nrally at the fort after reset',
      'motivational',
      'balanced',
    );
    for (const line of deadline.added.filter((text) => text.includes('20:00'))) {
      expect(line).toMatch(/^(?:Deadline|Mark it down): 20:00 UTC\b/u);
    }
    const start = frame(
      'Fort rally\nrally at the fort at 21:00 UTC\nbring full marches',
      'motivational',
      'balanced',
    );
    expect(start.added.join('\n')).toMatch(/21:00 UTC/u);
  });

  it('congratulates only where the draft tells of an achievement', () => {
    const lines = chooseToneLines('motivational', 'thanks', 'en', {
      moods: readMoods('thanks for the tech donations this week', {
        isGreeted: false,
        addressesNewcomers: false,
      }),
    });
    expect(`${lines.opening} ${lines.closing}`).not.toMatch(
      /you did it|what a (?:fight|performance)|made us proud/iu,
    );
  });

  it('adds no cheer to a scam warning, a score cap or a leadership change', () => {
    for (const text of [
      'WARNING: someone impersonates the R4s and asks for your password. never give it',
      'MGE next week: rank 1 Sigurd, everyone else stay under 5M points',
      'Leadership change: Ashkara is the new R5 from Sunday, support her',
    ]) {
      for (const tone of ['motivational', 'intense'] as const) {
        const { added } = frame(text, tone, tone === 'intense' ? 'fully-thematic' : 'balanced');
        expect(added.join(' '), `${tone}: ${text}`).not.toMatch(
          /let's go|give it everything|we've got this|step up|every march|join us|your next alliance|discipline wins/iu,
        );
      }
    }
  });

  it('says "No exceptions." only after rules that state none', () => {
    const rules =
      'Rules\n1. no hitting allies\n2. donate tech daily\n3. shield when offline\n4. be online in KvK';
    const withException = `${rules}\n5. farms stay home unless an R4 says so`;
    for (let seed = 0; seed < 40; seed += 1) {
      const lines = chooseToneLines('intense', 'orders', 'en', {
        hasExceptions: true,
        seed,
        said: withException,
      });
      expect(lines.closing).not.toBe('No exceptions.');
    }
  });

  it('opens with no line of its own where the player greets the reader', () => {
    for (const text of [
      'Governors,\nrally at the fort at 21:00 UTC\nbring full marches',
      'Всем привет! Коротко:\nсбор в 13:00 UTC у перевала\nберите тп',
      'السلام عليكم يا حكام،\nرالي على الحصن الساعة 21:00 UTC',
    ]) {
      expect(frame(text, 'motivational', 'balanced').added.length, text).toBeLessThanOrEqual(1);
    }
  });

  it('names an event only when the mail is about it', () => {
    expect(findEvent('see you at the altar fight')?.name.en).toBe('the altar');
    const { added } = frame(
      'Farm rules\nfarms go in [OWLf]\nfarms gather zone 1 and 2 only\nshield 24/7 in KvK',
      'motivational',
      'balanced',
    );
    expect(added.join(' ')).not.toMatch(/KvK/u);
  });
});

describe('frame lines fit the occasion of the mail', () => {
  it('a welcome to new members is welcomed, never recruited or sent to battle', () => {
    const welcomes: [string, RegExp][] = [
      [
        'Welcome to [WLF] guys!\nread the rules in discord\nmove your city near the flag X:10 Y:20',
        /welcome|glad|grow together|great things|at home|best is yet|what you've got/iu,
      ],
      [
        'Bienvenidos a [LOBO] chicos!! leed las normas en el discord\nmoved la ciudad cerca de X:10 Y:20',
        /bienvenid|crecer|alegr|algo grande|como en casa|lo mejor|demostrarlo/iu,
      ],
      [
        'BEM VINDOS À [BRZ]\nFala galera, leiam as regras no discord',
        /bem-vind|crescer|algo grande|bom ter|em casa|o melhor|escolheram|mostrar serviço/iu,
      ],
      [
        'Добро пожаловать в [SEV]!\nпрочитайте правила в дискорде',
        /добро пожаловать|вместе|больших дел|рады|как дома|лучшее впереди|на что способны/iu,
      ],
      [
        'أهلاً وسهلاً بالأعضاء الجدد في [ARB]\n- انقلوا مدنكم قرب مركز التحالف',
        /أهلا|نكبر|عظيمة|سعداء|بيتكم|الأفضل قادم|أرونا/u,
      ],
      ['欢迎新成员加入[龙]！\n请先看群公告里的规则', /欢迎|变强|大事|高兴|自己家|好戏|实力/u],
    ];
    for (const [text, welcome] of welcomes) {
      for (const tone of ['motivational', 'intense'] as const) {
        const { added } = frame(text, tone, tone === 'intense' ? 'fully-thematic' : 'balanced');
        expect(added.length, text).toBeGreaterThan(0);
        for (const line of added) expect(line, `${tone}: ${text}`).toMatch(welcome);
      }
    }
  });

  it('a proposal to another alliance awaits its answer and is made no demand', () => {
    const text =
      'To: leadership of [S7N] / K1804\nFrom: [HOLY] K1798\n\ngreetings,\nproposal:\n1) your farms out of zone 2 by Wed 00:00 UTC\n2) no attacks on gatherers both ways\nreply to Idris (R4) in game. thx';
    const motivational = frame(text, 'motivational', 'balanced');
    expect(motivational.added.join(' ')).not.toMatch(/keep us strong|join|fight|governors, here/iu);
    expect(motivational.body.join(' ')).not.toMatch(/let's reply/iu);
    const intense = frame(text, 'intense', 'fully-thematic');
    expect(intense.added.join(' ')).not.toMatch(/final|answer for it|terms stand|prove/iu);
    const arabic = frame(
      'إلى قيادة المملكة 2197 المحترمين\nنقترح اتفاقية عدم اعتداء:\n١. التنسيق في الديسكورد عبر قناة مشتركة',
      'intense',
      'fully-thematic',
    );
    expect(arabic.body.join(' ')).not.toMatch(/إلزامي/u);
  });

  it('the items under a bare "DO NOT" label are never made calls to do them', () => {
    const { body } = frame(
      'KvK orders\nheal your troops before 11:30 UTC\nDO NOT\n- hit their flags before the pass is ours\n- use speedups on anything except healing',
      'motivational',
      'balanced',
    );
    expect(body.join('\n')).not.toMatch(/let's hit|we hit|let's use|we use/iu);
  });

  it("a warning to members makes no call of the culprits' orders", () => {
    const { body } = frame(
      'WARNING\nsomeone has been attacking [FOX] gatherers. this is the LAST warning, next time its a kick\nstop taking lvl 6 nodes for ur farms',
      'motivational',
      'balanced',
    );
    expect(body.join('\n')).not.toMatch(/let's|\bour farms/iu);
  });

  it('a mail of a line or two gets no opening to slow it down', () => {
    for (const text of [
      'RALLY on barb fort lvl 5 X:221 Y:874 in 5 min!! join pls need 6 more ppl',
      '集结！！蛮族城寨5级 X:340 Y:712 马上开，差4个人 快来',
    ]) {
      for (const tone of ['motivational', 'intense'] as const) {
        const prepared = prepareDraft(text);
        const analysis = analyseDraft(prepared.text, true);
        const request = FormatRequestSchema.parse({ message: text, mode: 'improve', tone });
        const [mail] = rewriteMail(analysis, extractFacts(prepared.text), request).candidates;
        expect(mail!.opening, `${tone}: ${text}`).toBeUndefined();
      }
    }
  });
});

describe('frame lines fit what the mail tells, not a word it uses', () => {
  const styleOf = (tone: 'motivational' | 'intense') =>
    tone === 'intense' ? 'fully-thematic' : 'balanced';
  const added = (text: string, tone: 'motivational' | 'intense') =>
    frame(text, tone, styleOf(tone)).added.join('\n');

  it('a result is praised, never called to as if it were to come', () => {
    const result =
      'RESULTADO ARCA: ganamos 1580 a 920 sois unos cracks!! MVP Luna con 3.1M de puntos y Rayo en los teleports';
    expect(added(result, 'motivational')).not.toMatch(/atentos|todos al arca/iu);
    expect(added(result, 'intense')).not.toMatch(/cumpla|cumplid|su parte/iu);
  });

  it("a week's schedule gets no line naming one of its events or times", () => {
    const schedule =
      'جدول الأسبوع (بتوقيت UTC)\nالسبت: آرك أوزيريس الساعة 13:00\nالاثنين والأربعاء: قلاع البرابرة 20:00\nالثلاثاء: تبدأ تعبئة التحالف\nالجمعة: آخر موعد لتسجيل MGE الساعة 22:00';
    for (const tone of ['motivational', 'intense'] as const) {
      expect(added(schedule, tone), tone).not.toMatch(/20:00|13:00|الحصن|الأرك/u);
    }
  });

  it('a mail about tech donations gets no battle cry, even if a tech is called Defense', () => {
    const tech =
      'ALLIANCE TECH\nonly donate to the tech w the thumbs up, R4s change it every day\nnow: Cavalry Defense then Leadership\nmin 20 donations a day pls';
    expect(added(tech, 'motivational')).not.toMatch(/march|step up|let's go|the plan/iu);
  });

  it('a welcome is not told to get it done, a purge not to look after each other', () => {
    const welcome =
      'هلا والله بالأعضاء الجدد انقلو مدنكم جنب العلم X:250 Y:410 واطلبو مساعدة بالشات، حياكم';
    expect(added(welcome, 'intense')).not.toMatch(/نفذوا/u);
    const purge =
      'чистка в воскресенье: кто не заходил 7+ дней и 0 вклада в техи — кик. в отпуске? пишите заранее';
    expect(added(purge, 'motivational')).not.toMatch(/берегите/u);
    expect(added(purge, 'intense')).not.toMatch(/прочитать и выполнить/iu);
  });

  it('KvK orders that name a NAP in passing are no letter of peace', () => {
    const orders =
      'KVK – ORDENS DA SEMANA\n\nbom, chegou a hora. a partir de segunda a gente entra na fase de luta contra K3155\n\nhospital: cura a cada 10 min\n\nNAP com K3170 até o passo 6, não ataca bandeira deles!!';
    expect(added(orders, 'motivational')).not.toMatch(/paz/iu);
  });

  it('a warning of rallies to come gets no cheer, no meeting at the rally, and keeps its orders', () => {
    const warning =
      '⚠️ [DRK] scouting us hard, prob 3 rallies coming at 14:00 utc. SHIELD UP if u r under 20M or going offline!!';
    expect(added(warning, 'motivational')).not.toMatch(
      /together we are stronger|give it everything|we've got this|let's go|see you at/iu,
    );
    const body = frame(warning, 'motivational', 'balanced').body.join('\n');
    expect(body).toMatch(/SHIELD UP if (?:you|we) are under 20M/u);
  });

  it('an enemy hitting our members now is an alert: held, not cheered', () => {
    const alert = 'WAR enemy [DOOM] hits our members at X:45 Y:120. reinforce now';
    expect(added(alert, 'motivational')).not.toMatch(/together we are stronger/iu);
  });

  it('a tip to spend gems is not told that each one makes the difference', () => {
    const tip =
      'roda da fortuna aberta galera quem tem gema sobrando vai nela pq dessa vez é o Ramsés II, vale mt a pena';
    expect(added(tip, 'motivational')).not.toMatch(/diferença/iu);
  });
});

describe("frame lines leave the player's own opening and closing alone", () => {
  const framed = (text: string, tone: 'motivational' | 'intense') =>
    frame(text, tone, tone === 'intense' ? 'fully-thematic' : 'balanced');

  it("adds no opening above the player's own call or cry", () => {
    for (const text of [
      'KVK ORDERS\nOK listen up we open pass 4 tomorrow 12:00 UTC\nT5 fill garrisons at the altar\nfarms stay shielded',
      'KVK – ORDENS\nBom, chegou a hora. A partir de segunda a gente luta contra K3155\nhospital: cura a cada 10 min\nsem rally solo',
      'RESULTADO ARCA\n¡Juntos ganamos 1580 a 920! Así se hace.\nMVP Luna con 3.1M de puntos\nRayo en los teleports',
      'ПРИКАЗ\nВнимание! завтра перевал 5 в 13:00 UTC\nвсе Т4 лечим\nфермы под щитом',
    ]) {
      expect(framed(text, 'motivational').added.length, text).toBeLessThanOrEqual(1);
      const [mail] = rewriteMail(
        analyseDraft(prepareDraft(text).text, true),
        extractFacts(prepareDraft(text).text),
        FormatRequestSchema.parse({ message: text, mode: 'improve', tone: 'motivational' }),
      ).candidates;
      expect(mail!.opening, text).toBeUndefined();
    }
  });

  it("adds nothing after the player's sign-off, closing wish or pointer for questions", () => {
    for (const text of [
      'Ataque al paso\nMañana 16:00 UTC abre el paso 6 y vamos con todo\ntodos con tropas curadas\nTito, R5 [AZT]',
      'Bem-vindos, novos membros!\nleiam as regras no discord\nmudem a cidade pra perto da bandeira\nBoa sorte e bom jogo!',
      'MIGRAÇÃO\na janela abre segunda 00:00 UTC\njuntem os passaportes\nqualquer dúvida chama no pv',
      '要塞集结\n今晚21:00 UTC 打5级要塞\n带满兵\n有问题找R4 小白',
    ]) {
      for (const tone of ['motivational', 'intense'] as const) {
        const [mail] = rewriteMail(
          analyseDraft(prepareDraft(text).text, true),
          extractFacts(prepareDraft(text).text),
          FormatRequestSchema.parse({
            message: text,
            mode: 'improve',
            tone,
            rewriteStyle: tone === 'intense' ? 'fully-thematic' : 'balanced',
          }),
        ).candidates;
        expect(mail!.signOff, `${tone}: ${text}`).toBeUndefined();
      }
    }
  });
});

describe('frame lines name what this mail is about, or are left out', () => {
  const styleOf = (tone: 'motivational' | 'intense') =>
    tone === 'intense' ? 'fully-thematic' : 'balanced';
  const added = (text: string, tone: 'motivational' | 'intense') =>
    frame(text, tone, styleOf(tone)).added.join('\n');

  it('names the one time a mail starts at, even with no event to name', () => {
    const muster = 'план kvk\nсбор у флага в 20:00 UTC\nвсе с войсками';
    expect(added(muster, 'motivational')).toMatch(/20:00 UTC/u);
    expect(added(muster, 'intense')).toMatch(/20:00 UTC/u);
  });

  it('never names a time an FAQ answers in passing, or a window as a start', () => {
    const faq =
      'вопросы которые задают каждый день\n— где ставить город? — у флага X:145 Y:780\n— когда крепости? — вт и пт 19:00 UTC\n— кто дает титулы? — любой R4';
    const titles =
      'TITLES today: scientist + architect free all day, duke reserved for MGE ppl 20:00-22:00 utc. ask in chat w ur coords';
    for (const tone of ['motivational', 'intense'] as const) {
      expect(added(faq, tone), tone).not.toMatch(/19:00/u);
      expect(added(titles, tone), tone).not.toMatch(/20:00/u);
    }
  });

  it('names a deadline as the draft says it, and never a start as a deadline', () => {
    const registration =
      'Hola a todos solo recordarles que el registro del AoO cierra mañana 12:00 UTC. apúntense en el chat q no queda nada';
    const chinese = '提醒一下AoO报名明天12:00 UTC截止。想参加的在联盟聊天报名。';
    for (const tone of ['motivational', 'intense'] as const) {
      expect(added(registration, tone), tone).toMatch(/mañana 12:00 UTC/u);
      expect(added(chinese, tone), tone).toMatch(/明天12:00 UTC/u);
    }
    const start = 'KVK指令：4关 14:00 UTC开，所有人提前传到 X:812 Y:455，别单挑[K3H]的旗子，跟集结';
    for (const tone of ['motivational', 'intense'] as const) {
      expect(added(start, tone), tone).not.toMatch(/截止|拖/u);
    }
  });

  it('tells a warned member nothing about looking out for each other', () => {
    const warning =
      'WHOEVER keeps hitting [BSR] farms STOP. we have NAP with them. last warning, next time its kick';
    expect(added(warning, 'motivational')).not.toMatch(/look out for each other/iu);
    expect(added(warning, 'intense')).not.toMatch(/stay alert|eyes open/iu);
  });

  it('gives dates to mark only to a mail that gives dates', () => {
    const farms =
      'lembrete: farm só na [FRM], com escudo sempre, max 3 por pessoa. farm sem escudo queimou = problema seu';
    expect(added(farms, 'motivational')).not.toMatch(/planejar|calendário/iu);
    expect(added(farms, 'intense')).not.toMatch(/datas|horário/iu);
  });

  it('speaks to one governor in a Spanish recruitment, never to "ustedes"', () => {
    for (let seed = 0; seed < 40; seed += 1) {
      for (const tone of ['motivational', 'intense'] as const) {
        const { opening, closing } = chooseToneLines(tone, 'recruitment', 'es', {
          seed,
          said: '¡[lbr] los bravos buscan gente activa!\nescribile a pancho o a luna.',
        });
        expect(`${opening ?? ''} ${closing ?? ''}`, `${tone} ${seed}`).not.toMatch(
          /gánense|postúlense|\bsu lugar|\bsus\b|ustedes/iu,
        );
      }
    }
  });

  it('meets nobody at an event the mail names only as a moment in time', () => {
    const farming =
      'farming in zone 3 is closed until pass 6 opens\nuse zone 1 and 2\nanyone caught gets a warning';
    expect(added(farming, 'motivational')).not.toMatch(/pass/iu);
    expect(added(farming, 'intense')).not.toMatch(/pass/iu);
  });

  it('reads "under like 2M points" as a cap: no call to make the event count', () => {
    const cap =
      'hey guys just a quick reminder that mge starts tmrw,, we basically need everyone under like 2M points till rank 3 is safe';
    expect(added(cap, 'motivational')).not.toMatch(/count|best/iu);
  });

  it('names the event once: a closing never names it again after the opening', () => {
    const ark =
      'ARCA DE OSIRIS este sabado\nInscripciones abiertas hasta el jueves 23:00 UTC.\nNecesitamos 30 jugadores activos\nEquipos en el disc el viernes.';
    const lines = frame(ark, 'motivational', 'balanced').added;
    expect(lines.filter((line) => /arca/iu.test(line)).length).toBeLessThanOrEqual(1);
  });

  it('gives a farming guide that warns of being hit no battle-stations line', () => {
    const guide =
      '【采集指南 新人必看】\n\n1. 只在联盟领土里采（蓝色区域），外面容易被打\n2. 宝石矿谁先到算谁的，自己人不要抢\n3. 晚上下线前：部队全部回城 + 开8小时护盾\n有啥不懂的问阿木';
    expect(added(guide, 'intense')).not.toMatch(/立即行动|守住|全员/u);
  });

  it('ends a mail no line fits on its own last line rather than a stock closer', () => {
    const tip =
      'gems\nMTG starts tomorrow, save your gems for it\nspend them on the event, not on speedups\nask Lu if you are not sure what to buy';
    for (const tone of ['motivational', 'intense'] as const) {
      expect(added(tip, tone), tone).not.toMatch(
        /that is all|together we are stronger|stay on it|no slacking|one team|onward together|every governor counts|take note|keep to it/iu,
      );
    }
  });

  it('keeps none of the closers readers found in mail after mail', () => {
    const stock = [
      'That is all.',
      'Together we are stronger!',
      'Stay on it.',
      'No slacking.',
      "One team, one plan — let's win this!",
      'Onward together, governors!',
      'Every march counts, governors!',
      'Governors, a few things that keep us strong!',
      'Time to step up, governors!',
    ];
    for (const tone of ['motivational', 'intense'] as const) {
      const english = [...TONE_LINES[tone].openings, ...TONE_LINES[tone].closings].map(
        (line) => line.english,
      );
      expect(
        english.filter((line) => stock.includes(line)),
        tone,
      ).toEqual([]);
    }
  });
});

describe('no closing returns in mail after mail', () => {
  const rounds = [1, 2, 3, 4].flatMap(readRoundDrafts);

  for (const tone of ['motivational', 'intense'] as const) {
    it(`${tone}: no closing ends more than one mail in eight of a language over the blind rounds`, () => {
      const byLanguage = new Map<string, string[]>();
      for (const draft of rounds) {
        const style = tone === 'intense' ? 'fully-thematic' : 'balanced';
        const prepared = prepareDraft(draft.text);
        const analysis = analyseDraft(prepared.text, true);
        const request = FormatRequestSchema.parse({
          message: draft.text,
          mode: 'improve',
          tone,
          rewriteStyle: style,
        });
        const [mail] = rewriteMail(analysis, extractFacts(prepared.text), request).candidates;
        const closings = byLanguage.get(draft.lang) ?? [];
        closings.push(mail!.signOff ?? '');
        byLanguage.set(draft.lang, closings);
      }
      for (const [language, closings] of byLanguage) {
        const counts = new Map<string, number>();
        for (const line of closings) {
          if (line !== '') counts.set(line, (counts.get(line) ?? 0) + 1);
        }
        for (const [line, count] of counts) {
          expect(
            count,
            `${language}: "${line}" (${count} of ${closings.length})`,
          ).toBeLessThanOrEqual(Math.ceil(closings.length / 8));
        }
      }
    }, 30_000);
  }
});

describe('frame lines that would contradict the mail', () => {
  it('calls no one to an event that is over, and says no "ask away" under "read before asking"', () => {
    const gifts = mailInTone(
      'lots of gold chests from the last fort run, go open ur alliance gifts before they expire!!',
      'motivational',
    ).text;
    expect(gifts).not.toMatch(/miss the fort|the fort, governors|get ready for the fort/iu);
    const faq = mailInTone(
      'FAQ for new members (read before asking pls)\n\nQ: where do i move my city?\nA: inside our territory\n\nQ: do i need discord?\nA: yes',
      'motivational',
    ).text;
    expect(faq).not.toContain('Ask away');
  });
});
