// The two halves of en.json the build makes (vite.config.ts, `englishStrings`).
declare module 'virtual:english/*' {
  const strings: Record<string, unknown>;
  export default strings;
}
