/**
 * The mail tool's second version's own constants, apart from constants.ts so that the
 * home page's first load does not carry them: only the second version's pages and the Commander
 * Customizer (lazy chunks) read them.
 */
import {
  ALIGNMENTS,
  type CustomizeSettings,
  FONT_SIZES,
  HEADER_SIZES,
  PRESETS,
} from '#markup/index.ts';
import {
  DEFAULT_TITLE_COLOR,
  type FORMAT_MODES,
  MAIL_COLORS,
  type MailMode,
  type RewriteStyle,
  TITLE_SIZE,
  type Tone,
} from '#shared/constants.ts';

/**
 * The mail tool's second version: its tones and the tone each sends (the
 * spec does not show its mapping; these follow the main page's words), its intensities, title
 * sizes, swatches and defaults.
 */
export const MAIL_TOOL_V2 = {
  modes: ['new', 'template', 'manual'],
  templateIds: [
    'kingdom-trophies',
    'mge-rankings',
    'alliance-mobilization',
    'deadweight-notice',
    'farming-rules',
    'kvk-objectives',
    'resource-participation',
  ],
  tones: [
    { id: 'motivational', tone: 'motivational' },
    { id: 'tactical', tone: 'intense' },
    { id: 'formal', tone: 'informative' },
    { id: 'humorous', tone: 'humorous' },
  ],
  intensities: [
    { id: 'minimal', rewriteStyle: 'minimal' },
    { id: 'balanced', rewriteStyle: 'balanced', isRecommended: true },
    { id: 'semi_creative', rewriteStyle: 'semi-creative' },
    { id: 'thematic', rewriteStyle: 'fully-thematic' },
  ],
  titleSizes: [32, 28, 24, 20, 16],
  /** Gold, Red, Blue, Green, Purple, Orange, White, Gray: the palette without black, with white. */
  swatches: [
    ...MAIL_COLORS.filter(({ id }) => id !== 'black' && id !== 'gray'),
    { id: 'white', hex: '#FFFFFF' },
    ...MAIL_COLORS.filter(({ id }) => id === 'gray'),
  ],
  defaults: {
    mode: 'improve',
    toneId: 'motivational',
    intensityId: 'balanced',
    titleSize: TITLE_SIZE.default,
    titleColor: DEFAULT_TITLE_COLOR,
    useBold: true,
    useItalic: false,
  },
} as const satisfies {
  modes: readonly MailMode[];
  templateIds: readonly string[];
  titleSizes: readonly number[];
  swatches: readonly { id: string; hex: string }[];
  tones: readonly { id: string; tone: Tone }[];
  intensities: readonly { id: string; rewriteStyle: RewriteStyle; isRecommended?: boolean }[];
  defaults: {
    mode: (typeof FORMAT_MODES)[number];
    toneId: string;
    intensityId: string;
    titleSize: number;
    titleColor: string;
    useBold: boolean;
    useItalic: boolean;
  };
};

/**
 * The Commander Customizer of the mail tool's second version, on its
 * pages and on the home page's AI Assist result once the `mailforge-v2` module is live. What the
 * settings do to a mail is the markup engine's `customizeMail` (header and font sizes there).
 */
export type CustomizerSettings = CustomizeSettings & { smartBullets: boolean };
export const CUSTOMIZER = {
  headerSizes: HEADER_SIZES,
  fontSizes: FONT_SIZES,
  presets: PRESETS,
  alignments: ALIGNMENTS,
  lineSpacing: { min: 1, max: 2, step: 0.1 },
  defaults: {
    headerSize: 'H1',
    fontSize: 'normal',
    lineSpacing: 1.2,
    preset: null,
    alignment: 'left',
    // The engine bullets instruction lines unless told not to: the first answer has them.
    smartBullets: true,
  } satisfies CustomizerSettings as CustomizerSettings,
  /** Saved presets (name + settings) in browser storage, one list for the mail tool. */
  storageKey: 'mailforge_presets',
} as const;
