export { createGateway } from './app.js';
export type { GatewayDeps } from './app.js';
export { gatewayEnvSchema } from './config.js';
export { publicRoutes, routeKey, API_PREFIX } from './routes.js';
export { ROUTES } from './proxy.js';
export { composeGateway } from './compose.js';
export type { GatewayConfig } from './config.js';
