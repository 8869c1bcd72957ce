import { z } from 'zod';
import { commonEnv, loadConfig, port, serviceUrl } from '@argumenta/platform';

export const classroomEnvSchema = z.object({
  ...commonEnv,
  PORT: port(4002),
  AUTH_SERVICE_URL: serviceUrl('http://127.0.0.1:4001'),
  ESSAY_SERVICE_URL: serviceUrl('http://127.0.0.1:4003'),
  /** Told which proposal each activity links (it owns the proposals' total_usos). */
  PROPOSAL_SERVICE_URL: serviceUrl('http://127.0.0.1:4004'),
});
export type ClassroomConfig = z.infer<typeof classroomEnvSchema>;
export const loadClassroomConfig = () => loadConfig(classroomEnvSchema);
