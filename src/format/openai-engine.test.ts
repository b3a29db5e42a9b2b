import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validate, visibleText } from '#markup/index.ts';
import { DEFAULT_TITLE_COLOR } from '#shared/constants.ts';
import { type FormatRequest, FormatRequestSchema } from '#shared/schemas/format.ts';
import { formatWithBuiltinEngine } from './builtin-engine.ts';
import { createEngine } from './index.ts';
import { createOpenAiEngine, type EngineLogger } from './openai-engine.ts';

/**
 * These tests talk HTTP to a small OpenAI-compatible server started here on 127.0.0.1. It stands in
 * for the external model service (OpenAI, Ollama, llama.cpp…): each test decides how it answers.
 */
type Responder = (body: ChatRequest, request: IncomingMessage, response: ServerResponse) => void;

interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  temperature: number;
  stream: boolean;
}

let server: Server;
let baseUrl: string;
let respond: Responder;
const received: { body: ChatRequest; headers: IncomingMessage['headers']; url?: string }[] = [];

function answerWith(content: string): Responder {
  return (_body, _request, response) => {
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
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    request.on('end', () => {
      const body = JSON.parse(raw) as ChatRequest;
      received.push({ body, headers: request.headers, url: request.url });
      respond(body, request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
});

const DRAFT =
  'rally on the enemy fort at X:233 Y:871 at 21:00 UTC. rally leader Hannibal, do not attack alone';

function request(overrides: Partial<FormatRequest> = {}): FormatRequest {
  return FormatRequestSchema.parse({
    message: DRAFT,
    mode: 'improve',
    rewriteStyle: 'balanced',
    ...overrides,
  });
}

function recordingLogger(): EngineLogger & { entries: { details: object; message: string }[] } {
  const entries: { details: object; message: string }[] = [];
  return { entries, warn: (details, message) => entries.push({ details, message }) };
}

function forge(overrides: { timeoutMs?: number; logger?: EngineLogger; baseUrl?: string } = {}) {
  return createOpenAiEngine({
    baseUrl: overrides.baseUrl ?? `${baseUrl}/`,
    apiKey: 'test-key',
    model: 'stand-in-model',
    timeoutMs: overrides.timeoutMs ?? 2000,
    logger: overrides.logger,
  });
}

const GOOD_MAIL = [
  '<size=32><color=#FFD700><b>Rally Orders</b></color></size>',
  '━━━━━━━━━━━━',
  'Governors, rally on the enemy fort at <color=#0D47A1><b>X:233 Y:871</b></color> at <color=#B71C1C><b>21:00 UTC</b></color>.',
  '• Rally leader: Hannibal',
  '• Do not attack alone',
].join('\n');

describe('OpenAI-compatible provider (against a stand-in model server on loopback)', () => {
  it('uses a good answer as it is and names the model as the engine', async () => {
    respond = answerWith(GOOD_MAIL);
    const result = await forge().format(request());
    expect(result).toEqual({
      formattedMessage: GOOD_MAIL,
      characterCount: [...GOOD_MAIL].length,
      engine: 'stand-in-model',
      warnings: [],
    });
  });

  it('sends a Chat Completions request that teaches the markup rules, tone, intensity and facts', async () => {
    respond = answerWith(GOOD_MAIL);
    await forge().format(request({ tone: 'humorous', rewriteStyle: 'fully-thematic' }));
    const [call] = received;
    expect(call?.url).toBe('/v1/chat/completions');
    expect(call?.headers.authorization).toBe('Bearer test-key');
    expect(call?.body).toMatchObject({ model: 'stand-in-model', stream: false });
    const [system, user] = call!.body.messages;
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Never use <u>');
    expect(system?.content).toContain('size, color, b, i');
    expect(user?.content).toContain('Tone: humorous');
    expect(user?.content).toContain('war council');
    expect(user?.content).toContain('"X:233 Y:871", "21:00 UTC", "Hannibal"');
    expect(user?.content).toContain(
      `<size=32><color=${DEFAULT_TITLE_COLOR}><b>Title</b></color></size>`,
    );
  });

  it("follows the Customizer's smart bullets: off asks for none, on bullets the model's lists", async () => {
    const LIST = GOOD_MAIL.replace('• Rally leader', 'Rally leader').replace('• Do not', 'Do not');
    respond = answerWith(LIST);
    const off = await forge().format(request({ smartBullets: false }));
    expect(received[0]?.body.messages[1]?.content).toContain('no bullets added');
    expect(off.formattedMessage).toBe(LIST);
    const on = await forge().format(request({ smartBullets: true }));
    expect(received[1]?.body.messages[1]?.content).toContain("'• ' bullets");
    expect(on.formattedMessage).toBe(GOOD_MAIL);
  });

  it('auto-corrects broken markup and removes <u> and emoji from an answer', async () => {
    respond = answerWith(
      '<b><size=30>Rally</b></size> 🔥\n<u>at X:233 Y:871</u> at <color=#B71C1C>21:00 UTC, leader Hannibal',
    );
    const result = await forge().format(request());
    expect(result.engine).toBe('stand-in-model');
    expect(validate(result.formattedMessage).filter((issue) => issue.severity === 'error')).toEqual(
      [],
    );
    expect(result.formattedMessage).not.toMatch(/<\/?u>|🔥/u);
    expect(visibleText(result.formattedMessage)).toContain('Rally');
    expect(visibleText(result.formattedMessage)).toContain(
      'at X:233 Y:871 at 21:00 UTC, leader Hannibal',
    );
  });

  it('hands out no HTML, no script and no size or colour the game shows badly, and says so', async () => {
    respond = answerWith(
      [
        '<img src=x onerror=alert(1)><size=100000>Rally</size> <script>steal()</script>',
        '<a href="https://evil.example">at X:233 Y:871</a> at <color=#ff000000>21:00 UTC</color>,',
        '<iframe src="https://evil.example"></iframe><table><tr><td><size=1>leader Hannibal</size></td></tr></table>',
      ].join('\n'),
    );
    const result = await forge().format(request());
    expect(result.engine).toBe('stand-in-model');
    expect(result.formattedMessage).toBe('Rally\nat X:233 Y:871 at 21:00 UTC,\nleader Hannibal');
    expect(result.warnings.map((warning) => warning.code)).toEqual(['markup-removed']);
  });

  it('falls back to the built-in engine, with a warning, when the answer drops a fact', async () => {
    respond = answerWith('<b>Rally</b> on the enemy fort at 21:00 UTC. Do not attack alone.');
    const logger = recordingLogger();
    const result = await forge({ logger }).format(request());
    const builtin = formatWithBuiltinEngine(request());
    expect(result.formattedMessage).toBe(builtin.formattedMessage);
    expect(result.engine).toBe('built-in');
    expect(result.warnings.at(-1)).toMatchObject({
      code: 'model-fallback',
      message:
        'The AI model left out facts from your draft (X:233 Y:871, Hannibal), so the built-in engine formatted your mail.',
    });
    expect(logger.entries).toHaveLength(1);
  });

  it('falls back when the answer is over 2000 characters', async () => {
    respond = answerWith(`${GOOD_MAIL}\n${'long words '.repeat(200)}`);
    const result = await forge().format(request());
    expect(result.engine).toBe('built-in');
    expect(result.warnings.at(-1)?.message).toContain('wrote more than 2000 characters');
  });

  it('falls back when the model does not answer before the timeout', async () => {
    respond = () => {
      // Never answers: the provider must give up on its own.
    };
    const started = Date.now();
    const result = await forge({ timeoutMs: 150 }).format(request());
    expect(Date.now() - started).toBeLessThan(1500);
    expect(result.engine).toBe('built-in');
    expect(result.warnings.at(-1)).toMatchObject({
      code: 'model-fallback',
      message:
        'The AI model did not answer within 150 ms, so the built-in engine formatted your mail.',
    });
  });

  it('falls back when the model server answers 500', async () => {
    respond = (_body, _request, response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'model crashed' } }));
    };
    const logger = recordingLogger();
    const result = await forge({ logger }).format(request());
    expect(result.engine).toBe('built-in');
    expect(result.warnings.at(-1)?.message).toBe(
      'The AI model answered with an error (HTTP 500), so the built-in engine formatted your mail.',
    );
    expect(logger.entries[0]?.details).toMatchObject({
      reason: 'answered with an error (HTTP 500)',
    });
  });

  it('falls back when the answer is not a chat completion', async () => {
    respond = (_body, _request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"choices": [');
    };
    const result = await forge().format(request());
    expect(result.engine).toBe('built-in');
    expect(result.warnings.at(-1)?.message).toContain('gave an unreadable answer');
  });

  it('falls back when nothing listens at the base URL', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const result = await forge({ baseUrl: `http://127.0.0.1:${port}/v1` }).format(request());
    expect(result.engine).toBe('built-in');
    expect(result.warnings.at(-1)?.message).toContain('could not be reached');
  });

  it('keeps the warnings about the draft itself when the model answers well', async () => {
    respond = answerWith(GOOD_MAIL);
    const result = await forge().format(request({ message: `🚨 ${DRAFT} 🚨` }));
    expect(result.engine).toBe('stand-in-model');
    expect(result.warnings.map((warning) => warning.code)).toEqual(['characters-removed']);
    expect(received[0]?.body.messages[1]?.content).not.toContain('🚨');
  });
});

describe('choosing the engine from the configuration', () => {
  it('uses the built-in engine by default', () => {
    expect(createEngine({ FORGE_PROVIDER: 'builtin', LLM_TIMEOUT_MS: 15_000 }).name).toBe(
      'built-in',
    );
  });

  it('uses the model when the provider is openai with a base URL and model', async () => {
    respond = answerWith(GOOD_MAIL);
    const chosen = createEngine({
      FORGE_PROVIDER: 'openai',
      LLM_BASE_URL: baseUrl,
      LLM_MODEL: 'stand-in-model',
      LLM_TIMEOUT_MS: 2000,
    });
    expect(chosen.name).toBe('stand-in-model');
    expect((await chosen.format(request())).engine).toBe('stand-in-model');
    expect(received[0]?.headers.authorization).toBeUndefined();
  });
});
