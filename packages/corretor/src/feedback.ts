// Assembles `analise_detalhada` from the evidence and the grades: every sentence of feedback is built from what
// was found in this essay (quoted passages, counts), never from fixed filler.
import {
  COMPETENCY_NAMES,
  type Analysis,
  type CompetencyC1,
  type CompetencyC2,
  type CompetencyC3,
  type CompetencyC4,
  type CompetencyC5,
} from '@argumenta/contracts';
import { isContent, type InterventionElement, type TextAnalysis } from './analysis.js';
import { announcesTopics } from './analysis/c3-argument.js';
import { C1_NOT_COVERED, climbOf, quote as q } from './climb.js';
import type { Grades } from './grades.js';
import { originalOffset } from './text.js';

/** Where a quoted piece starts in the essay as given (`inicio_trecho_cN`: which occurrence, when the words recur). */
const startIn = (a: TextAnalysis, piece: { start: number } | undefined) =>
  piece ? originalOffset(a.doc, piece.start) : undefined;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
export const LEVEL_WORD: Record<number, string> = {
  0: 'insuficiente',
  40: 'precário',
  80: 'mediano',
  120: 'adequado',
  160: 'bom',
  200: 'excelente',
};
const ELEMENT_LABEL: Record<InterventionElement, string> = {
  agente: 'agente',
  acao: 'ação',
  meio_modo: 'meio/modo',
  finalidade: 'finalidade',
  detalhamento: 'detalhamento',
};

function justify(n: number, grades: Grades, body: string): string {
  const conf = grades.confiancas[n];
  const rule = grades.regras[n] ? ` ${grades.regras[n]}` : '';
  const faixa = conf && conf.faixa[0] !== conf.faixa[1] ? ` Faixa plausível: ${conf.faixa[0]}–${conf.faixa[1]}.` : '';
  return `Nota ${grades.notas[n]} (desempenho ${LEVEL_WORD[grades.notas[n]]}). ${body}${rule}${faixa}`;
}

/**
 * The kinds of deviation C1's rules look for (Evidence.tipo): the justification names them, never a bare "no
 * deviations". A kind found that is not listed here is named too (the list can only fall behind the rules, never overstate).
 */
export const C1_CHECKED_KINDS = [
  'ortografia',
  'acentuação',
  'maiúscula',
  'pontuação',
  'crase',
  'concordância',
  'registro informal',
  'período longo',
  'palavra repetida',
  'concordância verbal',
  'concordância nominal',
  'palavra confundida',
  'regência',
  'expressão condenada',
];
function c1Checked(found: Map<string, number>): string {
  const kinds = [...new Set([...C1_CHECKED_KINDS, ...found.keys()])];
  return `Verificados: ${kinds.slice(0, -1).join(', ')} e ${kinds[kinds.length - 1]}.`;
}

function c1(a: TextAnalysis, g: Grades): CompetencyC1 {
  const byType = new Map<string, number>();
  for (const d of a.c1.desvios) byType.set(d.tipo, (byType.get(d.tipo) ?? 0) + 1);
  const summary = [...byType.entries()].map(([t, n]) => `${n} de ${t}`).join(', ');
  const rate = (100 * a.c1.desvios.length) / Math.max(a.words, 1);
  const positives: string[] = [];
  if (!byType.get('ortografia') && !byType.get('acentuação'))
    positives.push(
      'Todas as palavras constam do dicionário e nenhum acento faltou nas formas verificadas (a troca por outra palavra que existe, como "trás" por "traz", só é apontada nos casos que as regras conhecem).',
    );
  else if ((byType.get('ortografia') ?? 0) + (byType.get('acentuação') ?? 0) <= 2)
    positives.push('Ortografia quase sem desvios.');
  if (!byType.get('registro informal')) positives.push('Registro formal mantido: não há marcas de oralidade.');
  if (!byType.get('período longo') && a.doc.sentences.length >= 8)
    positives.push(`Períodos de extensão controlada (${a.doc.sentences.length} períodos).`);
  if (!byType.get('maiúscula')) positives.push('Uso correto de maiúsculas no início das frases e em nomes próprios.');
  return {
    numero_competencia: 1,
    nome_competencia: COMPETENCY_NAMES[1],
    nota_competencia: g.notas[0],
    justificativa_nota: justify(
      0,
      g,
      `${c1Checked(byType)} ${a.c1.desvios.length ? `${a.c1.desvios.length === 1 ? 'Foi encontrado' : 'Foram encontrados'} ${plural(a.c1.desvios.length, 'desvio', 'desvios')} em ${a.words} palavras (${rate.toFixed(1)} por 100): ${summary}.` : `Nessas verificações, 0 desvios em ${a.words} palavras; o que elas não cobrem (${C1_NOT_COVERED}) não foi verificado.`}` +
        (a.c1.digitacao.length
          ? ` Há também ${plural(a.c1.digitacao.length, 'deslize', 'deslizes')} de digitação no espaço em torno da pontuação, que não ${a.c1.digitacao.length === 1 ? 'conta' : 'contam'} como desvio no ENEM (na folha manuscrita não existem), mas vale corrigir.`
          : ''),
    ),
    confianca: g.confiancas[0],
    pontos_positivos_c1: positives,
    // The deviations first; typing tips only in the room that is left.
    pontos_a_melhorar_detalhados_c1: [...a.c1.desvios, ...a.c1.digitacao].slice(0, 25).map((d) => ({
      tipo_desvio_c1: d.tipo,
      trecho_problematico_c1: d.trecho,
      inicio_trecho_c1: startIn(a, d),
      explicacao_erro_c1: d.detalhe,
      // No suggestion rather than an instruction in its place: a suggestion is always a real word or expression.
      sugestao_correcao_gramatical_c1: d.sugestao ?? '',
    })),
  };
}

function c2(a: TextAnalysis, g: Grades): CompetencyC2 {
  const { c2 } = a;
  const sim = c2.similaridadeTema;
  const fonte = {
    proposta: 'ao tema e aos textos da proposta',
    titulo: 'ao título e à introdução',
    introducao: 'à introdução',
  }[c2.fonteTema];
  // A tangent (or fugitive) essay's vocabulary may still echo the proposal's words: the judgement decides.
  const aderencia =
    c2.tema.situacao === 'tangencia' || c2.tema.situacao === 'fuga'
      ? 'baixa'
      : sim >= 0.25
        ? 'alta'
        : sim >= 0.15
          ? 'moderada'
          : 'baixa';
  const tied = c2.repertorio.filter((r) => r.vinculado);
  const positives: string[] = [];
  if (aderencia !== 'baixa') positives.push(`Vocabulário próximo ${fonte} (aderência ${aderencia}).`);
  for (const r of tied.slice(0, 3)) positives.push(`Repertório articulado ao argumento: ${q(r.trecho, 100)}.`);
  if (c2.estrutura.introducao && c2.estrutura.conclusao && c2.estrutura.desenvolvimento >= 2)
    positives.push(
      `Estrutura dissertativa completa: introdução, ${c2.estrutura.desenvolvimento} parágrafos de desenvolvimento e conclusão.`,
    );
  const issues: CompetencyC2['pontos_a_melhorar_detalhados_c2'] = [];
  const tema = topicIssue(a);
  if (tema) issues.push(tema);
  else if (aderencia === 'baixa')
    issues.push({
      aspecto_avaliado_c2: 'Abordagem do tema',
      descricao_problema_c2: `Pouca relação lexical ${fonte}: o texto pode estar tangenciando o tema.`,
      sugestao_melhoria_c2: 'Retome as palavras-chave do tema na introdução e em cada tópico frasal.',
      trecho_problematico_c2: a.doc.paragraphs[0]?.sentences[0]?.text,
      inicio_trecho_c2: startIn(a, a.doc.paragraphs[0]?.sentences[0]),
    });
  if (c2.repertorio.length === 0)
    issues.push({
      aspecto_avaliado_c2: 'Repertório sociocultural',
      descricao_problema_c2: 'Não há repertório legitimado (lei, dado, autor, fato histórico) identificável.',
      sugestao_melhoria_c2:
        'Inclua ao menos um repertório pertinente — por exemplo, um artigo da Constituição, um dado do IBGE ou um pensador — e explique como ele sustenta sua tese.',
    });
  for (const r of c2.repertorio.filter((x) => !x.vinculado).slice(0, 2))
    issues.push({
      aspecto_avaliado_c2: 'Repertório não articulado',
      descricao_problema_c2: 'O repertório aparece, mas não se liga explicitamente ao tema ou ao argumento.',
      sugestao_melhoria_c2: 'Depois de citar, explique a relação com sua tese ("Isso evidencia que…").',
      trecho_problematico_c2: r.trecho,
      inicio_trecho_c2: startIn(a, r),
    });
  if (!c2.estrutura.conclusao || c2.estrutura.desenvolvimento < 2)
    issues.push({
      aspecto_avaliado_c2: 'Estrutura dissertativo-argumentativa',
      descricao_problema_c2: `O texto tem ${plural(a.doc.paragraphs.length, 'parágrafo', 'parágrafos')}; o modelo esperado tem introdução, dois desenvolvimentos e conclusão.`,
      sugestao_melhoria_c2: 'Organize o texto em quatro parágrafos: tese, dois argumentos e proposta de intervenção.',
    });
  for (const c of c2.copia.slice(0, 2))
    issues.push({
      aspecto_avaliado_c2: 'Cópia dos textos motivadores',
      descricao_problema_c2: c.detalhe,
      sugestao_melhoria_c2: c.sugestao ?? 'Reescreva com suas palavras.',
      trecho_problematico_c2: c.trecho,
      inicio_trecho_c2: startIn(a, c),
    });
  return {
    numero_competencia: 2,
    nome_competencia: COMPETENCY_NAMES[2],
    nota_competencia: g.notas[1],
    justificativa_nota: justify(
      1,
      g,
      `${topicSentence(a.c2.tema)} Aderência lexical ${aderencia} ${fonte}; ${plural(c2.repertorio.length, 'repertório identificado', 'repertórios identificados')}, ${tied.length === 1 ? '1 articulado' : `${tied.length} articulados`} ao argumento; ${plural(a.doc.paragraphs.length, 'parágrafo', 'parágrafos')}.`,
    ),
    confianca: g.confiancas[1],
    pontos_positivos_c2: positives,
    pontos_a_melhorar_detalhados_c2: issues,
  };
}

const listed = (xs: readonly (string | number)[]) =>
  xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} e ${xs[xs.length - 1]}`;
const quoted = (xs: readonly string[]) => listed(xs.map((x) => `"${x}"`));

/** What the topic judgement was made against and what it found (C2's justification says it first). */
function topicSentence(t: TextAnalysis['c2']['tema']): string {
  if (t.fonte === 'nenhuma') return 'Redação sem proposta nem título: não há tema contra o qual julgar a aderência.';
  if (t.situacao === 'nao_julgado')
    return t.fonte === 'titulo'
      ? 'Redação sem proposta: o título tem poucas palavras para julgar a aderência ao tema.'
      : 'A proposta tem poucas palavras para julgar a aderência ao tema.';
  const against =
    t.fonte === 'titulo'
      ? 'Redação sem proposta: a aderência foi julgada pelo título que você deu a ela.'
      : 'Aderência julgada contra a proposta e os outros temas do banco.';
  const verdict =
    t.situacao === 'tangencia'
      ? 'O texto tangencia o tema.'
      : t.situacao === 'fuga'
        ? 'O texto foge ao tema.'
        : 'O texto trata do tema.';
  return `${against} ${verdict}`;
}

/** The evidence of a tangent (or fugitive) essay: which words and paragraphs stay on the theme and which do not. */
function topicIssue(a: TextAnalysis): CompetencyC2['pontos_a_melhorar_detalhados_c2'][number] | undefined {
  const t = a.c2.tema;
  if (t.situacao !== 'tangencia' && t.situacao !== 'fuga') return undefined;
  const paras = `${t.paragrafosNoTema.length ? `Parágrafos no tema: ${listed(t.paragrafosNoTema)}` : 'Nenhum parágrafo fica no tema'}; ${t.paragrafosFora.length ? `fora dele: ${listed(t.paragrafosFora)}` : 'nenhum fora dele'}.`;
  const descricao =
    t.fonte === 'titulo'
      ? `Sem proposta, o tema é o do seu título, e nenhuma das palavras dele (${quoted(t.palavrasFora)}) aparece no texto: a redação trata de outro assunto. ${paras}`
      : `${t.palavrasDaProposta.length ? `Das palavras próprias da proposta, o texto usa ${quoted(t.palavrasDaProposta)}` : 'O texto não usa as palavras próprias da proposta'}; o vocabulário dele (${quoted(t.palavrasFora)}) está mais perto do tema "${t.temaProximo}". ${paras}`;
  const fora = t.paragrafosFora[0] ? a.doc.paragraphs[t.paragrafosFora[0] - 1]?.sentences[0] : undefined;
  return {
    aspecto_avaliado_c2: 'Tangenciamento do tema',
    descricao_problema_c2: descricao,
    sugestao_melhoria_c2:
      'Releia o recorte da proposta e faça cada parágrafo discutir esse recorte, não o assunto geral: retome as palavras-chave do tema na tese e em cada tópico frasal.',
    ...(fora ? { trecho_problematico_c2: fora.text, inicio_trecho_c2: startIn(a, fora) } : {}),
  };
}

function c3(a: TextAnalysis, g: Grades): CompetencyC3 {
  const { c3 } = a;
  const devs = c3.paragrafos.slice(1, -1);
  const positives: string[] = [];
  if (c3.tese) positives.push(`Tese identificável na introdução: ${q(c3.tese.trecho)}.`);
  const developed = c3.topicos.filter((t) => t.desenvolvido);
  // Each topic with the paragraph that takes it up; by the order of the announcement (or as the one paragraph left to
  // it), said so.
  const byOrder = (t: (typeof developed)[number]) =>
    !t.pelaOrdem
      ? ''
      : t.paragrafo === c3.topicos.indexOf(t) + 1
        ? ', pela ordem do anúncio: o parágrafo repete poucas palavras do tópico'
        : ', o único parágrafo que não desenvolve outro tópico: ele repete poucas palavras deste';
  if (developed.length)
    positives.push(
      `Tópicos anunciados e desenvolvidos: ${developed
        .map(
          (t) =>
            `${q(t.topico, 60)} (${t.paragrafo !== undefined ? `${t.paragrafo + 1}º parágrafo` : 'desenvolvimento'}${byOrder(t)})`,
        )
        .join('; ')}.`,
    );
  if (c3.progressao >= 0.6)
    positives.push(
      `Progressão temática: cada parágrafo de desenvolvimento traz ${Math.round(c3.progressao * 100)} % de vocabulário novo.`,
    );
  const issues: CompetencyC3['pontos_a_melhorar_detalhados_c3'] = [];
  if (!c3.tese)
    issues.push({
      aspecto_avaliado_c3: 'Tese',
      descricao_problema_c3:
        'Nenhum período da introdução declara uma posição com as marcas que a leitura automática reconhece ("é preciso", "deve", "é inaceitável", "isso tem afetado"…): não identificamos a tese (ponto de vista).',
      sugestao_melhoria_c3: c3.topicos.length
        ? `A introdução já anuncia ${c3.topicos.length === 1 ? 'o tópico' : 'os tópicos'} ${quoted(c3.topicos.map((t) => t.topico))}; acrescente uma frase que declare o que você defende sobre o tema ("é urgente enfrentar…", "é inaceitável que…").`
        : 'Feche a introdução com uma frase que declare sua posição e anuncie os dois argumentos que vai desenvolver.',
    });
  for (const t of c3.topicos.filter((x) => !x.desenvolvido).slice(0, 2))
    issues.push({
      aspecto_avaliado_c3: 'Projeto de texto',
      descricao_problema_c3: `O tópico ${q(t.topico, 80)} é anunciado na introdução, mas nenhum parágrafo de desenvolvimento retoma as palavras dele: confira se ele é desenvolvido (talvez com outras palavras) ou ajuste o anúncio.`,
      sugestao_melhoria_c3:
        'Dedique um parágrafo de desenvolvimento a cada tópico anunciado, ou ajuste a tese ao que você desenvolve.',
      trecho_problematico_c3: t.topico,
    });
  devs.forEach((p, i) => {
    const para = a.doc.paragraphs[i + 1];
    if (p.palavras < 50)
      issues.push({
        aspecto_avaliado_c3: 'Desenvolvimento do argumento',
        descricao_problema_c3: `O ${i + 1}º parágrafo de desenvolvimento tem só ${plural(p.palavras, 'palavra', 'palavras')}: o argumento fica apenas enunciado.`,
        sugestao_melhoria_c3: 'Desenvolva com causa, consequência e um exemplo ou dado que comprove a ideia.',
        trecho_problematico_c3: para.sentences[0]?.text,
        inicio_trecho_c3: startIn(a, para.sentences[0]),
      });
    else if (p.relacoes === 0)
      issues.push({
        aspecto_avaliado_c3: 'Argumentação',
        descricao_problema_c3: `O ${i + 1}º parágrafo de desenvolvimento expõe fatos sem relações de causa, consequência ou exemplificação explícitas.`,
        sugestao_melhoria_c3:
          'Explique por que o fato ocorre e que efeitos produz ("isso ocorre porque…", "como consequência…").',
        trecho_problematico_c3: para.sentences[0]?.text,
        inicio_trecho_c3: startIn(a, para.sentences[0]),
      });
  });
  return {
    numero_competencia: 3,
    nome_competencia: COMPETENCY_NAMES[3],
    nota_competencia: g.notas[2],
    justificativa_nota: justify(
      2,
      g,
      `${c3.tese ? 'Tese identificada na introdução' : 'Tese não identificada'}; ${plural(devs.length, 'parágrafo de desenvolvimento', 'parágrafos de desenvolvimento')} com média de ${devs.length ? Math.round(devs.reduce((s, p) => s + p.palavras, 0) / devs.length) : 0} palavras; ${c3.topicos.length ? `${developed.length} de ${c3.topicos.length === 1 ? '1 tópico anunciado na introdução desenvolvido' : `${c3.topicos.length} tópicos anunciados na introdução desenvolvidos`}` : announcesTopics(a.doc.paragraphs[0]?.text ?? '') ? 'a introdução anuncia tópicos que a leitura automática não conseguiu separar' : 'não encontramos na introdução tópicos anunciados ("seja pela…", "devido à…", "decorre de…", "tanto… quanto…") que o desenvolvimento vá tratar'}.`,
    ),
    confianca: g.confiancas[2],
    pontos_positivos_c3: positives,
    pontos_a_melhorar_detalhados_c3: issues,
  };
}

function c4(a: TextAnalysis, g: Grades): CompetencyC4 {
  const { c4 } = a;
  const fns = [...new Set(c4.conectivos.map((c) => c.funcao))];
  const positives: string[] = [];
  // The same openings the justification counts, each with its paragraph and its whole connective (never cut: a
  // resuming locution runs to six words past the preposition, "Em virtude dos fatos mencionados").
  const opened = c4.aberturas.filter((x) => x.conectivo);
  if (opened.length)
    positives.push(
      `${opened.length === 1 ? 'Parágrafo aberto' : 'Parágrafos abertos'} por conectivo argumentativo: ${listed(opened.map((x) => `o ${x.paragrafo + 1}º (${q(x.trecho)})`))}.`,
    );
  if (c4.distintos >= 8)
    positives.push(`Repertório variado de conectivos (${c4.distintos} diferentes, funções: ${fns.join(', ')}).`);
  if (c4.referenciais >= 4) positives.push(`Retomadas por pronomes e expressões referenciais (${c4.referenciais}).`);
  const issues: CompetencyC4['pontos_a_melhorar_detalhados_c4'] = [];
  if (c4.entreParagrafos < 2) {
    // The claim names the paragraphs it counted, with their opening connective, so it can be checked on the text.
    const opened = c4.aberturas.map((x) => `o ${x.paragrafo + 1}º (${q(x.trecho)})`);
    const p = a.doc.paragraphs.find((x, i) => i > 0 && !c4.aberturas.some((o) => o.paragrafo === i));
    issues.push({
      tipo_problema_coesao_c4: 'Articulação entre parágrafos',
      trecho_problematico_c4: p?.sentences[0]?.text ?? a.doc.paragraphs[0]?.text.slice(0, 80) ?? '',
      inicio_trecho_c4: startIn(a, p?.sentences[0] ?? a.doc.paragraphs[0]),
      descricao_problema_c4: `${
        !opened.length
          ? 'Nenhum parágrafo depois da introdução tem conectivo argumentativo nas primeiras palavras'
          : c4.aberturas[0]!.conectivo
            ? `Só 1 parágrafo depois da introdução tem conectivo argumentativo nas primeiras palavras: ${opened[0]}`
            : `Nenhum parágrafo depois da introdução tem conectivo argumentativo nas primeiras palavras; só ${opened[0]} se liga ao anterior, por uma expressão que o retoma`
      }; a nota máxima exige ao menos dois.`,
      sugestao_melhoria_c4: 'Abra os parágrafos com operadores como "Além disso,", "Em contrapartida,", "Portanto,".',
    });
  }
  for (const r of c4.repetidos.slice(0, 2)) {
    const c = c4.conectivos.find((x) => x.trecho.toLowerCase() === r.conectivo)!;
    issues.push({
      tipo_problema_coesao_c4: 'Repetição de conectivo',
      trecho_problematico_c4: c.trecho,
      inicio_trecho_c4: startIn(a, c),
      descricao_problema_c4: `"${r.conectivo}" aparece ${r.vezes} vezes.`,
      sugestao_melhoria_c4: `Varie com equivalentes de ${c.funcao} (${SYNONYMS[c.funcao] ?? 'outros conectivos de mesma função'}).`,
    });
  }
  for (const w of c4.palavrasRepetidas.slice(0, 2))
    issues.push({
      tipo_problema_coesao_c4: 'Repetição vocabular',
      trecho_problematico_c4: w.trecho,
      inicio_trecho_c4: startIn(a, w),
      descricao_problema_c4: `"${w.palavra}" se repete ${w.vezes} vezes.`,
      sugestao_melhoria_c4: 'Retome por sinônimos, hiperônimos ou pronomes ("tal problema", "essa questão").',
    });
  if (c4.distintos < 5)
    issues.push({
      tipo_problema_coesao_c4: 'Pouca variedade de conectivos',
      trecho_problematico_c4: c4.conectivos[0]?.trecho ?? a.doc.sentences[0]?.text ?? '',
      inicio_trecho_c4: startIn(a, c4.conectivos[0] ?? a.doc.sentences[0]),
      descricao_problema_c4:
        c4.distintos === 0
          ? 'Nenhum conectivo no texto.'
          : c4.distintos === 1
            ? 'Só 1 conectivo diferente no texto.'
            : `Só ${c4.distintos} conectivos diferentes no texto.`,
      sugestao_melhoria_c4:
        'Use operadores de causa ("visto que"), oposição ("contudo"), adição ("ademais") e conclusão ("portanto").',
    });
  return {
    numero_competencia: 4,
    nome_competencia: COMPETENCY_NAMES[4],
    nota_competencia: g.notas[3],
    justificativa_nota: justify(
      3,
      g,
      `${plural(c4.conectivos.length, 'conectivo', 'conectivos')} (${c4.distintos === 1 ? '1 diferente' : `${c4.distintos} diferentes`}), ${openingsSentence(c4.aberturas)}, ${plural(c4.referenciais, 'retomada referencial', 'retomadas referenciais')}.`,
    ),
    confianca: g.confiancas[3],
    pontos_positivos_c4: positives,
    pontos_a_melhorar_detalhados_c4: issues,
  };
}
/** How many paragraphs open with a connective, and apart those that open with a resuming expression ("Outro fator"). */
function openingsSentence(aberturas: TextAnalysis['c4']['aberturas']): string {
  const connectives = aberturas.filter((x) => x.conectivo).length;
  const others = aberturas.filter((x) => !x.conectivo);
  const rest = others.length
    ? ` e ${plural(others.length, 'aberto', 'abertos')} por expressão que retoma o anterior (${others.map((x) => q(x.trecho)).join(', ')})`
    : '';
  return `${plural(connectives, 'parágrafo', 'parágrafos')} com conectivo argumentativo nas primeiras palavras${rest}`;
}
const SYNONYMS: Partial<Record<string, string>> = {
  adição: 'ademais, outrossim, além disso',
  oposição: 'contudo, todavia, no entanto',
  causa: 'visto que, uma vez que, haja vista',
  consequência: 'por conseguinte, desse modo, consequentemente',
  conclusão: 'portanto, em suma, dessarte',
  tempo: 'hodiernamente, na contemporaneidade',
  exemplificação: 'a exemplo de, como é o caso de',
};

function c5(a: TextAnalysis, g: Grades): CompetencyC5 {
  const { c5 } = a;
  const els = c5.elementos;
  const present = (Object.keys(els) as InterventionElement[]).filter((k) => els[k].presente);
  const missing = (Object.keys(els) as InterventionElement[]).filter((k) => !els[k].presente);
  const issues: CompetencyC5['pontos_a_melhorar_detalhados_c5'] = missing.map((k) => ({
    explicacao_erro_c5: els[k].descricao,
    sugestao_melhoria_c5: HOW_TO[k],
    ...(els[k].trecho ? { trecho_problematico_c5: els[k].trecho } : {}),
  }));
  if (c5.condicional)
    issues.push({
      explicacao_erro_c5:
        'A proposta é apenas hipotética ("seria bom se…"): a banca não considera elementos condicionais.',
      sugestao_melhoria_c5: 'Afirme a proposta: "O Ministério da Educação deve…".',
      trecho_problematico_c5: c5.condicional.trecho,
      inicio_trecho_c5: startIn(a, c5.condicional),
    });
  // Below the count of elements (40 each), say why in terms of this conclusion; the table stays as found.
  const shortfall = !c5.direitosHumanos && g.notas[4] < 40 * present.length ? c5Shortfall(a) : [];
  for (const r of shortfall)
    issues.push({
      explicacao_erro_c5: r.explicacao[0].toUpperCase() + r.explicacao.slice(1),
      sugestao_melhoria_c5: r.sugestao,
      ...(r.trecho ? { trecho_problematico_c5: r.trecho } : {}),
    });
  const generic = shortfall.find((r) => r.agenteGenerico);
  return {
    numero_competencia: 5,
    nome_competencia: COMPETENCY_NAMES[5],
    nota_competencia: g.notas[4],
    justificativa_nota: justify(
      4,
      g,
      `${plural(present.length, 'elemento válido', 'elementos válidos')} da proposta de intervenção (${present.map((k) => ELEMENT_LABEL[k]).join(', ') || 'nenhum'}). ${c5Reading(
        present.length,
        g.notas[4],
        shortfall,
        !!c5.direitosHumanos,
        !!g.regras[4],
        missing.map((k) => ELEMENT_LABEL[k]),
      )}`,
    ),
    confianca: g.confiancas[4],
    pontos_positivos_c5: present.map(
      (k) => `${ELEMENT_LABEL[k][0].toUpperCase()}${ELEMENT_LABEL[k].slice(1)}: ${q(els[k].trecho ?? '', 90)}.`,
    ),
    pontos_a_melhorar_detalhados_c5: issues,
    avaliacao_proposta_intervencao: {
      agente: generic
        ? {
            ...els.agente,
            descricao: `${els.agente.descricao} Agente genérico: presente, mas sem especificar qual órgão ou instituição atua.`,
          }
        : els.agente,
      acao: els.acao,
      meio_modo: els.meio_modo,
      finalidade: els.finalidade,
      detalhamento: els.detalhamento,
    },
    respeito_direitos_humanos: c5.direitosHumanos
      ? {
          observacao_dh: `Desrespeito aos direitos humanos: ${q(c5.direitosHumanos.trecho)}. ${c5.direitosHumanos.detalhe}`,
          violacao_detectada: true,
        }
      : {
          observacao_dh: present.length
            ? 'A proposta respeita os direitos humanos: não há medidas de violência, exclusão ou punição desumana.'
            : 'Sem proposta de intervenção identificada; nada que desrespeite os direitos humanos.',
          violacao_detectada: false,
        },
  };
}
type Shortfall = { explicacao: string; sugestao: string; trecho?: string; agenteGenerico?: boolean };
const GENERIC_AGENTS = new Set([
  'governo',
  'estado',
  'estados',
  'poder público',
  'sociedade',
  'autoridades',
  'órgãos',
  'órgãos competentes',
  'união',
  'empresas',
  'mídia',
  'escola',
  'família',
]);
/** Words any proposal is written with: retaking them says nothing of the problem discussed. */
const PROPOSAL_WORDS = new Set([
  'deve',
  'devem',
  'deveria',
  'deveriam',
  'meio',
  'fim',
  'forma',
  'modo',
  'maneira',
  'assim',
  'portanto',
  'além',
  'disso',
]);
const GENERIC_ACTIONS = /^(?:invest|melhor|ajud|combat|resolv|conscientiz|mud|fazer|faç|cuid|acab)/u;

/**
 * Concrete reasons a conclusion with N valid elements is graded below N × 40, from the evidence at hand: a short
 * conclusion (elements only named), a proposal that takes up almost none of the problem's key words, a generic
 * agent or action, elements scattered over separate sentences.
 */
export function c5Shortfall(a: TextAnalysis): Shortfall[] {
  const { doc, c5 } = a;
  const out: Shortfall[] = [];
  const paras = doc.paragraphs;
  const concl = paras.length > 1 ? paras[paras.length - 1] : undefined;
  const conclTokens = concl ? concl.tokens : doc.sentences.slice(-2).flatMap((st) => st.tokens);
  if (!conclTokens.length) return out;
  const first = concl?.sentences[0]?.text ?? doc.sentences[doc.sentences.length - 1]?.text;
  if (conclTokens.length < 40) {
    out.push({
      explicacao: `A conclusão tem só ${conclTokens.length} palavras: os elementos da proposta aparecem apenas enunciados, sem desenvolvimento, e a banca credita menos do que 40 pontos por elemento nesse caso.`,
      sugestao:
        'Desenvolva a proposta em dois ou três períodos: quem faz, o quê, como, para quê e um detalhe concreto de cada parte.',
      ...(first ? { trecho: first } : {}),
    });
  }
  if (concl && paras.length >= 3) {
    // Every content word of the introduction and the development, by its family — the same stem ("campanhas" /
    // "campanha") or the same first six letters ("educação" / "educacional") — except the words any proposal is
    // written with ("deve", "meio"): the sentence names the words it found. Five letters are too few: "estabelecer"
    // is no form of "estabilidade".
    const bodyTokens = paras
      .slice(0, -1)
      .flatMap((p) => p.tokens)
      .filter((t) => isContent(t) && !PROPOSAL_WORDS.has(t.lower));
    const stems = new Set(bodyTokens.map((t) => t.stem));
    const prefixes = new Set(bodyTokens.filter((t) => t.fold.length >= 6).map((t) => t.fold.slice(0, 6)));
    const hits = new Map<string, string>();
    for (const t of concl.tokens)
      if (
        isContent(t) &&
        !PROPOSAL_WORDS.has(t.lower) &&
        (stems.has(t.stem) || (t.fold.length >= 6 && prefixes.has(t.fold.slice(0, 6)))) &&
        !hits.has(t.stem)
      )
        hits.set(t.stem, t.text);
    if (hits.size <= 1) {
      out.push({
        explicacao: `A proposta quase não retoma o problema discutido: ${hits.size === 0 ? 'nenhuma palavra da introdução e do desenvolvimento (fora "deve", "meio" e outras de qualquer proposta) reaparece na conclusão' : `das palavras da introdução e do desenvolvimento (fora "deve", "meio" e outras de qualquer proposta), só "${[...hits.values()][0]}" reaparece na conclusão`}, e a banca valoriza a proposta articulada à discussão do texto.`,
        sugestao:
          'Ligue a proposta aos problemas que você apontou nos desenvolvimentos, retomando-os explicitamente ("para combater a evasão causada pela falta de renda…").',
        ...(first ? { trecho: first } : {}),
      });
    }
  }
  const ag = c5.elementos.agente;
  if (ag.presente && ag.trecho && GENERIC_AGENTS.has(ag.trecho.toLowerCase())) {
    out.push({
      explicacao: `O agente "${ag.trecho}" é genérico: conta como elemento, mas não diz qual órgão ou instituição executa a ação.`,
      sugestao:
        'Especifique o agente: "o Ministério da Educação", "as secretarias municipais de saúde", "as ONGs de proteção à mulher".',
      trecho: ag.trecho,
      agenteGenerico: true,
    });
  }
  const ac = c5.elementos.acao;
  const acWord = ac.trecho?.split(/\s+/)[0]?.toLowerCase() ?? '';
  if (ac.presente && ac.trecho && GENERIC_ACTIONS.test(acWord) && !c5.elementos.detalhamento.presente) {
    out.push({
      explicacao: `A ação ("${ac.trecho}") é genérica e não é detalhada: não se sabe o que exatamente será feito.`,
      sugestao:
        'Diga a ação concreta: em vez de "investir em educação", "criar bolsas de permanência para alunos de baixa renda".',
      trecho: ac.trecho,
    });
  }
  // Elements found in different sentences do not form one articulated proposal.
  if (concl) {
    const sentenceOf = (trecho?: string) => {
      if (!trecho) return -1;
      const at = doc.text.indexOf(trecho, concl.start);
      return at < 0 ? -1 : concl.sentences.findIndex((st) => at >= st.start && at < st.end);
    };
    const present = (Object.keys(c5.elementos) as InterventionElement[]).filter(
      (k) => c5.elementos[k].presente && k !== 'detalhamento',
    );
    const periods = present.map((k) => sentenceOf(c5.elementos[k].trecho));
    // The finalidade in a period after the other elements' states the proposal's effect, as INEP reads it ("Assim, o
    // trânsito vai melhorar"): it closes the proposal, it does not scatter it.
    const lastOther = Math.max(...periods.filter((_, i) => present[i] !== 'finalidade'));
    const sents = new Set(periods.filter((p, i) => p >= 0 && !(present[i] === 'finalidade' && p > lastOther)));
    if (present.length >= 3 && sents.size >= 3) {
      out.push({
        explicacao: `Os elementos da proposta estão espalhados por ${sents.size} períodos diferentes, sem formar uma proposta única e articulada.`,
        sugestao:
          'Reúna agente, ação, meio e finalidade num mesmo período: "O MEC deve criar…, por meio de…, a fim de…".',
        ...(first ? { trecho: first } : {}),
      });
    }
  }
  if (!out.length) {
    out.push({
      explicacao: `a estimativa de C5 pesa também o texto como um todo (${a.words} palavras, ${plural(a.c1.desvios.length, 'desvio apontado', 'desvios apontados')}, ${plural(a.doc.paragraphs.length, 'parágrafo', 'parágrafos')}), e redações com esse perfil costumam receber menos de 40 pontos por elemento — em geral porque os elementos estão enunciados sem o desenvolvimento que a banca espera: não encontramos na conclusão um problema específico que explique a diferença.`,
      sugestao:
        'Desenvolva cada elemento com precisão (quem, o quê, como, para quê) e ligue a proposta ao problema discutido.',
    });
  }
  return out;
}

/**
 * How the C5 grade relates to the count of elements, in words consistent with the table: the arithmetic always ends at the
 * grade (elements found × 40, plus the elements the grade assumes and the reading did not confirm, or minus those the
 * conclusion does not earn).
 */
function c5Reading(
  n: number,
  nota: number,
  shortfall: Shortfall[],
  dh: boolean,
  rule: boolean,
  missing: string[],
): string {
  if (dh) return 'A proposta fere os direitos humanos: C5 recebe 0, quaisquer que sejam os elementos.';
  // The arithmetic starts from the grade shown, so the sentence never states a total other than the grade.
  const found = `a leitura encontrou ${plural(n, 'elemento', 'elementos')}`;
  if (nota < 40 * n) {
    const k = nota / 40;
    const credited = `A nota ${nota} credita ${plural(k, 'elemento', 'elementos')} de 40 pontos (${k} × 40 = ${nota}); ${found}, e ${n - k === 1 ? 'o outro não vale' : `os outros ${n - k} não valem`} os 40 pontos inteiros`;
    if (rule && !shortfall.length) return `${credited} pela regra indicada a seguir.`;
    return `${credited} porque ${shortfall.map((r) => lowerFirst(r.explicacao.split(/: | — /)[0].replace(/\.$/, ''))).join('; ')}.`;
  }
  if (nota > 40 * n) {
    const k = (nota - 40 * n) / 40;
    return `A nota ${nota} credita ${plural(nota / 40, 'elemento', 'elementos')} de 40 pontos (${nota / 40} × 40 = ${nota}): ${found} e supõe mais ${plural(k, 'elemento', 'elementos')} que a leitura automática não confirmou — confira se ${missing.length ? listed(missing) : 'cada elemento'} ${missing.length === 1 ? 'está explícito' : 'estão explícitos'} na sua conclusão, o ENEM só credita o que está escrito.`;
  }
  return `Pela grade oficial, cada elemento válido vale 40 pontos: ${n} × 40 = ${nota}.`;
}
const lowerFirst = (x: string) => (x ? x[0].toLowerCase() + x.slice(1) : x);

const HOW_TO: Record<InterventionElement, string> = {
  agente:
    'Diga quem executa a ação: um agente concreto (Ministério da Educação, escolas, mídia, ONGs), não "alguém" ou "você".',
  acao: 'Proponha uma ação concreta com verbo no infinitivo: "deve criar", "deve ampliar".',
  meio_modo: 'Explique como a ação será feita: "por meio de campanhas nas redes sociais", "mediante parcerias com…".',
  finalidade:
    'Diga para que serve a ação ou o efeito que ela trará: "a fim de reduzir…", "para que os jovens…", "Assim, o trânsito vai melhorar".',
  detalhamento:
    'Detalhe um dos elementos: exemplo, explicação ou especificação ("campanhas, como palestras mensais nas escolas").',
};

/** The complete `analise_detalhada` (motor 'local'). */
export function buildFeedback(a: TextAnalysis, g: Grades): Analysis {
  // An annulled essay has no level to climb: its reason is the whole feedback.
  const built = [c1(a, g), c2(a, g), c3(a, g), c4(a, g), c5(a, g)] as const;
  const comps = a.anulacao ? built : built.map((c) => ({ ...c, proximo_nivel: climbOf(a, c) }));
  const total = g.notas.reduce((s, n) => s + n, 0);
  const order = [0, 1, 2, 3, 4].sort((x, y) => g.notas[x] - g.notas[y]);
  // Empty when no sentence of the introduction states a position (the screen and the PDF then show no thesis).
  const tese = a.c3.tese?.trecho ?? '';
  const sugestoes: string[] = [];
  for (const i of order.slice(0, 3)) {
    const c = comps[i]!;
    // The competency's first listed problem, or else its climb's first step (never a tip about no passage).
    const first = improvementText(c) ?? (c.nota_competencia < 200 ? c.proximo_nivel?.passos[0] : undefined);
    if (first) sugestoes.push(`C${i + 1} (${g.notas[i]}): ${first}`);
  }
  if (a.gaming.length)
    sugestoes.push(`Evite ${a.gaming[0].tipo}: ${q(a.gaming[0].trecho, 60)} não conta como argumento.`);
  const comentarios = a.anulacao
    ? `Redação anulada: ${a.anulacao.motivo}`
    : `Nota total ${total}. ${strongestWeakest(g.notas)} ` +
      `O texto tem ${a.words} palavras em ${plural(a.doc.paragraphs.length, 'parágrafo', 'parágrafos')}, ${plural(a.c1.desvios.length, 'desvio gramatical apontado', 'desvios gramaticais apontados')}, ${plural(a.c4.conectivos.length, 'conectivo', 'conectivos')} e ${plural(a.c5.validos, 'elemento', 'elementos')} de proposta de intervenção. ` +
      `Correção automática local: as notas são estimativas com a faixa indicada em cada competência.` +
      (g.calibracao ? ` Nota ${g.calibracao.descricao}.` : '');
  return {
    tese_identificada: tese,
    comentarios_gerais: comentarios,
    sugestoes_gerais: sugestoes.length
      ? sugestoes
      : a.anulacao
        ? [`Reescreva a redação evitando o motivo da anulação: ${a.anulacao.motivo}`]
        : [
            `As cinco competências estão no nível máximo: mantenha a estrutura deste texto (${plural(a.doc.paragraphs.length, 'parágrafo', 'parágrafos')}) nas próximas redações.`,
          ],
    competencias: [...comps],
    motor: 'local',
    ...(a.anulacao ? { anulacao: { motivo: a.anulacao.motivo } } : {}),
    ...(g.calibracao && !a.anulacao ? { calibracao: g.calibracao } : {}),
  };
}

/** The strongest and weakest competencies, named only when the grades differ (ties named together). */
function strongestWeakest(notas: readonly number[]): string {
  const max = Math.max(...notas);
  const min = Math.min(...notas);
  if (max === min) return `As cinco competências ficaram no mesmo nível (${max}).`;
  const list = (v: number) => {
    const cs = notas.map((n, i) => (n === v ? i + 1 : 0)).filter(Boolean);
    return cs.length === 1
      ? `a competência ${cs[0]}`
      : `as competências ${cs.slice(0, -1).join(', ')} e ${cs[cs.length - 1]}`;
  };
  const many = (v: number) => notas.filter((n) => n === v).length > 1;
  // Four alike and one apart: name the one.
  if (notas.filter((n) => n === max).length === 4)
    return `O ponto mais fraco é ${list(min)} (${min}); as demais ficaram em ${max}.`;
  if (notas.filter((n) => n === min).length === 4)
    return `O ponto mais forte é ${list(max)} (${max}); as demais ficaram em ${min}.`;
  return `${many(max) ? 'Os pontos mais fortes são' : 'O ponto mais forte é'} ${list(max)} (${max}) e ${many(min) ? 'os mais fracos' : 'o mais fraco'}, ${list(min)} (${min}).`;
}

function improvementText(c: Analysis['competencias'][number]): string | undefined {
  switch (c.numero_competencia) {
    case 1: {
      const d = c.pontos_a_melhorar_detalhados_c1[0];
      return (
        d &&
        (d.sugestao_correcao_gramatical_c1
          ? `corrija ${q(d.trecho_problematico_c1, 40)} → ${d.sugestao_correcao_gramatical_c1} (${d.tipo_desvio_c1}).`
          : `reveja ${q(d.trecho_problematico_c1, 40)} (${d.tipo_desvio_c1}).`)
      );
    }
    case 2:
      return c.pontos_a_melhorar_detalhados_c2[0]?.sugestao_melhoria_c2;
    case 3:
      return c.pontos_a_melhorar_detalhados_c3[0]?.sugestao_melhoria_c3;
    case 4:
      return c.pontos_a_melhorar_detalhados_c4[0]?.sugestao_melhoria_c4;
    case 5:
      return c.pontos_a_melhorar_detalhados_c5[0]?.sugestao_melhoria_c5;
  }
}
