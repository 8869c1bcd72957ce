import { unzipSync } from 'fflate';
import {
  CSV_IMPORT_MESSAGES,
  ONEROSTER_FILES,
  ONEROSTER_MESSAGES,
  type CsvEncoding,
  type ImportError,
} from '@argumenta/contracts';
import { badRequest } from '@argumenta/platform';
import { readImportFile, type ImportClass, type ImportRecord, type ImportSource } from './userImport.js';

/** OneRoster 1.1 roles and the platform's: the others (parent, guardian, aide…) have no account here. */
const ROLES: Record<string, string> = { student: 'estudante', teacher: 'professor', administrator: 'coordenador' };
const REQUIRED: Record<(typeof ONEROSTER_FILES)[number], string[]> = {
  'users.csv': ['sourcedid', 'role', 'givenname', 'familyname', 'email'],
  'classes.csv': ['sourcedid', 'title'],
  'enrollments.csv': ['classsourcedid', 'usersourcedid', 'role'],
};
const deleted = (f: Record<string, string>) => (f.status ?? '').trim().toLowerCase() === 'tobedeleted';
const baseName = (name: string) => name.split(/[\\/]/).pop()!.trim().toLowerCase();

// One file of the set, unzipped: a class of a school system's export is far below this; a zip bomb is not.
const MAX_UNZIPPED = 5_000_000;
class TooLarge extends Error {}

/**
 * A school system usually exports the set as one zip: its users.csv, classes.csv and enrollments.csv are taken out (in
 * any folder; every other entry is left packed), each refused above MAX_UNZIPPED before it is inflated.
 */
function expandZips(files: { nome: string; bytes: Uint8Array }[]): { nome: string; bytes: Uint8Array }[] {
  return files.flatMap((f) => {
    if (!baseName(f.nome).endsWith('.zip')) return [f];
    try {
      const entries = unzipSync(f.bytes, {
        filter: (e) => {
          if (e.name.endsWith('/') || !(ONEROSTER_FILES as readonly string[]).includes(baseName(e.name))) return false;
          if (e.originalSize > MAX_UNZIPPED) throw new TooLarge();
          return true;
        },
      });
      return Object.entries(entries).map(([nome, bytes]) => ({ nome, bytes }));
    } catch (err) {
      throw badRequest(err instanceof TooLarge ? ONEROSTER_MESSAGES.zipTooLarge : ONEROSTER_MESSAGES.zipCorrupt);
    }
  });
}

/**
 * A OneRoster-style set (issue 54) read into the import's records: users.csv's people (sourcedId kept as the external
 * id, identifier as the matrícula), classes.csv's classes by sourcedId, enrollments.csv putting students in classes
 * and naming each class's teacher. Each file decoded on its own (UTF-8 ± BOM or Windows-1252); errors keep the file
 * and line.
 */
export function readOneRosterSet(files: { nome: string; bytes: Uint8Array }[], escolaId: number): ImportSource {
  const byName = new Map(expandZips(files).map((f) => [baseName(f.nome), f.bytes]));
  const missing = ONEROSTER_FILES.filter((n) => !byName.has(n));
  if (missing.length) throw badRequest(ONEROSTER_MESSAGES.missingFiles(missing));
  const read = (name: (typeof ONEROSTER_FILES)[number]) => {
    const file = readImportFile(byName.get(name)!);
    const absent = REQUIRED[name].filter((h) => !file.cabecalho.includes(h));
    if (absent.length) throw badRequest(`${name}: ${CSV_IMPORT_MESSAGES.missingColumns(absent)}`);
    return file;
  };
  const users = read('users.csv');
  const classes = read('classes.csv');
  const enrollments = read('enrollments.csv');
  const erros: ImportError[] = [];

  const emailOf = new Map<string, string>();
  for (const r of users.registros)
    if ('campos' in r) emailOf.set(r.campos.sourcedid.trim(), (r.campos.email ?? '').trim().toLowerCase());

  const turmas = new Map<string, ImportClass>();
  for (const r of classes.registros) {
    if ('erro' in r) erros.push({ linha: r.linha, arquivo: 'classes.csv', email: '', erro: r.erro });
    else if (!deleted(r.campos) && r.campos.sourcedid.trim())
      turmas.set(r.campos.sourcedid.trim(), {
        nome: r.campos.title.trim() || r.campos.classcode?.trim() || r.campos.sourcedid.trim(),
        professor: null,
        linha: r.linha,
        arquivo: 'classes.csv',
      });
  }

  const classesOf = new Map<string, string[]>();
  for (const r of enrollments.registros) {
    const where = { linha: r.linha, arquivo: 'enrollments.csv', email: '' };
    if ('erro' in r) {
      erros.push({ ...where, erro: r.erro });
      continue;
    }
    if (deleted(r.campos)) continue;
    const classId = r.campos.classsourcedid.trim();
    const userId = r.campos.usersourcedid.trim();
    const role = r.campos.role.trim().toLowerCase();
    const turma = turmas.get(classId);
    if (!turma) erros.push({ ...where, erro: ONEROSTER_MESSAGES.unknownClass(classId) });
    else if (!emailOf.has(userId)) erros.push({ ...where, erro: ONEROSTER_MESSAGES.unknownUser(userId) });
    else if (role === 'teacher') turma.professor ??= emailOf.get(userId) || null;
    else if (role === 'student') classesOf.set(userId, [...(classesOf.get(userId) ?? []), classId]);
    else erros.push({ ...where, erro: ONEROSTER_MESSAGES.enrollmentRole(role) });
  }

  const registros: ImportRecord[] = [];
  for (const r of users.registros) {
    if ('erro' in r) {
      registros.push({ ...r, arquivo: 'users.csv' });
      continue;
    }
    const f = r.campos;
    if (deleted(f)) continue;
    const tipo = ROLES[f.role.trim().toLowerCase()];
    if (!tipo) {
      erros.push({
        linha: r.linha,
        arquivo: 'users.csv',
        email: f.email ?? '',
        erro: ONEROSTER_MESSAGES.userRole(f.role),
      });
      continue;
    }
    const turmasDoAluno = classesOf.get(f.sourcedid.trim());
    registros.push({
      linha: r.linha,
      arquivo: 'users.csv',
      campos: {
        nome: [f.givenname, f.middlename, f.familyname].filter((p) => p?.trim()).join(' '),
        email: f.email,
        tipo,
        senha: f.password ?? '',
        matricula: f.identifier ?? '',
        id_externo: f.sourcedid,
      },
      ...(turmasDoAluno ? { turmas: turmasDoAluno } : {}),
    });
  }
  return { codificacao: users.codificacao as CsvEncoding, registros, turmas, erros, escolaId };
}
