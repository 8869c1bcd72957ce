import { answerSheetCode, type AuthUser } from '@argumenta/contracts';
import type { ClassroomPort } from '@argumenta/essay-domain';
import { AppError } from '@argumenta/platform';
import { newPdf } from '../pdf.js';
import { authorizeActivity } from './batches.js';
import { drawSheetQr, SHEET_LAYOUT } from './sheet-code.js';

const RULED_LINES = 30;

/**
 * GET /atividades/{id}/folhas-resposta.pdf: one A4 answer sheet per student of the room (roll-call order) with the
 * activity, the student's name and number and the code (ARG-<atividade>-<aluno>-<verificador>) twice: in large
 * monospace type and as a QR code in the top-right corner, then ruled lines for the essay. The scanned pile is split
 * and matched by that code: read from the PDF's text layer (a searchable scan, or these sheets filled in digitally) or,
 * on an image-only scan, from the QR code in the page's pixels.
 */
export async function renderAnswerSheets(
  classroom: ClassroomPort,
  user: AuthUser,
  atividadeId: number,
): Promise<{ bytes: Buffer; titulo: string }> {
  const ctx = await authorizeActivity(classroom, user, atividadeId);
  const roster = await classroom.roster(atividadeId);
  if (!roster.length)
    throw new AppError('unprocessable', 'Esta sala ainda não tem alunos: não há folhas de resposta para gerar.');
  const { doc, done } = newPdf(`Folhas de resposta — ${ctx.atividade.titulo}`);
  // The header's text stays left of the QR code and above the writing area (its place is what a scan is cut by).
  const textWidth = doc.page.width - 2 * SHEET_LAYOUT.margin - SHEET_LAYOUT.qrSize - 16;
  // One line each: a long title or name ends in an ellipsis instead of pushing the header into the writing area.
  const line = (size: number) => ({ width: textWidth, height: size * 1.5, ellipsis: true });
  roster.forEach((aluno, k) => {
    if (k > 0) doc.addPage();
    const code = answerSheetCode(atividadeId, aluno.id);
    drawSheetQr(doc, code);
    doc.x = SHEET_LAYOUT.margin;
    doc.y = SHEET_LAYOUT.margin;
    doc.font('bold').fontSize(16).fillColor('#1a4e8a').text('Argumenta — Folha de resposta', line(16));
    doc.font('body').fontSize(11).fillColor('#1a202c').text(`Atividade: ${ctx.atividade.titulo}`, line(11));
    doc.text(`Aluno(a): ${aluno.nome}`, line(11));
    doc.text(`Nº de chamada: ${aluno.numero}`, line(11));
    doc.moveDown(0.3).font('mono').fontSize(20).text(code, line(20));
    doc
      .moveDown(0.3)
      .font('body')
      .fontSize(9)
      .fillColor('#4a5568')
      .text('Escreva sua redação abaixo. Não escreva sobre o código nem dobre o canto do QR code.', line(9));
    const top = SHEET_LAYOUT.writingTop;
    const bottom = doc.page.height - doc.page.margins.bottom;
    const step = (bottom - top) / RULED_LINES;
    doc.strokeColor('#cbd5e0').lineWidth(0.5);
    for (let i = 1; i <= RULED_LINES; i++)
      doc
        .moveTo(50, top + i * step)
        .lineTo(doc.page.width - 50, top + i * step)
        .stroke();
  });
  doc.end();
  return { bytes: await done, titulo: ctx.atividade.titulo };
}
