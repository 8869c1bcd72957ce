export type ServiceDef = { name: string; entry: string; portEnv: 'PORT' | 'HEALTH_PORT'; port: number; optional?: boolean };
export declare const SERVICES: ServiceDef[];
export declare function serviceEnv(offset?: number): Record<string, string>;
export declare const DEMO_ACCOUNTS: { tipo: string; nome: string; email: string; senha: string }[];
export declare const DEMO_SCHOOL: { nome: string; codigo_inep: string; rede: string; dominio_email: string; creditos: number };
