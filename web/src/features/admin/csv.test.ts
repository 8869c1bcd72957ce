import { describe, expect, it } from '@jest/globals';
import { CsvError, isCsvFile, parseUsersCsv } from './csv';

describe('CSV user import parser', () => {
  it('reads a valid file, lower-cases emails and keeps optional columns', () => {
    const r = parseUsersCsv(
      'nome,email,senha,tipo,creditos,instituicao,disciplina\r\nMaria Souza,Maria@Escola.com,senha123,estudante,80,Escola A,\r\nJoão Lima,joao@escola.com,senha123,Professor,10,Escola A,Português\r\n',
    );
    expect(r.usuarios).toEqual([
      {
        nome: 'Maria Souza',
        email: 'maria@escola.com',
        senha: 'senha123',
        tipo: 'estudante',
        creditos: 80,
        instituicao: 'Escola A',
      },
      {
        nome: 'João Lima',
        email: 'joao@escola.com',
        senha: 'senha123',
        tipo: 'professor',
        creditos: 10,
        instituicao: 'Escola A',
        disciplina: 'Português',
      },
    ]);
    expect(r).toMatchObject({ linhas: 2, ignoradas: 0 });
  });

  it('keeps the escola column (a school by name or INEP code), absent when empty', () => {
    const r = parseUsersCsv(
      'nome;email;senha;papel;escola\nAna;ana@x.com;senha123;coordenador;35000001\nBia;bia@x.com;senha123;estudante;\n',
    );
    expect(r.usuarios.map((u) => u.escola)).toEqual(['35000001', undefined]);
    expect(r.usuarios[0]).toMatchObject({ tipo: 'coordenador' });
  });

  it('defaults creditos to 50 when the column is missing, empty or not a number', () => {
    const r = parseUsersCsv('nome,email,senha,tipo\nAna,ana@x.com,senha123,estudante\n');
    expect(r.usuarios[0].creditos).toBe(50);
    const r2 = parseUsersCsv(
      'nome,email,senha,tipo,creditos\nAna,ana@x.com,senha123,estudante,\nBia,bia@x.com,senha123,estudante,abc\n',
    );
    expect(r2.usuarios.map((u) => u.creditos)).toEqual([50, 50]);
  });

  it('accepts papel as the role column', () => {
    const r = parseUsersCsv('nome,email,senha,papel\nCarla,carla@x.com,senha123,admin\n');
    expect(r.usuarios[0].tipo).toBe('admin');
  });

  it('rejects files without a data row or with missing required columns', () => {
    expect(() => parseUsersCsv('nome,email,senha,tipo\n')).toThrow(CsvError);
    expect(() => parseUsersCsv('')).toThrow(CsvError);
    expect(() => parseUsersCsv('nome,email,tipo\nAna,ana@x.com,estudante\n')).toThrow(/senha/);
    expect(() => parseUsersCsv('nome,email,senha\nAna,ana@x.com,senha123\n')).toThrow(/tipo \(ou papel\)/);
  });

  it('skips rows with fewer cells than headers and rows missing a required value', () => {
    const r = parseUsersCsv(
      'nome,email,senha,tipo,creditos\nAna,ana@x.com,senha123,estudante,5\nCurta,curta@x.com,senha123\nSem Senha,sem@x.com,,estudante,5\n\nBia,bia@x.com,senha123,estudante,7\n',
    );
    expect(r.usuarios.map((u) => u.email)).toEqual(['ana@x.com', 'bia@x.com']);
    expect(r).toMatchObject({ linhas: 4, ignoradas: 2 });
  });

  it('handles quoted cells, a BOM and semicolon-separated exports', () => {
    const r = parseUsersCsv('\uFEFFnome;email;senha;tipo\n"Souza; Maria";maria@x.com;senha123;estudante\n');
    expect(r.usuarios[0].nome).toBe('Souza; Maria');
    const q = parseUsersCsv('nome,email,senha,tipo\n"Lima, João ""Jota""",joao@x.com,senha123,professor\n');
    expect(q.usuarios[0].nome).toBe('Lima, João "Jota"');
  });

  it('returns no users when every row is invalid (the screen then says so)', () => {
    expect(parseUsersCsv('nome,email,senha,tipo\n,,,\n').usuarios).toEqual([]);
  });

  it('recognises CSV files by type, or by extension when the browser reports a generic type', () => {
    expect(isCsvFile({ name: 'a.csv', type: 'text/csv' })).toBe(true);
    expect(isCsvFile({ name: 'a.csv', type: '' })).toBe(true);
    expect(isCsvFile({ name: 'a.csv', type: 'application/vnd.ms-excel' })).toBe(true);
    expect(isCsvFile({ name: 'a.png', type: 'image/png' })).toBe(false);
    expect(isCsvFile({ name: 'a.txt', type: 'text/plain' })).toBe(false);
  });
});
