import { countChars, visibleText } from './count.ts';
import { readLineStart } from './line-start.ts';

/** Instruction phrases, prefixes and action verbs. */
const INSTRUCTION_PHRASES = [
  'we need you to',
  'make sure to',
  'please',
  'focus on',
  'remember to',
  "don't forget to",
  'ensure that',
  'tasks include',
];
const INSTRUCTION_PREFIXES = [
  'target:',
  'focus:',
  'time:',
  'commander:',
  'location:',
  'priority:',
  'objective:',
];
/** Verbs that make a line an instruction (smart bullets); the engine's orders too. */
export const ACTION_VERBS: readonly string[] = [
  'join',
  'attack',
  'defend',
  'rally',
  'gather',
  'prepare',
  'check',
  'update',
  'confirm',
];

const KEY_VALUE_MAX = 100;
const SHORT_LINE_MAX = 80;
const BULLET = '• ';
/** A short key (starting with a letter or digit), a colon and a space: `Rally leader: Hannibal`. */
const KEY_VALUE = /^[\p{L}\p{N}][^:]{0,39}:\s+\S/u;
const MARKDOWN_MARKER = /^[-*·]\s+/u;
const HAS_WORD = /[\p{L}\p{N}]/u;

function startsWithWord(line: string, word: string): boolean {
  if (!line.startsWith(word)) return false;
  const next = line.charAt(word.length);
  return next === '' || !/[\p{L}\p{N}'’]/u.test(next);
}

/** Is this visible line (no bullet, trimmed) an instruction line? */
export function isInstructionLine(line: string): boolean {
  if (!HAS_WORD.test(line)) return false;
  const lower = line.toLowerCase().replace(/’/g, "'");
  if (INSTRUCTION_PHRASES.some((phrase) => startsWithWord(lower, phrase))) return true;
  if (INSTRUCTION_PREFIXES.some((prefix) => lower.startsWith(prefix))) return true;
  if (ACTION_VERBS.some((verb) => startsWithWord(lower, verb))) return true;
  const length = countChars(line);
  if (length < KEY_VALUE_MAX && KEY_VALUE.test(line)) return true;
  return length < SHORT_LINE_MAX && !line.endsWith('.') && !line.endsWith('!');
}

interface LineInfo {
  isBulleted: boolean;
  isCandidate: boolean;
}

function readLine(line: string): LineInfo {
  const visible = visibleText(line).trim();
  if (visible.startsWith('•')) return { isBulleted: true, isCandidate: true };
  const content = visible.replace(MARKDOWN_MARKER, '');
  return { isBulleted: false, isCandidate: content !== '' && isInstructionLine(content) };
}

function bulletLine(line: string): string {
  const first = readLineStart(line).index;
  const marker = MARKDOWN_MARKER.exec(line.slice(first));
  if (marker) return line.slice(0, first) + BULLET + line.slice(first + marker[0].length);
  let indent = 0;
  while (line.charCodeAt(indent) === 32 || line.charCodeAt(indent) === 9) indent += 1;
  return line.slice(0, indent) + BULLET + line.slice(indent);
}

/**
 * Smart bullets: every run of at least 2 consecutive instruction lines (or lines
 * already bulleted) becomes '• ' lines. A Markdown marker (`- `, `* `, `· `) is replaced; leading
 * spaces and tags inside lines stay; the number of lines never changes. Idempotent.
 */
export function smartBullets(text: string): string {
  const lines = text.split('\n');
  const infos = lines.map(readLine);
  let start = 0;
  while (start < lines.length) {
    if (!infos[start]!.isCandidate) {
      start += 1;
      continue;
    }
    let end = start;
    while (end < lines.length && infos[end]!.isCandidate) end += 1;
    if (end - start >= 2) {
      for (let index = start; index < end; index += 1) {
        if (!infos[index]!.isBulleted) lines[index] = bulletLine(lines[index]!);
      }
    }
    start = end;
  }
  return lines.join('\n');
}
