import { runHttpService } from '@argumenta/platform';
import { MIGRATIONS_DIR } from './app.js';
import { authSigningKey, composeAuthService } from './compose.js';
import { loadAuthConfig, oidcSettings } from './config.js';

const config = loadAuthConfig();
// A half-configured single sign-on stops the process here, before migrations.
oidcSettings(config);
// Before the public key is read: in development this creates the pair once.
const privateKey = authSigningKey(config);

await runHttpService({
  announceChanges: true,
  service: 'auth',
  schema: 'auth',
  migrationsDir: MIGRATIONS_DIR,
  config,
  build: (ctx) => composeAuthService(config, { ...ctx, privateKey }),
});
