import { fillTemplate, parseDetails, stripUnrenderable } from '#markup/index.ts';
import { type MailMode, TITLE_SIZE } from '#shared/constants.ts';
import type { FormatRequestInput } from '#shared/schemas/format.ts';
import { getTemplate } from '#shared/templates/index.ts';
import type { FormatMode } from '#web/features/format/ai-assist-options.tsx';
import type { ModeRules } from './use-mail-modes.ts';
import { MAIL_TOOL_V2 } from './v2-constants.ts';

type ToneId = (typeof MAIL_TOOL_V2.tones)[number]['id'];
type IntensityId = (typeof MAIL_TOOL_V2.intensities)[number]['id'];
export type TitleSize = (typeof MAIL_TOOL_V2.titleSizes)[number];

/** What each mode's player typed; switching mode keeps only the new mode's. */
export interface MailInputs {
  draft: string;
  templateId: string;
  templateDetails: string;
  manualTemplate: string;
  manualDetails: string;
  /** Generate Preview was pressed: the manual template's filled text follows its inputs. */
  isManualPreviewShown: boolean;
}

export const EMPTY_INPUTS: MailInputs = {
  draft: '',
  templateId: '',
  templateDetails: '',
  manualTemplate: '',
  manualDetails: '',
  isManualPreviewShown: false,
};

/** How the mail is forged and styled (the second version). */
export interface ForgeChoices {
  mode: FormatMode;
  toneId: ToneId;
  intensityId: IntensityId;
  titleSize: TitleSize;
  /** As typed in the free hex input or set by a swatch; checked before sending. */
  titleColor: string;
  useBold: boolean;
  useItalic: boolean;
}

export const DEFAULT_CHOICES: ForgeChoices = { ...MAIL_TOOL_V2.defaults };

const MODE_FIELDS: Record<MailMode, readonly (keyof MailInputs)[]> = {
  new: ['draft'],
  template: ['templateId', 'templateDetails'],
  manual: ['manualTemplate', 'manualDetails', 'isManualPreviewShown'],
};

/** The inputs with every mode's but `mode`'s cleared. */
export function keepModeInputs(inputs: MailInputs, mode: MailMode): MailInputs {
  const kept: MailInputs = { ...EMPTY_INPUTS };
  for (const field of MODE_FIELDS[mode]) Object.assign(kept, { [field]: inputs[field] });
  return kept;
}

/** Whether `mode` holds something the player typed or chose. */
export function hasModeInput(inputs: MailInputs, mode: MailMode): boolean {
  return MODE_FIELDS[mode].some((field) => {
    const value = inputs[field];
    return typeof value === 'string' && value.trim() !== '';
  });
}

/** How the second version's mode switch empties the other modes' inputs. */
export const MAIL_INPUT_RULES: ModeRules<MailInputs> = {
  modes: MAIL_TOOL_V2.modes,
  keepOnly: keepModeInputs,
  hasInput: hasModeInput,
};

export interface FilledMessage {
  text: string;
  /** Placeholders left without a value (they stay in the text, highlighted in the preview). */
  missing: string[];
  /** What the player typed in the details that no `Key: value` took (it looks cut). */
  unusedDetails?: string[];
}

/** What a mode's screen (Template Mail, Manual Mail) is given: the inputs and the filled mail. */
export type MailModeProps = {
  inputs: MailInputs;
  onChange: (change: Partial<MailInputs>) => void;
  filled: FilledMessage;
};

/** A comma that starts the next detail: `, Key:` (a key starts with a letter, e.g. `Rank 1`). */
const DETAIL_BOUNDARY = /,(?=\s*\p{L}[^,:\n]{0,39}:)/u;

/**
 * Comma-separated `Key: value` details, split only where a comma starts the next key, so a value
 * keeps its own commas ('Goal: 1,500,000 points, Rewards: speedups, gems and gold heads'). A piece
 * without a key or a value is reported unused.
 */
export function readCommaDetails(details: string): {
  values: Record<string, string>;
  unused: string[];
} {
  const pieces = details.split(new RegExp(DETAIL_BOUNDARY, 'gu')).map((piece) => piece.trim());
  const unused = pieces.filter((piece) => {
    if (piece === '') return false;
    const colon = piece.indexOf(':');
    return colon <= 0 || piece.slice(colon + 1).trim() === '';
  });
  // One detail a line, a value's own line breaks read as spaces.
  const lines = pieces.map((piece) => piece.replace(/\s*\n\s*/gu, ' ')).join('\n');
  return { values: parseDetails(lines, 'manual'), unused };
}

const NOTHING: FilledMessage = { text: '', missing: [] };

/**
 * The text FORMAT MESSAGE sends in `mode`: the draft, the chosen template filled from its
 * comma-separated details (split on `, Key:`), or the pasted template filled from its details, one per line, once
 * Generate Preview was pressed.
 */
export function fillMessage(inputs: MailInputs, mode: MailMode): FilledMessage {
  if (mode === 'new') return { text: inputs.draft, missing: [] };
  if (mode === 'template') {
    const template = getTemplate(inputs.templateId);
    if (!template) return NOTHING;
    const details = readCommaDetails(inputs.templateDetails);
    return { ...fillTemplate(template.content, details.values), unusedDetails: details.unused };
  }
  if (!inputs.isManualPreviewShown || inputs.manualTemplate.trim() === '') return NOTHING;
  return fillTemplate(inputs.manualTemplate, parseDetails(inputs.manualDetails, 'manual'));
}

/**
 * The request for a message and the choices: what the game cannot show is
 * stripped; the server's smallest title size stands in for 16 px; no intensity in format mode.
 */
export function buildFormatRequest(text: string, choices: ForgeChoices): FormatRequestInput {
  const { mode, toneId, intensityId, titleSize, titleColor, useBold, useItalic } = choices;
  const tone = MAIL_TOOL_V2.tones.find((option) => option.id === toneId)?.tone ?? 'motivational';
  const request: FormatRequestInput = {
    message: stripUnrenderable(text),
    mode,
    tone,
    titleSize: Math.max(titleSize, TITLE_SIZE.min),
    titleColor: titleColor.toUpperCase(),
    useBold,
    useItalic,
  };
  if (mode === 'format') return request;
  const rewriteStyle = MAIL_TOOL_V2.intensities.find((option) => option.id === intensityId);
  return { ...request, rewriteStyle: rewriteStyle?.rewriteStyle ?? 'balanced' };
}
