import { z } from 'zod';
import { commonEnv, loadConfig, port, serviceUrl } from '@argumenta/platform';

export const classroomEnvSchema = z.object({
  ...commonEnv,
  PORT: port(4002),
  AUTH_SERVICE_URL: serviceUrl('http://127.0.0.1:4001'),
  ESSAY_SERVICE_URL: serviceUrl('http://127.0.0.1:4003'),
  /** Told which proposal each activity links (it owns the proposals' total_usos). */
  PROPOSAL_SERVICE_URL: serviceUrl('http://127.0.0.1:4004'),
  /** PDFs fetched at once when zipping an activity's submissions. */
  ZIP_FETCH_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
});
export type ClassroomConfig = z.infer<typeof classroomEnvSchema>;
export const loadClassroomConfig = () => loadConfig(classroomEnvSchema);
