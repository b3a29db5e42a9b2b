import { describe, expect, it } from 'vitest';
import { createVoice } from './voices.ts';

describe('Arabic voices say more of a mail in the tone', () => {
  it('intense keeps a greeting of "هلا والله" whole: "والله بالجميع" alone says nothing', () => {
    expect(createVoice('intense', 'ar')('هلا والله بالجميع.')).toBe('هلا والله بالجميع.');
  });

  it('motivational says a duty of all as ours, and leaves one with "his" as it was', () => {
    expect(createVoice('motivational', 'ar')('الكل يرفع الدرع الحين.')).toBe(
      'كلنا نرفع الدرع الحين!',
    );
    expect(createVoice('motivational', 'ar')('الكل يرفع درعه الحين.')).toBe(
      'الكل يرفع درعه الحين.',
    );
    expect(createVoice('motivational', 'ar')('الكل يضربون الحين.')).toBe('الكل يضربون الحين.');
  });

  it('a ban to one member is ours in motivational and said to all in intense', () => {
    expect(createVoice('motivational', 'ar')('لا تطلب أكثر من مرة باليوم')).toBe(
      'لا نطلب أكثر من مرة باليوم!',
    );
    expect(createVoice('intense', 'ar')('لا تطلب أكثر من مرة باليوم')).toBe(
      'لا تطلبوا أكثر من مرة باليوم!',
    );
    // A stern mail's ban is said without a '!' of the voice's own.
    expect(createVoice('intense', 'ar', { isStern: true })('لا تطلب أكثر من مرة باليوم')).toBe(
      'لا تطلبوا أكثر من مرة باليوم.',
    );
  });

  it('a noun after "لا" is no ban: "لا تغيير", "لا تهاون" stay', () => {
    for (const sentence of ['لا تغيير على خطة KvK.', 'لا تهاون مع المخالفين.']) {
      expect(createVoice('motivational', 'ar')(sentence)).toBe(sentence);
      expect(createVoice('intense', 'ar')(sentence)).toBe(sentence);
    }
  });

  it('a ban with its object keeps it, with no "ا" before it', () => {
    expect(createVoice('motivational', 'ar')('لا تفوتونها يا شباب')).toBe('لا نفوتها يا شباب!');
    expect(createVoice('intense', 'ar')('لا تفوتونها')).toBe('لا تفوتوها!');
  });

  it('an order before a colon is voiced, where a label before one is not', () => {
    expect(createVoice('motivational', 'ar')('رتبو قادتكم: المشاة قدام والرماة ورا.')).toBe(
      'هيا نرتب قادتنا: المشاة قدام والرماة ورا!',
    );
    expect(createVoice('motivational', 'ar')('الشروط: قوة 20M وفوق.')).toBe(
      'الشروط: قوة 20M وفوق.',
    );
  });
});
