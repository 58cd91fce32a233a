import { join } from 'node:path';
import { startTestApp, TestApp } from '../../server/test/support/test-app';
import { freePort } from './free-port';

export interface ServedApp extends TestApp {
  url: string;
}

/** The real server with the built web app, listening on a free loopback port. */
export async function serveApp(overrides: Record<string, string> = {}): Promise<ServedApp> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t = await startTestApp({
    PUBLIC_URL: url,
    PORT: String(port),
    WEB_DIST_DIR: join(__dirname, '../../web/dist'),
    ...overrides,
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  return Object.assign(t, { url });
}
