import { describe, expect, it } from 'vitest';
import { FormatRequestSchema } from '#shared/schemas/format.ts';
import { analyseDraft } from './analyse.ts';
import { extractFacts } from './facts.ts';
import { prepareDraft } from './prepare.ts';
import { endItemsAlike, NEWCOMERS, rewriteMail } from './rewrite-mail.ts';

function rewrite(text: string, tone: 'motivational' | 'intense') {
  const prepared = prepareDraft(text);
  const analysis = analyseDraft(prepared.text, true);
  const rewriteStyle = tone === 'intense' ? 'fully-thematic' : 'balanced';
  const request = FormatRequestSchema.parse({ message: text, mode: 'improve', tone, rewriteStyle });
  const result = rewriteMail(analysis, extractFacts(prepared.text), request);
  const mail = result.candidates[0]!;
  return {
    ...mail,
    isUnchanged: result.isUnchanged,
    body: mail.sections.flatMap((section) => section.lines),
  };
}

const STERN =
  'Farm rules\nEveryone must shield before you log off. Send helps to your neighbours. Anyone who hits a farm gets kicked.';

describe('the voice of a stern mail', () => {
  it('makes no call in motivational of the orders a warning gives the culprits', () => {
    const warning = STERN.replace('Farm rules', 'Farm hitters');
    expect(rewrite(warning, 'motivational').body.join(' ')).not.toMatch(/let's/iu);
  });

  it("calls a list of rules' orders calmly in motivational, its sanction said as written", () => {
    const body = rewrite(STERN, 'motivational').body.join(' ');
    expect(body).toMatch(/let's shield before we log off\./iu);
    expect(body).toContain('Anyone who hits a farm gets kicked.');
    expect(body).not.toContain('!');
  });

  it('says its orders firmly in intense', () => {
    expect(rewrite(STERN, 'intense').body[0]).toBe('Everyone: shield before you log off.');
  });

  it('keeps a shouted order of a danger to come as shouted, keeping who it is for', () => {
    const text =
      '[DRK] scouting us hard, prob 3 rallies coming at 14:00 utc. SHIELD UP if u r under 20M';
    const body = rewrite(text, 'motivational').body.join(' ');
    expect(body).toMatch(/SHIELD UP if you are under 20M/u);
    expect(body).not.toMatch(/Let's SHIELD/u);
  });
});

describe('the voice of an FAQ', () => {
  it('keeps its questions and answers as written', () => {
    const text =
      'FAQ\nWhen is KvK?\nSaturday 12:00 UTC.\nHow do I get DKP?\nYou get it from kills in the pass.';
    const mail = rewrite(text, 'motivational');
    expect(mail.body).toEqual([
      'When is KvK? Saturday 12:00 UTC.',
      'How do I get DKP?',
      'You get it from kills in the pass.',
    ]);
  });
});

describe('the notice that little was reworded', () => {
  it('counts a line whose words were dropped or reordered as reworded', () => {
    expect(rewrite(STERN, 'intense').isUnchanged).toBe(false);
  });

  it('is given when the voice left every line as written', () => {
    const text = 'Info\nThe kingdom map was updated last night by the council members.';
    expect(rewrite(text, 'intense').isUnchanged).toBe(true);
  });
});

describe('the words of a mail to newcomers', () => {
  it('are read in capitals and with letters outside ASCII', () => {
    expect(NEWCOMERS.test('REGRAS DE MIGRAÇÃO')).toBe(true);
    expect(NEWCOMERS.test('Migración abierta')).toBe(true);
    expect(NEWCOMERS.test('Transferências de poder')).toBe(true);
    expect(NEWCOMERS.test('Immigrant farms')).toBe(false);
  });
});

describe('the items of one list', () => {
  it('end alike in Chinese, which writes no spaces', () => {
    const items = ['• 所有人今晚八点前开盾！', '• 农民号去联盟领土里采集资源', '• 好'];
    expect(endItemsAlike(items, 'zh')).toEqual([
      '• 所有人今晚八点前开盾！',
      '• 农民号去联盟领土里采集资源。',
      '• 好',
    ]);
    // A word in Latin letters among Chinese ones is no one long word: "KvK期间…" is an item of length.
    expect(
      endItemsAlike(
        ['1、咱们不打本服的城，抓到直接踢。', '5、KvK期间战力低于20M的去失落之地只打野'],
        'zh',
      ),
    ).toEqual(['1、咱们不打本服的城，抓到直接踢。', '5、KvK期间战力低于20M的去失落之地只打野。']);
  });
});
