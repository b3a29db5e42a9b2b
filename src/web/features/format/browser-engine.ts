import type { EngineProvider, FormatRequestInput, FormatResponse } from '#shared/schemas/format.ts';
import {
  ApiError,
  getJson,
  isNetworkError,
  OfflineError,
  RequestTimeoutError,
} from '#web/lib/api.ts';
import type { BrowserEngineJob, BrowserEngineMessage } from './browser-engine-protocol.ts';

// Loaded after the player first touches or types on the page (use-format-mail.ts), never with the
// first load: it starts the engine worker, which brings the whole engine, and learns which engine
// the server formats with.

/** What formats a mail on the server (`GET /api/format-engine`), kept for a visit with no network. */
export const ENGINE_PROVIDER_STORAGE_KEY = 'mf_format_engine';
const ENGINE_INFO_URL = '/api/format-engine';

type Pending = { resolve(response: FormatResponse): void; reject(error: Error): void };

let worker: Worker | undefined;
let whenReady: Promise<Worker | undefined> | undefined;
const pending = new Map<number, Pending>();
let nextId = 1;
let provider: EngineProvider | undefined;
let whenProvider: Promise<void> | undefined;

function readStoredProvider(): EngineProvider | undefined {
  try {
    const stored = globalThis.localStorage?.getItem(ENGINE_PROVIDER_STORAGE_KEY);
    return stored === 'builtin' || stored === 'openai' ? stored : undefined;
  } catch {
    return undefined;
  }
}

function storeProvider(value: EngineProvider): void {
  provider = value;
  try {
    globalThis.localStorage?.setItem(ENGINE_PROVIDER_STORAGE_KEY, value);
  } catch {
    // Not kept: a visit with no network asks the server first, as before.
  }
}

/** Asks the server which engine it formats with, once a visit; the last answer stays meanwhile. */
function learnProvider(): Promise<void> {
  provider ??= readStoredProvider();
  // Offline the question cannot be answered: the stored answer stands, and nothing is sent.
  if (globalThis.navigator?.onLine === false) return Promise.resolve();
  whenProvider ??= getJson(ENGINE_INFO_URL)
    .then((info) => {
      const value = (info as { provider?: unknown }).provider;
      if (value === 'builtin' || value === 'openai') storeProvider(value);
    })
    .catch(() => {
      // Offline or refused: the stored answer, if any, stands; the next format asks again.
      whenProvider = undefined;
    });
  return whenProvider;
}

function failAll(error: Error): void {
  for (const job of pending.values()) job.reject(error);
  pending.clear();
}

/** The engine worker, started once; undefined when this browser cannot start it. */
function startWorker(): Promise<Worker | undefined> {
  whenReady ??= new Promise<Worker | undefined>((resolve) => {
    if (typeof Worker === 'undefined') {
      resolve(undefined);
      return;
    }
    const started = new Worker(new URL('./format-engine.worker.ts', import.meta.url), {
      type: 'module',
      name: 'format-engine',
    });
    started.addEventListener('message', (event: MessageEvent<BrowserEngineMessage>) => {
      const message = event.data;
      if (message === 'ready') {
        worker = started;
        resolve(started);
        return;
      }
      const job = pending.get(message.id);
      if (!job) return;
      pending.delete(message.id);
      if ('response' in message) job.resolve(message.response);
      else if ('refusal' in message) {
        const body = JSON.stringify({ success: false, ...message.refusal });
        job.reject(new ApiError(400, 'Bad Request', body));
      } else job.reject(new Error(message.error));
    });
    // Its code could not be fetched (offline before it ever loaded) or it broke: the next call
    // starts another.
    started.addEventListener('error', () => {
      started.terminate();
      if (worker === started) worker = undefined;
      whenReady = undefined;
      failAll(new Error('The engine worker stopped'));
      resolve(undefined);
    });
  });
  return whenReady;
}

/** Starts the engine worker and learns the server's engine: called once the page is in use. */
export function prepareBrowserEngine(): void {
  void startWorker();
  void learnProvider();
}

function formatInWorker(
  ready: Worker,
  request: FormatRequestInput,
  isModelUnreachable: boolean,
): Promise<FormatResponse> {
  const id = nextId;
  nextId += 1;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const job: BrowserEngineJob = { id, request, isModelUnreachable };
    ready.postMessage(job);
  });
}

/** Why a model's answer did not come: no network, no answer in time, or the server failed. */
function isUnreachable(error: unknown): boolean {
  return (
    error instanceof OfflineError ||
    error instanceof RequestTimeoutError ||
    isNetworkError(error) ||
    (error instanceof ApiError && error.status >= 500)
  );
}

/**
 * Formats a draft (AI Assist's FORMAT MESSAGE). When the server formats with the built-in engine,
 * this browser runs the same engine and sends nothing. With a model, `askServer` is tried first, and
 * when the model cannot be reached (offline, no answer in time, a server error) the engine here
 * answers, with a warning that says so. When the server's choice cannot be learnt (a first visit
 * with no network) or the engine cannot start, the server is asked, as it always was.
 */
export async function formatWithBrowserEngine(
  request: FormatRequestInput,
  askServer: (request: FormatRequestInput) => Promise<FormatResponse>,
): Promise<FormatResponse> {
  provider ??= readStoredProvider();
  // Asked once ever in this browser (the answer is kept); offline, it fails at once.
  if (provider === undefined) await learnProvider();
  if (provider === 'builtin') {
    const ready = await startWorker();
    try {
      if (ready) return await formatInWorker(ready, request, false);
    } catch (error) {
      // The same refusal the server would give; a worker that broke leaves the server to answer.
      if (error instanceof ApiError) throw error;
    }
    return askServer(request);
  }
  try {
    return await askServer(request);
  } catch (error) {
    if (!(provider === 'openai' && isUnreachable(error))) throw error;
    const fallback = worker ?? (await startWorker());
    if (!fallback) throw error;
    return formatInWorker(fallback, request, true);
  }
}
