-- POST /propostas/transcricao: a proposal made from a photo or scan of its supporting text. Its content
-- type is 'imagem' and the image is kept as its original file (tipo 'digitalizacao'), as a PDF proposal
-- keeps its PDF; a proposal has at most one original file.
ALTER TABLE propostas DROP CONSTRAINT propostas_tipo_conteudo_check;
ALTER TABLE propostas ADD CONSTRAINT propostas_tipo_conteudo_check CHECK (tipo_conteudo IN ('texto', 'editor', 'pdf', 'imagem'));
ALTER TABLE arquivos DROP CONSTRAINT arquivos_tipo_check;
ALTER TABLE arquivos ADD CONSTRAINT arquivos_tipo_check CHECK (tipo IN ('pdf', 'imagem', 'digitalizacao'));
DROP INDEX arquivos_pdf;
CREATE UNIQUE INDEX arquivos_original ON arquivos (proposta_id) WHERE tipo IN ('pdf', 'digitalizacao');
