import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseFormatRequest, toFormatResponse } from '#format/format-answer.ts';
import { extractFacts, findMissingFacts, formatWithBuiltinEngine } from '#format/index.ts';
import { countChars, validate, visibleText } from '#markup/index.ts';
import { DEFAULT_TITLE_COLOR, LIMITS } from '#shared/constants.ts';
import { FormatRequestSchema } from '#shared/schemas/format.ts';
import { SAMPLE_DRAFTS, sampleDraft } from '../../../../tests/fixtures/drafts.ts';
import { createTestApp, TEST_DRIVERS, type TestApp } from '../../test/harness.ts';
import { FORMAT_RATE_LIMITED_MESSAGE } from './routes.ts';

const DRAFTS = SAMPLE_DRAFTS;
const RALLY = sampleDraft('s04');

function errorsOf(mail: string) {
  return validate(mail).filter((issue) => issue.severity === 'error');
}

function post(t: TestApp, payload: object, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/format-message', payload, remoteAddress });
}

describe.each(TEST_DRIVERS)('POST /api/format-message on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { config: { FORMAT_RATE_LIMIT: 1000 } });
  });
  afterAll(() => t.close());

  it.each([
    ['no message', {}, 'message', 'Message is required'],
    ['an empty message', { message: '' }, 'message', 'Message is required'],
    ['a blank message', { message: ' \n\t ' }, 'message', 'Message is required'],
    [
      'a message over 2000 characters',
      { message: 'a'.repeat(2001) },
      'message',
      'Message must be under 2000 characters',
    ],
    ['a colour name', { message: 'hi', titleColor: 'gold' }, 'titleColor', 'Invalid hex color'],
    [
      'a short hex colour',
      { message: 'hi', titleColor: '#FFF' },
      'titleColor',
      'Invalid hex color',
    ],
    [
      'a title size under 20',
      { message: 'hi', titleSize: 19 },
      'titleSize',
      'Title size must be between 20 and 50',
    ],
    [
      'a title size over 50',
      { message: 'hi', titleSize: 51 },
      'titleSize',
      'Title size must be between 20 and 50',
    ],
    [
      'an unknown tone',
      { message: 'hi', tone: 'angry' },
      'tone',
      'Invalid option: expected one of "neutral"|"motivational"|"humorous"|"political"|"intense"|"informative"',
    ],
    [
      'an unknown mode',
      { message: 'hi', mode: 'rewrite' },
      'mode',
      'Invalid option: expected one of "format"|"improve"',
    ],
    [
      'an unknown rewrite style',
      { message: 'hi', mode: 'improve', rewriteStyle: 'wild' },
      'rewriteStyle',
      'Invalid option: expected one of "minimal"|"balanced"|"semi-creative"|"fully-thematic"',
    ],
  ])('refuses %s with 400 and the spec message', async (_what, payload, field, message) => {
    const response = await post(t, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: message,
      fieldErrors: { [field]: [message] },
    });
  });

  it('tells the browser that the built-in engine formats here', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/format-engine' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ provider: 'builtin' });
  });

  it('refuses what the browser engine refuses, with the same message and field', async () => {
    for (const payload of [{}, { message: ' ' }, { message: 'hi', titleSize: 51 }, { tone: 1 }]) {
      const parsed = parseFormatRequest(payload);
      expect(parsed.success).toBe(false);
      const response = await post(t, payload);
      expect(response.statusCode).toBe(400);
      if (!parsed.success) expect(response.json()).toMatchObject(parsed.refusal);
    }
  });

  it('answers as the browser engine does: the same mail and warnings for a parsed request', async () => {
    const payload = { message: `🚨 ${RALLY}`, mode: 'improve', tone: 'political' };
    const parsed = parseFormatRequest(payload);
    if (!parsed.success) throw new Error('the rally draft is a valid request');
    const response = await post(t, payload);
    expect(response.json()).toEqual(toFormatResponse(formatWithBuiltinEngine(parsed.request)));
  });

  it('counts the 2000-character limit in characters, as the game does', async () => {
    // 1000 characters outside the Basic Multilingual Plane are 2000 UTF-16 units.
    const response = await post(t, { message: `${'𠀀'.repeat(999)}a` });
    expect(response.statusCode).toBe(200);
  });

  it('applies the spec defaults to a request that gives only the message', async () => {
    const response = await post(t, { message: RALLY });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const expected = formatWithBuiltinEngine(FormatRequestSchema.parse({ message: RALLY }));
    expect(body).toEqual({ success: true, ...expected });
    // The default title gold reads on the mail's parchment.
    expect(body.formattedMessage).toMatch(
      new RegExp(`^<size=32><color=${DEFAULT_TITLE_COLOR}><b>[^<]+</b></color></size>`, 'u'),
    );
  });

  it('formats a real draft into valid game markup within 2000 characters, keeping its facts', async () => {
    const response = await post(t, {
      message: RALLY,
      mode: 'improve',
      tone: 'intense',
      rewriteStyle: 'balanced',
      titleSize: 40,
      titleColor: '#E94B3C',
      useItalic: true,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.engine).toBe('built-in');
    expect(errorsOf(body.formattedMessage)).toEqual([]);
    expect(body.characterCount).toBe(countChars(body.formattedMessage));
    expect(body.characterCount).toBeLessThanOrEqual(LIMITS.mailChars);
    expect(body.formattedMessage).toContain('<size=40><color=#E94B3C><b><i>');
    expect(findMissingFacts(extractFacts(RALLY), visibleText(body.formattedMessage))).toEqual([]);
  });

  it('gives every sample draft a valid mail in both modes', async () => {
    for (const draft of DRAFTS) {
      for (const mode of ['format', 'improve'] as const) {
        const response = await post(t, { message: draft.text, mode });
        expect(response.statusCode, `${draft.id} ${mode}`).toBe(200);
        const { formattedMessage, characterCount } = response.json();
        expect(errorsOf(formattedMessage), `${draft.id} ${mode}`).toEqual([]);
        expect(characterCount, `${draft.id} ${mode}`).toBeLessThanOrEqual(LIMITS.mailChars);
      }
    }
  });

  it('answers the same request with the same mail', async () => {
    const payload = { message: RALLY, mode: 'improve', tone: 'humorous' };
    const first = await post(t, payload);
    const second = await post(t, payload);
    expect(second.body).toBe(first.body);
  });

  describe('smart bullets (the Commander Customizer)', () => {
    const ORDERS =
      'War meeting tonight\n\nJoin the rally at 20:00 UTC\nDefend the flag at X:120 Y:340\n' +
      'Gather resources before the war\n\n- bring healing speedups\n- stay online';

    async function bodyLines(smartBullets?: boolean) {
      const response = await post(t, { message: ORDERS, smartBullets });
      expect(response.statusCode).toBe(200);
      const mail: string = response.json().formattedMessage;
      expect(errorsOf(mail)).toEqual([]);
      return visibleText(mail).split('\n');
    }

    it('bullets runs of instruction lines when smart bullets are on, as without the option', async () => {
      const lines = await bodyLines(true);
      expect(lines.filter((line) => line.startsWith('• '))).toEqual(
        expect.arrayContaining([
          expect.stringContaining('Join the rally'),
          expect.stringContaining('Defend the flag'),
          expect.stringContaining('Gather resources'),
        ]),
      );
      expect(lines).toEqual(await bodyLines(undefined));
    });

    it("adds no bullets when smart bullets are off, keeping the player's own list", async () => {
      const lines = await bodyLines(false);
      const bulleted = lines.filter((line) => line.startsWith('• '));
      expect(bulleted.some((line) => /Join|Defend|Gather/.test(line))).toBe(false);
      expect(bulleted).toEqual([expect.stringContaining('ring healing speedups')]);
    });

    it('refuses a smartBullets that is not a boolean', async () => {
      const response = await post(t, { message: ORDERS, smartBullets: 'yes' });
      expect(response.statusCode).toBe(400);
    });
  });

  it('tells the player when emoji had to be removed', async () => {
    const response = await post(t, { message: `🚨 ${RALLY} 🚨` });
    expect(response.json().warnings.map((warning: { code: string }) => warning.code)).toContain(
      'characters-removed',
    );
    expect(response.json().formattedMessage).not.toContain('🚨');
  });

  it('accepts JSON only: any other body gets 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/format-message',
      headers: { 'content-type': 'text/plain' },
      payload: RALLY,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'Only JSON request bodies are accepted (Content-Type: application/json).',
    });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/format-message',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'message=hello',
    });
    expect(form.statusCode).toBe(415);
  });
});

describe.each(TEST_DRIVERS)('format rate limit on %s', (driver) => {
  let t: TestApp;
  let now = new Date('2025-06-01T12:00:00Z').getTime();
  beforeAll(async () => {
    t = await createTestApp(driver, {
      config: { FORMAT_RATE_LIMIT: 3, FORMAT_RATE_LIMIT_SIGNED_IN: 5 },
      now: () => new Date(now),
    });
  });
  afterAll(() => t.close());

  it('allows FORMAT_RATE_LIMIT requests a minute per client, then 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await post(t, { message: RALLY }, '10.0.0.1')).statusCode).toBe(200);
    }
    now += 15_000;
    const refused = await post(t, { message: RALLY }, '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('45');
    expect(refused.json()).toMatchObject({ success: false, error: FORMAT_RATE_LIMITED_MESSAGE });
    expect(FORMAT_RATE_LIMITED_MESSAGE).toBe(
      'Too many formatting requests. Please wait a minute and try again.',
    );

    expect((await post(t, { message: RALLY }, '10.0.0.2')).statusCode).toBe(200);

    now += 45_000;
    expect((await post(t, { message: RALLY }, '10.0.0.1')).statusCode).toBe(200);
  });

  it('gives a signed-in player FORMAT_RATE_LIMIT_SIGNED_IN a minute of their own, whatever the address', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'limit@example.com', password: 'Forge2025Mail' },
      remoteAddress: '10.0.0.9',
    });
    expect(signUp.statusCode).toBe(201);
    const headers = { authorization: `Bearer ${signUp.json().token}` };
    const postSignedIn = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/format-message',
        payload: { message: RALLY },
        headers,
        remoteAddress,
      });
    for (let i = 0; i < 3; i += 1) {
      expect((await post(t, { message: RALLY }, '10.0.0.9')).statusCode).toBe(200);
    }
    expect((await post(t, { message: RALLY }, '10.0.0.9')).statusCode).toBe(429);
    for (let i = 0; i < 5; i += 1) {
      expect((await postSignedIn(i % 2 === 0 ? '10.0.0.9' : '10.0.0.10')).statusCode).toBe(200);
    }
    const refused = await postSignedIn('10.0.0.11');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, error: FORMAT_RATE_LIMITED_MESSAGE });
  });

  it('does not count refused bodies against the limit', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await post(t, { message: '' }, '10.0.0.3')).statusCode).toBe(400);
    }
    expect((await post(t, { message: RALLY }, '10.0.0.3')).statusCode).toBe(200);
  });
});

/**
 * A small OpenAI-compatible server on 127.0.0.1 stands in for the external model service (OpenAI,
 * Ollama…), as in src/format/openai-engine.test.ts: each test decides how it answers.
 */
describe.each(TEST_DRIVERS)(
  'format through a model: a loopback OpenAI-compatible server stands in for the external service, on %s',
  (driver) => {
    let modelServer: Server;
    let respond: (response: ServerResponse) => void;
    let calls = 0;
    let t: TestApp;
    let now = new Date('2025-06-01T12:00:00Z').getTime();

    const GOOD_MAIL = [
      '<size=32><color=#FFD700><b>Rally Orders</b></color></size>',
      'Rally on the enemy fort at <color=#0D47A1><b>X:233 Y:871</b></color> at <b>21:00 UTC</b>.',
      '• Rally leader: Hannibal, everyone else join with full marches',
      '• Do not attack alone',
    ].join('\n');

    function answerWith(content: string) {
      return (response: ServerResponse) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: 'chatcmpl-test',
            object: 'chat.completion',
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          }),
        );
      };
    }

    beforeAll(async () => {
      modelServer = createServer((request, response) => {
        request.resume();
        request.on('end', () => {
          calls += 1;
          respond(response);
        });
      });
      await new Promise<void>((resolve) => modelServer.listen(0, '127.0.0.1', resolve));
      const port = (modelServer.address() as AddressInfo).port;
      t = await createTestApp(driver, {
        config: {
          FORGE_PROVIDER: 'openai',
          LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
          LLM_MODEL: 'stand-in-model',
          LLM_TIMEOUT_MS: 2000,
          FORMAT_RATE_LIMIT: 4,
          LLM_RATE_LIMIT: 2,
        },
        now: () => new Date(now),
      });
    });
    afterAll(async () => {
      await t.close();
      modelServer.closeAllConnections();
      await new Promise((resolve) => modelServer.close(resolve));
    });
    beforeEach(() => {
      calls = 0;
      now += 60_000;
    });

    it('tells the browser that a model formats here', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/format-engine' });
      expect(response.json()).toEqual({ provider: 'openai' });
    });

    it("returns the stand-in model's mail and names the model as the engine", async () => {
      respond = answerWith(GOOD_MAIL);
      const response = await post(t, { message: RALLY, mode: 'improve' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        formattedMessage: GOOD_MAIL,
        characterCount: countChars(GOOD_MAIL),
        engine: 'stand-in-model',
        warnings: [],
      });
      expect(calls).toBe(1);
    });

    it('falls back to the built-in engine with a model-fallback warning when the stand-in model answers 500', async () => {
      respond = (response) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'model crashed' } }));
      };
      const response = await post(t, { message: RALLY });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.engine).toBe('built-in');
      expect(body.formattedMessage).toBe(
        formatWithBuiltinEngine(FormatRequestSchema.parse({ message: RALLY })).formattedMessage,
      );
      expect(body.warnings).toMatchObject([
        {
          code: 'model-fallback',
          message:
            'The AI model answered with an error (HTTP 500), so the built-in engine formatted your mail.',
        },
      ]);
    });

    it('answers with the built-in engine and a model-busy warning once LLM_RATE_LIMIT is used, then 429 at FORMAT_RATE_LIMIT', async () => {
      respond = answerWith(GOOD_MAIL);
      const engines: string[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await post(t, { message: RALLY }, '10.0.1.1');
        expect(response.statusCode).toBe(200);
        engines.push(response.json().engine);
        if (i >= 2) {
          expect(response.json().warnings).toEqual([
            {
              code: 'model-busy',
              message:
                'The AI model is busy right now, so the built-in engine formatted your mail. Try again in a minute.',
            },
          ]);
        }
      }
      expect(engines).toEqual(['stand-in-model', 'stand-in-model', 'built-in', 'built-in']);
      expect(calls).toBe(2);

      const refused = await post(t, { message: RALLY }, '10.0.1.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('60');

      // Another player still reaches the model.
      expect((await post(t, { message: RALLY }, '10.0.1.2')).json().engine).toBe('stand-in-model');
    });
  },
);
