import { z } from 'zod';
import { commonEnv, loadConfig, port, serviceUrl } from '@argumenta/platform';

export const proposalEnvSchema = z.object({
  ...commonEnv,
  PORT: port(4004),
  /** Asked which rooms a user teaches or belongs to (sala visibility) and for room names. */
  CLASSROOM_SERVICE_URL: serviceUrl('http://127.0.0.1:4002'),
  /** Transcribes the image of POST /propostas/transcricao (it owns the OCR queue). */
  ESSAY_SERVICE_URL: serviceUrl('http://127.0.0.1:4003'),
});
export type ProposalConfig = z.infer<typeof proposalEnvSchema>;
export const loadProposalConfig = () => loadConfig(proposalEnvSchema);
