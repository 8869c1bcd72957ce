import { inDays, type Actor } from '@argumenta/testkit/actors';
import { roomWithActivity } from '@argumenta/testkit/classroom';
import { form } from '@argumenta/testkit/files';
import { api } from '@argumenta/testkit';
import type { Stack } from '@argumenta/testkit/stack';

// The set-up the teacher's-pen tests (issue 51: marks.test.ts, rule-switch.test.ts) share: calls through the gateway
// and a student's essays corrected by the local engine, whose C1 findings are the marks under test.

/** `call`: the gateway's JSON answer; `must`: its data, or the test fails with the status and the answer. */
export function gatewayCalls(stack: () => Stack) {
  const call = <T = unknown>(who: Actor | null, method: string, path: string, body?: unknown) =>
    api<{ success: boolean; data: T; message: string; error?: { message: string } }>(
      stack().gateway.url,
      method,
      path,
      { token: who?.token, body },
    );
  const must = async <T>(p: Promise<{ status: number; body: { data: T } }>, status: number) => {
    const res = await p;
    if (res.status !== status) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  return { call, must };
}

/**
 * The teacher's room `nome` with one activity ("Violência"), the student in it, and the student's essays of `texts`
 * sent to it and corrected (titled "Violência 1", "Violência 2", …): their ids, in order.
 */
export async function correctedEssays(stack: Stack, teacher: Actor, student: Actor, texts: string[], nome: string) {
  const { must, call } = gatewayCalls(() => stack);
  const { atividade } = await roomWithActivity(
    stack.gateway.url,
    teacher,
    [student],
    { titulo: 'Violência', tema: 'A violência contra a mulher', data_limite: inDays(5) },
    { nome, prefix: '/api' },
  );
  const ids: number[] = [];
  for (const [i, texto] of texts.entries()) {
    const sent = await must(
      call<{ redacao_id: number; job_id: string }>(
        student,
        'POST',
        '/api/redacoes/submeter',
        form({ titulo: `Violência ${i + 1}`, texto, tipo_envio: 'texto', atividade_id: atividade.id }),
      ),
      202,
    );
    await stack.pipeline!.completed(sent.job_id);
    ids.push(sent.redacao_id);
  }
  return ids;
}
