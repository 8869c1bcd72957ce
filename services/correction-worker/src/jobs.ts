import { QUEUES } from '@argumenta/contracts';
import { dispatchJobs } from '@argumenta/platform';
import { processAppeal } from './appeal.js';
import { processCorrection, type ProcessorDeps } from './processor.js';

/** The correction queue's processor: its two kinds of work, corrections and the AI re-grade of a free essay's appeal. */
export const correctionJobs = (deps: ProcessorDeps) =>
  dispatchJobs(
    QUEUES.correction,
    {
      corrigir: (job, data, signal) => processCorrection(job, data, deps, signal),
      recurso: (job, data, signal) => processAppeal(job, data, deps, signal),
    },
    deps.logger,
  );
