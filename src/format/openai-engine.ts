import { countChars, smartBullets } from '#markup/index.ts';
import { LIMITS } from '#shared/constants.ts';
import { createBuiltinEngine, prepareDraft } from './builtin-engine.ts';
import { extractFacts } from './facts.ts';
import { checkMail, cleanModelAnswer, type GuardVerdict } from './guards.ts';
import { buildUserPrompt, chooseTemperature, SYSTEM_PROMPT } from './prompt.ts';
import type { FormatEngine, FormatRequest, FormatResult } from './types.ts';
import { WARNINGS } from './warnings.ts';

/** The part of a pino logger the provider uses, so the server can pass `app.log`. */
export interface EngineLogger {
  warn(details: object, message: string): void;
}

interface OpenAiEngineOptions {
  /** e.g. `https://api.openai.com/v1` or Ollama's `http://127.0.0.1:11434/v1`. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  /** What answers when the model cannot; the built-in engine unless given. */
  fallback?: FormatEngine;
  logger?: EngineLogger;
}

/** A reason the model's mail was not used, in words that finish "The AI model …". */
class ModelFailure extends Error {
  constructor(
    readonly reason: string,
    readonly details: object = {},
  ) {
    super(reason);
  }
}

interface ChatCompletion {
  choices?: { message?: { content?: unknown } }[];
}

function readContent(body: ChatCompletion): string {
  const content = body.choices?.[0]?.message?.content;
  if (typeof content === 'string') return content;
  // Some servers send content as parts: [{ type: 'text', text }].
  if (Array.isArray(content)) {
    return content
      .map((part: { text?: unknown }) => (typeof part?.text === 'string' ? part.text : ''))
      .join('');
  }
  throw new ModelFailure('gave an unreadable answer');
}

function describeDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} seconds`;
}

function describeVerdict(verdict: Exclude<GuardVerdict, { isPassed: true }>): string {
  switch (verdict.problem) {
    case 'empty':
      return 'gave an empty answer';
    case 'invalid':
      return 'wrote markup the game cannot show';
    case 'too-long':
      return `wrote more than ${LIMITS.mailChars} characters`;
    case 'facts-missing':
      return `left out facts from your draft (${verdict.missing.map((fact) => fact.text).join(', ')})`;
  }
}

/**
 * Any OpenAI-compatible Chat Completions server (OpenAI, Ollama, llama.cpp, vLLM, LM Studio).
 * The answer passes the same guards as the built-in engine; a timeout, an error or an answer the
 * guards refuse gives the built-in result with a warning, so the player always gets a mail.
 */
export function createOpenAiEngine(options: OpenAiEngineOptions): FormatEngine {
  const endpoint = `${options.baseUrl.replace(/\/+$/u, '')}/chat/completions`;
  const fallback = options.fallback ?? createBuiltinEngine();

  async function askModel(
    request: FormatRequest,
    draft: string,
    facts: ReturnType<typeof extractFacts>,
  ) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        signal: controller.signal,
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: buildUserPrompt(request, draft, facts) },
          ],
          temperature: chooseTemperature(request),
          max_tokens: 2048,
          stream: false,
        }),
      });
      if (!response.ok) {
        const body = (await response.text()).slice(0, 300);
        throw new ModelFailure(`answered with an error (HTTP ${response.status})`, { body });
      }
      return readContent((await response.json()) as ChatCompletion);
    } catch (error) {
      if (error instanceof ModelFailure) throw error;
      if (controller.signal.aborted) {
        throw new ModelFailure(`did not answer within ${describeDuration(options.timeoutMs)}`);
      }
      if (error instanceof SyntaxError) throw new ModelFailure('gave an unreadable answer');
      throw new ModelFailure('could not be reached', { error: String(error) });
    } finally {
      clearTimeout(timer);
    }
  }

  async function format(request: FormatRequest): Promise<FormatResult> {
    const prepared = prepareDraft(request.message);
    const facts = extractFacts(prepared.text);
    try {
      const answer = cleanModelAnswer(await askModel(request, prepared.text, facts));
      // The Customizer's smart bullets on: the model's lists get the markup engine's bullets too.
      const mail = request.smartBullets ? smartBullets(answer.mail) : answer.mail;
      const { isMarkupRemoved } = answer;
      const verdict = checkMail(mail, facts);
      if (!verdict.isPassed) throw new ModelFailure(describeVerdict(verdict), { mail });
      return {
        formattedMessage: mail,
        characterCount: countChars(mail),
        engine: options.model,
        warnings: isMarkupRemoved
          ? [...prepared.warnings, WARNINGS.markupRemoved()]
          : prepared.warnings,
      };
    } catch (error) {
      const failure =
        error instanceof ModelFailure
          ? error
          : new ModelFailure('failed', { error: String(error) });
      options.logger?.warn(
        { model: options.model, reason: failure.reason, ...failure.details },
        'model answer not used; built-in engine instead',
      );
      const result = await fallback.format(request);
      return { ...result, warnings: [...result.warnings, WARNINGS.modelFallback(failure.reason)] };
    }
  }

  return { name: options.model, format };
}
