// Curated Portuguese word lists used as evidence. Multi-word items are matched on lower-cased, space-normalised text.

export type ConnectiveFunction =
  | 'adição'
  | 'oposição'
  | 'causa'
  | 'consequência'
  | 'conclusão'
  | 'exemplificação'
  | 'tempo'
  | 'comparação'
  | 'condição'
  | 'finalidade'
  | 'explicação'
  | 'ordenação';

/** Connectives by function (Koch; guides of ENEM correction). "e", "mas", "que" are left out: too frequent to tell variety. */
export const CONNECTIVES: Record<ConnectiveFunction, string[]> = {
  adição: ['além disso', 'ademais', 'outrossim', 'também', 'não só', 'mas também', 'bem como', 'inclusive', 'além de', 'somado a isso', 'soma-se a isso', 'acrescenta-se', 'nem', 'ainda'],
  oposição: ['porém', 'contudo', 'entretanto', 'todavia', 'no entanto', 'embora', 'apesar de', 'apesar disso', 'não obstante', 'ainda que', 'mesmo que', 'em contrapartida', 'por outro lado', 'ao passo que', 'enquanto', 'contrariamente', 'mas'],
  causa: ['porque', 'pois', 'visto que', 'uma vez que', 'já que', 'dado que', 'devido a', 'devido ao', 'devido à', 'por causa de', 'em virtude de', 'em razão de', 'haja vista', 'posto que', 'na medida em que'],
  consequência: ['consequentemente', 'por consequência', 'em consequência', 'de modo que', 'de forma que', 'de maneira que', 'de sorte que', 'tanto que', 'por isso', 'dessa forma', 'desse modo', 'dessa maneira', 'assim sendo', 'sendo assim', 'com isso', 'diante disso', 'diante do exposto', 'nesse sentido', 'nesse contexto', 'nessa perspectiva', 'sob essa ótica', 'nesse viés', 'por conseguinte'],
  conclusão: ['portanto', 'logo', 'assim', 'em suma', 'em síntese', 'por fim', 'finalmente', 'conclui-se', 'dessarte', 'destarte', 'em resumo', 'enfim', 'em última análise', 'posto isso', 'isto posto', 'à vista disso'],
  exemplificação: ['por exemplo', 'como exemplo', 'a exemplo de', 'tal como', 'como é o caso', 'é o caso de', 'isto é', 'ou seja', 'a saber', 'como'],
  tempo: ['quando', 'enquanto isso', 'atualmente', 'hoje em dia', 'nos dias atuais', 'outrora', 'posteriormente', 'anteriormente', 'desde', 'após', 'antes de', 'depois de', 'à medida que', 'na contemporaneidade', 'hodiernamente'],
  comparação: ['assim como', 'como também', 'da mesma forma', 'do mesmo modo', 'igualmente', 'semelhantemente', 'analogamente', 'tal qual', 'tanto quanto', 'mais do que', 'menos do que'],
  condição: ['caso', 'desde que', 'contanto que', 'a menos que', 'salvo se', 'a não ser que'],
  finalidade: ['para que', 'a fim de', 'a fim de que', 'com o intuito de', 'com o objetivo de', 'com o propósito de', 'com a finalidade de', 'objetivando', 'visando'],
  explicação: ['isto é', 'ou seja', 'em outras palavras', 'vale ressaltar', 'cabe ressaltar', 'é importante ressaltar', 'convém lembrar', 'de fato', 'com efeito', 'nota-se', 'percebe-se', 'observa-se', 'evidencia-se'],
  ordenação: ['em primeiro lugar', 'primeiramente', 'em segundo lugar', 'em seguida', 'em primeira instância', 'em segunda instância', 'a princípio', 'inicialmente', 'por último', 'sob esse viés', 'em um primeiro momento', 'em segundo plano', 'de início'],
};

/** Connectives that announce argumentative relations (for the C4 rule on inter-paragraph linking). */
export const ARGUMENTATIVE_FUNCTIONS: ConnectiveFunction[] = ['adição', 'oposição', 'causa', 'consequência', 'conclusão', 'comparação', 'explicação', 'ordenação', 'exemplificação'];

/** Referential (anaphoric) devices for C4. */
export const REFERENTIALS = ['esse', 'essa', 'esses', 'essas', 'isso', 'este', 'esta', 'estes', 'estas', 'isto', 'tal', 'tais', 'o qual', 'a qual', 'os quais', 'as quais', 'cujo', 'cuja', 'cujos', 'cujas', 'aquele', 'aquela', 'aqueles', 'aquelas', 'aquilo', 'dele', 'dela', 'deles', 'delas', 'nesse', 'nessa', 'neste', 'nesta', 'desse', 'dessa', 'deste', 'desta', 'tal fato', 'tal problemática', 'tal cenário', 'tal situação', 'esse cenário', 'essa problemática', 'essa conjuntura', 'esse quadro', 'tal questão'];

/** Agents that count in the intervention proposal (institutions, social actors). */
export const AGENTS = [
  'governo', 'governo federal', 'estado', 'estados', 'poder público', 'poder legislativo', 'poder executivo', 'poder judiciário', 'congresso', 'congresso nacional', 'senado', 'câmara', 'ministério', 'ministério da educação', 'ministério da saúde', 'ministério público', 'mec', 'secretaria', 'secretarias', 'prefeitura', 'prefeituras', 'municípios', 'união', 'escola', 'escolas', 'instituições de ensino', 'universidades', 'mídia', 'mídias', 'imprensa', 'meios de comunicação', 'veículos de comunicação', 'família', 'famílias', 'sociedade', 'sociedade civil', 'ongs', 'ong', 'organizações não governamentais', 'empresas', 'iniciativa privada', 'igreja', 'igrejas', 'polícia', 'órgãos', 'órgãos competentes', 'autoridades', 'legislativo', 'executivo', 'judiciário', 'anvisa', 'ibama', 'sus', 'ibge', 'onu', 'unesco', 'professores', 'educadores', 'pais', 'responsáveis', 'cidadãos', 'população', 'comunidade', 'comunidades', 'redes sociais', 'plataformas digitais', 'influenciadores', 'instituições', 'entidades', 'conselho tutelar', 'defensoria pública', 'justiça', 'estado brasileiro', 'ministério da cidadania', 'ministério da mulher', 'ministério do meio ambiente', 'ministro', 'ministra', 'gestores', 'governantes', 'parlamentares', 'deputados', 'legisladores', 'profissionais da saúde', 'médicos', 'psicólogos', 'assistentes sociais', 'agentes de saúde', 'ministério da justiça', 'ministério da saúde', 'estado', 'governos', 'poder executivo federal', 'órgãos públicos', 'órgãos governamentais', 'instituições públicas', 'setor privado', 'organizações', 'coletivos', 'mídias sociais', 'emissoras', 'grandes empresas', 'big techs', 'plataformas',
];
/** Vague agents: ENEM graders do not accept them as the agent of the proposal. */
export const VAGUE_AGENTS = ['alguém', 'você', 'vocês', 'a gente', 'nós', 'todos', 'todo mundo', 'cada um', 'as pessoas', 'pessoas', 'eles'];

/** Verbs of action typical of proposals (lemma prefixes: matched against the start of the token). */
export const ACTION_STEMS = ['cri', 'promov', 'implement', 'implant', 'desenvolv', 'invest', 'realiz', 'fiscaliz', 'ampli', 'garant', 'incentiv', 'estimul', 'divulg', 'elabor', 'cri', 'disponibiliz', 'ofert', 'ofere', 'intensific', 'fortalec', 'combat', 'conscientiz', 'capacit', 'promulg', 'aprov', 'destin', 'adot', 'instaur', 'instituir', 'institu', 'estabelec', 'reformul', 'inser', 'inclu', 'propor', 'orient', 'debat', 'discut', 'apoi', 'financ', 'constru', 'expand', 'reforç', 'puni', 'regulament', 'legisl', 'endurec', 'mobiliz', 'veicul', 'produz', 'lanç', 'monitor', 'educ', 'informar', 'alert', 'sensibiliz', 'atu', 'trabalh', 'distribu', 'facilit', 'valoriz', 'contrat', 'forme', 'formar', 'prepar', 'acompanh', 'assegur', 'viabiliz', 'minimiz', 'reduz', 'mitig', 'erradic', 'repens', 'exig', 'cobr', 'denunci', 'abord', 'aplic', 'aument', 'melhor', 'fornec', 'proporcion', 'ensin', 'instru', 'integr', 'regul', 'control', 'proib', 'restring', 'ajud', 'assist', 'atend', 'investig', 'prevenir', 'previn', 'dissemin', 'difund', 'exib', 'transmit', 'public', 'palestr', 'fomentar', 'foment', 'impuls', 'ampar', 'acolh', 'encaminh', 'inclui', 'reestrutur', 'revis', 'alter', 'modific', 'mud', 'priorizar', 'prioriz'];

/** Means/mode cues ("por meio de", "mediante"). */
export const MEANS = ['por meio de', 'por meio da', 'por meio do', 'por meio dos', 'por meio das', 'através de', 'através da', 'através do', 'através dos', 'através das', 'mediante', 'por intermédio de', 'por intermédio da', 'por intermédio do', 'via', 'com o auxílio de', 'com o auxílio da', 'com o auxílio do', 'com a ajuda de', 'com o apoio de', 'utilizando', 'com base em', 'por via de', 'a partir de', 'a partir da', 'a partir do', 'por meio de campanhas', 'com campanhas', 'em parceria com'];

/** Purpose cues ("a fim de", "para que"). */
export const PURPOSES = ['a fim de', 'afim de', 'para que', 'com o intuito de', 'com o objetivo de', 'com o propósito de', 'com a finalidade de', 'objetivando', 'visando', 'com vistas a', 'de modo a', 'de forma a', 'de maneira a', 'no intuito de', 'para assim', 'para garantir', 'para reduzir', 'para diminuir', 'para combater', 'para evitar', 'para promover', 'para minimizar', 'para mitigar', 'para erradicar', 'para conscientizar', 'para amenizar', 'para solucionar', 'para resolver', 'para assegurar', 'para ampliar', 'para melhorar', 'para que haja', 'para que a', 'para que o', 'para que os', 'para que as'];

/** Detail cues: apposition or specification of an element ("como", "tais como", "ou seja", "por exemplo"). */
export const DETAILS = ['isto é', 'com foco', 'com ênfase', 'em conjunto com', 'em parceria com', 'ou seja', 'tais como', 'tal como', 'como, por exemplo', 'por exemplo', 'a exemplo de', 'especialmente', 'sobretudo', 'principalmente', 'em especial', 'que ', 'com palestras', 'com aulas', 'nas quais', 'nos quais', 'no qual', 'na qual', 'os quais', 'as quais', 'o qual', 'a qual', 'cujo', 'cuja', 'responsável por', 'responsáveis por', 'por ser', 'uma vez que', 'já que', 'visto que', 'pois'];

/** Openers of the conclusion (marks the proposal paragraph). */
export const CONCLUSION_MARKERS = ['portanto', 'logo', 'em suma', 'dessa forma', 'desse modo', 'dessarte', 'destarte', 'diante disso', 'diante do exposto', 'em síntese', 'por fim', 'assim', 'sendo assim', 'conclui-se', 'posto isso', 'isto posto', 'fica evidente', 'é necessário', 'é preciso', 'cabe ao', 'cabe à', 'compete ao', 'urge'];

/** Conditional framings that make a proposal hypothetical ("seria bom se"): not valid elements. */
export const CONDITIONAL_PROPOSAL = ['seria bom', 'seria interessante', 'seria ótimo', 'seria legal', 'talvez', 'quem sabe', 'se possível', 'poderia ser', 'se o governo', 'se as pessoas', 'caso o governo'];

/** Repertoire cues: legitimated knowledge (laws, authors, data, history, institutions). */
export const REPERTOIRE = {
  lei: ['constituição', 'constituição federal', 'carta magna', 'lei', 'leis', 'estatuto', 'eca', 'código penal', 'código civil', 'declaração universal', 'direitos humanos', 'artigo', 'art.', 'lei maria da penha', 'decreto', 'emenda', 'lei de diretrizes', 'ldb', 'clt'],
  autor: ['segundo', 'de acordo com', 'conforme', 'para o filósofo', 'para a filósofa', 'o filósofo', 'a filósofa', 'o sociólogo', 'a socióloga', 'o pensador', 'o escritor', 'a escritora', 'o autor', 'a autora', 'o historiador', 'o psicólogo', 'o antropólogo', 'defendia', 'afirmava', 'afirma', 'postulou', 'teorizou', 'conceito de', 'teoria', 'obra', 'livro', 'filme', 'série', 'música', 'canção', 'poema', 'romance'],
  autores: ['aristóteles', 'platão', 'sócrates', 'kant', 'hobbes', 'locke', 'rousseau', 'montesquieu', 'marx', 'weber', 'durkheim', 'bauman', 'foucault', 'sartre', 'nietzsche', 'freud', 'paulo freire', 'machado de assis', 'gilberto freyre', 'sérgio buarque', 'darcy ribeiro', 'djamila ribeiro', 'hannah arendt', 'simone de beauvoir', 'maquiavel', 'descartes', 'habermas', 'bourdieu', 'adorno', 'zygmunt', 'milton santos', 'florestan fernandes', 'drummond', 'carlos drummond', 'graciliano', 'clarice', 'chico buarque', 'einstein', 'mandela', 'gandhi', 'martin luther king', 'orwell', 'huxley', 'byung-chul han', 'chimamanda', 'sêneca', 'confúcio', 'voltaire', 'hegel', 'spinoza', 'schopenhauer', 'camus', 'paulo coelho', 'monteiro lobato', 'castro alves', 'aluísio azevedo', 'lima barreto', 'euclides da cunha', 'guimarães rosa', 'jorge amado', 'cecília meireles', 'manuel bandeira', 'vinicius de moraes', 'caetano', 'gilberto gil', 'anísio teixeira', 'nise da silveira', 'émile durkheim', 'karl marx', 'max weber'],
  dado: ['%', 'por cento', 'pesquisa', 'pesquisas', 'dados', 'estatística', 'estatísticas', 'levantamento', 'índice', 'índices', 'taxa', 'ibge', 'oms', 'onu', 'unesco', 'unicef', 'ipea', 'datafolha', 'ibope', 'fiocruz', 'milhões', 'milhares', 'bilhões', 'censo', 'relatório', 'estudo', 'estudos'],
  historia: ['século', 'revolução', 'guerra', 'ditadura', 'período colonial', 'colonização', 'escravidão', 'abolição', 'império', 'república', 'idade média', 'iluminismo', 'renascimento', 'era vargas', 'holocausto', 'segunda guerra', 'primeira guerra', 'revolução industrial', 'brasil colônia', 'getúlio vargas', 'descobrimento', 'pós-guerra', 'antiguidade', 'grécia antiga', 'roma antiga'],
};

/** Informal register, orality and slang (C1). */
export const INFORMAL = ['tipo assim', 'né', 'tá', 'tô', 'pra', 'pro', 'pros', 'pras', 'vc', 'vcs', 'q', 'tb', 'tbm', 'mt', 'mto', 'muito louco', 'galera', 'cara', 'a gente', 'aí', 'daí', 'beleza', 'legal', 'super', 'mó', 'tipo', 'coisa', 'coisas', 'bagulho', 'gente', 'então', 'pq', 'kkk', 'rs', 'ok', 'etc', 'nada a ver', 'meio que', 'sei lá', 'com certeza', 'a nível de', 'onde que', 'aonde'];

/** First-person and narrative markers (text type check). */
export const NARRATIVE = ['era uma vez', 'certo dia', 'eu fui', 'eu era', 'eu estava', 'eu tinha', 'eu me', 'minha mãe', 'meu pai', 'minha vida', 'querido', 'querida', 'prezado', 'prezada', 'atenciosamente', 'meu nome é', 'eu acho', 'eu penso', 'eu sou'];

/** Cues of disrespect to human rights (C5 / annulment by ENEM's rule). */
export const HUMAN_RIGHTS_VIOLATIONS = ['pena de morte', 'matar', 'linchamento', 'linchar', 'tortura', 'torturar', 'castração', 'castrar', 'exterminar', 'extermínio', 'bandido bom é bandido morto', 'esterilizar', 'esterilização forçada', 'expulsar do país', 'deportar', 'prender todos', 'justiça com as próprias mãos', 'eliminar essas pessoas', 'trabalho forçado'];

/** Thesis cues in the introduction (opinion and evaluation markers). */
export const THESIS_MARKERS = ['é necessário', 'é preciso', 'é fundamental', 'é imprescindível', 'é essencial', 'é importante', 'é inegável', 'é evidente', 'é notório', 'é perceptível', 'é nítido', 'nota-se', 'percebe-se', 'observa-se', 'evidencia-se', 'torna-se', 'deve-se', 'configura-se', 'constitui', 'urge', 'problemática', 'desafio', 'desafios', 'entrave', 'entraves', 'impasse', 'persiste', 'persistência', 'ocorre', 'decorre', 'deve ser', 'devem ser', 'não é', 'tendo em vista', 'em razão de', 'devido', 'por causa', 'seja pela', 'seja por', 'principalmente', 'sobretudo', 'tanto', 'quanto', 'fatores', 'causas', 'consequências', 'em virtude', 'defendo', 'acredito', 'considero', 'nesse contexto', 'nesse sentido', 'diante disso', 'dessa forma', 'assim'];

/** Function words excluded from content-word statistics. */
export const STOPWORDS = new Set(
  'a à às ao aos o os as um uma uns umas de do da dos das no na nos nas em por pelo pela pelos pelas para pra com sem sob sobre entre até desde após ante e ou nem mas que se como quando onde porque pois já não sim também mais menos muito muita muitos muitas pouco pouca poucos poucas tão tanto tanta tantos tantas todo toda todos todas outro outra outros outras mesmo mesma mesmos mesmas esse essa esses essas isso este esta estes estas isto aquele aquela aqueles aquelas aquilo seu sua seus suas meu minha meus minhas nosso nossa nossos nossas ele ela eles elas eu tu você vocês nós lhe lhes me te nos vos se si é são foi foram ser estar está estão era eram será serão seria seriam sendo sido ter tem têm tinha tinham terá há havia haver pode podem poderia deve devem qual quais cujo cuja quem lo la los las assim então ainda só apenas cada qualquer quaisquer vez vezes bem tal tais sua dessa desse desta deste nessa nesse nesta neste dela dele deles delas num numa'.split(' '),
);
