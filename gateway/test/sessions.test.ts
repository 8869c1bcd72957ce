import { jest } from '@jest/globals';
import { io as connect, type Socket } from 'socket.io-client';
import { SESSION_ENDED_MESSAGE } from '@argumenta/platform';
import { api, tokenFor, uniqueEmail } from '@argumenta/testkit';
import { inDays } from '@argumenta/testkit/actors';
import { handshake as socketHandshake } from '@argumenta/testkit/realtime';
import { startStack, type Stack } from '@argumenta/testkit/stack';

// Sessions end when they should (issue 44): whatever the Authorization header's spelling, a logged-out token is
// refused; a socket is closed with its session; a deleted or demoted user's tokens stop working at once.
jest.setTimeout(120_000);

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ name: 'sessoes' });
});
afterAll(async () => {
  await stack?.close();
});

const gw = () => stack.gateway.url;
const get = (path: string, authorization: string) => api(gw(), 'GET', path, { headers: { authorization } });
async function login(email: string, password = 'segredo1') {
  const res = await api(gw(), 'POST', '/api/auth/login', { body: { email, password } });
  expect(res.status).toBe(200);
  return res.body.data as { token: string; user: { id: number; tipo: string } };
}
async function registered() {
  const email = uniqueEmail('sessao');
  expect(
    (
      await api(gw(), 'POST', '/api/auth/registrar', {
        body: { name: 'Caio Lima', email, password: 'segredo1', confirmPassword: 'segredo1' },
      })
    ).status,
  ).toBe(201);
  return email;
}

/** The spellings of one token that HTTP allows a client to send (RFC 9110: the scheme is case-insensitive). */
const FORMS = (t: string) => ({
  exato: `Bearer ${t}`,
  minusculo: `bearer ${t}`,
  maiusculo: `BEARER ${t}`,
  'dois espaços': `Bearer  ${t}`,
  tab: `Bearer\t${t}`,
});

/** A connected socket and the reason it was closed, once it is ('still open' if it is not within 15 s). */
function openSocket(token: string): Promise<{ socket: Socket; closed: Promise<string> }> {
  const socket = connect(gw(), { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false });
  const closed = new Promise<string>((resolve) => {
    const bound = setTimeout(() => resolve('still open'), 15_000);
    socket.on('disconnect', (reason) => {
      clearTimeout(bound);
      resolve(reason);
    });
  });
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve({ socket, closed }));
    socket.on('connect_error', reject);
  });
}
const handshake = (token: string) => socketHandshake(gw(), token);

describe('the Authorization header is read one way everywhere', () => {
  it('every spelling of a live token works; after logout every spelling is refused by every service, the dashboard and logout itself', async () => {
    const email = await registered();
    const { token } = await login(email);
    for (const [form, header] of Object.entries(FORMS(token)))
      expect({ form, status: (await get('/api/auth/perfil', header)).status }).toEqual({ form, status: 200 });

    // Logged out in one spelling: ended in all of them.
    expect(
      (await api(gw(), 'POST', '/api/auth/logout', { headers: { authorization: `bearer ${token}` } })).status,
    ).toBe(200);
    for (const [form, header] of Object.entries(FORMS(token))) {
      for (const path of [
        '/api/auth/perfil',
        '/api/salas',
        '/api/atividades',
        '/api/redacoes',
        '/api/propostas',
        '/api/painel',
      ]) {
        const res = await get(path, header);
        expect({ form, path, status: res.status, message: res.body.error?.message }).toEqual({
          form,
          path,
          status: 401,
          message: SESSION_ENDED_MESSAGE,
        });
      }
    }
  });

  it('anything but exactly one bearer token is 401, on protected and public routes alike, never anonymous', async () => {
    const { token } = await login(await registered());
    const malformed = [
      'Bearer',
      'Bearer ',
      `Bearer ${token} ${token}`,
      `Bearer ${token},Bearer ${token}`,
      `Basic ${token}`,
      `Token ${token}`,
      token,
      `Bearer${token}`,
      '',
    ];
    for (const authorization of malformed) {
      for (const [method, path] of [
        ['GET', '/api/auth/perfil'],
        ['GET', '/api/salas'],
        ['GET', '/api/painel'],
        ['POST', '/api/auth/login'],
      ] as const) {
        const res = await api(gw(), method, path, {
          headers: { authorization },
          body: method === 'POST' ? { email: 'x@teste.com', password: 'segredo1' } : undefined,
        });
        expect({ authorization, path, status: res.status, code: res.body.error?.code }).toEqual({
          authorization,
          path,
          status: 401,
          code: 'unauthorized',
        });
      }
    }
    // A file URL's token is one token too.
    expect((await api(gw(), 'GET', `/api/redacoes/1/pdf?token=${token}&token=${token}`)).status).toBe(401);
  });

  it('a service reached directly reads the header the same way (an odd spelling of a good token is that token; a malformed one is nobody)', async () => {
    const { token } = await login(await registered());
    const auth = stack.services.auth.url;
    expect((await api(auth, 'GET', '/auth/perfil', { headers: { authorization: `BEARER  ${token}` } })).status).toBe(
      200,
    );
    expect(
      (await api(auth, 'GET', '/auth/perfil', { headers: { authorization: `Bearer ${token} extra` } })).status,
    ).toBe(401);
  });
});

describe('a socket lives as long as its session', () => {
  it('logout closes the open socket at once; its reconnection is refused; the same user’s other session keeps its socket', async () => {
    const email = await registered();
    const { token } = await login(email);
    const other = await login(email);
    const mine = await openSocket(token);
    const theirs = await openSocket(other.token);

    expect((await api(gw(), 'POST', '/api/auth/logout', { token })).status).toBe(200);
    expect(await mine.closed).toBe('io server disconnect');
    expect(await handshake(token)).toBe('Não autenticado');
    expect(theirs.socket.connected).toBe(true);
    theirs.socket.close();
  });

  it('a socket is closed when its token expires, and cannot come back with it', async () => {
    const email = await registered();
    const { user } = await login(email);
    // Long enough to pass the handshake on a loaded machine; the test waits for the close event, not for the time.
    const shortLived = tokenFor({ id: user.id, tipo: 'estudante', nome: 'Caio Lima' }, 4);
    const { closed } = await openSocket(shortLived);
    expect(await closed).toBe('io server disconnect');
    expect(await handshake(shortLived)).toBe('Não autenticado');
  });
});

describe('deleting or demoting a user ends their sessions at once', () => {
  it('a teacher deleted by the admin can no longer read their room, create an activity or a room, and their socket is closed', async () => {
    const admin = await stack.make('admin');
    const teacher = await stack.make('professor');
    const sala = await api(gw(), 'POST', '/api/salas', { token: teacher.token, body: { nome: 'Turma A' } });
    expect(sala.status).toBe(201);
    const socket = await openSocket(teacher.token);

    const deleted = await api(gw(), 'DELETE', `/api/admin/usuarios/${teacher.id}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect(await socket.closed).toBe('io server disconnect');
    for (const [method, path, body] of [
      ['GET', `/api/salas/${sala.body.data.id}`, undefined],
      [
        'POST',
        '/api/atividades/criar',
        { sala_id: sala.body.data.id, titulo: 'Nova', tema: 'Tema novo', data_limite: inDays(3) },
      ],
      ['POST', '/api/salas', { nome: 'Turma B' }],
    ] as const) {
      const res = await api(gw(), method, path, { token: teacher.token, body });
      expect({ path, status: res.status, message: res.body.error?.message }).toEqual({
        path,
        status: 401,
        message: SESSION_ENDED_MESSAGE,
      });
    }
    // The admin's own session is untouched.
    expect((await api(gw(), 'GET', '/api/admin/estatisticas', { token: admin.token })).status).toBe(200);
  });

  it('a teacher demoted to student loses the teacher’s routes at once; a new login carries the new role; placing without a role change ends nothing', async () => {
    const admin = await stack.make('admin');
    const teacher = await stack.make('professor');
    const escola = await api(gw(), 'POST', '/api/escolas', {
      token: admin.token,
      body: { nome: `Escola ${Math.random().toString(36).slice(2, 9)}` },
    });
    expect(escola.status).toBe(201);
    const place = (papel: string) =>
      api(gw(), 'POST', `/api/escolas/${escola.body.data.id}/membros`, {
        token: admin.token,
        body: { usuario_id: teacher.id, papel },
      });
    // Same role, another school: the token still tells the truth.
    expect((await place('professor')).status).toBe(200);
    expect((await api(gw(), 'POST', '/api/salas', { token: teacher.token, body: { nome: 'Turma C' } })).status).toBe(
      201,
    );

    expect((await place('estudante')).status).toBe(200);
    const res = await api(gw(), 'POST', '/api/salas', { token: teacher.token, body: { nome: 'Turma D' } });
    expect({ status: res.status, message: res.body.error?.message }).toEqual({
      status: 401,
      message: SESSION_ENDED_MESSAGE,
    });
    const again = await login(teacher.email);
    expect(again.user.tipo).toBe('estudante');
    expect((await api(gw(), 'POST', '/api/salas', { token: again.token, body: { nome: 'Turma E' } })).status).toBe(403);
  });
});
