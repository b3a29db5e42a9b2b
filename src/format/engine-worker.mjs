// Entry of an engine worker thread. The server runs TypeScript through tsx, whose loader a worker
// does not inherit, so the worker registers it before loading the engine.
import { register } from 'tsx/esm/api';

register();
await import('./engine-worker.ts');
