/**
 * Weekday names as players write them in the six languages mail is written in: in full and
 * shortened, with and without accents. Index 0 is Sunday, 6 Saturday (as `Date#getUTCDay`).
 */

/** One weekday's names: `full` are written out, `short` may be followed by a full stop. */
interface WeekdayNames {
  full: readonly string[];
  short: readonly string[];
}

export const WEEKDAYS: readonly WeekdayNames[] = [
  {
    full: [
      'sunday',
      'domingo',
      'воскресенье',
      'الأحد',
      'الاحد',
      '星期日',
      '星期天',
      '周日',
      '周天',
    ],
    short: ['sun', 'dom', 'вс', 'вск'],
  },
  {
    full: [
      'monday',
      'lunes',
      'segunda-feira',
      'segunda',
      'понедельник',
      'الاثنين',
      'الإثنين',
      '星期一',
      '周一',
    ],
    short: ['mon', 'lun', 'seg', 'пн'],
  },
  {
    full: [
      'tuesday',
      'martes',
      'terça-feira',
      'terca-feira',
      'terça',
      'terca',
      'вторник',
      'الثلاثاء',
      '星期二',
      '周二',
    ],
    short: ['tues', 'tue', 'ter', 'вт'],
  },
  {
    full: [
      'wednesday',
      'miércoles',
      'miercoles',
      'quarta-feira',
      'quarta',
      'среда',
      'среду',
      'الأربعاء',
      'الاربعاء',
      '星期三',
      '周三',
    ],
    short: ['wed', 'mié', 'mie', 'qua', 'ср'],
  },
  {
    full: ['thursday', 'jueves', 'quinta-feira', 'quinta', 'четверг', 'الخميس', '星期四', '周四'],
    short: ['thurs', 'thur', 'thu', 'jue', 'qui', 'чт'],
  },
  {
    full: [
      'friday',
      'viernes',
      'sexta-feira',
      'sexta',
      'пятница',
      'пятницу',
      'الجمعة',
      '星期五',
      '周五',
    ],
    short: ['fri', 'vie', 'sex', 'пт'],
  },
  {
    full: ['saturday', 'sábado', 'sabado', 'суббота', 'субботу', 'السبت', '星期六', '周六'],
    short: ['sat', 'sáb', 'sab', 'сб'],
  },
];

/** Every name, lower case, to the weekday it names. */
const BY_NAME: ReadonlyMap<string, number> = new Map(
  WEEKDAYS.flatMap((names, weekday) =>
    [...names.full, ...names.short].map((name) => [name, weekday] as const),
  ),
);

/** The weekday a name stands for (`Sat.`, `sábado`, `周六`), or undefined. */
export function weekdayOf(name: string): number | undefined {
  return BY_NAME.get(name.toLowerCase().replace(/\.$/u, ''));
}

/** Longest first, so that an alternation takes `terça-feira` before `terça`. */
function alternation(names: readonly string[]): string {
  return [...names].sort((a, b) => b.length - a.length).join('|');
}

/** All full names, as one regular-expression alternation. */
export const WEEKDAY_FULL_NAMES = alternation(WEEKDAYS.flatMap((names) => names.full));
/** All short names, as one regular-expression alternation. */
export const WEEKDAY_SHORT_NAMES = alternation(WEEKDAYS.flatMap((names) => names.short));
