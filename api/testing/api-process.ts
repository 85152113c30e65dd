// The API in a process of its own on one database (api/testing/serve-api.ts), for the tests that race several
// processes: started with the database's URL and uploads folder, ready once it printed its port; it exits when
// its stdin is closed (`child.stdin.end()`).
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export type ApiProcess = { child: ChildProcess; base: string };

export function startApiProcess(url: string, uploadsDir: string): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/testing/serve-api.ts'], {
    env: { ...process.env, DATABASE_URL: url, UPLOADS_DIR: uploadsDir, NODE_ENV: 'test' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('API process did not start')), 60_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const m = /^PORT (\d+)$/.exec(line);
      if (m) {
        clearTimeout(timer);
        resolve({ child, base: `http://127.0.0.1:${m[1]}` });
      }
    });
    child.once('exit', (code) => reject(new Error(`API process exited with ${code}`)));
  });
}
