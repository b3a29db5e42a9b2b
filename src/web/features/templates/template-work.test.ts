import { describe, expect, it } from 'vitest';
import { decodeTemplateWork, encodeTemplateWork } from '#web/features/templates/template-work.ts';

describe('template work as a saved draft', () => {
  it('round-trips the template and its details, including new lines and quotes', () => {
    const work = { templateId: 'kvk_rally', details: 'time: 14:00 UTC\nleader: "Hannibal"' };
    expect(decodeTemplateWork(encodeTemplateWork(work))).toEqual(work);
  });

  it('saves nothing for no work', () => {
    expect(encodeTemplateWork(null)).toBe('');
    expect(decodeTemplateWork('')).toBeNull();
  });

  it('ignores what it cannot read instead of failing', () => {
    expect(decodeTemplateWork('{"templateId":')).toBeNull();
    expect(decodeTemplateWork('"just text"')).toBeNull();
    expect(decodeTemplateWork('null')).toBeNull();
    expect(decodeTemplateWork('{"templateId":3,"details":"x"}')).toBeNull();
  });
});
