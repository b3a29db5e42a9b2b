/**
 * Finds the UTC times a mail states (`14:00 UTC`, `14:00 UTC+0`, `UTC 14:00`, `2 pm UTC`) with
 * the weekday or date written next to them (`Monday 14:00 UTC`, `May 5, 14:00 UTC`,
 * `2026-05-05 14:00 UTC`, `14:00 UTC on Saturday`). Weekdays are read in the six languages mail is
 * written in (`sábado 20:00 UTC`, `в субботу в 20:00 UTC`, `周六 20:00 UTC`); dates in numbers or
 * English month names, as alliance schedules are written across kingdoms; a time alone is still found.
 */
import {
  WEEKDAY_FULL_NAMES,
  WEEKDAY_HAN_NAMES,
  WEEKDAY_SHORT_NAMES,
  weekdayOf,
} from './weekdays.ts';

/** A calendar date as written; the year is absent when the mail leaves it out. */
export interface StatedDate {
  year?: number;
  month: number;
  day: number;
}

/** One time found in a text: where its words are and what it says. */
export interface UtcTime {
  /** Where the time starts in the text, its date or weekday included. */
  start: number;
  /** Where it ends (exclusive). */
  end: number;
  hour: number;
  minute: number;
  /** The offset the time is given in, in minutes east of UTC (`UTC+2` is 120; `UTC` is 0). */
  offsetMinutes: number;
  /** 0 (Sunday) to 6 (Saturday), when the mail names a weekday. */
  weekday?: number;
  date?: StatedDate;
}

const BLANK = '[^\\S\\n]';
const NOT_LETTER_BEFORE = '(?<![\\p{L}\\p{N}])';
const NOT_LETTER_AFTER = '(?![\\p{L}\\p{N}])';

/** A name in full, or shortened and then perhaps a full stop (`Sat.`), but not `Sunday.`. */
function namePattern(full: string, short: string): string {
  return `(?:${full})${NOT_LETTER_AFTER}|(?:${short})${NOT_LETTER_AFTER}\\.?`;
}
/** A weekday between word boundaries, or a Chinese one (`周六`) between other characters. */
const WEEKDAY_NAMES = `${NOT_LETTER_BEFORE}(?:${namePattern(WEEKDAY_FULL_NAMES, WEEKDAY_SHORT_NAMES)})|(?:${WEEKDAY_HAN_NAMES})`;
/** Words between a day and its time: `Saturday at 14:00`, `sábado a las 14:00`, `в субботу в 14:00`. */
const AT = `(?:(?:at|a las|a la|às|as|в|во|في|الساعة)${BLANK}+|@${BLANK}*)`;
/** Words between a time and its day: `14:00 UTC on Saturday`, `el sábado`, `no sábado`, `в субботу`. */
const ON = `(?:(?:on|el|los|no|na|nos|nas|в|во|يوم)${BLANK}+)`;
const MONTH_NAMES = namePattern(
  'january|february|march|april|may|june|july|august|september|october|november|december',
  'jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec',
);
const MONTH_STARTS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
];

const DAY = '(?:[12]\\d|3[01]|0?[1-9])(?!\\d)(?:st|nd|rd|th)?';
const YEAR = '\\d{4}(?!\\d)';

function weekdayPattern(key: string): string {
  return `(?<w${key}>${WEEKDAY_NAMES})`;
}

/** The date forms, each with its own group names (`key` keeps them unique in one pattern). */
function datePattern(key: string): string {
  const month = (name: string) => `${NOT_LETTER_BEFORE}(?<${name}${key}>${MONTH_NAMES})`;
  return [
    `(?<!\\d)(?<iy${key}>${YEAR})-(?<im${key}>0?[1-9]|1[0-2])-(?<id${key}>${DAY})`,
    `(?<![\\d.])(?<pd${key}>${DAY})\\.(?<pm${key}>0?[1-9]|1[0-2])\\.(?<py${key}>${YEAR})`,
    `${month('mm')}${BLANK}+(?<md${key}>${DAY})(?:,?${BLANK}+(?<my${key}>${YEAR}))?`,
    `(?<!\\d)(?<dd${key}>${DAY})${BLANK}+(?:of${BLANK}+)?${month('dm')}(?:,?${BLANK}+(?<dy${key}>${YEAR}))?`,
  ]
    .map((form) => `(?:${form})`)
    .join('|');
}

/** A weekday, a date, or a weekday and then a date (`Monday, May 5`). */
function dayPattern(key: string): string {
  return `(?:${weekdayPattern(key)}(?:,?${BLANK}+(?:${datePattern(`${key}1`)}))?|${datePattern(`${key}2`)})`;
}

function clockPattern(key: string): string {
  return `(?<![\\d:.])(?<${key}hour>\\d{1,2})(?::(?<${key}minute>[0-5]\\d))?(?:${BLANK}?(?<${key}meridiem>[ap])\\.?m\\.?${NOT_LETTER_AFTER})?`;
}

function offsetPattern(key: string): string {
  return `(?:${BLANK}?(?<sign${key}>[+\\-−])(?<offsetHours${key}>\\d{1,2})(?::?(?<offsetMinutes${key}>[0-5]\\d))?)?`;
}

/** `UTC` with an optional offset, also in brackets: `(UTC+2)`. */
function utcPattern(key: string): string {
  return `(?:\\(UTC${offsetPattern(`${key}1`)}\\)|${NOT_LETTER_BEFORE}UTC${offsetPattern(`${key}2`)})`;
}

// The times are read in two steps: first the time itself (`14:00 UTC`), then the day written
// before or after it, read where the time is. One pattern for a day on either side, rather than a
// pattern for the whole with every weekday and date form on both sides: building a pattern and
// first running it costs in proportion to its size (its letter classes most), tens of milliseconds
// on a phone for the whole, while a preview is taken over.

/** Chinese runs on with no space (`14:00 UTC集合`): only a Latin letter or a digit ends no time. */
const TIME_PATTERN = `(?:${clockPattern('')}${BLANK}*${utcPattern('')}|${utcPattern('u')}${BLANK}*${clockPattern('u')})(?![\\p{Script=Latin}\\p{N}])`;

interface Patterns {
  /** A time, searched for. */
  time: RegExp;
  /** A weekday or date, at a given place (sticky). */
  day: RegExp;
  /** The same, the next one from a given place (global): where the next day may start. */
  nextDay: RegExp;
  /** What may come between a day and the time after it (`, `, ` at `), at a given place. */
  dayToTime: RegExp;
  /** What may come between a time and the day after it (`, `, ` on `), at a given place. */
  timeToDay: RegExp;
}

/** Built on first use: a page whose mail states no UTC time never pays for them. */
let patterns: Patterns | undefined;

function buildPatterns(): Patterns {
  return {
    time: new RegExp(TIME_PATTERN, 'giu'),
    day: new RegExp(dayPattern('d'), 'yiu'),
    nextDay: new RegExp(dayPattern('d'), 'giu'),
    dayToTime: new RegExp(`[,，]?${BLANK}*${AT}?`, 'yiu'),
    timeToDay: new RegExp(`[,，]?${BLANK}*${ON}?`, 'yiu'),
  };
}

/** Every time holds the letters `UTC` (in any case, as the patterns read them). */
const MENTIONS_UTC = /utc/i;

/** The match of sticky `pattern` at `at`, or of global `pattern` from `at` on, if any. */
function matchAt(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

/** The match of the time pattern that starts at `at`, if one does. */
function timeAt(found: Patterns, text: string, at: number): RegExpExecArray | null {
  found.time.lastIndex = at;
  const match = found.time.exec(text);
  return match?.index === at ? match : null;
}

/** A mail's time with the day before and after it, as one stretch of text. */
interface Reading {
  start: number;
  end: number;
  time: RegExpExecArray;
  before?: RegExpExecArray;
  after?: RegExpExecArray;
}

/**
 * The first time from `from` on, with a day written before it (the earliest place a day starts
 * that reaches the time, as one pattern for the whole would take it) and after it.
 */
function readNext(found: Patterns, text: string, from: number): Reading | undefined {
  found.time.lastIndex = from;
  const first = found.time.exec(text);
  if (!first) return undefined;
  let reading: Reading = { start: first.index, end: 0, time: first };
  for (let at = from; at <= first.index; at += 1) {
    // The next place a day starts, found by the pattern itself rather than tried place by place:
    // the match there is the one the sticky pattern would give at that place.
    const before = matchAt(found.nextDay, text, at);
    if (!before || before.index > first.index) break;
    at = before.index;
    const between = matchAt(found.dayToTime, text, at + before[0].length);
    const timeAtEnd = between && timeAt(found, text, at + before[0].length + between[0].length);
    if (timeAtEnd) {
      reading = { start: at, end: 0, time: timeAtEnd, before };
      break;
    }
  }
  const timeEnd = reading.time.index + reading.time[0].length;
  reading.end = timeEnd;
  const between = matchAt(found.timeToDay, text, timeEnd);
  const after = between && matchAt(found.day, text, timeEnd + between[0].length);
  if (after) {
    reading.after = after;
    reading.end = after.index + after[0].length;
  }
  return reading;
}

type Groups = Record<string, string | undefined>;

function daysInMonth(month: number, year: number | undefined): number {
  if (month === 2) return year === undefined || isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function readDate(groups: Groups, key: string): StatedDate | undefined {
  const forms = [
    { year: `iy${key}`, month: `im${key}`, day: `id${key}` },
    { year: `py${key}`, month: `pm${key}`, day: `pd${key}` },
    { year: `my${key}`, month: `mm${key}`, day: `md${key}` },
    { year: `dy${key}`, month: `dm${key}`, day: `dd${key}` },
  ];
  for (const form of forms) {
    const monthText = groups[form.month];
    if (monthText === undefined) continue;
    const month = /^\d/.test(monthText)
      ? Number(monthText)
      : MONTH_STARTS.indexOf(monthText.slice(0, 3).toLowerCase()) + 1;
    const day = Number.parseInt(groups[form.day] ?? '', 10);
    const yearText = groups[form.year];
    const year = yearText === undefined ? undefined : Number(yearText);
    if (day > daysInMonth(month, year)) return undefined;
    return year === undefined ? { month, day } : { year, month, day };
  }
  return undefined;
}

function readWeekday(text: string | undefined): number | undefined {
  return text === undefined ? undefined : weekdayOf(text);
}

interface Day {
  weekday?: number;
  date?: StatedDate;
  /** False when a date was written but is no calendar day (`Feb 30`). */
  isValid: boolean;
}

function readDay(groups: Groups, key: string): Day | undefined {
  const weekday = readWeekday(groups[`w${key}`]);
  const hasDate = (suffix: string) =>
    ['im', 'pm', 'mm', 'dm'].some((name) => groups[`${name}${key}${suffix}`] !== undefined);
  const suffix = hasDate('1') ? '1' : hasDate('2') ? '2' : undefined;
  if (weekday === undefined && suffix === undefined) return undefined;
  const date = suffix === undefined ? undefined : readDate(groups, `${key}${suffix}`);
  return { weekday, date, isValid: suffix === undefined || date !== undefined };
}

function readClock(groups: Groups, prefix: string): { hour: number; minute: number } | undefined {
  const hourText = groups[`${prefix}hour`];
  const minuteText = groups[`${prefix}minute`];
  const meridiem = groups[`${prefix}meridiem`]?.toLowerCase();
  if (hourText === undefined || (minuteText === undefined && meridiem === undefined)) {
    return undefined;
  }
  let hour = Number(hourText);
  const minute = minuteText === undefined ? 0 : Number(minuteText);
  if (meridiem === undefined) return hour <= 23 ? { hour, minute } : undefined;
  if (hour < 1 || hour > 12) return undefined;
  if (hour === 12) hour = 0;
  return { hour: meridiem === 'p' ? hour + 12 : hour, minute };
}

function readOffset(groups: Groups): number | undefined {
  for (const key of ['1', '2', 'u1', 'u2']) {
    const sign = groups[`sign${key}`];
    if (sign === undefined) continue;
    const hours = Number(groups[`offsetHours${key}`]);
    const minutes = Number(groups[`offsetMinutes${key}`] ?? '0');
    const total = hours * 60 + minutes;
    if (total > 14 * 60) return undefined;
    return sign === '+' ? total : -total;
  }
  return 0;
}

/** Every UTC time in `text`, in order, with the weekday or date the text gives beside it. */
export function findUtcTimes(text: string): UtcTime[] {
  const times: UtcTime[] = [];
  if (!MENTIONS_UTC.test(text)) return times;
  patterns ??= buildPatterns();
  for (
    let reading = readNext(patterns, text, 0);
    reading;
    reading = readNext(patterns, text, reading.end)
  ) {
    const groups = (reading.time.groups ?? {}) as Groups;
    const clock = readClock(groups, '') ?? readClock(groups, 'u');
    const offsetMinutes = readOffset(groups);
    if (!clock || offsetMinutes === undefined) continue;
    const before = reading.before && readDay((reading.before.groups ?? {}) as Groups, 'd');
    const after = reading.after && readDay((reading.after.groups ?? {}) as Groups, 'd');
    if ((before && !before.isValid) || (after && !after.isValid)) continue;
    const day = before ?? after;
    const time: UtcTime = { start: reading.start, end: reading.end, ...clock, offsetMinutes };
    if (day?.weekday !== undefined) time.weekday = day.weekday;
    if (day?.date) time.date = day.date;
    times.push(time);
  }
  return times;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The instant a time stands for, and whether the mail fixed its day (a date, not a weekday). */
export interface ResolvedTime {
  instant: Date;
  isDated: boolean;
}

/**
 * The moment `time` means, seen from `now`: a stated date gives it exactly (a date without a year
 * is taken in the year that puts it nearest to `now`); a weekday means its next coming day, today
 * included; a time alone means today, both counted on the clock the time is given in.
 */
export function resolveUtcTime(time: UtcTime, now: Date): ResolvedTime {
  const shift = time.offsetMinutes * MINUTE_MS;
  const clockMs = (time.hour * 60 + time.minute) * MINUTE_MS - shift;
  if (time.date) {
    const { month, day } = time.date;
    const at = (year: number) => Date.UTC(year, month - 1, day) + clockMs;
    let instant: number;
    if (time.date.year !== undefined) {
      instant = at(time.date.year);
    } else {
      const year = now.getUTCFullYear();
      const candidates = [year - 1, year, year + 1].map(at);
      instant = candidates.reduce((best, candidate) =>
        Math.abs(candidate - now.getTime()) < Math.abs(best - now.getTime()) ? candidate : best,
      );
    }
    return { instant: new Date(instant), isDated: true };
  }
  const local = new Date(now.getTime() + shift);
  let midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  if (time.weekday !== undefined) {
    midnight += ((time.weekday - local.getUTCDay() + 7) % 7) * DAY_MS;
  }
  return { instant: new Date(midnight + clockMs), isDated: false };
}
