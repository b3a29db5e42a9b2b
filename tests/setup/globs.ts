/**
 * A glob as a regular expression, the way Vite and vitest read one: `*`, `**`, `?` and `{a,b}`
 * (the layout test follows `import.meta.glob` with it, the vitest config its `include` lists).
 */
export function globToRegExp(glob: string): RegExp {
  let pattern = '';
  let braces = 0;
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]!;
    if (glob.startsWith('**/', i)) {
      pattern += '(?:.*/)?';
      i += 2;
    } else if (glob.startsWith('**', i)) {
      pattern += '.*';
      i += 1;
    } else if (char === '*') pattern += '[^/]*';
    else if (char === '?') pattern += '[^/]';
    else if (char === '{') {
      pattern += '(?:';
      braces++;
    } else if (char === '}' && braces > 0) {
      pattern += ')';
      braces--;
    } else if (char === ',' && braces > 0) pattern += '|';
    else pattern += char.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`);
}
