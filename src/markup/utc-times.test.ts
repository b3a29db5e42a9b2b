import { describe, expect, it } from 'vitest';
import { findUtcTimes, resolveUtcTime, type UtcTime } from './utc-times.ts';

function found(text: string) {
  return findUtcTimes(text).map((time) => ({ ...time, text: text.slice(time.start, time.end) }));
}

function only(text: string): UtcTime & { text: string } {
  const times = found(text);
  expect(times).toHaveLength(1);
  return times[0]!;
}

describe('finding UTC times in a mail', () => {
  it('finds a time followed by UTC', () => {
    expect(only('Pass opens at 14:00 UTC sharp')).toMatchObject({
      text: '14:00 UTC',
      hour: 14,
      minute: 0,
      offsetMinutes: 0,
    });
  });

  it('finds a time with UTC+0 and with an offset', () => {
    expect(only('rally 14:00 UTC+0!')).toMatchObject({ text: '14:00 UTC+0', offsetMinutes: 0 });
    expect(only('rally 9:30 UTC+5:30')).toMatchObject({ hour: 9, minute: 30, offsetMinutes: 330 });
    expect(only('rally 12:00 UTC-5')).toMatchObject({ offsetMinutes: -300 });
    expect(only('rally 12:00 (UTC+2)')).toMatchObject({
      text: '12:00 (UTC+2)',
      offsetMinutes: 120,
    });
  });

  it('finds UTC written before the time', () => {
    expect(only('Start: UTC 14:00, be there')).toMatchObject({ text: 'UTC 14:00', hour: 14 });
  });

  it('reads am and pm', () => {
    expect(only('at 2 pm UTC')).toMatchObject({ text: '2 pm UTC', hour: 14, minute: 0 });
    expect(only('at 12:30am UTC')).toMatchObject({ hour: 0, minute: 30 });
  });

  it('takes a weekday written before or after the time', () => {
    expect(only('Pass opens Monday 14:00 UTC')).toMatchObject({
      text: 'Monday 14:00 UTC',
      weekday: 1,
    });
    expect(only('ends 00:00 UTC on Sunday.')).toMatchObject({
      text: '00:00 UTC on Sunday',
      weekday: 0,
    });
    expect(only('Sat. at 12:00 UTC')).toMatchObject({ weekday: 6 });
  });

  it('takes a weekday in each language mail is written in', () => {
    expect(only('KvK: sábado a las 20:00 UTC')).toMatchObject({
      text: 'sábado a las 20:00 UTC',
      weekday: 6,
    });
    expect(only('abre 14:00 UTC el miércoles')).toMatchObject({ weekday: 3 });
    expect(only('Ark: terça-feira às 19:00 UTC')).toMatchObject({
      text: 'terça-feira às 19:00 UTC',
      weekday: 2,
    });
    expect(only('reunião 18:00 UTC na sexta')).toMatchObject({ weekday: 5 });
    expect(only('Сбор в субботу в 14:00 UTC')).toMatchObject({
      text: 'субботу в 14:00 UTC',
      weekday: 6,
    });
    expect(only('МГЕ: пн 12:00 UTC')).toMatchObject({ weekday: 1 });
    expect(only('الهجوم يوم الجمعة الساعة 21:00 UTC')).toMatchObject({
      text: 'الجمعة الساعة 21:00 UTC',
      weekday: 5,
    });
    expect(only('本周六14:00 UTC集合')).toMatchObject({ text: '周六14:00 UTC', weekday: 6 });
    expect(only('星期日，UTC 20:00 开打')).toMatchObject({ weekday: 0 });
  });

  it('reads no weekday inside another word', () => {
    expect(only('Domingos team 14:00 UTC').weekday).toBeUndefined();
    expect(only('sexta-feira14:00 UTC').weekday).toBeUndefined();
  });

  it('takes a date in the common written forms', () => {
    expect(only('May 5, 14:00 UTC').date).toEqual({ month: 5, day: 5 });
    expect(only('5th of June 2027 at 10:00 UTC').date).toEqual({ year: 2027, month: 6, day: 5 });
    expect(only('2026-12-01 18:00 UTC').date).toEqual({ year: 2026, month: 12, day: 1 });
    expect(only('01.12.2026 18:00 UTC').date).toEqual({ year: 2026, month: 12, day: 1 });
    expect(only('18:00 UTC, Tuesday, Dec 1 2026')).toMatchObject({
      weekday: 2,
      date: { year: 2026, month: 12, day: 1 },
    });
  });

  it('finds every time of a line in order', () => {
    expect(
      found('Registration closes Thursday 20:00 UTC. Match: Saturday 12:00 UTC.').map(
        (time) => time.text,
      ),
    ).toEqual(['Thursday 20:00 UTC', 'Saturday 12:00 UTC']);
  });

  it('ignores what is no time: other zones, impossible clocks and dates, UTC inside a word', () => {
    expect(found('14:00 server time, 25:00 UTC, 14:00 UTCX, 13 pm UTC, 9:61 UTC')).toEqual([]);
    expect(found('Feb 30 12:00 UTC')).toEqual([]);
    expect(found('a 14 UTC b')).toEqual([]);
  });

  it('never reads a date from the next line', () => {
    expect(only('14:00 UTC\nMay 5 we meet').date).toBeUndefined();
  });
});

describe('the moment a UTC time means', () => {
  const now = new Date('2026-11-26T10:00:00Z'); // a Thursday

  it('is exact for a date with its year, in the offset it is given in', () => {
    const [time] = findUtcTimes('2026-05-05 09:30 UTC+2');
    expect(resolveUtcTime(time!, now)).toEqual({
      instant: new Date('2026-05-05T07:30:00Z'),
      isDated: true,
    });
  });

  it('puts a date without a year in the year nearest to now', () => {
    const [january] = findUtcTimes('Jan 3 12:00 UTC');
    expect(resolveUtcTime(january!, now).instant).toEqual(new Date('2027-01-03T12:00:00Z'));
    const [october] = findUtcTimes('Oct 3 12:00 UTC');
    expect(resolveUtcTime(october!, now).instant).toEqual(new Date('2026-10-03T12:00:00Z'));
  });

  it('takes a weekday as its next coming day, today included', () => {
    const [saturday] = findUtcTimes('Saturday 12:00 UTC');
    expect(resolveUtcTime(saturday!, now)).toEqual({
      instant: new Date('2026-11-28T12:00:00Z'),
      isDated: false,
    });
    const [thursday] = findUtcTimes('Thursday 08:00 UTC');
    expect(resolveUtcTime(thursday!, now).instant).toEqual(new Date('2026-11-26T08:00:00Z'));
  });

  it('takes a time alone as today', () => {
    const [time] = findUtcTimes('14:00 UTC');
    expect(resolveUtcTime(time!, now).instant).toEqual(new Date('2026-11-26T14:00:00Z'));
  });
});
