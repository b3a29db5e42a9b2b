// The built-in engine in the browser: the same engine code the server runs (src/format), in a Web
// Worker so a long draft never holds up the page. Each job is read and answered as the server's
// `POST /api/format-message` would answer it (format-answer.ts): the same checks, mail and warnings.
import { formatWithBuiltinEngine } from '#format/builtin-engine.ts';
import { parseFormatRequest, toFormatResponse } from '#format/format-answer.ts';
import { ToneLinesNotLoaded } from '#format/tone-lines/registry.ts';
import { loadToneLineTexts } from '#format/tone-lines/texts.ts';
import type { FormatRequest, FormatResult } from '#format/types.ts';
import { WARNINGS } from '#format/warnings.ts';
import type { BrowserEngineJob, BrowserEngineMessage } from './browser-engine-protocol.ts';

const scope = globalThis as unknown as {
  postMessage(message: BrowserEngineMessage): void;
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<BrowserEngineJob>) => void,
  ): void;
};

async function answer({
  id,
  request,
  isModelUnreachable,
}: BrowserEngineJob): Promise<BrowserEngineMessage> {
  try {
    const parsed = parseFormatRequest(request);
    if (!parsed.success) return { id, refusal: parsed.refusal };
    const added = isModelUnreachable ? [WARNINGS.modelUnreachable()] : [];
    return { id, response: toFormatResponse(await formatWithLines(parsed.request), added) };
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Each language's tone lines are fetched the first time a mail in that language needs one: the
 * engine says which it lacks, and the mail is written again once they are here (the engine is
 * pure, so the second run gives the mail the first would have).
 */
async function formatWithLines(request: FormatRequest): Promise<FormatResult> {
  try {
    return formatWithBuiltinEngine(request);
  } catch (error) {
    if (!(error instanceof ToneLinesNotLoaded)) throw error;
    await loadToneLineTexts(error.language);
    return formatWithBuiltinEngine(request);
  }
}

scope.addEventListener('message', (event) => {
  void answer(event.data).then((message) => scope.postMessage(message));
});
scope.postMessage('ready');
