import type { Tone } from '#shared/constants.ts';
import { joinPatterns, readCaseless } from './caseless.ts';
import { type MailKind, OUR_RALLY } from './kinds.ts';
import type { MailLanguage } from './language.ts';
import { matchSpanishAddress } from './spanish-address.ts';
import { toneLineText } from './tone-lines/registry.ts';
// Loads the languages' texts: all at once on the server, one at a time in a browser.
import '#format/tone-lines/texts.ts';

/**
 * The opening and closing lines the engine adds from Balanced up: at most one of each, chosen by
 * tone, kind of mail and content, written in every language the engine writes. A line is left out
 * where it would not fit: a cheer does not open a live defence, a congratulation does not close a
 * to-do list, a recruitment line does not close a leadership change, "No exceptions." does not
 * follow a draft that states one. Lines may name the mail's event (`{event}`, `{at}` — "the pass",
 * "at the pass"), the time it happens (`{time}`) and its deadline (`{deadline}`, as the draft says
 * it); among the lines that fit, the draft's content picks one, so the same lines do not close
 * every mail of a kind. No motivational or intense line fits any mail of its kind: where none says
 * something of this mail, the mail gets none. Each line
 * is written here in English; its Spanish, Portuguese, Russian, Arabic and Chinese texts are in
 * tone-lines/<language>.ts under that English text (a browser fetches only the languages it needs).
 */
type Localized = Readonly<Record<MailLanguage, string>>;

/**
 * What a mail is about, beyond its kind, read from its words: a fight, an achievement, a warning,
 * a cap on scores, questions and answers, a change of leaders, a relaxed alliance, the player's
 * own greeting, rules for governors who are not members yet.
 */
export type Mood =
  | 'rules'
  | 'battle'
  | 'achievement'
  | 'warning'
  | 'cap'
  | 'faq'
  | 'leadership'
  | 'relaxed'
  | 'greeted'
  | 'newcomers'
  | 'welcome'
  | 'proposal'
  /** The mail tells how an event went (a result, a past fight): no line calls to it. */
  | 'result'
  /** A week's or a season's dates and times: no line names one of them. */
  | 'schedule'
  /** Donations to the alliance's technology: no battle cry. */
  | 'donation'
  /** A vote between options ("20h ou 23h?"): no line names one option's time as if it won. */
  | 'poll'
  /** The alliance moves to another kingdom: nothing was done yet to praise. */
  | 'migration'
  /** Inactive members are removed: no warmth, no call to look after each other. */
  | 'purge'
  /** Members warned or punished ("last warning, next time it's kick"): no call to look out for each other. */
  | 'discipline'
  /** A warning of danger with no enemy attacking yet ("shield up if under 20M"): no cheer. */
  | 'alarm'
  /** The mail's event is over ("chests from the last fort run", "вчера"): no line calls to it. */
  | 'past'
  /** The draft asks to be read before anyone asks ("read before asking"): no "ask away". */
  | 'read-first'
  /** The mail's event is closing ("закрывается в воскресенье"): nothing of it lies ahead. */
  | 'ending'
  /** One player is congratulated ("поздравляем DemonSlayer_99 с топ-1"): no praise of everyone. */
  | 'personal'
  /** The draft orders a retreat ("shield or pull back", "retírense"): no line tells anyone to hold. */
  | 'retreat';

/** What a line needs of the mail besides its kind. */
type Need = 'time' | 'deadline' | 'event' | 'tag' | 'no-exceptions' | Mood;

export interface ToneLine {
  kinds: readonly MailKind[];
  /** The line in English; its other languages are in tone-lines/<language>.ts, by this text. */
  english: string;
  needs?: readonly Need[];
  /** Moods the line would contradict. */
  avoids?: readonly Mood[];
}

interface ToneLines {
  openings: readonly ToneLine[];
  closings: readonly ToneLine[];
}

type Six = readonly [string, string, string, string, string, string];

function line(
  kinds: readonly MailKind[],
  english: string,
  fit: { needs?: readonly Need[]; avoids?: readonly Mood[] } = {},
): ToneLine {
  return { kinds, english, ...fit };
}

const ALL: readonly MailKind[] = [
  'alert',
  'orders',
  'recruitment',
  'thanks',
  'reminder',
  'diplomacy',
  'schedule',
  'notice',
];
/** Mails that ask members to act, but not a live defence: there the order comes first. */
const CALLS: readonly MailKind[] = ['orders', 'reminder', 'schedule', 'notice'];
/** Mails to members, whatever they say. */
const MEMBERS: readonly MailKind[] = ['alert', 'orders', 'reminder', 'schedule', 'notice'];
/** Mails that may welcome new members: a recruitment's readers are not members yet. */
const WELCOMED: readonly MailKind[] = ['notice', 'orders', 'reminder', 'schedule'];
/** Mails read by governors outside the alliance. */
const OUTSIDE: readonly MailKind[] = ['recruitment', 'diplomacy'];

/** Moods no cheer fits: a scam warning, a score cap, an FAQ, a change of leaders. */
const NO_CHEER: readonly Mood[] = ['warning', 'cap', 'faq', 'leadership', 'alarm'];

/**
 * The game's events a line may name: how each language names it, and says "at" it. A battle is
 * one governors meet at; an event such as MGE or the Wheel is played alone. KvK is a season, not
 * an event a line may send governors to.
 */
export interface GameEvent {
  pattern: RegExp;
  isBattle: boolean;
  name: Localized;
  at: Localized;
}

function event(pattern: RegExp, isBattle: boolean, name: Six, at: Six): GameEvent {
  const [en, es, pt, ru, ar, zh] = name;
  const [atEn, atEs, atPt, atRu, atAr, atZh] = at;
  return {
    pattern,
    isBattle,
    name: { en, es, pt, ru, ar, zh },
    at: { en: atEn, es: atEs, pt: atPt, ru: atRu, ar: atAr, zh: atZh },
  };
}

/** Most specific first: a draft that names several is about the first of them here. */
export const GAME_EVENTS: readonly GameEvent[] = [
  // Ceroli is a commander too: "Ceroli cav lead", "主将用的Ceroli" name who leads a rally, no event.
  event(
    /\bceroli\b(?!\s*(?:cav|inf|arch|lead|leader|commander|primary|as (?:lead|primary))\b)(?<!(?:lead|leader|commander|primary|with|主将|用的)\s*[:：]?\s*ceroli)|цероли(?!\s*лидер)|церроли|سيرولي|塞罗利/iu,
    true,
    [
      'Ceroli Crisis',
      'la Crisis de Ceroli',
      'a Crise de Ceroli',
      'Кризис Цероли',
      'أزمة سيرولي',
      '塞罗利危机',
    ],
    [
      'at Ceroli Crisis',
      'en la Crisis de Ceroli',
      'na Crise de Ceroli',
      'на Кризисе Цероли',
      'في أزمة سيرولي',
      '塞罗利危机',
    ],
  ),
  event(
    /\b(?:ark|aoo|osiris|arca)\b|ковчег|الأرك|الارك|أرك|方舟/iu,
    true,
    [
      'Ark of Osiris',
      'el Arca de Osiris',
      'a Arca de Osíris',
      'Ковчег Осириса',
      'أرك أوزوريس',
      '方舟',
    ],
    ['in the Ark', 'en el Arca', 'na Arca', 'в Ковчеге', 'في الأرك', '方舟'],
  ),
  event(
    /\baltar\b|алтар|المذبح|祭坛/iu,
    true,
    ['the altar', 'el altar', 'o altar', 'алтарь', 'المذبح', '祭坛'],
    ['at the altar', 'en el altar', 'no altar', 'на алтаре', 'عند المذبح', '祭坛'],
  ),
  event(
    /\bpass(?:es)? ?\d|\bpaso ?\d|\bpassagem\b|перевал|الممر|关卡/iu,
    true,
    ['the pass', 'el paso', 'a passagem', 'перевал', 'الممر', '关卡'],
    ['at the pass', 'en el paso', 'na passagem', 'на перевале', 'عند الممر', '关卡'],
  ),
  event(
    /\b(?:barb(?:arian)? )?forts?\b|\bfuertes?\b|\bfortes?\b|\bфорт|الفورت|الحصن|قلعة البرابرة|قلاع البرابرة|蛮族堡垒|要塞/iu,
    true,
    ['the fort', 'el fuerte', 'o forte', 'форт', 'الحصن', '要塞'],
    ['at the fort', 'en el fuerte', 'no forte', 'у форта', 'عند الحصن', '要塞'],
  ),
  event(
    OUR_RALLY,
    true,
    ['the rally', 'el rally', 'o rally', 'ралли', 'الرالي', '集结'],
    ['at the rally', 'en el rally', 'no rally', 'на ралли', 'في الرالي', '集结点'],
  ),

  event(
    /\bmge\b|мге|最强执政官/iu,
    false,
    ['MGE', 'el MGE', 'o MGE', 'MGE', 'MGE', '最强执政官'],
    ['in MGE', 'en el MGE', 'no MGE', 'в MGE', 'في MGE', '最强执政官'],
  ),
  event(
    /\bwheel\b|\brueda\b|\broda\b|колес|عجلة|命运之轮/iu,
    false,
    [
      'the Wheel of Fortune',
      'la Rueda de la Fortuna',
      'a Roda da Fortuna',
      'Колесо Фортуны',
      'عجلة الحظ',
      '命运之轮',
    ],
    ['at the Wheel', 'en la Rueda', 'na Roda', 'в Колесе', 'في العجلة', '命运之轮'],
  ),
  event(
    /\bsunset canyon\b|\bcañón\b|\bcânion\b|каньон|سنست|日落峡谷/iu,
    false,
    [
      'Sunset Canyon',
      'el Cañón del Ocaso',
      'o Cânion do Crepúsculo',
      'Каньон заката',
      'سنست كانيون',
      '日落峡谷',
    ],
    ['in Sunset Canyon', 'en el Cañón', 'no Cânion', 'в Каньоне', 'في سنست كانيون', '日落峡谷'],
  ),
];

export const TONE_LINES: Record<Tone, ToneLines> = {
  motivational: {
    // No opening or closing any mail of its kind could get: each says something of this mail —
    // its event, its time, its occasion (a welcome, a result, a treaty, rules, a recruitment).
    openings: [
      line(['orders'], 'Governors, here is how we play together!', {
        needs: ['rules'],
        avoids: ['faq', 'newcomers', 'leadership', 'purge', 'battle'],
      }),
      line(['orders'], 'A strong alliance starts with clear rules, governors!', {
        needs: ['rules'],
        avoids: ['faq', 'newcomers', 'leadership', 'purge', 'battle'],
      }),
      line(CALLS, 'Eyes on {event}, governors!', {
        needs: ['event'],
        avoids: [...NO_CHEER, 'result', 'past', 'ending'],
      }),
      line(CALLS, 'Governors, get ready for {event}!', {
        needs: ['event'],
        avoids: [...NO_CHEER, 'result', 'past', 'ending'],
      }),
      line(CALLS, 'A new chapter begins, governors!', { needs: ['leadership'] }),
      line(['thanks'], 'What a performance, governors!', {
        needs: ['achievement'],
        avoids: ['personal'],
      }),
      line(['thanks'], 'You did it, governors!', { needs: ['achievement'], avoids: ['personal'] }),
      line(['thanks'], 'Governors, you made us proud!', {
        needs: ['achievement'],
        avoids: ['personal'],
      }),
      line(['thanks'], 'What a fight, governors!', {
        needs: ['achievement', 'battle'],
        avoids: ['personal'],
      }),
      line(['thanks'], 'Hats off, governors!'),
      line(['recruitment'], 'Looking for an alliance that fights together?', {
        avoids: ['leadership', 'relaxed'],
      }),
      line(['recruitment'], 'Want to fight beside the best?', {
        avoids: ['leadership', 'relaxed'],
      }),
      line(['recruitment'], 'Your next alliance is calling!', { avoids: ['leadership'] }),
      line(['recruitment'], 'Ready for a real home in this kingdom?', { avoids: ['leadership'] }),
      line(['recruitment'], 'Governors, we have a place for you!', { avoids: ['leadership'] }),
      line(['recruitment'], 'Looking for your next home, governor?', { avoids: ['leadership'] }),
      line(['recruitment'], 'Strong alliances are built by people like you!', {
        avoids: ['leadership'],
      }),
      line(['diplomacy'], 'Peace makes us all stronger, governors!', { avoids: ['warning'] }),
      line(WELCOMED, 'Welcome to the family, governors!', { needs: ['welcome'] }),
      line(WELCOMED, 'Great to have you with us, governors!', { needs: ['welcome'] }),
      line(WELCOMED, 'So glad you chose us, governors!', { needs: ['welcome'] }),
    ],
    closings: [
      // Dates to plan by: only a mail that gives several (a week's schedule).
      line(['schedule'], 'Mark your calendars, governors!', {
        needs: ['schedule'],
        avoids: ['faq'],
      }),
      line(['schedule', 'reminder'], 'Plan ahead and we all win!', {
        needs: ['schedule'],
        avoids: ['faq', 'warning', 'purge'],
      }),
      // The fight this mail sends governors to, at its time: said five ways, so no one of them
      // closes every rally call.
      line(MEMBERS, 'See you {at} at {time}!', {
        needs: ['event', 'time', 'battle'],
        avoids: ['warning', 'faq'],
      }),
      line(MEMBERS, '{time}: all together {at}!', {
        needs: ['event', 'time', 'battle'],
        avoids: ['warning', 'faq'],
      }),
      line(MEMBERS, "Meet you {at} at {time} — let's win this!", {
        needs: ['event', 'time', 'battle'],
        avoids: ['warning', 'faq', 'cap'],
      }),
      line(MEMBERS, 'Bring your best {at} at {time}, governors!', {
        needs: ['event', 'time', 'battle'],
        avoids: ['warning', 'faq', 'cap'],
      }),
      line(MEMBERS, '{time} {at} — full marches, governors!', {
        needs: ['event', 'time', 'battle'],
        avoids: ['warning', 'faq', 'cap'],
      }),
      line(CALLS, 'Set your alarms for {time}, governors!', {
        needs: ['time'],
        avoids: ['warning', 'faq', 'result', 'purge', 'alarm'],
      }),
      line(CALLS, 'Be ready at {time}, governors!', {
        needs: ['time'],
        avoids: ['warning', 'faq', 'result', 'purge', 'alarm'],
      }),
      line(CALLS, "Deadline: {deadline} — don't leave it late, governors!", {
        needs: ['deadline'],
        avoids: ['faq', 'result', 'alarm'],
      }),
      line(CALLS, 'Mark it down: {deadline}, governors!', {
        needs: ['deadline'],
        avoids: ['faq', 'result', 'alarm', 'warning'],
      }),
      line(MEMBERS, 'See you {at}, governors!', {
        needs: ['event', 'battle'],
        avoids: ['warning', 'faq', 'cap', 'past', 'result'],
      }),
      line(MEMBERS, 'Bring your best {at}, governors!', {
        needs: ['event', 'battle'],
        avoids: ['warning', 'faq', 'cap', 'past', 'result'],
      }),
      line(CALLS, 'Good luck {at}, governors!', {
        needs: ['event'],
        avoids: ['warning', 'faq', 'past', 'result'],
      }),
      line(CALLS, 'Make {event} count, governors!', {
        needs: ['event'],
        avoids: ['warning', 'faq', 'cap', 'past', 'result'],
      }),
      line(['reminder', 'schedule', 'notice'], "Don't miss {event}, governors!", {
        needs: ['event'],
        avoids: ['warning', 'faq', 'cap', 'past', 'result'],
      }),
      line(['alert'], 'Together we hold!', {
        needs: ['battle'],
        avoids: [...NO_CHEER, 'retreat'],
      }),
      line(['alert', 'notice', 'orders'], 'Stay sharp and look out for each other!', {
        needs: ['warning'],
        avoids: ['faq', 'purge', 'rules', 'cap', 'newcomers', 'discipline'],
      }),
      line(['alert'], 'Hold the line, governors!', { avoids: ['warning', 'retreat'] }),
      line(['orders', 'notice', 'reminder'], 'Every donation makes us stronger, governors!', {
        needs: ['donation'],
        avoids: ['warning', 'faq'],
      }),
      line(['orders', 'notice', 'reminder', 'schedule'], 'See you in our new home, governors!', {
        needs: ['migration'],
        avoids: ['warning', 'faq', 'newcomers'],
      }),
      line(['orders', 'notice'], 'Thanks for keeping to the rules, governors!', {
        needs: ['rules'],
        avoids: ['faq', 'leadership', 'purge', 'newcomers', 'battle'],
      }),
      line(CALLS, "Let's stand behind our new leaders together!", { needs: ['leadership'] }),
      line(CALLS, "Ask away, governors — we're here to help!", {
        needs: ['faq'],
        avoids: ['read-first'],
      }),
      line(CALLS, 'Stick to the plan and everyone wins!', {
        needs: ['cap'],
        avoids: ['migration'],
      }),
      // Not after players are called out ("…you two report to R4"): pride in everyone rings false.
      line(['thanks'], 'Proud of every one of you!', {
        avoids: ['warning', 'discipline', 'personal'],
      }),
      line(['thanks'], 'On to the next win!', { needs: ['achievement', 'battle'] }),
      line(['thanks'], 'Keep it up, governors!'),
      line(['thanks'], 'This is what we do together!', {
        needs: ['achievement'],
        avoids: ['personal'],
      }),
      line(['thanks'], 'More wins to come!', { needs: ['achievement', 'battle'] }),
      line(['thanks'], 'Every bit of help makes us stronger!', {
        avoids: ['achievement', 'battle', 'result', 'personal'],
      }),
      line(['recruitment'], 'Come grow with us!', { avoids: ['leadership'] }),
      line(['recruitment'], 'Your place is here!', { avoids: ['leadership'] }),
      line(['recruitment'], 'A seat at our table is waiting for you!', { avoids: ['leadership'] }),
      line(['recruitment'], 'Grow stronger with us!', { avoids: ['leadership'] }),
      line(['recruitment'], 'Join us and fight together!', { avoids: ['leadership', 'relaxed'] }),
      line(['diplomacy'], 'We look forward to working together.'),
      line(['diplomacy'], "Let's keep our word, governors!", { avoids: ['proposal'] }),
      line(['diplomacy'], 'A strong kingdom is a united one!'),
      line(['recruitment'], 'Come grow with {tag}!', { needs: ['tag'], avoids: ['leadership'] }),
      line(['recruitment'], '{tag} is waiting for you!', {
        needs: ['tag'],
        avoids: ['leadership'],
      }),
      // The alliance named in an alert may be attacking us or attacked by us: the line says neither.
      line(['alert'], 'All eyes on {tag}, governors!', {
        needs: ['tag', 'battle'],
        avoids: ['warning', 'achievement', 'result'],
      }),
      line(['diplomacy'], 'Here is to peace and growth!'),
      line(WELCOMED, "Glad you're here — let's grow together!", { needs: ['welcome'] }),
      line(WELCOMED, "Here's to great things together!", { needs: ['welcome'] }),
      line(WELCOMED, 'Make yourselves at home, governors!', { needs: ['welcome'] }),
      line(WELCOMED, 'The best is yet to come, governors!', { needs: ['welcome'] }),
      line(['diplomacy'], 'We look forward to your reply!', { needs: ['proposal'] }),
    ],
  },
  intense: {
    // The orders come first: an intense mail opens with none of its own. Its closings are firm
    // and say something of this mail; a flat closer any mail could end on ("That is all.") is
    // what readers notice first, so there is none.
    openings: [],
    closings: [
      line(['schedule'], 'Dates are set.', { needs: ['schedule'], avoids: ['faq'] }),
      line(['schedule'], 'Know your slot.', { needs: ['schedule'], avoids: ['faq'] }),
      line(['schedule', 'reminder'], 'Mark the dates.', {
        needs: ['schedule'],
        avoids: ['faq', 'warning'],
      }),
      line(['reminder'], 'No more reminders after this one.', {
        avoids: ['warning', 'faq', 'welcome'],
      }),
      line(MEMBERS, '{Event}, {time}. No delays.', {
        needs: ['event', 'time', 'battle'],
        avoids: ['warning', 'faq'],
      }),
      line(MEMBERS, '{Event} at {time}. Everyone there.', {
        needs: ['event', 'time', 'battle'],
        avoids: ['warning', 'faq', 'cap'],
      }),
      line(MEMBERS, '{Event}, {time}. Be on time.', {
        needs: ['event', 'time', 'battle'],
        avoids: ['warning', 'faq'],
      }),
      line(MEMBERS, '{Event}, {time}. Full strength.', {
        needs: ['event', 'time', 'battle'],
        avoids: ['warning', 'faq', 'cap'],
      }),
      line(CALLS, '{time}. Be ready.', {
        needs: ['time'],
        avoids: ['warning', 'faq', 'result', 'purge', 'alarm'],
      }),
      line(CALLS, '{time}. No delays.', {
        needs: ['time'],
        avoids: ['warning', 'faq', 'result', 'purge', 'alarm'],
      }),
      line(CALLS, '{time} sharp.', {
        needs: ['time'],
        avoids: ['warning', 'faq', 'result', 'purge', 'alarm'],
      }),
      line(CALLS, "Deadline: {deadline}. Don't be late.", {
        needs: ['deadline'],
        avoids: ['faq', 'result', 'alarm'],
      }),
      line(MEMBERS, '{Event}. Be there.', {
        needs: ['event', 'battle'],
        avoids: ['warning', 'faq', 'cap'],
      }),
      // A fight every governor is called to; MGE or the Wheel is each governor's own choice.
      line(['orders', 'reminder', 'schedule', 'notice'], "{Event}. Don't miss it.", {
        needs: ['event', 'battle'],
        avoids: ['warning', 'faq', 'result', 'cap', 'past'],
      }),
      line(['alert', 'notice', 'orders'], 'Stay alert.', {
        needs: ['warning'],
        avoids: ['faq', 'purge', 'rules', 'cap', 'newcomers', 'discipline'],
      }),
      line(['alert', 'notice', 'orders'], 'Eyes open.', {
        needs: ['warning'],
        avoids: ['faq', 'purge', 'rules', 'cap', 'newcomers', 'discipline'],
      }),
      line(['alert'], 'Hold the line.', { avoids: ['warning', 'retreat'] }),
      line(['alert'], 'Move now.', { needs: ['battle'] }),
      line(['alert'], 'All hands.', { needs: ['battle'] }),
      line(['alert'], 'No hesitation.', { avoids: ['warning'] }),
      line(['orders'], 'No exceptions.', {
        needs: ['rules', 'no-exceptions'],
        avoids: ['relaxed', 'battle', 'faq', 'newcomers'],
      }),
      line(['orders', 'notice'], 'Rules are rules.', {
        needs: ['rules', 'no-exceptions'],
        avoids: ['relaxed', 'faq', 'leadership', 'battle', 'newcomers'],
      }),
      line(['orders', 'notice'], 'Read it. Follow it.', {
        needs: ['rules'],
        avoids: ['faq', 'leadership', 'relaxed', 'battle', 'newcomers'],
      }),
      line(CALLS, 'Read the answers before you ask.', { needs: ['faq'] }),
      line(CALLS, 'Respect the cap.', { needs: ['cap'], avoids: ['migration'] }),
      line(['thanks'], 'Well earned.', { needs: ['achievement'], avoids: ['proposal'] }),
      line(['thanks'], 'Well fought.', { needs: ['achievement', 'battle'] }),
      line(['thanks'], "That's how it's done.", { needs: ['achievement'] }),
      line(['thanks'], 'Next one, same standard.', {
        needs: ['achievement'],
        avoids: ['personal'],
      }),
      line(['thanks'], 'Keep it up.'),
      line(['thanks'], 'Stay hungry.', { needs: ['battle'] }),
      line(['recruitment'], 'Serious governors only.', { avoids: ['leadership', 'relaxed'] }),
      line(['recruitment'], 'Apply now.', { avoids: ['leadership'] }),
      line(['recruitment'], 'Earn your place.', { avoids: ['leadership', 'relaxed'] }),
      line(['recruitment'], 'Fighters only.', { avoids: ['leadership', 'relaxed'] }),
      line(['recruitment'], 'Prove yourself.', { avoids: ['leadership'] }),
      line(['recruitment'], 'We fight. Do you?', { avoids: ['leadership', 'relaxed'] }),
      line(['recruitment'], 'Apply to {tag} now.', { needs: ['tag'], avoids: ['leadership'] }),
      line(['alert'], 'All eyes on {tag}.', {
        needs: ['tag', 'battle'],
        avoids: ['warning', 'achievement', 'result'],
      }),
      line(['diplomacy'], 'Our word holds.', { avoids: ['proposal'] }),
      line(['diplomacy'], 'We await your answer.', { needs: ['proposal'] }),
      line(WELCOMED, 'Welcome aboard.', {
        needs: ['welcome'],
      }),
      line(WELCOMED, 'Now we grow together.', {
        needs: ['welcome'],
      }),
      line(WELCOMED, 'Glad you are here.', {
        needs: ['welcome'],
      }),
      line(WELCOMED, "Now show us what you've got.", { needs: ['welcome'] }),
    ],
  },
  neutral: {
    openings: [
      line([...MEMBERS, 'thanks'], 'Hi all,'),
      line(MEMBERS, 'A short update for everyone:', { avoids: ['faq'] }),
      line(MEMBERS, 'Please read this, everyone:'),
      line(['thanks'], 'A few words for everyone:'),
      line(OUTSIDE, 'Greetings, governors,'),
      line(OUTSIDE, 'Hello to all governors reading this,'),
      {
        kinds: [...MEMBERS, 'thanks'],
        english: 'Hello everyone,',
      },
      {
        kinds: OUTSIDE,
        english: 'Hello governors,',
      },
    ],
    closings: [
      line(MEMBERS, 'Thanks for reading.'),
      line(MEMBERS, 'Thanks, everyone.'),
      line(MEMBERS, 'Questions are welcome in chat.', { avoids: ['faq'] }),
      line(MEMBERS, 'Thanks for your attention.'),
      line(['thanks'], 'Thanks again.'),
      line(['thanks'], 'Take care, everyone.'),
      line(OUTSIDE, 'We look forward to hearing from you.'),
      line(OUTSIDE, 'Best regards.'),
      line(OUTSIDE, 'Thank you for your time.'),
      {
        kinds: MEMBERS,
        english: 'Thank you.',
      },
      {
        kinds: OUTSIDE,
        english: 'Thank you for reading.',
      },
    ],
  },
  humorous: {
    openings: [
      line(['orders', 'reminder', 'schedule', 'notice'], 'Attention, please — yes, you too!', {
        avoids: ['warning'],
      }),
      line(
        ['orders', 'reminder', 'schedule', 'notice'],
        'Grab a coffee, governors, this one matters!',
      ),
      line(
        ['orders', 'reminder', 'schedule', 'notice'],
        'Breaking news from your favourite officers!',
        { avoids: ['warning', 'discipline', 'purge'] },
      ),
      line(['thanks'], 'Roll the drums, governors!'),
      line(['thanks'], 'Someone cue the applause!'),
      line(['recruitment'], 'Psst, governor, yes, you!'),
      line(['recruitment'], 'Tired of lonely marches?'),
      line(['alert'], 'Not a drill, governors!'),
      line(['diplomacy'], 'Good news: fewer fights, more naps!'),
      {
        kinds: ['orders', 'reminder', 'schedule', 'notice'],
        english: 'Gather round, governors!',
      },
      {
        kinds: ['alert'],
        english: 'Put the snacks down, governors!',
      },
    ],
    closings: [
      line(['diplomacy'], 'Hugs, not rallies.'),
      line(['diplomacy'], 'Our scouts can finally sleep.'),
      line(
        ['orders', 'reminder', 'schedule', 'notice'],
        'That is all. You may return to your farms.',
        { avoids: ['warning'] },
      ),
      line(
        ['orders', 'reminder', 'schedule', 'notice'],
        'Read it twice. Your officers will quiz you.',
      ),
      line(
        ['orders', 'reminder', 'schedule', 'notice'],
        'Your officers thank you. Your hospital thanks you more.',
      ),
      line(
        ['orders', 'reminder', 'schedule', 'notice'],
        'No governors were harmed in the writing of this mail.',
      ),
      line(['alert'], 'Shields are the new black.'),
      line(['alert'], 'Panic later. Act now.'),
      line(['thanks'], 'Legends, all of you. Mostly.'),
      line(['thanks'], 'Snacks are on the R4s.'),
      line(['recruitment'], 'Apply now. Our R4s are friendlier than they look.'),
      line(['recruitment'], 'Free hugs with every alliance help.'),
      line(['diplomacy'], 'Peace: now with fewer burned farms.'),
      {
        kinds: ['orders', 'reminder', 'schedule', 'notice'],
        english: 'Questions? Ask an officer. Complaints? Ask the void.',
      },
      {
        kinds: ['alert'],
        english: 'See you on the battlefield, snacks optional.',
      },
      {
        kinds: ['thanks'],
        english: 'Now go treat yourselves to a nap.',
      },
      {
        kinds: ['recruitment'],
        english: 'We have cookies. Probably.',
      },
    ],
  },
  political: {
    openings: [
      line([...MEMBERS, 'thanks'], 'Members of the alliance,'),
      line(MEMBERS, 'On behalf of the leadership,', { avoids: ['faq'] }),
      line(MEMBERS, 'The council informs all members:'),
      line(['thanks'], 'The leadership wishes to address all members,'),
      line(OUTSIDE, 'To the honourable governors of the kingdom,'),
      line(OUTSIDE, 'To whom it may concern,'),
      {
        kinds: [...MEMBERS, 'thanks'],
        english: 'To all members of the alliance,',
      },
      {
        kinds: OUTSIDE,
        english: 'To the governors of the kingdom,',
      },
    ],
    closings: [
      line(MEMBERS, 'We thank you for your cooperation.'),
      line(MEMBERS, 'Your leadership remains at your disposal.'),
      line(MEMBERS, 'We count on your understanding.'),
      line(MEMBERS, 'With our regards.'),
      line(['thanks'], 'With our sincere appreciation.'),
      line(['thanks'], 'The alliance is in your debt.'),
      line(OUTSIDE, 'We await your reply.'),
      line(OUTSIDE, 'With our highest consideration.'),
      {
        kinds: ['thanks'],
        english: 'With our gratitude.',
      },
      {
        kinds: ALL,
        english: 'With respect.',
      },
    ],
  },
  informative: {
    openings: [
      line([...MEMBERS, ...OUTSIDE], 'The key points:'),
      line([...MEMBERS, ...OUTSIDE], 'In short:'),
      line([...MEMBERS, ...OUTSIDE], 'What you need to know, in brief:'),
      line(['thanks'], 'A quick summary:'),
      line(['thanks'], 'The results, in short:', { needs: ['achievement'] }),
      {
        kinds: [...MEMBERS, ...OUTSIDE],
        english: 'Here is what you need to know:',
      },
    ],
    closings: [
      line(MEMBERS, 'Details in alliance chat.'),
      line(MEMBERS, 'More details from your officers.'),
      line(MEMBERS, 'Keep this mail for reference.'),
      line(MEMBERS, 'Unclear? Ask before you act.', { avoids: ['faq'] }),
      line(['thanks'], 'Thanks to everyone who took part.'),
      line(['thanks'], 'Full results in alliance chat.', { needs: ['achievement'] }),
      line(OUTSIDE, 'Reply by mail for details.'),
      line(OUTSIDE, 'Details on request.'),
      {
        kinds: MEMBERS,
        english: 'Questions? Contact an officer.',
      },
      {
        kinds: OUTSIDE,
        english: 'Questions? Send us a message.',
      },
    ],
  },
};

/** Words by which a mail shows its mood, in the languages the engine writes. */
/** Moods read from the mail's subject (its title and first lines), not from a word in passing. */
type TopicMood = 'result' | 'donation' | 'migration' | 'purge' | 'ending';

const TOPIC_MOOD_WORDS: Readonly<Record<TopicMood, RegExp>> = {
  result:
    /\b(?:results?|resultados?|we won|we took|we held|ganamos|vencemos|ganhamos|vencemos|final score|won)\b|итог|результат|победили|выиграли|النتائج|نتيجة|فزنا|انتصرنا|结果|战报|赢了|拿下了/iu,
  donation:
    /\b(?:tech(?:nology)?|donat\w*|donar|donaci\w*|don[ae]n|tecnolog\w*|doar|doaç\w*|doem)\b|технолог|техи|пожертв|التقنية|التقنيات|تبرع|科技|捐/iu,
  migration:
    /\b(?:migrat\w*|migraci\w*|migraç\w*|migrar|transfer\w*)\b|миграц|переезд|الهجرة|نهاجر|移民|迁移/iu,
  purge:
    /\b(?:purge|purga|limpieza|limpeza|inactives? (?:will be )?kick\w*)\b|чистк|зачистк|تنظيف|طرد الخاملين|清人|清理/iu,
  // The event is closing ("Закатный каньон закрывается в воскресенье"): it is under way, not ahead.
  ending:
    /\b(?:ends|ending|closes|closing|last day|(?:se )?(?:termina|cierra|acaba)|(?:se )?terminan|(?:se )?cierran|encerra|fecha|acaba|último día|último dia)\b|закрыва|заканчива|законч|последний день|ينتهي|ينقفل|يقفل|آخر يوم|اخر يوم|结束|截止|最后一天/iu,
};

/** The topic's mood lists in their order, read once at load. */
const TOPIC_MOOD_LISTS = Object.entries(TOPIC_MOOD_WORDS) as [TopicMood, RegExp][];
/** The topic's mood lists as one quick first test (same flags, no back-reference). */
const SAYS_TOPIC_MOOD = joinPatterns(TOPIC_MOOD_LISTS.map(([, pattern]) => pattern));

/**
 * The moods a mail's subject gives it: a result, a tech donation, a migration, a purge. `says` is
 * the topic read caselessly, where the caller has read it already.
 */
export function readTopicMoods(
  topic: string,
  moods: Set<Mood>,
  says: (pattern: RegExp) => boolean = readCaseless(topic),
): Set<Mood> {
  // Most topics say none of the lists: read at once first (caseless.ts), not by each.
  if (!says(SAYS_TOPIC_MOOD)) return moods;
  for (const [mood, pattern] of TOPIC_MOOD_LISTS) {
    if (says(pattern)) moods.add(mood);
  }
  return moods;
}

const MOOD_WORDS: Readonly<
  Record<
    Exclude<
      Mood,
      'greeted' | 'newcomers' | 'welcome' | 'schedule' | 'alarm' | 'discipline' | TopicMood
    >,
    RegExp
  >
> = {
  rules: /\b(?:rules?|reglas?|normas?|regras?)\b|правил|قوانين|القواعد|规则|规矩/iu,
  battle:
    /\b(?:attack\w*|rall(?:y|ies)|fight\w*|defen[cds]\w*|war|garrison\w*|enem(?:y|ies)|zerg\w*|reinforce\w*|ataque\w*|atacar|pelea\w*|guerra|batalla|guarnici\w*|batalha|inimig\w*|ataca\w*)\b|атак|битв|войн|враг|рали|гарнизон|هجوم|معركة|حرب|العدو|رالي|进攻|战斗|打仗|敌人|集结/iu,
  achievement:
    /\b(?:won|win|wins|victory|results?|resultados?|congrat\w*|record|first place|rank(?:ed)? (?:1|#1|first)|top \d+|well done|great job|(?<![./])gg|we took|we got|ganamos|victoria|felicidades|felicitaciones|enhorabuena|vencemos|vitória|parabéns|conquistamos)\b|поздравл|побед|молодц|мы взяли|результат|نتائج|مبروك|تهانينا|فزنا|انتصرنا|انتصار|结果|恭喜|胜利|第一名|拿下|打赢|满了/iu,
  // A scam, or a member warned or punished: "last warning", "next time it's kick".
  warning:
    /\b(?:scam\w*|phish\w*|password|fake|impersonat\w*|hack\w*|zero(?:ed|ing)?|careful|beware|watch out|last warning|final warning|\d(?:st|nd|rd|th) warning|second warning|third warning|kick(?:ed)?|estafa\w*|cuidado|golpe\w*|senha|contraseña|última advertencia|expulsi[oó]n|expulsad\w*|advertência|aviso importante|expuls[oa]\w*)\b|мошен|осторож|развод|обнул|пароль|предупрежден|кик|احذر|نصب|احتيال|كلمة السر|تحذير|طرد|骗|冒充|小心|警惕|密码|警告|踢出/iu,
  poll: /\b(?:poll|polls|vote|voting|enquete|encuesta|votaci[oó]n|votaç[aã]o|votem|voten|votar)\b|опрос|голосу|голосов|تصويت|استفتاء|投(?:个|一下)?票/iu,
  cap: /\b(?:stay under|under (?:like |about |around |~)?\d[\d.,]*\s?[kmb]?|max(?:imum)?|no more than|not exceed|cap|capped|limit|no más de|no pasen|nadie pasa|máximo|máx|límite|não passar|limite)\b|не более|не больше|не выше|максимум|лимит|потолок|لا يتجاوز|الحد الأقصى|不超过|别超过|不要超过|不得超过|上限/iu,
  faq: /^(?:[•*-]\s*)?(?:q|question|p|pregunta|pergunta|в|вопрос|س)\s*\d*\s*[:：]|\bfaq\b|常见问题|أسئلة متكررة|частые вопросы|preguntas frecuentes|perguntas frequentes/imu,
  leadership:
    /\b(?:new (?:king|queen|r5|r4s?|leader\w*)|novos r4|nov[oa] r4|nuevos? r4|nueva r4|(?:saiu|sai|deixa|left|leaves|steps? down) (?:de |as |from )?r4|leadership change|step(?:ping)? down|stepped down|hand(?:ing)? over|nuevo (?:rey|líder|r5)|nueva líder|novo (?:rei|líder|r5)|nova liderança)\b|нов(?:ый|ого|ым) (?:корол|лидер|р5|r5|глав)|смена (?:руковод|лидер)|теперь [рr]5|лидерк|сняли с [рr]4|الملك الجديد|القائد الجديد|أسلّم|أسلم|تسليم القيادة|سلمت القيادة|新国王|新盟主|新的盟主|换盟主/iu,
  proposal:
    /\b(?:propos(?:al|e|ed|ing)|would you|propuesta|proponemos|propone\w*|proposta|propomos|topariam|toparia)\b|предлага|предложени|نقترح|اقتراح|建议|提议|提案/iu,
  // A player congratulated by name, which holds a digit or "_" as game names do, or is written in
  // Latin letters in a mail that is not: "congrats to Leo_77", "поздравляем DemonSlayer_99". Its
  // letters are small, as in every list here: the same words under 'iu', and caseless.ts can read
  // the list without 'i' in the mail in small letters.
  personal:
    /\b(?:congrat\w*|felicidades|felicitaciones|enhorabuena|parab[ée]ns)\s+(?:to |a |al |ao |à |pro |pra )?@?[\p{L}\p{N}]*[_\d][\p{L}\p{N}_]*|(?:поздравля\p{L}*|مبروك|ألف مبروك|تهانينا|恭喜|祝贺)\s*(?:يا |ل)?@?[a-z][\w.]{2,}/iu,
  past: /\b(?:last (?:fort )?run|from the last|yesterday|last night|ayer|anoche|ontem|ontem à noite)\b|вчера|أمس|امس|昨天|昨晚/iu,
  retreat:
    /\b(?:retreat\w*|pull back|fall back|back off|go home|retir\w*|repleg\w*|recu(?:ar|em|e|a)|saiam|se afastem|a casa|pra casa|para casa|vuelvan|voltem)\b|отступ|отойд|отходи|домой|انسحب|انسحبوا|ارجعوا|撤退|撤回|后撤|回城/iu,
  'read-first':
    /\bread (?:this |it |all )?(?:before|b4) (?:asking|you ask)|\bleer antes de preguntar|\bleiam antes de perguntar|прочита\p{L}* перед|اقرأ\p{L}* قبل|先看再问|看完再问/iu,
  relaxed:
    /\b(?:chill|casual|relaxed|no drama|no pressure|no shame|that'?s fine|it'?s fine|nobody will be mad|friendly|sin problema|no pasa nada|tudo bem|sem problema|tranquil\w*|relajad\w*|sin drama|de boa|sem drama|sem pressão)\b|без драмы|без давления|спокойн|بدون دراما|بدون ضغط|佛系|休闲|轻松/iu,
};

/** The moods of a mail: what its words say it is about. */
/**
 * A member promoted to an office: "恭喜…升为R4", "promovido a R4", "назначен Р4" ("r4" written
 * small, the same under 'iu': caseless.ts reads a list of small letters without 'i').
 */
const PROMOTION =
  /\b(?:promot\w*|promovid[oa]s?|ascendid[oa]s?|nuev[oa] r4|nov[oa] r4|new r4)\b|повышен|назначен|новый р4|ترقية|ترقى|تمت ترقية|(?:بقيت|صرت|صار|صارت|أصبح|اصبح|أصبحت|اصبحت)\s+r4|升(?:为|到)?\s*r\d|升职|晋升|提拔|当上|成为.{0,6}r4/iu;

/** The mood lists in their order, read once at load (not an array of pairs built each call). */
const MOOD_LISTS = Object.entries(MOOD_WORDS) as [Mood, RegExp][];

/**
 * The lists of words of every mood but a battle, with the same flags, as one first test
 * (caseless.ts): a short mail that says none of them is read once, not by each. A battle is read
 * apart, as a battle event gives its mood without it.
 */
const OTHER_MOOD_LISTS = MOOD_LISTS.filter(
  ([mood, pattern]) => mood !== 'battle' && pattern.flags === MOOD_WORDS.rules.flags,
).map(([, pattern]) => pattern);
const SAYS_OTHER_MOOD = joinPatterns(OTHER_MOOD_LISTS);
/** The longest mail whose moods are read by `SAYS_OTHER_MOOD` first (a few short lines). */
const JOINED_MOODS_MAX_LENGTH = 200;

export function readMoods(
  text: string,
  flags: { isGreeted: boolean; addressesNewcomers: boolean; event?: GameEvent },
): Set<Mood> {
  const moods = new Set<Mood>();
  const says = readCaseless(text);
  // The joined lists cost nearly all of them together: a quick test only of a short mail, which
  // most often says none, not of a longer one, which most often says some.
  const mayHaveOther = text.length > JOINED_MOODS_MAX_LENGTH || says(SAYS_OTHER_MOOD);
  const isBattleEvent = flags.event?.isBattle ?? false;
  for (const [mood, pattern] of MOOD_LISTS) {
    // A battle event gives the mood of a battle, whether its words are said or not.
    if (mood === 'battle' && isBattleEvent) continue;
    if (!mayHaveOther && OTHER_MOOD_LISTS.includes(pattern)) continue;
    if (says(pattern)) moods.add(mood);
  }
  if (isBattleEvent) moods.add('battle');
  // "恭喜 X 升为 R4": a member's promotion is news of them, no win of the alliance's to praise, and
  // no help of everyone's to thank.
  if (says(PROMOTION)) {
    moods.delete('achievement');
    moods.add('personal');
  }
  // "Stay under 5M or you get zeroed" is a cap with its sanction, not a scam warning.
  if (moods.has('cap')) moods.delete('warning');
  if (flags.isGreeted) moods.add('greeted');
  if (flags.addressesNewcomers) moods.add('newcomers');
  return moods;
}

/** The events' patterns as one quick first test (same flags, no back-reference; caseless.ts). */
const NAMES_AN_EVENT = joinPatterns(GAME_EVENTS.map((candidate) => candidate.pattern));

/**
 * The game event a mail is about: of those its words name, the most specific (the altar before
 * a rally, a pass before KvK), in the order of `GAME_EVENTS`. `says` is the text read caselessly,
 * where the caller has read it already.
 */
export function findEvent(
  text: string,
  says: (pattern: RegExp) => boolean = readCaseless(text),
): GameEvent | undefined {
  // Most mails name no event: their text is read once, not by each event's pattern.
  if (!says(NAMES_AN_EVENT)) return undefined;
  return GAME_EVENTS.find((candidate) => says(candidate.pattern));
}

/** What the chosen lines may name or must not contradict or repeat. */
export interface FrameContext {
  /** When the mail's event happens ("21:00 UTC"): never a deadline, which `{time}` would misread. */
  time?: string;
  /**
   * The alliance or kingdom the mail is about ("[DOOM]", "K1888"), which `{tag}` names: ours in a
   * recruitment, the partner in a treaty, the enemy in an alert.
   */
  tag?: string;
  /** The deadline the mail sets, as the draft says it ("jueves 23:00 UTC"), which `{deadline}` names. */
  deadline?: string;
  /** The game event the mail is about, which `{event}` and `{at}` name. */
  event?: GameEvent;
  /** The draft states an exception ("unless", "except"): "No exceptions." would contradict it. */
  hasExceptions?: boolean;
  /** What the mail already says (title and body, lower case): a line that repeats it is left out. */
  said?: string;
  /** Picks among the fitting lines: the same draft always gets the same line. */
  seed?: number;
  moods?: ReadonlySet<Mood>;
  /** The mail speaks to governors who are not members yet. */
  addressesNewcomers?: boolean;
  /** A Spanish draft that says "vosotros": no line may say "ustedes" to its readers. */
  isVosotros?: boolean;
  /** A mail of a line or two ("rally in 5 min, need 6 more"): no opening slows it down. */
  isShort?: boolean;
  /** The opening named the mail's event or time: the closing does not name it again. */
  isNamed?: boolean;
  /**
   * The body's last sentence, lower case: a closing that names the time or deadline it
   * has just said ("…выдаю до 23:00 UTC." / "Срок: 23:00 UTC. Без опозданий.") only repeats it.
   */
  lastSaid?: string;
}

/** A Spanish line that speaks to "ustedes": its pronouns, and the orders of the lines above. */
const USTEDES_LINE =
  /\b(?:ustedes|su|sus|les)\b|\b(?:háganlo|sigan|lean|léanlo|cúmplanlo|cuídense|aguanten|marquen|pregunten|muévanse|estén|mantengan|planifiquen|conozcan|anoten|respeten|postúlense|gánense|guarden|respondan|tomen|pueden|cumpla|duerman|pierdan|tenerlos|siéntanse|pongan|anótenlo)\b/iu;

/** Content words of a line (three letters and more, or a Han character), placeholders left out. */
function contentWords(text: string): string[] {
  const words = text.includes('{') ? text.replace(/\{\w+\}/gu, '') : text;
  return words.toLowerCase().match(/\p{Script=Han}|[\p{L}']{3,}/gu) ?? [];
}

/** A filled line most of whose words, event and time left out, the mail already says. */
function repeatsFilled(text: string, said: string): boolean {
  const words = contentWords(text.replace(/\d{1,2}(?::\d{2})?(?:\s*utc)?/giu, ''));
  const found = words.filter((word) => said.includes(word)).length;
  return words.length >= 2 && found * 2 > words.length;
}

/**
 * The content words of the engine's own lines, read once per line: every mail of a tone reads
 * those of all its lines (see `findLine`), and they never change. The lines are a fixed set, so
 * this holds at most one entry per line and language.
 */
const lineWords = new Map<string, readonly string[]>();

function contentWordsOfLine(text: string): readonly string[] {
  let words = lineWords.get(text);
  if (words === undefined) {
    words = contentWords(text);
    lineWords.set(text, words);
  }
  return words;
}

/**
 * A line most of whose words the mail already says ("Be ready." after "be ready at 20:00").
 * `text` is one of the engine's lines, unfilled.
 */
function repeats(text: string, said: string): boolean {
  const words = contentWordsOfLine(text);
  // More than half its words said; "Welcome aboard." under "Welcome to [WLF]": in a line of two
  // words, one said is too many.
  const tooMany = words.length <= 2 ? 1 : Math.floor(words.length / 2) + 1;
  let found = 0;
  // Read until the answer is known: every line of a tone is read against the whole mail.
  for (let index = 0; index < words.length; index += 1) {
    if (found + (words.length - index) < tooMany) return false;
    if (said.includes(words[index]!)) found += 1;
    if (found >= tooMany) return true;
  }
  return false;
}

/** A mail of no mood read: one empty set for every line that asks. */
const NO_MOODS: ReadonlySet<Mood> = new Set<Mood>();

function fits(candidate: ToneLine, kind: MailKind, context: FrameContext): boolean {
  if (!candidate.kinds.includes(kind)) return false;
  if (context.isNamed && namesMail(candidate)) return false;
  const moods = context.moods ?? NO_MOODS;
  if (candidate.avoids?.some((mood) => moods.has(mood))) return false;
  // A week's schedule names many events and times: a line naming one would single it out.
  const isSchedule = moods.has('schedule') || kind === 'schedule';
  return (candidate.needs ?? []).every((need) => {
    if (need === 'time') return context.time !== undefined && !isSchedule;
    if (need === 'deadline') return context.deadline !== undefined && !isSchedule;
    // Danger on its way: the rally named is the enemy's, where no line meets the members.
    if (need === 'event') return context.event !== undefined && !isSchedule && !moods.has('alarm');
    // "Cavalry Defense" names a tech, not a fight: a mail about donations takes no battle cry.
    if (need === 'battle') return moods.has('battle') && !moods.has('donation');
    if (need === 'tag') return context.tag !== undefined;
    if (need === 'no-exceptions') return context.hasExceptions === false;
    return moods.has(need);
  });
}

/** Spanish and Portuguese join a preposition and an article: "a el paso" → "al paso". */
function contract(text: string, language: MailLanguage): string {
  if (language === 'es') return text.replace(/\ba el\b/gu, 'al').replace(/\bde el\b/gu, 'del');
  return text;
}

function fill(text: string, language: MailLanguage, context: FrameContext): string {
  // Most lines name nothing of the mail: no placeholder to fill.
  const filled = text.includes('{') ? fillPlaceholders(text, language, context) : text;
  const contracted = contract(filled, language);
  // The engine's Spanish lines say "ustedes": a draft written with "vosotros" gets "vosotros".
  return language === 'es' && context.said
    ? matchSpanishAddress(contracted, context.said)
    : contracted;
}

/** A line with the mail's event, time, deadline and alliance in its placeholders. */
function fillPlaceholders(text: string, language: MailLanguage, context: FrameContext): string {
  const name = context.event?.name[language] ?? '';
  return text
    .replace('{time}', context.time ?? '')
    .replace('{deadline}', context.deadline ?? '')
    .replace('{Event}', name.charAt(0).toUpperCase() + name.slice(1))
    .replace('{event}', name)
    .replace('{at}', context.event?.at[language] ?? '')
    .replace('{tag}', context.tag ?? '');
}

/** A second, independent pick from the same seed. */
function mix(seed: number): number {
  return Math.imul(seed ^ (seed >>> 15), 2246822507) >>> 0;
}

/**
 * Among the lines any mail of its kind may get, a draft may get none: no such line is in more
 * than about one mail in `spread` of its kind. A line that names the mail's own event, time,
 * alliance or occasion is always given.
 */
const SPREAD: Readonly<Record<Tone, number>> = {
  neutral: 6,
  humorous: 6,
  political: 7,
  informative: 6,
  motivational: 5,
  // An intense mail ends on its last order as often as on a stock line: a flat closer on every
  // mail is what readers notice first.
  intense: 5,
};

/**
 * Tones whose lines are courtesies that fit any mail of their kind ("Thanks for reading.", "With
 * respect."): a mail that got no opening gets a closing, which, where the voice leaves the words as
 * written, is what tells the tone. A motivational or intense line says something of the mail, and
 * none is better than one that does not fit.
 */
const IS_COURTESY: Readonly<Record<Tone, boolean>> = {
  neutral: true,
  humorous: true,
  political: true,
  informative: true,
  motivational: false,
  intense: false,
};

/** Moods that name the mail's occasion: their own lines are chosen first. */
const OCCASIONS: readonly Need[] = ['welcome', 'proposal'];

/** Every opening and closing of every tone. */
const ALL_LINES: readonly ToneLine[] = Object.values(TONE_LINES).flatMap(
  ({ openings, closings }) => [...openings, ...closings],
);

/** The lines that need the mail's time or deadline, read once at load (see `findLine`). */
const TIMED_LINES: ReadonlySet<ToneLine> = new Set(
  ALL_LINES.filter((line) => line.needs?.some((need) => need === 'time' || need === 'deadline')),
);

/** The lines written for a mail's own occasion, read once at load (see `findLine`). */
const OCCASION_LINES: ReadonlySet<ToneLine> = new Set(
  ALL_LINES.filter((line) => line.needs?.some((need) => OCCASIONS.includes(need))),
);

/**
 * Each tone's openings and closings by the kind of mail they fit, in their order: sorted once at
 * load, so a mail reads only its kind's lines (motivational and intense have up to 48 closings).
 */
const LINES_BY_KIND = new Map<readonly ToneLine[], ReadonlyMap<MailKind, readonly ToneLine[]>>(
  Object.values(TONE_LINES)
    .flatMap(({ openings, closings }) => [openings, closings])
    .map((lines) => [
      lines,
      new Map(ALL.map((kind) => [kind, lines.filter((line) => line.kinds.includes(kind))])),
    ]),
);

/** The lines of a list that a kind of mail may get. */
function linesOfKind(lines: readonly ToneLine[], kind: MailKind): readonly ToneLine[] {
  return LINES_BY_KIND.get(lines)?.get(kind) ?? lines;
}

function findLine(
  lines: readonly ToneLine[],
  kind: MailKind,
  language: MailLanguage,
  context: FrameContext,
  seed: number,
  spread: number,
): { english: string; text: string } | undefined {
  const fitting = linesOfKind(lines, kind).filter((candidate) => fits(candidate, kind, context));
  // A line that names this mail's event and its time belongs to this mail only: it wins over the
  // lines any mail of its kind may get. A line naming the alliance does not: a recruitment names
  // its own in every mail, and "Apply to [TAG] now." would end them all.
  const timed = fitting.filter((candidate) => TIMED_LINES.has(candidate));
  // A line written for the mail's own occasion (a welcome, a proposal) wins over the lines any
  // mail of its kind may get: a welcome is welcomed, a proposal awaits its answer.
  const occasion = fitting.filter((candidate) => OCCASION_LINES.has(candidate));
  const own = occasion.length > 0 ? occasion : timed;
  // A Spanish recruitment speaks to one governor ("¿Buscas…?", "Escribile"), never to "ustedes".
  const isToOne = (context.isVosotros || kind === 'recruitment') && language === 'es';
  const pool: { english: string; text: string }[] = [];
  for (const candidate of own.length > 0 ? own : fitting) {
    const text = toneLineText(candidate.english, language);
    // What a line repeats is read from its own words: the event, time or alliance it names are
    // the mail's by design.
    if (context.said !== undefined && repeats(text, context.said)) continue;
    if (isToOne && USTEDES_LINE.test(text)) continue;
    pool.push({ english: candidate.english, text });
  }
  const chosen = pool[seed % Math.max(pool.length, own.length > 0 ? 1 : spread, 1)];
  if (chosen === undefined) return undefined;
  const text = fill(chosen.text, language, context);
  // Filled, a line of few words of its own may be mostly the mail's ("¡Que el Arca de Osiris valga
  // la pena!" under "ARCA DE OSIRIS"): it is left out rather than said again.
  if (context.said !== undefined && repeatsFilled(text, context.said)) return undefined;
  return { english: chosen.english, text };
}

/** A line that names the mail's event or time. */
const NAMES_MAIL = /\{(?:event|Event|at|time|deadline)\}/u;

/** The engine's lines that name the mail's event or time, read once at load (they never change). */
const LINES_NAMING_MAIL: ReadonlySet<ToneLine> = new Set(
  ALL_LINES.filter((line) => NAMES_MAIL.test(line.english)),
);

function namesMail(line: ToneLine): boolean {
  return LINES_NAMING_MAIL.has(line);
}

/** Whether `line` says the time `time` names (its hour, "23:00"). */
function saysAgain(line: string, time: string | undefined): boolean {
  const hour = time?.match(/\d{1,2}[:h.]\d{2}|\d{1,2}\s*(?:utc|gmt)/iu)?.[0];
  return hour !== undefined && line.includes(hour.toLowerCase());
}

/**
 * The tone's opening and closing for a kind of mail, in the draft's language; none that do not
 * fit, and no opening where the player greets the reader already. Without a context the first
 * fitting line of each (no time, no event, no exception known).
 */
export function chooseToneLines(
  tone: Tone,
  kind: MailKind,
  language: MailLanguage,
  context: FrameContext = {},
): { opening?: string; closing?: string } {
  const lines = TONE_LINES[tone];
  const seed = context.seed ?? 0;
  const isGreeted = context.moods?.has('greeted') ?? false;
  const opening =
    isGreeted || context.isShort
      ? undefined
      : findLine(lines.openings, kind, language, context, seed, SPREAD[tone]);
  // Another pick for the closing, so an opening and closing do not always come in pairs. The
  // closing says nothing the opening said: not its words, not the event or time it named again.
  const spread = opening === undefined && IS_COURTESY[tone] ? 1 : SPREAD[tone];
  // Nor the time or deadline the body's last sentence has just said.
  const last = context.lastSaid ?? '';
  const closingContext: FrameContext = {
    ...context,
    time: saysAgain(last, context.time) ? undefined : context.time,
    deadline: saysAgain(last, context.deadline) ? undefined : context.deadline,
  };
  if (opening) {
    closingContext.said = `${context.said ?? ''}\n${opening.text.toLowerCase()}`;
    closingContext.isNamed = NAMES_MAIL.test(opening.english);
  }
  const closing = findLine(lines.closings, kind, language, closingContext, mix(seed), spread);
  return { opening: opening?.text, closing: closing?.text };
}
