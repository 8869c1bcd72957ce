-- The estimated wait of a waiting essay reads how many corrections/transcriptions ended in the last minutes.
CREATE INDEX IF NOT EXISTS correcoes_data_correcao ON correcoes (data_correcao) WHERE data_correcao IS NOT NULL;
CREATE INDEX IF NOT EXISTS transcricoes_concluida_em ON transcricoes (concluida_em) WHERE concluida_em IS NOT NULL;
