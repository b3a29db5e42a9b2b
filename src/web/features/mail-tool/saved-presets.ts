import * as z from '#shared/schemas/zod.ts';
import { CUSTOMIZER, type CustomizerSettings } from './v2-constants.ts';

const { lineSpacing } = CUSTOMIZER;

const SettingsSchema = z.object({
  headerSize: z.literal(CUSTOMIZER.headerSizes.map(({ id }) => id)),
  fontSize: z.literal(CUSTOMIZER.fontSizes.map(({ id }) => id)),
  lineSpacing: z.number().min(lineSpacing.min).max(lineSpacing.max),
  preset: z.enum(CUSTOMIZER.presets).nullable(),
  alignment: z.enum(CUSTOMIZER.alignments),
  smartBullets: z.boolean(),
}) satisfies z.ZodType<CustomizerSettings>;

const SavedPresetSchema = z.object({ name: z.string().trim().min(1), settings: SettingsSchema });

/** A saved preset: a name and the customizer's settings. */
export type SavedPreset = { name: string; settings: CustomizerSettings };

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The saved presets in browser storage. Whatever another version or a hand edit left there is read
 * with care: a list that is not JSON or not a list gives none, and an entry that is not a preset is
 * left out, so a broken entry never breaks the customizer.
 */
export function readSavedPresets(): SavedPreset[] {
  let stored: unknown;
  try {
    stored = JSON.parse(storage()?.getItem(CUSTOMIZER.storageKey) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry) => {
    const parsed = SavedPresetSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Saves a preset (one with the same name is replaced) and gives the new list. */
export function savePreset(preset: SavedPreset): SavedPreset[] {
  const name = preset.name.trim();
  const presets = [
    ...readSavedPresets().filter((saved) => saved.name !== name),
    { name, settings: preset.settings },
  ];
  try {
    storage()?.setItem(CUSTOMIZER.storageKey, JSON.stringify(presets));
  } catch {
    // Storage full or refused (private mode): the list still shows for this visit.
  }
  return presets;
}
