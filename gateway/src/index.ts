export { createGateway } from './app.js';
export type { GatewayDeps } from './app.js';
export { gatewayEnvSchema } from './config.js';
export { publicRoutes, routeKey, API_PREFIX } from './routes.js';
export { ROUTES } from './proxy.js';
