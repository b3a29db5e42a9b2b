import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES, NotificationFormSchema } from './notifications.ts';

const firstError = (input: unknown) =>
  NotificationFormSchema.safeParse(input).error?.issues[0]?.message;

describe('notification form', () => {
  it('fills the defaults', () => {
    expect(NotificationFormSchema.parse({ title: ' Hi ', message: 'There' })).toEqual({
      title: 'Hi',
      message: 'There',
      priority: 'normal',
      isChangelogEntry: false,
    });
  });

  it('uses the spec messages', () => {
    expect(firstError({ message: 'x' })).toBe(NOTIFICATION_MESSAGES.titleRequired);
    expect(firstError({ title: '   ', message: 'x' })).toBe(NOTIFICATION_MESSAGES.titleRequired);
    expect(firstError({ title: 'x'.repeat(201), message: 'x' })).toBe(
      'Title must be under 200 characters',
    );
    expect(firstError({ title: 'x', message: '' })).toBe('Message is required');
    expect(firstError({ title: 'x', message: 'x'.repeat(1001) })).toBe(
      'Message must be under 1000 characters',
    );
  });

  it('accepts the limits themselves and the three priorities only', () => {
    expect(
      NotificationFormSchema.safeParse({ title: 'x'.repeat(200), message: 'x'.repeat(1000) })
        .success,
    ).toBe(true);
    for (const priority of ['normal', 'update', 'alert']) {
      expect(NotificationFormSchema.safeParse({ title: 'x', message: 'y', priority }).success).toBe(
        true,
      );
    }
    expect(
      NotificationFormSchema.safeParse({ title: 'x', message: 'y', priority: 'high' }).success,
    ).toBe(false);
  });
});
