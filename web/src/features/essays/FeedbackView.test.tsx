import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { locateHighlights, parseAnalysis } from './analysis';
import type { FeedbackResponse } from './api';
import { useAuth } from '@/stores/auth';
import { FeedbackView } from './FeedbackView';

const TEXT = 'A educação brasileira enfrenta desafios. Os alunos precisa de apoio constante para aprender.';

function competencies(notes: number[]) {
  return notes.map((nota, i) => {
    const n = i + 1;
    return {
      numero_competencia: n,
      nome_competencia: `Competência ${n}`,
      nota_competencia: nota,
      justificativa_nota: `Justificativa ${n}`,
      confianca: { probabilidade: 0.72, faixa: [120, 160] },
      [`pontos_positivos_c${n}`]: [`Ponto positivo ${n}`],
      [`pontos_a_melhorar_detalhados_c${n}`]:
        n === 1
          ? [
              {
                tipo_desvio_c1: 'Concordância',
                trecho_problematico_c1: 'Os alunos precisa',
                explicacao_erro_c1: 'Sujeito plural.',
                sugestao_correcao_gramatical_c1: 'Os alunos precisam',
              },
              {
                tipo_desvio_c1: '',
                trecho_problematico_c1: '',
                explicacao_erro_c1: '',
                sugestao_correcao_gramatical_c1: '',
              },
            ]
          : [],
      ...(n === 5
        ? {
            avaliacao_proposta_intervencao: Object.fromEntries(
              ['acao', 'agente', 'meio_modo', 'finalidade', 'detalhamento'].map((k) => [
                k,
                { presente: k !== 'detalhamento', descricao: `Sobre ${k}` },
              ]),
            ),
            respeito_direitos_humanos: { observacao_dh: 'Sem violações.' },
          }
        : {}),
    };
  });
}

function data(notes: number[], raw?: unknown): FeedbackResponse {
  const analise = raw ?? {
    tese_identificada: 'Tese X',
    comentarios_gerais: 'Comentário geral',
    sugestoes_gerais: ['Sugestão 1'],
    competencias: competencies(notes),
  };
  return {
    redacao: { id: 1, titulo: 'T', texto_original: TEXT, data_correcao: '2025-03-04T15:07:00Z' },
    correcao: {
      nota_geral_enem: notes.reduce((a, b) => a + b, 0),
      is_favorita: false,
      data_correcao: '2025-03-04T15:07:00Z',
      analise_detalhada: analise,
    },
  };
}

describe('score colours and classification (spec 9)', () => {
  it.each([
    [[200, 200, 160, 160, 80], 800, 'Excelente', 'green'],
    [[160, 120, 120, 120, 80], 600, 'Bom', 'blue'],
    [[120, 80, 80, 80, 40], 400, 'Satisfatório', 'yellow'],
    [[80, 80, 80, 80, 40], 360, 'Insuficiente', 'red'],
  ])('%j → %i %s (%s)', (notes, total, label, color) => {
    renderWithProviders(<FeedbackView data={data(notes)} />);
    expect(screen.getByTestId('total-value')).toHaveTextContent(String(total));
    expect(screen.getByTestId('classification')).toHaveTextContent(label);
    expect(screen.getByTestId('total-score')).toHaveAttribute('data-color', color);
  });

  it('colours each competency: ≥160 green, ≥120 yellow, ≥80 orange, else red', () => {
    renderWithProviders(<FeedbackView data={data([160, 120, 80, 40, 200])} />);
    const colors = [1, 2, 3, 4, 5].map((n) => screen.getByTestId(`competency-${n}-score`).getAttribute('data-color'));
    expect(colors).toEqual(['green', 'yellow', 'orange', 'red', 'green']);
  });
});

describe('feedback content', () => {
  it('highlights the problematic excerpt, hides empty improvement items, shows confidence and the C5 table', () => {
    renderWithProviders(<FeedbackView data={data([160, 120, 120, 120, 120])} />);
    const mark = within(screen.getByTestId('essay-body')).getByText('Os alunos precisa');
    expect(mark.tagName).toBe('MARK');
    const c1 = screen.getByTestId('competency-1');
    expect(within(c1).getAllByText(/Explicação:/)).toHaveLength(1);
    // A student (here: nobody signed in, as on a share link) reads the likely grade and its range, not a percentage.
    expect(within(c1).getByText('nota provável 160, pode variar entre 120 e 160')).toBeInTheDocument();
    expect(within(c1).queryByText(/confiança/)).toBeNull();
    const table = screen.getByTestId('intervention-table');
    expect(within(table).getAllByText('Sim')).toHaveLength(4);
    expect(within(table).getAllByText('Não')).toHaveLength(1);
    expect(screen.getByTestId('thesis')).toHaveTextContent('Tese X');
  });

  it('shows a teacher the confidence as a number', () => {
    useAuth.setState({
      user: { id: 7, nome: 'Prof', email: 'p@x.com', tipo: 'professor' } as never,
      token: 't',
      isAuthenticated: true,
    });
    try {
      renderWithProviders(<FeedbackView data={data([160, 120, 120, 120, 120])} />);
      expect(
        within(screen.getByTestId('competency-1')).getByText('confiança 72 % (faixa 120–160)'),
      ).toBeInTheDocument();
    } finally {
      useAuth.setState({ user: null, token: null, isAuthenticated: false });
    }
  });

  it('shows the climb: the level reached, the next one and the steps; at 200 why it is the top', () => {
    const d = data([120, 200, 120, 120, 120]);
    const comps = (d.correcao.analise_detalhada as { competencias: Record<string, unknown>[] }).competencias;
    comps[0]!.proximo_nivel = {
      nivel: 'Nível 120: domínio mediano.',
      proximo: 'Nível 160: bom domínio.',
      passos: ['Corrija "Os alunos precisa" → Os alunos precisam (concordância).'],
    };
    comps[1]!.proximo_nivel = { nivel: 'Nível 200: excelente.', proximo: null, passos: ['O que fez: repertório.'] };
    renderWithProviders(<FeedbackView data={d} />);
    const c1 = within(screen.getByTestId('competency-1')).getByTestId('competency-climb');
    expect(c1).toHaveTextContent('Como passar de 120 para 160');
    expect(c1).toHaveTextContent('Próximo: Nível 160: bom domínio.');
    expect(within(c1).getAllByRole('listitem')).toHaveLength(1);
    const c2 = within(screen.getByTestId('competency-2')).getByTestId('competency-climb');
    expect(c2).toHaveTextContent('Por que é nota máxima');
    expect(c2).not.toHaveTextContent('Próximo:');
    // An analysis without a climb (another engine) shows none.
    expect(within(screen.getByTestId('competency-3')).queryByTestId('competency-climb')).toBeNull();
  });

  it('highlights a recurring excerpt where the engine found it (its offset), else at its first occurrence', () => {
    const text = `${TEXT} Mesmo assim, os alunos precisa de tempo.`;
    const second = text.lastIndexOf('os alunos precisa');
    const d = data([160, 120, 120, 120, 120]);
    const analise = d.correcao.analise_detalhada as { competencias: Record<string, unknown>[] };
    const items = analise.competencias[0]!.pontos_a_melhorar_detalhados_c1 as Record<string, unknown>[];
    items[0]!.inicio_trecho_c1 = second;
    const placed = (a: unknown) => locateHighlights(text, parseAnalysis(a).competencias).map((h) => h.start);
    expect(placed(analise)).toEqual([second]);
    delete items[0]!.inicio_trecho_c1;
    expect(placed(analise)).toEqual([text.indexOf('Os alunos precisa')]);
  });

  it('leaves out the findings a teacher struck (c1:0), from the list and the text, in either form of the analysis', () => {
    const d = data([160, 120, 120, 120, 120]);
    renderWithProviders(<FeedbackView data={d} struck={['c1:0']} />);
    expect(within(screen.getByTestId('competency-1')).queryAllByText(/Explicação:/)).toHaveLength(0);
    expect(within(screen.getByTestId('essay-body')).queryByText('Os alunos precisa', { selector: 'mark' })).toBeNull();
    const fromString = parseAnalysis(JSON.stringify(d.correcao.analise_detalhada), ['c1:0']);
    expect(fromString.competencias[0]!.melhorias).toHaveLength(0);
    expect(parseAnalysis(d.correcao.analise_detalhada, ['c2:0']).competencias[0]!.melhorias).toHaveLength(1);
  });

  it('accepts analise_detalhada as a JSON string or as plain text', () => {
    const obj = data([120, 120, 120, 120, 120]).correcao.analise_detalhada;
    expect(parseAnalysis(JSON.stringify(obj)).competencias).toHaveLength(5);
    const plain = parseAnalysis('Texto livre do corretor.');
    expect(plain.comentarios).toBe('Texto livre do corretor.');
    expect(plain.competencias).toHaveLength(0);
  });
});
