// The built-in engine in the browser: the same engine code the server runs (src/format), in a Web
// Worker so a long draft never holds up the page. Each job is read and answered as the server's
// `POST /api/format-message` would answer it (format-answer.ts): the same checks, mail and warnings.
import { formatWithBuiltinEngine } from '#format/builtin-engine.ts';
import { parseFormatRequest, toFormatResponse } from '#format/format-answer.ts';
import { WARNINGS } from '#format/warnings.ts';
import type { BrowserEngineJob, BrowserEngineMessage } from './browser-engine-protocol.ts';

const scope = globalThis as unknown as {
  postMessage(message: BrowserEngineMessage): void;
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<BrowserEngineJob>) => void,
  ): void;
};

function answer({ id, request, isModelUnreachable }: BrowserEngineJob): BrowserEngineMessage {
  try {
    const parsed = parseFormatRequest(request);
    if (!parsed.success) return { id, refusal: parsed.refusal };
    const added = isModelUnreachable ? [WARNINGS.modelUnreachable()] : [];
    return { id, response: toFormatResponse(formatWithBuiltinEngine(parsed.request), added) };
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}

scope.addEventListener('message', (event) => scope.postMessage(answer(event.data)));
scope.postMessage('ready');
