import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import {
  analysisSchema,
  classify,
  competencyColor,
  GRADE_SOURCE_LABEL,
  totalColor,
  type Analysis,
  type CompetencyAnalysis,
  type Mark,
  type OfficialGradeFields,
} from '@argumenta/contracts';

// DejaVu (from npm, so every environment has it) covers all Portuguese accents; pdfkit's built-in Helvetica does not cover user text reliably.
const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONT = path.join(FONT_DIR, 'DejaVuSans.ttf');
const FONT_BOLD = path.join(FONT_DIR, 'DejaVuSans-Bold.ttf');
const FONT_MONO = path.join(FONT_DIR, 'DejaVuSansMono-Bold.ttf');

const COLORS: Record<string, string> = {
  green: '#2f855a',
  blue: '#2b6cb0',
  yellow: '#b7791f',
  orange: '#c05621',
  red: '#c53030',
};
const BRAND = '#1a4e8a';

export type ReportInput = {
  titulo: string;
  texto: string;
  dataCorrecao: Date | null;
  nota: number;
  analise: unknown;
  estudante?: { nome: string; email?: string } | null;
  atividade?: string | null;
  revisao?: { nota_professor: number | null; comentario_professor: string | null } | null;
  /** Where `nota` (the official grade) came from, and the AI's own total when it differs. */
  oficial?: Pick<OfficialGradeFields, 'origem_nota' | 'nota_ia'> | null;
  /** The marks in the text (issue 51), as the student sees them. */
  marcacoes?: Pick<Mark, 'competencia' | 'trecho' | 'comentario' | 'reescrita' | 'origem' | 'estado'>[];
};

/** Normalises analise_detalhada (object, JSON string or plain text) into the contract shape, or null. */
export function parseAnalysis(raw: unknown): Analysis | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const parsed = analysisSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const formatDate = (d: Date | null) =>
  d
    ? new Intl.DateTimeFormat('pt-BR', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'America/Sao_Paulo',
      }).format(d)
    : '—';

function improvementLines(c: CompetencyAnalysis): string[] {
  const items = (c as Record<string, unknown>)[`pontos_a_melhorar_detalhados_c${c.numero_competencia}`] as Record<
    string,
    string | undefined
  >[];
  return (items ?? []).map((item) => {
    const parts = Object.entries(item)
      .filter(([, v]) => typeof v === 'string' && v.trim())
      .map(([k, v]) => {
        if (k.startsWith('trecho_problematico')) return `Trecho: “${v}”`;
        if (k.startsWith('sugestao')) return `Sugestão: ${v}`;
        return v as string;
      });
    return parts.join(' — ');
  });
}

/** An A4 document with the DejaVu fonts registered ('body', 'bold', 'mono'); `done` resolves with its bytes after end(). */
export function newPdf(title: string) {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, Author: 'Argumenta' } });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  doc.registerFont('mono', FONT_MONO);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** A well-laid-out A4 report of one correction. Resolves with the PDF bytes. */
export function renderReport(input: ReportInput): Promise<Buffer> {
  const analysis = parseAnalysis(input.analise);
  const { doc, done } = newPdf(`Correção — ${input.titulo}`);

  const heading = (text: string, size = 13) => {
    doc
      .moveDown(0.6)
      .font('bold')
      .fontSize(size)
      .fillColor(BRAND)
      .text(text)
      .moveDown(0.2)
      .font('body')
      .fontSize(10)
      .fillColor('#1a202c');
  };
  const paragraph = (text: string) =>
    doc.font('body').fontSize(10).fillColor('#1a202c').text(text, { align: 'justify' });
  const bullets = (items: string[]) => {
    for (const it of items) doc.font('body').fontSize(10).fillColor('#1a202c').text(`•  ${it}`, { indent: 8 });
  };

  doc.font('bold').fontSize(20).fillColor(BRAND).text('Argumenta — Relatório de Correção');
  doc.moveDown(0.3).font('body').fontSize(11).fillColor('#4a5568').text(input.titulo);
  doc
    .fontSize(9)
    .text(
      `Corrigida em ${formatDate(input.dataCorrecao)}${input.estudante ? ` · Estudante: ${input.estudante.nome}` : ''}${input.atividade ? ` · Atividade: ${input.atividade}` : ''}`,
    );

  doc.moveDown(0.8);
  const top = doc.y;
  doc.roundedRect(50, top, 495, 60, 6).fillAndStroke('#f7fafc', '#e2e8f0');
  doc
    .font('bold')
    .fontSize(28)
    .fillColor(COLORS[totalColor(input.nota)]!)
    .text(`${input.nota}`, 65, top + 12, { continued: true });
  doc.font('body').fontSize(12).fillColor('#4a5568').text(' / 1000', { continued: false });
  doc
    .font('bold')
    .fontSize(14)
    .fillColor(COLORS[totalColor(input.nota)]!)
    .text(classify(input.nota), 330, top + 22, { width: 200, align: 'right' });
  doc.x = 50;
  doc.y = top + 72;
  if (input.oficial?.origem_nota) {
    const suggested =
      input.oficial.nota_ia !== null && input.oficial.nota_ia !== input.nota
        ? ` · a IA sugeriu ${input.oficial.nota_ia}`
        : '';
    doc
      .font('body')
      .fontSize(9)
      .fillColor('#4a5568')
      .text(`Nota oficial: ${GRADE_SOURCE_LABEL[input.oficial.origem_nota]}${suggested}`);
  }

  if (input.revisao?.nota_professor !== null && input.revisao?.nota_professor !== undefined) {
    heading('Avaliação do professor', 12);
    paragraph(`Nota do professor: ${input.revisao.nota_professor} / 1000`);
    if (input.revisao.comentario_professor) paragraph(input.revisao.comentario_professor);
  }

  if (analysis) {
    if (analysis.anulacao) {
      heading('Redação anulada');
      paragraph(analysis.anulacao.motivo);
    }
    if (analysis.tese_identificada) {
      heading('Tese identificada', 12);
      paragraph(analysis.tese_identificada);
    }
    for (const c of analysis.competencias) {
      heading(`Competência ${c.numero_competencia} — ${c.nota_competencia}/200`);
      doc
        .font('body')
        .fontSize(9)
        .fillColor(COLORS[competencyColor(c.nota_competencia)]!)
        .text(c.nome_competencia)
        .fillColor('#1a202c');
      doc.moveDown(0.2);
      paragraph(c.justificativa_nota);
      const positives = (c as Record<string, unknown>)[`pontos_positivos_c${c.numero_competencia}`] as string[];
      if (positives?.length) {
        doc.moveDown(0.2).font('bold').fontSize(10).text('Pontos positivos');
        bullets(positives);
      }
      const improvements = improvementLines(c).filter(Boolean);
      if (improvements.length) {
        doc.moveDown(0.2).font('bold').fontSize(10).text('Pontos a melhorar');
        bullets(improvements);
      }
      if (c.numero_competencia === 5) {
        doc.moveDown(0.3).font('bold').fontSize(10).text('Proposta de intervenção');
        const table = c.avaliacao_proposta_intervencao;
        const rows: [string, { presente: boolean; descricao: string }][] = [
          ['Agente', table.agente],
          ['Ação', table.acao],
          ['Meio/modo', table.meio_modo],
          ['Finalidade', table.finalidade],
          ['Detalhamento', table.detalhamento],
        ];
        for (const [label, el] of rows) {
          const y = doc.y;
          doc
            .font('bold')
            .fontSize(9)
            .fillColor(el.presente ? COLORS.green! : COLORS.red!)
            .text(`${el.presente ? '✔' : '✘'} ${label}`, 58, y, { width: 110 });
          doc
            .font('body')
            .fontSize(9)
            .fillColor('#1a202c')
            .text(el.descricao || '—', 170, y, { width: 375 });
          doc.x = 50;
        }
        if (c.respeito_direitos_humanos.observacao_dh) {
          doc.moveDown(0.2);
          paragraph(`Direitos humanos: ${c.respeito_direitos_humanos.observacao_dh}`);
        }
      }
    }
    heading('Comentários gerais');
    paragraph(analysis.comentarios_gerais);
    if (analysis.sugestoes_gerais.length) {
      heading('Sugestões', 12);
      bullets(analysis.sugestoes_gerais);
    }
  } else if (typeof input.analise === 'string' && input.analise.trim()) {
    heading('Comentários gerais');
    paragraph(input.analise);
  }

  doc.addPage();
  heading('Texto da redação');
  for (const p of input.texto.split(/\n+/).filter((s) => s.trim())) {
    paragraph(p.trim());
    doc.moveDown(0.4);
  }
  if (input.marcacoes?.length) {
    heading('Marcações no texto');
    bullets(
      input.marcacoes.map((m) =>
        [
          `C${m.competencia} · ${m.origem === 'professor' ? 'professor' : m.estado === 'aceita' ? 'automática, confirmada pelo professor' : 'automática'}`,
          `“${m.trecho}”`,
          m.comentario,
          m.reescrita ? `Sugestão: ${m.reescrita}` : '',
        ]
          .filter(Boolean)
          .join(' — '),
      ),
    );
  }
  doc.end();
  return done;
}
