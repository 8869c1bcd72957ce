import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { analyseIntervention } from '../src/analysis.js';
import { MorphAnalyzer } from '../src/morph/analyzer.js';
import { segment } from '../src/text.js';

// Readings of the intervention's elements, each on invented conclusions: an impersonal "tem que ter/haver" (no agent),
// a means in a "com" phrase after the action, in a relative clause in the subjunctive or the conditional or in a
// gerund of using, showing or bringing, a purpose whose subject is coordinated, a partner of the agent or of the means
// (no detail), a passive proposal with its agent inside and its detail in the next period, an agentless passive after
// "tem que ser" and a period added with its own agent, a relative clause in the indicative inside the means (no
// detail), one in the subjunctive on a norm (no detail), examples after ", como" (the detail), a means fronted before
// agents coordinated as the subject, a phrase set off by commas after the modal, "medidas devem ser tomadas para …"
// before the proposal, "para ninguém …" (a purpose), a passive in the subjunctive after "é urgente que" with its
// subject before it, a passive after a modal with its subject before it and a means in "com a revisão de…", an agent's
// partner between the agent and the subjunctive (the action), a period taking the proposal up only for its purpose
// (no detail), an exception (", salvo …") and a contrast (", e não um …") kept in their clause, a period added
// by an additive opening with its own agent and a soft modal (another proposal), a noun ending like an infinitive
// after a completive modal (no action), a means cue with its article contracted, a relative whose passive names the
// proposal's agent (no detail), a closing with a modal of the unrealised past (no period of the proposal), "via" and
// "de modo que" + subjunctive marking the proposal shown, the effect stated after the proposal as its finalidade when
// no purpose is attached to it (INEP's "efeito/finalidade"), "com intuito de" a purpose, a gerund after a means phrase
// (the detail), a relative in the present indicative inside the action (no detail), a clause coordinated inside a
// period means whose subject takes the proposal up (the detail). The engine reads with the
// morphological analysis (lt-proc): so does this test.
const CASES: [string, Record<string, string | null>][] = [
  // A gerund right after a generic participle ("Isso pode ser feito vinculando…") is the means, to its period's end; a
  // result gerund there ("garantindo…") is none.
  [
    'Cabe ao Ministério do Trabalho oferecer cursos gratuitos de requalificação. Isso pode ser feito vinculando o seguro-desemprego à matrícula nos cursos, com uma bolsa extra para quem concluir.',
    {
      meio_modo: 'vinculando o seguro-desemprego à matrícula nos cursos, com uma bolsa extra para quem concluir',
    },
  ],
  [
    'Cabe ao Ministério do Trabalho oferecer cursos gratuitos de requalificação. Isso pode ser feito garantindo a renda dos trabalhadores.',
    { meio_modo: null },
  ],
  // A period that takes the proposal up only to say how ("Tal medida deve ocorrer mediante…") is no detail; the next
  // one that specifies is; one that says more before its means is a detail still.
  [
    'Compete à Polícia Federal fortalecer a fiscalização de ofertas de emprego. Tal medida deve ocorrer mediante o monitoramento de anúncios suspeitos. Esse monitoramento deveria priorizar anúncios com promessas de salários altos.',
    { detalhamento: 'Esse monitoramento deveria priorizar anúncios com promessas de salários altos' },
  ],
  [
    'Compete à Polícia Federal fortalecer a fiscalização de ofertas de emprego. Tal medida deve priorizar as fronteiras do Norte e os aeroportos, mediante o monitoramento de anúncios suspeitos.',
    { detalhamento: 'Tal medida deve priorizar as fronteiras do Norte e os aeroportos' },
  ],
  // "As faculdades" are an institution told to act.
  [
    'Então, as faculdades devem proibir os trotes violentos e punir quem participar.',
    { agente: 'faculdades', acao: 'proibir os trotes violentos e punir quem participar' },
  ],
  // With no agent named, the proposal that states a purpose is the one shown, not a restated thesis before it; a
  // gerund of telling in the action's clause, no comma before it, says what the action makes: the detail.
  [
    'Portanto, o preconceito com quem tem diabetes precisa acabar. Tem que fazer mais campanhas sobre a doença explicando como ela se controla, pra que as pessoas percam o medo.',
    {
      agente: null,
      acao: 'fazer mais campanhas sobre a doença',
      finalidade: 'pra que as pessoas percam o medo',
      detalhamento: 'explicando como ela se controla',
    },
  ],
  // Not a gerund of telling ("usando"), nor one after a comma: no detail there.
  [
    'Portanto, tem que fazer mais campanhas sobre a doença usando as redes sociais, pra que as pessoas percam o medo.',
    { detalhamento: null },
  ],
  // A free relative opening the next period with a noun of the proposal ("Quem precisar vai receber os aparelhos…"):
  // who gets what the proposal gives, its detail; one that takes nothing of it up details nothing.
  [
    'Logo, as secretarias de saúde devem levar exames de audição para as escolas, com a ajuda de fonoaudiólogos, visando descobrir cedo os alunos que precisam de aparelhos. Quem precisar vai receber os aparelhos de graça, na própria escola.',
    { detalhamento: 'Quem precisar vai receber os aparelhos de graça, na própria escola' },
  ],
  [
    'Logo, as secretarias de saúde devem levar exames de audição para as escolas, com a ajuda de fonoaudiólogos, visando descobrir cedo os alunos que precisam de aparelhos. Quem cuida da saúde cuida do futuro.',
    { detalhamento: null },
  ],
  // An intention stated impersonally ("pretende-se que…") is the purpose.
  [
    'Para tanto, o Ministério Público deve criar um canal de denúncia na internet, mediante acordos com as plataformas. Com isso, pretende-se que a punição deixe de ser exceção.',
    { finalidade: 'pretende-se que a punição deixe de ser exceção' },
  ],
  [
    'Para tanto, o Ministério Público deve criar um canal de denúncia na internet, mediante acordos com as plataformas. Com isso, pretende-se ampliar as denúncias.',
    { finalidade: null },
  ],
  [
    'Portanto, tem que haver mais fiscalização nas estradas, com radares em todos os trechos, para os motoristas respeitarem os limites.',
    {
      agente: null,
      acao: 'tem que haver mais fiscalização nas estradas',
      meio_modo: 'com radares em todos os trechos',
      finalidade: 'para os motoristas respeitarem os limites',
      detalhamento: null,
    },
  ],
  [
    'Desse modo, tem que ter mais creches nos bairros, com o objetivo de permitir que as mães trabalhem.',
    {
      agente: null,
      acao: 'tem que ter mais creches nos bairros',
      meio_modo: null,
      finalidade: 'com o objetivo de permitir que as mães trabalhem',
    },
  ],
  [
    'Portanto, o Ministério da Saúde deve promover campanhas que sejam veiculadas na televisão e nas redes sociais, a fim de informar a população sobre a doença.',
    {
      agente: 'Ministério da Saúde',
      acao: 'promover campanhas',
      meio_modo: 'que sejam veiculadas na televisão e nas redes sociais',
      finalidade: 'a fim de informar a população sobre a doença',
      detalhamento: null,
    },
  ],
  [
    'Logo, a prefeitura deve contratar agentes de saúde para os bairros, que passariam a atuar nas escolas e nas praças. O objetivo é prevenir a doença.',
    { agente: 'prefeitura', meio_modo: 'que passariam a atuar nas escolas e nas praças' },
  ],
  // A relative clause that describes ("que moram") or whose verb takes an object ("que garantam o acesso") is no means.
  [
    'Assim, o governo deve criar programas que garantam o acesso dos jovens que moram nas periferias ao esporte, para reduzir a evasão.',
    { agente: 'governo', meio_modo: null, finalidade: 'para reduzir a evasão' },
  ],
  [
    'Logo, as escolas devem oferecer oficinas de leitura, por meio de parcerias com bibliotecas, para os alunos e os professores descobrirem novos autores.',
    { finalidade: 'para os alunos e os professores descobrirem novos autores' },
  ],
  // A means in a gerund of using, showing or bringing, after the action; a focus after a comma stays in its clause.
  [
    'Dessa forma, cabe às secretarias de cultura ampliar o acesso aos museus, utilizando ônibus gratuitos nos fins de semana, inclusive nas cidades do interior, a fim de aproximar os estudantes da arte.',
    {
      agente: 'secretarias de cultura',
      acao: 'ampliar o acesso aos museus',
      meio_modo: 'utilizando ônibus gratuitos nos fins de semana, inclusive nas cidades do interior',
      finalidade: 'a fim de aproximar os estudantes da arte',
    },
  ],
  [
    'Portanto, é necessário divulgar os direitos dos idosos nas rádios comunitárias, apresentando histórias reais de quem já foi vítima de golpes, para que as famílias fiquem atentas.',
    {
      agente: null,
      acao: 'divulgar os direitos dos idosos nas rádios comunitárias',
      meio_modo: 'apresentando histórias reais de quem já foi vítima de golpes',
      finalidade: 'para que as famílias fiquem atentas',
    },
  ],
  // A result gerund is not the means.
  [
    'Logo, o governo deve construir mais creches nos bairros pobres, garantindo assim que as mães possam trabalhar.',
    { agente: 'governo', meio_modo: null },
  ],
  // A partner right after the agent is a co-agent, one right after a means phrase part of the means: neither is the
  // detail, which is the next period taking the proposal up.
  [
    'Assim, cabe ao Ministério do Esporte, em conjunto com as federações estaduais, reformar as quadras das escolas públicas, por meio de convênios com as prefeituras em parceria com empresas locais, a fim de ampliar a prática esportiva. Essas quadras devem ficar abertas à comunidade nos fins de semana.',
    {
      agente: 'Ministério do Esporte',
      acao: 'reformar as quadras das escolas públicas',
      meio_modo: 'por meio de convênios com as prefeituras em parceria com empresas locais',
      finalidade: 'a fim de ampliar a prática esportiva',
      detalhamento: 'Essas quadras devem ficar abertas à comunidade nos fins de semana',
    },
  ],
  // A passive proposal with its agent inside: the action is the passive's clause, the next period that takes it up
  // ("Essas hortas…") its detail.
  [
    'Diante disso, é preciso rever essa situação. Devem ser implantadas pelas escolas hortas comunitárias nos terrenos vazios, com apoio das associações de bairro, para que as crianças aprendam a cultivar alimentos. Essas hortas precisam funcionar também nas férias e receber visitas das famílias.',
    {
      agente: 'escolas',
      acao: 'implantadas pelas escolas hortas comunitárias nos terrenos vazios',
      meio_modo: 'com apoio das associações de bairro',
      finalidade: 'para que as crianças aprendam a cultivar alimentos',
      detalhamento: 'Essas hortas precisam funcionar também nas férias e receber visitas das famílias',
    },
  ],
  // An agentless passive after "tem que ser", its purpose with "pra"; the next period, added with its own agent, is
  // another proposal: its agent is not this one's.
  [
    'Portanto, tem que ser proibida a venda de bebidas aos menores, com mais fiscalização nos bares, pra os jovens não beberem tão cedo. E os pais também têm que conversar com os filhos sobre isso.',
    {
      agente: null,
      acao: 'proibida a venda de bebidas aos menores',
      meio_modo: 'com mais fiscalização nos bares',
      finalidade: 'pra os jovens não beberem tão cedo',
      detalhamento: null,
    },
  ],
  // A noun of the proposal made the subject of a modal is another agent told to act, not the proposal taken up.
  [
    'Logo, as prefeituras devem limitar a entrada nos parques, cobrando uma taxa de cada visitante, para que a mata se recupere. Os visitantes também precisam fazer a sua parte, levando o lixo embora.',
    { agente: 'prefeituras', meio_modo: 'cobrando uma taxa de cada visitante', detalhamento: null },
  ],
  // A period whose subject, not in the agents' list, is told to act is another proposal: its participle is no detail.
  [
    'Logo, o governo deve ampliar a fiscalização das fronteiras, com drones e radares, para conter o contrabando. Além disso, os comerciantes deveriam deixar de vender produtos trazidos sem nota fiscal.',
    { agente: 'governo', finalidade: 'para conter o contrabando', detalhamento: null },
  ],
  // A relative clause in the indicative inside the means describes its noun: part of the means, no detail; one in the
  // subjunctive specifies it.
  [
    'Concluindo, o governo deve apoiar mais os refugiados através de associações que já trabalham com eles.',
    { agente: 'governo', meio_modo: 'através de associações que já trabalham com eles', detalhamento: null },
  ],
  // A participle right after its noun restricts it (part of the action or the means, no detail); one set off by a
  // comma specifies it (a detail).
  [
    'Portanto, o Ministério da Saúde deve fiscalizar as propagandas voltadas ao público infantil, para que as empresas respeitem as crianças.',
    {
      agente: 'Ministério da Saúde',
      acao: 'fiscalizar as propagandas voltadas ao público infantil',
      finalidade: 'para que as empresas respeitem as crianças',
      detalhamento: null,
    },
  ],
  [
    'Dessa maneira, as prefeituras devem ampliar a fiscalização do barulho, por intermédio de equipes equipadas com decibelímetros, a fim de que a lei seja cumprida.',
    { agente: 'prefeituras', meio_modo: 'por intermédio de equipes equipadas com decibelímetros', detalhamento: null },
  ],
  [
    'Desse modo, o Ministério da Saúde deve promover campanhas educativas nas escolas, produzidas com linguagem acessível, a fim de esclarecer a população.',
    { agente: 'Ministério da Saúde', detalhamento: 'produzidas com linguagem acessível' },
  ],
  [
    'Assim, o Ministério das Comunicações deve ampliar o acesso à internet por meio de recursos do Fundo Nacional destinados a antenas rurais, a fim de incluir os isolados.',
    { agente: 'Ministério das Comunicações', detalhamento: 'destinados a antenas rurais' },
  ],
  // A period opening with "cada" and a noun of the proposal takes it up: the detail.
  [
    'Portanto, as prefeituras devem criar bibliotecas nos bairros, através de convênios com associações, a fim de aproximar o livro dos moradores. Cada biblioteca funcionaria também à noite, com acervo escolhido pelos próprios moradores.',
    {
      agente: 'prefeituras',
      detalhamento: 'Cada biblioteca funcionaria também à noite, com acervo escolhido pelos próprios moradores',
    },
  ],
  // The "que" closing a cleft ("é na água parada que…") is no relative pronoun: no detail. Look-alike: a relative
  // clause in the subjunctive after the action's noun still specifies it.
  [
    'Por isso, a população tem que limpar os quintais toda semana, porque é na água parada que o mosquito bota os ovos.',
    { agente: 'população', acao: 'limpar os quintais toda semana', detalhamento: null },
  ],
  [
    'Por isso, o governo deve criar centros de convivência que atendam os idosos durante o dia, a fim de reduzir a solidão.',
    { agente: 'governo', detalhamento: 'de convivência que atendam os idosos durante o dia' },
  ],
  // Of two periods that tell an agent to act, the proposal shown is the first with a means or a purpose: an opening
  // general appeal without either restates the thesis. Look-alike: when none has one, the first is shown.
  [
    'Em suma, cabe ao poder público devolver o esporte às escolas. O Ministério da Educação deve financiar a reforma de quadras por meio de um fundo federal, para que todo estudante pratique esportes.',
    {
      agente: 'Ministério da Educação',
      acao: 'financiar a reforma de quadras',
      meio_modo: 'por meio de um fundo federal',
      finalidade: 'para que todo estudante pratique esportes',
    },
  ],
  [
    'Em suma, cabe ao poder público devolver o esporte às escolas. O Ministério da Educação deve financiar a reforma de quadras nas escolas públicas.',
    { agente: 'poder público', acao: 'devolver o esporte às escolas' },
  ],
  // A proposal in the subjunctive after a completive modal is the one shown, not a second one with an infinitive.
  [
    'Portanto, é imprescindível que o Ministério da Cultura destine os prédios públicos ociosos a bibliotecas, mediante convênios com as prefeituras, a fim de ampliar o acesso à leitura. Ao mesmo tempo, as escolas devem abrir suas salas de leitura nos fins de semana, para que as famílias as frequentem.',
    {
      agente: 'Ministério da Cultura',
      acao: 'destine os prédios públicos ociosos a bibliotecas',
      finalidade: 'a fim de ampliar o acesso à leitura',
    },
  ],
  // A means cue misspelt by its accent or a letter of the same sound; none in a closing "Só através de…".
  [
    'Logo, o Ministério da Saúde deve ampliar os postos de vacinação, atravéz de parcerias com as prefeituras, para que mais crianças sejam vacinadas.',
    { meio_modo: 'atravéz de parcerias com as prefeituras' },
  ],
  [
    'Então, deveria ter mais bibliotecas nos bairros, para que as crianças leiam mais. Só atraves da leitura elas vão ter um futuro melhor.',
    { meio_modo: null },
  ],
  // The subject of a modal in the passive undergoes a measure (no agent); a period added by "Além disso" with a modal
  // of its own is another proposal (no detail).
  [
    'Portanto, é necessário que sejam feitas campanhas de prevenção nas escolas, por meio de palestras com médicos, para que a doença seja combatida. Além disso, as farmácias que venderem remédios sem receita devem ser multadas.',
    { agente: null, acao: 'feitas campanhas de prevenção nas escolas', detalhamento: null },
  ],
  // A purpose opening the period after a connective ends where the agents coordinated as the subject begin; any gerund
  // with its object opening the clause after the action's is its means, and a bare noun with its participle set off
  // after it, an apposition, the detail.
  [
    'Destarte, a fim de proteger a saúde dos moradores, a prefeitura e a Secretaria de Saúde devem revisar as licenças das fábricas, submetendo cada pedido a uma junta independente, grupo formado por médicos sem vínculo com as empresas.',
    {
      agente: 'prefeitura',
      acao: 'revisar as licenças das fábricas',
      meio_modo: 'submetendo cada pedido a uma junta independente',
      finalidade: 'a fim de proteger a saúde dos moradores',
      detalhamento: 'grupo formado por médicos sem vínculo com as empresas',
    },
  ],
  // A gerund of a result ("impedindo") or of being ("existindo") is no means; an apposition's noun needs its participle
  // and a complement ("…, medida simples e barata" details nothing).
  [
    'Portanto, o governo deve ampliar o programa de merenda, impedindo a fome nas escolas, a fim de melhorar o aprendizado.',
    { meio_modo: null, detalhamento: null },
  ],
  [
    'Portanto, o governo deve ampliar o programa de merenda, existindo mais cozinhas nas escolas, a fim de melhorar o aprendizado.',
    { meio_modo: null },
  ],
  [
    'Portanto, o governo deve ampliar o programa de merenda, por meio de cozinhas nas escolas, medida simples e barata, a fim de melhorar o aprendizado.',
    { detalhamento: null },
  ],
  // A period after "Além disso" whose subject is another agent's name, with its own modal, is another proposal (no
  // detail); the same agent's name taken up continues the proposal.
  [
    'Portanto, as empresas devem ampliar as vagas de estágio, oferecendo salário justo, para que o jovem consiga experiência. Além disso, o Ministério da Educação precisa criar cursos técnicos nas periferias.',
    { agente: 'empresas', meio_modo: 'oferecendo salário justo', detalhamento: null },
  ],
  [
    'Portanto, o Ministério da Educação deve ampliar as vagas de estágio, por meio de convênios com empresas, para que o jovem consiga experiência. O Ministério também precisa fiscalizar esses contratos todos os meses.',
    {
      agente: 'Ministério da Educação',
      detalhamento: 'O Ministério também precisa fiscalizar esses contratos todos os meses',
    },
  ],
  // A relative clause in the subjunctive on a norm (a law, an amendment) says what the norm orders: part of the action
  // or the means that names it, no detail. On another noun it specifies it (the "centros de convivência" case above).
  [
    'Portanto, o governo federal deve criar uma lei que obrigue as lojas a recolher as roupas usadas, por meio de pontos de coleta, para que as peças sejam recicladas.',
    { agente: 'governo federal', detalhamento: null },
  ],
  [
    'Portanto, o Congresso deve ampliar a licença-paternidade. Isso pode ser feito através de um projeto de lei que amplie o afastamento do pai, para que ele cuide do bebê.',
    { agente: 'Congresso', detalhamento: null },
  ],
  [
    'Portanto, o governo federal deve criar pontos de coleta que recolham as roupas usadas nas lojas, por meio de parcerias com as marcas, para que as peças sejam recicladas.',
    { agente: 'governo federal', detalhamento: 'de coleta que recolham as roupas usadas nas lojas' },
  ],
  // Examples listed after ", como" (three or more phrases, no verb of their own) detail the noun before them; a single
  // phrase, or a list reaching another element's preposition, does not.
  [
    'Portanto, o Congresso deve aprovar uma lei que garanta direitos aos entregadores, como seguro contra acidentes, previdência e um valor mínimo por hora, por meio de um diálogo com sindicatos, para que trabalhem com dignidade.',
    { detalhamento: 'como seguro contra acidentes, previdência e um valor mínimo por hora' },
  ],
  [
    'Portanto, o Ministério da Educação deve ensinar o uso das novas tecnologias, como as redes sociais, por meio de palestras nas escolas e nos bairros, a fim de proteger os jovens.',
    { detalhamento: null },
  ],
  // A means fronted before agents coordinated as the subject ends at the comma before them: the list before it closed
  // and the words after it reach a modal; the article after the comma links no partner.
  [
    'Portanto, por meio de campanhas nas escolas, nos postos e nas redes sociais, o Ministério da Saúde e as prefeituras devem ampliar a vacinação infantil, a fim de evitar novos surtos.',
    {
      agente: 'Ministério da Saúde',
      acao: 'ampliar a vacinação infantil',
      meio_modo: 'por meio de campanhas nas escolas, nos postos e nas redes sociais',
    },
  ],
  // A phrase set off by commas right after the modal: the action's verb is read after it; a partner inside it is no
  // agent and no detail.
  [
    'Assim, o Ministério da Educação deve, por meio de cursos de formação nas universidades públicas, aproximar os professores das tecnologias digitais, a fim de modernizar o ensino.',
    {
      agente: 'Ministério da Educação',
      acao: 'aproximar os professores das tecnologias digitais',
      meio_modo: 'por meio de cursos de formação nas universidades públicas',
    },
  ],
  // After "medidas devem ser tomadas", "para" and an infinitive are the purpose of the measures announced: the action
  // is the next period's.
  [
    'É evidente, portanto, que medidas devem ser tomadas para reduzir a evasão escolar. Diante disso, o Ministério da Educação deve, em conjunto com as secretarias estaduais, ampliar o ensino integral, a fim de manter os jovens na escola.',
    {
      agente: 'Ministério da Educação',
      acao: 'ampliar o ensino integral',
      finalidade: 'a fim de manter os jovens na escola',
      detalhamento: null,
    },
  ],
  // "para" + an indefinite pronoun and its infinitive: a purpose.
  [
    'Enfim, precisa contratar mais médicos para os postos de saúde, para ninguém ficar esperando meses por uma consulta.',
    { agente: null, finalidade: 'para ninguém ficar esperando meses por uma consulta' },
  ],
  // A passive in the subjunctive after a completive modal, its subject before it: the action is that clause from its
  // subject, up to the passive's agent; an exception (", salvo …") and a contrast with no verb (", e não um …") go on
  // with the clause before them.
  [
    'Portanto, é urgente que a lei de trânsito seja alterada pelo Congresso Nacional, mediante a inclusão de um artigo que proíba o uso do celular ao volante, salvo em emergências, para que as estradas voltem a ser seguras, e não um risco diário.',
    {
      agente: 'Congresso Nacional',
      acao: 'a lei de trânsito seja alterada',
      meio_modo: 'mediante a inclusão de um artigo que proíba o uso do celular ao volante, salvo em emergências',
      finalidade: 'para que as estradas voltem a ser seguras, e não um risco diário',
    },
  ],
  // A passive after a modal, its subject before it: the action is that clause from its subject, up to the passive's
  // agent; a "com" phrase after the comma, with a noun of an act in "-são", is the means. After a conjunction the
  // subject follows the participle.
  [
    'Para isso, bibliotecas comunitárias devem ser criadas nos bairros pelas prefeituras, com a revisão dos orçamentos municipais, a fim de ampliar o acesso à leitura.',
    {
      agente: 'prefeituras',
      acao: 'bibliotecas comunitárias devem ser criadas nos bairros',
      meio_modo: 'com a revisão dos orçamentos municipais',
    },
  ],
  // The passive's agent followed by more words than punctuation does not close the clause: it stays in the action.
  [
    'Para isso, a leitura deve ser incentivada pelas escolas públicas a fim de formar novos leitores no país.',
    { acao: 'a leitura deve ser incentivada pelas escolas públicas' },
  ],
  [
    'Portanto, o processo foi arquivado pela Justiça, mas deveria ser criada uma comissão de revisão pelo Congresso Nacional, a fim de apurar os fatos.',
    { acao: 'criada uma comissão de revisão pelo Congresso Nacional' },
  ],
  // After a completive modal, the agent's partner set off by commas comes between the agent and the action's verb; a
  // period that takes the proposal up only to say what for ("Tal medida deve ocorrer a fim de que…") is no detail.
  [
    'Portanto, é imprescindível que o Ministério da Cultura, em parceria com as prefeituras, crie bibliotecas comunitárias nos bairros periféricos. Isso deve ser feito por meio de editais públicos. Tal medida deve ocorrer a fim de que a leitura chegue a todos.',
    {
      agente: 'Ministério da Cultura',
      acao: 'crie bibliotecas comunitárias nos bairros periféricos',
      meio_modo: 'por meio de editais públicos',
      detalhamento: null,
    },
  ],
  // The passive's agent before its subject stays in the action; ", e não" and a verb is another clause.
  [
    'Logo, devem ser criadas pelas prefeituras mais ciclovias nos bairros, com recursos do governo federal, para que o trânsito melhore, e não há outro caminho.',
    {
      agente: 'prefeituras',
      acao: 'criadas pelas prefeituras mais ciclovias nos bairros',
      finalidade: 'para que o trânsito melhore',
    },
  ],
  // A period added by an additive opening with its own agent and a soft modal ("as prefeituras podem incentivar…") is
  // another proposal: its means is not the first one's. A passive with a soft modal ("podem ser oferecidas…") adds to
  // the proposal.
  [
    'Portanto, o Ministério da Agricultura deve proibir os agrotóxicos mais perigosos, para que as abelhas deixem de morrer. Além disso, as prefeituras podem incentivar a criação de abelhas nas escolas, por meio de oficinas com criadores da região.',
    { agente: 'Ministério da Agricultura', meio_modo: null, detalhamento: null },
  ],
  [
    'Portanto, o Ministério da Educação deve promover oficinas de leitura nas escolas, a fim de formar novos leitores. Além disso, podem ser oferecidas atividades práticas, como rodas de conversa, saraus e clubes do livro.',
    { agente: 'Ministério da Educação', detalhamento: 'como rodas de conversa, saraus e clubes do livro' },
  ],
  // After a completive modal, the verb after the agent is the action: a noun ending like an infinitive ("lazer") is
  // none; a noun that is also a verb ("é dever do Estado") still opens the modal.
  [
    'Portanto, é necessário que o governo invista mais em lazer nas periferias, para que os jovens tenham onde se divertir.',
    { agente: 'governo', acao: 'invista mais em lazer nas periferias' },
  ],
  [
    'Portanto, é dever do Estado oferecer lazer nas periferias, para que os jovens tenham onde se divertir.',
    { agente: 'Estado', acao: 'oferecer lazer nas periferias' },
  ],
  // A means cue with its article contracted ("com o apoio das"); a relative clause whose passive names the proposal's
  // agent is the agent's clause, no detail; a closing whose modal is of the unrealised past ("deveriam ter ficado") is
  // no period of the proposal. A relative whose passive names another ("acompanhada pelos conselhos") details it.
  [
    'Por conseguinte, é preciso ampliar a vacinação nas escolas, tarefa que deve ser coordenada pelo Ministério da Saúde com o apoio das prefeituras, a fim de evitar surtos. Dessa forma, o país poderá se livrar de doenças que já deveriam ter ficado no passado.',
    {
      agente: 'Ministério da Saúde',
      acao: 'ampliar a vacinação nas escolas',
      meio_modo: 'com o apoio das prefeituras',
      detalhamento: null,
    },
  ],
  [
    'Portanto, o Ministério da Saúde deve ampliar a vacinação nas escolas, com o apoio das prefeituras, medida que deve ser acompanhada pelos conselhos de saúde, a fim de evitar surtos.',
    {
      meio_modo: 'com o apoio das prefeituras',
      detalhamento: 'medida que deve ser acompanhada pelos conselhos de saúde',
    },
  ],
  // "a partir dos fatos apresentados" opens a recap: no means.
  [
    'Portanto, a partir dos fatos apresentados, o Ministério da Saúde deve ampliar a vacinação nas escolas, a fim de evitar surtos.',
    { agente: 'Ministério da Saúde', meio_modo: null },
  ],
  // Of two periods telling an agent to act, the first with a means ("via") or a purpose ("de modo que" + subjunctive)
  // is the proposal shown; "de modo que" + indicative states a result, no purpose.
  [
    'Logo, cabe ao Ministério da Ciência ampliar as bolsas de pesquisa, via recursos do fundo nacional, de modo que o jovem pesquisador possa planejar sua carreira. Ademais, as universidades devem criar programas de divulgação, para que a população valorize a ciência.',
    {
      agente: 'Ministério da Ciência',
      acao: 'ampliar as bolsas de pesquisa',
      meio_modo: 'via recursos do fundo nacional',
      finalidade: 'de modo que o jovem pesquisador possa planejar sua carreira',
    },
  ],
  [
    'Portanto, o governo deve ampliar as bolsas de pesquisa, por meio de editais, de modo que o país deixará de perder cientistas.',
    { meio_modo: 'por meio de editais', finalidade: null },
  ],
  // "de forma que" inside a purpose already under way, no comma between, is that purpose's manner: the purpose whole.
  [
    'Assim, as prefeituras devem criar hortas nas escolas, por meio de parcerias locais, para que os alunos aprendam a plantar de forma que respeitem o meio ambiente.',
    {
      meio_modo: 'por meio de parcerias locais',
      finalidade: 'para que os alunos aprendam a plantar de forma que respeitem o meio ambiente',
    },
  ],
  // "via" after an article is the noun ("a via digital"), no means: the means and the purpose are the clauses around it.
  [
    'Para que a via digital se torne a porta de entrada do atendimento, cabe ao INSS ampliar os postos de apoio, por meio de mutirões nos bairros.',
    {
      meio_modo: 'por meio de mutirões nos bairros',
      finalidade: 'Para que a via digital se torne a porta de entrada do atendimento',
    },
  ],
  // With no purpose attached to the proposal, the finalidade is the effect of the action stated in a period after it:
  // a closing opened by an effect's opening, without it, or a conditional, whole.
  [
    'Portanto, o poder público deve investir mais em transporte coletivo, construindo corredores de ônibus. Dessa maneira, as pessoas vão deixar o carro em casa e o trânsito vai melhorar.',
    { finalidade: 'as pessoas vão deixar o carro em casa e o trânsito vai melhorar' },
  ],
  [
    'Por isso a população tem que limpar os quintais toda semana. Se cada um fizer a sua parte a dengue vai diminuir.',
    { finalidade: 'Se cada um fizer a sua parte a dengue vai diminuir' },
  ],
  // A purpose before the proposal that restates the thesis is not the proposal's: the effect after it is.
  [
    'Logo, é necessário agir para que o parto volte a ser um momento de cuidado. O Ministério da Saúde deve criar campanhas sobre os direitos da gestante. Assim, as mulheres saberão denunciar abusos.',
    { finalidade: 'as mulheres saberão denunciar abusos' },
  ],
  // A purpose attached to the proposal is the finalidade, whatever follows.
  [
    'Logo, o Ministério da Saúde deve ampliar as campanhas de vacinação, a fim de evitar surtos. Assim, as crianças estarão protegidas.',
    { finalidade: 'a fim de evitar surtos' },
  ],
  // No effect: a closing that only states, one that idealises the country or speaks of "we", a warning, and an effect
  // with no proposal before it.
  [
    'Portanto, o governo deve criar campanhas sobre a doença nas escolas. Assim, a educação é a base de tudo.',
    { finalidade: null },
  ],
  [
    'Portanto, o governo deve criar campanhas sobre a doença nas escolas. Só assim o Brasil vai ser um país mais justo.',
    { finalidade: null },
  ],
  [
    'Portanto, o governo deve criar campanhas sobre a doença nas escolas. Somente assim poderemos viver sem medo.',
    { finalidade: null },
  ],
  [
    'Portanto, o governo deve criar campanhas sobre a doença nas escolas. Se nada for feito, os casos vão aumentar.',
    { finalidade: null },
  ],
  [
    'Portanto, a internet é muito importante e todos deveriam ter acesso a ela. Só assim os jovens vão poder estudar em casa.',
    { acao: null, finalidade: null },
  ],
  // "com intuito de", without the article, is a purpose.
  [
    'Portanto, o Estado deve regulamentar a moeda virtual, com intuito de investigar transações ilegais.',
    { finalidade: 'com intuito de investigar transações ilegais' },
  ],
  // A conclusion that opens with "Ser" before a later modal: the passive check looks before the first word (it threw).
  [
    'Ser professor no Brasil não é fácil, pois esta sujeito a salas lotadas que podem ser difíceis e também precisa lidar com salários baixos.',
    { agente: null, acao: null },
  ],
  // A gerund set off by a comma after a means phrase, before the purpose, specifies it: the detail. With no means phrase
  // before it, the gerund is the means.
  [
    'Portanto, o Ministério da Saúde deve ampliar a vacinação nas periferias, por meio de postos itinerantes, priorizando os bairros sem unidade de saúde, a fim de reduzir os casos de sarampo.',
    {
      meio_modo: 'por meio de postos itinerantes',
      detalhamento: 'priorizando os bairros sem unidade de saúde',
      finalidade: 'a fim de reduzir os casos de sarampo',
    },
  ],
  [
    'Portanto, o Ministério da Saúde deve ampliar a vacinação nas periferias, priorizando os bairros sem unidade de saúde, a fim de reduzir os casos de sarampo.',
    { meio_modo: 'priorizando os bairros sem unidade de saúde', detalhamento: null },
  ],
  // A relative clause in the present indicative inside the action's clause says which ("o valor que manda"): the
  // third person singular is no imperative there, and no detail.
  [
    'Portanto o governo tem que fiscalizar o dinheiro da merenda e aumentar o valor que manda para as escolas.',
    { acao: 'fiscalizar o dinheiro da merenda e aumentar o valor que manda para as escolas', detalhamento: null },
  ],
  // Inside a period stating the means, a clause coordinated by ", e" whose own subject takes a noun of the proposal up
  // before a modal is the detail, where the means ends.
  [
    'Diante disso, cabe às prefeituras realizar obras de contenção e reassentar as famílias das encostas. Essas ações devem ser orientadas pelos mapas de risco, e o reassentamento deve ocorrer em bairros próximos.',
    {
      meio_modo: 'Essas ações devem ser orientadas pelos mapas de risco',
      detalhamento: 'o reassentamento deve ocorrer em bairros próximos',
    },
  ],
];

const morph = new MorphAnalyzer();
beforeAll(async () => {
  await morph.prepare(CASES.map(([t]) => t));
});
afterAll(() => morph.close());

describe('intervention readings', () => {
  test.each(CASES)('%s', (text, expected) => {
    const doc = segment(text);
    const read = analyseIntervention(doc, doc.tokens, morph).elementos;
    const shown = Object.fromEntries(
      Object.keys(expected).map((k) => {
        const e = read[k as keyof typeof read];
        return [k, e.presente ? (e.trecho ?? '') : null];
      }),
    );
    expect(shown).toEqual(expected);
  });
});
