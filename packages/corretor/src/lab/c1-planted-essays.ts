// Two essays written on 2026-11-30, before that day's C1 rules were written or run on them, each with typical ENEM
// slips planted by hand (the deviant passage, its category and the correction): an independent check of the C1 rules,
// read only to report (`npm run corretor:c1 -- --plantadas`). Rules must not be written against them; a new set must be
// written for each round that changes the rules.
export type PlantedEssay = {
  titulo: string;
  texto: string;
  plantados: { trecho: string; categoria: string; correcao: string }[];
};

export const PLANTED_ESSAYS: PlantedEssay[] = [
  {
    titulo: 'Os impactos das redes sociais na saúde mental dos jovens brasileiros',
    texto:
      'Na série "Black Mirror", os personagens vivem em função das notas que recebem nas redes sociais. Fora da ficção, os jovens brasileiros tem passado horas diante das telas, e isso esta afetando sua saúde mental. Esse quadro decorre da lógica das plataformas e da falta de orientação nas escolas.\n\nEm primeiro lugar, as plataformas são desenhadas para prender a atenção dos usuários. Os algoritmos mostra conteúdos que geram comparação, e muitos adolescentes se sentem inferiores diante de vidas perfeitas. Segundo os indices de uma pesquisa recente, a ansiedade cresceu entre os estudantes devido a falta de limites no uso do celular. Existe muitas evidências de que o problema se agrava à noite, quando o sono é trocado pelas notificações.\n\nAlém disso, a escola raramente discute o assunto. Agente vê professores preocupados, mais nenhum programa foi criado para orientar as famílias. Derrepente, um jovem mau informado passa a acreditar que seu valor depende de curtidas, haja visto que ninguém lhe ensinou o contrário. A nível de políticas públicas, o tema ainda é tratado como secundário.\n\nPortanto, o Ministério da Educação deve incluir a educação digital no currículo, por meio de oficinas sobre o uso consciente das redes, a fim de reduzir os danos à saúde mental. Além disso, as famílias devem assistir o desenvolvimento dos filhos com atenção, para que as pessoa mais vulneráveis recebam apoio a tempo.',
    plantados: [
      { trecho: 'tem passado', categoria: 'verbal agreement', correcao: 'têm passado' },
      { trecho: 'esta afetando', categoria: 'context accent', correcao: 'está afetando' },
      { trecho: 'Os algoritmos mostra', categoria: 'verbal agreement', correcao: 'mostram' },
      { trecho: 'indices', categoria: 'context accent/spelling', correcao: 'índices' },
      { trecho: 'devido a falta', categoria: 'crase', correcao: 'devido à falta' },
      { trecho: 'Existe muitas evidências', categoria: 'verbal agreement', correcao: 'Existem' },
      { trecho: 'Agente vê', categoria: 'confusable', correcao: 'A gente' },
      { trecho: 'mais nenhum', categoria: 'confusable', correcao: 'mas nenhum' },
      { trecho: 'Derrepente', categoria: 'spelling', correcao: 'De repente' },
      { trecho: 'mau informado', categoria: 'confusable', correcao: 'mal informado' },
      { trecho: 'haja visto', categoria: 'condemned', correcao: 'haja vista' },
      { trecho: 'A nível de', categoria: 'condemned', correcao: 'Em nível de / No âmbito de' },
      { trecho: 'as pessoa', categoria: 'nominal agreement', correcao: 'as pessoas' },
    ],
  },
  {
    titulo: 'Desafios para a valorização do trabalho voluntário no Brasil',
    texto:
      'A Constituição Federal de 1988 garante a todos o direito à dignidade, mas milhões de brasileiros ainda dependem do trabalho voluntário para ter acesso a alimentação e à educação. Apesar disso, o voluntariado é pouco valorizado no país, o que e preocupante. Isso ocorre por causa da falta de incentivo público e da cultura individualista.\n\nEm primeira análise, o Estado oferece poucos estímulos às organizações sociais. Haviam projetos promissores que fecharam por falta de verba, e as ONGs que resistem são obrigadas a funcionar com recursos escassos. Essa omissão implica em prejuízos para quem mais precisa, pois as ações ficam restritas à poucos bairros. São necessário investimentos contínuos para que o trabalho seja mantido.\n\nAlém disso, a cultura individualista afasta os cidadãos das causas coletivas. Muitas pessoas preferem mais o lazer do que ajudar o próximo, e os jovens raramente são convidados à participar de ações solidárias. Por que ninguém os chama, eles crescem sem conhecer a realidade da sua própria cidade, a onde a desigualdade é visível.\n\nDiante disso, o Governo Federal deve criar um programa nacional de incentivo ao voluntariado, por meio de uma plataforma publica que conecte voluntários e instituições, a fim de ampliar o alcance das ações sociais. Ademais, as escolas devem promover projetos solidários à partir do ensino fundamental, para que os estudantes valorizem a cooperação. Concerteza, assim, o país será mais justo.',
    plantados: [
      { trecho: 'acesso a alimentação', categoria: 'crase', correcao: 'acesso à alimentação' },
      { trecho: 'o que e preocupante', categoria: 'context accent', correcao: 'é' },
      { trecho: 'Haviam projetos', categoria: 'verbal agreement (haver impessoal)', correcao: 'Havia' },
      { trecho: 'implica em prejuízos', categoria: 'regência', correcao: 'implica prejuízos' },
      { trecho: 'à poucos bairros', categoria: 'crase forbidden', correcao: 'a poucos' },
      { trecho: 'São necessário investimentos', categoria: 'nominal agreement', correcao: 'necessários' },
      { trecho: 'preferem mais o lazer do que', categoria: 'regência/condemned', correcao: 'preferem o lazer a' },
      { trecho: 'convidados à participar', categoria: 'crase forbidden', correcao: 'a participar' },
      { trecho: 'Por que ninguém', categoria: 'confusable', correcao: 'Porque' },
      { trecho: 'a onde', categoria: 'confusable/spelling', correcao: 'onde' },
      { trecho: 'plataforma publica', categoria: 'context accent', correcao: 'pública' },
      { trecho: 'à partir', categoria: 'crase forbidden', correcao: 'a partir' },
      { trecho: 'Concerteza', categoria: 'spelling', correcao: 'Com certeza' },
    ],
  },
];
