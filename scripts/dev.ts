// `npm run dev`: the API server with reload on change (tsx watch) and Vite with hot reload.
// Open the Vite address it prints (http://localhost:5173); it proxies /api to the server.
import { type ChildProcess, spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '3000';
const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite', '--config', 'vite.config.ts'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

function stop(code: number): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
