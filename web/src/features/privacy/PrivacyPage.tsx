import { Box, Container, Heading, Link, List, Stack, Table, Text } from '@chakra-ui/react';
import { PRIVACY_POLICY_VERSION } from '@argumenta/contracts';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { STACKED_ON_PHONE } from '@/components/stackedTable';

const DATA: [what: string, why: string, howLong: string][] = [
  [
    'Nome, e-mail, senha (guardada só como hash), papel, escola',
    'Criar a conta, entrar, mostrar seu nome ao professor da sala',
    'Enquanto a conta existir; apagados ao fim do prazo de carência da exclusão',
  ],
  [
    'Redações, versões, títulos',
    'Corrigir e devolver a correção; permitir reescrever',
    'Enquanto a conta existir, ou até o prazo de guarda definido pela escola',
  ],
  ['Fotos e PDFs enviados, texto transcrito (OCR)', 'Transcrever a redação manuscrita', 'Como as redações'],
  [
    'Correções, notas, comentários do professor, recursos',
    'Devolver a avaliação e permitir contestá-la',
    'Como as redações; notas sem identificação podem ficar nas estatísticas da escola',
  ],
  ['Participação em salas e atividades', 'Entregar atividades ao professor da sala', 'Enquanto a conta existir'],
  [
    'Extrato de créditos',
    'Controlar o uso das correções',
    'Enquanto a conta existir (valores sem identificação ficam na contabilidade da escola)',
  ],
  [
    'Tentativas de login (e-mail e endereço IP)',
    'Impedir adivinhação de senha',
    '15 minutos de janela; apagadas com a conta',
  ],
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * /privacidade (issue 38, LGPD arts. 9 and 14): what is collected, why, for how long, who the controller and the
 * operator are, and how to exercise each right. Public: registration and the footer link here.
 */
export default function PrivacyPage() {
  useEffect(() => {
    document.title = 'Privacidade · Argumenta';
  }, []);
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <Stack gap="8">
        <Box>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Privacidade e proteção de dados
          </Heading>
          <Text color="fg.muted" mt="2">
            Versão {PRIVACY_POLICY_VERSION}. Lei Geral de Proteção de Dados (Lei 13.709/2018).
          </Text>
        </Box>

        <Section title="Quem trata os seus dados">
          <Text>
            Quando a sua conta foi criada pela sua escola (pela coordenação, por importação de planilha ou pelo login da
            escola), a <strong>escola é a controladora</strong>: ela decide para que os dados servem e responde por
            eles, inclusive pelo consentimento dos responsáveis de estudantes menores de idade. O Argumenta é o{' '}
            <strong>operador</strong>: trata os dados só para prestar o serviço à escola. Quando você mesmo criou a
            conta, o Argumenta é o controlador.
          </Text>
          <Text>
            Dúvidas e pedidos: fale com a coordenação da sua escola ou com o encarregado de dados (DPO) indicado por
            ela.
          </Text>
        </Section>

        <Section title="O que coletamos, por quê e por quanto tempo">
          <Table.ScrollArea
            borderWidth="1px"
            rounded="md"
            tabIndex={0}
            aria-label="Dados coletados, finalidade e prazo"
          >
            <Table.Root size="sm" css={STACKED_ON_PHONE}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Dado</Table.ColumnHeader>
                  <Table.ColumnHeader>Para quê</Table.ColumnHeader>
                  <Table.ColumnHeader>Por quanto tempo</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {DATA.map(([what, why, howLong]) => (
                  <Table.Row key={what}>
                    <Table.Cell data-label="Dado">{what}</Table.Cell>
                    <Table.Cell data-label="Para quê">{why}</Table.Cell>
                    <Table.Cell data-label="Por quanto tempo">{howLong}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Text>
            Não vendemos dados nem usamos as redações para publicidade. Se a escola ativar a correção por um serviço de
            IA externo, o texto da redação (sem o seu nome ou e-mail) é enviado a esse serviço só para ser corrigido.
          </Text>
        </Section>

        <Section title="Seus direitos e como exercê-los">
          <List.Root gap="2" ps="5">
            <List.Item>
              <strong>Acesso e portabilidade:</strong> em Configurações › Dados, <em>Exportar meus dados</em> baixa um
              arquivo ZIP com tudo o que guardamos sobre você (JSON legível por máquina e suas redações em HTML). A
              coordenação da escola pode pedir o mesmo por você.
            </List.Item>
            <List.Item>
              <strong>Correção:</strong> altere nome e dados em Meu perfil; notas e correções podem ser contestadas por
              recurso na própria correção.
            </List.Item>
            <List.Item>
              <strong>Exclusão:</strong> em Configurações › Dados, <em>Excluir conta</em> (com a sua senha). Depois de
              um prazo de carência (7 dias, salvo outro definido pela escola), apagamos nome, e-mail, redações, fotos,
              transcrições, correções e recursos; entrar novamente dentro do prazo cancela o pedido. Contas criadas pela
              escola também podem ser excluídas pela coordenação.
            </List.Item>
            <List.Item>
              <strong>Informação e revogação:</strong> esta página; para revogar um consentimento ou se opor a um
              tratamento, fale com a escola ou com o encarregado.
            </List.Item>
          </List.Root>
        </Section>

        <Text fontSize="sm" color="fg.muted">
          <Link asChild color="brand.fg">
            <RouterLink to="/">Voltar ao início</RouterLink>
          </Link>
        </Text>
      </Stack>
    </Container>
  );
}
