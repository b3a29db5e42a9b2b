/**
 * The RoK mail markup engine: pure functions, no dependencies, no DOM, no Node APIs. Every part of
 * MailForge that reads or writes tags goes through here (docs: architecture.md, "The markup model");
 * the limits and colours are read from limits.ts, which shared/constants.ts re-exports. Only what
 * is used outside src/markup is listed; the rest is reached by its file, from tests for instance.
 */

export { ACTION_VERBS, smartBullets } from './bullets.ts';
export {
  contrastRatio,
  isReadableOn,
  nearestReadableShade,
  READABLE_CONTRAST,
  replaceColor,
  type UnreadableColor,
  unreadableColors,
} from './contrast.ts';
export { autoCorrect } from './correct.ts';
export { countChars, visibleText } from './count.ts';
export {
  blankLinesFor,
  type CustomizeSettings,
  customizeMail,
  FONT_SIZES,
  type FontSize,
  HEADER_SIZES,
  type HeaderSize,
} from './customize.ts';
export { DISCORD_MESSAGE_LIMIT, type DiscordOptions, toDiscordMessages } from './discord.ts';
export { type DisplaySegment, toDisplaySegments } from './display.ts';
export {
  applyStyle,
  clearFormatting,
  type EditResult,
  type Selection,
  type StylePatch,
} from './edit.ts';
export { gradient } from './gradient.ts';
export { applyGradient, fitGradient, type GradientEdit } from './gradient-edit.ts';
export { insertSymbol } from './insert-symbol.ts';
export type { MarkupIssueCode } from './messages.ts';
export {
  ALIGNMENTS,
  type Alignment,
  alignLines,
  applyPreset,
  PRESETS,
  type Preset,
} from './presets.ts';
export { replaceEach } from './replace-each.ts';
export { keepSafeMarkup } from './safe.ts';
export { sanitizeEditable, sanitizeTags } from './sanitize.ts';
export { splitIntoParts } from './split.ts';
export { stripUnrenderable } from './strip.ts';
export {
  ALL_SYMBOLS,
  type MailSymbol,
  matchesSymbol,
  SYMBOL_GROUPS,
  type SymbolGroup,
  type SymbolGroupId,
} from './symbols.ts';
export { fillTemplate, parseDetails, parsePlaceholders, placeholderKey } from './templates.ts';
export { tokenize } from './tokenize.ts';
export {
  findUtcTimes,
  type ResolvedTime,
  resolveUtcTime,
  type StatedDate,
  type UtcTime,
} from './utc-times.ts';
export { isValidMarkup, type MarkupIssue, validate } from './validate.ts';
export {
  ENGLISH_WEEKDAY_CAPITALS,
  ENGLISH_WEEKDAY_SHORT_FORMS,
  UNACCENTED_WEEKDAYS,
  WEEKDAY_SHORT_FORMS_THAT_ARE_WORDS,
  WEEKDAYS,
  type WeekdayLanguage,
  weekdayAlternation,
} from './weekdays.ts';
