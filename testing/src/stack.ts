import type { Express } from 'express';
import type { GatewayDeps } from '@argumenta/gateway';
import { actors, type Actor } from './actors.js';
import { startAuthService } from './auth.js';
import { startClassroomService, startCorrectionPipeline } from './classroom.js';
import { startEssayService } from './essay.js';
import { startGateway } from './gateway.js';
import { closeTestPool, tokenFor, uniquePrefix, type Running } from './index.js';
import { startProposalService } from './proposal.js';

export type Stack = Awaited<ReturnType<typeof startStack>>;

/**
 * The whole HTTP system for a test file: the real auth, classroom, essay and proposal services behind a real
 * gateway, and optionally a real correction worker (local engine). Nothing faked; the OCR worker is not started
 * (transcriptions stay pending), which is enough for authorization and input tests.
 */
export async function startStack(opts: {
  name: string;
  correctionWorker?: boolean;
  gateway?: Partial<GatewayDeps['config']>;
  deletionGraceDays?: number;
}) {
  const prefix = uniquePrefix(opts.name);
  // The classroom and proposal services call the essay service, which starts last: they read its URL when they need it
  // (so does the auth service, which erases a deleted account's data in each of them).
  const later: { essay?: Running; proposal?: Running; classroom?: Running } = {};
  // The gateway's prefix, known before it starts: the auth service ends sessions where the gateway reads them.
  const gatewayPrefix = opts.gateway?.QUEUE_PREFIX ?? uniquePrefix('gw');
  const auth = await startAuthService({
    queuePrefix: gatewayPrefix,
    deletion: { graceDays: opts.deletionGraceDays ?? 7 },
    urls: { essay: () => later.essay?.url, classroom: () => later.classroom?.url, proposal: () => later.proposal?.url },
  });
  const classroom = (later.classroom = await startClassroomService({
    auth: auth.url,
    essay: () => later.essay?.url,
    proposal: () => later.proposal?.url,
  }));
  const proposal = (later.proposal = await startProposalService({
    classroom: classroom.url,
    essay: () => later.essay?.url,
  }));
  const essay = (later.essay = await startEssayService({
    authUrl: auth.url,
    classroomUrl: classroom.url,
    proposalUrl: proposal.url,
    prefix,
  }));
  const gateway = await startGateway({
    AUTH_SERVICE_URL: auth.url,
    CLASSROOM_SERVICE_URL: classroom.url,
    ESSAY_SERVICE_URL: essay.url,
    PROPOSAL_SERVICE_URL: proposal.url,
    // Tests send many requests from one address; the limiters have their own tests.
    RATE_LIMIT_API_MAX: 1_000_000,
    RATE_LIMIT_LOGIN_MAX: 1_000_000,
    RATE_LIMIT_REGISTER_MAX: 1_000_000,
    QUEUE_PREFIX: gatewayPrefix,
    ...opts.gateway,
  });
  const pipeline = opts.correctionWorker
    ? await startCorrectionPipeline({
        prefix,
        authUrl: auth.url,
        classroomUrl: classroom.url,
        proposalUrl: proposal.url,
      })
    : undefined;
  const services = { auth, classroom, essay, proposal };
  return {
    prefix,
    gateway,
    services,
    apps: {
      gateway: gateway.app as Express,
      auth: auth.app as Express,
      classroom: classroom.app as Express,
      essay: essay.app as Express,
      proposal: proposal.app as Express,
    },
    pipeline,
    make: actors(auth.url),
    /** A new session token for an actor (its own jti: revoking it leaves the actor's other tokens alone). */
    token: (a: Actor) => tokenFor({ id: a.id, tipo: a.tipo, nome: a.nome }),
    close: async () => {
      await pipeline?.close();
      await gateway.close();
      for (const s of [essay, proposal, classroom, auth]) await s.close();
      await closeTestPool();
    },
  };
}
