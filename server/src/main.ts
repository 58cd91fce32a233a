import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig } from './platform/config/app-config';
import { createHttpApp, createWorkerApp } from './bootstrap/create-app';

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.APP_ROLE === 'worker') {
    const app = await createWorkerApp();
    app.enableShutdownHooks();
    await app.init();
    Logger.log('Worker running', 'Main');
    return;
  }
  const app = await createHttpApp();
  await app.listen({ port: config.PORT, host: config.HOST });
  Logger.log(`Role ${config.APP_ROLE}: serving ${config.PUBLIC_URL} (port ${config.PORT})`, 'Main');
}

main().catch((error) => {
  // A bad variable is the operator's mistake: say which, without a stack.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
