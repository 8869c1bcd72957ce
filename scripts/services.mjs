// The processes of the system: one place, used by `npm start` and by the end-to-end test stack.
// `port` is where /healthz answers (HTTP port for services, HEALTH_PORT for workers).
export const SERVICES = [
  { name: 'auth', entry: 'services/auth/src/main.ts', portEnv: 'PORT', port: 4001 },
  { name: 'classroom', entry: 'services/classroom/src/main.ts', portEnv: 'PORT', port: 4002 },
  { name: 'essay', entry: 'services/essay/src/main.ts', portEnv: 'PORT', port: 4003 },
  { name: 'proposal', entry: 'services/proposal/src/main.ts', portEnv: 'PORT', port: 4004 },
  { name: 'correction-worker', entry: 'services/correction-worker/src/main.ts', portEnv: 'HEALTH_PORT', port: 4011 },
  { name: 'ocr-worker', entry: 'services/ocr-worker/src/main.ts', portEnv: 'HEALTH_PORT', port: 4012 },
  { name: 'gateway', entry: 'gateway/src/main.ts', portEnv: 'PORT', port: 8080 },
];

/** Service URLs every process needs, derived from the ports (offset lets a second stack run beside the first). */
export function serviceEnv(offset = 0) {
  const url = (name) => `http://127.0.0.1:${SERVICES.find((s) => s.name === name).port + offset}`;
  return {
    AUTH_SERVICE_URL: url('auth'),
    CLASSROOM_SERVICE_URL: url('classroom'),
    ESSAY_SERVICE_URL: url('essay'),
    PROPOSAL_SERVICE_URL: url('proposal'),
    // The gateway's Prometheus port, moved with the others so two stacks never share it.
    METRICS_PORT: String(9464 + offset),
  };
}

/** The demo school (issue 16): the demo student, teacher and coordinator belong to it; its pool starts with 100 credits. */
export const DEMO_SCHOOL = {
  nome: 'Escola Estadual Demonstração',
  codigo_inep: '35000001',
  rede: 'Rede Demonstração',
  dominio_email: 'escola.argumenta.dev',
  creditos: 100,
};

export const DEMO_ACCOUNTS = [
  { tipo: 'estudante', nome: 'Ana Estudante', email: 'estudante@argumenta.dev', senha: 'argumenta123' },
  { tipo: 'professor', nome: 'Paulo Professor', email: 'professor@argumenta.dev', senha: 'argumenta123' },
  { tipo: 'coordenador', nome: 'Cora Coordenadora', email: 'coordenacao@argumenta.dev', senha: 'argumenta123' },
  { tipo: 'admin', nome: 'Alice Admin', email: 'admin@argumenta.dev', senha: 'argumenta123' },
];
