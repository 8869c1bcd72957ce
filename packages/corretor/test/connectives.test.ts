import { describe, expect, test } from '@jest/globals';
import { OPENING_CONNECTIVES, openingConnective } from '../src/connectives.js';
import { segment } from '../src/text.js';

/** What the lexicon reads at the opening of a paragraph: the passage, "(retoma)" for a resuming noun phrase, or null. */
function opening(paragraph: string): string | null {
  const doc = segment(paragraph);
  const p = doc.paragraphs[0]!;
  const o = openingConnective(doc.text, p.tokens);
  if (!o) return null;
  const shown = doc.text.slice(p.tokens[o.a]!.start, p.tokens[o.b]!.end);
  return o.resuming ? `${shown} (retoma)` : shown;
}

describe('the connective a paragraph opens with', () => {
  test('a multi-word connective is read whole, not as its first word', () => {
    expect(opening('Em primeiro lugar, a escola falha.')).toBe('Em primeiro lugar');
    expect(opening('Por outro lado, o Estado se omite.')).toBe('Por outro lado');
    expect(opening('Nessa linha de raciocínio, o problema persiste.')).toBe('Nessa linha de raciocínio');
    expect(opening('Sob essa ótica, cabe ao Estado agir.')).toBe('Sob essa ótica');
    expect(opening('Assim como a escola, a família educa.')).toBe('Assim como');
    expect(opening('Numa primeira análise, a lei é pouco aplicada.')).toBe('Numa primeira análise');
  });

  test('a locution with a complement that retakes the text before is read up to the comma', () => {
    expect(opening('Em virtude dos fatos mencionados, faz-se necessário agir.')).toBe(
      'Em virtude dos fatos mencionados',
    );
    expect(opening('Diante desse cenário preocupante, o governo deve agir.')).toBe('Diante desse cenário preocupante');
    expect(opening('Tendo em vista o exposto, cabe ao Ministério agir.')).toBe('Tendo em vista o exposto');
    expect(opening('Diante do exposto, cabe ao Ministério agir.')).toBe('Diante do exposto');
    expect(opening('Diante dos fatos supracitados vê-se que a escola falha.')).toBe('Diante dos fatos supracitados');
    // A complement that brings something new is not read with the locution.
    expect(opening('Devido à falta de verbas, as obras param.')).toBe('Devido à');
  });

  test('a purpose clause opens its own period, not a link, unless it retakes the text before', () => {
    expect(opening('Para que os rios voltem a ser limpos, cabe às prefeituras tratar o esgoto.')).toBeNull();
    expect(opening('A fim de reduzir as enchentes, o município deve ampliar as áreas verdes.')).toBeNull();
    expect(opening('Para isso, o município deve ampliar as áreas verdes.')).toBe('Para isso');
    expect(opening('Para que esse quadro mude, o município deve ampliar as áreas verdes.')).toBe('Para que');
  });

  test('the jussive of an additive verb with "a isso" opens as a connective ("Some-se a isso…")', () => {
    expect(opening('Some-se a isso a falta de saneamento nas periferias.')).toBe('Some-se a isso');
    expect(opening('Acrescente-se a isso o descaso dos governos.')).toBe('Acrescente-se a isso');
    expect(opening('Some a isso um pouco de paciência.')).toBeNull();
    // With a demonstrative and the noun it retakes.
    expect(opening('Soma-se a esse cenário o estigma social.')).toBe('Soma-se a esse cenário');
    expect(opening('Soma-se a renda o auxílio do governo.')).toBeNull();
  });

  test("an article and a qualifier name the paragraph's own viewpoint; a demonstrative retakes the text before", () => {
    expect(opening('Sob a ótica econômica, o aliciamento encontra terreno fértil.')).toBeNull();
    expect(opening('Sob essa ótica, o aliciamento encontra terreno fértil.')).toBe('Sob essa ótica');
    // A complement that retakes the text keeps the locution a link.
    expect(opening('Na perspectiva supracitada, o aliciamento encontra terreno fértil.')).toBe('Na perspectiva');
  });

  test('punctuation ends a connective: "Assim, como…" is "Assim"', () => {
    expect(opening('Assim, como se viu, o problema persiste.')).toBe('Assim');
    expect(opening('Logo, cabe ao Estado agir.')).toBe('Logo');
  });

  test('conjunctions of every class open a paragraph; unaccented spellings are read', () => {
    expect(opening('Embora existam leis, a violência persiste.')).toBe('Embora');
    expect(opening('Caso nada seja feito, o quadro piora.')).toBe('Caso');
    expect(opening('Se o governo não agir, o quadro piora.')).toBe('Se');
    expect(opening('A fim de mitigar o problema, o Estado deve agir.')).toBe('A fim de');
    expect(opening('Alem disso, a escola falha.')).toBe('Alem disso');
    expect(opening('Ainda, a escola falha.')).toBe('Ainda');
    expect(opening('Pois bem, a escola falha.')).toBe('Pois bem');
    expect(opening('Além da falta de verbas, há o descaso.')).toBe('Além da');
    expect(opening('De mais a mais, embora existam leis, a escola falha.')).toBe('De mais a mais');
    // "De mais de…" counts, it does not add.
    expect(opening('De mais de cem escolas visitadas, só três tinham biblioteca.')).toBeNull();
  });

  test('additive openers built on "bastar" are read whole: "Não bastasse isso", "Como se não bastasse"', () => {
    expect(opening('Não bastasse isso, as bibliotecas de bairro fecham aos sábados.')).toBe('Não bastasse isso');
    expect(opening('Como se não bastasse, o transporte até a escola rural é irregular.')).toBe('Como se não bastasse');
    expect(opening('Como se isso não bastasse, faltam merendeiras.')).toBe('Como se isso não bastasse');
    // "bastar" with a subject of its own is a clause, not the locution.
    expect(opening('Não bastasse a falta de verbas, a escola perdeu professores.')).toBeNull();
  });

  test('a paragraph opened by its subject, a verb or a time adjunct has no opening connective', () => {
    expect(opening('O Estado, portanto, deve agir.')).toBeNull();
    expect(opening('Isso acontece, em primeiro lugar, porque a escola falha.')).toBeNull();
    expect(opening('Nota-se, portanto, que a escola falha.')).toBeNull();
    expect(opening('Se faz necessário que o Estado aja.')).toBeNull();
    expect(opening('Logo após a abolição, os libertos ficaram sem terra.')).toBeNull();
    expect(opening('Ainda hoje a escola falha.')).toBeNull();
    expect(opening('Atualmente, a escola falha.')).toBeNull();
    expect(opening('Nos dias atuais, a escola falha.')).toBeNull();
  });

  test('a conformity preposition naming its source opens with the repertoire, not with a connective', () => {
    expect(opening('Segundo o Instituto Brasileiro de Geografia e Estatística, a renda caiu.')).toBeNull();
    expect(opening('De acordo com a Organização Mundial da Saúde, o ruído adoece.')).toBeNull();
    expect(opening('Conforme Paulo Freire, a educação liberta.')).toBeNull();
    // A noun phrase whose complement names the source.
    expect(opening('Segundo um relatório do UNICEF publicado em 2021, a renda caiu.')).toBeNull();
    expect(opening('De acordo com dados do IBGE, a renda caiu.')).toBeNull();
    // Look-alikes: a common noun or a complement that retakes the text still opens as a connective.
    expect(opening('Segundo pesquisas recentes, a renda caiu.')).toBe('Segundo');
    expect(opening('Conforme exposto, a renda caiu.')).toBe('Conforme exposto');
    expect(opening('De acordo com esse raciocínio, a renda caiu.')).toBe('De acordo com');
    expect(opening('Segundo o raciocínio do texto, a renda caiu.')).toBe('Segundo');
  });

  test('the additive "e" before a connective is read with it; before anything else it opens none', () => {
    expect(opening('E também as escolas não ajudam muito.')).toBe('E também');
    expect(opening('E por último, a área esportiva.')).toBe('E por último');
    expect(opening('E esta marginalização está enraizada na sociedade.')).toBeNull();
    // "É", the verb, is no conjunction.
    expect(opening('É também dever do Estado agir.')).toBeNull();
  });

  test('a resuming noun phrase articulates without being a connective', () => {
    expect(opening('Outro fator é a omissão do Estado.')).toBe('Outro fator (retoma)');
  });

  test('every entry of the lexicon is read whole where it opens a paragraph', () => {
    const cut: string[] = [];
    for (const list of Object.values(OPENING_CONNECTIVES))
      for (const c of list) {
        // A purpose locution opens as a connective when its clause retakes the text before.
        const retaking = list === OPENING_CONNECTIVES.finalidade ? ' o problema' : '';
        const text = `${c[0]!.toUpperCase()}${c.slice(1)}${retaking}, a escola falha.`;
        const read = opening(text);
        if (!read || !read.toLowerCase().startsWith(c.toLowerCase())) cut.push(`${c} → ${read}`);
      }
    expect(cut).toEqual([]);
  });
});
