import { describe, expect, it } from 'vitest';
import { detectLanguage, ONE_SCRIPT_RANGES } from './language.ts';

describe('language of a draft (issue 21, rule 5)', () => {
  it.each([
    ['Caesar Brutus Nero to K1234 now', 'en'],
    ['Join [WOLF] K3021 all welcome no power req', 'en'],
    ['thx Hannibal', 'en'],
    ['ENEMY AT THE PASS X:880 Y:215. FILL THE RALLY ON HANNIBAL', 'en'],
    ['u guys r getting farmed at the lost temple .. pls shield up', 'en'],
    ['KvK Prep', 'en'],
    ['Reunión del consejo el sábado a las 18:00 UTC', 'es'],
    ['gracias a todos x la KvK,, sacamos 2.1B de kill points', 'es'],
    ['AGENDA DO AOO\ntime A sábado 13:00 UTC\ntragam tropas T4 ou T5', 'pt'],
    ['Parabéns a todos pela vitória!', 'pt'],
    ['ВСЕМ ОНЛАЙН!!! враг бьет наши фермы на X:310 Y:702', 'ru'],
    ['🚨 هجوم 🚨 العدو [DOOM] يضرب مزارعنا عند X:220 Y:610', 'ar'],
    ['[CHN]招人!! 战力25M+，T5，KvK活跃', 'zh'],
    // Brazilian chat words, and a coordinate's "Y" or a rank's "R" that are no Spanish or English word.
    [
      'ALERTA: [HNT] tá zerando gente na zona 2, quem tá perto de X:600 Y:300 liga escudo AGORA',
      'pt',
    ],
    ['galera a partir de hj a Bia é a nova R5, eu fico de R4 pq to sem tempo', 'pt'],
    ['vc tá online? liga o escudo pq tão batendo na gente, blz', 'pt'],
    ['Todos al X:500 Y:210 a las 20:00, quien no llegue se queda sin R4', 'es'],
    ['R4 R5 to X:500 Y:210 now', 'en'],
    ['Rendez-vous pour la KvK avec tous les membres', 'other'],
  ])('%s → %s', (draft, language) => {
    expect(detectLanguage(draft)).toBe(language);
  });

  it('reads a draft of nothing but numbers and symbols as no language it writes', () => {
    expect(detectLanguage('12:00 ★ 300')).toBe('other');
  });
});

describe('characters of one script', () => {
  const PATTERNS = {
    han: /^\p{Script=Han}$/u,
    cyrillic: /^\p{Script=Cyrillic}$/u,
    arabic: /^\p{Script=Arabic}$/u,
  } as const;

  it.each(ONE_SCRIPT_RANGES)('code points %i to %i are all %s', (first, last, script) => {
    const pattern = PATTERNS[script as keyof typeof PATTERNS];
    for (let code = first; code <= last; code += 1) {
      expect(pattern.test(String.fromCharCode(code)), `U+${code.toString(16)}`).toBe(true);
    }
  });
});
