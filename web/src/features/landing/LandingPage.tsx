import {
  Badge,
  Box,
  Button,
  Container,
  Flex,
  Heading,
  HStack,
  Icon,
  Link,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuCamera, LuChartLine, LuFileText, LuSparkles, LuTarget, LuUsers } from 'react-icons/lu';
import { competencyColor } from '@argumenta/contracts';
import { Logo } from '@/components/Logo';
import { ColorModeButton } from '@/components/ui/color-mode';

const FEATURES = [
  {
    icon: LuSparkles,
    title: 'Correção por IA em segundos',
    text: 'Receba a nota de 0 a 1000 e o comentário de cada uma das cinco competências do ENEM.',
  },
  {
    icon: LuTarget,
    title: 'Feedback que aponta o trecho',
    text: 'Veja no seu próprio texto onde está cada problema e como corrigi-lo.',
  },
  {
    icon: LuCamera,
    title: 'Foto da redação manuscrita',
    text: 'Fotografe a folha: transcrevemos o texto para você revisar antes de enviar.',
  },
  { icon: LuFileText, title: 'Envio em PDF ou texto', text: 'Digite, cole ou envie um PDF com texto selecionável.' },
  {
    icon: LuChartLine,
    title: 'Histórico e evolução',
    text: 'Acompanhe suas notas ao longo do tempo e revise correções anteriores.',
  },
  {
    icon: LuUsers,
    title: 'Salas e atividades',
    text: 'Professores criam salas, propostas temáticas e atividades; alunos entregam e recebem retorno.',
  },
];

const SAMPLE = [
  { n: 1, name: 'Domínio da norma culta', score: 160 },
  { n: 2, name: 'Compreensão da proposta', score: 140 },
  { n: 3, name: 'Organização dos argumentos', score: 180 },
];

/** Starting is registering; signing in has its own button. */
function CallToAction({
  children,
  size = 'lg',
  to = '/auth/register',
}: {
  children: string;
  size?: 'md' | 'lg';
  to?: string;
}) {
  return (
    <Button asChild colorPalette="brand" size={size}>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}

export default function LandingPage() {
  return (
    <Box minH="100dvh" bg="page">
      <Box as="header" borderBottomWidth="1px" bg="bg.panel" position="sticky" top="0" zIndex="docked">
        <Container maxW="6xl" py="3">
          <Flex justify="space-between" align="center">
            <Logo />
            <HStack gap="2">
              <ColorModeButton />
              <CallToAction size="md" to="/auth/login">
                Entrar
              </CallToAction>
            </HStack>
          </Flex>
        </Container>
      </Box>

      <Box as="main">
        <Container maxW="6xl" py={{ base: '12', md: '20' }}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="12" alignItems="center">
            <Stack gap="6">
              <Badge colorPalette="brand" alignSelf="flex-start" size="lg">
                Redação ENEM
              </Badge>
              <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
                Escreva, receba a correção e evolua até a nota 1000
              </Heading>
              <Text fontSize="lg" color="fg.muted">
                O Argumenta corrige sua redação pelas cinco competências oficiais do ENEM, mostra onde melhorar no seu
                próprio texto e acompanha sua evolução.
              </Text>
              <HStack gap="3" flexWrap="wrap">
                <CallToAction>Começar agora</CallToAction>
                <Button asChild variant="outline" size="lg">
                  <RouterLink to="/auth/login">Já tenho conta</RouterLink>
                </Button>
              </HStack>
            </Stack>

            <Box bg="bg.panel" borderWidth="1px" rounded="2xl" shadow="md" p="6" data-testid="sample-analysis">
              <Flex justify="space-between" align="baseline" mb="4">
                <Heading size="md">Análise por competência</Heading>
                <Text fontSize="sm" color="fg.muted">
                  ilustração
                </Text>
              </Flex>
              <Stack gap="4">
                {SAMPLE.map((c) => (
                  <Stack key={c.n} gap="1">
                    <Flex justify="space-between" fontSize="sm">
                      <Text fontWeight="medium">
                        C{c.n} · {c.name}
                      </Text>
                      <Text fontWeight="bold" color={`${competencyColor(c.score)}.fg`}>
                        {c.score}/200
                      </Text>
                    </Flex>
                    <Progress.Root value={(c.score / 200) * 100} colorPalette={competencyColor(c.score)} size="sm">
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                  </Stack>
                ))}
              </Stack>
              <Text mt="5" fontSize="sm" color="fg.muted">
                “A tese está clara e os argumentos bem encadeados; revise a concordância no segundo parágrafo.”
              </Text>
            </Box>
          </SimpleGrid>
        </Container>

        <Box bg="bg.panel" borderYWidth="1px" py={{ base: '12', md: '16' }}>
          <Container maxW="6xl">
            <Heading as="h2" size="2xl" textAlign="center" mb="10">
              Tudo o que você precisa para treinar a redação
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
              {FEATURES.map((f) => (
                <Stack key={f.title} gap="3" p="5" rounded="xl" borderWidth="1px" bg="page">
                  <Icon as={f.icon} boxSize="6" color="brand.fg" />
                  <Heading size="md">{f.title}</Heading>
                  <Text color="fg.muted">{f.text}</Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Container>
        </Box>

        <Container maxW="4xl" py={{ base: '12', md: '20' }} textAlign="center">
          <Stack gap="5" align="center">
            <Heading as="h2" size="2xl">
              Pronto para a sua próxima redação?
            </Heading>
            <Text color="fg.muted" fontSize="lg">
              Crie sua conta gratuitamente e receba sua primeira correção em poucos minutos.
            </Text>
            <CallToAction>Criar minha conta</CallToAction>
          </Stack>
        </Container>
      </Box>

      <Box as="footer" borderTopWidth="1px" py="6" bg="bg.panel">
        <Container maxW="6xl">
          <Flex justify="space-between" align="center" gap="4" flexWrap="wrap" fontSize="sm" color="fg.muted">
            <Logo size="md" />
            <Link asChild color="fg.muted" textDecoration="underline">
              <RouterLink to="/privacidade">Privacidade</RouterLink>
            </Link>
            <Text>© 2025 Argumenta. Todos os direitos reservados.</Text>
          </Flex>
          {/* Credits: the theme bank's source, kept here rather than on the students' theme cards. */}
          <Text fontSize="xs" color="fg.muted" mt="3" data-testid="corpus-credits">
            Créditos: as propostas do banco de temas e as redações de referência vêm do corpus Essay-BR (Marinho,
            Anchiêta e Moura, 2021), sob licença MIT.
          </Text>
        </Container>
      </Box>
    </Box>
  );
}
