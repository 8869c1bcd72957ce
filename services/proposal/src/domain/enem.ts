// The official ENEM themes (issue 48), one per year of the regular application, as built-in public proposals of the
// theme bank. The theme sentences are facts (published by Inep); the short contexts are the platform's own texts,
// written for practice: Inep's motivating texts are not reproduced.
import type { Pool } from '@argumenta/platform';
import { BANK_CREATOR_ID, BANK_CREATOR_NAME } from './bank.js';

export type EnemTheme = { ano: number; tema: string; contexto: string[] };

export const ENEM_THEMES: readonly EnemTheme[] = [
  {
    ano: 2013,
    tema: 'Efeitos da implantação da Lei Seca no Brasil',
    contexto: [
      'A chamada Lei Seca endureceu as punições para quem dirige depois de consumir bebida alcoólica e passou a admitir outras provas além do bafômetro.',
      'A combinação de álcool e direção segue entre as principais causas de mortes no trânsito; fiscalização, campanhas e mudança de hábitos caminham em ritmos diferentes pelo país.',
    ],
  },
  {
    ano: 2014,
    tema: 'Publicidade infantil em questão no Brasil',
    contexto: [
      'Crianças passam horas diante de telas em que personagens, brinquedos e lanches aparecem lado a lado com a programação.',
      'Há quem defenda limites à publicidade dirigida ao público infantil e quem aposte na orientação das famílias; o debate envolve consumo, saúde e a formação de hábitos.',
    ],
  },
  {
    ano: 2015,
    tema: 'A persistência da violência contra a mulher na sociedade brasileira',
    contexto: [
      'A Lei Maria da Penha (2006) e a tipificação do feminicídio (2015) criaram instrumentos de proteção, mas os registros de agressões seguem altos.',
      'A violência assume formas físicas, psicológicas, patrimoniais e sexuais e muitas vezes acontece dentro de casa, o que dificulta a denúncia.',
    ],
  },
  {
    ano: 2016,
    tema: 'Caminhos para combater a intolerância religiosa no Brasil',
    contexto: [
      'A Constituição garante a liberdade de crença e o Estado laico, e o país reúne grande diversidade de religiões.',
      'Ainda assim, templos são depredados e fiéis, sobretudo de religiões de matriz africana, relatam ofensas e agressões.',
    ],
  },
  {
    ano: 2017,
    tema: 'Desafios para a formação educacional de surdos no Brasil',
    contexto: [
      'A Libras é reconhecida por lei como meio legal de comunicação, e a educação bilíngue é um direito das pessoas surdas.',
      'Faltam intérpretes, professores formados em Libras e materiais adaptados, e muitas famílias descobrem tarde a surdez dos filhos.',
    ],
  },
  {
    ano: 2018,
    tema: 'Manipulação do comportamento do usuário pelo controle de dados na internet',
    contexto: [
      'Plataformas digitais registram buscas, cliques e preferências e usam esses dados para escolher o que cada pessoa vê.',
      'A personalização facilita a navegação, mas pode prender a atenção, orientar o consumo e fechar o usuário em bolhas de opinião.',
    ],
  },
  {
    ano: 2019,
    tema: 'Democratização do acesso ao cinema no Brasil',
    contexto: [
      'Boa parte dos municípios brasileiros não tem sala de cinema, e as existentes se concentram em shoppings de grandes cidades.',
      'Ingressos caros, distância e a pouca circulação de filmes nacionais afastam parte da população de uma forma de arte e de lazer.',
    ],
  },
  {
    ano: 2020,
    tema: 'O estigma associado às doenças mentais na sociedade brasileira',
    contexto: [
      'Depressão, ansiedade e outros transtornos atingem milhões de brasileiros, de todas as idades e classes sociais.',
      'O preconceito faz muitos adiarem a busca por ajuda; rótulos, piadas e a ideia de fraqueza pessoal ainda cercam quem adoece.',
    ],
  },
  {
    ano: 2021,
    tema: 'Invisibilidade e registro civil: garantia de acesso à cidadania no Brasil',
    contexto: [
      'A certidão de nascimento é o primeiro documento do cidadão e a porta de entrada para vacinas, escola, benefícios e outros documentos.',
      'Apesar de gratuito, o registro ainda não alcança todas as crianças, sobretudo em regiões distantes dos cartórios.',
    ],
  },
  {
    ano: 2022,
    tema: 'Desafios para a valorização de comunidades e povos tradicionais no Brasil',
    contexto: [
      'Indígenas, quilombolas, ribeirinhos, caiçaras e outros povos mantêm modos de vida ligados ao território e saberes passados entre gerações.',
      'Disputas por terra, pressão econômica e desconhecimento da sociedade ameaçam essas comunidades e sua cultura.',
    ],
  },
  {
    ano: 2023,
    tema: 'Desafios para o enfrentamento da invisibilidade do trabalho de cuidado realizado pela mulher no Brasil',
    contexto: [
      'Cuidar da casa, dos filhos, de idosos e de doentes toma horas do dia de muitas brasileiras, quase sempre sem remuneração.',
      'Esse trabalho sustenta famílias e a economia, mas raramente é contado, dividido ou reconhecido.',
    ],
  },
  {
    ano: 2024,
    tema: 'Desafios para a valorização da herança africana no Brasil',
    contexto: [
      'A língua, a culinária, a música, as religiões e os saberes de origem africana estão na base da cultura brasileira.',
      'Mesmo assim, essa herança é pouco estudada nas escolas e muitas vezes alvo de preconceito; a lei que tornou obrigatório o ensino de história e cultura afro-brasileira ainda é aplicada de modo desigual.',
    ],
  },
];

const NOTE = (ano: number) =>
  `Tema oficial do ENEM ${ano} (aplicação regular). Os textos de contexto são da plataforma, escritos para prática; não são os textos motivadores da prova.`;

/** The supporting text of an ENEM theme: the platform's own context paragraphs. */
export const enemText = (t: EnemTheme) => t.contexto.join('\n\n');

/**
 * Upserts the ENEM themes as built-in public proposals (keyed by enem_ano; nobody may edit or delete them). A row is
 * rewritten only when its text changed, so a restart leaves the proposals as they were.
 */
export async function seedEnemThemes(pool: Pool, themes: readonly EnemTheme[] = ENEM_THEMES): Promise<number> {
  const { rowCount } = await pool.query(
    `INSERT INTO proposal.propostas (titulo, descricao, tema_principal, tipo_conteudo, texto_apoio_original, visibilidade, ativa,
                                     ativa_para_correcao, criador_id, criador_nome, enem_ano)
     SELECT 'ENEM ' || t.ano || ': ' || t.tema, t.nota, t.tema, 'texto', t.texto, 'publico', true, true, $5, $6, t.ano
       FROM unnest($1::smallint[], $2::text[], $3::text[], $4::text[]) AS t(ano, tema, texto, nota)
     ON CONFLICT (enem_ano) DO UPDATE SET titulo = EXCLUDED.titulo, descricao = EXCLUDED.descricao,
            tema_principal = EXCLUDED.tema_principal, texto_apoio_original = EXCLUDED.texto_apoio_original, data_atualizacao = now()
      WHERE (proposal.propostas.titulo, proposal.propostas.tema_principal, proposal.propostas.texto_apoio_original)
            IS DISTINCT FROM (EXCLUDED.titulo, EXCLUDED.tema_principal, EXCLUDED.texto_apoio_original)`,
    [
      themes.map((t) => t.ano),
      themes.map((t) => t.tema),
      themes.map(enemText),
      themes.map((t) => NOTE(t.ano)),
      BANK_CREATOR_ID,
      BANK_CREATOR_NAME,
    ],
  );
  return rowCount ?? 0;
}
