-- Issue 49: the answer sheet understood. An essay sent from a photo keeps the count of written lines the sheet
-- analysis found on it (the transcription's resultado.folha.linhas_escritas: lines 1–30, the title not counted);
-- NULL for typed and PDF essays, and for photos read before the analysis existed.
ALTER TABLE redacoes ADD COLUMN linhas_escritas SMALLINT;
