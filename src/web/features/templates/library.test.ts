import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '#shared/templates/index.ts';
import { filterTemplates, getDetailsHint } from '#web/features/templates/library.ts';

describe('template filtering', () => {
  it('keeps library order and combines category and search', () => {
    const found = filterTemplates(TEMPLATES, 'Events', '  MGE ');
    expect(found.map((template) => template.id)).toEqual([
      'mge_event',
      'mge-rankings',
      'weekly-event-calendar',
    ]);
  });

  it('an empty search keeps the whole category', () => {
    expect(filterTemplates(TEMPLATES, 'All', '   ')).toHaveLength(TEMPLATES.length);
  });
});

describe('details hint', () => {
  it('lists each placeholder once, as first written, in order of appearance', () => {
    expect(getDetailsHint('{Alliance} vs {enemy}: {alliance} at {Time}')).toBe(
      'Alliance: \nenemy: \nTime: ',
    );
  });

  it('is empty for a text without placeholders', () => {
    expect(getDetailsHint('<b>No blanks</b>')).toBe('');
  });
});
