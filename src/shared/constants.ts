/**
 * Business constants of the product. Everything that needs a limit,
 * a threshold, a colour, a size, a tone or a status imports it from here.
 */

import { MAIL_CHAR_LIMIT, MAIL_COLORS, type MailColorId, PARCHMENT_GOLD } from '#markup/limits.ts';

export { MAIL_COLORS, MAIL_SIZES } from '#markup/limits.ts';

export const LIMITS = {
  mailChars: MAIL_CHAR_LIMIT,
  allianceDescriptionChars: 1000,
  notificationTitle: 200,
  notificationMessage: 1000,
  changelogTitle: 200,
  changelogVersion: 50,
  communityTitle: 100,
  displayName: 100,
  alliance: 100,
  kingdom: 50,
  category: 50,
  tag: 50,
  /** Community gallery: tags per message, a comment, a bio, a moderator's reason. */
  tagsPerMessage: 5,
  comment: 1000,
  bio: 500,
  rejectionReason: 500,
  languageCode: 10,
  translationKey: 100,
  translationValue: 1000,
  /** A shared mail may be a long one, to be split into parts when copied. */
  sharedMailChars: 20000,
  historyTitle: 100,
  role: 20,
  notificationPriority: 10,
  subscriptionStatus: 20,
  email: 255,
  discordId: 100,
  passwordMin: 8,
  adminPasswordMin: 6,
} as const;

/** Counter colours: yellow strictly above `warn`, red strictly above `danger`. */
export const COUNTER_THRESHOLDS = {
  draftInput: { warn: 1400, danger: 1900 },
  aiResult: { warn: 1500, danger: 1800 },
  /** The mail tool's second version: yellow at 1850 or more, red at 2000 or more. */
  mailToolV2: { warn: 1849, danger: 1999 },
} as const;

export const TITLE_SIZE = { min: 20, max: 50, default: 32 } as const;
/**
 * The title's default colour for a mail: a dark gold, 4:1 on the parchment (the spec's bright gold
 * #FFD700 is 1.1:1 there, unreadable). On the alliance description's blue board the bright gold
 * reads (4.6:1) and is the default there.
 */
export const DEFAULT_TITLE_COLOR = PARCHMENT_GOLD;
export const BOARD_TITLE_COLOR = '#FFD700';
/**
 * Where a mail is read: game mail on the parchment, or the alliance description's blue board.
 * Colours the engine writes must reach 3:1 on it (markup/contrast.ts).
 */
export const MAIL_BACKGROUNDS = ['mail', 'board'] as const;
export type MailBackground = (typeof MAIL_BACKGROUNDS)[number];
export const EDITOR_DEFAULT_COLOR = '#000000';
export const EDITOR_DEFAULT_SIZE = 24;

/**
 * How the preview draws a mail (docs/rok-mail-facts.md, "How a mail looks"). Size values scale
 * against the game's default body size (estimated at 20–23 units), so `<size=44>` shows at twice
 * the body text whatever the screen.
 */
export const MAIL_LOOK = {
  gameBodySize: 22,
  parchment: '#F1E3C3',
  bodyText: '#000000',
  allianceBackground: '#0C658E',
  allianceText: '#FFFFFF',
} as const;

/** The colour behind the mail where it is read; its colours' contrast is measured on it. */
export const BACKGROUND_COLORS = {
  mail: MAIL_LOOK.parchment,
  board: MAIL_LOOK.allianceBackground,
} as const satisfies Record<MailBackground, string>;

/** The title colour a mail starts with where it is read. */
export const TITLE_COLOR_DEFAULTS = {
  mail: DEFAULT_TITLE_COLOR,
  board: BOARD_TITLE_COLOR,
} as const satisfies Record<MailBackground, string>;

/** The Manual Builder's colours that are too light for a title on the parchment: a darker shade. */
const PARCHMENT_SHADES: Partial<Record<MailColorId, string>> = {
  red: '#C0392B',
  blue: '#0056B3',
  green: '#1E7E34',
  orange: '#B85C00',
};

/** Each colour's swatch on the board's blue: white for black, the bright gold, lighter shades. */
const BOARD_SHADES: Record<MailColorId, string> = {
  black: '#FFFFFF',
  gold: BOARD_TITLE_COLOR,
  red: '#FFAB91',
  blue: '#90CAF9',
  green: '#A5D6A7',
  purple: '#E1BEE7',
  orange: '#FFCC80',
  gray: '#CFD8DC',
};
type BoardName = 'white' | 'boardGold';
const BOARD_NAMES: Partial<Record<MailColorId, BoardName>> = { black: 'white', gold: 'boardGold' };

/**
 * AI Assist's title swatches where the mail is read, each at least 3:1 there, in the same order
 * on both (the board's white and bright gold stand where the mail's black and dark gold do, so a
 * swatch keeps its place when the player switches). Names: `mail.colors.<id>`.
 */
export const TITLE_COLORS: Record<
  MailBackground,
  readonly { id: MailColorId | BoardName; hex: string }[]
> = {
  mail: MAIL_COLORS.map(({ id, hex }) => ({ id, hex: PARCHMENT_SHADES[id] ?? hex })),
  board: MAIL_COLORS.map(({ id }) => ({
    id: BOARD_NAMES[id] ?? id,
    hex: BOARD_SHADES[id],
  })),
};

export const TONES = [
  'neutral',
  'motivational',
  'humorous',
  'political',
  'intense',
  'informative',
] as const;
export type Tone = (typeof TONES)[number];

/** Main-page tone buttons and the tone each sends. */
export const TONE_BUTTONS = [
  { id: 'motivational', tone: 'motivational' },
  { id: 'thoughtful', tone: 'neutral' },
  { id: 'warrior', tone: 'intense' },
  { id: 'rally', tone: 'humorous' },
  { id: 'tactical', tone: 'informative' },
  { id: 'bold', tone: 'political' },
] as const satisfies readonly { id: string; tone: Tone }[];

export const FORMAT_MODES = ['format', 'improve'] as const;

export const REWRITE_STYLES = ['minimal', 'balanced', 'semi-creative', 'fully-thematic'] as const;
export type RewriteStyle = (typeof REWRITE_STYLES)[number];

/** Main-page intensity buttons and the rewrite style each sends. */
export const INTENSITY_BUTTONS = [
  { id: 'minor', rewriteStyle: 'minimal' },
  { id: 'balanced', rewriteStyle: 'balanced', isRecommended: true },
  { id: 'full', rewriteStyle: 'fully-thematic' },
] as const satisfies readonly { id: string; rewriteStyle: RewriteStyle; isRecommended?: boolean }[];

/** The main page's modes: AI Assist (`new`), Manual Builder, Templates. */
export const MAIL_MODES = ['new', 'manual', 'template'] as const;
export type MailMode = (typeof MAIL_MODES)[number];

export const ROLES = ['anonymous', 'premium', 'expired'] as const;
export type Role = (typeof ROLES)[number];

export const SUBSCRIPTION_STATUSES = ['inactive', 'active', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const NOTIFICATION_PRIORITIES = ['normal', 'update', 'alert'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export const FEATURE_STATUSES = ['development', 'ready', 'live'] as const;
export type FeatureStatus = (typeof FEATURE_STATUSES)[number];

export const TEMPLATE_CATEGORIES = ['Strategy', 'Events', 'Recruitment', 'Motivation'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/** The community gallery's categories. */
export const COMMUNITY_CATEGORIES = [
  'recruitment',
  'war',
  'alliance',
  'resource',
  'event',
  'other',
] as const;

/**
 * The feature module that owns the community gallery (its pages and its API): its status on the
 * board decides who may use it.
 */
export const COMMUNITY_MODULE = 'community-gallery';

/** The gallery's listing orders and its pages: 20 by default, 50 at most. */
export const COMMUNITY_SORTS = ['recent', 'popular', 'mostVoted'] as const;
export type CommunitySort = (typeof COMMUNITY_SORTS)[number];
export const COMMUNITY_PAGE_SIZE = { default: 20, max: 50 } as const;
/** A gallery message's comments come a page at a time, newest first: 50 by default and at most. */
export const COMMENT_PAGE_SIZE = { default: 50, max: 50 } as const;

export const LANGUAGES = ['en', 'ar', 'es', 'zh-CN', 'pt-BR', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const RTL_LANGUAGES = ['ar'] as const;

export const TIMINGS = {
  copiedIndicatorMs: 1500,
  copiedIndicatorEditorMs: 2000,
  /** Typing pauses this long before a draft is written to browser storage. */
  draftSaveDelayMs: 400,
  /**
   * How long the browser waits for a formatted mail. Above the server's default wait for a model
   * (LLM_TIMEOUT_MS, 15 s) plus the built-in engine's answer after it.
   */
  formatRequestTimeoutMs: 30_000,
  toastDurationMs: 5000,
  /**
   * After the page has loaded, the service worker is registered this much later: its install
   * fetches the whole app for offline use, which must not share a phone's bandwidth with what the
   * first screen still asks for (its fonts, the open modules, the translations).
   */
  serviceWorkerDelayMs: 3000,
  toastRemoveDelayMs: 1_000_000,
  adminBannerMs: 3000,
  adminBannerPushLiveMs: 5000,
  notificationPollMs: 30_000,
  adminSessionMs: 24 * 60 * 60 * 1000,
  userSessionMs: 30 * 24 * 60 * 60 * 1000,
} as const;

/** Toasts: one visible at a time, swiped away to the right, F8 focuses them. */
export const TOAST = {
  limit: 1,
  durationMs: TIMINGS.toastDurationMs,
  removeDelayMs: TIMINGS.toastRemoveDelayMs,
  swipeDirection: 'right',
  swipeThresholdPx: 50,
  hotkey: ['F8'],
} as const;

export const SESSION_COOKIE = 'mf_session';

/** The feature module whose status decides who gets the Commander Customizer on the home page. */
export const CUSTOMIZER_MODULE_SLUG = 'mailforge-v2';
