import { describe, expect, it } from 'vitest';
import { detectKind, writeKindTitle } from './kinds.ts';

describe('kind of mail (issue 21, rule 2)', () => {
  it("names the other side of a treaty, not the writer's own alliance", () => {
    const letter =
      'This is Ashborne, R5 of [FZN]. We propose a NAP until pass 6.\n— Ashborne, R5 [FZN]';
    expect(writeKindTitle(`${letter}\nTo the leadership of K2847`, 'diplomacy', 'en')).toBe(
      'NAP proposal to K2847',
    );
    expect(
      writeKindTitle('Olá [VKG]\naqui é o R5 da [ONÇ], topam um NAP?', 'diplomacy', 'pt'),
    ).toBe('Acordo com [VKG]');
    expect(writeKindTitle('[RVN] leadership: we want a NAP', 'diplomacy', 'en')).toBe(
      'NAP with [RVN]',
    );
  });

  it("titles a treaty in the draft's words with its other side, never the writer's own tag", () => {
    expect(
      writeKindTitle(
        'this is about the NAP with K2055 and K1812. pls read\n— King Soren [N0X]',
        'diplomacy',
        'en',
      ),
    ).toBe('NAP with K2055 and K1812');
    expect(
      writeKindTitle('تم الاتفاق على NAP مع مملكة #2190 لين نهاية الـ KvK', 'diplomacy', 'ar'),
    ).toBe('NAP مع مملكة #2190');
    expect(writeKindTitle('договорились: пакт с [RVN] до конца КвК', 'diplomacy', 'ru')).toBe(
      'пакт с [RVN]',
    );
    // "we [N0X]", "our alliance [N0X]": the writer's side, which no treaty is with.
    expect(
      writeKindTitle('tell your members: we [N0X] want a NAP until pass 6', 'diplomacy', 'en'),
    ).toBe('NAP Notice');
    expect(
      writeKindTitle('our alliance [N0X] keeps the NAP with [N0X] allies', 'diplomacy', 'en'),
    ).toBe('NAP Notice');
  });

  it('reads a thank-you that only closes a request as a courtesy, not the kind of mail', () => {
    expect(detectKind('小号只能在联盟领土里采集，别去别人的地盘。资源多的捐一下 谢谢')).toBe(
      'notice',
    );
    expect(detectKind('gather only in our zone, never in [DRG] land. thanks')).toBe('orders');
    expect(detectKind('спасибо')).toBe('thanks');
    expect(detectKind('ty all for the rallies, great job')).toBe('thanks');
  });

  it.each([
    ['🚨 enemy [DOOM] hits our farms at X:45 Y:120, reinforce now', 'alert'],
    ['no hitting allies\ndonate tech every day\nbreaking rules twice = kick', 'orders'],
    ['deadweight cleanup on friday: under 3M power = removed', 'orders'],
    ['[ROME] recruiting: 25M+ power, T5 unlocked', 'recruitment'],
    ['Join [WOLF] K3021 all welcome no power req', 'recruitment'],
    ['ty everyone for the hard work in kvk!! we got 3.1B kp', 'thanks'],
    ['just a reminder that ark registration closes tmrw', 'reminder'],
    ['we propose a NAP for zone 4 until the pass opens', 'diplomacy'],
    ['kvk prep starts monday. day 1 is city building. day 5 is troop training', 'schedule'],
    ['mge this week is cavalry. rank 1 goes to Khan, ranks 2-5 for the war council', 'notice'],
    ['[RUS] набирает игроков!! от 30M мощи', 'recruitment'],
    ['Parabéns a todos pela vitória!', 'thanks'],
    ['集结通知 今晚20:00 UTC 在旗帜集合', 'notice'],
  ])('%s → %s', (draft, kind) => {
    expect(detectKind(draft)).toBe(kind);
  });

  it('names an English mail by its game topic and kind, other languages by kind alone', () => {
    expect(writeKindTitle('pls everyone be online for kvk', 'orders', 'en')).toBe('KvK Orders');
    expect(writeKindTitle('no hitting allies, rules', 'orders', 'en')).toBe('Alliance Rules');
    // A new leader is the news of the mail, whatever rules it mentions.
    expect(
      writeKindTitle(
        'a Bia é a nova R5, eu fico de R4. regras continuam as mesmas',
        'orders',
        'pt',
      ),
    ).toBe('Mudança de liderança');
    expect(
      writeKindTitle('desde hoy la nueva líder es Luna, las reglas siguen', 'orders', 'es'),
    ).toBe('Cambio de liderazgo');
    expect(writeKindTitle('Kai is our new leader, rules stay', 'orders', 'en')).toBe(
      'Leadership Change',
    );
    expect(writeKindTitle('reglas: no atacar', 'orders', 'es')).toBe('Reglas de la alianza');
    expect(writeKindTitle('спасибо всем', 'thanks', 'ru')).toBe('Спасибо');
    expect(writeKindTitle('merci à tous', 'thanks', 'other')).toBe('');
  });

  it('names a mail about the titles players ask for by them, in its language', () => {
    expect(writeKindTitle('need title? type in alliance chat w ur coords', 'orders', 'en')).toBe(
      'Titles',
    );
    expect(writeKindTitle('los títulos se piden en el chat con coordenadas', 'notice', 'es')).toBe(
      'Títulos',
    );
    expect(writeKindTitle('титулы даёт любой Р4, пишите в чат', 'notice', 'ru')).toBe('Титулы');
  });

  it('names an English notice by the thing its draft names, not as a notice', () => {
    expect(writeKindTitle('Vote for Khan in the kingdom title poll please', 'notice', 'en')).toBe(
      'Kingdom Title Poll',
    );
    expect(writeKindTitle('Caesar Brutus Nero to K1234 now', 'notice', 'en')).toBe(
      'Alliance Notice',
    );
    // One word, or a run of words too long for a title, names no thing.
    expect(writeKindTitle('everyone go to the hill now', 'notice', 'en')).toBe('Alliance Notice');
  });

  it('titles a purge, shields, tech and results by their topic, not the generic notice', () => {
    expect(
      writeKindTitle(
        'LAST WARNING. under 10m power = kicked sun\nwe need the spots',
        'orders',
        'en',
      ),
    ).toBe('Purge Warning');
    expect(writeKindTitle('чистка в пт. кто не заходил 5+ дней', 'notice', 'ru')).toBe(
      'Чистка альянса',
    );
    expect(
      writeKindTitle('guys bubble up tonight!! 8h shield before u log off', 'notice', 'en'),
    ).toBe('Shield Alert');
    // An attack that asks for shields is an alert, titled as one.
    expect(writeKindTitle('ATAQUE!! nos pegan, pongan escudo', 'alert', 'es')).toBe(
      'Alerta de guerra',
    );
    expect(writeKindTitle('galera doa na tech da aliança pfv', 'notice', 'pt')).toBe(
      'Doações de tecnologia',
    );
    expect(writeKindTitle('نصيحة للي عندهم T4 وما فتحوا T5', 'notice', 'ar')).toBe(
      'تكنولوجيا التحالف',
    );
    expect(writeKindTitle('итоги АОО: победа 1.2М против 870к', 'thanks', 'ru')).toBe('Итоги');
  });
});
