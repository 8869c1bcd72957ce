import type { CorrectionInput, ReferenciaCorrigida } from '@argumenta/contracts';

/** The official ENEM rubric levels, paraphrased, one block per competency (what each level demands). */
export const RUBRIC: Record<1 | 2 | 3 | 4 | 5, string> = {
  1: `Competência 1 — domínio da norma escrita formal.
200: no máximo dois desvios de gramática/ortografia e estrutura sintática excelente (sem reincidência).
160: bom domínio; poucos desvios.  120: domínio mediano; alguns desvios.
80: domínio insuficiente; muitos desvios de variados tipos.  40: domínio precário, desvios frequentes.
0: desconhecimento da norma escrita.`,
  2: `Competência 2 — compreensão da proposta e tipo dissertativo-argumentativo.
200: desenvolve o tema com argumentação consistente, repertório sociocultural legítimo, pertinente e produtivo (ligado à discussão), excelente domínio do texto dissertativo-argumentativo (proposição, argumentação e conclusão).
160: argumentação consistente e bom domínio do tipo textual, repertório pertinente.  120: argumentação previsível, repertório baseado nos textos motivadores, domínio mediano.
80: cópia de trechos dos textos motivadores ou domínio insuficiente do tipo textual.  40: tangencia o tema ou domínio precário.
0: fuga ao tema ou não atendimento ao tipo dissertativo-argumentativo (nesses casos a redação inteira é anulada).`,
  3: `Competência 3 — seleção, relação, organização e interpretação de informações em defesa de um ponto de vista.
200: informações relacionadas ao tema, consistentes e organizadas, com autoria, em defesa de um ponto de vista (projeto de texto estratégico).
160: organizadas, com indícios de autoria.  120: limitadas aos textos motivadores e pouco organizadas.
80: desorganizadas ou contraditórias.  40: pouco relacionadas ao tema.  0: não relacionadas ao tema, sem defesa de ponto de vista.`,
  4: `Competência 4 — mecanismos linguísticos de coesão.
200: articula bem as partes do texto e apresenta repertório diversificado de recursos coesivos (entre e dentro dos parágrafos).
160: articula com poucas inadequações e repertório diversificado.  120: articulação mediana, inadequações, repertório pouco diversificado.
80: articulação insuficiente, muitas inadequações, repertório limitado.  40: articulação precária.  0: não articula as informações.
Texto sem paragrafação não passa de 80.`,
  5: `Competência 5 — proposta de intervenção que respeite os direitos humanos.
Conte os elementos válidos: agente (quem executa), ação (o que fazer), meio/modo (como), finalidade (para quê/efeito) e detalhamento (informação extra sobre um dos elementos). Cada elemento vale 40 pontos: 5 elementos = 200, 4 = 160, 3 = 120, 2 = 80, 1 = 40, nenhum ou proposta desrespeitosa aos direitos humanos = 0.
Agentes vagos ("alguém", "você", "todos") e propostas meramente condicionais ou constatações não contam.`,
};

export function contextBlock(input: CorrectionInput): string {
  const parts: string[] = [];
  if (input.proposta?.titulo) parts.push(`TEMA DA PROPOSTA: ${input.proposta.titulo}`);
  if (input.proposta?.texto_apoio) parts.push(`TEXTOS MOTIVADORES:\n${input.proposta.texto_apoio.slice(0, 6000)}`);
  if (!input.proposta?.titulo && input.titulo) parts.push(`TÍTULO DADO PELO ESTUDANTE: ${input.titulo}`);
  if (input.instrucoes_especiais) parts.push(`INSTRUÇÕES DO PROFESSOR: ${input.instrucoes_especiais}`);
  parts.push(`REDAÇÃO DO ESTUDANTE:\n"""\n${input.texto}\n"""`);
  return parts.join('\n\n');
}

export const SYSTEM_PROMPT = `Você é um corretor experiente da redação do ENEM. Avalie com rigor e justiça, seguindo a grade oficial.
Responda SOMENTE com um objeto JSON que obedeça ao esquema pedido, em português do Brasil.
Notas de competência são múltiplos de 40 entre 0 e 200.
Cite trechos exatamente como aparecem no texto do estudante (copie-os literalmente) quando apontar problemas.
Seja específico para esta redação: nada de comentários genéricos.`;

/** How many graded references of the proposal the model is shown, and how long each may be (characters). */
export const REFERENCE_EXAMPLES = { max: 3, chars: 1200 } as const;

/** A reference cut to its opening and its conclusion (where the intervention proposal is), at word boundaries. */
export function shortenReference(texto: string, max: number = REFERENCE_EXAMPLES.chars): string {
  const t = texto.replace(/[ \t]+/g, ' ').trim();
  if (t.length <= max) return t;
  const head = t.slice(0, Math.round(max * 0.65)).replace(/\s+\S*$/, '');
  const tail = t.slice(t.length - Math.round(max * 0.35)).replace(/^\S*\s+/, '');
  return `${head} […] ${tail}`;
}

/**
 * Calibration context for one competency: graded essays of the same proposal (the nearest to the student's), shortened,
 * with the five grades their correctors gave, so the model grades by the proposal's standard.
 */
export function referencesBlock(exemplos: readonly ReferenciaCorrigida[], competencia: 1 | 2 | 3 | 4 | 5): string {
  if (exemplos.length === 0) return '';
  const items = exemplos.map((r, i) => {
    const total = r.notas.reduce((s, n) => s + n, 0);
    const notas = r.notas.map((n, c) => `C${c + 1} ${n}`).join(', ');
    return `Referência ${i + 1} — notas dos corretores: ${notas} (total ${total}); nesta competência: ${r.notas[competencia - 1]}.\n"""\n${shortenReference(r.texto)}\n"""`;
  });
  return `REDAÇÕES DE REFERÊNCIA DESTA PROPOSTA (já corrigidas por professores ou corretores; mostram o padrão de correção desta proposta — use-as para calibrar o rigor da nota, compare a redação do estudante com elas e não as cite nos comentários):\n${items.join('\n\n')}`;
}
