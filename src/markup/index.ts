/**
 * The RoK mail markup engine: pure functions, no dependencies, no DOM, no Node APIs. Every part of
 * MailForge that reads or writes tags goes through here (docs: architecture.md, "The markup model").
 */

export { isInstructionLine, smartBullets } from './bullets.ts';
export { autoCorrect } from './correct.ts';
export { type CountOptions, countChars, visibleText } from './count.ts';
export { type DisplayOptions, type DisplaySegment, toDisplaySegments } from './display.ts';
export {
  applyStyle,
  clearFormatting,
  type EditResult,
  type Selection,
  type StylePatch,
} from './edit.ts';
export { type Gradient, type GradientOptions, gradient } from './gradient.ts';
export {
  formatMessage,
  MAIL_TEXT,
  MARKUP_MESSAGES,
  type MarkupIssueCode,
} from './messages.ts';
export { type Alignment, alignLines, applyPreset, type Preset } from './presets.ts';
export { fromRuns, isSameStyle, type Run, type Style, toRuns } from './runs.ts';
export { sanitizeTags } from './sanitize.ts';
export { splitIntoParts } from './split.ts';
export { type StripOptions, stripUnrenderable } from './strip.ts';
export {
  type DetailsFormat,
  type FilledTemplate,
  fillTemplate,
  type Placeholder,
  parseDetails,
  parsePlaceholders,
  placeholderKey,
} from './templates.ts';
export {
  COLOR_NAMES,
  isValidColor,
  TAG_KINDS,
  type TagKind,
  type Token,
  tokenize,
} from './tokenize.ts';
export { hasMarkupErrors, isValidMarkup, type MarkupIssue, validate } from './validate.ts';
