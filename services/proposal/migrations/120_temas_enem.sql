-- Issue 48. The official ENEM themes as built-in public proposals of the theme bank, one per exam year (enem_ano,
-- the regular application's theme). Their contexts are the platform's own short texts, not Inep's motivating texts.
ALTER TABLE propostas ADD COLUMN enem_ano SMALLINT UNIQUE CHECK (enem_ano BETWEEN 1998 AND 2100);
