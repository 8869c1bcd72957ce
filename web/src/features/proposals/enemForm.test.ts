import { enemAssignment, themeOf, writable, writeHref } from './enemForm';

it('states the assignment in the ENEM form around the theme', () => {
  const s = enemAssignment('Democratização do acesso ao cinema no Brasil.');
  expect(s).toContain('texto dissertativo-argumentativo');
  expect(s).toContain('modalidade escrita formal da língua portuguesa');
  expect(s).toContain('sobre o tema “Democratização do acesso ao cinema no Brasil”');
  expect(s).toMatch(/proposta de intervenção que respeite os direitos humanos\.$/);
});

it('takes the main theme, else the title; writes only on an active proposal open for correction', () => {
  expect(themeOf({ titulo: 'ENEM 2019: x', tema_principal: 'Democratização do acesso ao cinema no Brasil' })).toBe(
    'Democratização do acesso ao cinema no Brasil',
  );
  expect(themeOf({ titulo: 'Cultura do cancelamento', tema_principal: ' ' })).toBe('Cultura do cancelamento');
  expect(writable({ ativa: true, ativa_para_correcao: true })).toBe(true);
  expect(writable({ ativa: true, ativa_para_correcao: false })).toBe(false);
  expect(writeHref(7)).toBe('/essays/new?proposta=7');
});
