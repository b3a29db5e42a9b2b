import { afterEach, describe, expect, it } from 'vitest';
import en from '#shared/locales/en.json';
import { ERROR_TEXTS } from '#shared/schemas/error-codes.ts';
import { ApiError, getServerErrorMessage, getServerFieldErrors } from '#web/lib/api.ts';
import { translateErrorText, translateWarning } from './error-text.ts';
import { i18n } from './index.ts';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const refusal = (body: unknown) => new ApiError(400, 'Bad Request', JSON.stringify(body));

describe('API errors in the reader language', () => {
  it("English's apiErrors are the server's messages, word for word, under their codes", () => {
    expect(en.apiErrors).toEqual(ERROR_TEXTS);
  });

  it('translates a known code, then known English words, and leaves anything else as it came', async () => {
    await i18n.changeLanguage('ru');
    const russian = i18n.t('apiErrors.auth.invalidCredentials');
    expect(russian).not.toBe(ERROR_TEXTS.auth.invalidCredentials);
    expect(translateErrorText('Whatever the server said', 'auth.invalidCredentials')).toBe(russian);
    expect(translateErrorText(ERROR_TEXTS.auth.invalidCredentials)).toBe(russian);
    expect(translateErrorText('Something only a newer server says', 'auth.somethingNew')).toBe(
      'Something only a newer server says',
    );
  });

  it('stays English in English', () => {
    expect(translateErrorText(ERROR_TEXTS.format.messageTooLong, 'format.messageTooLong')).toBe(
      ERROR_TEXTS.format.messageTooLong,
    );
  });

  it("gives the server's message and its field messages in the reader's language", async () => {
    await i18n.changeLanguage('es');
    const error = refusal({
      success: false,
      error: ERROR_TEXTS.auth.emailInvalid,
      code: 'auth.emailInvalid',
      fieldErrors: { email: [ERROR_TEXTS.auth.emailInvalid], other: ['Unknown words'] },
    });
    const spanish = i18n.t('apiErrors.auth.emailInvalid');
    expect(spanish).not.toBe(ERROR_TEXTS.auth.emailInvalid);
    expect(getServerErrorMessage(error)).toBe(spanish);
    expect(getServerFieldErrors(error)).toEqual({ email: spanish, other: 'Unknown words' });
  });
});

describe('engine warnings in the reader language', () => {
  it('are shown in the reader language with their figures, an unknown code as it came', async () => {
    const tooLong = {
      code: 'too-long',
      message: 'English words',
      params: { characters: 2412, parts: 2, limit: 2000 },
    };
    expect(translateWarning(tooLong)).toContain('Your text alone is 2412 characters');
    await i18n.changeLanguage('es');
    const spanish = translateWarning(tooLong);
    expect(spanish).toContain('2412');
    expect(spanish).toContain('Parte 2/2');
    expect(translateWarning({ code: 'something-new', message: 'As it came' })).toBe('As it came');
  });
});
