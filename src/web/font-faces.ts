/**
 * The @font-face rules of fonts.css, written once here and put in its place by the build
 * (vite.config.ts): Noto Sans from @fontsource/noto-sans, woff2 only, for the scripts the players'
 * languages use (Latin, Cyrillic, Greek, Vietnamese), each subset downloaded only when a page shows
 * its characters; Arabic and Chinese text uses the system's fonts.
 *
 * Two families over the same files:
 * - "Noto Sans", the interface, `optional`: a face that is not there for the first paint is used
 *   from the next page on, so text never jumps when it arrives;
 * - "Noto Sans Mail", the in-game preview, `swap`: the mail shows in the game's font as soon as it
 *   is there, in the weights and styles mail markup uses.
 */

/** Each subset and the characters it covers, as @fontsource/noto-sans declares them. */
const SUBSETS = [
  ['cyrillic-ext', 'U+0460-052F, U+1C80-1C8A, U+20B4, U+2DE0-2DFF, U+A640-A69F, U+FE2E-FE2F'],
  ['cyrillic', 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116'],
  ['greek', 'U+0370-0377, U+037A-037F, U+0384-038A, U+038C, U+038E-03A1, U+03A3-03FF'],
  [
    'vietnamese',
    'U+0102-0103, U+0110-0111, U+0128-0129, U+0168-0169, U+01A0-01A1, U+01AF-01B0, U+0300-0301, U+0303-0304, U+0308-0309, U+0323, U+0329, U+1EA0-1EF9, U+20AB',
  ],
  [
    'latin-ext',
    'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  ],
  [
    'latin',
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  ],
] as const;

type FontStyle = 'normal' | 'italic';

interface FontFamily {
  name: string;
  display: 'optional' | 'swap';
  faces: readonly (readonly [weight: number, style: FontStyle])[];
}

export const FONT_FAMILIES: readonly FontFamily[] = [
  {
    name: 'Noto Sans',
    display: 'optional',
    faces: [
      [400, 'normal'],
      [600, 'normal'],
      [700, 'normal'],
    ],
  },
  {
    name: 'Noto Sans Mail',
    display: 'swap',
    faces: [
      [400, 'normal'],
      [700, 'normal'],
      [400, 'italic'],
      [700, 'italic'],
    ],
  },
];

/** Every family's @font-face rules, one per weight, style and subset. */
export function fontFaceRules(families: readonly FontFamily[] = FONT_FAMILIES): string {
  return families
    .flatMap(({ name, display, faces }) =>
      faces.flatMap(([weight, style]) =>
        SUBSETS.map(
          ([subset, range]) =>
            `@font-face{font-family:"${name}";font-style:${style};font-display:${display};font-weight:${weight};src:url("@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-${style}.woff2") format("woff2");unicode-range:${range}}`,
        ),
      ),
    )
    .join('\n');
}
