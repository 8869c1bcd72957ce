import { api, closeTestPool, type JsonResponse, type Running } from '@argumenta/testkit';
import { actors, type Actor } from '@argumenta/testkit/actors';
import { startAuthService } from '@argumenta/testkit/auth';
import { startClassroomService } from '@argumenta/testkit/classroom';

export { actors, inDays, type Actor } from '@argumenta/testkit/actors';

/** Real auth + classroom services for a test file; `essay` is the essay service URL when one runs. */
export function useStack(opts: { essay?: () => string | undefined } = {}) {
  const stack = {} as {
    auth: Running;
    svc: Running;
    make: ReturnType<typeof actors>;
    call: (who: Actor | undefined, method: string, path: string, body?: unknown) => Promise<JsonResponse>;
  };
  beforeAll(async () => {
    stack.auth = await startAuthService();
    stack.svc = await startClassroomService({ auth: stack.auth.url, essay: opts.essay });
    stack.make = actors(stack.auth.url);
    stack.call = (who, method, path, body) => api(stack.svc.url, method, path, { token: who?.token, body });
  });
  afterAll(async () => {
    await stack.svc.close();
    await stack.auth.close();
    await closeTestPool();
  });
  return stack;
}
