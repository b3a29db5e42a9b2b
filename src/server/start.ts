// `npm start`: builds the browser app when it is missing or older than its sources, then starts
// the server (which applies migrations).
import { buildWebApp, isWebBuildStale } from '../../scripts/build-web.ts';

if (isWebBuildStale()) {
  console.log('Building the browser app…');
  await buildWebApp();
}

await import('./main.ts');
