import { describe, expect, it } from 'vitest';
import { parsePlaceholders, validate } from '#markup/index.ts';
import { getTemplate } from '#shared/templates/index.ts';
import {
  EMPTY_INPUTS,
  fillMessage,
  hasModeInput,
  keepModeInputs,
  readCommaDetails,
} from './mail-inputs.ts';
import { MAIL_TOOL_V2 } from './v2-constants.ts';

describe("the second version's inputs", () => {
  it('offers the seven templates the spec names, each a valid mail once filled', () => {
    expect(MAIL_TOOL_V2.templateIds).toHaveLength(7);
    for (const id of MAIL_TOOL_V2.templateIds) {
      const template = getTemplate(id);
      if (!template) throw new Error(`no template ${id}`);
      const details = parsePlaceholders(template.content)
        .map(({ name }) => `${name.toUpperCase()}: value`)
        .join(', ');
      const filled = fillMessage(
        { ...EMPTY_INPUTS, templateId: id, templateDetails: details },
        'template',
      );
      expect(filled.missing, id).toEqual([]);
      expect(validate(filled.text), id).toEqual([]);
    }
  });

  it('keeps only the chosen mode’s inputs', () => {
    const inputs = {
      draft: 'rally',
      templateId: 'mge-rankings',
      templateDetails: 'Kingdom: 1',
      manualTemplate: '{Zone}',
      manualDetails: 'Zone: 4',
      isManualPreviewShown: true,
    };
    expect(keepModeInputs(inputs, 'manual')).toEqual({
      ...EMPTY_INPUTS,
      manualTemplate: '{Zone}',
      manualDetails: 'Zone: 4',
      isManualPreviewShown: true,
    });
    expect(keepModeInputs(inputs, 'new')).toEqual({ ...EMPTY_INPUTS, draft: 'rally' });
    expect(hasModeInput(keepModeInputs(inputs, 'new'), 'template')).toBe(false);
  });

  it('sends nothing in manual mode before Generate Preview', () => {
    const inputs = { ...EMPTY_INPUTS, manualTemplate: 'Meet at {Zone}', manualDetails: 'zone: 4' };
    expect(fillMessage(inputs, 'manual').text).toBe('');
    expect(fillMessage({ ...inputs, isManualPreviewShown: true }, 'manual').text).toBe('Meet at 4');
  });
});

describe('readCommaDetails', () => {
  it('splits on `, Key:` only: a value keeps its commas', () => {
    expect(
      readCommaDetails('Goal: 1,500,000 points, Rewards: speedups, gems and gold heads'),
    ).toEqual({
      values: { Goal: '1,500,000 points', Rewards: 'speedups, gems and gold heads' },
      unused: [],
    });
    expect(readCommaDetails('kingdom: 1234, EVENT: Spring MGE, Rank 1: Ava').values).toEqual({
      kingdom: '1234',
      EVENT: 'Spring MGE',
      'Rank 1': 'Ava',
    });
  });

  it('reports what no Key: value took, as a value that looks cut', () => {
    expect(readCommaDetails('Goal 1,500,000, Rewards:').unused).toEqual([
      'Goal 1,500,000',
      'Rewards:',
    ]);
  });
});
