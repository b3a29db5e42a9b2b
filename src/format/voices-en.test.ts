import { describe, expect, it } from 'vitest';
import { mailInTone } from './test/mail-in-tone.ts';
import { createVoice } from './voices.ts';
import { firmUpEnglish, rephraseEnglish, splitIntenseCommas } from './voices-en.ts';

function body(message: string, tone: 'motivational' | 'intense') {
  return mailInTone(message, tone).text;
}

describe('English sentences said again in the tone', () => {
  it('"ask me if you don\'t know…" asks the question first', () => {
    const sentence = "Ask me if you don't know how many points you get per thing.";
    expect(createVoice('intense', 'en')(sentence)).toBe(
      'Unsure how many points you get per thing? Ask me.',
    );
    expect(createVoice('motivational', 'en')(sentence)).toBe(
      'Not sure how many points you get per thing? Just ask me!',
    );
    expect(rephraseEnglish('Ask Bren if unsure', 'intense')).toBe('Unsure? Ask Bren.');
  });

  it('a condition never ends on a helper verb, and a shouted ban opens the answer', () => {
    // "…or didn't? Donate tech…" read as if donating got you kicked: no order is found inside it.
    const purge =
      'purge sat\nif u havent logged in for 5+ days or didnt donate tech this week ur getting kicked.';
    expect(body(purge, 'motivational')).not.toMatch(/didn't\?/u);
    expect(body(purge, 'intense')).not.toMatch(/didn't\?/u);
    const lead = 'KVK ORDERS\n3) if ur not a garrison lead DONT put ur commander in as lead pls';
    expect(body(lead, 'intense')).toContain(
      "Not a garrison lead? DON'T put your commander in as lead.",
    );
  });

  it('says "you" before its own verb as "we" in a call, and "us" only after a verb', () => {
    expect(
      body('fort rallies tonight\njoin every rally u can and send ur best march', 'motivational'),
    ).toContain("Let's join every rally we can and send our best march!");
    expect(
      body('cav leader = send cav. not sure? send what u have most of', 'motivational'),
    ).toContain("Let's send what we have most of!");
  });

  it('a condition on "you" becomes a question, and its order the answer', () => {
    const intense = createVoice('intense', 'en');
    expect(intense('If you got hit post a screenshot in #alerts.')).toBe(
      'Got hit? Post a screenshot in #alerts.',
    );
    expect(intense('If you still have keys from last time open them before reset.')).toBe(
      'Still have keys from last time? Open them before reset.',
    );
    expect(intense("If you're on vacation or sick just mail me before Saturday.")).toBe(
      'On vacation or sick? Mail me before Saturday.',
    );
    // Motivational keeps the player's "just" and "please".
    expect(
      createVoice(
        'motivational',
        'en',
      )("If you're on vacation or sick just mail me before Saturday."),
    ).toBe('On vacation or sick? Just mail me before Saturday!');
    expect(rephraseEnglish("If you can't make it, please tell an R4", 'motivational')).toBe(
      "Can't make it? Please tell an R4!",
    );
  });

  it('"if you\'ve got…" asks "Got…?"', () => {
    expect(rephraseEnglish("If you've got spare RSS send it to Kai.", 'intense')).toBe(
      'Got spare RSS? Send it to Kai.',
    );
    expect(rephraseEnglish('If you have keys left open them before reset.', 'intense')).toBe(
      'Have keys left? Open them before reset.',
    );
  });

  it('a condition whose sequel is no order, or whose verb is still its own, stays', () => {
    for (const sentence of [
      'If you need to join.',
      'If your farm gets hit and it was not shielded that is on you.',
      'If you want to, ask.',
      'If you can, join the rally.',
      'If you want, ping me later.',
    ]) {
      expect(rephraseEnglish(sentence, 'intense')).toBeUndefined();
      expect(rephraseEnglish(sentence, 'motivational')).toBeUndefined();
    }
  });

  it('intense answers a condition with what follows; motivational only with an order', () => {
    expect(rephraseEnglish("If you sign up and don't show we lose.", 'intense')).toBe(
      "Sign up and don't show? We lose.",
    );
    expect(
      rephraseEnglish('If you are not in K2150 by 18:00 UTC you will be stuck', 'intense'),
    ).toBe('Not in K2150 by 18:00 UTC? You will be stuck.');
    expect(
      rephraseEnglish("If you sign up and don't show we lose.", 'motivational'),
    ).toBeUndefined();
    // "you can" is no sanction: the condition stays a condition.
    expect(rephraseEnglish('If you want you can join later', 'intense')).toBeUndefined();
  });

  it('"if your question isn\'t here" asks what is missing', () => {
    expect(rephraseEnglish("If your question isn't here ask in #qa on Discord.", 'intense')).toBe(
      'Question not here? Ask in #qa on Discord.',
    );
  });

  it('a shouted order after a condition is read through its fact', () => {
    const text = 'If you are offline \uE000, we lost 3 cities last KvK';
    expect(rephraseEnglish(text, 'intense', () => 'SHIELD UP')).toBe(
      'Offline? \uE000, we lost 3 cities last KvK.',
    );
    expect(rephraseEnglish(text, 'intense', () => 'ZONE 4')).toBeUndefined();
  });

  it('a need of players with its terms is wanted in intense and asks who joins in motivational', () => {
    expect(rephraseEnglish('Need 30 people, 20M+ power, at least T4.', 'intense')).toBe(
      '30 people needed: 20M+ power, at least T4.',
    );
    expect(rephraseEnglish('need 30 people, 20M+ power', 'motivational')).toBe(
      "We need 30 people, 20M+ power — who's joining?",
    );
    // A hedged number ("like 10", kept as one fact) is no count to state firmly.
    expect(rephraseEnglish('need \uE000 joiners, leader is Mira', 'intense', () => 'like 10')).toBe(
      'Need \uE000 joiners, leader is Mira',
    );
    const rally =
      'Rally Barb Fort level 5 at 19:30 UTC today, need like 10 joiners, leader is Mira.';
    expect(body(`Fort\n${rally}`, 'intense')).not.toMatch(/Like 10 joiners needed/iu);
  });

  it('absence with no reward: a short question in intense, what earns it in motivational', () => {
    const sentence = "If you're not there you get no DKP for the whole fight.";
    expect(rephraseEnglish(sentence, 'intense')).toBe('Not there? No DKP for the whole fight.');
    expect(rephraseEnglish(sentence, 'motivational')).toBe(
      'Be there to earn DKP for the whole fight!',
    );
  });

  it('"ok listen up" is its own call, and the one it names stays named', () => {
    const tag = '\uE000';
    expect(rephraseEnglish(`Ok listen up ${tag} we open pass level 4 tomorrow.`, 'intense')).toBe(
      `Listen up, ${tag}. We open pass level 4 tomorrow.`,
    );
    expect(rephraseEnglish('ok listen up guys we open pass 4 tomorrow', 'motivational')).toBe(
      'Listen up — we open pass 4 tomorrow!',
    );
    expect(rephraseEnglish('OK listen up', 'intense')).toBe('Listen up.');
    // Who is called may be all the line holds: no "Listen up — guys".
    expect(rephraseEnglish('ok listen up guys', 'motivational')).toBe('Listen up!');
    expect(rephraseEnglish('ok listen up everyone', 'intense')).toBe('Listen up, everyone.');
  });

  it('a rally call ends with the call to join it, and keeps its "please" in motivational', () => {
    const sentence = 'rally on barb fort \uE000 now join please';
    expect(rephraseEnglish(sentence, 'intense')).toBe('Join the rally on barb fort \uE000 now.');
    expect(rephraseEnglish(sentence, 'motivational')).toBe(
      'Join the rally on barb fort \uE000 now, please!',
    );
    // Shouted words are kept as facts: the call reads them to know "ON" and "NOW".
    const shouted =
      'Fort orders\nRALLY ON BARB FORT X:221 Y:874 NOW join please. Need 3 more marches.';
    expect(body(shouted, 'intense')).toContain('Join the rally ON BARB FORT X:221 Y:874 NOW.');
    expect(body(shouted, 'motivational')).toContain(
      'Join the rally ON BARB FORT X:221 Y:874 NOW, please!',
    );
    // Keep my words puts a pause before the call ("NOW, join"): the call is still read.
    expect(rephraseEnglish('rally on barb fort \uE000 now, join please', 'intense')).toBe(
      'Join the rally on barb fort \uE000 now.',
    );
    expect(rephraseEnglish('rally on the fort later join', 'intense')).toBeUndefined();
  });

  it('an order for those who need or have something asks them first, in both tones', () => {
    expect(rephraseEnglish('Ask in chat if you need a title.', 'motivational')).toBe(
      'Need a title? Ask in chat!',
    );
    expect(rephraseEnglish('Ask in chat if you need a title.', 'intense')).toBe(
      'Need a title? Ask in chat.',
    );
    expect(rephraseEnglish('If you are not sure, ask.', 'intense')).toBe('Not sure? Ask.');
    expect(rephraseEnglish('Sign up in the alliance chat if you want to play.', 'intense')).toBe(
      'Want to play? Sign up in the alliance chat.',
    );
    // "if you can" asks nothing.
    expect(rephraseEnglish('Reinforce and heal if you can.', 'intense')).toBeUndefined();
  });

  it('intense says who an order is for as a question before it', () => {
    expect(rephraseEnglish('Shield up if you are under 20M or going offline', 'intense')).toBe(
      'Under 20M or going offline? Shield up.',
    );
    // Not "if you are a…", not a sentence that is no order, not in motivational.
    for (const sentence of [
      'Requirement is 150 DKP if you are over 40M',
      'Stay home if you are the farm',
    ]) {
      expect(rephraseEnglish(sentence, 'intense')).toBeUndefined();
    }
    expect(
      rephraseEnglish('Shield up if you are under 20M or going offline', 'motivational'),
    ).toBeUndefined();
  });

  it('a duty to be teleported is said as the move to make', () => {
    const sentence = 'Everyone must be teleported near \uE000 before \uE001.';
    expect(rephraseEnglish(sentence, 'intense')).toBe(
      'Everyone: teleport near \uE000 before \uE001.',
    );
    expect(rephraseEnglish(sentence, 'motivational')).toBe(
      'Everyone, teleport near \uE000 before \uE001 — we need every march there!',
    );
  });

  it('questions, formulas and hedged lines are left to the voice, untouched', () => {
    for (const sentence of [
      'Q: do I have to go to zone 3?',
      'If you have questions?',
      'DKP = T4 kill x1',
      'T5 kill x2',
      'Ask me if you like.',
    ]) {
      expect(rephraseEnglish(sentence, 'intense')).toBeUndefined();
    }
    expect(createVoice('intense', 'en')('Everyone must be teleported near X = here')).not.toMatch(
      /teleport near/u,
    );
  });

  it("motivational keeps to one '!' a mail", () => {
    const voice = createVoice('motivational', 'en');
    expect(voice('If you got hit post a screenshot in #alerts.')).toMatch(/!$/u);
    expect(voice('If you missed something read the mail again.')).toBe(
      'Missed something? Read the mail again.',
    );
  });
});

describe('intense cuts run-ons and drops what softens an order', () => {
  it('cuts a comma chain before a ban, a limit or a scope', () => {
    expect(splitIntenseCommas('Sign up in the sheet before Thursday, top 15 spots only.')).toEqual([
      'Sign up in the sheet before Thursday.',
      'Top 15 spots only.',
    ]);
    expect(splitIntenseCommas("Rank 1-3 R5 decides, don't zero the person")).toEqual([
      'Rank 1-3 R5 decides.',
      "Don't zero the person",
    ]);
    expect(createVoice('intense', 'en')('Bring tier 4 or 5 troops, no T1.')).toBe(
      'Bring tier 4 or 5 troops! No T1.',
    );
  });

  it('no cut in a list of two words, a formula, or before "no" and a verb', () => {
    expect(splitIntenseCommas('Friendly R5, no drama, AoO every week.')).toHaveLength(1);
    expect(splitIntenseCommas('MGE last day, no zeroing.')).toHaveLength(1);
    expect(splitIntenseCommas('DKP = T4 kills x1, no deads')).toHaveLength(1);
  });

  it('a negative order is said "do NOT"', () => {
    expect(createVoice('intense', 'en')("please don't zero the person who got the spot")).toBe(
      'Do not zero the person who got the spot.',
    );
  });

  it('drops an apology and a trailing "guys" in intense only', () => {
    const sentence = 'Everyone inactive gets kicked, sorry but we need the spots.';
    expect(firmUpEnglish(sentence, 'intense')).toBe(
      'Everyone inactive gets kicked. We need the spots.',
    );
    expect(firmUpEnglish(sentence, 'motivational')).toBe(sentence);
    expect(firmUpEnglish('Thanks for the helps today guys.', 'intense')).toBe(
      'Thanks for the helps today.',
    );
    expect(firmUpEnglish('Shield up, sorry guys', 'intense')).toBe('Shield up');
    expect(firmUpEnglish('Join with full marches thanks.', 'intense')).toBe(
      'Join with full marches.',
    );
    expect(firmUpEnglish('Join with full marches thanks.', 'motivational')).toBe(
      'Join with full marches thanks.',
    );
    expect(firmUpEnglish('Big thanks', 'intense')).toBe('Big thanks');
  });

  it("a condition's answer keeps its ban a sentence of its own", () => {
    expect(
      rephraseEnglish(
        'If you get hit first, screenshot it and send to R4, do \uE000 hit back',
        'intense',
      ),
    ).toBe('Get hit first? Screenshot it and send to R4. Do \uE000 hit back.');
  });

  it('cuts a ban after an order with no comma, unless the word before is its subject', () => {
    expect(firmUpEnglish("Message me first don't just show up at the border", 'intense')).toBe(
      "Message me first. Don't just show up at the border",
    );
    expect(firmUpEnglish("Message me first don't just show up at the border", 'motivational')).toBe(
      "Message me first, don't just show up at the border",
    );
    for (const sentence of ["Tell people who don't know the rules", "Make sure you don't zero"]) {
      expect(firmUpEnglish(sentence, 'intense')).toBe(sentence);
    }
  });

  it('a "please" before a reason parts the two: a full stop in intense, a comma in motivational', () => {
    const sentence = "Min 20 donations a day please it's mostly wood anyway.";
    expect(createVoice('intense', 'en')(sentence)).toBe(
      'Min 20 donations a day. It is mostly wood anyway.',
    );
    expect(createVoice('motivational', 'en')(sentence)).toBe(
      "Min 20 donations a day please, it's mostly wood anyway.",
    );
    // "also pls stop…": a lead word is no sentence; motivational calls on everyone without it.
    expect(createVoice('intense', 'en')('also pls stop asking for gems in chat')).toBe(
      'Stop asking for gems in chat!',
    );
    expect(createVoice('motivational', 'en')('also pls stop asking for gems in chat')).toBe(
      "Let's also stop asking for gems in chat!",
    );
  });

  it('cuts "troops heal first" before its second order, not "please shield up" or a condition', () => {
    expect(firmUpEnglish("Don't join with half dead troops heal first", 'intense')).toBe(
      "Don't join with half dead troops. Heal first",
    );
    expect(firmUpEnglish("Don't join with half dead troops heal first", 'motivational')).toBe(
      "Don't join with half dead troops — heal first",
    );
    for (const sentence of [
      'Please shield up or teleport home.',
      "If you're near there shield up or teleport to hill.",
    ]) {
      expect(firmUpEnglish(sentence, 'motivational')).toBe(sentence);
    }
  });
});

describe('news, goals and consequences are said in the tone too', () => {
  it('a goal is ours to reach in motivational and a target in intense', () => {
    const goal = 'KP goal for this phase is 3B for the kingdom, at least 40M per person';
    expect(rephraseEnglish(goal, 'motivational')).toBe(
      "Our KP goal for this phase: 3B for the kingdom, at least 40M per person — let's reach it together!",
    );
    expect(rephraseEnglish(goal, 'intense')).toBe(
      'KP target for this phase: 3B for the kingdom, at least 40M per person.',
    );
    expect(rephraseEnglish('Goal is 2M alliance credits by Sunday', 'intense')).toBe(
      'Target: 2M alliance credits by Sunday.',
    );
    // "The goal is to win" says what we aim to do, not a number to reach: it stays.
    expect(rephraseEnglish('The goal is to win', 'intense')).toBeUndefined();
  });

  it('what follows for "people who…" is asked of the reader, a sanction only in intense', () => {
    const sanction = 'People who show up half dead get kicked from rally lists';
    expect(rephraseEnglish(sanction, 'intense')).toBe(
      'Show up half dead? You get kicked from rally lists.',
    );
    expect(rephraseEnglish(sanction, 'motivational')).toBeUndefined();
    expect(rephraseEnglish('people who got kicked can reapply', 'motivational')).toBe(
      'Got kicked? You can reapply!',
    );
    // What others did to the reader is no question to the reader.
    expect(rephraseEnglish('people who hit you get zeroed', 'intense')).toBeUndefined();
  });

  it('an event and what we do about it: our chance in motivational, two sentences in intense', () => {
    const news = 'Pass 4 opens tomorrow at 12:00 UTC and we are NOT going to sit back this time';
    expect(rephraseEnglish(news, 'motivational')).toBe(
      'Pass 4 opens tomorrow at 12:00 UTC — this is our chance, and we are NOT going to sit back this time!',
    );
    expect(rephraseEnglish(news, 'intense')).toBe(
      'Tomorrow at 12:00 UTC: Pass 4 opens. We are NOT going to sit back this time.',
    );
  });

  it('intense clips a statement to its subject and what it is, not an idiom or an attack', () => {
    expect(rephraseEnglish('Zone 4 ruins are farm targets, free KP', 'intense')).toBe(
      'Zone 4 ruins: farm targets, free KP.',
    );
    for (const sentence of [
      'MGE results are in',
      'DOOM is hitting our farms',
      'We are 1288',
      'Pass 4 is the big one',
    ]) {
      expect(rephraseEnglish(sentence, 'intense')).toBeUndefined();
    }
    expect(rephraseEnglish('Zone 4 ruins are farm targets', 'motivational')).toBeUndefined();
  });

  it('a reward for the top players is held out to the reader, or said as a label', () => {
    const reward = 'Top 5 donors each week get first pick on titles';
    expect(rephraseEnglish(reward, 'motivational')).toBe(
      'Top 5 donors each week get first pick on titles — it could be you!',
    );
    expect(rephraseEnglish(reward, 'intense')).toBe(
      'Top 5 donors each week: first pick on titles.',
    );
  });

  it('what we will do is done together in motivational, unless it waits on a time or a condition', () => {
    expect(rephraseEnglish('We go in 2 waves, big accounts first', 'motivational')).toBe(
      'Together we go in 2 waves, big accounts first!',
    );
    expect(rephraseEnglish('We go in 2 waves, big accounts first', 'intense')).toBeUndefined();
    expect(rephraseEnglish('we will attack when they shield', 'motivational')).toBeUndefined();
  });

  it('"if you have been…" asks "Have you been…?", and a colon ends a condition', () => {
    expect(rephraseEnglish('If you have been offline 5+ days you will be kicked', 'intense')).toBe(
      'Have you been offline 5+ days? You will be kicked.',
    );
    expect(
      rephraseEnglish("If you're under 30M power: farm, hold flags, heal, help people", 'intense'),
    ).toBe('Under 30M power? Farm, hold flags, heal, help people.');
  });

  it('a soft complaint is said as the ask it is in motivational, and "lets" gets its apostrophe', () => {
    expect(
      rephraseEnglish(
        firmUpEnglish(
          'People who got kicked can reapply, we not mad just need active spots.',
          'motivational',
        ),
        'motivational',
      ),
    ).toBe('Got kicked? You can reapply, no hard feelings — we just need active spots!');
    for (const tone of ['motivational', 'intense'] as const) {
      expect(firmUpEnglish('[WLF] is behind the others, lets fix that.', tone)).toBe(
        "[WLF] is behind the others, let's fix that.",
      );
      expect(firmUpEnglish('He lets us know.', tone)).toBe('He lets us know.');
    }
  });

  it('"if you have 0…" asks of the count, not "Have 0…?"', () => {
    expect(
      rephraseEnglish('If you have 0 tech donations this week you will be kicked', 'intense'),
    ).toBe('0 tech donations this week? You will be kicked.');
  });

  it('intense says a ban between two clauses as a short sentence of its own', () => {
    expect(
      splitIntenseCommas('Full heal before the pass opens, no excuses, people who show up late'),
    ).toEqual(['Full heal before the pass opens.', 'No excuses.', 'People who show up late']);
  });

  it('intense cuts a comma before a clause of its own, not inside a list or brackets', () => {
    expect(splitIntenseCommas("Donate tech every day, we're on the war tree now")).toEqual([
      'Donate tech every day.',
      "We're on the war tree now",
    ]);
    expect(splitIntenseCommas("Don't zero yourself trying to hero, we need you alive")).toEqual([
      "Don't zero yourself trying to hero.",
      'We need you alive',
    ]);
    for (const clause of [
      'Rally leaders: Kaelen, ShadowMoth, Ivo and BigMike only',
      'Vektor is taking a break (new job, we wish him luck)',
      "If you are over, we'll sort it out one by one",
    ]) {
      expect(splitIntenseCommas(clause)).toEqual([clause]);
    }
  });

  it('intense drops a "just" that opens an order, not one that means "only" or asks the least', () => {
    expect(firmUpEnglish('Just tell an R4 before Sunday and we keep your spot.', 'intense')).toBe(
      'Tell an R4 before Sunday and we keep your spot.',
    );
    expect(firmUpEnglish('Heal up and just join the rally.', 'intense')).toBe(
      'Heal up and join the rally.',
    );
    for (const sentence of ['Use what you have, just join.', 'We need just 5 more.']) {
      expect(firmUpEnglish(sentence, 'intense')).toBe(sentence);
    }
  });
});

describe('intense says the whole body short and firm; motivational calls without soft leads', () => {
  it('drops chat that says nothing, never a fact, a hedge or an insistence', () => {
    expect(firmUpEnglish('OK, so guys we finally got the fortress done.', 'intense')).toBe(
      'We finally got the fortress done.',
    );
    expect(firmUpEnglish('Shield up tonight tbh.', 'intense')).toBe('Shield up tonight.');
    expect(firmUpEnglish('OK, people we are in zone 4 from Sat.', 'intense')).toBe(
      'We are in zone 4 from Sat.',
    );
    expect(firmUpEnglish('People who teleport early get 0 DKP.', 'intense')).toBe(
      'People who teleport early get 0 DKP.',
    );
    for (const sentence of [
      'People who teleport early get 0 DKP, I mean it.',
      "So we know who's who.",
      'Hey everyone, hi.',
      'Send like 10 marches.',
    ]) {
      expect(firmUpEnglish(sentence, 'intense')).toBe(sentence);
    }
  });

  it('says what we will do as done, and a second clause with its own subject on its own', () => {
    expect(
      firmUpEnglish(
        "We'll hold the pass until 20:00 UTC and everyone needs to be online.",
        'intense',
      ),
    ).toBe('We hold the pass until 20:00 UTC. Everyone needs to be online.');
    expect(firmUpEnglish('We will be there.', 'intense')).toBe('We will be there.');
    // After an order, what follows is what it brings; "and everyone who…" is no clause.
    for (const sentence of [
      'Tell an R4 before Sunday and we keep your spot.',
      'Congrats to Attila with 45M points and everyone who stayed under the cap.',
    ]) {
      expect(firmUpEnglish(sentence, 'intense')).toBe(sentence);
    }
    expect(
      body('Forts tonight\nshield up sat night, ppl from 2415 are scouting us', 'intense'),
    ).toContain('Shield up Sat night! People from 2415 are scouting us.');
  });

  it('"we need everyone to" is everyone\'s duty, and a soft lead leaves the order plain', () => {
    expect(firmUpEnglish('We need everyone to join the rallies.', 'intense')).toBe(
      'Everyone needs to join the rallies.',
    );
    expect(
      body('Rallies tonight\nwe need everyone to join the rallies at 20:00 UTC', 'intense'),
    ).toContain('Everyone: join the rallies at 20:00 UTC.');
    expect(firmUpEnglish('Make sure to donate tech every day.', 'motivational')).toBe(
      'Donate tech every day.',
    );
    expect(firmUpEnglish('Try to be online at 19:50.', 'motivational')).toBe('Be online at 19:50.');
    expect(body('Tech\nmake sure to donate tech every day', 'motivational')).toContain(
      "Let's donate tech every day!",
    );
    // Motivational keeps the player's chat, unless it hides the soft lead.
    expect(firmUpEnglish('OK, so make sure to donate tech.', 'motivational')).toBe('Donate tech.');
    expect(firmUpEnglish('OK, everyone listen up', 'motivational')).toBe('OK, everyone listen up');
    // No verb of an order after the lead: it stays.
    expect(firmUpEnglish('Make sure your shield is up.', 'motivational')).toBe(
      'Make sure your shield is up.',
    );
  });
});

describe('clauses cut where blind readers found them broken', () => {
  it('keeps what follows a condition with it, and cuts a later order', () => {
    const intense = mailInTone(
      'KVK DAY 1\nhospitals: if full, heal and WAIT\nif u go, go all in, stopping halfway is the worst\nif you dont want to come thats fine, nobody will be mad, just tell us before friday',
      'intense',
    ).text;
    expect(intense).toContain('Hospitals: if full, heal and WAIT.');
    expect(intense).toContain('If you go, go all in');
    expect(intense).toContain('nobody will be mad. Tell us before Friday');
  });

  it('drops a "please" after a joining word or a comma, with no dash or stop in its place', () => {
    const draft =
      'need ~40 ppl on each flag so pls send 1 march\nif ur city is outside territory after thurs, pls tp in';
    const intense = mailInTone(`FLAGS\n${draft}`, 'intense').text;
    expect(intense).toContain('Need ~40 people on each flag so send 1 march.');
    expect(intense).toContain('City outside territory after Thurs? Teleport in.');
    const motivational = mailInTone(`FLAGS\n${draft}`, 'motivational').text;
    expect(motivational).toContain('so please send 1 march');
    expect(motivational).toContain('City outside territory after Thurs? Please teleport in!');
  });

  it('calls no one to join a thing said to be so, and says "we" where "you" is a subject', () => {
    const mail = mailInTone(
      'rally cap for our leaders is ~1.4M troops. spend what u were gonna spend anyway and hit the tiers',
      'motivational',
    ).text;
    expect(mail).toContain('Rally cap for our leaders is ~1.4M troops.');
    expect(mail).not.toMatch(/Let's rally cap|Time to rally cap|what us were/u);
  });

  it('keeps a clause that already says "we" as the writer said it, and a two-word lead with its order', () => {
    expect(
      mailInTone(
        'PLAN\nkeep at least 2 full heals worth of rss, we r not refilling u in a fight',
        'motivational',
      ).text,
    ).toContain('we are not refilling you in a fight');
    expect(mailInTone('FAQ\nanything else just ask an R4', 'intense').text).toContain(
      'Anything else just ask an R4.',
    );
  });
});

describe('orders round 9 found left as written', () => {
  it('says a condition after a comma apart, as its own turn', () => {
    const sentence =
      "Inactives (7d+) get kicked at Sunday reset, if you're on vacation tell an R4 before then.";
    for (const tone of ['motivational', 'intense'] as const) {
      expect(createVoice(tone, 'en')(sentence)).toMatch(
        /^Inactives \(7d\+\) get kicked at Sunday reset\. On vacation\? Tell an R4 before then[.!]$/u,
      );
    }
    // The condition opens a later clause: what follows it is not cut off.
    expect(createVoice('intense', 'en')("Shields up tonight, if you can't, message Kai.")).toBe(
      'Shields up tonight, if you cannot, message Kai.',
    );
  });

  it('reads "open", "grab", "buy" as orders, and "open" alone as a state', () => {
    expect(
      createVoice('motivational', 'en')('Gift level up soon, open your chests before they expire.'),
    ).toBe("Gift level up soon, let's open our chests before they expire!");
    expect(createVoice('intense', 'en')('Grab the gold tasks only.')).toBe(
      'Grab the gold tasks only!',
    );
    const open = 'Rank 2-3: open, bid in #mge until Thursday.';
    expect(createVoice('motivational', 'en')(open)).toBe(open);
  });

  it("keeps a shouted DON'T shouted in a firm order", () => {
    expect(createVoice('intense', 'en')("DON'T buy gems just for it.")).toBe(
      'DO NOT buy gems just for it!',
    );
  });
});

describe('stock words round 9 found out of place', () => {
  it('adds no "we defend together" or "Hold the line" to an attack on ours', () => {
    const alert =
      '⚠ heads up: someone in [NoX] is burning our farms near X:77 Y:903, farms shield up now, dont send troops yet';
    for (const tone of ['motivational', 'intense'] as const) {
      expect(body(alert, tone)).not.toMatch(/defend together|Hold the line/u);
    }
    expect(createVoice('intense', 'en')('Farms shield up now.')).toBe('Farms: shield up now.');
    // "for now" is no urgency, and a plural without one names no group given an order.
    expect(createVoice('intense', 'en')('R4s stay the same for now.')).toBe(
      'R4s stay the same for now.',
    );
  });

  it('reads "heal speedups" as the speedups, not an order to heal', () => {
    for (const tone of ['motivational', 'intense'] as const) {
      expect(createVoice(tone, 'en')('Save heal speedups especially.')).not.toMatch(
        /let's heal|^Heal/u,
      );
    }
  });
});
