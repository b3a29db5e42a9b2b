import type { Tone } from '#shared/constants.ts';

/**
 * How each tone looks and sounds in the built-in engine. Decoration (title frame, divider, heading
 * colour) differs in both modes; the words (openings, sign-offs, calls to action) only in improve.
 * Symbols are the Basic Multilingual Plane ones real mails use, which the game renders
 * (docs/rok-mail-facts.md); colours are dark enough to read on the parchment background.
 */
interface ToneStyle {
  titleFrame: readonly [string, string];
  divider: string;
  headingColor: string;
  /** Titles the engine writes when the draft has no short first line or sentence. */
  titleWithTopic: (topic: string) => string;
  titleWithoutTopic: string;
  openings: readonly string[];
  signOffs: readonly SignOff[];
  callToAction: string;
  thematicOpening: string;
  thematicSignOff: SignOff;
}

export interface SignOff {
  line?: string;
  signature: string;
}

export const TONE_STYLES: Record<Tone, ToneStyle> = {
  neutral: {
    titleFrame: ['', ''],
    divider: '━━━━━━━━━━━━━━━━',
    headingColor: '#4E342E',
    titleWithTopic: (topic) => `${topic} Notice`,
    titleWithoutTopic: 'Alliance Notice',
    openings: ['Hello everyone,', 'Greetings, governors,', 'Dear alliance members,'],
    signOffs: [
      { line: 'Thank you for reading.', signature: '— Leadership' },
      { line: 'Thank you.', signature: '— Leadership' },
    ],
    callToAction: 'Please read carefully and follow the plan.',
    thematicOpening: 'By order of the War Council:',
    thematicSignOff: { signature: '— The War Council' },
  },
  motivational: {
    titleFrame: ['★ ', ' ★'],
    divider: '═══════ ★ ═══════',
    headingColor: '#8A3B00',
    titleWithTopic: (topic) => `${topic}: Our Moment`,
    titleWithoutTopic: 'A Message to Our Warriors',
    openings: [
      'Warriors, this is our moment!',
      'Rise up, governors, glory is waiting!',
      "Champions, let's show the kingdom what we are made of!",
    ],
    signOffs: [
      { line: 'Together we are unstoppable!', signature: '— Leadership' },
      { line: 'Stand tall and fight as one!', signature: '— Leadership' },
    ],
    callToAction: 'Every march counts, so give it everything you have!',
    thematicOpening: 'Hear me, governors of the realm! Glory awaits the bold!',
    thematicSignOff: { line: 'For glory and for the kingdom!', signature: '— The War Council' },
  },
  humorous: {
    titleFrame: ['✿ ', ' ✿'],
    divider: '- - - - - - - - - - - -',
    headingColor: '#AD1457',
    titleWithTopic: (topic) => `Breaking ${topic} News`,
    titleWithoutTopic: 'Breaking Alliance News',
    openings: [
      'Gather round, you magnificent troublemakers!',
      'Attention, fearless speedup hoarders!',
      'Good news, governors: this mail contains no homework. Almost.',
    ],
    signOffs: [
      {
        line: 'Now go make the enemy cry into their speedups.',
        signature: '— Your beloved Leadership',
      },
      { line: 'Questions? Ask an officer. Complaints? Ask the void.', signature: '— Leadership' },
    ],
    callToAction: 'Ignore this mail at your own risk (the officers are watching).',
    thematicOpening: 'Hear ye, hear ye! The War Council has spoken (and it brought snacks).',
    thematicSignOff: {
      line: 'Now march, and may your speedups be plentiful.',
      signature: '— The War Council',
    },
  },
  political: {
    titleFrame: ['◆ ', ' ◆'],
    divider: '══════ ༺✿༻ ══════',
    headingColor: '#1A237E',
    titleWithTopic: (topic) => `Official ${topic} Announcement`,
    titleWithoutTopic: 'Official Announcement',
    openings: [
      'To all governors and allied leaders,',
      'Esteemed members of our alliance,',
      'On behalf of the leadership, to all members,',
    ],
    signOffs: [
      { line: 'With respect and in unity,', signature: '— The Council' },
      { line: 'Our strength lies in our unity.', signature: '— The Council' },
    ],
    callToAction: 'We count on every member to honour these commitments.',
    thematicOpening: 'The War Council, in the name of the kingdom, proclaims:',
    thematicSignOff: { line: 'In unity and honour,', signature: '— The War Council' },
  },
  intense: {
    titleFrame: ['⚠ ', ' ⚠'],
    divider: '░░░░░░░░░░░░░░░░',
    headingColor: '#8B0000',
    titleWithTopic: (topic) => `${topic.toUpperCase()} ORDERS`,
    titleWithoutTopic: 'URGENT ORDERS',
    openings: [
      'ATTENTION, ALL GOVERNORS!',
      'LISTEN UP, EVERY GOVERNOR!',
      'ALL HANDS, THIS IS URGENT!',
    ],
    signOffs: [
      { line: 'NO EXCUSES. NO RETREAT.', signature: '— Command' },
      { line: 'Failure is not an option.', signature: '— Command' },
    ],
    callToAction: 'Read it. Follow it. No exceptions!',
    thematicOpening: 'WAR COUNCIL DECREE! EVERY GOVERNOR, TAKE HEED!',
    thematicSignOff: { line: 'Steel your hearts. Hold the line.', signature: '— The War Council' },
  },
  informative: {
    titleFrame: ['➤ ', ''],
    divider: '────────────────',
    headingColor: '#00695C',
    titleWithTopic: (topic) => `${topic} Briefing`,
    titleWithoutTopic: 'Alliance Briefing',
    openings: [
      'Here is what you need to know:',
      'Quick update for all members:',
      'Please read the details below:',
    ],
    signOffs: [
      { line: 'Questions? Contact an officer.', signature: '— Leadership' },
      { line: 'Thank you for reading.', signature: '— Leadership' },
    ],
    callToAction: 'Keep this mail for reference.',
    thematicOpening: 'War Council briefing, for every governor:',
    thematicSignOff: {
      line: 'Briefing ends. Questions go to your officers.',
      signature: '— The War Council',
    },
  },
};

/** Colours of emphasised facts, by kind; all readable on parchment (about #F1E3C3). */
export const FACT_COLORS = {
  time: '#B71C1C',
  date: '#B71C1C',
  coordinate: '#0D47A1',
  kingdom: '#6A1B9A',
  alliance: '#6A1B9A',
  amount: '#1B5E20',
} as const;

/** Topic words for titles the engine writes, by the first keyword found in the draft. */
export const TOPICS: readonly (readonly [RegExp, string])[] = [
  [/\bkvk\b/i, 'KvK'],
  [/\bmge\b/i, 'MGE'],
  [/\b(?:aoo|ark of osiris)\b/i, 'Ark of Osiris'],
  [/\brall(?:y|ies)\b/i, 'Rally'],
  [/\brecruit/i, 'Recruitment'],
  [/\brules?\b/i, 'Rules'],
  [/\bfarm/i, 'Farming'],
  [/\bmigrat/i, 'Migration'],
  [/\bwar\b/i, 'War'],
  [/\bevent\b/i, 'Event'],
];
