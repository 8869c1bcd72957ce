export { createGateway } from './app.js';
export type { GatewayDeps } from './app.js';
export { gatewayEnvSchema } from './config.js';
