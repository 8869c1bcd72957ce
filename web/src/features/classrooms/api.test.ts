import { painelPath } from '@/features/dashboard/api';
import { activityLevel } from './api';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const ago = (hours: number) => new Date(NOW - hours * 3_600_000).toISOString();

describe('student activity classification (spec 2.8: thresholds 1 and 7 days)', () => {
  it.each([
    [null, 'Nunca acessou'],
    [ago(1), 'Ativo recentemente'],
    [ago(24), 'Ativo recentemente'],
    [ago(25), 'Moderado'],
    [ago(7 * 24), 'Moderado'],
    [ago(7 * 24 + 1), 'Inativo'],
  ])('%s → %s', (ultima, label) => {
    expect(activityLevel(ultima, NOW).label).toBe(label);
  });
});

describe('dashboard endpoint per role and view (spec 7)', () => {
  it.each([
    ['auto', 'estudante', '/painel'],
    ['auto', 'professor', '/painel'],
    ['student', 'estudante', '/painel'],
    ['teacher', 'professor', '/painel'],
    ['auto', 'admin', '/painel'],
    ['student', 'admin', '/painel/visao/estudante'],
    ['teacher', 'admin', '/painel/visao/professor'],
  ] as const)('%s view for %s → %s', (view, tipo, path) => {
    expect(painelPath(view, tipo)).toBe(path);
  });
});
