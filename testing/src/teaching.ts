import { afterAll, beforeAll } from '@jest/globals';
import { actors } from './actors.js';
import { startAuthService } from './auth.js';
import { startClassroomService, startCorrectionPipeline } from './classroom.js';
import { startEssayService } from './essay.js';
import { closeTestPool, uniquePrefix, type Running } from './index.js';

type Stack = {
  prefix: string;
  auth: Running;
  classroom: Running;
  essay: Awaited<ReturnType<typeof startEssayService>>;
  pipeline: Awaited<ReturnType<typeof startCorrectionPipeline>>;
  /** Registers people of a role through the real auth service. */
  make: ReturnType<typeof actors>;
};

/**
 * What a teacher's work needs, for one test file: the real auth, classroom and essay services and a correction worker
 * (local engine) on a queue prefix of its own, started before the file's tests and stopped after them. The fields are
 * set once `beforeAll` has run: read them inside tests and hooks.
 */
export function useTeachingStack(name: string): Stack {
  const stack = { prefix: uniquePrefix(name) } as Stack;
  beforeAll(async () => {
    stack.auth = await startAuthService();
    stack.classroom = await startClassroomService({ auth: stack.auth.url, essay: () => stack.essay?.url });
    stack.essay = await startEssayService({
      authUrl: stack.auth.url,
      classroomUrl: stack.classroom.url,
      prefix: stack.prefix,
    });
    stack.pipeline = await startCorrectionPipeline({
      prefix: stack.prefix,
      authUrl: stack.auth.url,
      classroomUrl: stack.classroom.url,
    });
    stack.make = actors(stack.auth.url);
  });
  afterAll(async () => {
    await stack.pipeline?.close();
    await stack.essay?.close();
    await stack.classroom?.close();
    await stack.auth?.close();
    await closeTestPool();
  });
  return stack;
}
