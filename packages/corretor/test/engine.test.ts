import { describe, expect, test, beforeAll } from '@jest/globals';
import { analysisSchema, CORRECTION_PHASES, type CorrectionProgress } from '@argumenta/contracts';
import { createLocalEngine, type LocalEngine } from '../src/engine.js';
import { CONCL_AGENT_ACTION, DEV1, DEV2, ESSAY, INTRO } from './fixtures/essays.js';

let engine: LocalEngine;
beforeAll(async () => {
  engine = await createLocalEngine();
});

describe('createLocalEngine().correct', () => {
  test('returns a valid analise_detalhada and reports the phases in order, never 100', async () => {
    const events: CorrectionProgress[] = [];
    const input = {
      texto: ESSAY,
      titulo: 'Evasão escolar',
      proposta: { titulo: 'Os desafios para combater a evasão escolar no Brasil', texto_apoio: null },
    };
    const out = await engine.correct(input, (p) => void events.push(p));
    expect(analysisSchema.safeParse(out).success).toBe(true);
    expect(out.motor).toBe('local');
    expect(out.tese_identificada).toMatch(/evasão escolar ainda persiste/);
    const c5 = out.competencias[4];
    if (c5.numero_competencia !== 5) throw new Error('C5 fora de ordem');
    expect(c5.avaliacao_proposta_intervencao.agente).toEqual(
      expect.objectContaining({ presente: true, trecho: 'Ministério da Educação' }),
    );
    // Every quoted passage must be highlightable in the essay.
    for (const c of out.competencias) {
      const items = Object.entries(c)
        .filter(([k]) => k.startsWith('pontos_a_melhorar'))
        .flatMap(([, v]) => v as Record<string, string>[]);
      for (const it of items)
        for (const [k, v] of Object.entries(it)) if (k.startsWith('trecho')) expect(ESSAY).toContain(v);
    }
    expect(events.map((e) => e.phase)).toEqual([
      'reading',
      'competencies',
      'competencies',
      'competencies',
      'competencies',
      'competencies',
      'grades',
      'feedback',
    ]);
    expect([...new Set(events.map((e) => e.phase))]).toEqual([...CORRECTION_PHASES]);
    const pct = events.map((e) => e.percent);
    expect(pct).toEqual([...pct].sort((a, b) => a - b));
    expect(Math.max(...pct)).toBeLessThan(100);
    expect(events.every((e) => e.message.length > 10)).toBe(true);
  });

  test('a weaker essay scores lower than the complete one, with the C5 and C4 rules applied', async () => {
    const good = engine.score({ texto: ESSAY }).notas;
    const weak = engine.score({
      texto: `${INTRO}\n${DEV1.split('. ')[0]}. ${DEV2.split('. ')[0]}.\n${CONCL_AGENT_ACTION}`,
    }).notas;
    expect(weak.reduce((a, b) => a + b, 0)).toBeLessThan(good.reduce((a, b) => a + b, 0));
    expect(good[4]).toBeGreaterThanOrEqual(160);
    expect(weak[4]).toBeLessThanOrEqual(120);
    const oneParagraph = engine.score({ texto: ESSAY.replace(/\n/g, ' ') }).notas;
    expect(oneParagraph[3]).toBeLessThanOrEqual(80);
  });

  test('a too-short text is annulled with zero in every competency', async () => {
    const out = await engine.correct({ texto: 'A educação é importante. Todos devem estudar mais.' }, () => undefined);
    expect(analysisSchema.parse(out).anulacao?.motivo).toMatch(/insuficiente/);
    expect(out.competencias.map((c) => c.nota_competencia)).toEqual([0, 0, 0, 0, 0]);
  });

  test('honours the abort signal between phases', async () => {
    const ctrl = new AbortController();
    const phases: string[] = [];
    const run = engine.correct(
      { texto: ESSAY },
      (p) => {
        phases.push(p.phase);
        if (p.phase === 'competencies') ctrl.abort();
      },
      ctrl.signal,
    );
    await expect(run).rejects.toThrow();
    expect(phases).not.toContain('grades');
  });
});
