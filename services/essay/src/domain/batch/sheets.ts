import { answerSheetCode, type AuthUser } from '@argumenta/contracts';
import type { ClassroomPort } from '@argumenta/essay-domain';
import { AppError } from '@argumenta/platform';
import { newPdf } from '../pdf.js';
import { authorizeActivity } from './batches.js';

const RULED_LINES = 30;

/**
 * GET /atividades/{id}/folhas-resposta.pdf: one A4 answer sheet per student of the room (roll-call order) with the
 * activity, the student's name and number and the machine-readable code (ARG-<atividade>-<aluno>-<verificador>) in
 * large monospace type, then ruled lines for the essay. The scanned pile is split and matched by that code: it is read
 * from the PDF's text layer (a searchable scan, or these sheets filled in digitally).
 */
export async function renderAnswerSheets(classroom: ClassroomPort, user: AuthUser, atividadeId: number): Promise<{ bytes: Buffer; titulo: string }> {
  const ctx = await authorizeActivity(classroom, user, atividadeId);
  const roster = await classroom.roster(atividadeId);
  if (!roster.length) throw new AppError('unprocessable', 'Esta sala ainda não tem alunos: não há folhas de resposta para gerar.');
  const { doc, done } = newPdf(`Folhas de resposta — ${ctx.atividade.titulo}`);
  roster.forEach((aluno, k) => {
    if (k > 0) doc.addPage();
    doc.font('bold').fontSize(16).fillColor('#1a4e8a').text('Argumenta — Folha de resposta');
    doc.font('body').fontSize(11).fillColor('#1a202c').text(`Atividade: ${ctx.atividade.titulo}`);
    doc.text(`Aluno(a): ${aluno.nome}`);
    doc.text(`Nº de chamada: ${aluno.numero}`);
    doc.moveDown(0.3).font('mono').fontSize(22).text(answerSheetCode(atividadeId, aluno.id));
    doc.moveDown(0.3).font('body').fontSize(9).fillColor('#4a5568').text('Escreva sua redação abaixo. Não escreva sobre o código acima.');
    const top = doc.y + 10;
    const bottom = doc.page.height - doc.page.margins.bottom;
    const step = (bottom - top) / RULED_LINES;
    doc.strokeColor('#cbd5e0').lineWidth(0.5);
    for (let i = 1; i <= RULED_LINES; i++) doc.moveTo(50, top + i * step).lineTo(doc.page.width - 50, top + i * step).stroke();
  });
  doc.end();
  return { bytes: await done, titulo: ctx.atividade.titulo };
}
