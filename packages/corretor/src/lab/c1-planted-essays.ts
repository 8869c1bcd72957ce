// Essays with typical ENEM slips planted by hand (the deviant passage, its category and the correction): an independent
// check of the C1 rules, read only to report (`npm run corretor:c1 -- --plantadas`, found/missed per round and per
// category). Rules must not be written against them; a new round must be written for each round that changes the rules.
// Round 1: two essays written on 2026-11-30, before that day's C1 rules were written or run on them.
// Round 2: three essays written on 2026-11-30 by a reader who had not read the C1 rules' source, before the rules of
// the next round were written; committed before the engine ran on them and never shown to rule writers. The slips were
// chosen as a teacher marks them in real student essays (crase required and forbidden, verbal and nominal agreement,
// confusables, accents that depend on context, regência, condemned expressions, spelling), plus a few punctuation and
// word-choice slips no rule is expected to catch (their category says so).
// Round 3: three essays written on 2026-11-30 by a reader who had not read the C1 rules' source, while the next round's
// rules were being written elsewhere and before they were merged; committed before the engine ran on them, never shown
// to rule writers, read once to report. Slips chosen as typical of real students, not as easy or hard for any rule: crase
// required and forbidden, verbal agreement (distant and compound subjects, verb before subject, impersonal haver,
// passive "se", relative "que"), nominal agreement (predicate before subject), confusables, accents by context,
// regência, condemned expressions, spelling, "cujo o", and three no rule is expected to catch (labelled "not expected").
// Round 4: three essays written on 2026-11-30 by a reader who had not read the C1 rules' source nor the slips of the
// earlier rounds, on topics none of them treats; committed before the engine ran on them, never shown to rule writers,
// read once to report. Slips chosen as a teacher marks them in real student essays, not as easy or hard for any rule:
// crase required ("devido à", "em relação à", "à medida que", nouns that govern "a") and forbidden (before a verb, a
// masculine noun, "a partir", a plural noun after a singular "a"), verbal agreement of every kind (verb before subject,
// distant subject, "o número de", relative "que", compound subject, impersonal haver and fazer, passive "se", tem/têm,
// vem/vêm), nominal agreement ("bastante", "meio", "é necessário/proibido", predicate before subject), confusables,
// accents by context, regência (assistir, visar, obedecer, preferir … a, implicar, chegar a), condemned expressions,
// spelling, pronoun placement, and three no rule is expected to catch (labelled "not expected").
// Round 5: three essays written on 2026-11-30 by a reader who had not read the C1 rules' source, the C1 sections of the
// corrector's docs nor the slips of the earlier rounds, on topics none of them treats; committed before the engine ran
// on them, never shown to rule writers, to be read first by the integrator before the next round's rules. Slips chosen
// as a teacher marks them in real student essays, not as easy or hard for any rule: crase required and forbidden,
// verbal agreement of every kind (verb before subject, distant subject, a head noun before a prepositional complement,
// relative "que", compound subject, impersonal haver and fazer, passive "se", tem/têm, vem/vêm, cleft "são … que"),
// nominal agreement (participle far from its noun, predicate before subject, "é necessário/proibido", meio, bastante,
// menos), confusables, accents by context, regência, condemned expressions, spelling, pronoun placement, and three no
// rule is expected to catch (labelled "not expected").
// Round 6: three essays written on 2026-11-30 by a reader who had not read the C1 rules' source, the C1 docs nor the
// slips of the earlier rounds, on topics chosen to be unlike theirs; committed before the engine ran on them, never
// shown to rule writers, to be read once by the integrator. Slips chosen as a teacher marks them in real student
// essays, not as easy or hard for any rule: crase required (adverbial and prepositional phrases, a noun after "quanto
// a") and forbidden (before a verb, a pronoun, a demonstrative, a plural noun after a singular "a"), verbal agreement
// of every kind (verb before subject, distant subject, a head noun before a prepositional complement, relative "que",
// compound subject, impersonal haver and fazer, passive "se", tem/têm, vem/vêm, collective + plural), nominal agreement
// (predicative of a compound subject, "bastante"), confusables (mas/mais, mal/mau, há/a, por que/porque, senão/se não,
// a fim de/afim), accents by context, regência, condemned expressions, spelling, pronoun placement, a comma between
// subject and verb, and three no rule is expected to catch (labelled "not expected").
// Round 7: three essays written on 2026-11-30 by a reader who had not read the C1 rules' source, the C1 docs nor the
// slips of the earlier rounds, on topics unlike theirs (the loneliness of the elderly in big cities, food waste,
// digital piracy); committed before the engine ran on them, never shown to rule writers, to be read first by the
// integrator. Slips chosen as a teacher marks them in real student essays, not as easy or hard for any rule, about half
// of them agreement: verbal agreement of every kind (verb before subject, distant subject, a head noun before a
// prepositional complement, relative "que" with a plural and with a singular antecedent, compound subject, collective
// + plural, impersonal haver and fazer, haver with an auxiliary, passive "se", tem/têm, vem/vêm) and nominal agreement
// (predicative of a compound subject of both genders, participle, noun and adjective, "meio", "bastante", "menos",
// "caro" after "custar", "é necessário/proibido" with a determined subject); then crase required and forbidden,
// confusables, accents by context, regência, spelling.
// Round 8: three essays written on 2026-11-30 by a reader who had not read the C1 rules' source, the C1 docs nor the
// slips of the earlier rounds, on topics unlike theirs (fatphobia, child labour in the countryside, the preservation
// of mangroves); committed before the engine ran on them, never shown to rule writers, to be read first by the
// integrator before the next round's rules. Slips chosen as a teacher marks them in real student essays, not as easy or
// hard for any rule, about half of them agreement: verbal agreement in varied structures (verb before subject, distant
// subject, relative "que" with a plural antecedent, compound subject, the second of two coordinated verbs, an
// infinitive subject, collective + plural, impersonal haver and fazer, haver with an auxiliary, passive "se", tem/têm,
// vem/vêm) and nominal agreement (determiner and noun, participle, predicative adjective, predicative of a compound
// subject, adjective after two nouns, "meio", "bastante", "menos", "é necessário/proibido" with a determined subject);
// then crase required and forbidden, confusables, accents by context, regência, spelling.
// Round 9: three essays written on 2026-11-30 by a reader who had not read the C1 rules' source, the C1 docs nor the
// slips of the earlier rounds, on topics unlike theirs (organ donation, online betting among young people, the
// formation of readers); committed before the engine ran on them, never shown to rule writers, to be read first by the
// integrator before the next round's rules. Slips chosen as a teacher marks them in real student essays, not as easy or
// hard for any rule, more than half of them agreement: verbal agreement in varied structures (verb before subject,
// distant subject with an aside, relative "que" and "os quais" with a plural antecedent, compound subject, the second
// of two coordinated verbs, an infinitive subject, collective + plural, impersonal haver and fazer, haver with an
// auxiliary, "existir" with a postposed subject, passive "se", tem/têm, vem/vêm) and nominal agreement (determiner and
// noun, participle, predicative adjective, predicative after "ficar", "permanecer" and "acabar", adjective after two
// nouns, "meio", "bastante", "menos", "anexo", "é necessário/proibido" with a determined subject); then crase required
// and forbidden, confusables, accents by context, regência, spelling and one condemned expression.
// Round 10: three essays written on 2026-11-30 by a reader who had not read the C1 rules' source, the C1 docs nor the
// slips of the earlier rounds, on topics unlike theirs (violence against women, antibiotic resistance, the digital
// divide in rural schools); committed before the engine ran on them, never shown to rule writers, to be read first by
// the integrator before the next round's rules. Slips chosen as a teacher marks them in real student essays, not as
// easy or hard for any rule, more than half of them agreement: verbal agreement in varied structures (verb before
// subject, distant subject with an aside or a prepositional phrase, relative "que" and "as quais" with a plural
// antecedent, compound subject, the second of two coordinated verbs, an infinitive subject, a collective noun as
// subject, impersonal haver and fazer, haver with an auxiliary, "existir", "ocorrer" and "faltar" with a postposed
// subject, passive "se", tem/têm, vem/vêm, leem/lê) and nominal agreement (determiner and noun, participle, predicative
// after "tornar-se", "ficar" and "permanecer", adjective after two nouns, "meio", "bastante", "menos", "é
// necessário/proibido" with a determined subject); then crase required and forbidden, confusables, accents by context,
// regência and spelling.
// Round 11: three essays written on 2026-12-01 by a reader who had not read the C1 rules' source, the C1 docs nor the
// slips of the earlier rounds (beyond the few lines seen to learn the data structure), on topics unlike theirs (basic
// sanitation, the preservation of historical and cultural heritage, deaths in traffic); committed before the engine
// ran on them, never shown to rule writers, to be read first by the integrator before the next round's rules. Slips
// chosen as a teacher marks them in real student essays, not as easy or hard for any rule, 42 of the 70 about
// agreement: verbal agreement in varied structures (verb before subject, "bastar" among them, distant subject with an
// aside or a prepositional phrase, relative "que" and "as quais" with a plural antecedent, compound subject, the
// second of two coordinated verbs, collective + plural, a subject the dictionary may not know, impersonal haver and
// fazer, haver with an auxiliary, "existir" and "faltar" with a postposed subject, passive "se", tem/têm, vem/vêm,
// leem/lê) and nominal agreement (determiner and noun, participle, predicative adjective, predicative after "ficar",
// "permanecer" and "tornar-se", adjective after two nouns, "meio", "bastante", "menos", "anexo", "é
// necessário/proibido" with a determined subject); then crase required and forbidden, confusables, accents by
// context, regência, spelling and one condemned expression.
// Round 12: three essays written on 2026-12-01 by a reader who had not read the C1 rules' source, the C1 docs nor the
// slips of the earlier rounds (beyond the few lines seen to learn the data structure), on topics unlike theirs (the
// invisibility of the homeless population, the fall in vaccination coverage, school dropout in secondary school);
// committed before the engine ran on them, never shown to rule writers, to be read first by the integrator before the
// next round's rules. Slips chosen as a teacher marks them in real student essays, not as easy or hard for any rule, 40
// of the 70 about agreement: verbal agreement in varied structures (verb before subject, distant subject with an aside
// or a prepositional phrase, relative "que" and "os quais" with a plural antecedent, compound subject, the second of
// two coordinated verbs, collective + plural, a subject after a long prepositional phrase, impersonal haver and fazer,
// haver with an auxiliary, "existir", "faltar", "ocorrer" and "surgir" with a postposed subject, passive "se", tem/têm,
// vem/vêm, leem/lê) and nominal agreement (determiner and noun, participle, predicative adjective, predicative after
// "ficar", "permanecer", "tornar-se" and "continuar", adjective after two nouns, "meio", "bastante", "menos", "anexo",
// "obrigado", "é necessário/proibido" with a determined subject); then crase required and forbidden, confusables
// (mas/mais, mal/mau, há/a, por que/porque, onde/aonde, senão/se não, a fim/afim), accents by context, regência,
// spelling, one condemned expression, and three no rule is expected to catch (labelled "not expected").
// Round 13: three essays written on 2026-12-01 by a reader who had not read the C1 rules' source, the C1 docs nor the
// slips of the earlier rounds (beyond the few lines seen to learn the data structure), on topics unlike theirs (the
// mental health of teachers, the housing of university students, noise pollution in big cities); committed before the
// engine ran on them, never shown to rule writers, to be read first by the integrator before the next round's rules.
// Slips chosen as a teacher marks them in real student essays, not as easy or hard for any rule, 40 of the 70 about
// agreement: verbal agreement in varied structures (verb before subject, distant subject with an aside or a
// prepositional phrase, relative "que", "os quais" and "as quais" with a plural antecedent, compound subject, the
// second of two coordinated verbs, collective + plural, impersonal haver and fazer, haver with an auxiliary, "existir",
// "faltar", "ocorrer" and "restar" with a postposed subject, passive "se", tem/têm, vem/vêm, leem/lê) and nominal
// agreement (determiner and noun, participle, predicative adjective, predicative after "ficar", "permanecer",
// "tornar-se" and "continuar", adjective after two nouns, "meio", "bastante", "menos", "anexo", "obrigado", "é
// necessário/proibido" with a determined subject); then crase required and forbidden, confusables (mas/mais, mal/mau,
// há/a, por que/porque, onde/aonde, senão/se não), accents by context, regência, spelling, one condemned expression,
// and three no rule is expected to catch (labelled "not expected").
// Round 14: three essays written on 2026-12-01 by a reader who had not read the C1 rules' source, the C1 docs nor the
// slips of the earlier rounds (beyond the few lines seen to learn the data structure), on topics unlike theirs (the
// right to disconnect from work messages, the loss of Brazilian native bees, food deserts in urban peripheries);
// committed before the engine ran on them, never shown to rule writers, to be read first by the integrator before the
// next round's rules. Slips chosen as a teacher marks them in real student essays, not as easy or hard for any rule, 37
// of the 71 about agreement: verbal agreement in varied structures (verb before subject, distant subject with an aside
// or a relative clause, a head noun before a prepositional complement, relative "que" and "os quais" with a plural
// antecedent, compound subject, the second of two coordinated verbs, a collective noun with a plural verb, an
// infinitive clause as subject, impersonal haver and fazer, haver with an auxiliary, "existir", "faltar", "surgir" and
// "bastar" with a postposed subject, passive "se" and passive with "ser" before the subject, tem/têm, vem/vêm) and
// nominal agreement (determiner and noun, participle, predicative adjective, predicative after "tornar-se", adjective
// after two nouns, "meio", "bastante", "menos", "anexo", "a si mesmo", "é necessário/permitido" with a determined
// subject); then crase required and forbidden, confusables (mas/mais, mal/mau, há/a, por que/porque/porquê,
// onde/aonde, senão/se não, a fim/afim, acerca/há cerca), accents by context, regência (implicar, obedecer, chegar,
// preferir … a, assistir, visar), spelling, one condemned expression, and three no rule is expected to catch (labelled
// "not expected").
// Round 15: three essays written on 2026-12-01 by a reader who had not read the C1 rules' source, the C1 docs nor the
// slips of the earlier rounds (beyond the few lines seen to learn the data structure), on topics unlike theirs (the
// safety of app-based delivery workers, water scarcity in the semi-arid, the aging of the rural population); committed
// before the engine ran on them, never shown to rule writers, to be read first by the integrator before the next
// round's rules. Slips chosen as a teacher marks them in real student essays, not as easy or hard for any rule, 35 of
// the 70 about agreement: verbal agreement in varied structures (verb before subject, distant subject with an aside or
// a prepositional complement, relative "que" and "os quais" with a plural antecedent, compound subject, the second of
// two coordinated verbs, a collective noun with a plural verb, an infinitive clause as subject, impersonal haver and
// fazer, haver with an auxiliary, "existir", "faltar", "surgir", "bastar" and "restar" with a postposed subject,
// passive "se" and passive with "ser" before the subject, tem/têm, vem/vêm) and nominal agreement (determiner and
// noun, participle, predicative adjective, predicative after "ficar", "tornar-se" and "permanecer", adjective after two
// nouns, "meio", "bastante", "menos", "anexo", "mesmo", "obrigado", "é necessário" with a determined subject); then
// crase required and forbidden, confusables (mas/mais, mal/mau, há/a, por que/porque, onde/aonde, senão/se não, a
// fim/afim, acerca/há cerca), accents by context, regência (assistir, obedecer, implicar, preferir … a, chegar, visar),
// spelling, one condemned expression in each of two essays, and three no rule is expected to catch (labelled "not
// expected").
// Round 16: three essays written on 2026-12-01 by a reader who had not read the C1 rules' source, the C1 docs nor the
// slips of the earlier rounds (beyond the few lines seen to learn the data structure), on topics unlike theirs (the
// disposal of electronic waste, the reception of refugees, the trafficking of wild animals); committed before the
// engine ran on them, never shown to rule writers, to be read first by the integrator before the next round's rules.
// Slips chosen as a teacher marks them in real student essays, not as easy or hard for any rule, 40 of the 74 about
// agreement: verbal agreement in varied structures (verb before subject, distant subject with an aside, a head noun
// before a prepositional complement, relative "que" with a plural antecedent, "um dos que", compound subject, the
// second of two coordinated verbs, a collective noun with a plural verb, "a maioria" without a complement, an
// infinitive clause as subject, impersonal haver and fazer, haver with an auxiliary, "existir", "faltar", "surgir",
// "ocorrer", "bastar" and "restar" with a postposed subject, passive "se" and passive with "ser" before the subject,
// tem/têm, vem/vêm) and nominal agreement (determiner and noun, predicative adjective, predicative after "continuar"
// and "tornar-se", adjective after two nouns, "meio", "bastante", "menos", "anexo", "mesmo", "obrigado", "quite", "é
// necessário/proibido" with a determined subject); then crase required and forbidden, confusables (mas/mais, mal/mau,
// há/a, por que/porque, onde/aonde, senão/se não, a fim/afim, acerca/há cerca, tampouco/tão pouco, ao encontro/de
// encontro), accents by context (está/esta, é/e, pública/publica, pôde/pode), regência (chegar, implicar, aspirar,
// preferir … a, obedecer, assistir, visar), spelling, one condemned expression, and three no rule is expected to catch
// (labelled "not expected").
// Round 17: three essays written on 2026-12-01 by a reader who had not read the C1 rules' source, the C1 docs nor the
// slips of the earlier rounds (beyond the few lines seen to learn the data structure), on topics unlike theirs (labour
// analogous to slavery, teenage pregnancy, urban floods); committed before the engine ran on them, never shown to rule
// writers, to be read first by the integrator before the next round's rules. Slips chosen as a teacher marks them in
// real student essays, not as easy or hard for any rule, 39 of the 73 about agreement: verbal agreement in varied
// structures (verb before subject, distant subject with an aside, a head noun before a prepositional complement,
// relative "que" with a plural antecedent, the third of three coordinated verbs, compound subject, a collective noun
// with a plural verb, "a maioria" without a complement, "um dos que", "mais de um", a percentage, an infinitive clause
// as subject, impersonal haver and fazer, haver with an auxiliary, "existir", "faltar", "surgir", "ocorrer", "bastar"
// and "restar" with a postposed subject, passive "se" and passive with "ser" before the subject, tem/têm, vem/vêm) and
// nominal agreement (determiner and noun, participle after "ficar", predicative after "tornar-se", adjective after two
// nouns, "meio", "bastante", "menos", "anexo", "incluso", "mesmo", "obrigado", "quite", "alerta", "é proibido" with a
// determined subject); then crase required and forbidden, confusables (mas/mais, mal/mau, há/a, por que/porque,
// onde/aonde, senão/se não, a fim/afim, acerca/há cerca, tampouco/tão pouco, ao encontro/de encontro, em vez/ao
// invés, a par/ao par), accents by context (é/e, pôde/pode, pública/publica, está/esta), regência (implicar, chegar,
// preferir … a, namorar, obedecer, aspirar), spelling, one condemned expression, and three no rule is expected to
// catch (labelled "not expected").
// Round 18: three essays written on 2026-12-01 by a reader who had not read the C1 rules' source, the C1 docs nor the
// slips of the earlier rounds (beyond the few lines seen to learn the data structure), on topics unlike theirs
// (disinformation on social networks, self-medication, single-use plastic); committed before the engine ran on them,
// never shown to rule writers, to be read first by the integrator before the next round's rules. Slips chosen as a
// teacher marks them in real student essays, not as easy or hard for any rule, 36 of the 73 about agreement: verbal
// agreement in varied structures (verb before subject with an aside, distant subject after a relative aside, a head
// noun before a list of complements, relative "que" and "os quais" with a plural antecedent, "tanto ... quanto",
// compound subject, the second of two coordinated verbs, a collective noun with a relative aside, "nenhum de", "cada
// um de", inversion after "o que" and "onde", "tratar-se de", future subjunctive, subjunctive after "para que",
// impersonal haver and fazer, "bastar" with a postposed subject, passive "se" and passive with "ser" before the
// subject, tem/têm) and nominal agreement (participle, predicative, predicative of the object, adjective after two
// nouns, appositive adjective, an object pronoun and its antecedent, a passive participle before its subject, "ficar
// proibido" with a determined subject, "meio", "menos", "quaisquer"); then crase required and forbidden, confusables
// (mas/mais, mal/mau, a fim/afim, sessão/seção, eminente/iminente, traz/trás, infligir/infringir, por que/porque),
// accents by context (pôr/por, prática/pratica, médico/medico, dúvida/duvida, país/pais, é/e), regência (obedecer,
// preferir … a, implicar, assistir, ir), spelling, two condemned expressions, and three no rule is expected to catch
// (labelled "not expected").
// Round 19: three essays written on 2026-12-01 by a reader who had not read the C1 rules' source, the C1 docs nor the
// slips of the earlier rounds (beyond the few lines seen to learn the data structure), on topics unlike theirs (prison
// overcrowding, the under-representation of women in politics, the brain drain of Brazilian scientists); committed
// before the engine ran on them, never shown to rule writers, held out to measure the next round of rules. Slips chosen
// as a teacher marks them in real student essays, not as easy or hard for any rule, 38 of the 73 about agreement:
// verbal agreement in varied structures (verb before subject with an aside, distant subject after an aside or a
// relative clause, a head noun before a prepositional complement, relative "que" and "os quais" with a plural
// antecedent, compound subject, the second of two coordinated verbs, a collective noun with an aside, "nenhum de", an
// infinitive clause as subject, impersonal haver and fazer, haver with an auxiliary, "existir" with a postposed
// subject, passive "se", tem/têm, vem/vêm) and nominal agreement (participle far from its noun, predicative after
// "continuar", noun and adjective, "meio", "bastante" as a determiner and as an adverb, "menos", "é
// necessário/proibido" with a determined subject); then crase required and forbidden, confusables (mas/mais, mal/mau,
// onde/aonde, há/a, por que/porque, senão/se não, a fim/afim, a gente/agente), accents by context (é/e,
// pública/publica, está/esta, prática/pratica), regência (preferir … a, aspirar, obedecer, chegar), spelling, two
// condemned expressions, pronoun placement, and three no rule is expected to catch (labelled "not expected").
// Round 20: three essays written on 2026-12-02 by a reader who had not read the C1 rules' source, the C1 docs nor the
// slips of the earlier rounds (beyond the few lines seen to learn the data structure), on topics unlike theirs (the
// mental health of rural workers, public transport in big cities, childhood obesity); committed before the engine ran
// on them, never shown to rule writers, held out to measure the next round of rules. Slips chosen as a teacher marks
// them in real student essays, not as easy or hard for any rule, 39 of the 73 about agreement: verbal agreement in
// varied structures (verb before subject with and without an aside, distant subject after an aside or a relative
// clause, a head noun before a prepositional complement, relative "que" with a plural antecedent, compound subject,
// the second of two coordinated verbs, a collective noun with an aside, "a maioria" without a complement, an
// infinitive clause as subject, impersonal haver and fazer, haver with an auxiliary, "existir", "faltar" and "ocorrer"
// with a postposed subject, passive "se", tem/têm, vem/vêm) and nominal agreement (determiner and noun, participle,
// predicative of the object and after "tornar-se", adjective after two nouns, "meio", "bastante" as a determiner and
// as an adverb, "menos", "é necessário/proibido" with a determined subject); then crase required and forbidden,
// confusables (mas/mais, mal/mau, há/a, por que/porque, onde/aonde, senão/se não, a fim/afim, a gente/agente), accents
// by context (é/e, está/esta, pública/publica, pôde/pode, prática/pratica), regência (assistir, obedecer, preferir …
// a, implicar, chegar, visar), spelling, two condemned expressions, pronoun placement, and three no rule is expected
// to catch (labelled "not expected").
// Round 21: three essays written on 2026-12-02 by a reader who had not read the C1 rules' source, the C1 docs nor the
// slips of the earlier rounds (beyond the few lines seen to learn the data structure), on topics unlike theirs (the
// excessive use of pesticides in agriculture, the inclusion of autistic people in the labour market, racism in
// football stadiums); committed before the engine ran on them, never shown to rule writers, held out to measure the
// next round of rules. Slips chosen as a teacher marks them in real student essays, not as easy or hard for any rule,
// 39 of the 74 about agreement: verbal agreement in varied structures (verb before subject with and without an aside,
// distant subject after an aside, a head noun before a prepositional complement, relative "que" with a plural
// antecedent, compound subject before the verb and with an aside, a collective noun with an aside, "a maioria de
// nós", "um dos que", "mais de" and "cerca de" + plural, an infinitive clause as subject, impersonal haver and fazer,
// haver with an auxiliary, passive "se", tem/têm, mantém/mantêm, vem/vêm) and nominal agreement (participle far from
// its noun and in a passive, predicative far from its noun, adjective after two nouns, "meio", "bastante" as a
// determiner and as an adverb, "menos", "anexo", "é necessário/proibido" with a determined subject); then crase
// required and forbidden, confusables (mas/mais, mal/mau, há/a, por que/porque, onde/aonde, senão/se não, a
// fim/afim), accents by context (está/esta, é/e, prática/pratica, público/publico), regência (obedecer, visar,
// assistir, implicar), spelling, two condemned expressions, pronoun placement, and three no rule is expected to catch
// (labelled "not expected").
// Round 22: three essays written on 2026-12-02 by a reader who had not read the C1 rules' source, the C1 docs nor the
// slips of the earlier rounds (beyond the few lines seen to learn the data structure), on topics unlike theirs (digital
// scams against consumers, the abandonment of pets in cities, access to oral health care); committed before the engine
// ran on them, never shown to rule writers, held out to measure the next round of rules. Slips chosen as a teacher
// marks them in real student essays, not as easy or hard for any rule, 41 of the 74 about agreement: verbal agreement
// in varied structures (verb before subject, a subject after an adverbial phrase, distant subject with an aside, a
// head noun before a prepositional complement, relative "que" with a plural antecedent, compound subject, "nem …
// nem", collective nouns, "cerca de" and "mais de" + plural, "quais de nós", an infinitive clause as subject,
// impersonal haver and fazer, haver with an auxiliary, passive "se", tem/têm, vem/vêm) and nominal agreement (noun and
// adjective, predicative adjective far from its noun, participle in a passive, adjective after two nouns, "meio",
// "bastante", "anexo", "obrigado", "é necessário/proibido/bom" with a determined subject); then crase required and
// forbidden (before a verb, a plural noun after a singular "a", "quem"), confusables (mas/mais, mal/mau, há/a,
// onde/aonde, por que/porque, senão/se não, a fim/afim, mim/eu before an infinitive), accents by context (está/esta,
// pública/publica, é/e), regência (implicar, preferir … a, visar), spelling, two condemned expressions, pronoun
// placement, and three no rule is expected to catch (labelled "not expected").
// Round 23: three essays written on 2026-12-02 by a reader who had not read the C1 rules' source, the C1 docs nor the
// slips of the earlier rounds (beyond the few lines seen to learn the data structure), on topics unlike theirs (the
// under-registration of births, obstetric violence, ageism in the labour market); committed before the engine ran on
// them, never shown to rule writers, held out to measure the next round of rules. Slips chosen as a teacher marks them
// in real student essays, not as easy or hard for any rule, 40 of the 74 about agreement: verbal agreement in varied
// structures (verb before subject, a subject after an adverbial phrase or an aside, distant subject, a head noun before
// a prepositional complement, relative "que" with a plural antecedent, compound subject, collective nouns with an
// aside, "cerca de" and "mais de" + plural, an infinitive clause as subject, impersonal haver and fazer, haver with an
// auxiliary, passive "se", tem/têm, vem/vêm, mantém/mantêm) and nominal agreement (noun and adjective, predicative far
// from its noun, participle in a passive, adjective after two nouns, "meio", "bastante" as a determiner and as an
// adverb, "anexo", "é necessário/proibido" with a determined subject); then crase required and forbidden (before a
// verb, "todas", "a partir"), confusables (mas/mais, mal/mau, há/a, onde/aonde, por que/porque, senão/se não, a
// fim/afim, a gente/agente), accents by context (está/esta, é/e, pública/publica, índices/indices), regência
// (assistir, visar, obedecer, implicar, preferir … a), spelling, two condemned expressions, pronoun placement, and
// three no rule is expected to catch (labelled "not expected").
export type PlantedEssay = {
  /** The round the essay was written for (a new round for each round of rules): reported apart. */
  rodada: number;
  titulo: string;
  texto: string;
  plantados: { trecho: string; categoria: string; correcao: string }[];
};

export const PLANTED_ESSAYS: PlantedEssay[] = [
  {
    rodada: 1,
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
    rodada: 1,
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
  {
    rodada: 2,
    titulo: 'Desafios para o enfrentamento da invisibilidade do trabalho de cuidado realizado pela mulher no Brasil',
    texto:
      'Segundo a filósofa Simone de Beauvoir, ninguém nasce mulher: torna-se mulher. Essa ideia ajuda a entender porque, no Brasil, as mulheres ainda dedicam quase o dobro de horas que os homens as tarefas domésticas e ao cuidado de filhos e idosos. Esse trabalho sustenta a economia, mas continua invisível, haja visto que não é remunerado nem reconhecido. Tal quadro decorre da herança patriarcal e da omissão do Estado.\n\nEm primeiro lugar, a cultura patriarcal ensina desde cedo que cuidar da casa é obrigação feminina. As meninas começam à ajudar na cozinha ainda crianças, enquanto os meninos são liberados para brincar na rua. Os dados divulgados pelo IBGE na última pesquisa sobre o tema mostra que essa diferença se mantém na vida adulta. A mulher que trabalha fora, enfrenta uma dupla jornada, e as vezes uma tripla, quando tambem estuda. O homem raramente divide as responsabilidades e, quando o mesmo ajuda, acredita estar fazendo um favor. Fazem décadas que o movimento feminista denuncia essa situação, mais pouca coisa mudou dentro das casas.\n\nEm segundo lugar, o poder público se omite diante do problema. Falta creches em tempo integral e centros-dia para idosos, e são as mulheres que abandona o emprego quando alguém da família adoece. A nível de legislação, a licença-paternidade de apenas cinco dias reforça a ideia de que o filho é responsabilidade da mãe. Com isso, muitas mulheres ficam dependentes do marido, o que as deixa vulneráveis à violência doméstica. É necessário uma mudança de mentalidade, mas ela não acontece sem ação do Estado.\n\nPortanto, cabe ao Ministério das Mulheres, em parceria com as prefeituras, ampliar a rede de creches e de centros-dia, por meio de recursos do orçamento federal, afim de dividir a tarefa de cuidar entre a família e o Estado. Além disso, o Congresso Nacional deve aprovar uma licença-paternidade mais longa, para que os pais assumam o cuidado dos filhos desde o nascimento. As escolas, por sua vez, devem conversar com os alunos à respeito da divisão do trabalho doméstico, de modo que as novas gerações obedeçam o princípio da igualdade. Só assim o cuidado deixará de ser invisível.',
    plantados: [
      {
        trecho: 'entender porque',
        categoria: 'confusable (por que in an indirect question)',
        correcao: 'entender por que',
      },
      { trecho: 'as tarefas domésticas', categoria: 'crase', correcao: 'às tarefas domésticas' },
      { trecho: 'haja visto', categoria: 'condemned', correcao: 'haja vista' },
      { trecho: 'começam à ajudar', categoria: 'crase forbidden (before a verb)', correcao: 'começam a ajudar' },
      {
        trecho: 'Os dados divulgados pelo IBGE na última pesquisa sobre o tema mostra',
        categoria: 'verbal agreement (distant subject)',
        correcao: 'mostram',
      },
      {
        trecho: 'trabalha fora, enfrenta',
        categoria: 'punctuation (comma between subject and verb; not expected)',
        correcao: 'trabalha fora enfrenta',
      },
      { trecho: 'as vezes', categoria: 'crase (locution)', correcao: 'às vezes' },
      { trecho: 'tambem', categoria: 'spelling', correcao: 'também' },
      {
        trecho: 'o mesmo ajuda',
        categoria: 'word choice ("o mesmo" as a pronoun; not expected)',
        correcao: 'ele ajuda',
      },
      { trecho: 'Fazem décadas', categoria: 'verbal agreement (impersonal fazer)', correcao: 'Faz décadas' },
      { trecho: 'mais pouca coisa', categoria: 'confusable', correcao: 'mas pouca coisa' },
      { trecho: 'Falta creches', categoria: 'verbal agreement (verb before subject)', correcao: 'Faltam creches' },
      { trecho: 'as mulheres que abandona', categoria: 'verbal agreement (relative que)', correcao: 'que abandonam' },
      { trecho: 'A nível de', categoria: 'condemned', correcao: 'Em nível de / No campo da' },
      {
        trecho: 'É necessário uma mudança',
        categoria: 'nominal agreement (predicate before subject)',
        correcao: 'É necessária uma mudança',
      },
      { trecho: 'afim de', categoria: 'confusable', correcao: 'a fim de' },
      { trecho: 'à respeito', categoria: 'crase forbidden (before a masculine word)', correcao: 'a respeito' },
      { trecho: 'obedeçam o princípio', categoria: 'regência', correcao: 'obedeçam ao princípio' },
    ],
  },
  {
    rodada: 2,
    titulo: 'Caminhos para combater a intolerância religiosa no Brasil',
    texto:
      'A Constituição de 1988 define o Brasil como um Estado laico e garante a liberdade de crença a todos os cidadões. Apesar disso, os casos de intolerância religiosa cresceram nos últimos anos, sobretudo contra as religiões de matriz africana. Ao meu ver, esse problema tem raízes históricas e se mantém por causa da impunidade.\n\nEm primeiro lugar, o preconceito contra o candomblé e a umbanda vem do período colonial, quando os cultos africanos eram proibidos e perseguidos pela polícia. A muito tempo essas religiões são associadas ao mal, e essa visão aparece até em programas de televisão que milhões de pessoas assistem todos os dias. Houveram, só em 2023, mais de mil denúncias no Disque 100, segundo o governo federal. O racismo e a ignorância alimenta esse ciclo de violência, que atinge principalmente os terreiros das periferias, aonde muitos fiéis vivem com medo de ataques.\n\nAlém disso, a impunidade estimula novos ataques. Muitas vezes a polícia registra as agressões como simples brigas de vizinhos, e os casos nem são noticiado pela imprensa. Criou-se leis importantes, como a que tornou crime a discriminação religiosa, porém elas raramente são aplicadas. As vítimas tem medo de denunciar, pois temem represálias, e o mal exemplo dos agressores se espalha para outros bairros. Essa impunidade implica no enfraquecimento da própria democracia.\n\nPortanto, o Ministério dos Direitos Humanos deve criar delegacias especializadas em crimes de intolerância religiosa, por meio de convênios com os governos estaduais, com o objetivo de garantir que as denúncias sejam investigadas. Senão houver punição, os ataques vão continuar. Além disso, as secretarias de educação devem oferecer cursos à grupos de professores sobre as religiões de matriz africana, pois a escola e o principal espaço de convivência entre crianças de crenças diferentes. Dessa forma, o respeito a fé do outro deixará de ser uma excessão.',
    plantados: [
      { trecho: 'cidadões', categoria: 'spelling', correcao: 'cidadãos' },
      { trecho: 'Ao meu ver', categoria: 'condemned', correcao: 'A meu ver' },
      { trecho: 'A muito tempo', categoria: 'confusable (a/há)', correcao: 'Há muito tempo' },
      {
        trecho: 'que milhões de pessoas assistem',
        categoria: 'regência (assistir a)',
        correcao: 'a que milhões de pessoas assistem',
      },
      { trecho: 'Houveram', categoria: 'verbal agreement (impersonal haver)', correcao: 'Houve' },
      {
        trecho: 'O racismo e a ignorância alimenta',
        categoria: 'verbal agreement (compound subject)',
        correcao: 'alimentam',
      },
      { trecho: 'aonde muitos fiéis vivem', categoria: 'confusable (onde/aonde)', correcao: 'onde' },
      { trecho: 'nem são noticiado', categoria: 'nominal agreement', correcao: 'noticiados' },
      { trecho: 'Criou-se leis', categoria: 'verbal agreement (passive se)', correcao: 'Criaram-se leis' },
      { trecho: 'As vítimas tem medo', categoria: 'context accent (tem/têm)', correcao: 'têm' },
      { trecho: 'o mal exemplo', categoria: 'confusable (mal/mau)', correcao: 'o mau exemplo' },
      { trecho: 'implica no enfraquecimento', categoria: 'regência (implicar)', correcao: 'implica o enfraquecimento' },
      { trecho: 'Senão houver', categoria: 'confusable (senão/se não)', correcao: 'Se não houver' },
      { trecho: 'à grupos', categoria: 'crase forbidden (before a masculine plural)', correcao: 'a grupos' },
      { trecho: 'a escola e o principal', categoria: 'context accent (e/é)', correcao: 'a escola é o principal' },
      { trecho: 'respeito a fé', categoria: 'crase', correcao: 'respeito à fé' },
      { trecho: 'excessão', categoria: 'spelling', correcao: 'exceção' },
    ],
  },
  {
    rodada: 2,
    titulo: 'Desafios para garantir o acesso à água potável no Brasil',
    texto:
      'No livro "Vidas Secas", Graciliano Ramos retrata uma família de retirantes que foge da seca no sertão nordestino. Quase um século depois, milhões de brasileiros ainda vivem sem água tratada em casa, embora a água potável e o saneamento sejam direitos humanos reconhecido pela ONU desde 2010. Esse problema precisa ser encarado de frente, pois persiste devido à má gestão dos recursos hídricos e a desigualdade regional.\n\nEm primeiro lugar, a gestão da água no país é ineficiente. Segundo o Instituto Trata Brasil, cerca de 40% da água tratada se perde em vazamentos antes de chegar nas casas. Construiu-se, nas últimas décadas, grandes obras, como a transposição do Rio São Francisco, mas boa parte delas ainda esta inacabada. Existe, em várias cidades do sertão, comunidades que dependem de carros-pipa para sobreviver. Os indices de desperdício, além disso, são maiores justamente nas regiões mais pobres.\n\nAlém disso, a desigualdade regional agrava a situação. Enquanto as capitais do Sudeste contam com redes de abastecimento quase universais, no semiárido muitas famílias precisam andar quilômetros até um açude. Os investimentos sempre se concentraram nas regiões mais ricas, e a população do interior fica meia esquecida pelo poder público. Quem vive nessas áreas acaba bebendo água contaminada, o que provoca doenças como diarreia e hepatite. Muitas famílias preferem arriscar a saúde do que gastar com água mineral, e é preciso entender o porque dessa escolha: não se trata de descuido, mas de falta de opção. Água limpa virou previlégio de poucos.\n\nPortanto, o Governo Federal deve ampliar a construção de cisternas no semiárido, por meio do programa Água para Todos, à partir do próximo ano, com o objetivo de garantir água de qualidade as famílias do campo. Além disso, as companhias estaduais de saneamento, devem trocar os canos antigos, para reduzir as perdas nas cidades. Também é fundamental que a população economize, pois a água e um recurso finito. Dessa forma, a realidade de "Vidas Secas" ficará apenas na ficção.',
    plantados: [
      { trecho: 'direitos humanos reconhecido', categoria: 'nominal agreement', correcao: 'reconhecidos' },
      { trecho: 'encarado de frente', categoria: 'condemned (pleonasm)', correcao: 'enfrentado' },
      {
        trecho: 'hídricos e a desigualdade',
        categoria: 'crase (coordinated complement)',
        correcao: 'e à desigualdade',
      },
      { trecho: 'chegar nas casas', categoria: 'regência (chegar em)', correcao: 'chegar às casas' },
      {
        trecho: 'Construiu-se, nas últimas décadas, grandes obras',
        categoria: 'verbal agreement (passive se)',
        correcao: 'Construíram-se',
      },
      { trecho: 'esta inacabada', categoria: 'context accent (esta/está)', correcao: 'está inacabada' },
      {
        trecho: 'Existe, em várias cidades do sertão, comunidades',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'Existem',
      },
      { trecho: 'Os indices', categoria: 'context accent (indices/índices)', correcao: 'Os índices' },
      { trecho: 'meia esquecida', categoria: 'nominal agreement (meio as adverb)', correcao: 'meio esquecida' },
      {
        trecho: 'preferem arriscar a saúde do que',
        categoria: 'regência (preferir … do que)',
        correcao: 'preferem arriscar a saúde a gastar',
      },
      { trecho: 'o porque dessa', categoria: 'confusable (porquê)', correcao: 'o porquê dessa' },
      { trecho: 'previlégio', categoria: 'spelling', correcao: 'privilégio' },
      { trecho: 'à partir', categoria: 'crase forbidden', correcao: 'a partir' },
      { trecho: 'qualidade as famílias', categoria: 'crase', correcao: 'qualidade às famílias' },
      {
        trecho: 'saneamento, devem',
        categoria: 'punctuation (comma between subject and verb; not expected)',
        correcao: 'saneamento devem',
      },
      { trecho: 'a água e um recurso', categoria: 'context accent (e/é)', correcao: 'a água é um recurso' },
    ],
  },
  {
    rodada: 3,
    titulo: 'Caminhos para combater o bullying nas escolas brasileiras',
    texto:
      'No filme "Extraordinário", o menino Auggie sofre com a crueldade dos colegas por causa da aparência do seu rosto. Fora da ficção, o bullying faz parte da rotina de milhares de estudantes brasileiros, e muitos deles chegam à abandonar a escola. Segundo a Pesquisa Nacional de Saúde do Escolar, cerca de um em cada dez alunos afirma ter sido humilhado pelos colegas. Esse problema persiste devido a omissão das escolas e ao uso irresponsável das redes sociais.\n\nEm primeiro lugar, muitas instituições de ensino tratam as agressões como brincadeiras de criança. Os professores, sobrecarregados com turmas numerosas e com o conteúdo a cumprir, raramente percebe os sinais de sofrimento. Haviam, até 2015, poucas políticas sobre o tema, quando a Lei nº 13.185 instituiu o Programa de Combate à Intimidação Sistemática. Porém, a lei ainda não saiu do papel em grande parte das redes de ensino, o que cria uma situação onde a vítima de agreção continua sozinha, sem saber a quem recorrer.\n\nAlém disso, as redes sociais ampliou o alcance das humilhações. Um vídeo gravado no intervalo se espalha em minutos, e o estudante passa a ser perseguido também em casa, aonde deveria se sentir seguro. Os ataques e a exposição constante provoca ansiedade, isolamento e, em casos extremos, depressão. Muitas vezes, os colegas assistem as agressões sem reagir, e os jovens que sofre ataques virtuais não contam nada aos pais, porque tem vergonha. Vê-se casos de adolescentes que deixaram de frequentar as aulas por medo, e esse cenário e alarmante.\n\nPortanto, o Ministério da Educação deve capacitar os professores para identificar e mediar conflitos, por meio de cursos de formação continuada, a fim de que o bullying seja combatido logo no início. É necessário, ainda, uma ação conjunta com as famílias: os pais devem funcionar como elo de ligação entre o aluno e a escola, e cada instituição deve criar canais de denúncia anônimo, para que as vítimas relatem os ataques sem medo. Dessa forma, o ambiente escolar voltará a ser um espaço de acolhimento.',
    plantados: [
      { trecho: 'chegam à abandonar', categoria: 'crase forbidden (before a verb)', correcao: 'chegam a abandonar' },
      { trecho: 'devido a omissão', categoria: 'crase', correcao: 'devido à omissão' },
      {
        trecho: 'raramente percebe',
        categoria: 'verbal agreement (distant subject: "Os professores, sobrecarregados …")',
        correcao: 'raramente percebem',
      },
      {
        trecho: 'Haviam, até 2015, poucas políticas',
        categoria: 'verbal agreement (impersonal haver)',
        correcao: 'Havia, até 2015, poucas políticas',
      },
      {
        trecho: 'situação onde',
        categoria: 'word choice ("onde" for a non-place; not expected)',
        correcao: 'situação em que',
      },
      { trecho: 'agreção', categoria: 'spelling', correcao: 'agressão' },
      { trecho: 'as redes sociais ampliou', categoria: 'verbal agreement', correcao: 'as redes sociais ampliaram' },
      { trecho: 'aonde deveria', categoria: 'confusable (onde/aonde)', correcao: 'onde deveria' },
      {
        trecho: 'Os ataques e a exposição constante provoca',
        categoria: 'verbal agreement (compound subject)',
        correcao: 'provocam',
      },
      {
        trecho: 'assistem as agressões',
        categoria: 'regência (assistir a, to watch)',
        correcao: 'assistem às agressões',
      },
      {
        trecho: 'que sofre ataques',
        categoria: 'verbal agreement (relative que: "os jovens que")',
        correcao: 'que sofrem ataques',
      },
      {
        trecho: 'porque tem vergonha',
        categoria: 'context accent (tem/têm, subject "os jovens")',
        correcao: 'porque têm vergonha',
      },
      { trecho: 'Vê-se casos', categoria: 'verbal agreement (passive se)', correcao: 'Veem-se casos' },
      { trecho: 'cenário e alarmante', categoria: 'context accent (e/é)', correcao: 'cenário é alarmante' },
      {
        trecho: 'É necessário, ainda, uma ação',
        categoria: 'nominal agreement (predicate before subject)',
        correcao: 'É necessária, ainda, uma ação',
      },
      { trecho: 'elo de ligação', categoria: 'condemned (pleonasm)', correcao: 'elo' },
      {
        trecho: 'denúncia anônimo',
        categoria: 'nominal agreement ("canais … anônimos")',
        correcao: 'denúncia anônimos',
      },
    ],
  },
  {
    rodada: 3,
    titulo: 'Caminhos para conter as queimadas na Amazônia',
    texto:
      'Há alguns anos atrás, o chamado "dia do fogo" chamou a atenção do mundo para as queimadas na Amazônia. Desde então, o problema não diminuiu: todos os anos, milhares de focos de incêndio destrói áreas de floresta, e a fumaça, chega a cidades a centenas de quilômetros. Essa situação é grave, pois ameaça a biodiversidade, o clima e a saúde da população, e se mantêm por causa da impunidade e da expansão desordenada da agropecuária.\n\nEm primeiro lugar, a fiscalisação ambiental esta enfraquecida. Os órgãos responsáveis pelo monitoramento da floresta, como o Ibama e o ICMBio, sofreu cortes de orçamento e de pessoal nos últimos anos. Faz-se poucas operações em áreas remotas, e quem desmata sabe que dificilmente será punido. Há anos especialistas alertam para esse risco, mais as multas aplicadas quase nunca são pagas. Sem punição, o crime ambiental compensa.\n\nAlém disso, a expansão da agropecuária estimula o desmatamento. Para abrir pastagens, muitos produtores, que visam apenas o lucro, ateiam fogo na vegetação seca. Os incêndios provocados dessa forma são muito difícil de controlar e avançam sobre terras publicas e reservas. Essa prática traz prejuízos não só a natureza, mas também as comunidades indígenas que dependem da floresta para sobreviver. Se nada mudar, haverão novas tragédias ambientais na região.\n\nPortanto, o Governo Federal deve fortalecer o Ibama, por meio da contratação de fiscais e do uso de satélites, afim de punir com rapidez quem provoca as queimadas. Ademais, os bancos públicos precisam negar crédito à produtores que desmatam ilegalmente. Somente assim será possível frear a destruição da maior floresta tropical do mundo, que pertence as futuras gerações.',
    plantados: [
      { trecho: 'Há alguns anos atrás', categoria: 'condemned (pleonasm)', correcao: 'Há alguns anos' },
      {
        trecho: 'focos de incêndio destrói',
        categoria: 'verbal agreement (distant subject: "milhares de focos")',
        correcao: 'focos de incêndio destroem',
      },
      {
        trecho: 'a fumaça, chega',
        categoria: 'punctuation (comma between subject and verb; not expected)',
        correcao: 'a fumaça chega',
      },
      {
        trecho: 'se mantêm',
        categoria: 'verbal agreement (mantém/mantêm, subject "Essa situação")',
        correcao: 'se mantém',
      },
      { trecho: 'fiscalisação', categoria: 'spelling', correcao: 'fiscalização' },
      { trecho: 'esta enfraquecida', categoria: 'context accent (esta/está)', correcao: 'está enfraquecida' },
      {
        trecho: 'ICMBio, sofreu',
        categoria: 'verbal agreement (distant subject: "Os órgãos responsáveis …")',
        correcao: 'ICMBio, sofreram',
      },
      {
        trecho: 'Faz-se poucas operações',
        categoria: 'verbal agreement (passive se)',
        correcao: 'Fazem-se poucas operações',
      },
      { trecho: 'mais as multas', categoria: 'confusable (mas/mais)', correcao: 'mas as multas' },
      {
        trecho: 'visam apenas o lucro',
        categoria: 'regência (visar a, to aim at; admitted by some grammars, marked by teachers)',
        correcao: 'visam apenas ao lucro',
      },
      {
        trecho: 'muito difícil de controlar',
        categoria: 'nominal agreement ("Os incêndios … são")',
        correcao: 'muito difíceis de controlar',
      },
      { trecho: 'terras publicas', categoria: 'context accent (publica/pública)', correcao: 'terras públicas' },
      { trecho: 'não só a natureza', categoria: 'crase', correcao: 'não só à natureza' },
      {
        trecho: 'mas também as comunidades',
        categoria: 'crase (coordinated complement)',
        correcao: 'mas também às comunidades',
      },
      {
        trecho: 'haverão novas tragédias',
        categoria: 'verbal agreement (impersonal haver)',
        correcao: 'haverá novas tragédias',
      },
      { trecho: 'afim de punir', categoria: 'confusable (afim/a fim)', correcao: 'a fim de punir' },
      {
        trecho: 'crédito à produtores',
        categoria: 'crase forbidden (before a masculine plural)',
        correcao: 'crédito a produtores',
      },
      { trecho: 'pertence as futuras', categoria: 'crase', correcao: 'pertence às futuras' },
    ],
  },
  {
    rodada: 3,
    titulo: 'Desafios para a democratização do acesso ao esporte no Brasil',
    texto:
      'Os Jogos Olímpicos do Rio de Janeiro, em 2016, prometiam deixar como legado o incentivo ao esporte em todo o país. No entanto, grande parte das quadras e ginásios construídos está abandonada, e milhões de crianças nunca praticaram uma atividade física orientada. A falta de estrutura e o alto custo das modalidades impede que o esporte seja, de fato, um direito de todos, como prevê a Constituição.\n\nEm primeiro lugar, nas periferias não existe espaços adequados para a prática esportiva. As escolas da rede pública, em sua maioria, não possui quadra coberta, e as aulas de educação física acontece em pátios improvisados. Sem alternativas, muitas crianças passam as tardes na rua, a mercê do tráfico. Alguns projetos sociais tentam suprir essa carência, porém dependem de doações e fecham as portas quando o dinheiro acaba.\n\nAlém disso, o custo para praticar esportes é alto. Uma família de baixa renda não consegue pagar a mensalidade de uma escolinha, o uniforme e os equipamentos necessário. A grosso modo, só quem tem dinheiro pode treinar, e a prática regular, que trás benefícios à saúde, fica restrita a poucos. Muitos jovens aspiram uma carreira no esporte, mas seus talentos se perdem antes mesmo de serem descobertos. Vários atletas olímpicos começaram em projetos beneficientes, cujo o objetivo era tirar crianças da rua. Infelizmente, o esporte ainda e visto como lazer, e não como saúde e educação.\n\nPortanto, cabe ao Ministério do Esporte, em parceria com as prefeituras, reformar as quadras abandonadas e construir centros esportivos nas periferias, por meio de recursos da Lei de Incentivo ao Esporte, a fim de garantir a prática esportiva à todos. Também é preciso que as escolas ofereçam diferentes modalidades no contraturno. Assim, o país vai estar garantindo que o legado prometido em 2016 deixe de ser apenas um discurso.',
    plantados: [
      {
        trecho: 'modalidades impede',
        categoria: 'verbal agreement (compound subject: "A falta de estrutura e o alto custo")',
        correcao: 'modalidades impedem',
      },
      {
        trecho: 'não existe espaços',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'não existem espaços',
      },
      {
        trecho: 'em sua maioria, não possui',
        categoria: 'verbal agreement (distant subject: "As escolas da rede pública")',
        correcao: 'em sua maioria, não possuem',
      },
      {
        trecho: 'educação física acontece',
        categoria: 'verbal agreement ("as aulas de educação física")',
        correcao: 'educação física acontecem',
      },
      { trecho: 'a mercê', categoria: 'crase (locution)', correcao: 'à mercê' },
      { trecho: 'equipamentos necessário', categoria: 'nominal agreement', correcao: 'equipamentos necessários' },
      { trecho: 'A grosso modo', categoria: 'condemned', correcao: 'Grosso modo' },
      { trecho: 'que trás', categoria: 'confusable (trás/traz)', correcao: 'que traz' },
      {
        trecho: 'aspiram uma carreira',
        categoria: 'regência (aspirar a, to aim at)',
        correcao: 'aspiram a uma carreira',
      },
      { trecho: 'beneficientes', categoria: 'spelling', correcao: 'beneficentes' },
      { trecho: 'cujo o objetivo', categoria: 'pronoun ("cujo" with an article)', correcao: 'cujo objetivo' },
      { trecho: 'ainda e visto', categoria: 'context accent (e/é)', correcao: 'ainda é visto' },
      { trecho: 'à todos', categoria: 'crase forbidden (before a pronoun)', correcao: 'a todos' },
      { trecho: 'vai estar garantindo', categoria: 'register (gerundism; not expected)', correcao: 'garantirá' },
    ],
  },
  {
    rodada: 4,
    titulo: 'Desafios para a mobilidade das pessoas com deficiência no Brasil',
    texto:
      'A Constituição Federal de 1988 garante a todos os cidadãos o direito de ir e vir. No entanto, para milhões de brasileiros com deficiência, essa garantia ainda não saiu do papel, pois calçadas esburacadas, ônibus sem elevador e prédios sem rampa fazem parte da rotina. Esse cenário persiste devido a negligência do poder público e ao preconceito que ainda marca as relações sociais.\n\nEm primeiro lugar, a infraestrutura urbana foi pensada para um corpo padrão. Nas grandes cidades, ainda falta rampas, pisos táteis e semáforos sonoros, e o número de estações de metrô sem elevador continuam alto. Segundo o IBGE, cerca de 18 milhões de brasileiros tem algum tipo de deficiência, e boa parte deles depende do transporte publico para trabalhar e estudar. Para um cadeirante, cada degrau é um impecilho, e um elevador quebrado pode significar perder o acesso a saúde, ao emprego e ao lazer.\n\nAlém disso, as barreiras não são apenas físicas. Muitas pessoas ainda enxergam a deficiência como incapacidade, e essa visão aparece quando um motorista ocupa a vaga reservada ou quando um comerciante se recusa à instalar uma rampa na entrada da loja. Essas cenas são bastantes frequentes. Fazem anos que as associações denunciam esse comportamento. A Lei Brasileira de Inclusão, de 2015, prevê punições para a discriminação, mais a fiscalização é rara, o que dá um mal exemplo às crianças. Não deve-se esquecer, ainda, que a acessibilidade beneficia também idosos, gestantes e pessoas que se recuperam de cirurgias.\n\nPortanto, cabe ao Ministério das Cidades, em parceria com as prefeituras, criar um programa nacional de acessibilidade que vá de encontro às necessidades dessa população, com metas anuais para a adaptação de calçadas, estações e veículos, afim de garantir o direito de ir e vir. À partir da implantação do programa, os municípios que cumprirem as metas deverão receber mais recursos federais. Além disso, é necessário a participação da sociedade: as escolas e a mídia devem promover campanhas sobre o respeito as vagas reservadas e aos assentos preferenciais, com ações que visem o fim do preconceito. Assim, a cidade deixará de ser um obstáculo e passará a ser, de fato, de todos.',
    plantados: [
      { trecho: 'devido a negligência', categoria: 'crase', correcao: 'devido à negligência' },
      {
        trecho: 'ainda falta rampas',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'ainda faltam rampas',
      },
      {
        trecho: 'sem elevador continuam alto',
        categoria: 'verbal agreement (subject "o número de")',
        correcao: 'continua',
      },
      { trecho: 'brasileiros tem', categoria: 'verbal agreement (tem/têm)', correcao: 'brasileiros têm' },
      { trecho: 'transporte publico', categoria: 'context accent', correcao: 'transporte público' },
      { trecho: 'impecilho', categoria: 'spelling', correcao: 'empecilho' },
      { trecho: 'acesso a saúde', categoria: 'crase', correcao: 'acesso à saúde' },
      {
        trecho: 'se recusa à instalar',
        categoria: 'crase forbidden (before a verb)',
        correcao: 'se recusa a instalar',
      },
      {
        trecho: 'bastantes frequentes',
        categoria: 'nominal agreement (adverb "bastante")',
        correcao: 'bastante frequentes',
      },
      { trecho: 'Fazem anos', categoria: 'verbal agreement (impersonal fazer)', correcao: 'Faz anos' },
      { trecho: 'mais a fiscalização', categoria: 'confusable', correcao: 'mas a fiscalização' },
      { trecho: 'mal exemplo', categoria: 'confusable', correcao: 'mau exemplo' },
      {
        trecho: 'Não deve-se esquecer',
        categoria: 'pronoun (negation attracts the pronoun)',
        correcao: 'Não se deve esquecer',
      },
      {
        trecho: 'vá de encontro às necessidades',
        categoria: 'word choice ("de encontro a" for "ao encontro de"; not expected)',
        correcao: 'vá ao encontro das necessidades',
      },
      { trecho: 'afim de', categoria: 'confusable', correcao: 'a fim de' },
      { trecho: 'À partir', categoria: 'crase forbidden (a partir)', correcao: 'A partir' },
      {
        trecho: 'necessário a participação',
        categoria: 'nominal agreement (é necessário with a determined subject)',
        correcao: 'necessária a participação',
      },
      { trecho: 'respeito as vagas', categoria: 'crase', correcao: 'respeito às vagas' },
      { trecho: 'visem o fim', categoria: 'regência', correcao: 'visem ao fim' },
    ],
  },
  {
    rodada: 4,
    titulo: 'Caminhos para a valorização da cultura popular nordestina',
    texto:
      'O cordel, o forró e o bumba meu boi ajudaram a formar a identidade brasileira. Apesar disso, a cultura popular nordestina ainda e vista por muitos como algo menor, folclórico ou ultrapassado. Esse quadro se explica pelo preconceito regional, reforçado pela mídia, e pela falta de apoio aos mestres que mantêm vivas as tradições nordestina.\n\nEm primeiro lugar, a décadas a televisão retrata o nordestino de forma caricata. Nas novelas, ele aparece quase sempre como pobre, ingênuo ou engraçado, e o sotaque vira motivo de piada. Não é difícil entender porque essa imagem se fixou: repetida por gerações, ela passou a parecer natural. O resultado é que muitos ainda enchergam a região apenas pela seca e pela miséria, e são os próprios jovens nordestinos que mais sofre com isso, pois alguns passam a ter vergonha do sotaque e da cidade aonde nasceram. Ariano Suassuna, que dedicou a vida à defesa dessa cultura, combatia justamente a ideia de que tudo o que vem de fora é superior ao que se produz aqui.\n\nAlém disso, o poder público investe pouco em quem preserva essas tradições. O repentista e o cordelista ainda vive de forma precária, e hoje viver da arte popular é um previlégio de poucos. Houveram avanços, como o reconhecimento das matrizes tradicionais do forró como patrimônio cultural do Brasil pelo Iphan, em 2021, mas os editais de fomento exigem uma burocracia que exclui quem não domina a linguagem oficial. A valorização dessas manifestações, depende também de recursos, pois ninguém sobrevive apenas de aplausos. Sem apoio, o mestre que dominou a pratica do repente assiste o fim de sua arte, já que não encontra aprendizes.\n\nPortanto, o Ministério da Cultura deve criar um programa permanente de bolsas para mestres da cultura popular, com editais simplificados, para que eles possam ensinar sua arte as novas gerações em escolas e centros comunitários. As prefeituras, por sua vez, podem contribuir por meio da sessão de espaços públicos para feiras e apresentações e dar apoio à artistas locais, ao invés de contratar apenas grandes atrações de fora para as festas juninas. Afinal, a música de Luiz Gonzaga trás a memória de um povo, e preservá-la é preservar a própria história do Brasil.',
    plantados: [
      { trecho: 'ainda e vista', categoria: 'context accent', correcao: 'ainda é vista' },
      { trecho: 'tradições nordestina', categoria: 'nominal agreement', correcao: 'tradições nordestinas' },
      { trecho: 'a décadas', categoria: 'confusable', correcao: 'há décadas' },
      { trecho: 'entender porque', categoria: 'confusable', correcao: 'entender por que' },
      { trecho: 'enchergam', categoria: 'spelling', correcao: 'enxergam' },
      { trecho: 'que mais sofre', categoria: 'verbal agreement (relative "que")', correcao: 'que mais sofrem' },
      { trecho: 'aonde nasceram', categoria: 'confusable', correcao: 'onde nasceram' },
      {
        trecho: 'O repentista e o cordelista ainda vive',
        categoria: 'verbal agreement (compound subject)',
        correcao: 'ainda vivem',
      },
      { trecho: 'previlégio', categoria: 'spelling', correcao: 'privilégio' },
      { trecho: 'Houveram avanços', categoria: 'verbal agreement (impersonal haver)', correcao: 'Houve avanços' },
      {
        trecho: 'A valorização dessas manifestações, depende',
        categoria: 'punctuation (comma between subject and verb; not expected)',
        correcao: 'A valorização dessas manifestações depende',
      },
      { trecho: 'pratica do repente', categoria: 'context accent', correcao: 'prática do repente' },
      { trecho: 'assiste o fim', categoria: 'regência', correcao: 'assiste ao fim' },
      { trecho: 'arte as novas gerações', categoria: 'crase', correcao: 'arte às novas gerações' },
      { trecho: 'sessão de espaços', categoria: 'confusable', correcao: 'cessão de espaços' },
      { trecho: 'à artistas', categoria: 'crase forbidden (plural noun after a singular "a")', correcao: 'a artistas' },
      { trecho: 'ao invés de', categoria: 'condemned', correcao: 'em vez de' },
      { trecho: 'trás a memória', categoria: 'confusable', correcao: 'traz a memória' },
    ],
  },
  {
    rodada: 4,
    titulo: 'O combate ao desperdício de alimentos no Brasil',
    texto:
      'Se sabe que o Brasil está entre os países que mais desperdiçam comida no mundo, enquanto milhões de pessoas ainda convivem com a fome. Esse contraste revela que o problema não é apenas de produção, mas de distribuição e de hábitos de consumo. Por isso, é preciso analisar as perdas na cadeia produtiva e o comportamento das famílias brasileiras.\n\nEm primeiro lugar, grande parte da comida se perde antes de chegar à mesa. Desperdiça-se toneladas de alimentos todos os dias, e o país ocupa posição preocupante em relação a quantidade descartada por habitante. As perdas que ocorrem na colheita, no transporte por estradas precárias e no armazenamento representa uma parcela enorme da produção nacional, de modo que o alimento que chega no consumidor é apenas uma parte do que foi colhido. Nas feiras e nos supermercados, frutas meia amassadas vão para o lixo, porque o consumidor as rejeita. Muitos comerciantes, com medo de processos, acreditam que é proibido a doação de sobras. Foi aprovado, em 2020, uma lei que permite essa doação e protege o doador de boa-fé, mas ela ainda é pouco conhecida.\n\nAlém disso, os hábitos das famílias contribuem para o disperdício. Muitas pessoas preferem comprar em excesso do que planejar as refeições da semana, e, a medida que a renda cresce, cresce também o volume de comida jogada fora. Há anos atrás, uma campanha do governo pode reduzir parte desse descarte ao ensinar o aproveitamento integral dos alimentos, mas a iniciativa não teve continuidade. Os dados que vem sendo divulgados mostram que o problema está cada vez mas presente nas cidades, e a falta de planejamento implica em prejuízos para o orçamento doméstico e para o meio ambiente, já que a comida descartada gera gases poluentes nos lixões.\n\nPortanto, o governo federal, por meio do Ministério do Desenvolvimento Social, deve divulgar a lei de doação de alimentos em campanhas na televisão e nas redes sociais, além de ampliar a rede de bancos de alimentos nas cidades médias. Os supermercados, por sua vez, devem doar à bancos de alimentos os produtos fora do padrão estético, desde que obedeçam o prazo de validade. As escolas também podem ensinar receitas que aproveitam cascas e talos, pra que as famílias aprendam a planejar suas compras e a reduzir o descarte. Afinal, não resta alternativa se não a mudança de hábitos, pois cada prato jogado fora é comida que faltou na mesa de alguém.',
    plantados: [
      {
        trecho: 'Se sabe que',
        categoria: 'pronoun (no proclisis at the start of a sentence)',
        correcao: 'Sabe-se que',
      },
      {
        trecho: 'Desperdiça-se toneladas',
        categoria: 'verbal agreement (passive "se")',
        correcao: 'Desperdiçam-se toneladas',
      },
      { trecho: 'em relação a quantidade', categoria: 'crase', correcao: 'em relação à quantidade' },
      { trecho: 'armazenamento representa', categoria: 'verbal agreement (distant subject)', correcao: 'representam' },
      { trecho: 'chega no consumidor', categoria: 'regência', correcao: 'chega ao consumidor' },
      { trecho: 'meia amassadas', categoria: 'nominal agreement (adverb "meio")', correcao: 'meio amassadas' },
      {
        trecho: 'proibido a doação',
        categoria: 'nominal agreement (é proibido with a determined subject)',
        correcao: 'proibida a doação',
      },
      {
        trecho: 'Foi aprovado, em 2020, uma lei',
        categoria: 'nominal agreement (predicate before subject)',
        correcao: 'Foi aprovada, em 2020, uma lei',
      },
      { trecho: 'disperdício', categoria: 'spelling', correcao: 'desperdício' },
      {
        trecho: 'preferem comprar em excesso do que planejar',
        categoria: 'regência',
        correcao: 'preferem comprar em excesso a planejar',
      },
      { trecho: 'a medida que', categoria: 'crase', correcao: 'à medida que' },
      { trecho: 'Há anos atrás', categoria: 'condemned (pleonasm)', correcao: 'Há anos' },
      { trecho: 'pode reduzir', categoria: 'context accent (pode/pôde)', correcao: 'pôde reduzir' },
      { trecho: 'vem sendo', categoria: 'verbal agreement (vem/vêm)', correcao: 'vêm sendo' },
      { trecho: 'cada vez mas', categoria: 'confusable', correcao: 'cada vez mais' },
      { trecho: 'implica em', categoria: 'regência', correcao: 'implica prejuízos' },
      { trecho: 'à bancos', categoria: 'crase forbidden (masculine noun)', correcao: 'a bancos' },
      { trecho: 'obedeçam o prazo', categoria: 'regência', correcao: 'obedeçam ao prazo' },
      { trecho: 'pra que', categoria: 'register (informal "pra"; not expected)', correcao: 'para que' },
      { trecho: 'se não a mudança', categoria: 'confusable', correcao: 'senão a mudança' },
    ],
  },
  {
    rodada: 5,
    titulo: 'Desafios para a preservação do patrimônio histórico no Brasil',
    texto:
      'Em 2018, o incêndio do Museu Nacional, no Rio de Janeiro, destruiu em poucas horas boa parte de um acervo que contava a historia do país. Esse episódio não foi um acidente isolado: casarões, igrejas e arquivos inteiros se perdem todos os anos, entregues a própria sorte. Nesse contexto, a preservação do patrimônio histórico brasileiro esbarra em dois obstáculos: o descaso do poder público e o distanciamento da população em relação aos bens que guardam a memória nacional.\n\nEm primeiro lugar, a conservação de prédios antigos exige recursos contínuos, e o principal impecilho é justamente financeiro. Os casarões dos centros históricos de muitas cidades, abandonados pelos proprietários e esquecidos pelas prefeituras, corre risco de desabamento a cada temporada de chuvas. Haviam, segundo o Instituto do Patrimônio Histórico e Artístico Nacional (Iphan), centenas de imóveis tombados em estado crítico no último levantamento do órgão. Além disso, a falta de técnicos especializados nas secretarias municipais dificultam a fiscalização, enquanto o descaso das autoridades e a pressão da especulação imobiliária ameaça o que resta da arquitetura colonial. Não é raro que um sobrado, depois de anos de abandono, seja demolido para dar lugar à um estacionamento. Fazem décadas que especialistas alertam para esse problema, mais as verbas destinadas ao setor continuam reduzidas.\n\nEm segundo lugar, a população raramente reconhece esses bens como parte de sua identidade. Muitos moradores nunca foram em um museu da própria cidade, e as escolas pouco exploram os monumentos locais nas aulas de história. Essa distância entre os cidadãos e seu passado, enfraquece a mobilização social quando um edifício secular é ameaçado. São os próprios moradores que mais perde com esse quadro, pois o turismo cultural, que poderia gerar emprego e renda, deixa de existir. Não trata-se apenas de nostalgia: ao meu ver, o que não é conhecido não é valorizado, e o que não é valorizado acaba destruído. Vende-se casarões inteiros a preço de terreno, e poucos compradores se preocupam em manter as fachadas originais, que, expostas ao sol e à chuva sem nenhum cuidado, ficam rapidamente danificados. Quando o assunto chega a Câmara Municipal, a discussão costuma girar em torno dos custos, e não do valor histórico.\n\nPortanto, é necessário a união de esforços entre o Estado e a sociedade para preservar a memória nacional. O Ministério da Cultura, em parceria com o Iphan e as prefeituras, deve criar um fundo permanente de conservação, financiado por parte da arrecadação do turismo, afim de garantir a manutenção periódica dos imóveis tombados. Além disso, as secretarias de educação devem promover visitas guiadas aos museus e aos centros históricos, para que os estudantes reconheçam o valor desses lugares. Somente assim o Brasil deixará de assistir, impotente, à destruição de sua própria história.',
    plantados: [
      { trecho: 'a historia do país', categoria: 'context accent (historia/história)', correcao: 'a história do país' },
      { trecho: 'entregues a própria sorte', categoria: 'crase', correcao: 'entregues à própria sorte' },
      { trecho: 'impecilho', categoria: 'spelling', correcao: 'empecilho' },
      { trecho: 'corre risco', categoria: 'verbal agreement (distant subject)', correcao: 'correm risco' },
      { trecho: 'Haviam', categoria: 'verbal agreement (impersonal haver)', correcao: 'Havia' },
      {
        trecho: 'dificultam a fiscalização',
        categoria: 'verbal agreement (head noun before a prepositional complement)',
        correcao: 'dificulta a fiscalização',
      },
      {
        trecho: 'ameaça o que resta',
        categoria: 'verbal agreement (compound subject)',
        correcao: 'ameaçam o que resta',
      },
      {
        trecho: 'à um estacionamento',
        categoria: 'crase forbidden (before an indefinite article)',
        correcao: 'a um estacionamento',
      },
      { trecho: 'Fazem décadas', categoria: 'verbal agreement (impersonal fazer)', correcao: 'Faz décadas' },
      { trecho: 'mais as verbas', categoria: 'confusable (mas/mais)', correcao: 'mas as verbas' },
      { trecho: 'foram em um museu', categoria: 'regência (ir a)', correcao: 'foram a um museu' },
      {
        trecho: 'seu passado, enfraquece',
        categoria: 'punctuation (comma between subject and verb; not expected)',
        correcao: 'seu passado enfraquece',
      },
      { trecho: 'que mais perde', categoria: 'verbal agreement (cleft "são … que")', correcao: 'que mais perdem' },
      { trecho: 'Não trata-se', categoria: 'pronoun (negation attracts the pronoun)', correcao: 'Não se trata' },
      { trecho: 'ao meu ver', categoria: 'condemned', correcao: 'a meu ver' },
      { trecho: 'Vende-se casarões', categoria: 'verbal agreement (passive "se")', correcao: 'Vendem-se casarões' },
      {
        trecho: 'ficam rapidamente danificados',
        categoria: 'nominal agreement (participle far from its noun)',
        correcao: 'ficam rapidamente danificadas',
      },
      { trecho: 'chega a Câmara', categoria: 'crase', correcao: 'chega à Câmara' },
      {
        trecho: 'é necessário a união',
        categoria: 'nominal agreement (é necessário with a determined subject)',
        correcao: 'é necessária a união',
      },
      { trecho: 'afim de', categoria: 'confusable (afim/a fim)', correcao: 'a fim de' },
    ],
  },
  {
    rodada: 5,
    titulo: 'Caminhos para combater o superendividamento das famílias brasileiras',
    texto:
      'Segundo a Confederação Nacional do Comércio, cerca de oito em cada dez famílias brasileiras têm alguma dívida, e uma parcela significativa delas não consegue pagar as contas em dia. Esse cenário revela que o crédito fácil e a ausência de educação financeira transformaram o consumo em uma armadilha, sobretudo para os mais pobres. Logo, é urgente discutir caminhos para enfrentar o superendividamento no pais.\n\nEm primeiro lugar, as instituições financeiras oferecem empréstimos com uma facilidade que esconde seus riscos. Basta alguns cliques no celular para que um trabalhador contrate um crédito pessoal com juros bastantes altos, muitas vezes sem ler o contrato. Nas propagandas, oferece-se a todo momento cartões sem anuidade e compras à prazo em dezenas de parcelas. Os aposentados, por sua vez, vem sendo alvo de ligações diárias de correspondentes bancários, e muitos fecham um mal negócio sem perceber. Além disso, as taxas do rotativo do cartão de crédito, que chega a superar 400% ao ano, transforma uma pequena dívida em um problema sem saída. Não é difícil entender porque tantas famílias perdem o controle do orçamento.\n\nEm segundo lugar, a escola brasileira raramente ensina a lidar com dinheiro. Muitos jovens chegam à vida adulta sem conciência dos riscos do crédito, e é comum que confundam o limite do cartão com renda disponível. A Base Nacional Comum Curricular prevê a educação financeira como tema transversal; na prática, porém, ela e tratada como assunto secundário, e poucas escolas tem professores preparados para abordá-la. Quando o dinheiro acaba as famílias recorrem a novos empréstimos para pagar os credores antigos, e a dívida cresce como uma bola de neve. Há dois anos atrás, uma pesquisa da Serasa já mostrava que a maior parte dos inadimplentes devia a mais de um credor. Essa situação implica em consequências que vão além do bolso, como a ansiedade e os conflitos familiares. Me parece evidente, portanto, que o problema não é apenas individual.\n\nPortanto, cabe ao Banco Central, em conjunto com o Ministério da Educação, enfrentar o superendividamento por meio de medidas preventivas e educativas. O Banco Central deve limitar os juros do cartão de crédito e proibir a oferta de empréstimos por telefone à aposentados, dando atenção especial as famílias de baixa renda. Já o Ministério da Educação deve incluir a educação financeira como disciplina obrigatória no ensino médio, com aulas práticas sobre orçamento e crédito, para que, daqui há alguns anos, os jovens não repitam os erros das gerações anteriores. Dessa forma, o consumo deixará de ser uma armadilha e voltará a ser um direito.',
    plantados: [
      { trecho: 'no pais', categoria: 'context accent (pais/país)', correcao: 'no país' },
      {
        trecho: 'Basta alguns cliques',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'Bastam alguns cliques',
      },
      { trecho: 'bastantes altos', categoria: 'nominal agreement (adverb "bastante")', correcao: 'bastante altos' },
      {
        trecho: 'oferece-se a todo momento',
        categoria: 'verbal agreement (passive "se")',
        correcao: 'oferecem-se a todo momento',
      },
      { trecho: 'compras à prazo', categoria: 'crase forbidden (masculine noun)', correcao: 'compras a prazo' },
      { trecho: 'vem sendo alvo', categoria: 'verbal agreement (vem/vêm)', correcao: 'vêm sendo alvo' },
      { trecho: 'um mal negócio', categoria: 'confusable (mal/mau)', correcao: 'um mau negócio' },
      {
        trecho: 'que chega a superar',
        categoria: 'verbal agreement (relative "que")',
        correcao: 'que chegam a superar',
      },
      {
        trecho: 'transforma uma pequena dívida',
        categoria: 'verbal agreement (distant subject)',
        correcao: 'transformam uma pequena dívida',
      },
      {
        trecho: 'porque tantas',
        categoria: 'confusable (por que in an indirect question)',
        correcao: 'por que tantas',
      },
      { trecho: 'conciência', categoria: 'spelling', correcao: 'consciência' },
      { trecho: 'ela e tratada', categoria: 'context accent (e/é)', correcao: 'ela é tratada' },
      { trecho: 'poucas escolas tem', categoria: 'verbal agreement (tem/têm)', correcao: 'poucas escolas têm' },
      {
        trecho: 'Quando o dinheiro acaba as famílias',
        categoria: 'punctuation (no comma after a fronted adverbial clause; not expected)',
        correcao: 'Quando o dinheiro acaba, as famílias',
      },
      { trecho: 'pagar os credores', categoria: 'regência (pagar a, a person)', correcao: 'pagar aos credores' },
      { trecho: 'Há dois anos atrás', categoria: 'condemned (pleonasm)', correcao: 'Há dois anos' },
      { trecho: 'implica em', categoria: 'regência (implicar)', correcao: 'implica' },
      {
        trecho: 'Me parece evidente',
        categoria: 'pronoun (no proclisis at the start of a sentence)',
        correcao: 'Parece-me evidente',
      },
      {
        trecho: 'à aposentados',
        categoria: 'crase forbidden (plural noun after a singular "a")',
        correcao: 'a aposentados',
      },
      { trecho: 'especial as famílias', categoria: 'crase', correcao: 'especial às famílias' },
      { trecho: 'daqui há alguns anos', categoria: 'confusable (a/há)', correcao: 'daqui a alguns anos' },
    ],
  },
  {
    rodada: 5,
    titulo: 'Desafios para combater o isolamento social dos idosos no Brasil',
    texto:
      'No filme "Up: altas aventuras", Carl é um viúvo que vive sozinho e se fecha para o mundo após a morte da esposa. Fora da ficção, milhões de idosos brasileiros vivem situação semelhante, e, a medida que a população envelhece, o problema se torna mais visível. Nesse sentido, o isolamento dessa parcela da sociedade decorre tanto da estrutura das cidades quanto do preconceito contra a velhice.\n\nEm primeiro lugar, as cidades brasileiras não foram planejadas para quem envelhece. Calçadas esburacadas, ônibus sem acessibilidade e a falta de praças próximas de casa desestimula a saída dos mais velhos, que passam a maior parte do dia em frente à televisão. É preocupante os dados do Instituto Brasileiro de Geografia e Estatística: a população com 60 anos ou mais já ultrapassa 30 milhões de pessoas, e muitas delas moram sozinhas. Nas periferias, onde falta centros de convivência, a situação é ainda pior, porque o idoso que não dirige depende de parentes até para ir ao médico. A oferta de programas voltados a terceira idade, segundo especialistas em gerontologia, ainda são insuficientes. Existem iniciativas bem-sucedidas, como as universidades abertas à maturidade, mas poucos idosos chegam à frequentá-las.\n\nEm segundo lugar, o preconceito contra a velhice, conhecido como etarismo, afasta os idosos da vida social. Muitas famílias tratam os avós como um peso, e a velhice passou a ser vista como uma coisa negativa, da qual todos querem fugir. Os idosos que ainda deseja trabalhar encontram portas fechadas no mercado, e mesmo aqueles que adaptaram-se à tecnologia são vistos como excessão. Pelo Estatuto da Pessoa Idosa, é proibido a discriminação por idade, mas a lei nem sempre é cumprida. Com o tempo, essa exclusão compromete a saúde mental: a solidão, que esta associada à depressão e ao declínio cognitivo, torna-se uma ameaça silenciosa. Durante a pandemia, muitas idosas ficaram meias isoladas até das próprias famílias, passaram a receber cada vez menas visitas, e poucos parentes lembraram de perguntar como elas estavam.\n\nDiante disso, é fundamental que o Estado e a sociedade atuem juntos para reintegrar os idosos. Devem haver, em cada bairro, espaços de convivência com atividades físicas, oficinas de tecnologia e transporte gratuito, e cabe ao Ministério do Desenvolvimento e Assistência Social, em parceria com as prefeituras, criá-los primeiro nas regiões aonde vive a população mais pobre, a fim de que ninguém envelheça sozinho. Além disso, as escolas podem promover encontros entre estudantes e idosos, para que os jovens sirvam de elo de ligação entre os avós e o mundo digital. Assim, histórias como a de Carl deixarão de ser a regra e passarão a ser a exceção.',
    plantados: [
      { trecho: 'a medida que', categoria: 'crase (locution)', correcao: 'à medida que' },
      {
        trecho: 'desestimula a saída',
        categoria: 'verbal agreement (compound subject)',
        correcao: 'desestimulam a saída',
      },
      {
        trecho: 'É preocupante os dados',
        categoria: 'nominal agreement (predicate before subject)',
        correcao: 'São preocupantes os dados',
      },
      {
        trecho: 'onde falta centros',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'onde faltam centros',
      },
      { trecho: 'voltados a terceira idade', categoria: 'crase', correcao: 'voltados à terceira idade' },
      {
        trecho: 'ainda são insuficientes',
        categoria: 'verbal agreement (head noun before a prepositional complement)',
        correcao: 'ainda é insuficiente',
      },
      {
        trecho: 'chegam à frequentá-las',
        categoria: 'crase forbidden (before a verb)',
        correcao: 'chegam a frequentá-las',
      },
      {
        trecho: 'uma coisa negativa',
        categoria: 'word choice (vague "coisa"; not expected)',
        correcao: 'algo negativo',
      },
      { trecho: 'que ainda deseja', categoria: 'verbal agreement (relative "que")', correcao: 'que ainda desejam' },
      {
        trecho: 'que adaptaram-se',
        categoria: 'pronoun (relative "que" attracts the pronoun)',
        correcao: 'que se adaptaram',
      },
      { trecho: 'como excessão', categoria: 'spelling', correcao: 'como exceção' },
      {
        trecho: 'é proibido a discriminação',
        categoria: 'nominal agreement (é proibido with a determined subject)',
        correcao: 'é proibida a discriminação',
      },
      { trecho: 'que esta associada', categoria: 'context accent (esta/está)', correcao: 'que está associada' },
      { trecho: 'meias isoladas', categoria: 'nominal agreement (adverb "meio")', correcao: 'meio isoladas' },
      { trecho: 'menas visitas', categoria: 'nominal agreement ("menos" is invariable)', correcao: 'menos visitas' },
      {
        trecho: 'lembraram de perguntar',
        categoria: 'regência (lembrar-se de)',
        correcao: 'se lembraram de perguntar',
      },
      {
        trecho: 'Devem haver',
        categoria: 'verbal agreement (impersonal haver with an auxiliary)',
        correcao: 'Deve haver',
      },
      { trecho: 'aonde vive', categoria: 'confusable (onde/aonde)', correcao: 'onde vive' },
      { trecho: 'elo de ligação', categoria: 'condemned (pleonasm)', correcao: 'elo' },
    ],
  },
  {
    rodada: 6,
    titulo: 'Desafios para a preservação das línguas indígenas no Brasil',
    texto:
      'Segundo o Censo de 2022, existe no Brasil mais de duzentas línguas indígenas, mas boa parte delas é falada apenas pelos mais velhos das aldeias. A Constituição Federal de 1988 assegura aos povos originários o direito de utilizar suas próprias línguas na educação escolar; esse direito, porém, ainda não saiu do papel em muitos territórios. Nesse contexto, o desaparecimento desse patrimônio está ligado tanto ao preconceito histórico quanto a omissão do poder público, fatores que merece ser discutidos.\n\nEm primeiro lugar, é importante destacar que a colonização impois o português como a única língua legítima. Durante séculos, a Igreja e o governo colonial proibiu as crianças indígenas de falar o idioma de seus pais, e a língua e a cultura nativas passaram a ser consideradas inferior. Ainda hoje, muitos jovens preferem mais falar português do que a língua materna, pois temem ser ridicularizados nas cidades. Houveram casos, nas últimas décadas, em que um idioma inteiro desapareceu com a morte de seu último falante, levando consigo cantos, remédios e histórias que nenhum livro registrou. Desse modo, a discriminação contra esses povos continuam ameaçando a diversidade cultural do país.\n\nNo entanto, o Estado brasileiro não oferece condições adequadas para que essas línguas sejam transmitidas as novas gerações. A ausência de professores indígenas formados nas aldeias, dificulta o ensino bilíngue previsto em lei, e faltam livros didáticos e programas de rádio nas línguas nativas. Em muitas escolas indígenas, as aulas são dadas apenas em português por professores que vem de fora e não conhecem a cultura local. Fazem vários anos que lideranças indígenas reivindicam uma política a nível nacional de revitalização linguística, mais pouco se avançou. Com isso, a população dessas comunidades perdem, pouco a pouco, o vínculo com a própria história.\n\nPortanto, é urgente por fim a esse apagamento. O Ministério da Educação, em parceria com as universidades públicas, deve formar professores indígenas bilíngues por meio de cursos de licenciatura intercultural oferecidos nas próprias regiões, a fim de que as crianças aprendam à ler e a escrever na língua de seus avós. Não deve-se esquecer, ainda, que cabe aos meios de comunicação divulgar a riqueza dessas culturas atravez de programas produzidos pelos próprios indígenas, para combater o preconceito. Caso contrário, daqui há algumas décadas, o Brasil terá perdido uma parte insubstituível de sua memória.',
    plantados: [
      {
        trecho: 'existe no Brasil mais de duzentas',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'existem no Brasil mais de duzentas',
      },
      { trecho: 'quanto a omissão', categoria: 'crase (required)', correcao: 'quanto à omissão' },
      { trecho: 'fatores que merece', categoria: 'verbal agreement (relative "que")', correcao: 'fatores que merecem' },
      { trecho: 'a colonização impois', categoria: 'spelling', correcao: 'a colonização impôs' },
      {
        trecho: 'a Igreja e o governo colonial proibiu',
        categoria: 'verbal agreement (compound subject)',
        correcao: 'a Igreja e o governo colonial proibiram',
      },
      {
        trecho: 'consideradas inferior',
        categoria: 'nominal agreement (predicative of a compound subject)',
        correcao: 'consideradas inferiores',
      },
      {
        trecho: 'preferem mais falar português do que a língua materna',
        categoria: 'regência (preferir … a)',
        correcao: 'preferem falar português a falar a língua materna',
      },
      { trecho: 'Houveram casos', categoria: 'verbal agreement (impersonal haver)', correcao: 'Houve casos' },
      {
        trecho: 'a discriminação contra esses povos continuam',
        categoria: 'verbal agreement (head noun before a prepositional complement)',
        correcao: 'a discriminação contra esses povos continua',
      },
      {
        trecho: 'No entanto, o Estado brasileiro',
        categoria: 'not expected (connective with the wrong sense: addition, not contrast)',
        correcao: 'Além disso, o Estado brasileiro',
      },
      {
        trecho: 'transmitidas as novas gerações',
        categoria: 'crase (required)',
        correcao: 'transmitidas às novas gerações',
      },
      {
        trecho: 'formados nas aldeias, dificulta',
        categoria: 'punctuation (comma between subject and verb)',
        correcao: 'formados nas aldeias dificulta',
      },
      {
        trecho: 'professores que vem de fora',
        categoria: 'verbal agreement (vem/vêm)',
        correcao: 'professores que vêm de fora',
      },
      { trecho: 'Fazem vários anos', categoria: 'verbal agreement (impersonal fazer)', correcao: 'Faz vários anos' },
      {
        trecho: 'uma política a nível nacional',
        categoria: 'condemned (a nível de)',
        correcao: 'uma política nacional',
      },
      { trecho: 'linguística, mais pouco', categoria: 'confusable (mas/mais)', correcao: 'linguística, mas pouco' },
      {
        trecho: 'a população dessas comunidades perdem',
        categoria: 'verbal agreement (collective + plural)',
        correcao: 'a população dessas comunidades perde',
      },
      { trecho: 'é urgente por fim', categoria: 'context accent (pôr/por)', correcao: 'é urgente pôr fim' },
      { trecho: 'aprendam à ler', categoria: 'crase (forbidden before a verb)', correcao: 'aprendam a ler' },
      {
        trecho: 'Não deve-se esquecer',
        categoria: 'pronoun placement (proclisis after "não")',
        correcao: 'Não se deve esquecer',
      },
      { trecho: 'atravez de programas', categoria: 'spelling', correcao: 'através de programas' },
      { trecho: 'daqui há algumas décadas', categoria: 'confusable (há/a)', correcao: 'daqui a algumas décadas' },
    ],
  },
  {
    rodada: 6,
    titulo: 'Os impactos da poluição sonora na qualidade de vida nas cidades brasileiras',
    texto:
      'Em "Ensaio sobre a cegueira", José Saramago imagina uma sociedade que perde a visão de repente. Nas grandes cidades brasileiras, porém, o sentido ameaçado é outro: a audição. Buzinas, motores, obras e caixas de som ligadas a noite formam um ruído contínuo que, segundo a Organização Mundial da Saúde, passa a ser prejudicial à saúde acima de cinquenta e cinco decibéis. Ao meu ver, esse problema, ignorado por muitos, decorre da negligência das autoridades e da falta de consciência coletiva.\n\nEm primeiro lugar, cabe ressaltar a omissão do poder público. Embora quase todas as cidades tenham uma lei do silêncio, a fiscalização raramente funciona, pois os órgãos municipais tem poucos fiscais. Vende-se, em qualquer loja, equipamentos de som potentes para carros, e os motoristas que os usa nas ruas dificilmente são punidos. No ano passado, a prefeitura de uma capital do Nordeste admitiu que não pode atender a maior parte das denúncias recebidas. Por que isso acontece? Isso ocorre por que o barulho ainda não é tratado como uma questão de saúde pública, mas como um simples incômodo.\n\nAlém disso, a própria população contribui para o problema. Se tornou comum, nos bairros residenciais, a realização de festas que se estendem até a madrugada sem nenhum cuidado com os vizinhos. Muitas pessoas esquecem das regras de convivência e tratam o espaço público como se fosse a sala de suas casas. O barulho constante dos carros, das motos e das festas, prejudica o sono de milhões de brasileiros, que acordam de mal humor e com dificuldade de concentração. Os especialistas apontam, ainda, que o excesso de ruídos nas cidades aumentam a anciedade e a pressão arterial. Os moradores das avenidas movimentadas, que convivem dia e noite com o trânsito de caminhões e ônibus, sofre ainda mais com esses efeitos.\n\nPortanto, a poluição sonora não pode continuar sendo vista como algo normal, embora a população e os órgãos públicos pareçam acostumadas a ela. Cabe às prefeituras contratar mais fiscais e usar medidores de ruído nas áreas mais afetadas, para que o som exessivo seja punido com multas. Falta, também, campanhas educativas que mostrem que ficar exposto à ruídos fortes todos os dias pode causar perda auditiva. O problema é antigo, as soluções já são conhecidas. Somente assim as cidades deixarão de roubar o silêncio, um direito que pertence à todos.',
    plantados: [
      { trecho: 'ligadas a noite', categoria: 'crase (required: adverbial phrase)', correcao: 'ligadas à noite' },
      { trecho: 'Ao meu ver', categoria: 'condemned (ao meu ver)', correcao: 'A meu ver' },
      { trecho: 'municipais tem poucos', categoria: 'verbal agreement (tem/têm)', correcao: 'municipais têm poucos' },
      {
        trecho: 'Vende-se, em qualquer loja, equipamentos',
        categoria: 'verbal agreement (passive "se")',
        correcao: 'Vendem-se, em qualquer loja, equipamentos',
      },
      {
        trecho: 'motoristas que os usa',
        categoria: 'verbal agreement (relative "que")',
        correcao: 'motoristas que os usam',
      },
      { trecho: 'não pode atender', categoria: 'context accent (pôde/pode)', correcao: 'não pôde atender' },
      { trecho: 'ocorre por que', categoria: 'confusable (por que/porque)', correcao: 'ocorre porque' },
      {
        trecho: 'Se tornou comum',
        categoria: 'pronoun placement (sentence-initial oblique pronoun)',
        correcao: 'Tornou-se comum',
      },
      {
        trecho: 'esquecem das regras',
        categoria: 'regência (esquecer/esquecer-se de)',
        correcao: 'esquecem as regras',
      },
      {
        trecho: 'das motos e das festas, prejudica',
        categoria: 'punctuation (comma between subject and verb)',
        correcao: 'das motos e das festas prejudica',
      },
      { trecho: 'de mal humor', categoria: 'confusable (mal/mau)', correcao: 'de mau humor' },
      {
        trecho: 'o excesso de ruídos nas cidades aumentam',
        categoria: 'verbal agreement (head noun before a prepositional complement)',
        correcao: 'o excesso de ruídos nas cidades aumenta',
      },
      { trecho: 'a anciedade', categoria: 'spelling', correcao: 'a ansiedade' },
      {
        trecho: 'caminhões e ônibus, sofre',
        categoria: 'verbal agreement (distant subject)',
        correcao: 'caminhões e ônibus, sofrem',
      },
      {
        trecho: 'pareçam acostumadas',
        categoria: 'nominal agreement (compound subject of both genders)',
        correcao: 'pareçam acostumados',
      },
      { trecho: 'som exessivo', categoria: 'spelling', correcao: 'som excessivo' },
      {
        trecho: 'Falta, também, campanhas',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'Faltam, também, campanhas',
      },
      {
        trecho: 'exposto à ruídos',
        categoria: 'crase (forbidden: plural noun after a singular "a")',
        correcao: 'exposto a ruídos',
      },
      {
        trecho: 'O problema é antigo, as soluções',
        categoria: 'not expected (comma splice)',
        correcao: 'O problema é antigo; as soluções',
      },
      { trecho: 'pertence à todos', categoria: 'crase (forbidden before a pronoun)', correcao: 'pertence a todos' },
    ],
  },
  {
    rodada: 6,
    titulo: 'A precarização do trabalho dos entregadores por aplicativo no Brasil',
    texto:
      'Há alguns anos atrás, pedir comida pelo celular parecia um luxo; hoje, milhões de brasileiros fazem isso todos os dias. Por trás dessa comodidade, porém, existe um exército de entregadores que trabalham sem carteira assinada, sem seguro e sem descanso garantido. As plataformas de entrega, afirmam que esses trabalhadores são parceiros autônomos, mas a realidade das ruas mostra outra coisa. Nesse sentido, é preciso discutir por que essa atividade se tornou tão precária e quais caminhos podem torná-la mais digna.\n\nEm primeiro lugar, o desemprego e a crise econômica levou muitos jovens para esse tipo de serviço. Na pandemia, haviam milhares de novos cadastros por semana nos aplicativos, e bastante pessoas viram na entrega a única chance de pagar as contas. Vende-se promessas de liberdade e de renda fácil, mas essa autonomia é ilusória: quem recusa corridas é punido pelo algoritmo e passa a receber menos pedidos. Os entregadores, que passam o dia inteiro pedalando ou pilotando motos pelas ruas das metrópoles sob sol e chuva, recebe em média menos de dois salários mínimos por mês. A jornada e longa, e o risco, constante.\n\nAlém disso, a legislação trabalhista não se adaptou à essa nova forma de trabalho. Os entregadores não tem direito a férias, a décimo terceiro salário nem a auxílio em caso de acidente, e os acidentes são frequentes. Quando um motoboy se machuca, fica a mercê da solidariedade dos colegas, já que a empresa não assume nenhuma responsabilidade. As plataformas pagam os entregadores por corrida e exigem que eles aceitem quase todos os pedidos, se não são bloqueados. Em 2020, a categoria, cansada de esperar por mudanças, organizaram as primeiras paralizações nacionais, conhecidas como "Breque dos Apps". Nunca viu-se algo parecido no setor, e a mensagem era clara: são eles que arrisca a vida no trânsito para que a comida chegue quente.\n\nPortanto, é necessário garantir direitos mínimos a esses trabalhadores. O Congresso Nacional deve aprovar uma lei que obrigue as plataformas a oferecer seguro contra acidentes e um valor mínimo por hora trabalhada, afim de que o entregador tenha segurança para exercer sua profissão. Cabe também ao Ministério do Trabalho fiscalizar o cumprimento dessas regras e colocar a disposição dos motoboys pontos de apoio com água e banheiro. Os consumidores, por sua vez, precisam enchergar quem está por trás de cada pedido e dar gorjetas justas. Se as empresas garantissem esses direitos, os entregadores terão uma vida mais digna. Afinal, a conveniência de poucos não pode depender do sacrifício de muitos.',
    plantados: [
      { trecho: 'Há alguns anos atrás', categoria: 'condemned (pleonasm: há … atrás)', correcao: 'Há alguns anos' },
      {
        trecho: 'As plataformas de entrega, afirmam',
        categoria: 'punctuation (comma between subject and verb)',
        correcao: 'As plataformas de entrega afirmam',
      },
      {
        trecho: 'o desemprego e a crise econômica levou',
        categoria: 'verbal agreement (compound subject)',
        correcao: 'o desemprego e a crise econômica levaram',
      },
      { trecho: 'haviam milhares', categoria: 'verbal agreement (impersonal haver)', correcao: 'havia milhares' },
      {
        trecho: 'bastante pessoas',
        categoria: 'nominal agreement ("bastante" as an adjective)',
        correcao: 'bastantes pessoas',
      },
      { trecho: 'Vende-se promessas', categoria: 'verbal agreement (passive "se")', correcao: 'Vendem-se promessas' },
      {
        trecho: 'sob sol e chuva, recebe',
        categoria: 'verbal agreement (distant subject)',
        correcao: 'sob sol e chuva, recebem',
      },
      { trecho: 'A jornada e longa', categoria: 'context accent (é/e)', correcao: 'A jornada é longa' },
      { trecho: 'adaptou à essa', categoria: 'crase (forbidden before a demonstrative)', correcao: 'adaptou a essa' },
      {
        trecho: 'entregadores não tem direito',
        categoria: 'verbal agreement (tem/têm)',
        correcao: 'entregadores não têm direito',
      },
      { trecho: 'fica a mercê', categoria: 'crase (required: à mercê de)', correcao: 'fica à mercê' },
      { trecho: 'pagam os entregadores', categoria: 'regência (pagar a alguém)', correcao: 'pagam aos entregadores' },
      {
        trecho: 'pedidos, se não são bloqueados',
        categoria: 'confusable (senão/se não)',
        correcao: 'pedidos; senão, são bloqueados',
      },
      {
        trecho: 'cansada de esperar por mudanças, organizaram',
        categoria: 'verbal agreement (collective + plural)',
        correcao: 'cansada de esperar por mudanças, organizou',
      },
      { trecho: 'paralizações', categoria: 'spelling', correcao: 'paralisações' },
      { trecho: 'Nunca viu-se', categoria: 'pronoun placement (proclisis after "nunca")', correcao: 'Nunca se viu' },
      {
        trecho: 'são eles que arrisca',
        categoria: 'verbal agreement (relative "que")',
        correcao: 'são eles que arriscam',
      },
      { trecho: 'afim de que', categoria: 'confusable (a fim de/afim)', correcao: 'a fim de que' },
      { trecho: 'colocar a disposição', categoria: 'crase (required: à disposição)', correcao: 'colocar à disposição' },
      { trecho: 'precisam enchergar', categoria: 'spelling', correcao: 'precisam enxergar' },
      {
        trecho: 'os entregadores terão uma vida',
        categoria: 'not expected (sequence of tenses: conditional after an imperfect-subjunctive "se")',
        correcao: 'os entregadores teriam uma vida',
      },
    ],
  },
  {
    rodada: 7,
    titulo: 'A solidão dos idosos nas grandes cidades brasileiras',
    texto:
      'No filme "Central do Brasil", de Walter Salles, a professora aposentada Dora passa os dias em meio à multidão de uma estação do Rio de Janeiro e, ainda assim, vive sozinha. Fora da ficção, essa cena se repete nas metrópoles brasileiras, nas quais milhares de idosos passa semanas sem conversar com ninguém. Como essa população esta crescendo rapidamente, a solidão na velhice deve ser tratada como um problema de saúde publica, e não como uma escolha individual. Esse quadro decorre, sobretudo, da organização das cidades e do descaso da sociedade com quem envelhece.\n\nEm primeiro lugar, a própria estrutura das grandes cidades favorecem o isolamento. Prédios sem áreas comuns, calçadas esburacadas e um trânsito intenso dificulta a saída de uma pessoa de oitenta anos. Além disso, os filhos, pressionados por jornadas longas e por deslocamentos cansativos, muitas vezes mora em bairros distantes e só aparecem nos fins de semana. Existe hoje no país mais de trinta milhões de pessoas com sessenta anos ou mais, e muitas delas passam as tardes assistindo os programas de auditório como única companhia. Devido a falta de visitas, o silêncio da casa agrava quadros de depressão e de ansiedade.\n\nEm segundo lugar, a sociedade brasileira ainda trata a velhice com descaso. Fazem mais de vinte anos que o Estatuto da Pessoa Idosa foi aprovado, mas muitos de seus artigos continuam apenas no papel. Os poucos centros de convivência que existe nas periferias funcionam em horários restritos e quase não são divulgados. A população, em geral, enxergam o idoso como alguém que já não tem nada a oferecer, quando a convivência com os mais velhos deveria ser vista como um previlégio. Por isso, o idoso se sente mau recebido até dentro da própria família: as visitas e os passeios, antes frequentes, tornam-se cada vez mais raras, e não é difícil ouvir de uma avó que ela anda meia esquecida pelos netos. Muitos filhos se preocupam, mais não entendem porque os pais se tornaram tão calados.\n\nPortanto, cabe ao Ministério dos Direitos Humanos, em parceria com as prefeituras, ampliar a rede de centros de convivência e criar programas de visitas voluntárias para que esses idosos voltem à frequentar os espaços públicos. Além disso, é necessário a participação das famílias, que podem organizar encontros regulares com os mais velhos. Assim, daqui há dez anos, a velhice deixará de ser sinônimo de abandono, e as cidades serão, de fato, um lugar aonde todas as gerações convivem.',
    plantados: [
      { trecho: 'idosos passa', categoria: 'verbal agreement', correcao: 'idosos passam' },
      { trecho: 'esta crescendo', categoria: 'context accent (esta/está)', correcao: 'está crescendo' },
      { trecho: 'saúde publica', categoria: 'context accent (publica/pública)', correcao: 'saúde pública' },
      {
        trecho: 'cidades favorecem',
        categoria: 'verbal agreement (head noun before a prepositional complement)',
        correcao: 'cidades favorece',
      },
      {
        trecho: 'trânsito intenso dificulta',
        categoria: 'verbal agreement (compound subject)',
        correcao: 'trânsito intenso dificultam',
      },
      { trecho: 'muitas vezes mora', categoria: 'verbal agreement (distant subject)', correcao: 'muitas vezes moram' },
      { trecho: 'Existe hoje', categoria: 'verbal agreement (verb before subject)', correcao: 'Existem hoje' },
      { trecho: 'assistindo os programas', categoria: 'regência (assistir a)', correcao: 'assistindo aos programas' },
      { trecho: 'Devido a falta', categoria: 'crase (required)', correcao: 'Devido à falta' },
      {
        trecho: 'Fazem mais de vinte anos',
        categoria: 'verbal agreement (impersonal fazer)',
        correcao: 'Faz mais de vinte anos',
      },
      { trecho: 'que existe', categoria: 'verbal agreement (relative "que")', correcao: 'que existem' },
      {
        trecho: 'em geral, enxergam',
        categoria: 'verbal agreement (collective + plural)',
        correcao: 'em geral, enxerga',
      },
      { trecho: 'previlégio', categoria: 'spelling', correcao: 'privilégio' },
      { trecho: 'mau recebido', categoria: 'confusable (mal/mau)', correcao: 'mal recebido' },
      {
        trecho: 'mais raras',
        categoria: 'nominal agreement (predicative of a compound subject)',
        correcao: 'mais raros',
      },
      { trecho: 'meia esquecida', categoria: 'nominal agreement (adverb "meio")', correcao: 'meio esquecida' },
      { trecho: 'mais não entendem', categoria: 'confusable (mas/mais)', correcao: 'mas não entendem' },
      {
        trecho: 'porque os pais',
        categoria: 'confusable (por que in an indirect question)',
        correcao: 'por que os pais',
      },
      { trecho: 'à frequentar', categoria: 'crase forbidden (before a verb)', correcao: 'a frequentar' },
      {
        trecho: 'é necessário a participação',
        categoria: 'nominal agreement (é necessário with a determined subject)',
        correcao: 'é necessária a participação',
      },
      { trecho: 'daqui há dez anos', categoria: 'confusable (há/a)', correcao: 'daqui a dez anos' },
      { trecho: 'lugar aonde', categoria: 'confusable (onde/aonde)', correcao: 'lugar onde' },
    ],
  },
  {
    rodada: 7,
    titulo: 'O desperdício de alimentos em um país que ainda convive com a fome',
    texto:
      'Segundo a FAO, órgão das Nações Unidas, o mundo joga fora, todos os anos, cerca de um terço da comida que produz. No Brasil, o cenário é ainda mais contraditório: enquanto toneladas de frutas e verduras apodrecem nas centrais de abastecimento, haviam, em 2022, cerca de 33 milhões de brasileiros em situação de fome, segundo a Rede Penssan. Esse paradoxo, que envolvem produtores, comerciantes e consumidores, tem raízes tanto na falta de infraestrutura quanto em hábitos de consumo pouco conscientes.\n\nEm primeiro lugar, boa parte das perdas acontece antes mesmo de o alimento chegar ao consumidor. Nas rodovias do interior, circula diariamente caminhões sem refrigeração, e as cargas de tomate e de banana chegam amassadas aos centros urbanos. Estudos da Embrapa indicam que as perdas de algumas hortaliças, entre a colheita e a venda, chega a 30%. Como o país ainda não possui armazéns suficientes, muitos agricultores são obrigados a vender a colheita à preços muito baixos, e essa perda implica em alimentos mais caros nas prateleiras. A anos, especialistas alertam que investir em logística seria a forma mais barata de previnir o desperdício.\n\nEm segundo lugar, o desperdício também ocorre nos supermercados e dentro das casas. Os supermercados tem o hábito de descartar frutas com manchas ou formatos irregulares, que, embora perfeitamente comestíveis, não atrai os clientes. Essas frutas são consideradas feias e acabam jogada no lixo, pois os consumidores preferem produtos perfeitos do que alimentos com pequenos defeitos. Nas casas, a situação se repete: muitas famílias vai ao supermercado sem uma lista. Sem organização, o consumidor compra mas do que precisa e descarta bastante alimentos ainda próprios para consumo só porque a data da embalagem passou. Nas feiras livre, ao fim do dia, caixas de legumes são deixadas no chão. Se cada pessoa planejasse melhor suas compras, levaria para casa menas comida e gastaria menos dinheiro. O problema, portanto, não e apenas econômico, mas também cultural.\n\nPortanto, o Governo Federal, em parceria com os estados, deve financiar armazéns e transporte refrigerado, por meio de linhas de crédito para cooperativas de agricultores, a fim de que a comida chegue inteira as cidades. Além disso, cabe ao Ministério da Educação promover campanhas de concientização nas escolas, ensinando crianças e jovens a planejar compras e a reaproveitar sobras. Somente assim o desperdício deixará de ser rotina no pais, e a comida que hoje vai para o lixo poderá chegar à mesa de quem precisa.',
    plantados: [
      { trecho: 'haviam', categoria: 'verbal agreement (impersonal haver)', correcao: 'havia' },
      { trecho: 'que envolvem', categoria: 'verbal agreement (relative "que")', correcao: 'que envolve' },
      {
        trecho: 'circula diariamente',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'circulam diariamente',
      },
      { trecho: 'chega a 30%', categoria: 'verbal agreement (distant subject)', correcao: 'chegam a 30%' },
      { trecho: 'à preços', categoria: 'crase forbidden (before a masculine plural)', correcao: 'a preços' },
      { trecho: 'implica em alimentos', categoria: 'regência (implicar)', correcao: 'implica alimentos' },
      { trecho: 'A anos', categoria: 'confusable (há/a)', correcao: 'Há anos' },
      { trecho: 'previnir', categoria: 'spelling', correcao: 'prevenir' },
      { trecho: 'supermercados tem', categoria: 'verbal agreement (tem/têm)', correcao: 'supermercados têm' },
      { trecho: 'não atrai', categoria: 'verbal agreement (relative "que")', correcao: 'não atraem' },
      { trecho: 'acabam jogada', categoria: 'nominal agreement', correcao: 'acabam jogadas' },
      {
        trecho: 'preferem produtos perfeitos do que alimentos',
        categoria: 'regência (preferir … a)',
        correcao: 'preferem produtos perfeitos a alimentos',
      },
      { trecho: 'famílias vai', categoria: 'verbal agreement', correcao: 'famílias vão' },
      { trecho: 'mas do que', categoria: 'confusable (mas/mais)', correcao: 'mais do que' },
      {
        trecho: 'bastante alimentos',
        categoria: 'nominal agreement ("bastante" as an adjective)',
        correcao: 'bastantes alimentos',
      },
      { trecho: 'feiras livre', categoria: 'nominal agreement', correcao: 'feiras livres' },
      { trecho: 'menas comida', categoria: 'nominal agreement ("menos" is invariable)', correcao: 'menos comida' },
      { trecho: 'não e apenas', categoria: 'context accent (e/é)', correcao: 'não é apenas' },
      { trecho: 'inteira as cidades', categoria: 'crase (required)', correcao: 'inteira às cidades' },
      { trecho: 'concientização', categoria: 'spelling', correcao: 'conscientização' },
      { trecho: 'no pais', categoria: 'context accent (pais/país)', correcao: 'no país' },
    ],
  },
  {
    rodada: 7,
    titulo: 'A pirataria digital e a desvalorização do trabalho criativo no Brasil',
    texto:
      'Em 1998, o Brasil aprovou a Lei de Direitos Autorais, que protege obras literárias, musicais e audiovisuais contra a reprodução sem autorização. Quase três décadas depois, porém, a pirataria digital ainda faz parte da rotina de milhões de brasileiros: surge, a cada semana, novos sites que deixam filmes, séries e livros a disposição de qualquer usuário. Essa prática, vista por muitos como inofensiva, trás prejuízos sérios aos artistas e revela, ao mesmo tempo, as desigualdades no acesso à cultura.\n\nEm primeiro lugar, é preciso considerar o impacto econômico desse hábito. Em plataformas de venda e em grupos de mensagens, vende-se cópias de filmes recém-lançados por poucos reais, e as obras pirateada circulam sem que nenhum centavo chegue a quem as produziu. Os artistas independentes, que vivem de pequenas vendas e de apresentações em cidades do interior, perde boa parte da renda com essa concorrência desleal. Segundo uma pesquiza do setor audiovisual, os prejuízos que vem da pirataria já somam bilhões de reais por ano, o que significa menos empregos para técnicos, roteiristas e músicos. Afinal, o artista precisa ser remunerado pelo seu trabalho, se não acaba abandonando a profissão.\n\nEm segundo lugar, vale compreender as razões sociais do problema. Porque, então, tantos jovens recorrem aos sites ilegais? O preço alto das assinaturas e a falta de renda leva muitas famílias a escolher entre pagar a conta de luz e adiquirir um livro ou um filme. Somadas, as assinaturas das plataformas de vídeo custam caras para quem ganha um salário mínimo, e poucos jovens da periferia podem ir no cinema com frequência. O público consumidor, porém, raramente percebem que, a medida que a pirataria cresce, diminui o investimento em novas produções, inclusive na musica brasileira. Houveram avanços nos últimos anos, como os serviços gratuitos com anúncios e as bibliotecas digitais públicas, mas eles ainda alcançam uma parcela pequena da população.\n\nPortanto, cabe ao Ministério da Cultura, em parceria com as plataformas digitais, ampliar o acesso legal às obras, por meio de planos de assinatura com preços reduzidos, oferecidos à partir dos quinze anos a estudantes de baixa renda, e da expansão das bibliotecas digitais públicas. Além disso, devem haver punições mais rigorosas para quem lucra com a venda de conteúdo pirata, já que é proibido a reprodução comercial de obras sem autorização. Assim, o brasileiro poderá consumir cultura de forma legal, e os artistas receberão o reconhecimento que merecem.',
    plantados: [
      {
        trecho: 'surge, a cada semana',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'surgem, a cada semana',
      },
      { trecho: 'a disposição', categoria: 'crase (required: à disposição)', correcao: 'à disposição' },
      { trecho: 'trás prejuízos', categoria: 'confusable (trás/traz)', correcao: 'traz prejuízos' },
      { trecho: 'vende-se cópias', categoria: 'verbal agreement (passive "se")', correcao: 'vendem-se cópias' },
      { trecho: 'obras pirateada', categoria: 'nominal agreement', correcao: 'obras pirateadas' },
      { trecho: 'perde boa parte', categoria: 'verbal agreement (distant subject)', correcao: 'perdem boa parte' },
      { trecho: 'pesquiza', categoria: 'spelling', correcao: 'pesquisa' },
      { trecho: 'que vem da pirataria', categoria: 'verbal agreement (vem/vêm)', correcao: 'que vêm da pirataria' },
      { trecho: 'se não acaba', categoria: 'confusable (senão/se não)', correcao: 'senão acaba' },
      { trecho: 'Porque, então', categoria: 'confusable (por que/porque)', correcao: 'Por que, então' },
      {
        trecho: 'falta de renda leva',
        categoria: 'verbal agreement (compound subject)',
        correcao: 'falta de renda levam',
      },
      { trecho: 'adiquirir', categoria: 'spelling', correcao: 'adquirir' },
      { trecho: 'custam caras', categoria: 'nominal agreement (adverb "caro")', correcao: 'custam caro' },
      { trecho: 'ir no cinema', categoria: 'regência (ir a)', correcao: 'ir ao cinema' },
      {
        trecho: 'raramente percebem',
        categoria: 'verbal agreement (collective + plural)',
        correcao: 'raramente percebe',
      },
      { trecho: 'a medida que', categoria: 'crase (locution)', correcao: 'à medida que' },
      { trecho: 'na musica', categoria: 'context accent (musica/música)', correcao: 'na música' },
      { trecho: 'Houveram', categoria: 'verbal agreement (impersonal haver)', correcao: 'Houve' },
      { trecho: 'à partir', categoria: 'crase forbidden (a partir)', correcao: 'a partir' },
      {
        trecho: 'devem haver',
        categoria: 'verbal agreement (impersonal haver with an auxiliary)',
        correcao: 'deve haver',
      },
      {
        trecho: 'é proibido a reprodução',
        categoria: 'nominal agreement (é proibido with a determined subject)',
        correcao: 'é proibida a reprodução',
      },
    ],
  },
  {
    rodada: 8,
    titulo: 'Os desafios para combater a gordofobia na sociedade brasileira',
    texto:
      'Na obra "O corpo como capital", a antropóloga Mirian Goldenberg mostra que, no Brasil, a aparência física funciona como uma espécie de moeda social, capaz de abrir ou fechar portas. Nesse contexto, chega aos consultórios, às escolas e às empresas inúmeros relatos de humilhação contra pessoas gordas, o que revela a força da gordofobia no país. Esse quadro decorre da padronização estética imposto pela mídia e da negligência do poder público, fatores que precisam ser enfrentados.\n\nEm primeiro lugar, os meios de comunicação reforçam um ideal de corpo magro. Novelas, propagandas e perfis de influenciadores digitais, que alcança milhões de seguidores todos os dias, apresenta a magreza como sinônimo de sucesso, saúde e disciplina. Como consequência, muitos adolescentes passam à odiar o próprio corpo e recorre a dietas perigosas, sem nenhum acompanhamento médico. Além disso, as piadas sobre pessoas gordas, comuns em programas de humor, parecem inofensivas, mais deixam marcas profundas na autoestima de quem é alvo delas. Fazem anos que ativistas denunciam esse tipo de humor, mas a gordofobia ainda é mau compreendida por grande parte da população, que a confunde com simples brincadeira. Assim, consolida-se a ideia equivocada de que as pessoas acima do peso são preguiçosos e sem força de vontade.\n\nMuitos se perguntam porque esse preconceito resiste a tantas campanhas, e a resposta passa também pela omissão do Estado. Em muitos hospitais, falta macas, cadeiras e aparelhos de pressão adequados, o que faz com que muitos desses pacientes, por medo de passar por constrangimentos, adie consultas importantes. Nas escolas, por sua vez, raramente se adota medidas contra o bullying motivado pelo peso, e as vítimas, meias envergonhadas, preferem o silêncio. No mercado de trabalho, a situação se repete: muitas empresas não obedecem o princípio da igualdade e descartam candidatos gordos, com raras excessões. A décadas, movimentos sociais lembram que essas pessoas tem direito a um tratamento digno, mas suas reivindicações seguem ignoradas.\n\nPortanto, é necessário a criação de políticas que garantam às pessoas gordas o acesso a saúde, à educação e ao trabalho em condições de igualdade. Para isso, o Ministério da Saúde deve equipar as unidades de atendimento com materiais adequados e promover campanhas à respeito da diversidade corporal, por meio de propagandas em horário nobre e nas redes sociais, a fim de desconstruir estereótipos. Além disso, as escolas devem incluir o tema em seus projetos pedagógicos, para que as próximas gerações aprendam a respeitar todos os corpos.',
    plantados: [
      {
        trecho: 'chega aos consultórios',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'chegam aos consultórios',
      },
      { trecho: 'estética imposto', categoria: 'nominal agreement (participle)', correcao: 'estética imposta' },
      {
        trecho: 'que alcança milhões',
        categoria: 'verbal agreement (relative "que")',
        correcao: 'que alcançam milhões',
      },
      {
        trecho: 'apresenta a magreza',
        categoria: 'verbal agreement (compound subject)',
        correcao: 'apresentam a magreza',
      },
      { trecho: 'passam à odiar', categoria: 'crase forbidden (before a verb)', correcao: 'passam a odiar' },
      {
        trecho: 'e recorre a dietas',
        categoria: 'verbal agreement (second coordinated verb)',
        correcao: 'e recorrem a dietas',
      },
      { trecho: 'mais deixam', categoria: 'confusable (mas/mais)', correcao: 'mas deixam' },
      { trecho: 'Fazem anos', categoria: 'verbal agreement (impersonal fazer)', correcao: 'Faz anos' },
      { trecho: 'mau compreendida', categoria: 'confusable (mal/mau)', correcao: 'mal compreendida' },
      { trecho: 'são preguiçosos', categoria: 'nominal agreement', correcao: 'são preguiçosas' },
      {
        trecho: 'porque esse preconceito',
        categoria: 'confusable (por que in an indirect question)',
        correcao: 'por que esse preconceito',
      },
      { trecho: 'falta macas', categoria: 'verbal agreement (verb before subject)', correcao: 'faltam macas' },
      { trecho: 'adie consultas', categoria: 'verbal agreement (distant subject)', correcao: 'adiem consultas' },
      { trecho: 'se adota medidas', categoria: 'verbal agreement (passive "se")', correcao: 'se adotam medidas' },
      { trecho: 'meias envergonhadas', categoria: 'nominal agreement (adverb "meio")', correcao: 'meio envergonhadas' },
      { trecho: 'obedecem o princípio', categoria: 'regência (obedecer a)', correcao: 'obedecem ao princípio' },
      { trecho: 'excessões', categoria: 'spelling', correcao: 'exceções' },
      { trecho: 'A décadas', categoria: 'confusable (há/a)', correcao: 'Há décadas' },
      { trecho: 'tem direito', categoria: 'verbal agreement (tem/têm)', correcao: 'têm direito' },
      {
        trecho: 'é necessário a criação',
        categoria: 'nominal agreement (é necessário with a determined subject)',
        correcao: 'é necessária a criação',
      },
      { trecho: 'acesso a saúde', categoria: 'crase (coordinated complement)', correcao: 'acesso à saúde' },
      { trecho: 'à respeito', categoria: 'crase forbidden (masculine noun)', correcao: 'a respeito' },
    ],
  },
  {
    rodada: 8,
    titulo: 'Os desafios para erradicar o trabalho infantil no campo brasileiro',
    texto:
      'A Constituição Federal de 1988 proíbe qualquer trabalho a menores de dezesseis anos, salvo na condição de aprendiz, a partir dos quatorze. Apesar disso, segundo a Pesquisa Nacional por Amostra de Domicílios de 2019, haviam cerca de 1,8 milhão de crianças e adolescentes em situação de trabalho infantil no Brasil, muitos deles em atividades agrícolas. Trata-se de uma infância que esta sendo roubada nas lavouras, fenômeno que decorre da pobreza das famílias rurais e da atuação insuficiente do Estado.\n\nEm primeiro lugar, a pobreza empurra as crianças para o trabalho precoce, pois muitas família dependem da colheita para sobreviver. No interior, muitos pais vem de gerações que também começaram a trabalhar cedo e não enxergam outra alternativa se não o trabalho dos filhos. Em época de safra, a família inteira vão para o campo, e os pequenos aprendem a segurar uma enchada antes mesmo de aprender a ler. Trabalhar nas lavouras desde cedo trazem consequências graves: as crianças chegam às salas de aula bastantes cansadas, perdem o interesse pelos estudos e, muitas vezes, abandona a escola antes de concluir o ensino fundamental. Sem estudo, esses jovens terão menas oportunidades no futuro, o que perpetua o ciclo de pobreza.\n\nEm segundo lugar, a fiscalização não alcança boa parte do território. Os órgãos do Ministério do Trabalho, que deveriam percorrer as propriedades rurais com frequência, conta com poucos auditores para uma área imensa. Por isso, raramente se fiscaliza as fazendas mais distantes, e nas plantações de fumo e de sisal ainda trabalha, sob o sol forte, muitas crianças. Nesses locais, os pequenos ficam expostos à agrotóxicos e a ferramentas cortantes, que provoca intoxicações e mutilações. O esforço físico e a exposição ao calor são extremamente prejudicial a um corpo em formação, e, por lei, é proibido a contratação de menores de dezoito anos em atividades insalubres. A medida que as crianças crescem, o cansaço acumulado compromete sua saúde, e elas passam cada vez menos tempo nas escolas rurais, aonde deveriam estar.\n\nPortanto, é urgente enfrentar esse problema. O Ministério do Trabalho deve ampliar o número de auditores fiscais e realizar operações periódicas nas zonas rurais, por meio de concursos públicos e de parcerias com os conselhos tutelares, a fim de identificar e punir os empregadores que exploram crianças. Além disso, o Governo Federal deve ampliar os programas de transferência de renda às famílias do campo, condicionados à frequência escolar, para que todas as crianças possam assistir as aulas em vez de trabalhar. Também é importante promover campanhas de conciêntização nas comunidades rurais. Só assim, daqui a alguns anos, o campo deixará de ser lugar de infância perdida.',
    plantados: [
      { trecho: 'haviam cerca de', categoria: 'verbal agreement (impersonal haver)', correcao: 'havia cerca de' },
      { trecho: 'esta sendo roubada', categoria: 'context accent (esta/está)', correcao: 'está sendo roubada' },
      { trecho: 'muitas família', categoria: 'nominal agreement', correcao: 'muitas famílias' },
      { trecho: 'vem de gerações', categoria: 'verbal agreement (vem/vêm)', correcao: 'vêm de gerações' },
      { trecho: 'se não o trabalho', categoria: 'confusable (senão/se não)', correcao: 'senão o trabalho' },
      {
        trecho: 'família inteira vão',
        categoria: 'verbal agreement (collective + plural)',
        correcao: 'família inteira vai',
      },
      { trecho: 'enchada', categoria: 'spelling', correcao: 'enxada' },
      { trecho: 'desde cedo trazem', categoria: 'verbal agreement (infinitive subject)', correcao: 'desde cedo traz' },
      {
        trecho: 'bastantes cansadas',
        categoria: 'nominal agreement (adverb "bastante")',
        correcao: 'bastante cansadas',
      },
      {
        trecho: 'abandona a escola',
        categoria: 'verbal agreement (second coordinated verb)',
        correcao: 'abandonam a escola',
      },
      { trecho: 'menas', categoria: 'nominal agreement ("menos" is invariable)', correcao: 'menos' },
      { trecho: 'conta com poucos', categoria: 'verbal agreement (distant subject)', correcao: 'contam com poucos' },
      {
        trecho: 'se fiscaliza as fazendas',
        categoria: 'verbal agreement (passive "se")',
        correcao: 'se fiscalizam as fazendas',
      },
      { trecho: 'ainda trabalha', categoria: 'verbal agreement (verb before subject)', correcao: 'ainda trabalham' },
      {
        trecho: 'expostos à agrotóxicos',
        categoria: 'crase forbidden (before a masculine plural)',
        correcao: 'expostos a agrotóxicos',
      },
      {
        trecho: 'que provoca intoxicações',
        categoria: 'verbal agreement (relative "que")',
        correcao: 'que provocam intoxicações',
      },
      {
        trecho: 'são extremamente prejudicial',
        categoria: 'nominal agreement (predicative of a compound subject)',
        correcao: 'são extremamente prejudiciais',
      },
      {
        trecho: 'é proibido a contratação',
        categoria: 'nominal agreement (é proibido with a determined subject)',
        correcao: 'é proibida a contratação',
      },
      { trecho: 'A medida que', categoria: 'crase (locution)', correcao: 'À medida que' },
      { trecho: 'aonde deveriam', categoria: 'confusable (onde/aonde)', correcao: 'onde deveriam' },
      { trecho: 'assistir as aulas', categoria: 'regência (assistir a)', correcao: 'assistir às aulas' },
      { trecho: 'conciêntização', categoria: 'spelling', correcao: 'conscientização' },
    ],
  },
  {
    rodada: 8,
    titulo: 'Caminhos para a preservação dos manguezais no Brasil',
    texto:
      'Os manguezais ocupam grande parte do litoral brasileiro e funcionam como berçários da vida marinha. Nesses ambientes, vive caranguejos, peixes, moluscos e aves que encontram abrigo entre as raízes das árvores. Apesar disso, esse ecosistema está cada vez mais vulnerável a pressão humana, o que ameaça a biodiversidade e o sustento de comunidades inteiras. Porque isso acontece? A resposta envolve a ocupação desordenada da costa e a falta de conscientização da população.\n\nEm primeiro lugar, a ocupação desordenada é um dos principais fatores de degradação. A especulação imobiliária e a expansão da criação de camarão ameaça diretamente os manguezais, já que muitas áreas de mangue foram aterrado para dar lugar a condomínios, portos e viveiros. Constrói-se hotéis e casas de veraneio há poucos quilômetros das praias onde milhares de turistas vão todo verão, e o mal uso do solo compromete o equilíbrio da região. Como consequência, as comunidades tradicionais que depende da pesca artesanal e da cata do caranguejo perdem sua principal fonte de renda. Estima-se que devem haver centenas de famílias nessa situação apenas no litoral nordestino.\n\nEm segundo lugar, falta à população conhecimento sobre a importância desse ambiente. Muitos esquecem de que os manguezais tem papel essencial na proteção da costa contra a erosão e no armazenamento de carbono, o que contribui para frear as mudanças climáticas. Por isso, o lixo e o esgoto doméstico são lançados nos rios sem tratamento, e peixes e caranguejos contaminado chegam à mesa dos consumidores. As leis ambientais, como o Código Florestal, consideram os manguezais áreas de preservação permanente, mas são pouco respeitada. Os pescadores que se opõem à essa destruição costumam ser ignorados, e os prejuízos à longo prazo recaem sobre toda a sociedade.\n\nPortanto, é preciso agir para por fim à destruição dos manguezais. O Ministério do Meio Ambiente, em parceria com o Ibama e as prefeituras litorâneas, deve intensificar a fiscalização das áreas de preservação, por meio de monitoramento por satélite e de multas mais severas, afim de impedir novos aterros. Além disso, as escolas do litoral devem promover aulas de campo nos manguezais, para que os estudantes compreendam o valor desse ambiente e se tornem seus defensores. Dessa forma, o Brasil preservará um previlégio natural que poucos países possuem.',
    plantados: [
      {
        trecho: 'vive caranguejos',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'vivem caranguejos',
      },
      { trecho: 'ecosistema', categoria: 'spelling', correcao: 'ecossistema' },
      { trecho: 'vulnerável a pressão', categoria: 'crase', correcao: 'vulnerável à pressão' },
      { trecho: 'Porque isso acontece?', categoria: 'confusable (por que/porque)', correcao: 'Por que isso acontece?' },
      {
        trecho: 'ameaça diretamente',
        categoria: 'verbal agreement (compound subject)',
        correcao: 'ameaçam diretamente',
      },
      { trecho: 'foram aterrado', categoria: 'nominal agreement (participle)', correcao: 'foram aterradas' },
      { trecho: 'Constrói-se hotéis', categoria: 'verbal agreement (passive "se")', correcao: 'Constroem-se hotéis' },
      { trecho: 'há poucos quilômetros', categoria: 'confusable (há/a)', correcao: 'a poucos quilômetros' },
      { trecho: 'praias onde', categoria: 'confusable (onde/aonde)', correcao: 'praias aonde' },
      { trecho: 'mal uso', categoria: 'confusable (mal/mau)', correcao: 'mau uso' },
      {
        trecho: 'que depende da pesca',
        categoria: 'verbal agreement (relative "que")',
        correcao: 'que dependem da pesca',
      },
      {
        trecho: 'devem haver',
        categoria: 'verbal agreement (impersonal haver with an auxiliary)',
        correcao: 'deve haver',
      },
      {
        trecho: 'esquecem de que',
        categoria: 'regência (esquecer/esquecer-se de)',
        correcao: 'esquecem-se de que / esquecem que',
      },
      { trecho: 'tem papel', categoria: 'verbal agreement (tem/têm)', correcao: 'têm papel' },
      {
        trecho: 'caranguejos contaminado',
        categoria: 'nominal agreement (adjective after two nouns)',
        correcao: 'caranguejos contaminados',
      },
      {
        trecho: 'pouco respeitada',
        categoria: 'nominal agreement (predicative adjective)',
        correcao: 'pouco respeitadas',
      },
      { trecho: 'à essa', categoria: 'crase (forbidden before a demonstrative)', correcao: 'a essa' },
      { trecho: 'à longo prazo', categoria: 'crase forbidden (masculine noun)', correcao: 'a longo prazo' },
      { trecho: 'por fim', categoria: 'context accent (pôr/por)', correcao: 'pôr fim' },
      { trecho: 'afim de', categoria: 'confusable (afim/a fim)', correcao: 'a fim de' },
      { trecho: 'previlégio', categoria: 'spelling', correcao: 'privilégio' },
    ],
  },
  {
    rodada: 9,
    titulo: 'Os entraves à doação de órgãos no Brasil',
    texto:
      'A Constituição Federal de 1988 assegura a todos os cidadãos o direito à saúde, cabendo ao Estado garanti-lo por meio de políticas públicas. No entanto, quando se trata da doação de órgãos, esse princípio ainda está longe de se concretizar, já que, segundo o Ministério da Saúde, encontra-se na fila do Sistema Nacional de Transplantes mais de sessenta mil pessoas. Doar órgãos é um gesto capaz de salvar várias vida, mais a desinformação e o medo impede que muitas famílias autorizem a doação, e a estrutura do sistema nem sempre favorece o processo.\n\nEm primeiro lugar, é preciso considerar o peso da desinformação nesse processo. Haviam, até pouco tempo atrás, muitos mitos sobre o tema, como a ideia de que o corpo do doador ficaria deformado ou de que a morte encefálica seria reversível. Como consequência, são frequentes os casos de parentes que nega a autorização, mesmo quando o falecido havia manifestado em vida o desejo de doar. Isso ocorre por que, no momento da perda, a família esta fragilizada pelo luto e fica meia perdida diante de termos técnicos que desconhece. Por outro lado, a medida que a informação correta alcança a população, a taxa de recusa diminui, o que revela a importância da concientização.\n\nEm segundo lugar, a estrutura do sistema de saúde também contribui para o problema. O Brasil mantém, a décadas, um dos maiores programas públicos de transplantes do mundo, e, somente no último ano, foram realizado milhares de procedimentos desse tipo. Mesmo assim, as filas permanecem extensa, sobretudo nas regiões Norte e Nordeste, que, salvo raras excessões, não contam com centros especializados. Os profissionais de saúde, que muitas vezes atuam em plantões exaustivos e sem apoio adequado, nem sempre recebe formação para abordar famílias enlutadas, e o mal atendimento nesse momento implica em mais recusas. Existe, ainda, entraves burocráticos que atrasam a captação, de modo que muitos órgãos de pessoas que estavam dispostas à doar acabam descartados.\n\nPortanto, é necessário a criação de medidas que ampliem o número de doações no país. Para isso, o Ministério da Saúde, em parceria com as secretarias estaduais, deve promover campanhas permanentes nas mídias tradicionais e digitais, a fim de desfazer os mitos que cercam a morte encefálica. Além disso, devem haver cursos de capacitação para as equipes hospitalares, de forma que os profissionais saibam acolher as famílias e explicar cada etapa do processo com clareza e empatia. Assim, o direito à saúde previsto na Constituição deixará de ser apenas uma promessa para quem aguarda um transplante.',
    plantados: [
      {
        trecho: 'encontra-se na fila',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'encontram-se na fila',
      },
      { trecho: 'várias vida', categoria: 'nominal agreement (determiner and noun)', correcao: 'várias vidas' },
      { trecho: 'mais a desinformação', categoria: 'confusable (mas/mais)', correcao: 'mas a desinformação' },
      { trecho: 'o medo impede', categoria: 'verbal agreement (compound subject)', correcao: 'o medo impedem' },
      { trecho: 'Haviam, até', categoria: 'verbal agreement (impersonal haver)', correcao: 'Havia, até' },
      {
        trecho: 'parentes que nega',
        categoria: 'verbal agreement (relative "que", plural antecedent)',
        correcao: 'parentes que negam',
      },
      { trecho: 'ocorre por que', categoria: 'confusable (porque/por que)', correcao: 'ocorre porque' },
      { trecho: 'esta fragilizada', categoria: 'context accent (está/esta)', correcao: 'está fragilizada' },
      { trecho: 'fica meia perdida', categoria: 'nominal agreement (meio)', correcao: 'fica meio perdida' },
      { trecho: 'a medida que', categoria: 'crase', correcao: 'à medida que' },
      { trecho: 'concientização', categoria: 'spelling', correcao: 'conscientização' },
      { trecho: 'a décadas', categoria: 'confusable (há/a)', correcao: 'há décadas' },
      { trecho: 'foram realizado', categoria: 'nominal agreement (participle)', correcao: 'foram realizados' },
      {
        trecho: 'permanecem extensa',
        categoria: 'nominal agreement (predicative after "permanecer")',
        correcao: 'permanecem extensas',
      },
      { trecho: 'excessões', categoria: 'spelling', correcao: 'exceções' },
      { trecho: 'nem sempre recebe', categoria: 'verbal agreement (distant subject)', correcao: 'nem sempre recebem' },
      { trecho: 'mal atendimento', categoria: 'confusable (mal/mau)', correcao: 'mau atendimento' },
      { trecho: 'implica em', categoria: 'regência (implicar)', correcao: 'implica' },
      {
        trecho: 'Existe, ainda,',
        categoria: 'verbal agreement ("existir", postposed subject)',
        correcao: 'Existem, ainda,',
      },
      { trecho: 'à doar', categoria: 'crase forbidden (before a verb)', correcao: 'a doar' },
      {
        trecho: 'é necessário a criação',
        categoria: 'nominal agreement (é necessário with a determined subject)',
        correcao: 'é necessária a criação',
      },
      { trecho: 'devem haver', categoria: 'verbal agreement (haver with an auxiliary)', correcao: 'deve haver' },
    ],
  },
  {
    rodada: 9,
    titulo: 'A expansão das apostas on-line entre os jovens brasileiros',
    texto:
      'Nos últimos anos, as apostas esportivas e os jogos de azar on-line se espalharam pelo Brasil com enorme rapidez. Fazem poucos anos que essa atividade foi autorizada no país, e, nesse curto período, a juventude brasileira passaram a enxergar nas chamadas bets uma forma de enriquecer sem esforço. Nas redes sociais, diariamente, surge novas propagandas que associam o jogo ao sucesso. Isso e preocupante, pois o vício em apostas provoca danos financeiros e psicológicos, enquanto o poder público ainda age de forma tímida.\n\nEm primeiro lugar, deve-se considerar o papel da publicidade nesse fenômeno. Segundo o sociólogo Zygmunt Bauman, a modernidade líquida é marcada pela busca do prazer imediato, e é exatamente esse desejo que as empresas exploram. Vende-se ilusões de ascenção social por meio de influenciadores digitais, os quais divulga os prêmio recebidos sem mencionar as perdas. No ambiente virtual, aonde os adolescentes passam boa parte do dia, apostar pequenas quantias todos os dias parecem inofensivo, e bastante jovens já preferem apostar do que estudar ou trabalhar. Devido a facilidade de acesso pelo celular, o jogo se torna um hábito quase invisível.\n\nEm segundo lugar, as consequências desse hábito vão muito além do bolso. Muitos apostadores perdem o controle sobre os gastos e acumula dívidas que comprometem o orçamento doméstico, de modo que pais e irmãos também ficam endividado. A nível psicológico, são comuns a ansiedade e a depressão provocados pela compulsão, quadros semelhantes aos de outras dependências. Além disso, os jovens tem acesso às plataformas sem um controle de idade eficiente, e pouco se discute à respeito dos riscos nas escolas. Assim, quem entra nesse ciclo passa a ter menas oportunidades de estudo e de trabalho, e ninguém lucra se não as próprias empresas de apostas.\n\nPortanto, é fundamental que o Estado atue para previnir o vício em apostas entre os jovens. Cabe ao Congresso Nacional aprovar leis que restrinjam a publicidade das plataformas, sobretudo aquela feita por influenciadores com público adolescente, a exemplo do que já ocorre com o cigarro. Ademais, o Ministério da Educação deve incluir no currículo escolar debates sobre educação financeira e saúde mental, por meio de palestras e oficinas conduzidas por psicólogos e economistas, para que os estudantes compreendam como funcionam os mecanismos do jogo. Desse modo, a juventude poderá construir o futuro com base no esforço e no conhecimento, e não em promessas ilusórias de lucro fácil.',
    plantados: [
      { trecho: 'Fazem poucos anos', categoria: 'verbal agreement (impersonal fazer)', correcao: 'Faz poucos anos' },
      {
        trecho: 'juventude brasileira passaram',
        categoria: 'verbal agreement (collective + plural)',
        correcao: 'juventude brasileira passou',
      },
      {
        trecho: 'surge novas propagandas',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'surgem novas propagandas',
      },
      { trecho: 'Isso e preocupante', categoria: 'context accent (é/e)', correcao: 'Isso é preocupante' },
      { trecho: 'Vende-se ilusões', categoria: 'verbal agreement (passive "se")', correcao: 'Vendem-se ilusões' },
      { trecho: 'ascenção', categoria: 'spelling', correcao: 'ascensão' },
      {
        trecho: 'os quais divulga',
        categoria: 'verbal agreement (relative "os quais", plural antecedent)',
        correcao: 'os quais divulgam',
      },
      { trecho: 'os prêmio', categoria: 'nominal agreement (determiner and noun)', correcao: 'os prêmios' },
      { trecho: 'aonde os adolescentes', categoria: 'confusable (onde/aonde)', correcao: 'onde os adolescentes' },
      {
        trecho: 'todos os dias parecem',
        categoria: 'verbal agreement (infinitive subject)',
        correcao: 'todos os dias parece',
      },
      { trecho: 'bastante jovens', categoria: 'nominal agreement (bastante)', correcao: 'bastantes jovens' },
      { trecho: 'apostar do que estudar', categoria: 'regência (preferir … a)', correcao: 'apostar a estudar' },
      { trecho: 'Devido a facilidade', categoria: 'crase', correcao: 'Devido à facilidade' },
      {
        trecho: 'e acumula dívidas',
        categoria: 'verbal agreement (second of two coordinated verbs)',
        correcao: 'e acumulam dívidas',
      },
      {
        trecho: 'ficam endividado',
        categoria: 'nominal agreement (predicative after "ficar")',
        correcao: 'ficam endividados',
      },
      { trecho: 'A nível psicológico', categoria: 'condemned (a nível de)', correcao: 'No plano psicológico' },
      {
        trecho: 'a depressão provocados',
        categoria: 'nominal agreement (adjective after two nouns)',
        correcao: 'a depressão provocadas',
      },
      { trecho: 'os jovens tem acesso', categoria: 'verbal agreement (tem/têm)', correcao: 'os jovens têm acesso' },
      { trecho: 'à respeito', categoria: 'crase forbidden (before a masculine noun)', correcao: 'a respeito' },
      { trecho: 'menas oportunidades', categoria: 'nominal agreement (menos)', correcao: 'menos oportunidades' },
      { trecho: 'se não as próprias', categoria: 'confusable (senão/se não)', correcao: 'senão as próprias' },
      { trecho: 'previnir', categoria: 'spelling', correcao: 'prevenir' },
    ],
  },
  {
    rodada: 9,
    titulo: 'O desafio da formação de leitores no Brasil',
    texto:
      'No conto "Felicidade clandestina", Clarice Lispector narra a história de uma menina que enfrenta humilhações para conseguir emprestado um livro, objeto que para ela representava a própria felicidade. Na realidade brasileira, contudo, esse encantamento parece distante, pois, segundo a pesquisa Retratos da Leitura no Brasil, o povo brasileiro leem pouco, e o número de leitores diminui cada vez mas. Entender porque isso acontece exige reconhecer que o preço elevado dos livros e a falta de incentivo afasta grande parte da população das obras literárias.\n\nEm primeiro lugar, é preciso considerar as desigualdades no acesso ao livro. Em muitos municípios do interior, há décadas, falta bibliotecas públicas, e as escolas, sobretudo as localizadas em regiões afastadas dos grandes centros, dispõe de acervos pequenos e desatualizados. Publica-se milhares de títulos por ano no país, mas essas obra chegam principalmente às livrarias das capitais, com preços que poucas famílias podem pagar. Nesse cenário, obras que custa caro tornam-se artigos de luxo, e o acesso à uma biblioteca de qualidade passa a ser privilégio de poucos. Em algumas escolas, inclusive, é proibido a retirada de livros, por medo de que os exemplares se percam. Além disso, muitas salas de leitura acabaram abandonado por falta de profissionais.\n\nEm segundo lugar, o ambiente digital também interfere na formação de leitores. Graças a internet, o acesso à informação nunca foi tão amplo; no entanto, os estudantes vem perdendo a capacidade de concentração exigida por textos longos, já que passam horas nas redes sociais e assistem vídeos curtos em sequência. Houveram avanços, como a criação de clubes de leitura virtuais e de aplicativos de livros digitais, porém essas iniciativas ainda são insuficiente diante do tamanho do problema. Segundo o educador Paulo Freire, a leitura do mundo precede a leitura da palavra, e um jovem que não lê tem dificuldade para enchergar criticamente a sociedade em que vive e para analizar as informações que recebe.\n\nPortanto, é urgente que o poder público e a sociedade civil se mobilizem afim de formar novos leitores. O Ministério da Educação, em parceria com as prefeituras, deve ampliar o acervo das escolas e garantir que cada uma delas tenha uma sala de leitura anexo ao prédio principal, com bibliotecários capacitados. Além disso, as escolas precisam por em prática projetos de mediação de leitura, como rodas de conversa e feiras literárias, que aproximem os estudantes dos livros de forma prazerosa. Assim, daqui há alguns anos, a felicidade vivida pela personagem de Clarice poderá ser compartilhada por milhões de brasileiros.',
    plantados: [
      {
        trecho: 'o povo brasileiro leem',
        categoria: 'verbal agreement (collective + plural)',
        correcao: 'o povo brasileiro lê',
      },
      { trecho: 'cada vez mas', categoria: 'confusable (mas/mais)', correcao: 'cada vez mais' },
      { trecho: 'porque isso acontece', categoria: 'confusable (porque/por que)', correcao: 'por que isso acontece' },
      {
        trecho: 'a falta de incentivo afasta',
        categoria: 'verbal agreement (compound subject)',
        correcao: 'a falta de incentivo afastam',
      },
      {
        trecho: 'falta bibliotecas',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'faltam bibliotecas',
      },
      { trecho: 'dispõe de acervos', categoria: 'verbal agreement (distant subject)', correcao: 'dispõem de acervos' },
      { trecho: 'Publica-se milhares', categoria: 'verbal agreement (passive "se")', correcao: 'Publicam-se milhares' },
      { trecho: 'essas obra', categoria: 'nominal agreement (determiner and noun)', correcao: 'essas obras' },
      {
        trecho: 'obras que custa',
        categoria: 'verbal agreement (relative "que", plural antecedent)',
        correcao: 'obras que custam',
      },
      {
        trecho: 'à uma biblioteca',
        categoria: 'crase forbidden (before an indefinite article)',
        correcao: 'a uma biblioteca',
      },
      {
        trecho: 'é proibido a retirada',
        categoria: 'nominal agreement (é proibido with a determined subject)',
        correcao: 'é proibida a retirada',
      },
      {
        trecho: 'acabaram abandonado',
        categoria: 'nominal agreement (predicative after "acabar")',
        correcao: 'acabaram abandonadas',
      },
      { trecho: 'Graças a internet', categoria: 'crase', correcao: 'Graças à internet' },
      { trecho: 'vem perdendo', categoria: 'verbal agreement (vem/vêm)', correcao: 'vêm perdendo' },
      { trecho: 'assistem vídeos', categoria: 'regência (assistir)', correcao: 'assistem a vídeos' },
      { trecho: 'Houveram avanços', categoria: 'verbal agreement (impersonal haver)', correcao: 'Houve avanços' },
      {
        trecho: 'são insuficiente',
        categoria: 'nominal agreement (predicative adjective)',
        correcao: 'são insuficientes',
      },
      { trecho: 'enchergar', categoria: 'spelling', correcao: 'enxergar' },
      { trecho: 'analizar', categoria: 'spelling', correcao: 'analisar' },
      { trecho: 'afim de', categoria: 'confusable (afim/a fim)', correcao: 'a fim de' },
      { trecho: 'anexo ao prédio', categoria: 'nominal agreement (anexo)', correcao: 'anexa ao prédio' },
      { trecho: 'por em prática', categoria: 'context accent (pôr/por)', correcao: 'pôr em prática' },
      { trecho: 'daqui há alguns anos', categoria: 'confusable (há/a)', correcao: 'daqui a alguns anos' },
    ],
  },
  {
    rodada: 10,
    titulo: 'Os desafios para o enfrentamento da violência contra a mulher no Brasil',
    texto:
      'A Constituição Federal de 1988 assegura que homens e mulheres são iguais em direitos e obrigações. Entretanto, essa garantia ainda não chegou à vida de milhares de brasileiras, que convivem com agressões físicas e psicológicas dentro da própria casa. Segundo o Fórum Brasileiro de Segurança Pública, ocorre no país, a cada ano, mais de mil feminicídios, número que revela um problema estrutural. Nesse contexto, é preciso analisar a herança machista brasileira e a fragilidade das redes de proteção, as quais ainda não consegue acolher as vítimas de maneira adequada.\n\nEm primeiro lugar, a violência de gênero possui raízes históricas. O sociólogo Pierre Bourdieu, na obra "A dominação masculina", explica que a superioridade do homem foi naturalizada por práticas cotidianas que, com o tempo, se tornaram invisível. No Brasil, esse processo também ocorreu no campo jurídico: até o início deste século, existia no Código Civil dispositivos que permitia ao marido anular o casamento caso descobrisse que a esposa não era virgem. Desse modo, o comportamento agressivo de muitos homens, que aprenderam à partir da infância a controlar as companheiras, são reflexo de uma cultura que ainda trata a mulher como objeto. Além disso, piadas e músicas que desvalorizam o corpo feminino contribui para que a agressão seja vista como algo banal, o que torna o problema ainda mas difícil de combater.\n\nEm segundo lugar, a fragilidade da rede de proteção agrava o quadro. A Lei Maria da Penha, sancionada em 2006, é reconhecida pela ONU como uma das leis mais avançadas do mundo no combate a violência doméstica. Contudo, na maior parte dos municípios brasileiros, falta delegacias especializadas, casas-abrigo e profissionais capacitados. Em algumas regiões, haviam mulheres que esperavam semanas por medidas protetivas, que visam o afastamento do agressor. Nessa situação, a mulher que denuncia esta exposta a novas ameaças, e a dependência financeira se torna um grande impecilho para romper o ciclo de violência. Não por acaso, existem bastante mulheres que desistem do processo, já que muitas vítimas tem medo de denunciar quem sustenta a família.\n\nPortanto, é fundamental reverter esse cenário. Cabe ao Ministério da Educação, em parceria com as secretarias estaduais, incluir no currículo escolar debates sobre igualdade de gênero, por meio de oficinas e rodas de conversa, afim de desconstruir os padrões machistas. Além disso, é necessário a ampliação das delegacias da mulher, e campanhas de conscientização precisam ser divulgado na televisão e nas redes sociais, com o objetivo de garantir assistência as vítimas e de previnir novos casos. Só assim se construirá relações mais igualitárias, e a Constituição deixará de ser letra morta.',
    plantados: [
      {
        trecho: 'ocorre no país',
        categoria: 'verbal agreement (ocorrer with a postposed subject)',
        correcao: 'ocorrem no país',
      },
      {
        trecho: 'as quais ainda não consegue',
        categoria: 'verbal agreement (relative "as quais" with a plural antecedent)',
        correcao: 'as quais ainda não conseguem',
      },
      {
        trecho: 'se tornaram invisível',
        categoria: 'nominal agreement (predicative after "tornar-se")',
        correcao: 'se tornaram invisíveis',
      },
      {
        trecho: 'existia no Código Civil',
        categoria: 'verbal agreement (existir with a postposed subject)',
        correcao: 'existiam no Código Civil',
      },
      {
        trecho: 'dispositivos que permitia',
        categoria: 'verbal agreement (relative "que" with a plural antecedent)',
        correcao: 'dispositivos que permitiam',
      },
      { trecho: 'à partir da infância', categoria: 'crase forbidden ("a partir")', correcao: 'a partir da infância' },
      {
        trecho: 'companheiras, são reflexo',
        categoria: 'verbal agreement (distant subject with a relative clause between)',
        correcao: 'companheiras, é reflexo',
      },
      {
        trecho: 'feminino contribui',
        categoria: 'verbal agreement (compound subject)',
        correcao: 'feminino contribuem',
      },
      { trecho: 'ainda mas difícil', categoria: 'confusable (mas/mais)', correcao: 'ainda mais difícil' },
      { trecho: 'combate a violência doméstica', categoria: 'crase', correcao: 'combate à violência doméstica' },
      {
        trecho: 'falta delegacias especializadas',
        categoria: 'verbal agreement (faltar with a postposed subject)',
        correcao: 'faltam delegacias especializadas',
      },
      { trecho: 'haviam mulheres', categoria: 'verbal agreement (impersonal haver)', correcao: 'havia mulheres' },
      { trecho: 'visam o afastamento', categoria: 'regência (visar)', correcao: 'visam ao afastamento' },
      { trecho: 'esta exposta', categoria: 'context accent (está/esta)', correcao: 'está exposta' },
      { trecho: 'impecilho', categoria: 'spelling', correcao: 'empecilho' },
      { trecho: 'bastante mulheres', categoria: 'nominal agreement (bastante)', correcao: 'bastantes mulheres' },
      { trecho: 'tem medo de denunciar', categoria: 'verbal agreement (tem/têm)', correcao: 'têm medo de denunciar' },
      { trecho: 'afim de desconstruir', categoria: 'confusable (afim/a fim)', correcao: 'a fim de desconstruir' },
      {
        trecho: 'é necessário a ampliação',
        categoria: 'nominal agreement ("é necessário" with a determined subject)',
        correcao: 'é necessária a ampliação',
      },
      {
        trecho: 'ser divulgado',
        categoria: 'nominal agreement (participle in the passive)',
        correcao: 'ser divulgadas',
      },
      { trecho: 'assistência as vítimas', categoria: 'crase', correcao: 'assistência às vítimas' },
      { trecho: 'previnir', categoria: 'spelling', correcao: 'prevenir' },
      {
        trecho: 'se construirá relações',
        categoria: 'verbal agreement (passive "se")',
        correcao: 'se construirão relações',
      },
    ],
  },
  {
    rodada: 10,
    titulo: 'A resistência bacteriana aos antibióticos como desafio à saúde pública',
    texto:
      'Em 1928, o médico escocês Alexander Fleming descobriu a penicilina, feito que salvou milhões de vidas no século XX. Na época, ninguém pode imaginar que esse avanço seria ameaçado em menos de um século. Fazem quase cem anos dessa descoberta, e, segundo a Organização Mundial da Saúde, as infecções por bactérias resistentes aos antibióticos já causa mais de um milhão de mortes por ano no mundo. Diante desse cenário, chamado por especialistas de "pandemia silenciosa", é preciso analizar o uso indiscriminado desses medicamentos pela população e o emprego abusivo deles na pecuária.\n\nEm primeiro lugar, a automedicação contribui diretamente para o problema. Desde 2010, é proibido a venda de antibióticos sem a retenção da receita médica, mas muitas pessoas guardam sobras de tratamentos antigos. Tomar antibióticos para tratar gripes e resfriados, doenças causadas por vírus, são um erro frequente, assim como o abandono precoce da medicação: muitos pacientes começam o tratamento corretamente e o interrompe assim que os sintomas desaparecem. Isso ocorre a décadas e implica em consequências graves, pois, conforme a teoria da seleção natural de Charles Darwin, os indivíduos mais adaptados ao ambiente tende a sobreviver. Assim, quando o remédio é usado de forma incompleta, as bactérias mais fortes ficam livre para se multiplicar.\n\nEm segundo lugar, o uso de antibióticos na criação de animais agrava a situação. Na pecuária intensiva, utiliza-se antibióticos não só para tratar doenças, mas também para acelerar a engorda do gado. Isso acontece porque o rebanho, confinado em espaços pequenos, adoecem com facilidade, e os produtores procuram evitar perdas com doses constantes de medicamento. Além disso, resíduos desses remédios, eliminados pelas fezes dos animais, chega aos rios, espalhando genes de resistência. Embora exista normas sobre o tema, a fiscalização é mau feita, e as poucas regras que já foram aprovado raramente saem do papel. Enquanto isso, o uso exessivo de antibióticos no campo continua, e a população fica meia desinformada sobre os riscos.\n\nPortanto, é urgente conter o avanço das chamadas superbactérias. Cabe ao Ministério da Saúde, em parceria com a Agência Nacional de Vigilância Sanitária (Anvisa), intensificar a fiscalização das farmácias e promover campanhas sobre os perigos da automedicação, reforçando os alertas que vem sendo feitos pelos cientistas. Ademais, o Ministério da Agricultura deve restringir o uso preventivo desses remédios na pecuária e dar prioridade a pesquisa de novos antibióticos. Cada cidadão, por sua vez, deve preferir consultar um médico do que seguir conselhos de vizinhos. Somente assim será possível garantir, à longo prazo, que a descoberta de Fleming continue salvando vidas.',
    plantados: [
      { trecho: 'ninguém pode imaginar', categoria: 'context accent (pôde/pode)', correcao: 'ninguém pôde imaginar' },
      {
        trecho: 'Fazem quase cem anos',
        categoria: 'verbal agreement (impersonal fazer)',
        correcao: 'Faz quase cem anos',
      },
      {
        trecho: 'antibióticos já causa',
        categoria: 'verbal agreement (distant subject, head noun before a prepositional phrase)',
        correcao: 'antibióticos já causam',
      },
      { trecho: 'analizar', categoria: 'spelling', correcao: 'analisar' },
      {
        trecho: 'é proibido a venda',
        categoria: 'nominal agreement ("é proibido" with a determined subject)',
        correcao: 'é proibida a venda',
      },
      {
        trecho: 'vírus, são um erro',
        categoria: 'verbal agreement (infinitive subject)',
        correcao: 'vírus, é um erro',
      },
      {
        trecho: 'e o interrompe',
        categoria: 'verbal agreement (second of two coordinated verbs)',
        correcao: 'e o interrompem',
      },
      { trecho: 'ocorre a décadas', categoria: 'confusable (a/há)', correcao: 'ocorre há décadas' },
      { trecho: 'implica em consequências', categoria: 'regência (implicar)', correcao: 'implica consequências' },
      {
        trecho: 'ambiente tende a sobreviver',
        categoria: 'verbal agreement (distant subject)',
        correcao: 'ambiente tendem a sobreviver',
      },
      { trecho: 'ficam livre', categoria: 'nominal agreement (predicative after "ficar")', correcao: 'ficam livres' },
      {
        trecho: 'utiliza-se antibióticos',
        categoria: 'verbal agreement (passive "se")',
        correcao: 'utilizam-se antibióticos',
      },
      {
        trecho: 'pequenos, adoecem',
        categoria: 'verbal agreement (collective noun as subject)',
        correcao: 'pequenos, adoece',
      },
      {
        trecho: 'animais, chega aos rios',
        categoria: 'verbal agreement (distant subject with an aside)',
        correcao: 'animais, chegam aos rios',
      },
      {
        trecho: 'exista normas',
        categoria: 'verbal agreement (existir with a postposed subject)',
        correcao: 'existam normas',
      },
      { trecho: 'mau feita', categoria: 'confusable (mal/mau)', correcao: 'mal feita' },
      {
        trecho: 'foram aprovado',
        categoria: 'nominal agreement (participle in the passive)',
        correcao: 'foram aprovadas',
      },
      { trecho: 'exessivo', categoria: 'spelling', correcao: 'excessivo' },
      { trecho: 'meia desinformada', categoria: 'nominal agreement (meio)', correcao: 'meio desinformada' },
      { trecho: 'que vem sendo feitos', categoria: 'verbal agreement (vem/vêm)', correcao: 'que vêm sendo feitos' },
      { trecho: 'prioridade a pesquisa', categoria: 'crase', correcao: 'prioridade à pesquisa' },
      { trecho: 'do que seguir', categoria: 'regência (preferir)', correcao: 'a seguir' },
      { trecho: 'à longo prazo', categoria: 'crase forbidden (masculine noun)', correcao: 'a longo prazo' },
    ],
  },
  {
    rodada: 10,
    titulo: 'A exclusão digital nas escolas da zona rural brasileira',
    texto:
      'Durante a pandemia de covid-19, milhões de estudantes brasileiros passaram a assistir aulas pela internet. Para grande parte dos alunos da zona rural, porém, essa alternativa não existiu, já que, nas comunidades aonde vivem, o sinal de celular é fraco ou inexistente. Devem haver, ainda hoje, milhares de crianças que nunca usaram um computador na escola. Esse quadro, que aprofunda as desigualdades entre o campo e a cidade, resulta da falta de infraestrutura tecnológica e da formação insuficiente dos professores.\n\nEm primeiro lugar, a ausência de infraestrutura impede que a tecnologia, que trás benefícios evidentes à aprendizagem, chegue aos estudantes do campo. O geógrafo Milton Santos diferenciava os "espaços luminosos", onde se concentram capital e tecnologia, dos "espaços opacos", deixados à margem da modernização, grupo ao qual pertence o campo brasileiro. As empresas de telecomunicação, interessadas apenas no lucro imediato, não investe em regiões pouco povoadas, e, nesses locais, chega com atraso as políticas públicas de conectividade. Por isso, poucos escolas rurais contam com laboratórios de informática e bibliotecas equipada, e os alunos, devido a falta de sinal, têm menas oportunidades do que os colegas urbanos. Essa excluzão compromete o futuro de toda uma geração.\n\nEm segundo lugar, a formação docente não acompanhou as mudanças tecnológicas. A Base Nacional Comum Curricular (BNCC) prevê o uso crítico das tecnologias digitais como competência geral da educação básica. Entretanto, muitos professores que atua em classes multisseriadas nunca foram preparados para isso. A sobrecarga de trabalho e a falta de cursos de capacitação impede que esses profissionais consigam por em prática o que a BNCC propõe, e, quando a internet finalmente chega na escola, a equipe escolar, sem apoio, acabam desistindo de utilizá-la. Assim, as aulas permanecem restrito ao quadro e ao livro didático, enquanto os jovens das capitais pesquisam e lê conteúdos variados. Paulo Freire defendia que a educação deve partir da realidade do aluno, e não resta outra saída se não preparar o professor para dialogar com o mundo digital.\n\nPortanto, é fundamental reduzir a distância digital entre o campo e a cidade. Cabe ao Ministério da Educação, em parceria com o Ministério das Comunicações, levar internet de alta velocidade as escolas do campo, por meio de satélites e de incentivos fiscais às operadoras que atuarem em áreas isoladas. Além disso, as secretarias estaduais devem oferecer cursos de formação continuada aos professores rurais, garantindo à eles tempo remunerado para o estudo. Dessa forma, os estudantes do campo, hoje esquecido pelo poder público, terão as mesmas condições de aprendizagem que os da cidade, e o acesso ao conhecimento deixará de ser um previlégio urbano.',
    plantados: [
      { trecho: 'assistir aulas', categoria: 'regência (assistir)', correcao: 'assistir às aulas' },
      { trecho: 'aonde vivem', categoria: 'confusable (onde/aonde)', correcao: 'onde vivem' },
      { trecho: 'Devem haver', categoria: 'verbal agreement (haver with an auxiliary)', correcao: 'Deve haver' },
      { trecho: 'trás benefícios', categoria: 'confusable (traz/trás)', correcao: 'traz benefícios' },
      {
        trecho: 'imediato, não investe',
        categoria: 'verbal agreement (distant subject with an aside)',
        correcao: 'imediato, não investem',
      },
      {
        trecho: 'chega com atraso',
        categoria: 'verbal agreement (verb before its subject)',
        correcao: 'chegam com atraso',
      },
      { trecho: 'poucos escolas', categoria: 'nominal agreement (determiner and noun)', correcao: 'poucas escolas' },
      {
        trecho: 'bibliotecas equipada',
        categoria: 'nominal agreement (adjective after two nouns)',
        correcao: 'bibliotecas equipadas',
      },
      { trecho: 'devido a falta', categoria: 'crase', correcao: 'devido à falta' },
      { trecho: 'menas oportunidades', categoria: 'nominal agreement (menos)', correcao: 'menos oportunidades' },
      { trecho: 'excluzão', categoria: 'spelling', correcao: 'exclusão' },
      {
        trecho: 'que atua em classes',
        categoria: 'verbal agreement (relative "que" with a plural antecedent)',
        correcao: 'que atuam em classes',
      },
      {
        trecho: 'capacitação impede',
        categoria: 'verbal agreement (compound subject)',
        correcao: 'capacitação impedem',
      },
      { trecho: 'por em prática', categoria: 'context accent (pôr/por)', correcao: 'pôr em prática' },
      { trecho: 'chega na escola', categoria: 'regência (chegar a)', correcao: 'chega à escola' },
      {
        trecho: 'acabam desistindo',
        categoria: 'verbal agreement (collective noun as subject)',
        correcao: 'acaba desistindo',
      },
      {
        trecho: 'permanecem restrito',
        categoria: 'nominal agreement (predicative after "permanecer")',
        correcao: 'permanecem restritas',
      },
      {
        trecho: 'pesquisam e lê',
        categoria: 'verbal agreement (leem/lê, second of two coordinated verbs)',
        correcao: 'pesquisam e leem',
      },
      { trecho: 'outra saída se não', categoria: 'confusable (senão/se não)', correcao: 'outra saída senão' },
      { trecho: 'velocidade as escolas', categoria: 'crase', correcao: 'velocidade às escolas' },
      { trecho: 'à eles', categoria: 'crase forbidden (pronoun)', correcao: 'a eles' },
      {
        trecho: 'esquecido pelo poder',
        categoria: 'nominal agreement (participle)',
        correcao: 'esquecidos pelo poder',
      },
      { trecho: 'previlégio', categoria: 'spelling', correcao: 'privilégio' },
    ],
  },
  {
    rodada: 11,
    titulo: 'Os desafios para a universalização do saneamento básico no Brasil',
    texto:
      'No início do século XX, o sanitarista Oswaldo Cruz liderou, no Rio de Janeiro, campanhas que relacionavam a limpeza urbana ao controle de epidemias. Mais de cem anos depois, entretanto, ainda falta a milhões de brasileiros serviços básicos como água tratada e coleta de esgoto. Segundo o Instituto Trata Brasil, cerca de 90 milhões de pessoas não tem acesso à coleta de esgoto, realidade que se repete a décadas nas periferias urbanas e no interior do país. Diante disso, é preciso analisar as causas desse problema, as quais envolve tanto a gestão pública quanto a falta de educação sanitária.\n\nEm primeiro lugar, a omissão do poder público é o principal entrave à expansão das redes de esgoto. Obras de saneamento, por ficarem enterradas, não rende votos, e, por isso, muitos governantes preferem construir praças e viadutos do que investir em tubulações. O Marco Legal do Saneamento, aprovado em 2020, prevê a universalização do abastecimento de água e da coleta de esgoto até 2033. Contudo, em diversos municípios, os contratos firmados com as companhias estaduais permanecem parado, e há cidades onde fazem anos que as obras estão paralizadas. Como consequência, doenças como diarreia, leptospirose e hepatite A continua a lotar os postos de saúde, o que gera gastos que poderiam ser evitados.\n\nEm segundo lugar, a falta de informação agrava o quadro. Em muitas comunidades, o lixo é descartado nos córregos, e as ligações clandestinas de esgoto na rede pluvial se tornaram comum. Ainda se constrói casas em áreas sem nenhuma infraestrutura, e crianças brincam em valas aonde corre esgoto a céu aberto. Na periferia de Belém, a população ribeirinha utilizam água de poços contaminados, pois, com raras excessões, a água tratada só chega aos bairros centrais. Até a última década, haviam poucos projetos escolares sobre o tema. Por isso, muitos moradores, meios desconfiados das companhias de água, recusam-se a ligar suas casas à rede quando ela finalmente chega. Nas regiões Norte e Nordeste, onde os índice de cobertura são os mais baixos, o problema se torna cada vez mas urgente.\n\nPortanto, é necessário a fiscalização dos contratos de saneamento para que as metas do Marco Legal sejam cumpridas. Cabe ao Governo Federal, por meio do Ministério das Cidades, condicionar o repasse de verbas ao andamento das obras, e as empresas que descumprirem os prazos devem ser obrigadas à devolver os recursos recebidos. Além disso, o Ministério da Saúde e as secretarias municipais deve promover campanhas nas escolas e nas associações de bairro, a fim de estimular a adesão das famílias a rede coletora. Afinal, a saúde e um direito de todos, e não um favor concedido pelo Estado.',
    plantados: [
      {
        trecho: 'falta a milhões de brasileiros serviços',
        categoria: 'verbal agreement (faltar with a postposed subject)',
        correcao: 'faltam a milhões de brasileiros serviços',
      },
      { trecho: 'pessoas não tem acesso', categoria: 'verbal agreement (tem/têm)', correcao: 'pessoas não têm acesso' },
      { trecho: 'se repete a décadas', categoria: 'confusable (há/a)', correcao: 'se repete há décadas' },
      {
        trecho: 'as quais envolve',
        categoria: 'verbal agreement (relative "as quais" with a plural antecedent)',
        correcao: 'as quais envolvem',
      },
      {
        trecho: 'não rende votos',
        categoria: 'verbal agreement (distant subject with an aside)',
        correcao: 'não rendem votos',
      },
      {
        trecho: 'preferem construir praças e viadutos do que investir',
        categoria: 'regência (preferir … a)',
        correcao: 'preferem construir praças e viadutos a investir',
      },
      {
        trecho: 'permanecem parado',
        categoria: 'nominal agreement (predicative after "permanecer")',
        correcao: 'permanecem parados',
      },
      { trecho: 'fazem anos que', categoria: 'verbal agreement (impersonal fazer)', correcao: 'faz anos que' },
      { trecho: 'paralizadas', categoria: 'spelling', correcao: 'paralisadas' },
      {
        trecho: 'hepatite A continua a lotar',
        categoria: 'verbal agreement (distant subject)',
        correcao: 'hepatite A continuam a lotar',
      },
      {
        trecho: 'se tornaram comum',
        categoria: 'nominal agreement (predicative after "tornar-se")',
        correcao: 'se tornaram comuns',
      },
      {
        trecho: 'Ainda se constrói casas',
        categoria: 'verbal agreement (passive "se")',
        correcao: 'Ainda se constroem casas',
      },
      { trecho: 'valas aonde corre', categoria: 'confusable (onde/aonde)', correcao: 'valas onde corre' },
      {
        trecho: 'população ribeirinha utilizam',
        categoria: 'verbal agreement (collective + plural)',
        correcao: 'população ribeirinha utiliza',
      },
      { trecho: 'excessões', categoria: 'spelling', correcao: 'exceções' },
      {
        trecho: 'haviam poucos projetos',
        categoria: 'verbal agreement (impersonal haver)',
        correcao: 'havia poucos projetos',
      },
      { trecho: 'meios desconfiados', categoria: 'nominal agreement (adverb "meio")', correcao: 'meio desconfiados' },
      {
        trecho: 'os índice de cobertura',
        categoria: 'nominal agreement (determiner and noun)',
        correcao: 'os índices de cobertura',
      },
      { trecho: 'cada vez mas urgente', categoria: 'confusable (mas/mais)', correcao: 'cada vez mais urgente' },
      {
        trecho: 'é necessário a fiscalização',
        categoria: 'nominal agreement (é necessário with a determined subject)',
        correcao: 'é necessária a fiscalização',
      },
      {
        trecho: 'obrigadas à devolver',
        categoria: 'crase forbidden (before a verb)',
        correcao: 'obrigadas a devolver',
      },
      {
        trecho: 'secretarias municipais deve promover',
        categoria: 'verbal agreement (compound subject)',
        correcao: 'secretarias municipais devem promover',
      },
      { trecho: 'famílias a rede coletora', categoria: 'crase (required)', correcao: 'famílias à rede coletora' },
      { trecho: 'a saúde e um direito', categoria: 'context accent (e/é)', correcao: 'a saúde é um direito' },
    ],
  },
  {
    rodada: 11,
    titulo: 'Os desafios para a preservação do patrimônio histórico e cultural no Brasil',
    texto:
      'Em setembro de 2018, um incêndio destruiu o Museu Nacional, no Rio de Janeiro. Na ocasião, perdeu-se milhões de itens, entre fósseis, documentos raros e peças de povos indígenas. A tragédia, anunciada havia anos por pesquisadores da instituição, não foi um caso isolado: casarões coloniais, igrejas barrocas e sítios arqueológicos desaparece todos os anos sem que a sociedade perceba. Nesse contexto, cabe discutir porque isso acontece, e duas causas se destacam: a escassez de investimento público e o distanciamento entre a população e sua própria história.\n\nEm primeiro lugar, o orçamento destinado à cultura é historicamente reduzido. Nos últimos anos, diminuiu as verbas do Instituto do Patrimônio Histórico e Artístico Nacional (Iphan), órgão responsável pelos bens tombados. As equipes técnicas do órgão, em várias capitais, conta com poucos servidores, e, em algumas cidades, podem haver dezenas de imóveis sob a responsabilidade de um único arquiteto. Ainda existe no país milhares de edifícios históricos sem plano de prevenção contra incêndios, e muitos museus permanecem a espera de recursos para trocar a fiação elétrica. Sem manuntenção adequada, prédios centenários são ocupado de forma irregular ou se deterioram até desabar, e o mal estado de conservação afasta os visitantes.\n\nEm segundo lugar, muitos brasileiros não se reconhecem no patrimônio que deveriam proteger. Os turistas que vem a Ouro Preto ou a Olinda fotografam as igrejas e raramente lê as placas informativas, enquanto os moradores dessas cidades muitas vezes desconhecem a história das ruas onde vivem. Nas escolas, as ações de educação patrimonial ainda são escassa, e poucos professores levam os alunos para assistir as apresentações de grupos de jongo, de congado ou de maracatu. O patrimônio imaterial também corre risco: em comunidades tradicionais, bastantes afastadas dos centros urbanos, os mestres da cultura popular envelhecem e não encontra aprendizes para seus saberes. Como lembra o historiador Pierre Nora, a memória coletiva depende de lugares que a sustentem, mas, senão houver vínculo afetivo com esses lugares, ninguém lutará por eles.\n\nPortanto, é fundamental proteger a memória nacional. Cabe ao Ministério da Cultura, em parceria com o Iphan, ampliar o orçamento destinado à conservação de bens tombados, dando prioridade à projetos de prevenção contra incêndios elaborados à partir de um levantamento das condições de cada imóvel. Os laudos técnicos devem seguir anexo aos pedidos de verba. Também é preciso que as prefeituras criem, a nível de município, conselhos de patrimônio com a participação dos moradores. Além disso, as secretarias de educação, junto aos museus locais, devem incluir visitas guiadas e oficinas no calendário da rede publica de ensino. Somente assim será possível unir esforços para por fim ao abandono, e as próximas gerações poderão conhecer a própria história.',
    plantados: [
      {
        trecho: 'perdeu-se milhões de itens',
        categoria: 'verbal agreement (passive "se")',
        correcao: 'perderam-se milhões de itens',
      },
      {
        trecho: 'sítios arqueológicos desaparece',
        categoria: 'verbal agreement (compound subject)',
        correcao: 'sítios arqueológicos desaparecem',
      },
      {
        trecho: 'discutir porque isso acontece',
        categoria: 'confusable (por que in an indirect question)',
        correcao: 'discutir por que isso acontece',
      },
      {
        trecho: 'diminuiu as verbas',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'diminuíram as verbas',
      },
      {
        trecho: 'conta com poucos servidores',
        categoria: 'verbal agreement (head noun before a prepositional complement)',
        correcao: 'contam com poucos servidores',
      },
      {
        trecho: 'podem haver dezenas',
        categoria: 'verbal agreement (impersonal haver with an auxiliary)',
        correcao: 'pode haver dezenas',
      },
      {
        trecho: 'existe no país milhares',
        categoria: 'verbal agreement (existir with a postposed subject)',
        correcao: 'existem no país milhares',
      },
      { trecho: 'a espera de recursos', categoria: 'crase (locution)', correcao: 'à espera de recursos' },
      { trecho: 'manuntenção', categoria: 'spelling', correcao: 'manutenção' },
      { trecho: 'são ocupado', categoria: 'nominal agreement (participle)', correcao: 'são ocupados' },
      {
        trecho: 'o mal estado de conservação',
        categoria: 'confusable (mal/mau)',
        correcao: 'o mau estado de conservação',
      },
      {
        trecho: 'turistas que vem a Ouro Preto',
        categoria: 'verbal agreement (vem/vêm)',
        correcao: 'turistas que vêm a Ouro Preto',
      },
      {
        trecho: 'raramente lê as placas',
        categoria: 'verbal agreement (leem/lê, second of two coordinated verbs)',
        correcao: 'raramente leem as placas',
      },
      {
        trecho: 'ainda são escassa',
        categoria: 'nominal agreement (predicative adjective)',
        correcao: 'ainda são escassas',
      },
      {
        trecho: 'assistir as apresentações',
        categoria: 'regência (assistir a)',
        correcao: 'assistir às apresentações',
      },
      {
        trecho: 'bastantes afastadas',
        categoria: 'nominal agreement (adverb "bastante")',
        correcao: 'bastante afastadas',
      },
      {
        trecho: 'e não encontra aprendizes',
        categoria: 'verbal agreement (second of two coordinated verbs)',
        correcao: 'e não encontram aprendizes',
      },
      { trecho: 'senão houver', categoria: 'confusable (senão/se não)', correcao: 'se não houver' },
      {
        trecho: 'à projetos de prevenção',
        categoria: 'crase forbidden (plural noun after a singular "a")',
        correcao: 'a projetos de prevenção',
      },
      {
        trecho: 'à partir de um levantamento',
        categoria: 'crase forbidden (a partir)',
        correcao: 'a partir de um levantamento',
      },
      {
        trecho: 'seguir anexo aos pedidos',
        categoria: 'nominal agreement (anexo)',
        correcao: 'seguir anexos aos pedidos',
      },
      { trecho: 'a nível de município', categoria: 'condemned (a nível de)', correcao: 'no âmbito municipal' },
      {
        trecho: 'rede publica de ensino',
        categoria: 'context accent (publica/pública)',
        correcao: 'rede pública de ensino',
      },
      {
        trecho: 'para por fim ao abandono',
        categoria: 'context accent (pôr/por)',
        correcao: 'para pôr fim ao abandono',
      },
    ],
  },
  {
    rodada: 11,
    titulo: 'Os desafios para a redução das mortes no trânsito brasileiro',
    texto:
      'De acordo com o Ministério da Saúde, morre a cada ano mais de 30 mil pessoas em acidentes de trânsito no Brasil. Esses números, que colocam o país entre os mais violentos do mundo nas ruas e estradas, revela uma crise silenciosa, tratada muitas vezes como fatalidade. A Organização das Nações Unidas estabeleceu como meta reduzir pela metade as mortes no trânsito até 2020, mas o Brasil ficou longe desse objetivo. Nesse cenário, a imprudência dos condutores e a fiscalização insuficiente contribui para que o problema persista.\n\nEm primeiro lugar, a cultura da pressa e da impunidade estimula comportamentos de risco. Muitos motoristas que dirige após consumir bebida alcoólica acreditam que nunca serão flagrados. Desde a aprovação da Lei Seca, em 2008, houveram avanços importantes, mas o excesso de velocidade e o uso do celular ao volante continuam entre as principal causas de acidentes graves. Nas grandes cidades, os motoboys arrisca a própria vida em ultrapassagens entre os carros, pressionados pelas metas dos aplicativos de entrega. Além disso, a legislação brasileira é rígida, mais a fiscalização das infrações é falha, e muitos condutores recorrem das multas até que elas prescrevam.\n\nEm segundo lugar, a infraestrutura e o controle das vias são precários. Nas estradas do interior, circula diariamente caminhões com excesso de peso, e, nas rodovias federais, raramente se aplica multas por falta de agentes. Segundo a Confederação Nacional do Transporte, a maior parte da malha rodoviária esta em situação regular, ruim ou péssima, com faixas e placas apagado e trechos mau sinalizados. Nas periferias, onde há menas viaturas e poucas faixas de travessia, os pedestres e os ciclistas ficam exposto ao tráfego intenso. Quando ocorre um acidente, as ambulâncias demoram a chegar no local, o que implica em mais mortes e em sequelas permanentes para os sobreviventes. Não basta leis rigorosas se o Estado não se faz presente atravéz de uma fiscalização constante.\n\nPortanto, é urgente reduzir a violência no trânsito. Cabe à Polícia Rodoviária Federal, em parceria com os departamentos estaduais de trânsito, intensificar a fiscalização, com atenção especial as rodovias que concentram mais acidentes. A Secretaria Nacional de Trânsito, por sua vez, deve destinar parte das multas à treinamento de agentes e à instalação de radares. Além disso, embora já seja proibido a venda de bebidas alcoólicas às margens das rodovias federais, a regra é pouco respeitada, e a vigilância sobre os estabelecimentos de beira de estrada precisa ser ampliada. Por fim, as escolas devem tratar o trânsito como tema de cidadania, para que as novas gerações entendam que cada vida perdida é uma tragédia evitável.',
    plantados: [
      {
        trecho: 'morre a cada ano mais de 30 mil pessoas',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'morrem a cada ano mais de 30 mil pessoas',
      },
      {
        trecho: 'revela uma crise silenciosa',
        categoria: 'verbal agreement (distant subject with an aside)',
        correcao: 'revelam uma crise silenciosa',
      },
      {
        trecho: 'fiscalização insuficiente contribui',
        categoria: 'verbal agreement (compound subject)',
        correcao: 'fiscalização insuficiente contribuem',
      },
      {
        trecho: 'motoristas que dirige',
        categoria: 'verbal agreement (relative "que" with a plural antecedent)',
        correcao: 'motoristas que dirigem',
      },
      { trecho: 'houveram avanços', categoria: 'verbal agreement (impersonal haver)', correcao: 'houve avanços' },
      { trecho: 'as principal causas', categoria: 'nominal agreement', correcao: 'as principais causas' },
      { trecho: 'motoboys arrisca', categoria: 'verbal agreement', correcao: 'motoboys arriscam' },
      {
        trecho: 'rígida, mais a fiscalização',
        categoria: 'confusable (mas/mais)',
        correcao: 'rígida, mas a fiscalização',
      },
      {
        trecho: 'circula diariamente caminhões',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'circulam diariamente caminhões',
      },
      {
        trecho: 'raramente se aplica multas',
        categoria: 'verbal agreement (passive "se")',
        correcao: 'raramente se aplicam multas',
      },
      {
        trecho: 'rodoviária esta em situação',
        categoria: 'context accent (esta/está)',
        correcao: 'rodoviária está em situação',
      },
      {
        trecho: 'faixas e placas apagado',
        categoria: 'nominal agreement (adjective after two nouns)',
        correcao: 'faixas e placas apagadas',
      },
      { trecho: 'mau sinalizados', categoria: 'confusable (mal/mau)', correcao: 'mal sinalizados' },
      { trecho: 'menas viaturas', categoria: 'nominal agreement ("menos" is invariable)', correcao: 'menos viaturas' },
      {
        trecho: 'ficam exposto',
        categoria: 'nominal agreement (predicative after "ficar")',
        correcao: 'ficam expostos',
      },
      { trecho: 'chegar no local', categoria: 'regência (chegar a)', correcao: 'chegar ao local' },
      { trecho: 'implica em mais mortes', categoria: 'regência (implicar)', correcao: 'implica mais mortes' },
      {
        trecho: 'Não basta leis rigorosas',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'Não bastam leis rigorosas',
      },
      { trecho: 'atravéz', categoria: 'spelling', correcao: 'através' },
      { trecho: 'especial as rodovias', categoria: 'crase (required)', correcao: 'especial às rodovias' },
      {
        trecho: 'à treinamento de agentes',
        categoria: 'crase forbidden (masculine noun)',
        correcao: 'ao treinamento de agentes',
      },
      {
        trecho: 'proibido a venda',
        categoria: 'nominal agreement (é proibido with a determined subject)',
        correcao: 'proibida a venda',
      },
    ],
  },
  {
    rodada: 12,
    titulo: 'A invisibilidade da população em situação de rua no Brasil',
    texto:
      'A Constituição Federal de 1988 assegura a todos os cidadãos o direito à moradia e à dignidade. No entanto, nas calçadas das grandes cidades brasileiras, vive milhares de pessoas sem um teto, expostas ao frio, a fome e ao preconceito. Segundo o Instituto de Pesquisa Econômica Aplicada, o número de brasileiros nessa condição cresceu de forma acelerada na última década. Esse cenário é causado pela ausência de políticas habitacionais eficazes e pela indiferença de grande parte da sociedade, que prefere não enxergar o problema.\n\nEm primeiro lugar, deve-se destacar a falha do poder público. Os programas de habitação popular, criados para atender famílias de baixa renda, raramente chega a quem mais precisa. Fazem anos que os governos anunciam novas moradias, mas as filas de espera continuam enorme. Ao mesmo tempo, existe nas capitais muitos imóveis abandonados, os quais poderia ser transformados em moradia social. Enquanto isso, o aluguel fica cada vez mais caro, e bastante famílias acabam despejadas por não conseguirem pagar as contas. Nos abrigos, por sua vez, as vagas são poucas e as regras, rígidas; por isso, muitas pessoas preferem dormir nas praças do que enfrentar a superlotação. Diante de tantas barreiras, muitos ficam meios desconfiados de qualquer ajuda oferecida pelo Estado.\n\nEm segundo lugar, o preconceito agrava a exclusão. O sociólogo Zygmunt Bauman afirma que a sociedade de consumo descarta aqueles que não consome. Nessa lógica, os moradores de rua são vistos como um incômodo, e não como cidadãos. As chamadas arquiteturas hostis, como as pedras colocadas sob os viadutos, tem o objetivo de afastar essas pessoas dos centros urbanos. Surge, com isso, episódios de agressão que quase nunca são denunciados. Além disso, a própria sociedade, influenciada por estereótipos, acreditam que essas pessoas estão nas ruas por escolha, e essas ideias se tornam cada vez mais comum nas redes sociais. O problema, dessa forma, não é individual, mais coletivo: para quem vive nas calçadas, o abandono e a regra, não a excessão.\n\nPortanto, é necessário a adoção de medidas que garantam moradia digna a essa população. O Ministério das Cidades, em parceria com as prefeituras, deve destinar os imóveis abandonados à programas de moradia social, e é fundamental que o poder público amplia as vagas nos abrigos, com equipes de assistentes sociais e de profissionais de saúde. Além disso, as escolas e a mídia deve promover campanhas de conscientização contra o preconceito, a fim de que a população em situação de rua deixe de ser invisível e tenha seus direitos, enfim, respeitado.',
    plantados: [
      { trecho: 'vive milhares', categoria: 'verbal agreement', correcao: 'vivem milhares' },
      { trecho: 'frio, a fome', categoria: 'crase', correcao: 'frio, à fome' },
      { trecho: 'raramente chega', categoria: 'verbal agreement', correcao: 'raramente chegam' },
      { trecho: 'Fazem anos', categoria: 'verbal agreement', correcao: 'Faz anos' },
      { trecho: 'continuam enorme', categoria: 'nominal agreement', correcao: 'continuam enormes' },
      { trecho: 'existe nas capitais', categoria: 'verbal agreement', correcao: 'existem nas capitais' },
      { trecho: 'os quais poderia', categoria: 'verbal agreement', correcao: 'os quais poderiam' },
      { trecho: 'bastante famílias', categoria: 'nominal agreement', correcao: 'bastantes famílias' },
      { trecho: 'do que enfrentar', categoria: 'regência', correcao: 'a enfrentar' },
      { trecho: 'ficam meios desconfiados', categoria: 'nominal agreement', correcao: 'ficam meio desconfiados' },
      { trecho: 'não consome', categoria: 'verbal agreement', correcao: 'não consomem' },
      { trecho: 'tem o objetivo', categoria: 'verbal agreement', correcao: 'têm o objetivo' },
      { trecho: 'Surge, com isso', categoria: 'verbal agreement', correcao: 'Surgem, com isso' },
      { trecho: 'estereótipos, acreditam', categoria: 'verbal agreement', correcao: 'estereótipos, acredita' },
      { trecho: 'mais comum nas', categoria: 'nominal agreement', correcao: 'mais comuns nas' },
      { trecho: 'individual, mais coletivo', categoria: 'confusable', correcao: 'individual, mas coletivo' },
      { trecho: 'abandono e a regra', categoria: 'context accent', correcao: 'abandono é a regra' },
      { trecho: 'a excessão', categoria: 'spelling', correcao: 'a exceção' },
      { trecho: 'é necessário a adoção', categoria: 'nominal agreement', correcao: 'é necessária a adoção' },
      { trecho: 'à programas', categoria: 'crase', correcao: 'a programas' },
      { trecho: 'público amplia', categoria: 'verb mood (not expected)', correcao: 'público amplie' },
      { trecho: 'mídia deve promover', categoria: 'verbal agreement', correcao: 'mídia devem promover' },
      { trecho: 'enfim, respeitado', categoria: 'nominal agreement', correcao: 'enfim, respeitados' },
    ],
  },
  {
    rodada: 12,
    titulo: 'Os desafios para a recuperação da cobertura vacinal no Brasil',
    texto:
      'O Programa Nacional de Imunizações, criado em 1973, já foi considerado referência mundial e ajudou o Brasil a eliminar doenças como a poliomielite. Contudo, nos últimos anos, os índices de vacinação infantil caíram de forma preocupante, e vacinas que a décadas salvam vidas passaram a ser vistas com desconfiança. Esse retrocesso ocorre devido a desinformação nas redes sociais e ao difícil acesso aos serviços de saúde. Por isso, a saúde coletiva esta em risco, e o problema precisa ser enfrentado com urgência.\n\nEm primeiro lugar, é preciso analisar o papel das notícias falsas. Nas redes sociais e nos aplicativos de mensagens, usados por milhões de famílias brasileiras, circula diariamente boatos sobre supostos efeitos colaterais dos imunizantes. Essas mensagens, que vem quase sempre de perfis anônimos, exploram o medo dos pais e os leva a adiar a vacinação dos filhos. Muitos pais assistem vídeos sem nenhuma base científica e não entendem porque as vacinas são seguras. Ocorre, nesse contexto, casos de famílias que se recusam a imunizar as crianças até mesmo quando a escola exige a caderneta atualizada. Desse modo, o mal uso da internet transforma uma conquista da ciência em motivo de medo.\n\nEm segundo lugar, a estrutura do sistema de saúde ainda apresenta falhas. Em muitas cidades, os postos funcionam apenas em horário comercial, o que dificulta a vida de pais que trabalham o dia inteiro. Além disso, falta nas regiões mais afastadas profissionais capacitados e refrigeradores adequados para conservar as doses, o que prejudica as crianças das comunidade ribeirinhas e indígenas. Há cerca de vinte anos, haviam campanhas de grande alcance, com o personagem Zé Gotinha presente na televisão e nas escolas; hoje, porém, essas ações são menas frequentes. Nos últimos anos, criou-se algumas estratégias, como a vacinação dentro das escolas, mas elas ainda não foram ampliado para todo o território. Assim, a cobertura vacinal permanece baixo em vários estados, e, a medida que as pessoas deixam de se vacinar, doenças já controladas ganham espaço. Podem haver, inclusive, novos surtos de doenças graves nos próximos anos.\n\nPortanto, para por fim a esse cenário, o Ministério da Saúde, em parceria com as secretarias estaduais, deve ampliar o horário de funcionamento dos postos e levar equipes móveis às regiões mais isoladas. Além disso, cabe ao governo federal ratificar as informações falsas que circulam nas redes, à partir de campanhas educativas veiculadas na televisão e na internet, com a participação de médicos e de figuras públicas. Dessa forma, será possível previnir o retorno de doenças já eliminadas e devolver ao país o título de referência em vacinação.',
    plantados: [
      { trecho: 'que a décadas', categoria: 'confusable', correcao: 'que há décadas' },
      { trecho: 'devido a desinformação', categoria: 'crase', correcao: 'devido à desinformação' },
      { trecho: 'esta em risco', categoria: 'context accent', correcao: 'está em risco' },
      { trecho: 'circula diariamente', categoria: 'verbal agreement', correcao: 'circulam diariamente' },
      { trecho: 'que vem quase', categoria: 'verbal agreement', correcao: 'que vêm quase' },
      { trecho: 'e os leva', categoria: 'verbal agreement', correcao: 'e os levam' },
      { trecho: 'assistem vídeos', categoria: 'regência', correcao: 'assistem a vídeos' },
      { trecho: 'entendem porque', categoria: 'confusable', correcao: 'entendem por que' },
      { trecho: 'Ocorre, nesse contexto', categoria: 'verbal agreement', correcao: 'Ocorrem, nesse contexto' },
      { trecho: 'o mal uso', categoria: 'confusable', correcao: 'o mau uso' },
      { trecho: 'falta nas regiões', categoria: 'verbal agreement', correcao: 'faltam nas regiões' },
      { trecho: 'das comunidade', categoria: 'nominal agreement', correcao: 'das comunidades' },
      { trecho: 'haviam campanhas', categoria: 'verbal agreement', correcao: 'havia campanhas' },
      { trecho: 'menas frequentes', categoria: 'nominal agreement', correcao: 'menos frequentes' },
      { trecho: 'criou-se algumas', categoria: 'verbal agreement', correcao: 'criaram-se algumas' },
      { trecho: 'foram ampliado', categoria: 'nominal agreement', correcao: 'foram ampliadas' },
      { trecho: 'permanece baixo', categoria: 'nominal agreement', correcao: 'permanece baixa' },
      { trecho: 'a medida que', categoria: 'crase', correcao: 'à medida que' },
      { trecho: 'Podem haver', categoria: 'verbal agreement', correcao: 'Pode haver' },
      { trecho: 'para por fim', categoria: 'context accent', correcao: 'para pôr fim' },
      {
        trecho: 'ratificar as informações',
        categoria: 'word choice (not expected)',
        correcao: 'retificar as informações',
      },
      { trecho: 'à partir de', categoria: 'crase', correcao: 'a partir de' },
      { trecho: 'previnir', categoria: 'spelling', correcao: 'prevenir' },
    ],
  },
  {
    rodada: 12,
    titulo: 'Os caminhos para enfrentar a evasão escolar no ensino médio',
    texto:
      'Em sua obra "Pedagogia da Autonomia", o educador Paulo Freire defende que o ensino deve dialogar com a realidade do estudante. No Brasil, porém, essa ideia ainda está longe de se concretizar: a cada ano, abandona a escola milhares de adolescentes antes de concluir o ensino médio. O abandono escolar implica em salários menores e menos oportunidades de emprego. Senão houver mudanças profundas, esse quadro, que tem raízes econômicas e pedagógicas, continuará comprometendo o futuro de toda uma geração.\n\nEm primeiro lugar, a necessidade de trabalhar afasta muitos estudantes das salas de aula. Os jovens de famílias de baixa renda, diante das dificuldades financeiras de casa, começa a trabalhar cedo para ajudar nas despesas. Muitas adolescentes, por sua vez, veem-se obrigado a cuidar dos irmãos mais novos. Com a jornada dupla, os alunos chegam cansados às aulas noturnas, não conseguem se dedicar a escola e ficam desmotivado. A grosso modo, o diploma passa a parecer um previlégio distante, e não um direito. Se o Estado oferecesse bolsas de permanência suficientes, muitos desses jovens não precisam abandonar os estudos.\n\nEm segundo lugar, o modelo pedagógico de muitas escolas contribui para o desinteresse. Para muitos alunos, as aulas são monótono e não têm relação com a vida real, pois conteúdos e métodos ultrapassado os impedem de entender aonde aquele conhecimento será útil. Uma pesquisa recente mostrou que muitos estudantes do ensino médio não lê com fluência, o que dificulta o aprendizado em todas as disciplinas. A falta de laboratórios e a ausência de atividades culturais torna a rotina escolar ainda mais cansativa. Em muitas escolas, também é proibido a entrada de alunos atrasados, o que afasta justamente quem trabalha. Nos debates oficiais, discute-se muitas mudanças no currículo, mas a reforma de 2017, por exemplo, não pode garantir, naquele momento, a estrutura necessária às escolas. A escola, nesse caso, e vista como obrigação, e não como espaço de crescimento. Por outro lado, as escolas que oferece projetos ligados ao mundo do trabalho registram índices menores de abandono.\n\nPortanto, cabe ao Ministério da Educação ampliar os programas de bolsa de permanência, afim de que os estudantes de baixa renda não precisem escolher entre trabalhar e estudar. Além disso, as secretarias estaduais devem criar projetos que visam o protagonismo juvenil e estimular quem deixou a escola à retomar os estudos. Por fim, as escolas precisam enviar os registros de frequência, com as justificativas anexo, ao conselho tutelar, para que cada caso de abandono seja acompanhado de perto. Só assim o ensino médio fará sentido para a vida dos jovens, como defendia Paulo Freire.',
    plantados: [
      { trecho: 'abandona a escola', categoria: 'verbal agreement', correcao: 'abandonam a escola' },
      { trecho: 'implica em salários', categoria: 'regência', correcao: 'implica salários' },
      { trecho: 'Senão houver', categoria: 'confusable', correcao: 'Se não houver' },
      { trecho: 'começa a trabalhar', categoria: 'verbal agreement', correcao: 'começam a trabalhar' },
      { trecho: 'veem-se obrigado', categoria: 'nominal agreement', correcao: 'veem-se obrigadas' },
      { trecho: 'dedicar a escola', categoria: 'crase', correcao: 'dedicar à escola' },
      { trecho: 'ficam desmotivado', categoria: 'nominal agreement', correcao: 'ficam desmotivados' },
      { trecho: 'A grosso modo', categoria: 'condemned', correcao: 'Grosso modo' },
      { trecho: 'um previlégio', categoria: 'spelling', correcao: 'um privilégio' },
      {
        trecho: 'não precisam abandonar',
        categoria: 'verb tense (not expected)',
        correcao: 'não precisariam abandonar',
      },
      { trecho: 'são monótono', categoria: 'nominal agreement', correcao: 'são monótonas' },
      { trecho: 'métodos ultrapassado', categoria: 'nominal agreement', correcao: 'métodos ultrapassados' },
      { trecho: 'entender aonde', categoria: 'confusable', correcao: 'entender onde' },
      { trecho: 'não lê com', categoria: 'verbal agreement', correcao: 'não leem com' },
      { trecho: 'culturais torna', categoria: 'verbal agreement', correcao: 'culturais tornam' },
      { trecho: 'é proibido a entrada', categoria: 'nominal agreement', correcao: 'é proibida a entrada' },
      { trecho: 'discute-se muitas', categoria: 'verbal agreement', correcao: 'discutem-se muitas' },
      { trecho: 'não pode garantir', categoria: 'context accent', correcao: 'não pôde garantir' },
      { trecho: 'nesse caso, e vista', categoria: 'context accent', correcao: 'nesse caso, é vista' },
      { trecho: 'que oferece projetos', categoria: 'verbal agreement', correcao: 'que oferecem projetos' },
      { trecho: 'afim de que', categoria: 'confusable', correcao: 'a fim de que' },
      { trecho: 'visam o protagonismo', categoria: 'regência', correcao: 'visam ao protagonismo' },
      { trecho: 'escola à retomar', categoria: 'crase', correcao: 'escola a retomar' },
      { trecho: 'justificativas anexo', categoria: 'nominal agreement', correcao: 'justificativas anexas' },
    ],
  },
  {
    rodada: 13,
    titulo: 'Os desafios para a preservação da saúde mental dos professores no Brasil',
    texto:
      'Em "Pedagogia da autonomia", Paulo Freire afirma que ensinar exige alegria e esperança. No Brasil contemporâneo, contudo, os profissionais que assumem essa tarefa tem adoecido em ritmo alarmante, e a ansiedade e a depressão já figuram entre as principais causas de afastamento nas redes de ensino. Esse quadro, que a muito tempo preocupa pesquisadores, decorre da sobrecarga de trabalho e da desvalorização social da carreira, problemas que exigem resposta urgente.\n\nEm primeiro lugar, a rotina da categoria é marcada por excessos. Muitos docentes, para complementar a renda, leciona em duas ou três escolas e levam provas para corrigir nos fins de semana. Além disso, os professores obedecem determinações das secretarias que raramente consideram a realidade das salas de aula, onde se acumulam turmas lotadas e cobranças por resultados. Devido a sobrecarga, os profissionais ficam exausto antes mesmo do fim do semestre, e o descanso, que deveria recuperar as forças, esta tomado por planejamentos e relatórios. Não por acaso, haviam, no ano passado, longas filas de professores à espera de perícia médica nas secretarias de educação.\n\nEm segundo lugar, pesa sobre esses trabalhadores a desvalorização da profissão. Chega diariamente às escolas notícias de agressões contra docentes, e as ofensas nas redes sociais, que cresce a cada ano, minam a autoridade de quem ensina. Os baixos salários e a falta de reconhecimento faz com que os professores sejam cada vez mas cobrados e cada vez menos ouvidos. Falta, nas escolas, psicólogos e espaços de escuta, e muitas professoras se sentem obrigado a esconder o sofrimento para não parecerem fracas; algumas se dizem meias perdidas diante de tantas exigências. Quando denunciam o descaso em relação a saúde da categoria, seus relatos são ignorados; em muitos casos, as reclamações enviadas às secretarias foram arquivado sem resposta. Não surpreende, portanto, que greves e paralizações se repitam e que a docência, antes escolhida por vocação, se torne pesado demais para tantos. O professor que adoece sozinho, dificilmente consegue ensinar bem.\n\nPortanto, é necessário a criação, a nível nacional, de uma política de cuidado com a saúde mental docente. O Ministério da Educação, em parceria com as secretarias estaduais e municipais, deve garantir, à partir do próximo ano letivo, atendimento psicológico gratuito nas escolas e a redução do número de alunos por turma, por meio de recursos do Fundeb destinados a essa finalidade, a fim de diminuir os afastamentos. Além disso, as universidades devem incluir na formação inicial debates sobre as condição de trabalho e o cuidado de si. Somente assim a profissão deixará de adoecer quem a exerce, e a escola voltará a ser, como queria Freire, um lugar de alegria e esperança.',
    plantados: [
      { trecho: 'tarefa tem adoecido', categoria: 'verbal agreement (tem/têm)', correcao: 'tarefa têm adoecido' },
      { trecho: 'que a muito tempo', categoria: 'confusable', correcao: 'que há muito tempo' },
      {
        trecho: 'renda, leciona em',
        categoria: 'verbal agreement (distant subject with an aside)',
        correcao: 'renda, lecionam em',
      },
      { trecho: 'obedecem determinações', categoria: 'regência', correcao: 'obedecem a determinações' },
      { trecho: 'Devido a sobrecarga', categoria: 'crase', correcao: 'Devido à sobrecarga' },
      {
        trecho: 'ficam exausto antes',
        categoria: 'nominal agreement (predicative after "ficar")',
        correcao: 'ficam exaustos antes',
      },
      { trecho: 'esta tomado', categoria: 'context accent', correcao: 'está tomado' },
      { trecho: 'acaso, haviam, no', categoria: 'verbal agreement (impersonal haver)', correcao: 'acaso, havia, no' },
      {
        trecho: 'Chega diariamente às',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'Chegam diariamente às',
      },
      {
        trecho: 'que cresce a',
        categoria: 'verbal agreement (relative "que" with a plural antecedent)',
        correcao: 'que crescem a',
      },
      {
        trecho: 'reconhecimento faz com',
        categoria: 'verbal agreement (compound subject)',
        correcao: 'reconhecimento fazem com',
      },
      { trecho: 'cada vez mas', categoria: 'confusable', correcao: 'cada vez mais' },
      {
        trecho: 'Falta, nas escolas,',
        categoria: 'verbal agreement ("faltar" with a postposed subject)',
        correcao: 'Faltam, nas escolas,',
      },
      { trecho: 'sentem obrigado a', categoria: 'nominal agreement ("obrigado")', correcao: 'sentem obrigadas a' },
      { trecho: 'dizem meias perdidas', categoria: 'nominal agreement ("meio")', correcao: 'dizem meio perdidas' },
      { trecho: 'em relação a saúde', categoria: 'crase', correcao: 'em relação à saúde' },
      { trecho: 'foram arquivado sem', categoria: 'nominal agreement (participle)', correcao: 'foram arquivadas sem' },
      { trecho: 'greves e paralizações', categoria: 'spelling', correcao: 'greves e paralisações' },
      {
        trecho: 'se torne pesado',
        categoria: 'nominal agreement (predicative after "tornar-se")',
        correcao: 'se torne pesada',
      },
      {
        trecho: 'sozinho, dificilmente consegue',
        categoria: 'not expected (comma between subject and verb)',
        correcao: 'sozinho dificilmente consegue',
      },
      {
        trecho: 'é necessário a criação',
        categoria: 'nominal agreement ("é necessário" with a determined subject)',
        correcao: 'é necessária a criação',
      },
      { trecho: 'a nível nacional', categoria: 'condemned', correcao: 'em nível nacional' },
      { trecho: 'à partir do', categoria: 'crase forbidden', correcao: 'a partir do' },
      { trecho: 'as condição de', categoria: 'nominal agreement (determiner and noun)', correcao: 'as condições de' },
    ],
  },
  {
    rodada: 13,
    titulo: 'O problema da moradia dos estudantes universitários no Brasil',
    texto:
      'A Constituição Federal de 1988 inclui a educação e a moradia entre os direitos sociais. Na prática, porém, fazem anos que milhares de jovens aprovados em universidades públicas enfrentam um obstáculo anterior às aulas: encontrar onde morar. Longe da família e sem renda, esses estudantes vem sendo empurrados para quartos precários ou para longas viagens diárias, o que ameaça sua permanência no curso. Isso ocorre por que o acesso a universidade foi ampliado sem que a assistência estudantil crescesse no mesmo ritmo.\n\nEm primeiro lugar, o custo da moradia nas cidades universitárias é muito elevado. Perto dos campi, aluga-se quartos minúsculos por valores próximos ao salário mínimo, e os contratos, os quais exige fiador e depósito antecipado, excluem justamente os alunos mais pobres. Existe, nas grandes capitais, poucas alternativas acessíveis, e quem não encontra vaga acaba morando em bairros distantes, aonde o transporte público é escasso. Esse quadro é agravado pelo mal planejamento urbano, que afasta dos centros de ensino as moradias de baixo custo. Há, ainda, proprietários que infligem a lei do inquilinato e cobram taxas abusivas de jovens que desconhecem seus direitos. Assim, muitos estudantes começam à pagar dívidas antes mesmo de se formarem.\n\nEm segundo lugar, as políticas de assistência estudantil são insuficientes. O número de vagas nas residências das universidades federais não acompanharam a expansão do ensino superior, e os auxílios em dinheiro, quando existem, chegam com atraso e não cobre o aluguel. Para concorrer a uma vaga, o aluno precisa reunir uma série de documentos, e os comprovantes de renda anexo ao pedido levam meses para serem analisados. Enquanto isso, bastante estudantes aspiram uma vaga na moradia universitária e vivem em repúblicas superlotadas, que, divididas entre dez ou doze pessoas, são insalubre. As jovens, em especial, permanecem vulnerável a assédio em moradias improvisadas. Nessas condições, cresce os índices de evasão, e a falta de moradia torna-se um impecilho à formação de uma geração inteira.\n\nPortanto, para por fim a esse problema, o Ministério da Educação deve ampliar o Programa Nacional de Assistência Estudantil, por meio do aumento de verbas destinadas à construção de novos alojamento e à concessão de auxílios compatíveis com o preço dos aluguéis, a fim de garantir que os estudantes concluam seus cursos. Além disso, as prefeituras das cidades universitárias devem fiscalizar os contratos de locação e punir os abusos. Somente assim, à longo prazo, a moradia deixará de ser um privilégio, e o diploma estará ao alcance de todos.',
    plantados: [
      { trecho: 'fazem anos que', categoria: 'verbal agreement (impersonal fazer)', correcao: 'faz anos que' },
      { trecho: 'estudantes vem sendo', categoria: 'verbal agreement (vem/vêm)', correcao: 'estudantes vêm sendo' },
      { trecho: 'ocorre por que', categoria: 'confusable', correcao: 'ocorre porque' },
      { trecho: 'acesso a universidade', categoria: 'crase', correcao: 'acesso à universidade' },
      { trecho: 'aluga-se quartos', categoria: 'verbal agreement (passive "se")', correcao: 'alugam-se quartos' },
      {
        trecho: 'os quais exige',
        categoria: 'verbal agreement (relative "os quais" with a plural antecedent)',
        correcao: 'os quais exigem',
      },
      {
        trecho: 'Existe, nas grandes',
        categoria: 'verbal agreement ("existir" with a postposed subject)',
        correcao: 'Existem, nas grandes',
      },
      { trecho: 'distantes, aonde o', categoria: 'confusable', correcao: 'distantes, onde o' },
      { trecho: 'pelo mal planejamento', categoria: 'confusable', correcao: 'pelo mau planejamento' },
      { trecho: 'que infligem a', categoria: 'not expected (paronym)', correcao: 'que infringem a' },
      { trecho: 'começam à pagar', categoria: 'crase forbidden', correcao: 'começam a pagar' },
      {
        trecho: 'não acompanharam a',
        categoria: 'verbal agreement (distant subject with a prepositional phrase)',
        correcao: 'não acompanhou a',
      },
      {
        trecho: 'e não cobre',
        categoria: 'verbal agreement (second of two coordinated verbs)',
        correcao: 'e não cobrem',
      },
      { trecho: 'renda anexo ao', categoria: 'nominal agreement ("anexo")', correcao: 'renda anexos ao' },
      { trecho: 'bastante estudantes', categoria: 'nominal agreement ("bastante")', correcao: 'bastantes estudantes' },
      { trecho: 'aspiram uma vaga', categoria: 'regência', correcao: 'aspiram a uma vaga' },
      { trecho: 'são insalubre', categoria: 'nominal agreement (predicative adjective)', correcao: 'são insalubres' },
      {
        trecho: 'permanecem vulnerável a',
        categoria: 'nominal agreement (predicative after "permanecer")',
        correcao: 'permanecem vulneráveis a',
      },
      {
        trecho: 'cresce os índices',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'crescem os índices',
      },
      { trecho: 'um impecilho à', categoria: 'spelling', correcao: 'um empecilho à' },
      { trecho: 'para por fim', categoria: 'context accent', correcao: 'para pôr fim' },
      {
        trecho: 'novos alojamento',
        categoria: 'nominal agreement (determiner and noun)',
        correcao: 'novos alojamentos',
      },
      { trecho: 'à longo prazo', categoria: 'crase forbidden', correcao: 'a longo prazo' },
    ],
  },
  {
    rodada: 13,
    titulo: 'Os impactos da poluição sonora nas grandes cidades brasileiras',
    texto:
      'A Organização Mundial da Saúde considera o ruído excessivo um dos problemas ambientais mais nocivos à saúde humana. No Brasil, entretanto, o barulho ainda e tratado como simples incômodo, e não como questão de saúde pública. Nas grandes cidades, o tráfico intenso de veículos, as obras e o som alto de bares e festas produzem níveis sonoros muito acima do recomendado. Esse descaso persiste tanto pelo desconhecimento dos danos causados pelo ruído quanto pela fiscalização insuficiente.\n\nEm primeiro lugar, pouco se conhece sobre os efeitos do barulho no corpo. Pesquisas médicas tem relacionado o ruído noturno à hipertensão, à ansiedade e a distúrbios do sono. Quem mora perto de ruas e avenidas movimentados dorme mau e acorda cansado. O cansaço constante, por sua vez, implica em queda de rendimento no trabalho e nos estudos. A medida que as cidades crescem, o problema aumenta: ocorre, nos grandes centros, casos de perda auditiva entre motoristas e operários, e as crianças das escolas vizinhas a obras são prejudicado na aprendizagem. A população das periferias, onde o poder público quase não chega, sofrem ainda mais, porque convive com fábricas e rodovias sem nenhuma proteção acústica.\n\nEm segundo lugar, a legislação existe, mas é pouco aplicada. As leis municipais do silêncio, as quais estabelece horários e limites de decibéis, raramente são cumpridas. Em muitas cidades, é proibido a emissão de sons altos após as 22 horas, mas a falta de fiscais e a demora no atendimento das denúncias favorece os infratores. Deveriam haver equipes noturnas de fiscalização em todos os bairros; como elas não existem, resta aos moradores poucas opções além de ligar para a polícia, e as reclamações se acumulam à cada fim de semana. Além disso, muitos donos de bares nem sequer lê as normas de seu município, e há cada vez menas áreas silenciosas nas cidades. Desse modo, os moradores continuam exposto ao barulho dia e noite.\n\nPortanto, senão houver ação conjunta do Estado e da sociedade, o barulho continuará adoecendo os brasileiros. Cabe às prefeituras ampliar a fiscalização noturna, por meio da contratação de fiscais e de um aplicativo de denúncias com resposta rápida, a fim de reduzir a exposição a poluição sonora. Além disso, o Ministério da Saúde deve promover campanhas de concientização nas escolas e nos meios de comunicação, para que a população reconheça o ruído como ameaça real. Dessa forma, o silêncio deixará de ser privilégio de poucos em todo o pais.',
    plantados: [
      { trecho: 'ainda e tratado', categoria: 'context accent', correcao: 'ainda é tratado' },
      { trecho: 'o tráfico intenso', categoria: 'not expected (paronym)', correcao: 'o tráfego intenso' },
      { trecho: 'Pesquisas médicas tem', categoria: 'verbal agreement (tem/têm)', correcao: 'Pesquisas médicas têm' },
      {
        trecho: 'avenidas movimentados',
        categoria: 'nominal agreement (adjective after two nouns)',
        correcao: 'avenidas movimentadas',
      },
      { trecho: 'dorme mau', categoria: 'confusable', correcao: 'dorme mal' },
      { trecho: 'implica em queda', categoria: 'regência', correcao: 'implica queda' },
      { trecho: 'A medida que', categoria: 'crase', correcao: 'À medida que' },
      {
        trecho: 'ocorre, nos grandes',
        categoria: 'verbal agreement ("ocorrer" with a postposed subject)',
        correcao: 'ocorrem, nos grandes',
      },
      {
        trecho: 'sofrem ainda mais',
        categoria: 'verbal agreement (collective + plural)',
        correcao: 'sofre ainda mais',
      },
      { trecho: 'são prejudicado na', categoria: 'nominal agreement (participle)', correcao: 'são prejudicadas na' },
      {
        trecho: 'as quais estabelece',
        categoria: 'verbal agreement (relative "as quais" with a plural antecedent)',
        correcao: 'as quais estabelecem',
      },
      {
        trecho: 'é proibido a emissão',
        categoria: 'nominal agreement ("é proibido" with a determined subject)',
        correcao: 'é proibida a emissão',
      },
      {
        trecho: 'denúncias favorece os',
        categoria: 'verbal agreement (compound subject)',
        correcao: 'denúncias favorecem os',
      },
      {
        trecho: 'Deveriam haver equipes',
        categoria: 'verbal agreement (haver with an auxiliary)',
        correcao: 'Deveria haver equipes',
      },
      {
        trecho: 'resta aos moradores',
        categoria: 'verbal agreement ("restar" with a postposed subject)',
        correcao: 'restam aos moradores',
      },
      { trecho: 'à cada fim', categoria: 'crase forbidden', correcao: 'a cada fim' },
      { trecho: 'sequer lê as', categoria: 'verbal agreement (leem/lê)', correcao: 'sequer leem as' },
      { trecho: 'menas áreas', categoria: 'nominal agreement ("menos")', correcao: 'menos áreas' },
      {
        trecho: 'continuam exposto ao',
        categoria: 'nominal agreement (predicative after "continuar")',
        correcao: 'continuam expostos ao',
      },
      { trecho: 'senão houver ação', categoria: 'confusable', correcao: 'se não houver ação' },
      { trecho: 'exposição a poluição', categoria: 'crase', correcao: 'exposição à poluição' },
      { trecho: 'de concientização', categoria: 'spelling', correcao: 'de conscientização' },
      { trecho: 'todo o pais', categoria: 'context accent', correcao: 'todo o país' },
    ],
  },
  {
    rodada: 14,
    titulo: 'O direito à desconexão do trabalho na era digital',
    texto:
      'No filme "Tempos Modernos", Charlie Chaplin retrata um operário engolido pelo ritmo incessante das máquinas. Quase um século depois, a esteira da fábrica foi substituída pelo celular, e as mensagens de trabalho acompanham o empregado até o momento do jantar. No Brasil, chega diariamente aos trabalhadores dezenas de pedidos fora do expediente, o que compromete o descanso e a saúde publica. Esse cenário, decorre da cultura da disponibilidade permanente e da fragilidade da legislação trabalhista.\n\nEm primeiro lugar, a conectividade criou a ilusão de que o funcionário deve estar disponível a qualquer hora. Os gestores que envia mensagens à noite raramente percebem o peso dessa cobrança, e muitos empregados, com medo de perder o emprego e de parecer desinteressados, responde imediatamente. Fazem alguns anos que a pandemia popularizou o trabalho remoto, e, desde então, a fronteira entre a casa e o escritório ficou meia apagada. Segundo levantamentos recentes, devem haver milhões de brasileiros que não conseguem se desligar do celular nem nos fins de semana. O excesso de notificações prejudicam o sono, o que implica em ansiedade, irritação e queda de produtividade.\n\nEm segundo lugar, a legislação brasileira ainda não garante de forma clara o direito à desconexão. Diferentemente da França, onde existe leis específicas sobre o tema desde 2017, o Brasil depende de decisões judiciais isoladas. Nesses processos, as capturas de tela das mensagens enviadas de madrugada, anexo à petição inicial, costumam ser a única prova do abuso. A falta de normas e a ausência de fiscalização torna o trabalhador vulnerável, pois ele não sabe se pode recusar uma ligação do chefe sem sofrer punições. Muitos tentam silenciar o aparelho, mais a pressão dos colegas e a ameaça de demissão falam mais alto. Além disso, poucos entendem porque o descanso é essencial para a produtividade, e os trabalhadores já estão bastantes cansados quando chega a sexta-feira. Desse modo, o repouso, que deveria ser um direito garantido, passa à ser tratado como um previlégio.\n\nPortanto, é necessário a aprovação de uma lei que garanta o direito à desconexão. Cabe ao Congresso Nacional definir horários em que as empresas não possam enviar mensagens aos funcionários, afim de proteger a saúde de quem trabalha. Além disso, o Ministério do Trabalho deve fiscalizar o cumprimento da norma, e as empresas que desrespeitarem a regra deve pagar multas proporcionais ao dano causado. Os sindicatos, por sua vez, precisam orientar os trabalhadores acerca dos seus direitos, para que eles aprendam a obedecer o próprio limite sem medo. Assim, o celular deixará de ser a nova esteira de Chaplin.',
    plantados: [
      {
        trecho: 'chega diariamente aos trabalhadores dezenas',
        categoria: 'verbal agreement',
        correcao: 'chegam diariamente aos trabalhadores dezenas',
      },
      { trecho: 'a saúde publica', categoria: 'context accent', correcao: 'a saúde pública' },
      {
        trecho: 'Esse cenário, decorre',
        categoria: 'not expected (comma between subject and verb)',
        correcao: 'Esse cenário decorre',
      },
      { trecho: 'Os gestores que envia', categoria: 'verbal agreement', correcao: 'Os gestores que enviam' },
      {
        trecho: 'desinteressados, responde imediatamente',
        categoria: 'verbal agreement',
        correcao: 'desinteressados, respondem imediatamente',
      },
      { trecho: 'Fazem alguns anos', categoria: 'verbal agreement', correcao: 'Faz alguns anos' },
      { trecho: 'ficou meia apagada', categoria: 'nominal agreement', correcao: 'ficou meio apagada' },
      { trecho: 'devem haver milhões', categoria: 'verbal agreement', correcao: 'deve haver milhões' },
      {
        trecho: 'O excesso de notificações prejudicam',
        categoria: 'verbal agreement',
        correcao: 'O excesso de notificações prejudica',
      },
      { trecho: 'implica em ansiedade', categoria: 'regência', correcao: 'implica ansiedade' },
      { trecho: 'onde existe leis', categoria: 'verbal agreement', correcao: 'onde existem leis' },
      { trecho: 'anexo à petição', categoria: 'nominal agreement', correcao: 'anexas à petição' },
      {
        trecho: 'a ausência de fiscalização torna',
        categoria: 'verbal agreement',
        correcao: 'a ausência de fiscalização tornam',
      },
      { trecho: 'aparelho, mais a pressão', categoria: 'confusable', correcao: 'aparelho, mas a pressão' },
      { trecho: 'entendem porque o descanso', categoria: 'confusable', correcao: 'entendem por que o descanso' },
      { trecho: 'bastantes cansados', categoria: 'nominal agreement', correcao: 'bastante cansados' },
      { trecho: 'passa à ser', categoria: 'crase', correcao: 'passa a ser' },
      { trecho: 'um previlégio', categoria: 'spelling', correcao: 'um privilégio' },
      { trecho: 'é necessário a aprovação', categoria: 'nominal agreement', correcao: 'é necessária a aprovação' },
      { trecho: 'afim de proteger', categoria: 'confusable', correcao: 'a fim de proteger' },
      { trecho: 'a regra deve pagar', categoria: 'verbal agreement', correcao: 'a regra devem pagar' },
      { trecho: 'obedecer o próprio limite', categoria: 'regência', correcao: 'obedecer ao próprio limite' },
    ],
  },
  {
    rodada: 14,
    titulo: 'A perda das abelhas nativas no Brasil',
    texto:
      'Atribui-se a Albert Einstein a ideia de que, sem as abelhas, a humanidade teria poucos anos de vida. Embora a autoria da frase seja duvidosa, o alerta faz sentido no Brasil, onde vive centenas de espécies de abelhas sem ferrão. Nas últimas décadas, as colônias vem diminuindo ano após ano, e as causas desse declínio estão ligadas ao uso indiscriminado de agrotóxicos e a destruição dos habitats naturais. As consequências já são visível na mesa do brasileiro, uma vez que a polinização e responsável por grande parte das frutas que consumimos.\n\nEm primeiro lugar, o modelo agrícola brasileiro depende fortemente de pesticidas. Nos últimos anos, foi liberado muitos agrotóxicos no país, e o mal uso desses produtos agrava o problema. Vários deles, proibidos na União Europeia por serem nocivos aos polinizadores, contamina o néctar e o pólen das flores. Quando isso ocorre, as operárias se desorientam e não consegue voltar à colmeia. Os meliponicultores que cria abelhas nativas relatam a perda de colônias inteiras após a pulverização das lavoura vizinhas. Ainda assim, é permitido a pulverização aérea em quase todo o território nacional, e, quando o veneno chega no rio, atinge também os peixes e as comunidades ribeirinhas. Ironicamente, ao usar venenos em excesso, os agricultores prejudicam a si mesmo, pois, com menas abelhas, há menos frutos.\n\nEm segundo lugar, o desmatamento reduz as áreas onde as abelhas encontram alimento e abrigo. As espécies sem ferrão constroem seus ninhos em ocos de árvores antigas, e a derrubada da mata destroi esses abrigos. A Caatinga e a Mata Atlântica, devastados pelo avanço das pastagens, já não oferecem refúgio a muitas espécies. Em contrapartida, a urbanização substitui os jardins por concreto. Há muitos séculos atrás, os povos indígenas já cultivavam a jataí e a uruçu, cujo mel possui propriedades medicinais, e, no século passado, haviam enxames em quase todos os quintais do interior. Hoje, a população urbana, que consome mel e frutas diariamente, desconhecem essas espécies, e falta políticas públicas capazes de protegê-las.\n\nPortanto, é urgente agir em relação à esse problema. Cabe ao Ministério da Agricultura restringir o uso de agrotóxicos nocivos aos polinizadores, por meio de uma revisão rigorosa dos produtos já liberados, a fim de proteger as colônias. Também é preciso conscientizar os produtores rurais, que muitas vezes preferem o lucro imediato do que a preservação ambiental. Além disso, as prefeituras devem incentivar a criação de abelhas nativas em escolas e parques, para que a população aprenda a valorizá-las. Senão houver mudanças, daqui há alguns anos o Brasil perderá espécies que nem chegou a conhecer.',
    plantados: [
      { trecho: 'onde vive centenas', categoria: 'verbal agreement', correcao: 'onde vivem centenas' },
      { trecho: 'as colônias vem diminuindo', categoria: 'verbal agreement', correcao: 'as colônias vêm diminuindo' },
      { trecho: 'e a destruição dos habitats', categoria: 'crase', correcao: 'e à destruição dos habitats' },
      { trecho: 'já são visível', categoria: 'nominal agreement', correcao: 'já são visíveis' },
      { trecho: 'a polinização e responsável', categoria: 'context accent', correcao: 'a polinização é responsável' },
      {
        trecho: 'foi liberado muitos agrotóxicos',
        categoria: 'verbal agreement',
        correcao: 'foram liberados muitos agrotóxicos',
      },
      { trecho: 'o mal uso', categoria: 'confusable', correcao: 'o mau uso' },
      {
        trecho: 'polinizadores, contamina o néctar',
        categoria: 'verbal agreement',
        correcao: 'polinizadores, contaminam o néctar',
      },
      { trecho: 'não consegue voltar', categoria: 'verbal agreement', correcao: 'não conseguem voltar' },
      {
        trecho: 'Os meliponicultores que cria',
        categoria: 'verbal agreement',
        correcao: 'Os meliponicultores que criam',
      },
      { trecho: 'das lavoura vizinhas', categoria: 'nominal agreement', correcao: 'das lavouras vizinhas' },
      { trecho: 'é permitido a pulverização', categoria: 'nominal agreement', correcao: 'é permitida a pulverização' },
      { trecho: 'chega no rio', categoria: 'regência', correcao: 'chega ao rio' },
      { trecho: 'prejudicam a si mesmo', categoria: 'nominal agreement', correcao: 'prejudicam a si mesmos' },
      { trecho: 'com menas abelhas', categoria: 'nominal agreement', correcao: 'com menos abelhas' },
      { trecho: 'a mata destroi', categoria: 'spelling', correcao: 'a mata destrói' },
      { trecho: 'Mata Atlântica, devastados', categoria: 'nominal agreement', correcao: 'Mata Atlântica, devastadas' },
      {
        trecho: 'Em contrapartida, a urbanização',
        categoria: 'not expected (connective that contradicts the sense)',
        correcao: 'Além disso, a urbanização',
      },
      { trecho: 'Há muitos séculos atrás', categoria: 'condemned', correcao: 'Há muitos séculos' },
      { trecho: 'haviam enxames', categoria: 'verbal agreement', correcao: 'havia enxames' },
      { trecho: 'diariamente, desconhecem', categoria: 'verbal agreement', correcao: 'diariamente, desconhece' },
      { trecho: 'falta políticas públicas', categoria: 'verbal agreement', correcao: 'faltam políticas públicas' },
      { trecho: 'em relação à esse problema', categoria: 'crase', correcao: 'em relação a esse problema' },
      {
        trecho: 'preferem o lucro imediato do que a preservação',
        categoria: 'regência',
        correcao: 'preferem o lucro imediato à preservação',
      },
      { trecho: 'Senão houver', categoria: 'confusable', correcao: 'Se não houver' },
      { trecho: 'daqui há alguns anos', categoria: 'confusable', correcao: 'daqui a alguns anos' },
    ],
  },
  {
    rodada: 14,
    titulo: 'Os desertos alimentares nas periferias urbanas brasileiras',
    texto:
      'Garantir alimentação adequada a todos é um dever do Estado previsto no artigo 6º da Constituição Federal. Na prática, porém, a população das periferias urbanas esta cercada por "desertos alimentares", regiões onde é difícil encontrar frutas, verduras e legumes frescos. Essa historia se repete em várias capitais brasileiras e ocorre devido a falta de mercados nesses bairros e ao poder da indústria de ultraprocessados.\n\nEm primeiro lugar, a distribuição dos pontos de venda de alimentos é desigual. Os moradores dos bairros afastados não tem acesso a feiras livres nem a sacolões, e muitos precisam ir à pé até o centro para comprar comida fresca. Comprar frutas e verduras exigem tempo e gastos com transporte, recursos que faltam a quem trabalha o dia inteiro. Enquanto isso, os pequenos comércios do bairro, os quais vende principalmente produtos industrializados, oferecem alimentos tipo salgadinhos e refrigerantes a preços baixos. Acerca de dez anos, pesquisadores brasileiros começaram a mapear essas regiões, e os resultados mostraram que os bairros aonde vive a população mais pobre concentram os piores índices de acesso a alimentos saudáveis.\n\nEm segundo lugar, a publicidade de ultraprocessados influencia diretamente os hábitos alimentares. Desde cedo, as crianças assistem propagandas coloridas de biscoitos e refrigerantes, e esses produtos, vendido a preços menores que os de uma salada, tornam-se a opção mais prática. Vende-se refrigerantes em cada esquina da periferia, mas basta alguns minutos de caminhada por um bairro nobre para perceber o contraste: lá, surge a cada ano novos mercados de produtos orgânicos. Assim, a alimentação saudável e as frutas frescas tornam-se inacessível para quem mora longe, e doenças crônicas, como a obesidade e o diabetes, crescem a medida que a dieta piora. Muitos se perguntam o porque dessa situação, e a resposta está, em grande parte, na falta de planejamento urbano.\n\nPortanto, é fundamental enfrentar os desertos alimentares nas periferia brasileiras. O Ministério do Desenvolvimento Social, em parceria com as prefeituras, deve criar feiras itinerantes e hortas comunitárias que visem o abastecimento dos bairros afastados, com funcionamento à partir das primeiras horas da manhã. Além disso, organizações beneficientes podem distribuir cestas de alimentos frescos à famílias em situação de vulnerabilidade, por meio de parcerias com pequenos produtores rurais. Por fim, o Congresso Nacional deve restringir a publicidade de ultraprocessados voltada ao público infantil. Somente assim o direito à alimentação deixará de ser uma promessa distante para milhões de brasileiros.',
    plantados: [
      { trecho: 'esta cercada', categoria: 'context accent', correcao: 'está cercada' },
      { trecho: 'Essa historia se repete', categoria: 'context accent', correcao: 'Essa história se repete' },
      { trecho: 'devido a falta de mercados', categoria: 'crase', correcao: 'devido à falta de mercados' },
      { trecho: 'afastados não tem acesso', categoria: 'verbal agreement', correcao: 'afastados não têm acesso' },
      { trecho: 'ir à pé', categoria: 'crase', correcao: 'ir a pé' },
      {
        trecho: 'Comprar frutas e verduras exigem',
        categoria: 'verbal agreement',
        correcao: 'Comprar frutas e verduras exige',
      },
      { trecho: 'os quais vende', categoria: 'verbal agreement', correcao: 'os quais vendem' },
      {
        trecho: 'alimentos tipo salgadinhos',
        categoria: 'not expected (informal word choice)',
        correcao: 'alimentos como salgadinhos',
      },
      { trecho: 'Acerca de dez anos', categoria: 'confusable', correcao: 'Há cerca de dez anos' },
      { trecho: 'os bairros aonde vive', categoria: 'confusable', correcao: 'os bairros onde vive' },
      { trecho: 'assistem propagandas', categoria: 'regência', correcao: 'assistem a propagandas' },
      { trecho: 'vendido a preços menores', categoria: 'nominal agreement', correcao: 'vendidos a preços menores' },
      { trecho: 'Vende-se refrigerantes', categoria: 'verbal agreement', correcao: 'Vendem-se refrigerantes' },
      { trecho: 'basta alguns minutos', categoria: 'verbal agreement', correcao: 'bastam alguns minutos' },
      {
        trecho: 'surge a cada ano novos mercados',
        categoria: 'verbal agreement',
        correcao: 'surgem a cada ano novos mercados',
      },
      { trecho: 'tornam-se inacessível', categoria: 'nominal agreement', correcao: 'tornam-se inacessíveis' },
      { trecho: 'crescem a medida que', categoria: 'crase', correcao: 'crescem à medida que' },
      { trecho: 'o porque dessa situação', categoria: 'confusable', correcao: 'o porquê dessa situação' },
      { trecho: 'nas periferia brasileiras', categoria: 'nominal agreement', correcao: 'nas periferias brasileiras' },
      { trecho: 'visem o abastecimento', categoria: 'regência', correcao: 'visem ao abastecimento' },
      { trecho: 'à partir das primeiras horas', categoria: 'crase', correcao: 'a partir das primeiras horas' },
      { trecho: 'organizações beneficientes', categoria: 'spelling', correcao: 'organizações beneficentes' },
      { trecho: 'à famílias em situação', categoria: 'crase', correcao: 'a famílias em situação' },
    ],
  },
  {
    rodada: 15,
    titulo: 'A precariedade da segurança dos entregadores por aplicativo no Brasil',
    texto:
      'Durante a pandemia de covid-19, os entregadores por aplicativo foram chamados de essenciais, pois garantiram que alimentos e remédios chegassem às casas de quem estava isolado. Passada a emergência, porém, o reconhecimento não se converteu em proteção. Circula pelas grandes cidades, todos os dias, milhares de jovens em motos e bicicletas, sem seguro e sem direitos trabalhistas. A situação esta longe de ser resolvida, e suas causas envolvem tanto a lógica das plataformas quanto a omissão do Estado.\n\nEm primeiro lugar, o modelo de negócio das empresas, que se apresentam apenas como intermediárias entre clientes e restaurantes, transferem ao trabalhador todos os riscos da atividade. Os algoritmos premiam a rapidez, e as plataformas, visando apenas o lucro, reduzem o valor das corrida mais longas. Assim, os entregadores que recebe menos por pedido precisam aceitar mais chamadas, com menas horas de descanso. Pedalar dez horas por dia sob sol e chuva, sem pausas adequadas, expõem qualquer pessoa a acidentes e doenças. Muitos motociclistas não obedecem o limite de velocidade devido a pressão por prazos cada vez mas curtos, e os que trabalham de madrugada, enfrentam também o risco de assaltos. Segundo sindicatos da categoria, haviam centenas de registros de acidentes graves em serviço apenas no último ano.\n\nEm segundo lugar, o poder público pouco tem feito para mudar esse quadro. Projetos de lei sobre o tema tem sido discutidos há anos no Congresso, mas nenhum deles foi aprovado. A nível de fiscalização, a situação é ainda pior: contrata-se entregadores sem nenhum treinamento, e ninguém verifica as condições dos veículos. Enquanto isso, nas ruas, esses trabalhadores ficam exposto a todo tipo de violência. Muitos se perguntam porque o Estado aceita essa realidade, já que a falta de regras claras é o principal impecilho para a garantia de direitos. À partir de 2020, a demanda por entregas cresceu, e a medida que os pedidos aumentam, cresce também o número de vítimas. Ao final do dia, muitas entregadoras voltam para casa meias exaustas.\n\nPortanto, é necessário a criação de uma política publica que proteja esses trabalhadores. O Congresso Nacional deve aprovar uma lei que obrigue as plataformas a oferecer seguro contra acidentes e pontos de apoio com água e banheiro, a fim de reduzir os riscos da profissão. Além disso, as prefeituras precisam fiscalizar as condições de trabalho e promover cursos de direção segura. Caso nada seja feito, daqui há alguns anos o país terá uma geração de jovens mutilados por um serviço do qual todos dependem.',
    plantados: [
      {
        trecho: 'Circula pelas grandes cidades',
        categoria: 'verbal agreement',
        correcao: 'Circulam pelas grandes cidades (sujeito posposto "milhares de jovens")',
      },
      {
        trecho: 'esta longe',
        categoria: 'context accent',
        correcao: 'está longe',
      },
      {
        trecho: 'transferem ao trabalhador',
        categoria: 'verbal agreement',
        correcao: 'transfere ao trabalhador (sujeito "o modelo de negócio", longe do verbo)',
      },
      {
        trecho: 'visando apenas o lucro',
        categoria: 'regência',
        correcao: 'visando apenas ao lucro',
      },
      {
        trecho: 'das corrida mais longas',
        categoria: 'nominal agreement',
        correcao: 'das corridas mais longas',
      },
      {
        trecho: 'que recebe menos por pedido',
        categoria: 'verbal agreement',
        correcao: 'que recebem menos por pedido (antecedente "os entregadores")',
      },
      {
        trecho: 'menas horas',
        categoria: 'nominal agreement',
        correcao: 'menos horas',
      },
      {
        trecho: 'expõem qualquer pessoa',
        categoria: 'verbal agreement',
        correcao: 'expõe qualquer pessoa (sujeito oracional "Pedalar dez horas...")',
      },
      {
        trecho: 'obedecem o limite',
        categoria: 'regência',
        correcao: 'obedecem ao limite',
      },
      {
        trecho: 'devido a pressão',
        categoria: 'crase',
        correcao: 'devido à pressão',
      },
      {
        trecho: 'cada vez mas curtos',
        categoria: 'confusable',
        correcao: 'cada vez mais curtos',
      },
      {
        trecho: 'trabalham de madrugada, enfrentam',
        categoria: 'not expected (punctuation: comma between subject and verb)',
        correcao: 'trabalham de madrugada enfrentam',
      },
      {
        trecho: 'haviam centenas',
        categoria: 'verbal agreement',
        correcao: 'havia centenas',
      },
      {
        trecho: 'tem sido discutidos',
        categoria: 'verbal agreement',
        correcao: 'têm sido discutidos',
      },
      {
        trecho: 'A nível de fiscalização',
        categoria: 'condemned',
        correcao: 'No que se refere à fiscalização',
      },
      {
        trecho: 'contrata-se entregadores',
        categoria: 'verbal agreement',
        correcao: 'contratam-se entregadores',
      },
      {
        trecho: 'porque o Estado aceita',
        categoria: 'confusable',
        correcao: 'por que o Estado aceita',
      },
      {
        trecho: 'impecilho',
        categoria: 'spelling',
        correcao: 'empecilho',
      },
      {
        trecho: 'À partir de 2020',
        categoria: 'crase',
        correcao: 'A partir de 2020',
      },
      {
        trecho: 'a medida que os pedidos',
        categoria: 'crase',
        correcao: 'à medida que os pedidos',
      },
      {
        trecho: 'ficam exposto',
        categoria: 'nominal agreement',
        correcao: 'ficam expostos',
      },
      {
        trecho: 'meias exaustas',
        categoria: 'nominal agreement',
        correcao: 'meio exaustas',
      },
      {
        trecho: 'é necessário a criação',
        categoria: 'nominal agreement',
        correcao: 'é necessária a criação',
      },
      {
        trecho: 'política publica',
        categoria: 'context accent',
        correcao: 'política pública',
      },
      {
        trecho: 'daqui há alguns anos',
        categoria: 'confusable',
        correcao: 'daqui a alguns anos',
      },
    ],
  },
  {
    rodada: 15,
    titulo: 'Os desafios da escassez hídrica no semiárido brasileiro',
    texto:
      'No romance "Vidas Secas", Graciliano Ramos narra a trajetória de uma família de retirantes que foge da estiagem em busca de sobrevivência. Quase um século depois, a realidade descrita na obra ainda não ficou no passado. Existe, na região semiárida, comunidades inteiras que dependem de caminhões-pipa para beber e cozinhar. Esse problema, que e agravado pelas mudanças climáticas, decorre sobretudo da gestão ineficiente dos recursos hídricos e da desigualdade no acesso a eles.\n\nEm primeiro lugar, a construção de cisternas e de pequenas barragens nas zonas rurais garantem água durante parte do ano, mas não resolve o problema sozinha. Os programas federais de convivência com o semiárido, os quais foi criados no início dos anos 2000, perderam recursos, e muitas obras foram abandonado antes de sua conclusão. Falta técnicos para orientar os agricultores e peças para manter os equipamentos. Além disso, as águas de muitos poços são salgado demais para o consumo humano. Nos anos de estiagem, os agricultores assistem à perda de lavouras e criações inteiro, e a escassez implica em fome, endividamento e êxodo. Durante a seca de 2012 a 2017, uma das mais longas já registradas, grande parte da população não pode contar com abastecimento regular.\n\nEm segundo lugar, a água é mau distribuída. Conforme os gráficos anexo à proposta, a maior parte dos recursos se concentra em grandes açudes e projetos de irrigação, enquanto bastante famílias ainda buscam água a pé em barreiros distantes. Nas comunidades aonde não há rede de abastecimento, muitas famílias são obrigadas à pagar caro por caminhões-pipa particulares. Há também uma grande desigualdade em relação a distribuição de água entre o agronegócio e os pequenos produtores. Diante disso, muitos jovens preferem mais migrar para as capitais do que permanecer no campo. Se houvesse investimento contínuo, a região terá mais segurança hídrica, e ninguém precisaria deixar sua terra.\n\nPortanto, apesar do cenário grave, podem haver saídas viáveis para o problema. O governo federal e as prefeituras deveria ampliar os programas de cisternas e de reúso de água, por meio de parcerias com universidades e associações locais, afim de garantir abastecimento durante todo o ano. Além disso, é preciso valorizar as tecnologias que vem de experiências das próprias comunidades, como as barragens subterrâneas. Afinal, o acesso à água não pode ser um previlégio de poucos, mas um direito de todos os brasileiros.',
    plantados: [
      {
        trecho: 'Existe, na região semiárida, comunidades',
        categoria: 'verbal agreement',
        correcao: 'Existem, na região semiárida, comunidades',
      },
      {
        trecho: 'que e agravado',
        categoria: 'context accent',
        correcao: 'que é agravado',
      },
      {
        trecho: 'nas zonas rurais garantem',
        categoria: 'verbal agreement',
        correcao: 'nas zonas rurais garante (núcleo do sujeito "a construção")',
      },
      {
        trecho: 'os quais foi criados',
        categoria: 'verbal agreement',
        correcao: 'os quais foram criados',
      },
      {
        trecho: 'foram abandonado',
        categoria: 'nominal agreement',
        correcao: 'foram abandonadas',
      },
      {
        trecho: 'Falta técnicos',
        categoria: 'verbal agreement',
        correcao: 'Faltam técnicos',
      },
      {
        trecho: 'são salgado',
        categoria: 'nominal agreement',
        correcao: 'são salgadas',
      },
      {
        trecho: 'lavouras e criações inteiro',
        categoria: 'nominal agreement',
        correcao: 'lavouras e criações inteiras',
      },
      {
        trecho: 'implica em fome',
        categoria: 'regência',
        correcao: 'implica fome',
      },
      {
        trecho: 'não pode contar',
        categoria: 'context accent',
        correcao: 'não pôde contar',
      },
      {
        trecho: 'mau distribuída',
        categoria: 'confusable',
        correcao: 'mal distribuída',
      },
      {
        trecho: 'gráficos anexo',
        categoria: 'nominal agreement',
        correcao: 'gráficos anexos',
      },
      {
        trecho: 'bastante famílias',
        categoria: 'nominal agreement',
        correcao: 'bastantes famílias',
      },
      {
        trecho: 'aonde não há',
        categoria: 'confusable',
        correcao: 'onde não há',
      },
      {
        trecho: 'à pagar',
        categoria: 'crase',
        correcao: 'a pagar',
      },
      {
        trecho: 'em relação a distribuição',
        categoria: 'crase',
        correcao: 'em relação à distribuição',
      },
      {
        trecho: 'preferem mais migrar para as capitais do que permanecer',
        categoria: 'regência',
        correcao: 'preferem migrar para as capitais a permanecer',
      },
      {
        trecho: 'a região terá',
        categoria: 'not expected (tense correlation with "se houvesse")',
        correcao: 'a região teria',
      },
      {
        trecho: 'podem haver',
        categoria: 'verbal agreement',
        correcao: 'pode haver',
      },
      {
        trecho: 'deveria ampliar',
        categoria: 'verbal agreement',
        correcao: 'deveriam ampliar (sujeito composto)',
      },
      {
        trecho: 'afim de garantir',
        categoria: 'confusable',
        correcao: 'a fim de garantir',
      },
      {
        trecho: 'que vem de experiências',
        categoria: 'verbal agreement',
        correcao: 'que vêm de experiências',
      },
      {
        trecho: 'previlégio',
        categoria: 'spelling',
        correcao: 'privilégio',
      },
    ],
  },
  {
    rodada: 15,
    titulo: 'O envelhecimento da população rural brasileira',
    texto:
      'Ao longo da historia do Brasil, o campo foi associado a famílias numerosas e ao trabalho coletivo na lavoura. Hoje, porém, esse retrato mudou: fazem décadas que os jovens deixam o interior em direção aos grandes centros, e a população rural envelhece rapidamente. Em muitos municípios pequenos, os idosos já não são excessão, mas maioria. Esse fenômeno merece atenção, haja visto que afeta tanto a produção de alimentos quanto a qualidade de vida de milhões de brasileiros.\n\nEm primeiro lugar, a saída dos jovens tem origem na falta de oportunidades. A juventude do interior, sem escolas técnicas nem internet de qualidade, buscam nas capitais a chance de estudar e de trabalhar. Resta no campo, assim, apenas os pais e os avós, que precisam cuidar sozinhos da roça. Com o passar do tempo, o trabalho pesado deixa de ser possível, e muitas propriedades se tornam improdutivo. Diante disso, vários agricultores vendem suas terras e se muda para a periferia das cidades. Não basta os programas de crédito rural se não houver quem cultive a terra. Foi criado, nos últimos anos, algumas iniciativas de sucessão familiar, mas elas ainda atendem poucas famílias.\n\nEm segundo lugar, o Estado não garante aos idosos do campo o acesso a saúde. Acerca de trinta anos, foram criadas as equipes de saúde da família, mas o posto mais próximo ainda fica longe de muitos sítios, e as estradas permanecem esburacado durante o período de chuvas. Sem transporte público, os moradores não têm outra opção se não pagar fretes caros, e, quando chegam na cidade, enfrentam filas enormes. Surge, a cada ano, novas doenças crônicas que exigem acompanhamento, como diabetes e hipertensão. Muitas viúvas precisam resolver tudo elas mesmo, e uma agricultora de oitenta anos, ao receber a visita de uma agente de saúde, disse apenas "muito obrigado", pois fazia meses que ninguém aparecia. Sem a pratica de atividades coletivas, muitos passam os dias sozinhos e apenas assistem os programas de televisão.\n\nPortanto, é preciso ratificar esse erro histórico de abandono do campo. O Ministério do Desenvolvimento Agrário deve ampliar os programas de sucessão familiar, por meio de crédito facilitado e de cursos técnicos nas próprias comunidades, a fim de que os jovens encontrem motivos para permanecer. Além disso, as prefeituras precisam visitar os idosos com unidades móveis de saúde e oferecer à eles transporte adaptado e atividades de convivência. Só assim envelhecer no campo deixará de significar solidão e abandono.',
    plantados: [
      {
        trecho: 'historia do Brasil',
        categoria: 'context accent',
        correcao: 'história do Brasil',
      },
      {
        trecho: 'fazem décadas',
        categoria: 'verbal agreement',
        correcao: 'faz décadas',
      },
      {
        trecho: 'excessão',
        categoria: 'spelling',
        correcao: 'exceção',
      },
      {
        trecho: 'haja visto',
        categoria: 'condemned',
        correcao: 'haja vista',
      },
      {
        trecho: 'buscam nas capitais',
        categoria: 'verbal agreement',
        correcao: 'busca nas capitais (sujeito coletivo "a juventude")',
      },
      {
        trecho: 'Resta no campo',
        categoria: 'verbal agreement',
        correcao: 'Restam no campo (sujeito posposto "os pais e os avós")',
      },
      {
        trecho: 'se tornam improdutivo',
        categoria: 'nominal agreement',
        correcao: 'se tornam improdutivas',
      },
      {
        trecho: 'se muda para',
        categoria: 'verbal agreement',
        correcao: 'se mudam para',
      },
      {
        trecho: 'Não basta os programas',
        categoria: 'verbal agreement',
        correcao: 'Não bastam os programas',
      },
      {
        trecho: 'Foi criado, nos últimos anos, algumas iniciativas',
        categoria: 'verbal agreement',
        correcao: 'Foram criadas, nos últimos anos, algumas iniciativas',
      },
      {
        trecho: 'acesso a saúde',
        categoria: 'crase',
        correcao: 'acesso à saúde',
      },
      {
        trecho: 'Acerca de trinta anos',
        categoria: 'confusable',
        correcao: 'Há cerca de trinta anos',
      },
      {
        trecho: 'permanecem esburacado',
        categoria: 'nominal agreement',
        correcao: 'permanecem esburacadas',
      },
      {
        trecho: 'outra opção se não',
        categoria: 'confusable',
        correcao: 'outra opção senão',
      },
      {
        trecho: 'chegam na cidade',
        categoria: 'regência',
        correcao: 'chegam à cidade',
      },
      {
        trecho: 'Surge, a cada ano,',
        categoria: 'verbal agreement',
        correcao: 'Surgem, a cada ano, (sujeito posposto "novas doenças crônicas")',
      },
      {
        trecho: 'elas mesmo',
        categoria: 'nominal agreement',
        correcao: 'elas mesmas',
      },
      {
        trecho: '"muito obrigado"',
        categoria: 'nominal agreement',
        correcao: '"muito obrigada" (quem agradece é uma mulher)',
      },
      {
        trecho: 'a pratica de',
        categoria: 'context accent',
        correcao: 'a prática de',
      },
      {
        trecho: 'assistem os programas',
        categoria: 'regência',
        correcao: 'assistem aos programas',
      },
      {
        trecho: 'ratificar',
        categoria: 'not expected (paronym chosen by meaning)',
        correcao: 'retificar',
      },
      {
        trecho: 'à eles',
        categoria: 'crase',
        correcao: 'a eles',
      },
    ],
  },
  {
    rodada: 16,
    titulo: 'O descarte inadequado do lixo eletrônico no Brasil',
    texto:
      'No romance "Admirável Mundo Novo", de Aldous Huxley, os cidadãos são condicionados a consumir sem limites e a jogar fora tudo o que envelhece, pois consertar objetos é visto como sinal de atraso. Fora da ficção, a realidade brasileira não parece tão distante: cresce, a cada lançamento de um novo modelo de celular, as montanhas de aparelhos abandonados em gavetas, terrenos baldios e lixões. Nesse contexto, o descarte inadequado do lixo eletrônico configura-se como um grave problema, que tem origem na cultura do consumo desenfreado e na omissão do poder público.\n\n' +
      'Em primeiro lugar, é preciso destacar a obsolescência programada como motor dessa questão. Fazem pelo menos duas décadas que a indústria reduz, de propósito, a vida útil dos produtos, e os consumidores, seduzidos pela publicidade, compram um aparelho novo e descarta o antigo sem nenhum cuidado. Segundo a ONU, o Brasil é um dos países que mais produz lixo eletrônico nas Américas, mas apenas uma pequena parcela desse material é reciclada. Esses dado revelam que a lógica do descartável, criticada pelo sociólogo Zygmunt Bauman em "Modernidade Líquida", já faz parte do cotidiano do brasileiro, que troca de celular afim de não parecer ultrapassado diante dos colegas. Além disso, a maioria das pessoas não sabe onde descartar pilhas e baterias, e a informação sobre o tema esta restrita a poucos sites especializados. Existe, é verdade, campanhas pontuais de recolhimento, mais elas acontecem apenas uma ou duas vezes por ano e raramente alcançam as periferias.\n\n' +
      'Em segundo lugar, o descarte incorreto traz consequências graves para a saúde e para o meio ambiente. Os metais pesados presentes nas placas e nas baterias, como o chumbo e o mercúrio, contamina os rios e os lençóis freáticos, e o pescado e a água contaminado chegam à mesa de comunidades inteiras. Quando os aparelhos chegam nos lixões, são desmontados por catadores que trabalha sem qualquer equipamento de proteção, expostos a fumaça tóxica liberada pela queima dos fios. As condições de trabalho desses catadores são precário, mas a população ainda não percebem que o problema também é seu. Ocorre, todos os anos, muitos casos de intoxicação que nem chegam às estatísticas oficiais, o que implica em prejuízos para a saúde publica. Os aparelhos esquecidos nas gavetas das casas brasileiras, representam, portanto, um risco silencioso, e a falta de informação é o principal impecilho para mudar essa realidade.\n\n' +
      'Portanto, é necessário a criação de uma política efetiva de logística reversa. Para isso, o Ministério do Meio Ambiente, em parceria com as prefeituras, deve ampliar os pontos de coleta de eletrônicos em supermercados, escolas e estações de transporte, por meio de convênios com fabricantes e lojas, que ficariam responsáveis por dar destino adequado aos aparelhos recolhidos, a fim de reduzir a contaminação ambiental e garantir renda digna aos catadores organizados em cooperativas. Essa medida deve ser divulgada em campanhas na televisão e nas redes sociais, e, à partir do ensino fundamental, as escolas precisam ensinar os alunos a consertar e reaproveitar objetos. Não basta leis bem escritas: a fiscalização a nível nacional precisa ser constante. Assim, o Brasil deixará de se parecer com a sociedade imaginada por Huxley.',
    plantados: [
      {
        trecho: 'cresce, a cada lançamento',
        categoria: 'verbal agreement',
        correcao: 'crescem, a cada lançamento (sujeito posposto "as montanhas de aparelhos")',
      },
      {
        trecho: 'Fazem pelo menos duas décadas',
        categoria: 'verbal agreement',
        correcao: 'Faz pelo menos duas décadas (fazer impessoal, tempo decorrido)',
      },
      {
        trecho: 'e descarta o antigo',
        categoria: 'verbal agreement',
        correcao: 'e descartam o antigo (segundo verbo coordenado, sujeito "os consumidores")',
      },
      {
        trecho: 'um dos países que mais produz',
        categoria: 'verbal agreement',
        correcao: 'um dos países que mais produzem ("um dos que")',
      },
      { trecho: 'Esses dado revelam', categoria: 'nominal agreement', correcao: 'Esses dados revelam' },
      { trecho: 'afim de não parecer', categoria: 'confusable', correcao: 'a fim de não parecer' },
      { trecho: 'tema esta restrita', categoria: 'context accent', correcao: 'tema está restrita' },
      {
        trecho: 'Existe, é verdade, campanhas',
        categoria: 'verbal agreement',
        correcao: 'Existem, é verdade, campanhas (sujeito posposto "campanhas pontuais")',
      },
      { trecho: 'mais elas acontecem', categoria: 'confusable', correcao: 'mas elas acontecem' },
      {
        trecho: 'como o chumbo e o mercúrio, contamina',
        categoria: 'verbal agreement',
        correcao: 'como o chumbo e o mercúrio, contaminam (sujeito "Os metais pesados", longe do verbo)',
      },
      {
        trecho: 'o pescado e a água contaminado',
        categoria: 'nominal agreement',
        correcao: 'o pescado e a água contaminados (adjetivo posposto a dois substantivos)',
      },
      { trecho: 'chegam nos lixões', categoria: 'regência', correcao: 'chegam aos lixões' },
      {
        trecho: 'catadores que trabalha',
        categoria: 'verbal agreement',
        correcao: 'catadores que trabalham (antecedente "catadores")',
      },
      { trecho: 'expostos a fumaça tóxica', categoria: 'crase', correcao: 'expostos à fumaça tóxica' },
      {
        trecho: 'catadores são precário',
        categoria: 'nominal agreement',
        correcao: 'catadores são precárias (predicativo de "As condições")',
      },
      {
        trecho: 'a população ainda não percebem',
        categoria: 'verbal agreement',
        correcao: 'a população ainda não percebe (coletivo no singular)',
      },
      {
        trecho: 'Ocorre, todos os anos, muitos casos',
        categoria: 'verbal agreement',
        correcao: 'Ocorrem, todos os anos, muitos casos (sujeito posposto "muitos casos")',
      },
      { trecho: 'implica em prejuízos', categoria: 'regência', correcao: 'implica prejuízos' },
      { trecho: 'saúde publica', categoria: 'context accent', correcao: 'saúde pública' },
      {
        trecho: 'casas brasileiras, representam',
        categoria: 'not expected (comma between a long subject and its verb: needs the clause structure)',
        correcao: 'casas brasileiras representam',
      },
      { trecho: 'o principal impecilho', categoria: 'spelling', correcao: 'o principal empecilho' },
      {
        trecho: 'é necessário a criação',
        categoria: 'nominal agreement',
        correcao: 'é necessária a criação (sujeito determinado "a criação")',
      },
      { trecho: 'à partir do ensino', categoria: 'crase forbidden', correcao: 'a partir do ensino' },
      {
        trecho: 'Não basta leis',
        categoria: 'verbal agreement',
        correcao: 'Não bastam leis (sujeito posposto "leis bem escritas")',
      },
      { trecho: 'a nível nacional', categoria: 'condemned', correcao: 'em nível nacional' },
    ],
  },
  {
    rodada: 16,
    titulo: 'Os desafios do acolhimento de refugiados no Brasil',
    texto:
      'A Constituição Federal de 1988 assegura aos brasileiros e aos estrangeiros residentes no país a inviolabilidade do direito à vida, à liberdade e à igualdade. Na prática, porém, essa garantia nem sempre alcança os refugiados que chegam ao território nacional fugindo de guerras, perseguições e crises econômicas. Nos últimos anos, muitos deles vem da Venezuela, do Haiti e do Afeganistão, e a maioria não falam português ao cruzar a fronteira. Desse modo, o acolhimento dessas pessoas esbarra tanto no preconceito de parte da população quanto na falta de estrutura do Estado.\n\n' +
      'Em primeiro lugar, cabe analisar a xenofobia como obstáculo à integração. Para a filósofa Hannah Arendt, quem perde o vínculo com sua pátria corre o risco de perder também o "direito a ter direitos". No Brasil, essa reflexão continua atual: haviam, em 2018, diversos relatos de ataques a acampamentos de venezuelanos em Roraima, e, naquele ano, o governo estadual não pode atender a todos os que chegavam. Os comentários hostis nas redes sociais e a desconfiança dos empregadores reforça a ideia de que o estrangeiro pobre é uma ameaça. Tratar esses homens e mulheres como inimigos não resolvem o problema, pois apenas os empurra para a informalidade e para a miséria. Há famílias que vivem meias escondidas nos abrigos, com medo de sair às ruas, e crianças em risco eminente de abandonar a escola. Por que tantos brasileiros, eles mesmo descendentes de imigrantes, esquecem a própria história?\n\n' +
      'Em segundo lugar, a ausência de políticas públicas dificulta a integração desses grupos. Falta, sobretudo, abrigos e cursos gratuitos de português nas cidades que mais recebem estrangeiros, e a burocracia para validar diplomas torna-se um obstáculo quase intransponível. Muitos médicos e engenheiros aspiram uma vaga compatível com sua formação, mas acabam em empregos precários devido a demora na revalidação dos documentos. Além disso, os refugiados só conseguem um emprego formal depois de estarem quite com a documentação exigida pela Polícia Federal, e os formulários anexo ao pedido de refúgio levam meses até serem analisados. Nesse meio-tempo, eles tem de sobreviver com auxílios que cobrem cada vez menas despesas, e alguns preferem o trabalho informal do que a espera. Surgiu, nos últimos anos, iniciativas admiráveis de universidades e organizações não governamentais, porém elas não substituem o papel do Estado. Uma refugiada venezuelana, entrevistada por um jornal de Boa Vista, contou que dizia "muito obrigado" a cada voluntário que a ajudava, pois, senão fosse a solidariedade deles, não teria sobrevivido. A dificuldade, portanto, não e a falta de vontade das pessoas, e sim a inexistência de uma política consistente.\n\n' +
      'Diante disso, o Ministério da Justiça, em parceria com os governos estaduais, deve criar centros de acolhimento e integração nas cidades de fronteira e nas capitais, por meio de convênios com universidades que ofereçam cursos gratuitos de português e agilizem a revalidação de diplomas, a fim de que os refugiados possam trabalhar de acordo com sua formação. Devem haver, ainda, campanhas nas escolas e na mídia que mostrem a contribuição histórica dos imigrantes para a cultura brasileira, com depoimentos dos próprios refugiados, para combater a xenofobia. A lei já determina que é proibido a discriminação por origem, mas o poder público precisa fiscalizar, e cabe à ele punir quem desrespeita os estrangeiros. Caso contrário, daqui há alguns anos, o Brasil continuará negando a essas famílias o direito a ter direitos de que falava Arendt.',
    plantados: [
      {
        trecho: 'muitos deles vem da Venezuela',
        categoria: 'verbal agreement',
        correcao: 'muitos deles vêm da Venezuela',
      },
      {
        trecho: 'a maioria não falam',
        categoria: 'verbal agreement',
        correcao: 'a maioria não fala ("a maioria" sem complemento no plural)',
      },
      {
        trecho: 'haviam, em 2018, diversos relatos',
        categoria: 'verbal agreement',
        correcao: 'havia, em 2018, diversos relatos (haver impessoal)',
      },
      {
        trecho: 'o governo estadual não pode atender',
        categoria: 'context accent',
        correcao: 'o governo estadual não pôde atender (passado: "naquele ano")',
      },
      {
        trecho: 'dos empregadores reforça',
        categoria: 'verbal agreement',
        correcao: 'dos empregadores reforçam (sujeito composto)',
      },
      {
        trecho: 'como inimigos não resolvem',
        categoria: 'verbal agreement',
        correcao: 'como inimigos não resolve (oração infinitiva como sujeito)',
      },
      { trecho: 'vivem meias escondidas', categoria: 'nominal agreement', correcao: 'vivem meio escondidas' },
      {
        trecho: 'risco eminente',
        categoria: 'not expected (paronym: "eminente" is a word, only the meaning asks for "iminente")',
        correcao: 'risco iminente',
      },
      { trecho: 'eles mesmo descendentes', categoria: 'nominal agreement', correcao: 'eles mesmos descendentes' },
      {
        trecho: 'Falta, sobretudo, abrigos',
        categoria: 'verbal agreement',
        correcao: 'Faltam, sobretudo, abrigos (sujeito posposto "abrigos e cursos")',
      },
      { trecho: 'aspiram uma vaga', categoria: 'regência', correcao: 'aspiram a uma vaga' },
      { trecho: 'devido a demora', categoria: 'crase', correcao: 'devido à demora' },
      { trecho: 'estarem quite com', categoria: 'nominal agreement', correcao: 'estarem quites com' },
      { trecho: 'os formulários anexo', categoria: 'nominal agreement', correcao: 'os formulários anexos' },
      { trecho: 'eles tem de sobreviver', categoria: 'verbal agreement', correcao: 'eles têm de sobreviver' },
      { trecho: 'cada vez menas despesas', categoria: 'nominal agreement', correcao: 'cada vez menos despesas' },
      {
        trecho: 'preferem o trabalho informal do que a espera',
        categoria: 'regência',
        correcao: 'preferem o trabalho informal à espera',
      },
      {
        trecho: 'Surgiu, nos últimos anos, iniciativas',
        categoria: 'verbal agreement',
        correcao: 'Surgiram, nos últimos anos, iniciativas (sujeito posposto "iniciativas admiráveis")',
      },
      {
        trecho: 'dizia "muito obrigado"',
        categoria: 'nominal agreement',
        correcao: 'dizia "muito obrigada" (quem agradece é "uma refugiada")',
      },
      { trecho: 'senão fosse a solidariedade', categoria: 'confusable', correcao: 'se não fosse a solidariedade' },
      { trecho: 'não e a falta', categoria: 'context accent', correcao: 'não é a falta' },
      {
        trecho: 'Devem haver, ainda, campanhas',
        categoria: 'verbal agreement',
        correcao: 'Deve haver, ainda, campanhas (haver impessoal com auxiliar)',
      },
      {
        trecho: 'é proibido a discriminação',
        categoria: 'nominal agreement',
        correcao: 'é proibida a discriminação (sujeito determinado "a discriminação")',
      },
      { trecho: 'cabe à ele', categoria: 'crase forbidden', correcao: 'cabe a ele' },
      { trecho: 'daqui há alguns anos', categoria: 'confusable', correcao: 'daqui a alguns anos' },
    ],
  },
  {
    rodada: 16,
    titulo: 'O tráfico de animais silvestres no Brasil',
    texto:
      'Na animação "Rio", o pássaro Blu, uma ararinha-azul, é capturado ainda filhote e levado para os Estados Unidos, onde cresce longe de seu habitat. Embora seja uma obra infantil, o filme retrata uma realidade cruel: chega, todos os anos, aos mercados ilegais milhões de animais retirados da natureza. Nesse cenário, o tráfico de animais silvestres persiste no país devido à fragilidade da fiscalização e à cultura de tratar bichos como mercadoria.\n\n' +
      'Em primeiro lugar, vale ressaltar que a fiscalização ambiental ainda é insuficiente. O comércio ilegal de aves, répteis e macacos movimentam quantias enormes a cada ano e, segundo a Rede Nacional de Combate ao Tráfico de Animais Silvestres (Renctas), fica atrás apenas do tráfico de drogas e de armas. Acerca de vinte anos, essa organização denuncia o problema, mas os órgãos ambientais continuam com poucos fiscais para um território imenso, e os agentes raramente sabem aonde os animais são escondidos. Foi apreendido, somente em um ano, mais de trinta mil animais pelo Ibama, número que representa uma pequena parte do total traficado. Além disso, muitos criadouros comerciais que não obedecem o regulamento do Ibama servem de fachada para o comércio ilegal. As penas previstas na Lei de Crimes Ambientais continuam brando, e quem é flagrado com animais silvestres costuma ser condenado apenas à uma multa. Isso acontece por que os traficantes conhecem as brechas da lei e sabem que não há fiscalização suficiente nas estradas, tão pouco nos aeroportos. Resta, em algumas regiões, poucos exemplares de espécies que já foram abundantes.\n\n' +
      'Em segundo lugar, o tráfico só existe porque há quem compre. Muitos brasileiros ainda enxergam papagaios, tucanos e jabutis como enfeites domésticos, e o costume de manter aves em gaiolas, herdado dos avós, é visto como algo inofensivo. Nas feiras livres de várias cidades, vende-se filhotes à luz do dia, e bastante pessoas compram esses animais sem perguntar de onde vieram. As espécies que mais sofre com esse comércio são justamente as que se tornaram raro na natureza, pois o preço aumenta a medida que o animal fica escasso. Durante o transporte, os filhotes viajam escondidos em garrafas, tubos e caixas de papelão, e grande parte deles morre antes de chegar ao comprador. Ao invés de denunciar, o vizinho que assiste essa crueldade costuma se calar, e o mal exemplo passa de geração em geração. O povo, infelizmente, ainda acham que o bicho vive melhor na gaiola do que na mata.\n\n' +
      'Portanto, para enfrentar o tráfico de animais silvestres, o Ibama, em conjunto com a Polícia Federal e a Polícia Rodoviária Federal, deve intensificar a fiscalização em estradas, portos e aeroportos, por meio da contratação de novos agentes e do uso de cães farejadores e aparelhos de raios X, visando a redução do comércio ilegal e a devolução dos animais à natureza. Além disso, o Congresso Nacional precisa endurecer as penas, sem excessão para os reincidentes, e o Ministério da Educação deve incluir o tema nas aulas de Ciências, com visitas a centros de triagem, para que as crianças aprendam desde cedo que esse comércio vai ao encontro da lei e da vida. Somente assim a história de Blu ficará restrita as telas do cinema.',
    plantados: [
      {
        trecho: 'chega, todos os anos, aos mercados ilegais',
        categoria: 'verbal agreement',
        correcao: 'chegam, todos os anos, aos mercados ilegais (sujeito posposto "milhões de animais")',
      },
      {
        trecho: 'e macacos movimentam',
        categoria: 'verbal agreement',
        correcao: 'e macacos movimenta (núcleo "O comércio", antes do complemento preposicionado)',
      },
      { trecho: 'Acerca de vinte anos', categoria: 'confusable', correcao: 'Há cerca de vinte anos' },
      { trecho: 'sabem aonde os animais', categoria: 'confusable', correcao: 'sabem onde os animais' },
      {
        trecho: 'Foi apreendido, somente em um ano, mais de trinta mil animais',
        categoria: 'verbal agreement',
        correcao: 'Foram apreendidos, somente em um ano, mais de trinta mil animais (voz passiva, sujeito posposto)',
      },
      { trecho: 'obedecem o regulamento', categoria: 'regência', correcao: 'obedecem ao regulamento' },
      {
        trecho: 'continuam brando',
        categoria: 'nominal agreement',
        correcao: 'continuam brandas (predicativo de "As penas")',
      },
      { trecho: 'apenas à uma multa', categoria: 'crase forbidden', correcao: 'apenas a uma multa' },
      {
        trecho: 'acontece por que os traficantes',
        categoria: 'confusable',
        correcao: 'acontece porque os traficantes',
      },
      { trecho: 'tão pouco nos aeroportos', categoria: 'confusable', correcao: 'tampouco nos aeroportos' },
      {
        trecho: 'Resta, em algumas regiões, poucos exemplares',
        categoria: 'verbal agreement',
        correcao: 'Restam, em algumas regiões, poucos exemplares (sujeito posposto "poucos exemplares")',
      },
      {
        trecho: 'vende-se filhotes',
        categoria: 'verbal agreement',
        correcao: 'vendem-se filhotes (voz passiva sintética)',
      },
      { trecho: 'bastante pessoas', categoria: 'nominal agreement', correcao: 'bastantes pessoas' },
      {
        trecho: 'espécies que mais sofre',
        categoria: 'verbal agreement',
        correcao: 'espécies que mais sofrem (antecedente "As espécies")',
      },
      {
        trecho: 'se tornaram raro',
        categoria: 'nominal agreement',
        correcao: 'se tornaram raras (predicativo de "as" = "as espécies")',
      },
      { trecho: 'aumenta a medida que', categoria: 'crase', correcao: 'aumenta à medida que' },
      {
        trecho: 'Ao invés de denunciar',
        categoria: 'not expected ("ao invés de" only for opposites: needs the meaning of the two actions)',
        correcao: 'Em vez de denunciar',
      },
      { trecho: 'assiste essa crueldade', categoria: 'regência', correcao: 'assiste a essa crueldade' },
      { trecho: 'o mal exemplo', categoria: 'confusable', correcao: 'o mau exemplo' },
      {
        trecho: 'ainda acham que o bicho',
        categoria: 'verbal agreement',
        correcao: 'ainda acha que o bicho (coletivo "O povo" no singular)',
      },
      {
        trecho: 'visando a redução',
        categoria: 'regência',
        correcao: 'visando à redução (visar, no sentido de objetivar, pede "a")',
      },
      { trecho: 'sem excessão', categoria: 'spelling', correcao: 'sem exceção' },
      {
        trecho: 'vai ao encontro da lei',
        categoria: 'confusable',
        correcao: 'vai de encontro à lei (oposição, não concordância)',
      },
      { trecho: 'restrita as telas', categoria: 'crase', correcao: 'restrita às telas' },
    ],
  },
  {
    rodada: 17,
    titulo: 'O desafio de erradicar o trabalho análogo à escravidão no Brasil',
    texto:
      'Em 1888, a Lei Áurea aboliu oficialmente a escravidão no Brasil. Mais de um século depois, contudo, ainda é resgatado, todos os anos, milhares de trabalhadores em condições degradantes em fazendas, carvoarias, oficinas de costura e até em residências urbanas. Esse cenário, que envergonha o país diante da comunidade internacional, decorrem da fragilidade da fiscalização estatal e da vulnerabilidade econômica de grande parte da população, fatores que precisam ser enfrentados com urgência.\n\nEm primeiro lugar, a atuação do Estado não acompanha a dimensão do problema. Fazem anos que o número de auditores fiscais do trabalho diminui, e os profissionais que ainda atuam vem enfrentando jornadas exaustivas e ameaças nas regiões mais isoladas. Haviam, em 2023, centenas de cargos vagos na carreira, segundo o sindicato da categoria. Além disso, a demora das operações de resgate implica em mais tempo de sofrimento para as vítimas. A grosso modo, a impunidade funciona como um incentivo: quando não basta as multas para desestimular os empregadores, a exploração se torna um negócio lucrativo. Não por acaso, o Brasil é um dos países que mais registra denúncias desse crime na América Latina.\n\nEm segundo lugar, a pobreza extrema empurra milhares de pessoas para propostas de emprego enganosas. Nas regiões mais carentes do Norte e do Nordeste, percorre os povoados os chamados "gatos", aliciadores que prometem salário, alojamento e alimentação incluso. Ao chegar no alojamento, porém, os trabalhadores descobrem que a dívida com transporte, ferramentas e comida crescem a cada semana e que, por isso, nunca estarão quite com o patrão. Em muitas propriedades, é proibido a saída dos empregados antes do pagamento dessa dívida. Não se trata, portanto, de um emprego mal remunerado, mais de uma forma moderna de servidão. Existe, ainda, casos em que os documentos são retidos e em que a família inteira, incluindo as crianças, trabalham sem receber nada. Nessas situações, a vergonha e o medo de represálias impede que as vítimas procurem as autoridades; muitas, aliás, não denunciam porque elas mesmo não se reconhecem como exploradas.\n\nPortanto, cabe ao Ministério do Trabalho e Emprego, em parceria com o Ministério Público do Trabalho, ampliar a fiscalização nas áreas de maior risco, por meio da realização de concursos para auditores e do monitoramento de propriedades à partir do cruzamento de dados e de imagens de satélite, afim de localizar os focos de exploração antes que novas vítimas sejam aliciadas. Essas operações devem contar com equipes fixas, compostas por auditores, procuradores e policiais, capazes de chegar aos locais mais remotos em poucos dias. Além disso, os resgatados precisam ser incluídos em programas de qualificação profissional e de transferência de renda, para que não retornem a mesma situação de miséria. Por fim, a divulgação periódica da lista de empregadores flagrados permitirá que os consumidores fiquem ao par das empresas envolvidas e deixem de financiar, ainda que indiretamente, a escravidão contemporânea.',
    plantados: [
      {
        trecho: 'ainda é resgatado, todos os anos, milhares de trabalhadores',
        categoria: 'verbal agreement',
        correcao:
          'ainda são resgatados, todos os anos, milhares de trabalhadores (voz passiva com "ser", sujeito posposto "milhares de trabalhadores")',
      },
      {
        trecho: 'internacional, decorrem da fragilidade',
        categoria: 'verbal agreement',
        correcao:
          'internacional, decorre da fragilidade (sujeito "Esse cenário", separado do verbo por uma oração intercalada)',
      },
      {
        trecho: 'Fazem anos que',
        categoria: 'verbal agreement',
        correcao: 'Faz anos que ("fazer" impessoal, indicando tempo decorrido)',
      },
      {
        trecho: 'que ainda atuam vem enfrentando',
        categoria: 'verbal agreement',
        correcao: 'que ainda atuam vêm enfrentando (sujeito "os profissionais")',
      },
      {
        trecho: 'Haviam, em 2023, centenas',
        categoria: 'verbal agreement',
        correcao: 'Havia, em 2023, centenas ("haver" impessoal, no sentido de existir)',
      },
      {
        trecho: 'implica em mais tempo',
        categoria: 'regência',
        correcao: 'implica mais tempo ("implicar" no sentido de acarretar é transitivo direto)',
      },
      { trecho: 'A grosso modo', categoria: 'condemned', correcao: 'Grosso modo' },
      {
        trecho: 'não basta as multas',
        categoria: 'verbal agreement',
        correcao: 'não bastam as multas (sujeito posposto "as multas")',
      },
      {
        trecho: 'um dos países que mais registra',
        categoria: 'verbal agreement',
        correcao: 'um dos países que mais registram ("um dos que": o verbo concorda com "países")',
      },
      {
        trecho: 'percorre os povoados os chamados',
        categoria: 'verbal agreement',
        correcao: 'percorrem os povoados os chamados (sujeito posposto "os chamados gatos")',
      },
      {
        trecho: 'alimentação incluso',
        categoria: 'nominal agreement',
        correcao: 'alimentação inclusa (ou inclusos, concordando com os três substantivos)',
      },
      {
        trecho: 'Ao chegar no alojamento',
        categoria: 'regência',
        correcao: 'Ao chegar ao alojamento ("chegar a" com verbo de movimento)',
      },
      {
        trecho: 'comida crescem a cada semana',
        categoria: 'verbal agreement',
        correcao: 'comida cresce a cada semana (núcleo do sujeito "a dívida", seguido de complemento preposicionado)',
      },
      {
        trecho: 'nunca estarão quite',
        categoria: 'nominal agreement',
        correcao: 'nunca estarão quites (concorda com "os trabalhadores")',
      },
      {
        trecho: 'é proibido a saída',
        categoria: 'nominal agreement',
        correcao: 'é proibida a saída (sujeito determinado pelo artigo "a")',
      },
      {
        trecho: 'remunerado, mais de uma forma',
        categoria: 'confusable',
        correcao: 'remunerado, mas de uma forma (conjunção adversativa "mas")',
      },
      {
        trecho: 'Existe, ainda, casos',
        categoria: 'verbal agreement',
        correcao: 'Existem, ainda, casos (sujeito posposto "casos")',
      },
      {
        trecho: 'as crianças, trabalham sem receber',
        categoria: 'verbal agreement',
        correcao: 'as crianças, trabalha sem receber (sujeito "a família inteira", coletivo no singular)',
      },
      {
        trecho: 'a vergonha e o medo de represálias impede',
        categoria: 'verbal agreement',
        correcao: 'a vergonha e o medo de represálias impedem (sujeito composto)',
      },
      {
        trecho: 'elas mesmo não se reconhecem',
        categoria: 'nominal agreement',
        correcao: 'elas mesmas não se reconhecem ("mesmo" concorda com o pronome "elas")',
      },
      {
        trecho: 'à partir do cruzamento',
        categoria: 'crase forbidden',
        correcao: 'a partir do cruzamento (não há crase antes de verbo)',
      },
      {
        trecho: 'afim de localizar',
        categoria: 'confusable',
        correcao: 'a fim de localizar (locução de finalidade "a fim de")',
      },
      {
        trecho: 'retornem a mesma situação',
        categoria: 'crase',
        correcao: 'retornem à mesma situação ("retornar a" + "a mesma")',
      },
      {
        trecho: 'fiquem ao par das empresas',
        categoria: 'confusable',
        correcao: 'fiquem a par das empresas ("a par" = ciente; "ao par" se usa para câmbio)',
      },
    ],
  },
  {
    rodada: 17,
    titulo: 'Os desafios da gravidez na adolescência no Brasil',
    texto:
      'Segundo a Organização Mundial da Saúde, o Brasil apresenta uma das maiores taxas de gravidez na adolescência da América Latina. Por trás desses números, escondem-se trajetórias interrompidas: meninas que deixam a escola, adiam sonhos e passa a depender da família ou de programas sociais para sobreviver. Diante disso, e fundamental discutir as principais causas desse problema: a ausência de educação sexual nas escolas e a desigualdade social que marca o país.\n\nEm primeiro lugar, a educação sexual ainda é tratada como tabu em muitas escolas e famílias. Falar sobre métodos contraceptivos e sobre o próprio corpo continuam sendo motivo de constrangimento, e muitos pais, por receio ou desconhecimento, preferem o silêncio do que o diálogo. Nas escolas, falta professores preparados e materiais adequados à faixa etária dos estudantes. Uma pesquisa recente com alunos do ensino médio revelou que muitos desconhecem o uso correto do preservativo; a maioria, aliás, afirmaram nunca ter conversado sobre o assunto em casa. Sem informação, essas menina ficam vulneráveis, sobretudo quando namoram com homens mais velhos, que exercem sobre elas uma relação de poder. Muitas não procuram ajuda por que temem o julgamento da comunidade, e o silêncio acaba favorecendo a repetição do problema.\n\nEm segundo lugar, a gravidez precoce aprofunda as desigualdades sociais. Dados do Sistema Único de Saúde mostram que cerca de 14% dos nascimentos do país é de mães com menos de vinte anos, em sua maioria pobres e negras. As jovens de famílias de baixa renda, que já enfrenta dificuldades para permanecer na escola, começam à trabalhar cedo devido a pressão financeira e, muitas vezes, não lhes resta outra saída se não abandonar os estudos. Uma estudante ouvida por um jornal contou que não pode concluir o ensino médio no ano passado porque não encontrou vaga em creche; quando finalmente conseguiu uma, só soube dizer "muito obrigado" à diretora. Sem o apoio do pai da criança, muitas adolescentes tornam-se responsável sozinhas pelo sustento do filho e ficam meias perdidas diante das novas obrigações. As consequências são bastantes graves: com menas escolaridade, essas mães têm acesso apenas a empregos informais e mal pagos, o que perpetua o ciclo da pobreza. As adolescentes que engravidam tem, ainda, mais riscos de complicações no parto, o que torna a questão também um problema de saúde pública.\n\nPortanto, o Ministério da Educação, em parceria com o Ministério da Saúde, deve implementar programas permanentes de educação sexual nas escolas públicas, por meio de aulas ministradas por profissionais das unidades básicas de saúde e de materiais adequados a cada faixa etária, a fim de que os jovens possam tomar decisões conscientes sobre o próprio corpo. Ao invés de cartazes distribuídos no Carnaval, essas ações devem incluir rodas de conversa ao longo de todo o ano letivo e encontros com os pais, para que as famílias também podem participar do diálogo. Além disso, as escolas devem garantir às alunas grávidas o direito de continuar os estudos, com horários flexíveis e vagas em creches próximas, de modo que nenhuma jovem seja excluída da escola e que a permanência das mães adolescentes deixe de ser excessão para se tornar regra.',
    plantados: [
      {
        trecho: 'adiam sonhos e passa a depender',
        categoria: 'verbal agreement',
        correcao: 'adiam sonhos e passam a depender (terceiro verbo coordenado, sujeito "que", antecedente "meninas")',
      },
      {
        trecho: 'e fundamental discutir',
        categoria: 'context accent',
        correcao: 'é fundamental discutir (verbo "ser")',
      },
      {
        trecho: 'corpo continuam sendo',
        categoria: 'verbal agreement',
        correcao: 'corpo continua sendo (sujeito oracional "Falar sobre ...")',
      },
      {
        trecho: 'preferem o silêncio do que o diálogo',
        categoria: 'regência',
        correcao: 'preferem o silêncio ao diálogo ("preferir algo a algo")',
      },
      {
        trecho: 'falta professores preparados',
        categoria: 'verbal agreement',
        correcao: 'faltam professores preparados (sujeito posposto "professores preparados e materiais adequados")',
      },
      {
        trecho: 'a maioria, aliás, afirmaram',
        categoria: 'verbal agreement',
        correcao: 'a maioria, aliás, afirmou (núcleo "a maioria", sem complemento no plural)',
      },
      { trecho: 'essas menina ficam', categoria: 'nominal agreement', correcao: 'essas meninas ficam' },
      {
        trecho: 'namoram com homens',
        categoria: 'regência',
        correcao: 'namoram homens ("namorar" é transitivo direto)',
      },
      { trecho: 'ajuda por que temem', categoria: 'confusable', correcao: 'ajuda porque temem (conjunção causal)' },
      {
        trecho: '14% dos nascimentos do país é de mães',
        categoria: 'verbal agreement',
        correcao: '14% dos nascimentos do país são de mães (percentual plural com complemento "dos nascimentos")',
      },
      {
        trecho: 'que já enfrenta dificuldades',
        categoria: 'verbal agreement',
        correcao: 'que já enfrentam dificuldades (antecedente de "que": "As jovens de famílias de baixa renda")',
      },
      {
        trecho: 'começam à trabalhar',
        categoria: 'crase forbidden',
        correcao: 'começam a trabalhar (não há crase antes de verbo)',
      },
      {
        trecho: 'devido a pressão financeira',
        categoria: 'crase',
        correcao: 'devido à pressão financeira ("devido a" + "a pressão")',
      },
      {
        trecho: 'outra saída se não abandonar',
        categoria: 'confusable',
        correcao: 'outra saída senão abandonar ("senão" = a não ser)',
      },
      {
        trecho: 'não pode concluir',
        categoria: 'context accent',
        correcao: 'não pôde concluir (pretérito perfeito, "no ano passado")',
      },
      {
        trecho: 'dizer "muito obrigado"',
        categoria: 'nominal agreement',
        correcao: 'dizer "muito obrigada" (quem agradece é a estudante)',
      },
      {
        trecho: 'tornam-se responsável sozinhas',
        categoria: 'nominal agreement',
        correcao: 'tornam-se responsáveis sozinhas (predicativo de "muitas adolescentes")',
      },
      {
        trecho: 'ficam meias perdidas',
        categoria: 'nominal agreement',
        correcao: 'ficam meio perdidas ("meio" advérbio, invariável)',
      },
      {
        trecho: 'são bastantes graves',
        categoria: 'nominal agreement',
        correcao: 'são bastante graves ("bastante" advérbio junto de adjetivo, invariável)',
      },
      {
        trecho: 'com menas escolaridade',
        categoria: 'nominal agreement',
        correcao: 'com menos escolaridade ("menos" é invariável)',
      },
      {
        trecho: 'que engravidam tem, ainda,',
        categoria: 'verbal agreement',
        correcao: 'que engravidam têm, ainda, (sujeito "As adolescentes")',
      },
      {
        trecho: 'Ao invés de cartazes',
        categoria: 'confusable',
        correcao: 'Em vez de cartazes ("ao invés de" só com ideias opostas)',
      },
      {
        trecho: 'também podem participar',
        categoria: 'not expected (mood: indicative where "para que" requires the subjunctive)',
        correcao: 'também possam participar',
      },
      { trecho: 'deixe de ser excessão', categoria: 'spelling', correcao: 'deixe de ser exceção' },
    ],
  },
  {
    rodada: 17,
    titulo: 'Os impactos das enchentes nas cidades brasileiras',
    texto:
      'Em maio de 2024, as chuvas que atingiram o Rio Grande do Sul deixaram centenas de milhares de pessoas desalojadas e transformaram bairros inteiros em lagos. Tragédias como essa, infelizmente, não são exceção: todos os anos, ocorre deslizamentos e alagamentos em diversas regiões do país, sobretudo nas grandes cidades. Esse quadro resulta da ocupação desordenada do espaço urbano e da ausência de uma política publica de prevenção, problemas que se agravam com as mudanças climáticas.\n\nEm primeiro lugar, o crescimento acelerado das cidades, sem o devido planejamento, empurrou a população mais pobre para encostas e margens de rios. Constrói-se casas em áreas de risco porque os terrenos são baratos e próximos do trabalho, e muitas famílias vivem nesses locais a décadas sem qualquer infraestrutura. Com o solo e a vegetação destruídas, a água da chuva deixa de ser absorvida e escorre com força pelas ruas. Bueiros e córregos, por sua vez, ficam entupido de lixo, o que transforma qualquer temporal em enchente. Segundo especialistas, devem haver, apenas nas capitais, milhares de imóveis nessa situação, e no último verão mais de um município paulista decretaram estado de calamidade. As famílias que vivem às margens dos córregos e nas encostas mais íngremes, são sempre as primeiras a perder tudo, sobretudo em bairros aonde não existe coleta regular de lixo.\n\nEm segundo lugar, o poder público costuma agir apenas depois das tragédias. Surge, a cada temporada de chuvas, novas promessas de obras de drenagem, mas pouco se discute há cerca das causas estruturais do problema. Muitas construtoras não obedecem as normas ambientais, e a fiscalização, quando existe, é lenta. A população não é consultada sobre os planos diretores, tão pouco informada sobre os riscos que corre. Além disso, em muitos municípios a Defesa Civil esta despreparada: as equipes deveriam permanecer alertas durante toda a temporada, mas carecem de pessoal e de equipamentos. Resta às famílias poucas alternativas: abandonar a casa ou arriscar a vida. Esse mal planejamento desrespeita o direito à moradia digna, previsto na Constituição, e frustra quem aspira uma vida segura.\n\nPortanto, cabe ao Governo Federal, em parceria com as prefeituras, investir em obras de drenagem e em sistemas de alerta, por meio de recursos de um fundo nacional destinado a previnir desastres climáticos, a fim de reduzir as perdas humanas e materiais causadas pelas chuvas. Os projetos devem ser apresentados com os mapas de risco anexo, e a liberação das verbas deve acontecer a medida que as obras forem executadas. Paralelamente, as famílias que vivem em áreas de risco precisam ser reassentadas em moradias próximas de seus locais de trabalho, o que vai de encontro às suas necessidades e evita novas ocupações irregulares. Essas ações devem ser pensadas à longo prazo, e não apenas nos meses de chuva. Se as prefeituras investissem hoje em prevenção, os prejuízos das próximas enchentes diminuirão de forma significativa.',
    plantados: [
      {
        trecho: 'ocorre deslizamentos e alagamentos',
        categoria: 'verbal agreement',
        correcao: 'ocorrem deslizamentos e alagamentos (sujeito posposto)',
      },
      {
        trecho: 'política publica de prevenção',
        categoria: 'context accent',
        correcao: 'política pública de prevenção (adjetivo, não o verbo "publicar")',
      },
      {
        trecho: 'Constrói-se casas',
        categoria: 'verbal agreement',
        correcao: 'Constroem-se casas (voz passiva sintética, sujeito "casas")',
      },
      {
        trecho: 'nesses locais a décadas',
        categoria: 'confusable',
        correcao: 'nesses locais há décadas (tempo decorrido, verbo "haver")',
      },
      {
        trecho: 'a vegetação destruídas',
        categoria: 'nominal agreement',
        correcao: 'a vegetação destruída (ou destruídos, concordando com os dois substantivos)',
      },
      {
        trecho: 'ficam entupido de lixo',
        categoria: 'nominal agreement',
        correcao: 'ficam entupidos de lixo (predicativo de "Bueiros e córregos")',
      },
      {
        trecho: 'devem haver, apenas nas capitais',
        categoria: 'verbal agreement',
        correcao: 'deve haver, apenas nas capitais ("haver" impessoal transmite a impessoalidade ao auxiliar)',
      },
      {
        trecho: 'mais de um município paulista decretaram',
        categoria: 'verbal agreement',
        correcao: 'mais de um município paulista decretou ("mais de um" leva o verbo ao singular)',
      },
      {
        trecho: 'encostas mais íngremes, são sempre',
        categoria: 'not expected (comma between a long subject and its verb)',
        correcao: 'encostas mais íngremes são sempre',
      },
      {
        trecho: 'bairros aonde não existe',
        categoria: 'confusable',
        correcao: 'bairros onde não existe (sem ideia de movimento)',
      },
      {
        trecho: 'Surge, a cada temporada de chuvas, novas promessas',
        categoria: 'verbal agreement',
        correcao: 'Surgem, a cada temporada de chuvas, novas promessas (sujeito posposto "novas promessas")',
      },
      {
        trecho: 'há cerca das causas',
        categoria: 'confusable',
        correcao: 'acerca das causas ("acerca de" = a respeito de)',
      },
      { trecho: 'obedecem as normas', categoria: 'regência', correcao: 'obedecem às normas ("obedecer a")' },
      {
        trecho: 'tão pouco informada',
        categoria: 'confusable',
        correcao: 'tampouco informada ("tampouco" = também não)',
      },
      {
        trecho: 'Defesa Civil esta despreparada',
        categoria: 'context accent',
        correcao: 'Defesa Civil está despreparada (verbo "estar")',
      },
      {
        trecho: 'permanecer alertas',
        categoria: 'nominal agreement',
        correcao: 'permanecer alerta ("alerta" advérbio, invariável)',
      },
      {
        trecho: 'Resta às famílias poucas alternativas',
        categoria: 'verbal agreement',
        correcao: 'Restam às famílias poucas alternativas (sujeito posposto "poucas alternativas")',
      },
      {
        trecho: 'Esse mal planejamento',
        categoria: 'confusable',
        correcao: 'Esse mau planejamento (adjetivo, oposto de "bom")',
      },
      {
        trecho: 'aspira uma vida segura',
        categoria: 'regência',
        correcao: 'aspira a uma vida segura ("aspirar" no sentido de desejar pede "a")',
      },
      { trecho: 'destinado a previnir', categoria: 'spelling', correcao: 'destinado a prevenir' },
      {
        trecho: 'mapas de risco anexo',
        categoria: 'nominal agreement',
        correcao: 'mapas de risco anexos (concorda com "os mapas")',
      },
      {
        trecho: 'acontecer a medida que',
        categoria: 'crase',
        correcao: 'acontecer à medida que (locução conjuntiva feminina)',
      },
      {
        trecho: 'vai de encontro às suas necessidades',
        categoria: 'confusable',
        correcao: 'vai ao encontro das suas necessidades ("de encontro a" = em oposição a)',
      },
      {
        trecho: 'à longo prazo',
        categoria: 'crase forbidden',
        correcao: 'a longo prazo (não há crase antes de palavra masculina)',
      },
      {
        trecho: 'enchentes diminuirão',
        categoria: 'not expected (sequence of tenses: "se" with the imperfect subjunctive asks for the conditional)',
        correcao: 'enchentes diminuiriam',
      },
    ],
  },
  {
    rodada: 18,
    titulo: 'Os desafios do combate à desinformação nas redes sociais',
    texto:
      'No romance "1984", de George Orwell, o Ministério da Verdade reescreve os fatos para controlar aquilo em que a população acredita. Fora da ficção, o Brasil enfrenta um problema semelhante: circula diariamente, nas redes sociais, milhares de notícias falsas que confundem os cidadãos e ameaçam a democracia. Esse cenário se deve a lógica das plataformas digitais e à fragilidade da educação midiática no país, fatores que precisam ser enfrentados com urgência.\n\nEm primeiro lugar, as plataformas lucram com o tempo que os usuários passam conectados. Os algoritmos, que selecionam o conteúdo exibido a cada pessoa e priorizam publicações capazes de provocar indignação, acaba favorecendo os boatos, pois estes despertam emoções fortes e, por isso, são mais compartilhados. Um estudo do Instituto de Tecnologia de Massachusetts, publicado há alguns anos atrás, mostrou que uma mentira se espalha muito mais rapidamente do que uma notícia verdadeira. Além disso, utiliza-se, a cada eleição, novas estratégias de manipulação, como os vídeos criado por inteligência artificial, os quais imita com perfeição a voz de candidatos. Ainda assim, as empresas de tecnologia não tem interesse em conter esses conteúdos, já que eles geram lucro, e cabe ao Estado por limites à atuação delas.\n\nEm segundo lugar, a escola brasileira ainda não prepara os estudantes para analizar criticamente o que leem na internet, e a pratica de checar fontes quase nunca faz parte das aulas. Fora da escola, a situação não é melhor: a população idosa, que chegou às redes sociais há pouco tempo, compartilham mensagens sem verificar sua origem. Muitas vezes, alguém recebe uma notícia alarmante e o repassa aos parentes sem desconfiar de nada. Tanto a escola quanto a família deveria ensinar os jovens a checar informações, mais isso raramente acontece. Os brasileiros que passam horas por dia em aplicativos de mensagens, tornam-se alvos fáceis de quem deseja manipulá-los. As consequências desse mal hábito são grave: durante a pandemia de covid-19, boatos sobre vacinas levaram milhares de pessoas à recusar a imunização. Haviam, naquele período, grupos inteiros dedicados a espalhar mentiras sobre a ciência.\n\nPortanto, é urgente enfrentar a desinformação no Brasil. Para isso, o Ministério da Educação, em parceria com as secretarias estaduais, deve incluir a educação midiática no currículo do ensino médio, por meio de oficinas semanais em que os alunos aprendam a verificar fontes e a identificar montagens, afim de formar cidadãos capazes de reconhecer uma mentira. Essas oficinas, conduzidas por professores capacitados, poderiam ainda ser abertas às famílias em seções realizadas aos sábados. Além disso, o Congresso Nacional deve aprovar uma lei que obrigue as plataformas a remover, à partir de denúncias verificadas, os conteúdos falsos e a obedecer as decisões da Justiça, sob pena de multas proporcional ao faturamento das empresas. Assim, a sociedade brasileira deixará de ser refém das mentiras que circulam na internet.',
    plantados: [
      {
        trecho: 'circula diariamente, nas redes sociais, milhares',
        categoria: 'verbal agreement',
        correcao:
          'circulam diariamente, nas redes sociais, milhares (o sujeito posposto "milhares de notícias falsas" é plural)',
      },
      { trecho: 'se deve a lógica', categoria: 'crase', correcao: 'se deve à lógica (dever-se a + a lógica)' },
      {
        trecho: 'acaba favorecendo',
        categoria: 'verbal agreement',
        correcao: 'acabam favorecendo (o sujeito "Os algoritmos", distante por causa da oração intercalada, é plural)',
      },
      {
        trecho: 'há alguns anos atrás',
        categoria: 'condemned',
        correcao: 'há alguns anos (pleonasmo: "há" já indica tempo passado)',
      },
      {
        trecho: 'utiliza-se, a cada eleição, novas',
        categoria: 'verbal agreement',
        correcao: 'utilizam-se, a cada eleição, novas (voz passiva sintética: o sujeito "novas estratégias" é plural)',
      },
      {
        trecho: 'os vídeos criado',
        categoria: 'nominal agreement',
        correcao: 'os vídeos criados (o particípio concorda com "vídeos")',
      },
      {
        trecho: 'os quais imita',
        categoria: 'verbal agreement',
        correcao: 'os quais imitam (o relativo retoma "os vídeos", plural)',
      },
      {
        trecho: 'não tem interesse',
        categoria: 'verbal agreement',
        correcao: 'não têm interesse (sujeito plural "as empresas de tecnologia")',
      },
      {
        trecho: 'ao Estado por limites',
        categoria: 'context accent',
        correcao: 'ao Estado pôr limites (verbo pôr, com acento diferencial)',
      },
      { trecho: 'analizar', categoria: 'spelling', correcao: 'analisar (grafia com s)' },
      {
        trecho: 'a pratica de checar',
        categoria: 'context accent',
        correcao: 'a prática de checar (substantivo, proparoxítona acentuada)',
      },
      {
        trecho: 'compartilham mensagens',
        categoria: 'verbal agreement',
        correcao: 'compartilha mensagens (o sujeito é o coletivo singular "a população idosa")',
      },
      {
        trecho: 'e o repassa',
        categoria: 'nominal agreement',
        correcao: 'e a repassa (o pronome retoma "uma notícia", feminino)',
      },
      {
        trecho: 'Tanto a escola quanto a família deveria',
        categoria: 'verbal agreement',
        correcao: 'Tanto a escola quanto a família deveriam (sujeito composto ligado por "tanto ... quanto")',
      },
      {
        trecho: 'mais isso raramente',
        categoria: 'confusable',
        correcao: 'mas isso raramente (conjunção adversativa)',
      },
      {
        trecho: 'aplicativos de mensagens, tornam-se',
        categoria: 'not expected (comma between a long subject and its verb)',
        correcao: 'aplicativos de mensagens tornam-se (não se separa o sujeito do verbo por vírgula)',
      },
      {
        trecho: 'desse mal hábito',
        categoria: 'confusable',
        correcao: 'desse mau hábito (adjetivo mau, oposto de bom)',
      },
      {
        trecho: 'são grave',
        categoria: 'nominal agreement',
        correcao: 'são graves (o predicativo concorda com "As consequências")',
      },
      { trecho: 'à recusar', categoria: 'crase forbidden', correcao: 'a recusar (não há crase antes de verbo)' },
      {
        trecho: 'Haviam, naquele período,',
        categoria: 'verbal agreement',
        correcao: 'Havia, naquele período, (haver no sentido de existir é impessoal)',
      },
      { trecho: 'afim de formar', categoria: 'confusable', correcao: 'a fim de formar (locução de finalidade)' },
      {
        trecho: 'em seções realizadas',
        categoria: 'confusable',
        correcao: 'em sessões realizadas (sessão = reunião; seção = divisão)',
      },
      {
        trecho: 'à partir de denúncias',
        categoria: 'crase forbidden',
        correcao: 'a partir de denúncias (locução "a partir de": não há crase antes de verbo)',
      },
      {
        trecho: 'obedecer as decisões',
        categoria: 'regência',
        correcao: 'obedecer às decisões (obedecer pede a preposição a)',
      },
      {
        trecho: 'multas proporcional',
        categoria: 'nominal agreement',
        correcao: 'multas proporcionais (o adjetivo concorda com "multas")',
      },
    ],
  },
  {
    rodada: 18,
    titulo: 'Os riscos da automedicação no Brasil',
    texto:
      'A Constituição Federal de 1988 garante a todos o direito à saúde. No entanto, grande parte dos brasileiros ainda recorre a farmácia antes de procurar um profissional e consome remédios por conta própria. Trata-se de uma prática perigosa, cujas causas estão ligadas à demora no atendimento público e à influência da publicidade, e que precisa ser combatida.\n\nEm primeiro lugar, fazem décadas que o Sistema Único de Saúde convive com longas filas de espera. Quando alguém adoece, precisa escolher entre passar horas em unidades de saúde e hospitais lotado ou resolver o problema sozinho. Muitos preferem tomar um comprimido do que esperar atendimento, e é compreensível que façam essa escolha. Porém, ao usar um remédio sem consultar um medico, o paciente pode mascarar doenças graves e retardar o diagnóstico, o que implica em mais gastos para o próprio sistema. Além disso, o uso incorreto de antibióticos torna as bactérias resistente ao tratamento, o que representa um risco eminente para toda a população. Foi aprovado, em 2010, uma resolução da Anvisa que exige a retenção da receita desses medicamentos, mas ainda há farmácias que a descumprem.\n\nEm segundo lugar, a publicidade de medicamentos estimula o consumo. A propaganda, exibida em horário nobre e protagonizada por atores famosos, trás a ideia de que qualquer dor se resolve com uma pílula. Somada a facilidade de comprar remédios pela internet, essa mensagem leva muitas pessoas a tomar um analgésico à cada nova dor de cabeça. Contudo, nenhum desses remédios estão livres de efeitos colaterais: segundo o que diz os farmacêuticos, até um analgésico comum pode causar danos ao fígado quando consumido em excesso. Ademais, muitos pacientes interrompem o tratamento quando se sentem melhor e volta a tomar o remédio ao primeiro sinal de dor. Cada um desses hábitos aumentam o risco de efeitos adversos, e os medicamentos já são a principal causa de intoxicação registrada no país. Tratam-se de casos que poderiam ser evitados com orientação adequada. Os efeitos da propaganda sobre o consumo são conhecidos há anos. Por isso, a legislação brasileira continua permitindo anúncios de remédios na televisão.\n\nAo meu ver, portanto, o combate à automedicação exige ações conjuntas. O Ministério da Saúde, em parceria com o Conselho Federal de Farmácia, deve promover campanhas educativas na televisão e nas redes sociais, por meio de vídeos curtos gravados por profissionais de saúde, com o objetivo de alertar a população sobre os riscos de tomar qualquer remédios sem orientação. Essas campanhas devem ensinar que, em caso de duvida, o cidadão pode pedir ajuda ao farmacêutico, cuja orientação é um serviço gratuíto, e que é preciso procurar um posto de saúde quando os sintomas persistir. Paralelamente, as prefeituras devem ampliar o horário de funcionamento dos postos, o que resultaria em menas filas e em um atendimento mais rápido. Assim, a saúde dos brasileiros deixará de ser posta em risco por uma pílula tomada às pressas.',
    plantados: [
      { trecho: 'recorre a farmácia', categoria: 'crase', correcao: 'recorre à farmácia (recorrer a + a farmácia)' },
      {
        trecho: 'fazem décadas',
        categoria: 'verbal agreement',
        correcao: 'faz décadas (fazer indicando tempo decorrido é impessoal)',
      },
      {
        trecho: 'hospitais lotado',
        categoria: 'nominal agreement',
        correcao: 'hospitais lotados (adjetivo depois de dois substantivos de gêneros diferentes: masculino plural)',
      },
      {
        trecho: 'preferem tomar um comprimido do que esperar',
        categoria: 'regência',
        correcao: 'preferem tomar um comprimido a esperar (preferir algo a algo)',
      },
      {
        trecho: 'consultar um medico',
        categoria: 'context accent',
        correcao: 'consultar um médico (substantivo, proparoxítona acentuada)',
      },
      {
        trecho: 'implica em mais gastos',
        categoria: 'regência',
        correcao: 'implica mais gastos (implicar, no sentido de acarretar, é transitivo direto)',
      },
      {
        trecho: 'bactérias resistente',
        categoria: 'nominal agreement',
        correcao: 'bactérias resistentes (o predicativo do objeto concorda com "as bactérias")',
      },
      {
        trecho: 'risco eminente',
        categoria: 'confusable',
        correcao: 'risco iminente (iminente = prestes a acontecer; eminente = elevado, ilustre)',
      },
      {
        trecho: 'Foi aprovado, em 2010, uma resolução',
        categoria: 'nominal agreement',
        correcao:
          'Foi aprovada, em 2010, uma resolução (o particípio da passiva concorda com o sujeito posposto "uma resolução")',
      },
      { trecho: 'trás a ideia', categoria: 'confusable', correcao: 'traz a ideia (verbo trazer; trás = atrás)' },
      { trecho: 'Somada a facilidade', categoria: 'crase', correcao: 'Somada à facilidade (somar a + a facilidade)' },
      {
        trecho: 'à cada nova dor',
        categoria: 'crase forbidden',
        correcao: 'a cada nova dor (não há crase antes de "cada")',
      },
      {
        trecho: 'nenhum desses remédios estão livres',
        categoria: 'verbal agreement',
        correcao: 'nenhum desses remédios está livre ("nenhum dos" pede o verbo no singular)',
      },
      {
        trecho: 'o que diz os farmacêuticos',
        categoria: 'verbal agreement',
        correcao: 'o que dizem os farmacêuticos (o sujeito posposto "os farmacêuticos" é plural)',
      },
      {
        trecho: 'e volta a tomar',
        categoria: 'verbal agreement',
        correcao: 'e voltam a tomar (segundo verbo coordenado do sujeito "muitos pacientes")',
      },
      {
        trecho: 'Cada um desses hábitos aumentam',
        categoria: 'verbal agreement',
        correcao: 'Cada um desses hábitos aumenta (o núcleo do sujeito é "cada um")',
      },
      {
        trecho: 'Tratam-se de casos',
        categoria: 'verbal agreement',
        correcao: 'Trata-se de casos (com "se" índice de indeterminação do sujeito o verbo fica no singular)',
      },
      {
        trecho: 'Por isso, a legislação',
        categoria: 'not expected (a causal connective where the sense asks for concession)',
        correcao: 'Apesar disso, a legislação (o sentido é de concessão, não de consequência)',
      },
      { trecho: 'Ao meu ver', categoria: 'condemned', correcao: 'A meu ver (forma consagrada da expressão)' },
      {
        trecho: 'qualquer remédios',
        categoria: 'nominal agreement',
        correcao: 'quaisquer remédios (qualquer flexiona no plural)',
      },
      {
        trecho: 'em caso de duvida',
        categoria: 'context accent',
        correcao: 'em caso de dúvida (substantivo, proparoxítona acentuada)',
      },
      { trecho: 'gratuíto', categoria: 'spelling', correcao: 'gratuito (sem acento: ditongo "ui")' },
      {
        trecho: 'os sintomas persistir',
        categoria: 'verbal agreement',
        correcao: 'os sintomas persistirem (futuro do subjuntivo concorda com "os sintomas")',
      },
      { trecho: 'menas filas', categoria: 'nominal agreement', correcao: 'menos filas ("menos" é invariável)' },
    ],
  },
  {
    rodada: 18,
    titulo: 'Os desafios para reduzir o consumo de plástico descartável no Brasil',
    texto:
      'Desde a década de 1950, quando se popularizou, o plástico passou a fazer parte de quase todos os momentos do cotidiano. Hoje, é produzido anualmente no mundo mais de 400 milhões de toneladas desse material, e boa parte dele vira lixo após um único uso. No Brasil, o consumo de descartáveis ainda é incentivado pela conveniência e pela falta de fiscalização, o que torna urgente discutir os caminhos para reduzi-lo.\n\nEm primeiro lugar, a praticidade dos descartáveis esconde seu custo ambiental. O descarte incorreto de sacolas, copos e canudos provocam o entupimento de bueiros e o acúmulo de lixo as margens dos rios. Grande parte desses resíduos, levada pela correnteza, termina no oceano, onde vive milhares de espécies marinhas. Segundo a ONU, os detritos plásticos que chega ao mar todos os anos somam milhões de toneladas, e os microplásticos, invisível a olho nu, já foram encontrados até no sangue humano. Isso acontece por que o plástico demora séculos para se decompor e, a medida que se fragmenta, contamina a água e os animais. Frequentemente, assistimos cenas de tartarugas presas em sacolas, mas o choque dura pouco.\n\nEm segundo lugar, faltam políticas que responsabilizem quem produz e quem vende. O governo e a indústria transfere toda a responsabilidade para o consumidor, que muitas vezes não sabe como separar o lixo. Diante de tantas embalagens diferentes, os consumidores ficam meios perdidos e acabam jogando-os no lixo comum. Além disso, copos e garrafas descartável continuam sendo distribuídos em eventos e lanchonetes, e as empresas que infligem as normas ambientais raramente são punidas. Em algumas cidades, ficou proibido a distribuição gratuita de sacolas nos supermercados, mas essa medida ainda é exceção no pais. Com frequência, quem vai no supermercado não tem acesso à uma alternativa reutilizável e barata. Não basta, porém, campanhas isoladas: e preciso que o poder público enfrente esse impecilho.\n\nPortanto, é necessário reduzir o consumo de plástico descartável no Brasil. Para isso, o Ministério do Meio Ambiente, em parceria com as prefeituras, deve criar um programa nacional de substituição de descartáveis, oferecendo, incentivos fiscais às empresas que adotarem embalagens reutilizáveis ou biodegradáveis, para que as indústrias assuma sua parte na solução do problema. Esse programa também deve instalar pontos de coleta de plástico nos supermercados, garantir à essas redes o apoio de cooperativas de reciclagem e promover campanhas de conscientização nas escolas, que ensinem as crianças a separar o lixo. Dessa forma, o país poderá proteger seus rios e oceanos para as próximas gerações.',
    plantados: [
      {
        trecho: 'é produzido anualmente',
        categoria: 'verbal agreement',
        correcao:
          'são produzidas anualmente (passiva com o sujeito posposto "mais de 400 milhões de toneladas", plural)',
      },
      {
        trecho: 'canudos provocam',
        categoria: 'verbal agreement',
        correcao: 'canudos provoca (o núcleo do sujeito é "O descarte", singular)',
      },
      {
        trecho: 'lixo as margens',
        categoria: 'crase',
        correcao: 'lixo às margens (locução adverbial feminina "às margens de")',
      },
      {
        trecho: 'onde vive milhares',
        categoria: 'verbal agreement',
        correcao: 'onde vivem milhares (o sujeito posposto "milhares de espécies" é plural)',
      },
      {
        trecho: 'que chega ao mar',
        categoria: 'verbal agreement',
        correcao: 'que chegam ao mar (o relativo retoma "os detritos plásticos", plural)',
      },
      {
        trecho: 'invisível a olho nu',
        categoria: 'nominal agreement',
        correcao: 'invisíveis a olho nu (o adjetivo concorda com "os microplásticos")',
      },
      { trecho: 'acontece por que', categoria: 'confusable', correcao: 'acontece porque (conjunção causal)' },
      { trecho: 'a medida que', categoria: 'crase', correcao: 'à medida que (locução conjuntiva proporcional)' },
      {
        trecho: 'assistimos cenas',
        categoria: 'regência',
        correcao: 'assistimos a cenas (assistir, no sentido de ver, pede a preposição a)',
      },
      {
        trecho: 'O governo e a indústria transfere',
        categoria: 'verbal agreement',
        correcao: 'O governo e a indústria transferem (sujeito composto anteposto)',
      },
      {
        trecho: 'meios perdidos',
        categoria: 'nominal agreement',
        correcao: 'meio perdidos ("meio", advérbio, é invariável)',
      },
      {
        trecho: 'jogando-os',
        categoria: 'nominal agreement',
        correcao: 'jogando-as (o pronome retoma "embalagens", feminino)',
      },
      {
        trecho: 'garrafas descartável',
        categoria: 'nominal agreement',
        correcao: 'garrafas descartáveis (o adjetivo concorda com "copos e garrafas")',
      },
      {
        trecho: 'infligem',
        categoria: 'confusable',
        correcao: 'infringem (infringir = violar; infligir = aplicar pena)',
      },
      {
        trecho: 'ficou proibido a distribuição',
        categoria: 'nominal agreement',
        correcao: 'ficou proibida a distribuição (com sujeito determinado, o particípio concorda: "a distribuição")',
      },
      {
        trecho: 'exceção no pais',
        categoria: 'context accent',
        correcao: 'exceção no país (substantivo país; pais = pai e mãe)',
      },
      {
        trecho: 'vai no supermercado',
        categoria: 'regência',
        correcao: 'vai ao supermercado (ir pede a preposição a)',
      },
      {
        trecho: 'acesso à uma',
        categoria: 'crase forbidden',
        correcao: 'acesso a uma (não há crase antes de artigo indefinido)',
      },
      {
        trecho: 'Não basta, porém, campanhas',
        categoria: 'verbal agreement',
        correcao: 'Não bastam, porém, campanhas (o sujeito posposto "campanhas isoladas" é plural)',
      },
      { trecho: 'e preciso que', categoria: 'context accent', correcao: 'é preciso que (verbo ser)' },
      { trecho: 'impecilho', categoria: 'spelling', correcao: 'empecilho (grafia com e)' },
      {
        trecho: 'oferecendo, incentivos',
        categoria: 'not expected (comma between a verb and its object)',
        correcao: 'oferecendo incentivos (não se separa o verbo de seu complemento por vírgula)',
      },
      {
        trecho: 'as indústrias assuma',
        categoria: 'verbal agreement',
        correcao: 'as indústrias assumam (sujeito plural "as indústrias")',
      },
      {
        trecho: 'à essas redes',
        categoria: 'crase forbidden',
        correcao: 'a essas redes (não há crase antes de pronome demonstrativo)',
      },
    ],
  },
  {
    rodada: 19,
    titulo: 'Os desafios da superlotação do sistema prisional brasileiro',
    texto:
      'Segundo a Lei de Execução Penal, a pena de prisão deve ter como objetivo a reintegração social do condenado. No entanto, o Brasil e o terceiro país com a maior população carcerária do mundo, e suas penitenciárias estão longe de cumprir essa função. Haviam, em 2023, mais de 640 mil pessoas presas em unidades com capacidade para bem menos gente. A superlotação e a violência transforma as prisões em espaços de degradação, quadro que decorre da cultura do encarceramento e da omissão do Estado.\n\nEm primeiro lugar, a cultura do encarceramento faz com que a prisão seja vista como a única resposta ao crime. Muitos juízes preferem mais prender do que aplicar outras medidas, mesmo em casos de delitos leves e sem violência. O acúmulo de processos nas varas criminais atrasam os julgamentos, e os presos provisórios, que ainda aguarda uma sentença, representam cerca de um quarto da população carcerária. A grosso modo, pode-se dizer que o sistema pune antes de julgar. Além disso, a aplicação de penas alternativos é rara, mais o que se vê nos presídios é ainda pior: pessoas que cometeram pequenos furtos passam à cumprir pena ao lado de integrantes de facções. A reincidência, nesse cenário, não é excessão, e sim regra.\n\nEm segundo lugar, a omissão do Estado agrava o quadro. As celas projetadas para oito detentos, segundo relatórios do Conselho Nacional de Justiça, recebe até trinta pessoas. Falta, na maioria das unidades, condições mínimas de higiene e atendimento médico, e doenças como a tuberculose se espalham com facilidade em um ambiente aonde a lei do mais forte prevalece. As penitenciárias, embora tenham sido ampliadas na última década, continuam lotado. Constrói-se presídios novos, mas não se investe em educação nem em trabalho para os internos. Os agentes penitenciários, em número insuficiente, ficam meios desamparados diante das facções criminosas, que tem espaço livre para recrutar novos membros. Como consequência, o mal funcionamento das prisões alimenta a própria criminalidade que elas deveriam combater.\n\nSe percebe, portanto, que a superlotação carcerária exige ação imediata. Para enfrentá-la, é necessário a revisão das prisões provisórias pelo Conselho Nacional de Justiça, por meio de mutirões carcerários, a fim de garantir o direito a defesa e a julgamentos rápidos. Além disso, devem haver alternativas à prisão para crimes sem violência, como a prestação de serviços à comunidade. Cabe ao Ministério da Justiça, por fim, ampliar as vagas em cursos profissionalizantes e a criação de oficinas de trabalho nos presídios, para que o condenado, ao sair, tenha outra opção além do crime. Só assim a pena cumprirá, e não apenas as vezes, o papel que a lei lhe atribui.',
    plantados: [
      { trecho: 'o Brasil e o terceiro país', categoria: 'context accent', correcao: 'o Brasil é o terceiro país' },
      {
        trecho: 'Haviam, em 2023, mais',
        categoria: 'verbal agreement (haver impessoal)',
        correcao: 'Havia, em 2023, mais',
      },
      {
        trecho: 'A superlotação e a violência transforma',
        categoria: 'verbal agreement (compound subject)',
        correcao: 'A superlotação e a violência transformam',
      },
      {
        trecho: 'preferem mais prender do que aplicar',
        categoria: 'regência (preferir … a)',
        correcao: 'preferem prender a aplicar',
      },
      {
        trecho: 'nas varas criminais atrasam os julgamentos',
        categoria: 'verbal agreement (head noun before a prepositional complement)',
        correcao: 'O acúmulo de processos nas varas criminais atrasa os julgamentos',
      },
      {
        trecho: 'que ainda aguarda uma sentença',
        categoria: 'verbal agreement (relative "que" with a plural antecedent)',
        correcao: 'que ainda aguardam uma sentença',
      },
      { trecho: 'A grosso modo', categoria: 'condemned', correcao: 'Grosso modo' },
      {
        trecho: 'penas alternativos',
        categoria: 'nominal agreement (noun and adjective)',
        correcao: 'penas alternativas',
      },
      { trecho: 'mais o que se vê', categoria: 'confusable (mas/mais)', correcao: 'mas o que se vê' },
      { trecho: 'passam à cumprir', categoria: 'crase (forbidden before a verb)', correcao: 'passam a cumprir' },
      { trecho: 'não é excessão', categoria: 'spelling', correcao: 'não é exceção' },
      {
        trecho: 'Justiça, recebe até trinta pessoas',
        categoria: 'verbal agreement (distant subject)',
        correcao: 'As celas […] recebem até trinta pessoas',
      },
      {
        trecho: 'Falta, na maioria das unidades, condições',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'Faltam, na maioria das unidades, condições',
      },
      { trecho: 'ambiente aonde a lei', categoria: 'confusable (onde/aonde)', correcao: 'ambiente onde a lei' },
      {
        trecho: 'continuam lotado',
        categoria: 'nominal agreement (predicative after "continuar")',
        correcao: 'continuam lotadas',
      },
      {
        trecho: 'Constrói-se presídios novos',
        categoria: 'verbal agreement (passive "se")',
        correcao: 'Constroem-se presídios novos',
      },
      {
        trecho: 'ficam meios desamparados',
        categoria: 'nominal agreement (meio)',
        correcao: 'ficam meio desamparados',
      },
      {
        trecho: 'que tem espaço livre',
        categoria: 'verbal agreement (tem/têm)',
        correcao: 'que têm espaço livre',
      },
      { trecho: 'o mal funcionamento', categoria: 'confusable (mal/mau)', correcao: 'o mau funcionamento' },
      { trecho: 'Se percebe, portanto', categoria: 'pronoun placement', correcao: 'Percebe-se, portanto' },
      {
        trecho: 'é necessário a revisão',
        categoria: 'nominal agreement (é necessário with a determined subject)',
        correcao: 'é necessária a revisão',
      },
      { trecho: 'o direito a defesa', categoria: 'crase', correcao: 'o direito à defesa' },
      {
        trecho: 'devem haver alternativas',
        categoria: 'verbal agreement (haver impessoal with an auxiliary)',
        correcao: 'deve haver alternativas',
      },
      {
        trecho: 'e a criação de oficinas',
        categoria: 'not expected (parallelism)',
        correcao: 'ampliar as vagas em cursos profissionalizantes e criar oficinas',
      },
      { trecho: 'apenas as vezes', categoria: 'crase', correcao: 'apenas às vezes' },
    ],
  },
  {
    rodada: 19,
    titulo: 'A sub-representação feminina na política brasileira',
    texto:
      'Fazem mais de noventa anos que as mulheres conquistaram o direito ao voto no Brasil, graças a mobilização de movimentos feministas do início do século XX. Apesar disso, elas ocupam menos de 20% das cadeiras da Câmara dos Deputados, embora sejam a maioria da população. Esse cenário persiste a décadas e revela uma democracia incompleta, o que decorre da cultura patriarcal e do descompromisso dos partidos políticos com a igualdade de gênero.\n\nSob o ponto de vista histórico, a política foi construída como um espaço masculino. Desde cedo, as meninas são ensinadas a cuidar da casa, enquanto os meninos são incentivados a falar em público e a liderar. Por isso, o eleitorado, em grande parte formado por mulheres, ainda escolhem candidatos homens com mais frequência, e a política continua sendo um previlégio masculino. Para quem tenta romper essa barreira, conciliar a campanha com a maternidade e as tarefas domésticas tornam-se um desafio quase impossível. Além disso, as mulheres que decide disputar eleições enfrentam bastante obstáculos, como a falta de apoio financeiro e os ataques nas redes sociais. Isso acontece por que muitos ainda toleram a violência dirigida as mulheres na vida publica. Marielle Franco que foi vereadora no Rio de Janeiro tornou-se símbolo dessa violência. Desde 2021, a violência política de gênero é crime no país, mas surge, a cada eleição, novas denúncias de ameaças contra candidatas.\n\nEm segundo lugar, os partidos políticos vem descumprindo as regras criadas para ampliar a participação feminina. A lei exige que ao menos 30% das candidaturas de cada legenda sejam de mulheres, e é proibido a destinação de menos de 30% do fundo eleitoral a elas. Entretanto, os partidos, que recebem milhões em recursos públicos e deveriam repassar parte deles às candidatas, frequentemente desvia esse dinheiro para campanhas masculinas. Houveram, nas últimas eleições, diversos casos de candidaturas-laranja, registradas apenas para cumprir a cota. As legendas não preocupam-se em formar lideranças femininas, e há menas mulheres nas direções partidárias do que nos movimentos sociais. Assim, poucas chegam à cargos de comando, embora muitas aspirem cargos eletivos. Isso é grave, pois a presença de mulheres nos espaços de decisão ampliam o debate sobre temas como creches, saúde e segurança.\n\nPortanto, é urgente ampliar a presença feminina na política. O Tribunal Superior Eleitoral deve fiscalizar com rigor o uso do fundo eleitoral, por meio de auditorias em cada campanha, pois, senão houver punição, as cotas continuarão sendo burladas. Além disso, as escolas precisam promover debates sobre igualdade de gênero e participação cidadã, a fim de que as meninas se reconheçam como futuras líderes. Dessa forma, a democracia brasileira será, de fato, representativa.',
    plantados: [
      {
        trecho: 'Fazem mais de noventa anos',
        categoria: 'verbal agreement (fazer impessoal)',
        correcao: 'Faz mais de noventa anos',
      },
      { trecho: 'graças a mobilização', categoria: 'crase', correcao: 'graças à mobilização' },
      { trecho: 'persiste a décadas', categoria: 'confusable (há/a)', correcao: 'persiste há décadas' },
      { trecho: 'Sob o ponto de vista', categoria: 'condemned', correcao: 'Do ponto de vista' },
      {
        trecho: 'ainda escolhem candidatos homens',
        categoria: 'verbal agreement (collective noun, distant subject)',
        correcao: 'o eleitorado […] ainda escolhe candidatos homens',
      },
      { trecho: 'um previlégio masculino', categoria: 'spelling', correcao: 'um privilégio masculino' },
      {
        trecho: 'tornam-se um desafio',
        categoria: 'verbal agreement (infinitive clause as subject)',
        correcao: 'conciliar a campanha […] torna-se um desafio',
      },
      {
        trecho: 'que decide disputar eleições',
        categoria: 'verbal agreement (relative "que" with a plural antecedent)',
        correcao: 'que decidem disputar eleições',
      },
      { trecho: 'bastante obstáculos', categoria: 'nominal agreement (bastante)', correcao: 'bastantes obstáculos' },
      {
        trecho: 'acontece por que muitos',
        categoria: 'confusable (por que/porque)',
        correcao: 'acontece porque muitos',
      },
      { trecho: 'dirigida as mulheres', categoria: 'crase', correcao: 'dirigida às mulheres' },
      { trecho: 'na vida publica', categoria: 'context accent', correcao: 'na vida pública' },
      {
        trecho: 'Marielle Franco que foi vereadora no Rio de Janeiro',
        categoria: 'not expected (punctuation)',
        correcao: 'Marielle Franco, que foi vereadora no Rio de Janeiro,',
      },
      {
        trecho: 'surge, a cada eleição, novas denúncias',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'surgem, a cada eleição, novas denúncias',
      },
      { trecho: 'vem descumprindo', categoria: 'verbal agreement (vem/vêm)', correcao: 'vêm descumprindo' },
      {
        trecho: 'é proibido a destinação',
        categoria: 'nominal agreement (é proibido with a determined subject)',
        correcao: 'é proibida a destinação',
      },
      {
        trecho: 'frequentemente desvia esse dinheiro',
        categoria: 'verbal agreement (distant subject)',
        correcao: 'os partidos […] frequentemente desviam esse dinheiro',
      },
      {
        trecho: 'Houveram, nas últimas eleições',
        categoria: 'verbal agreement (haver impessoal)',
        correcao: 'Houve, nas últimas eleições',
      },
      { trecho: 'não preocupam-se', categoria: 'pronoun placement', correcao: 'não se preocupam' },
      { trecho: 'há menas mulheres', categoria: 'nominal agreement (menos)', correcao: 'há menos mulheres' },
      {
        trecho: 'chegam à cargos',
        categoria: 'crase (forbidden before a masculine noun)',
        correcao: 'chegam a cargos',
      },
      {
        trecho: 'muitas aspirem cargos eletivos',
        categoria: 'regência (aspirar)',
        correcao: 'muitas aspirem a cargos eletivos',
      },
      {
        trecho: 'decisão ampliam o debate',
        categoria: 'verbal agreement (head noun before a prepositional complement)',
        correcao: 'a presença de mulheres nos espaços de decisão amplia o debate',
      },
      { trecho: 'senão houver punição', categoria: 'confusable (senão/se não)', correcao: 'se não houver punição' },
    ],
  },
  {
    rodada: 19,
    titulo: 'A fuga de cérebros e a desvalorização da ciência no Brasil',
    texto:
      'Durante a pandemia de covid-19, pesquisadoras brasileiras sequenciaram o genoma do novo coronavírus em apenas dois dias, o que revelou a qualidade da pesquisa nacional. Apesar disso, a ciência brasileira esta ameaçada: deixa o país, todos os anos, muitos pesquisadores qualificados em busca de melhores condições de trabalho. Esse fenômeno, conhecido como fuga de cérebros, é um dos problemas mais grave do Brasil, e suas causas estão no subfinanciamento da pesquisa e na falta de perspectivas para os jovens cientistas.\n\nEm primeiro lugar, o corte de verbas das agências de fomento comprometem o funcionamento dos laboratórios, os quais depende de recursos contínuos para manter equipamentos e equipes. As universidades públicas, responsáveis pela maior parte da pesquisa nacional, tem sofrido reduções sucessivas de orçamento, e muitos projetos passam por uma paralização no meio do caminho. Nesse cenário, as pesquisas sobre vacinas e doenças tropicais, que poderiam salvar milhares de vidas, acabam interrompido, o que leva à uma perda irreparável de conhecimento. Não existe políticas consistentes de longo prazo, e nenhum dos governos recentes conseguiram tratar a ciência como prioridade de Estado. Além disso, sem verba, as agências não obedecem os prazos dos próprios editais, o que representa mais um impecilho para o planejamento das pesquisas.\n\nEm segundo lugar, falta perspectiva para quem escolhe a carreira científica. Forma-se, a cada ano, milhares de doutores no país, mas o baixo valor das bolsas e a falta de concursos empurra esses profissionais para fora da academia. Muitos jovens doutores concluem a formação e parte para o exterior, afim de encontrar salários dignos e estrutura adequada. Eles imigram para a Europa e os Estados Unidos e, quando chegam no exterior, são rapidamente valorizados. Enquanto isso, os que permanecem no Brasil ficam bastantes desanimados com a falta de reconhecimento. A medida que esses talentos vão embora, agente perde a capacidade de inovar e passa a depender de tecnologia estrangeira.\n\nPortanto, é preciso valorizar a ciência para conter a fuga de cérebros. O Ministério da Ciência, Tecnologia e Inovação deve garantir um orçamento mínimo e estável às agências de fomento, por meio de uma lei que impeça cortes em períodos de crise, pois, sem isso, não haverão recursos para manter os pesquisadores no país. Além disso, as universidades e as empresas devem criar programas de contratação de doutores, a fim de que a pratica científica deixe de ser um caminho incerto. Assim, o Brasil poderá colher os frutos do conhecimento que ele mesmo produz.',
    plantados: [
      { trecho: 'esta ameaçada', categoria: 'context accent', correcao: 'está ameaçada' },
      {
        trecho: 'deixa o país, todos os anos',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'deixam o país, todos os anos, muitos pesquisadores',
      },
      {
        trecho: 'dos problemas mais grave',
        categoria: 'nominal agreement (noun and adjective)',
        correcao: 'dos problemas mais graves',
      },
      {
        trecho: 'fomento comprometem o funcionamento',
        categoria: 'verbal agreement (head noun before a prepositional complement)',
        correcao: 'o corte de verbas das agências de fomento compromete o funcionamento',
      },
      {
        trecho: 'os quais depende de',
        categoria: 'verbal agreement (relative "os quais" with a plural antecedent)',
        correcao: 'os quais dependem de',
      },
      {
        trecho: 'nacional, tem sofrido',
        categoria: 'verbal agreement (tem/têm, distant subject)',
        correcao: 'As universidades públicas […] têm sofrido',
      },
      { trecho: 'uma paralização', categoria: 'spelling', correcao: 'uma paralisação' },
      {
        trecho: 'acabam interrompido',
        categoria: 'nominal agreement (participle far from its noun)',
        correcao: 'acabam interrompidas',
      },
      {
        trecho: 'leva à uma perda',
        categoria: 'crase (forbidden before an indefinite article)',
        correcao: 'leva a uma perda',
      },
      {
        trecho: 'Não existe políticas consistentes',
        categoria: 'verbal agreement (existir with a postposed subject)',
        correcao: 'Não existem políticas consistentes',
      },
      {
        trecho: 'recentes conseguiram tratar',
        categoria: 'verbal agreement (nenhum de)',
        correcao: 'nenhum dos governos recentes conseguiu tratar',
      },
      { trecho: 'não obedecem os prazos', categoria: 'regência (obedecer)', correcao: 'não obedecem aos prazos' },
      { trecho: 'mais um impecilho', categoria: 'spelling', correcao: 'mais um empecilho' },
      {
        trecho: 'Forma-se, a cada ano, milhares',
        categoria: 'verbal agreement (passive "se")',
        correcao: 'Formam-se, a cada ano, milhares',
      },
      {
        trecho: 'a falta de concursos empurra',
        categoria: 'verbal agreement (compound subject)',
        correcao: 'o baixo valor das bolsas e a falta de concursos empurram',
      },
      {
        trecho: 'e parte para o exterior',
        categoria: 'verbal agreement (the second of two coordinated verbs)',
        correcao: 'e partem para o exterior',
      },
      { trecho: 'afim de encontrar', categoria: 'confusable (a fim/afim)', correcao: 'a fim de encontrar' },
      {
        trecho: 'Eles imigram para a Europa',
        categoria: 'not expected (word choice: imigrar/emigrar)',
        correcao: 'Eles emigram para a Europa',
      },
      { trecho: 'chegam no exterior', categoria: 'regência (chegar)', correcao: 'chegam ao exterior' },
      {
        trecho: 'ficam bastantes desanimados',
        categoria: 'nominal agreement (bastante as an adverb)',
        correcao: 'ficam bastante desanimados',
      },
      { trecho: 'A medida que esses talentos', categoria: 'crase', correcao: 'À medida que esses talentos' },
      {
        trecho: 'agente perde a capacidade',
        categoria: 'confusable (a gente/agente)',
        correcao: 'a gente perde a capacidade',
      },
      {
        trecho: 'não haverão recursos',
        categoria: 'verbal agreement (haver impessoal)',
        correcao: 'não haverá recursos',
      },
      { trecho: 'a pratica científica', categoria: 'context accent', correcao: 'a prática científica' },
    ],
  },
  {
    rodada: 20,
    titulo: 'A saúde mental dos trabalhadores rurais no Brasil',
    texto:
      'Na obra "Vidas Secas", de Graciliano Ramos, Fabiano vive calado, esmagado pela seca e pela exploração, sem ninguém com quem dividir o próprio sofrimento. Quase um século depois, essa realidade não ficou no passado: no campo brasileiro, cresce os casos de depressão e de ansiedade entre agricultores, mas o tema é ignorado a décadas pelo debate público. Esse cenário persiste devido a falta de serviços de saúde mental nas áreas rurais e ao estigma que ainda cerca o sofrimento psíquico.\n\nEm primeiro lugar, o acesso ao atendimento psicológico é limitado fora das cidades. Os postos de saúde, que em muitos municípios ficam a dezenas de quilômetros das propriedades, raramente conta com psicólogos, e os trabalhadores tem de escolher entre perder um dia de colheita e buscar ajuda. Existe, além disso, longas jornadas, dívidas com bancos e a incerteza do clima, fatores que agrava o sofrimento de quem vive da terra. A exposição aos agrotóxicos, que diversos estudos associam a quadros depressivos, torna as consequências desse descaso ainda mais grave. A nível de políticas públicas, porém, o tema quase não aparece, e muitos gestores municipais não preocupam-se com ele. Nesse contexto, é necessário a presença de equipes que percorram as comunidades mais isoladas.\n\nEm segundo lugar, o estigma impede que o sofrimento seja reconhecido. No interior, muitos homens aprendem desde cedo que pedir ajuda é sinal de fraqueza; por isso, quando adoecem, a maioria escondem os sintomas da própria família. Falar sobre tristeza e medo, nessas comunidades, ainda são considerados um tabu, e as família, sem informação, não sabem reconhecer os sinais de alerta. Muitas vezes, os parentes assistem o sofrimento de um pai ou de um irmão sem saber como agir. As mulheres do campo, meia esquecidas pelas políticas públicas, acumulam o trabalho na lavoura e o cuidado da casa. Além disso, o isolamento geográfico e a solidão aprofunda esse quadro: em regiões produtoras de fumo no Sul do país, haviam relatos frequentes de suicídio entre agricultores. Quando agente conversa com produtores rurais, percebe que o cuidado com a mente e tão urgente quanto o cuidado com a safra. Os sindicatos já promovem palestras sobre o tema, mais elas ainda são raras.\n\nPortanto, cabe ao Ministério da Saúde, em parceria com as secretarias municipais, ampliar o atendimento psicológico no campo, por meio de equipes itinerantes e de consultas por vídeo nos postos de saúde, à partir de um mapeamento das regiões mais afetadas. Os sindicatos rurais, por sua vez, devem organizar rodas de conversa, a fim de combater o estigma que cerca o tema. Se o poder público investisse nessas ações, os casos de adoecimento diminuem de forma significativa. Só assim o cuidado psicológico deixará de ser um previlégio urbano, e a saúde publica chegará, de fato, a quem alimenta o país.',
    plantados: [
      {
        trecho: 'cresce os casos de depressão',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'crescem os casos de depressão',
      },
      { trecho: 'é ignorado a décadas', categoria: 'confusable (há/a)', correcao: 'é ignorado há décadas' },
      { trecho: 'devido a falta de serviços', categoria: 'crase', correcao: 'devido à falta de serviços' },
      {
        trecho: 'raramente conta com psicólogos',
        categoria: 'verbal agreement (distant subject after an aside)',
        correcao: 'raramente contam com psicólogos',
      },
      {
        trecho: 'os trabalhadores tem de escolher',
        categoria: 'verbal agreement (tem/têm)',
        correcao: 'os trabalhadores têm de escolher',
      },
      {
        trecho: 'Existe, além disso, longas jornadas',
        categoria: 'verbal agreement (existir with a postposed subject)',
        correcao: 'Existem, além disso, longas jornadas',
      },
      {
        trecho: 'fatores que agrava o sofrimento',
        categoria: 'verbal agreement (relative que)',
        correcao: 'fatores que agravam o sofrimento',
      },
      {
        trecho: 'desse descaso ainda mais grave',
        categoria: 'nominal agreement (predicative)',
        correcao: 'desse descaso ainda mais graves',
      },
      {
        trecho: 'A nível de políticas públicas',
        categoria: 'condemned',
        correcao: 'No âmbito das políticas públicas',
      },
      {
        trecho: 'não preocupam-se com ele',
        categoria: 'pronoun placement',
        correcao: 'não se preocupam com ele',
      },
      {
        trecho: 'é necessário a presença de equipes',
        categoria: 'nominal agreement (é necessário)',
        correcao: 'é necessária a presença de equipes',
      },
      {
        trecho: 'a maioria escondem os sintomas',
        categoria: 'verbal agreement (a maioria)',
        correcao: 'a maioria esconde os sintomas',
      },
      {
        trecho: 'ainda são considerados um tabu',
        categoria: 'verbal agreement (infinitive clause as subject)',
        correcao: 'ainda é considerado um tabu',
      },
      {
        trecho: 'e as família, sem informação',
        categoria: 'nominal agreement (determiner and noun)',
        correcao: 'e as famílias, sem informação',
      },
      {
        trecho: 'os parentes assistem o sofrimento',
        categoria: 'regência (assistir)',
        correcao: 'os parentes assistem ao sofrimento',
      },
      {
        trecho: 'meia esquecidas pelas políticas',
        categoria: 'nominal agreement (meio)',
        correcao: 'meio esquecidas pelas políticas',
      },
      {
        trecho: 'o isolamento geográfico e a solidão aprofunda esse quadro',
        categoria: 'verbal agreement (compound subject)',
        correcao: 'o isolamento geográfico e a solidão aprofundam esse quadro',
      },
      {
        trecho: 'haviam relatos frequentes',
        categoria: 'verbal agreement (haver impessoal)',
        correcao: 'havia relatos frequentes',
      },
      {
        trecho: 'Quando agente conversa',
        categoria: 'confusable (a gente/agente)',
        correcao: 'Quando a gente conversa',
      },
      { trecho: 'a mente e tão urgente', categoria: 'context accent', correcao: 'a mente é tão urgente' },
      { trecho: 'mais elas ainda são raras', categoria: 'confusable (mas/mais)', correcao: 'mas elas ainda são raras' },
      { trecho: 'à partir de um mapeamento', categoria: 'crase forbidden', correcao: 'a partir de um mapeamento' },
      {
        trecho: 'os casos de adoecimento diminuem',
        categoria: 'not expected (tense correlation)',
        correcao: 'os casos de adoecimento diminuiriam',
      },
      { trecho: 'um previlégio urbano', categoria: 'spelling', correcao: 'um privilégio urbano' },
      { trecho: 'a saúde publica chegará', categoria: 'context accent', correcao: 'a saúde pública chegará' },
    ],
  },
  {
    rodada: 20,
    titulo: 'Os desafios do transporte público nas grandes cidades brasileiras',
    texto:
      'Em junho de 2013, milhões de brasileiros foram às ruas contra o aumento das tarifas de ônibus, e o transporte coletivo passou a ocupar o centro do debate nacional. Já fazem mais de dez anos desde aquelas manifestações, mas a situação esta longe de ser resolvida: o trabalhador das periferias ainda enfrenta veículos lotados, caros e lentos. Isso acontece por que o poder público investe pouco no setor e, durante décadas, priorizou o automóvel.\n\nEm primeiro lugar, a precariedade do serviço afeta sobretudo os mais pobres. Os trabalhadores que moram nas periferias e dependem do transporte coletivo gasta, em média, mais de duas horas por dia no trajeto. Muitos passageiros acordam antes das cinco horas e enfrenta filas em terminais superlotados, onde os ônibus, as vezes, passam com intervalos de quarenta minutos. A demora dos ônibus nos bairros afastados prejudicam o rendimento no trabalho e nos estudos, e bastante passageiros chegam atrasados aos compromissos. Além disso, as linhas noturnas, que atendiam estudantes e trabalhadores, foram extintos em diversas capitais, o que deixa quem estuda à noite sem alternativa para voltar ao bairro aonde vive.\n\nEm segundo lugar, o mal planejamento urbano reforça a dependência do carro. Nas cidades brasileiras, constrói-se viadutos e alargam-se avenidas, enquanto falta corredores exclusivos e integração entre os diferentes meios de transporte. A população das grandes cidades, cansada de esperar, reclamam com razão. Não por acaso, muitos preferem mais enfrentar o congestionamento no próprio carro do que depender do ônibus. Nos metrôs de várias capitais, é proibido a entrada de bicicletas nos horários de pico, o que dificulta a integração com outros modos de deslocamento. Quando há greve dos motoristas, a paralização do serviço impede milhares de pessoas de chegar no trabalho. Com menas linhas e tarifas cada vez mais altas, o passageiro enfrenta o atraso e o cansaço acumuladas ao longo da semana.\n\nPortanto, cabe ao Ministério das Cidades, em parceria com as prefeituras, ampliar os corredores exclusivos e as linhas noturnas, com recursos de um fundo nacional de mobilidade, a fim de reduzir o tempo de deslocamento. Hoje, os recursos do setor vem quase apenas das tarifas pagas pelos passageiros; por isso, deveriam haver subsídios federais e metas públicas de qualidade em cada contrato. Além disso, as prefeituras devem garantir, tarifas acessíveis aos estudantes e aos trabalhadores de baixa renda. Só assim o transporte coletivo começará à cumprir seu papel de garantir o direito de ir e vir nas cidades brasileiras.',
    plantados: [
      {
        trecho: 'Já fazem mais de dez anos',
        categoria: 'verbal agreement (fazer impessoal)',
        correcao: 'Já faz mais de dez anos',
      },
      { trecho: 'a situação esta longe', categoria: 'context accent', correcao: 'a situação está longe' },
      {
        trecho: 'Isso acontece por que o poder',
        categoria: 'confusable (por que/porque)',
        correcao: 'Isso acontece porque o poder',
      },
      {
        trecho: 'dependem do transporte coletivo gasta, em média',
        categoria: 'verbal agreement (distant subject after a relative clause)',
        correcao: 'dependem do transporte coletivo gastam, em média',
      },
      {
        trecho: 'e enfrenta filas em terminais',
        categoria: 'verbal agreement (second of two coordinated verbs)',
        correcao: 'e enfrentam filas em terminais',
      },
      { trecho: 'os ônibus, as vezes, passam', categoria: 'crase', correcao: 'os ônibus, às vezes, passam' },
      {
        trecho: 'nos bairros afastados prejudicam',
        categoria: 'verbal agreement (head noun before a prepositional complement)',
        correcao: 'nos bairros afastados prejudica',
      },
      {
        trecho: 'bastante passageiros chegam',
        categoria: 'nominal agreement (bastante)',
        correcao: 'bastantes passageiros chegam',
      },
      {
        trecho: 'foram extintos em diversas capitais',
        categoria: 'nominal agreement (participle)',
        correcao: 'foram extintas em diversas capitais',
      },
      {
        trecho: 'ao bairro aonde vive',
        categoria: 'confusable (onde/aonde)',
        correcao: 'ao bairro onde vive',
      },
      {
        trecho: 'o mal planejamento urbano',
        categoria: 'confusable (mal/mau)',
        correcao: 'o mau planejamento urbano',
      },
      {
        trecho: 'constrói-se viadutos',
        categoria: 'verbal agreement (passive se)',
        correcao: 'constroem-se viadutos',
      },
      {
        trecho: 'enquanto falta corredores exclusivos',
        categoria: 'verbal agreement (faltar with a postposed subject)',
        correcao: 'enquanto faltam corredores exclusivos',
      },
      {
        trecho: 'cansada de esperar, reclamam com razão',
        categoria: 'verbal agreement (collective noun)',
        correcao: 'cansada de esperar, reclama com razão',
      },
      {
        trecho: 'preferem mais enfrentar o congestionamento no próprio carro do que depender do ônibus',
        categoria: 'regência (preferir … a)',
        correcao: 'preferem enfrentar o congestionamento no próprio carro a depender do ônibus',
      },
      {
        trecho: 'é proibido a entrada de bicicletas',
        categoria: 'nominal agreement (é proibido)',
        correcao: 'é proibida a entrada de bicicletas',
      },
      { trecho: 'a paralização do serviço', categoria: 'spelling', correcao: 'a paralisação do serviço' },
      { trecho: 'de chegar no trabalho', categoria: 'regência (chegar)', correcao: 'de chegar ao trabalho' },
      { trecho: 'Com menas linhas', categoria: 'nominal agreement (menos)', correcao: 'Com menos linhas' },
      {
        trecho: 'o atraso e o cansaço acumuladas',
        categoria: 'nominal agreement (adjective after two nouns)',
        correcao: 'o atraso e o cansaço acumulados',
      },
      {
        trecho: 'os recursos do setor vem quase apenas',
        categoria: 'verbal agreement (vem/vêm)',
        correcao: 'os recursos do setor vêm quase apenas',
      },
      {
        trecho: 'deveriam haver subsídios federais',
        categoria: 'verbal agreement (haver with an auxiliary)',
        correcao: 'deveria haver subsídios federais',
      },
      {
        trecho: 'devem garantir, tarifas acessíveis',
        categoria: 'not expected (comma between verb and object)',
        correcao: 'devem garantir tarifas acessíveis',
      },
      { trecho: 'começará à cumprir', categoria: 'crase forbidden', correcao: 'começará a cumprir' },
    ],
  },
  {
    rodada: 20,
    titulo: 'Os desafios do combate à obesidade infantil no Brasil',
    texto:
      'Segundo a Organização Mundial da Saúde, a obesidade infantil é um dos maiores desafios de saúde pública do século XXI. No Brasil, aumenta, a cada ano, os índices de sobrepeso entre crianças, mas esse ainda é um problema que muitas famílias não dão a devida importância. Esse quadro resulta da alimentação baseada em produtos industrializados e do sedentarismo, haja visto que a infância mudou com a chegada das telas.\n\nEm primeiro lugar, os alimentos ultraprocessados, que custa menos e exigem pouco preparo, dominam a mesa de diversos lares. Vende-se refrigerantes e salgadinhos nas cantinas escolares, e as propagandas desses produtos, cheias de personagens e brindes, são direcionado justamente ao público infantil. Por isso, as crianças ficam bastantes expostas a estímulos para comer mal. A publicidade e a falta de tempo dos pais contribui para esse cenário: muitos responsáveis trabalham o dia inteiro e recorrem aos lanches prontos. Em relação a merenda, várias escolas, apesar do discurso sobre saúde, ainda oferece cardápios pobres em frutas e verduras. Além disso, muitas famílias não obedecem as recomendações do Guia Alimentar para a População Brasileira, que aconselha evitar os ultraprocessados.\n\nEm segundo lugar, o sedentarismo agrava o problema. Nas grandes cidades, as crianças passam horas diante de celulares e jogos eletrônicos, e a pratica de esportes ficou restrita a poucos. Durante a pandemia, nenhuma criança pode frequentar a escola, e o tempo de tela cresceu ainda mais. Ocorreu, nesse período, mudanças profundas na rotina doméstica, e esses hábito, quando adquiridos na infância, tendem a permanecer na vida adulta. O excesso de peso infantil implica em riscos graves: os casos de diabetes e de hipertensão em crianças, antes raros, tornaram-se frequente. As crianças tem pouca autonomia para mudar essa realidade sozinhas; por isso, é necessário uma atuação conjunta da família, da escola e do Estado.\n\nPortanto, cabe ao Ministério da Saúde, em parceria com o Ministério da Educação, proibir a publicidade de ultraprocessados dirigida à crianças e garantir cardápios saudáveis nas escolas, visando o bem-estar das novas gerações. As escolas, por sua vez, devem oferecer atividades esportivas no turno oposto ao das aulas, afim de estimular o movimento desde cedo. Senão houver ação conjunta, o país terá uma geração de adultos doentes; com medidas como essas, porém, será possível previnir a obesidade e garantir uma infância mais saudável.',
    plantados: [
      {
        trecho: 'aumenta, a cada ano, os índices',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'aumentam, a cada ano, os índices',
      },
      {
        trecho: 'um problema que muitas famílias não dão a devida importância',
        categoria: 'not expected (regência of the relative pronoun)',
        correcao: 'um problema a que muitas famílias não dão a devida importância',
      },
      { trecho: 'haja visto que a infância', categoria: 'condemned', correcao: 'haja vista que a infância' },
      {
        trecho: 'que custa menos e exigem',
        categoria: 'verbal agreement (relative que)',
        correcao: 'que custam menos e exigem',
      },
      {
        trecho: 'Vende-se refrigerantes',
        categoria: 'verbal agreement (passive se)',
        correcao: 'Vendem-se refrigerantes',
      },
      {
        trecho: 'são direcionado justamente',
        categoria: 'nominal agreement (participle)',
        correcao: 'são direcionadas justamente',
      },
      {
        trecho: 'ficam bastantes expostas',
        categoria: 'nominal agreement (bastante)',
        correcao: 'ficam bastante expostas',
      },
      {
        trecho: 'A publicidade e a falta de tempo dos pais contribui',
        categoria: 'verbal agreement (compound subject)',
        correcao: 'A publicidade e a falta de tempo dos pais contribuem',
      },
      { trecho: 'Em relação a merenda', categoria: 'crase', correcao: 'Em relação à merenda' },
      {
        trecho: 'ainda oferece cardápios',
        categoria: 'verbal agreement (distant subject after an aside)',
        correcao: 'ainda oferecem cardápios',
      },
      {
        trecho: 'não obedecem as recomendações',
        categoria: 'regência (obedecer)',
        correcao: 'não obedecem às recomendações',
      },
      { trecho: 'a pratica de esportes', categoria: 'context accent', correcao: 'a prática de esportes' },
      {
        trecho: 'nenhuma criança pode frequentar',
        categoria: 'context accent',
        correcao: 'nenhuma criança pôde frequentar',
      },
      {
        trecho: 'Ocorreu, nesse período, mudanças',
        categoria: 'verbal agreement (ocorrer with a postposed subject)',
        correcao: 'Ocorreram, nesse período, mudanças',
      },
      {
        trecho: 'esses hábito, quando adquiridos',
        categoria: 'nominal agreement (determiner and noun)',
        correcao: 'esses hábitos, quando adquiridos',
      },
      { trecho: 'implica em riscos graves', categoria: 'regência (implicar)', correcao: 'implica riscos graves' },
      {
        trecho: 'tornaram-se frequente',
        categoria: 'nominal agreement (predicative)',
        correcao: 'tornaram-se frequentes',
      },
      {
        trecho: 'As crianças tem pouca autonomia',
        categoria: 'verbal agreement (tem/têm)',
        correcao: 'As crianças têm pouca autonomia',
      },
      {
        trecho: 'é necessário uma atuação conjunta',
        categoria: 'nominal agreement (é necessário)',
        correcao: 'é necessária uma atuação conjunta',
      },
      { trecho: 'dirigida à crianças', categoria: 'crase forbidden', correcao: 'dirigida a crianças' },
      { trecho: 'visando o bem-estar', categoria: 'regência (visar)', correcao: 'visando ao bem-estar' },
      { trecho: 'afim de estimular', categoria: 'confusable (a fim/afim)', correcao: 'a fim de estimular' },
      {
        trecho: 'Senão houver ação conjunta',
        categoria: 'confusable (senão/se não)',
        correcao: 'Se não houver ação conjunta',
      },
      { trecho: 'previnir a obesidade', categoria: 'spelling', correcao: 'prevenir a obesidade' },
    ],
  },
  {
    rodada: 21,
    titulo: 'O uso excessivo de agrotóxicos na agricultura brasileira',
    texto:
      'Em "Primavera Silenciosa", obra publicada em 1962, a bióloga norte-americana Rachel Carson denunciou os efeitos devastadores dos pesticidas sobre a natureza e a saúde humana. Mais de seis décadas depois, o alerta permanece atual no Brasil, que figura entre os maiores consumidores de agrotóxicos do planeta. Nesse cenário, a fragilidade da fiscalização e a desinformação dos trabalhadores do campo contribui para a manutenção do problema, o que exige uma resposta firme do poder público.\n\nEm primeiro lugar, a liberação de novos produtos ocorreu em ritmo acelerado nos últimos anos. Somente em 2021, mais de quinhentos agrotóxicos foi liberado pelos órgãos federais, um recorde histórico. Muitos desses compostos, proibidos na União Europeia há bastante tempo por causa de seus riscos, continua sendo vendidos livremente no país. Fazem anos que pesquisadores alertam para a relação entre essas substâncias e doenças como o câncer, mais o tema raramente ocupa o centro do debate. Além disso, a análise dos resíduos presentes nos alimentos ainda dependem de laboratórios estaduais, e, em muitas regiões, falta técnicos e equipamentos para realizá-la. Assim, vende-se alimentos com resíduos acima do limite permitido sem que o consumidor saiba. A contaminação dos rios e dos lençóis freáticos que abastecem as cidades próximas às plantações já é considerado grave pelos especialistas.\n\nEm segundo lugar, os trabalhadores rurais tem pouco acesso a informações sobre o manuseio seguro desses produtos. Os agricultores que aplica os venenos sem equipamentos de proteção ficam expostos a intoxicações agudas e crônicas, e muitos ficam meios confusos diante de rótulos repletos de termos técnicos, sem conseguir obedecer os limites de dosagem. Os pequenos produtores do interior do país, enfrentam ainda a pressão por produtividade e acabam aumentando as doses a medida que as pragas se tornam resistentes. Não pode-se ignorar que muitas doenças surgem devido a exposição contínua a essas substâncias: as famílias do campo convivem com a água e a terra contaminado, e sua saúde esta em risco permanente. A nível de políticas públicas, porém, essa situação é tratada como secundária a décadas.\n\nPortanto, é necessário a revisão da política nacional de agrotóxicos. Cabe ao Ministério da Agricultura, em parceria com o Ministério da Saúde, restringir o registro de substâncias proibidas em outros países e ampliar a fiscalização das lavouras, atravez da contratação de técnicos e da modernização dos laboratórios públicos, a fim de reduzir os resíduos nos alimentos e a contaminação da água. Além disso, as secretarias estaduais de agricultura devem oferecer cursos gratuitos aos agricultores à partir de parcerias com universidades, com aulas práticas sobre o uso de equipamentos de proteção e sobre técnicas agroecológicas. Só assim o alerta de Rachel Carson deixará de ser atual.',
    plantados: [
      {
        trecho: 'a desinformação dos trabalhadores do campo contribui para',
        categoria: 'verbal agreement (compound subject)',
        correcao: 'a desinformação dos trabalhadores do campo contribuem para',
      },
      {
        trecho: 'mais de quinhentos agrotóxicos foi liberado',
        categoria: 'verbal agreement ("mais de" + plural)',
        correcao: 'mais de quinhentos agrotóxicos foram liberados',
      },
      {
        trecho: 'continua sendo vendidos livremente',
        categoria: 'verbal agreement (distant subject after an aside)',
        correcao: 'continuam sendo vendidos livremente',
      },
      {
        trecho: 'Fazem anos que pesquisadores',
        categoria: 'verbal agreement (impersonal fazer)',
        correcao: 'Faz anos que pesquisadores',
      },
      { trecho: 'mais o tema raramente', categoria: 'confusable (mas/mais)', correcao: 'mas o tema raramente' },
      {
        trecho: 'ainda dependem de laboratórios',
        categoria: 'verbal agreement (head noun before a prepositional complement)',
        correcao: 'ainda depende de laboratórios',
      },
      {
        trecho: 'falta técnicos e equipamentos',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'faltam técnicos e equipamentos',
      },
      { trecho: 'vende-se alimentos', categoria: 'verbal agreement (passive "se")', correcao: 'vendem-se alimentos' },
      {
        trecho: 'já é considerado grave',
        categoria: 'nominal agreement (participle far from its noun)',
        correcao: 'já é considerada grave',
      },
      {
        trecho: 'os trabalhadores rurais tem pouco acesso',
        categoria: 'verbal agreement (tem/têm)',
        correcao: 'os trabalhadores rurais têm pouco acesso',
      },
      {
        trecho: 'Os agricultores que aplica os venenos',
        categoria: 'verbal agreement (relative "que")',
        correcao: 'Os agricultores que aplicam os venenos',
      },
      { trecho: 'ficam meios confusos', categoria: 'nominal agreement (meio)', correcao: 'ficam meio confusos' },
      { trecho: 'obedecer os limites', categoria: 'regência (obedecer)', correcao: 'obedecer aos limites' },
      {
        trecho: 'do interior do país, enfrentam',
        categoria: 'not expected (comma between subject and verb)',
        correcao: 'do interior do país enfrentam',
      },
      { trecho: 'a medida que as pragas', categoria: 'crase', correcao: 'à medida que as pragas' },
      { trecho: 'Não pode-se ignorar', categoria: 'pronoun placement', correcao: 'Não se pode ignorar' },
      { trecho: 'devido a exposição', categoria: 'crase', correcao: 'devido à exposição' },
      {
        trecho: 'a água e a terra contaminado',
        categoria: 'nominal agreement (adjective after two nouns)',
        correcao: 'a água e a terra contaminadas',
      },
      { trecho: 'sua saúde esta em risco', categoria: 'context accent', correcao: 'sua saúde está em risco' },
      { trecho: 'A nível de políticas públicas', categoria: 'condemned', correcao: 'No âmbito das políticas públicas' },
      { trecho: 'secundária a décadas', categoria: 'confusable (há/a)', correcao: 'secundária há décadas' },
      {
        trecho: 'é necessário a revisão',
        categoria: 'nominal agreement (é necessário)',
        correcao: 'é necessária a revisão',
      },
      { trecho: 'atravez da contratação', categoria: 'spelling', correcao: 'através da contratação' },
      { trecho: 'à partir de parcerias', categoria: 'crase forbidden', correcao: 'a partir de parcerias' },
    ],
  },
  {
    rodada: 21,
    titulo: 'Os desafios da inclusão de pessoas autistas no mercado de trabalho',
    texto:
      'A Constituição Federal de 1988 assegura a todos os cidadãos o direito ao trabalho. No entanto, quando se trata das pessoas no espectro autista, essa garantia ainda está longe de se concretizar: segundo organizações que atuam na área, o Brasil é um dos países que menos contrata profissionais autistas. Esse cenário decorre tanto do desconhecimento da sociedade quanto da falta de adaptação das empresas, o que exige uma resposta conjunta do Estado e do setor privado.\n\nEm primeiro lugar, a desinformação alimenta estereótipos. A maioria de nós desconhecem as características do transtorno, o que reforça a ideia equivocada de que autistas são incapazes de trabalhar em equipe. Por isso, bastante empresas ainda recusam candidatos com esse diagnóstico, embora a lei seja clara: é proibido a discriminação da pessoa com deficiência em qualquer etapa da contratação. Até pouco tempo atrás, haviam pouquíssimas vagas destinadas a esse público, e a contratação de autistas ainda é uma excessão. Isso ocorre por que muitos gestores visam apenas o lucro imediato e enxergam a adaptação como custo, e não como investimento. Além disso, a população autista adulta, que cresceu com pouco apoio especializado, ainda enfrentam barreiras desde a primeira etapa: em muitos processos, os candidatos precisam enviar o currículo com as declarações médicas anexo, sem saber se serão avaliados de forma justa.\n\nEm segundo lugar, os processos seletivos raramente consideram as particularidades do espectro. As entrevistas tradicionais, baseadas em contato visual e em respostas rápidas a perguntas inesperadas, são pouco adequado para quem processa as informações de outra maneira. Exige-se habilidades sociais que nada têm a ver com a função. Surge, então, as dificuldades dentro das próprias empresas: ambientes barulhentos e estímulos sensoriais que incomoda o trabalhador tornam a rotina exaustiva, e gestores mau preparados interpretam essas reações como falta de compromisso. Na pratica, a ausência de suporte é o maior impecilho à permanência no emprego, e as famílias vem relatando demissões sucessivas. Adaptar o espaço físico e a comunicação interna não exigem grandes investimentos. Se as empresas investissem nessas mudanças, a rotatividade diminuirá, o que beneficiaria trabalhadores e empregadores.\n\nPortanto, diante do atraso do país em relação a inclusão dos autistas, cabe ao Ministério do Trabalho e Emprego, em parceria com órgãos do setor publico e com empresas privadas, criar um programa nacional de empregabilidade, por meio de incentivos fiscais às empresas que adaptarem seus processos seletivos e capacitarem seus gestores, afim de garantir a contratação e a permanência desses profissionais. Esse programa deve prever, ainda, a presença de um profissional de apoio nos primeiros meses de trabalho, com acompanhamento periódico dos resultados. É nesse ponto que deve-se concentrar o esforço, pois apenas políticas pensadas à longo prazo serão capazes de tornar efetivo o direito garantido pela Constituição.',
    plantados: [
      {
        trecho: 'um dos países que menos contrata profissionais',
        categoria: 'verbal agreement ("um dos que")',
        correcao: 'um dos países que menos contratam profissionais',
      },
      {
        trecho: 'A maioria de nós desconhecem',
        categoria: 'verbal agreement ("a maioria de")',
        correcao: 'A maioria de nós desconhece',
      },
      { trecho: 'bastante empresas', categoria: 'nominal agreement (bastante)', correcao: 'bastantes empresas' },
      {
        trecho: 'é proibido a discriminação',
        categoria: 'nominal agreement (é proibido)',
        correcao: 'é proibida a discriminação',
      },
      {
        trecho: 'haviam pouquíssimas vagas',
        categoria: 'verbal agreement (impersonal haver)',
        correcao: 'havia pouquíssimas vagas',
      },
      { trecho: 'uma excessão', categoria: 'spelling', correcao: 'uma exceção' },
      {
        trecho: 'Isso ocorre por que muitos',
        categoria: 'confusable (por que/porque)',
        correcao: 'Isso ocorre porque muitos',
      },
      { trecho: 'visam apenas o lucro', categoria: 'regência (visar)', correcao: 'visam apenas ao lucro' },
      {
        trecho: 'ainda enfrentam barreiras',
        categoria: 'verbal agreement (collective noun)',
        correcao: 'ainda enfrenta barreiras',
      },
      {
        trecho: 'as declarações médicas anexo',
        categoria: 'nominal agreement (anexo)',
        correcao: 'as declarações médicas anexas',
      },
      {
        trecho: 'são pouco adequado',
        categoria: 'nominal agreement (predicative far from its noun)',
        correcao: 'são pouco adequadas',
      },
      {
        trecho: 'Exige-se habilidades',
        categoria: 'verbal agreement (passive "se")',
        correcao: 'Exigem-se habilidades',
      },
      {
        trecho: 'Surge, então, as dificuldades',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'Surgem, então, as dificuldades',
      },
      {
        trecho: 'estímulos sensoriais que incomoda o trabalhador',
        categoria: 'verbal agreement (relative "que")',
        correcao: 'estímulos sensoriais que incomodam o trabalhador',
      },
      { trecho: 'gestores mau preparados', categoria: 'confusable (mal/mau)', correcao: 'gestores mal preparados' },
      { trecho: 'Na pratica', categoria: 'context accent', correcao: 'Na prática' },
      { trecho: 'o maior impecilho', categoria: 'spelling', correcao: 'o maior empecilho' },
      {
        trecho: 'as famílias vem relatando',
        categoria: 'verbal agreement (vem/vêm)',
        correcao: 'as famílias vêm relatando',
      },
      {
        trecho: 'não exigem grandes investimentos',
        categoria: 'verbal agreement (infinitive clause as subject)',
        correcao: 'não exige grandes investimentos',
      },
      {
        trecho: 'a rotatividade diminuirá',
        categoria: 'not expected (tense sequence after an imperfect subjunctive)',
        correcao: 'a rotatividade diminuiria',
      },
      { trecho: 'em relação a inclusão', categoria: 'crase', correcao: 'em relação à inclusão' },
      { trecho: 'do setor publico', categoria: 'context accent', correcao: 'do setor público' },
      { trecho: 'afim de garantir', categoria: 'confusable (a fim/afim)', correcao: 'a fim de garantir' },
      { trecho: 'que deve-se concentrar', categoria: 'pronoun placement', correcao: 'que se deve concentrar' },
      { trecho: 'à longo prazo', categoria: 'crase forbidden', correcao: 'a longo prazo' },
    ],
  },
  {
    rodada: 21,
    titulo: 'O racismo nos estádios de futebol brasileiros',
    texto:
      'Em 2023, as ofensas racistas dirigidas ao atacante Vinícius Júnior em um estádio espanhol ganharam repercussão mundial. No Brasil, contudo, o problema não é menor: ocorre, a cada temporada, dezenas de episódios de discriminação contra jogadores, árbitros e torcedores negros. Essa realidade mostra que o racismo e um crime ainda tolerado nas arquibancadas, sobretudo por causa da impunidade e da omissão das instituições esportivas.\n\nEm primeiro lugar, a impunidade estimula novos ataques. Segundo o Observatório da Discriminação Racial no Futebol, em apenas um ano, cerca de cem casos foi registrado no país, mas poucas torcidas organizadas foram punido de forma efetiva. Os torcedores flagrados em atos racistas, mesmo quando identificados pelas câmeras de segurança, raramente recebe alguma punição, haja visto que a legislação esportiva ainda é pouco aplicada. O julgamento dos casos pelos tribunais desportivos costumam demorar meses e, quando chega ao fim, aplica-se multas irrisórias aos clubes, incapazes de mudar o comportamento das torcidas. Por isso, especialistas defendem que devem haver sanções mais severas, como a paralização imediata das partidas em que houver ofensas.\n\nEm segundo lugar, a Confederação Brasileira de Futebol (CBF) e os clubes, em geral, prefere tratar os episódios como casos isolados. Os clubes mantém campanhas pontuais nas redes sociais, mas raramente investem em educação antirracista. Os jogadores que sofre ofensas, por sua vez, as vezes se sentem sozinhos diante dos agressores. Além disso, o preconceito e a violência sofrido pelos atletas negros não se limitam ao campo: nas redes sociais, perfis anônimos passam à hostilizar as vítimas após as partidas. Essa exposição constante implica em danos psicológicos profundos. Muitas famílias negras também deixam de assistir os jogos no estádio aonde ocorreu um ataque, e menas pessoas se sentem seguras nas arquibancadas. Embora a injúria racial está equiparada ao crime de racismo desde 2023, as sanções esportivas continuam bastantes brandas.\n\nPortanto, cabe ao Ministério do Esporte, em conjunto com a CBF e as federações estaduais, endurecer os regulamentos das competições, por meio da perda de pontos dos clubes cujas torcidas cometerem atos racistas e da identificação dos agressores por câmeras, a fim de acabar com a sensação de impunidade. Essas regras devem vir acompanhadas de campanhas educativas nas escolas e nos estádios, destinadas à pessoas de todas as idades e conduzidas por atletas que já foram vítimas de discriminação. Senão houver essa mudança, daqui há alguns anos o país continuará a conviver com cenas de ódio nas arquibancadas.',
    plantados: [
      {
        trecho: 'ocorre, a cada temporada, dezenas',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'ocorrem, a cada temporada, dezenas',
      },
      { trecho: 'o racismo e um crime', categoria: 'context accent', correcao: 'o racismo é um crime' },
      {
        trecho: 'cerca de cem casos foi registrado',
        categoria: 'verbal agreement ("cerca de" + plural)',
        correcao: 'cerca de cem casos foram registrados',
      },
      {
        trecho: 'foram punido de forma',
        categoria: 'nominal agreement (participle in a passive)',
        correcao: 'foram punidas de forma',
      },
      {
        trecho: 'raramente recebe alguma punição',
        categoria: 'verbal agreement (distant subject after an aside)',
        correcao: 'raramente recebem alguma punição',
      },
      { trecho: 'haja visto', categoria: 'condemned', correcao: 'haja vista' },
      {
        trecho: 'costumam demorar meses',
        categoria: 'verbal agreement (head noun before a prepositional complement)',
        correcao: 'costuma demorar meses',
      },
      { trecho: 'aplica-se multas', categoria: 'verbal agreement (passive "se")', correcao: 'aplicam-se multas' },
      {
        trecho: 'devem haver sanções',
        categoria: 'verbal agreement (haver with an auxiliary)',
        correcao: 'deve haver sanções',
      },
      { trecho: 'a paralização imediata', categoria: 'spelling', correcao: 'a paralisação imediata' },
      {
        trecho: 'e os clubes, em geral, prefere tratar',
        categoria: 'verbal agreement (compound subject)',
        correcao: 'e os clubes, em geral, preferem tratar',
      },
      {
        trecho: 'Os clubes mantém campanhas',
        categoria: 'verbal agreement (tem/têm: mantém/mantêm)',
        correcao: 'Os clubes mantêm campanhas',
      },
      {
        trecho: 'Os jogadores que sofre ofensas',
        categoria: 'verbal agreement (relative "que")',
        correcao: 'Os jogadores que sofrem ofensas',
      },
      { trecho: 'as vezes se sentem', categoria: 'crase', correcao: 'às vezes se sentem' },
      {
        trecho: 'a violência sofrido pelos atletas',
        categoria: 'nominal agreement (adjective after two nouns)',
        correcao: 'a violência sofridos pelos atletas',
      },
      { trecho: 'passam à hostilizar', categoria: 'crase forbidden', correcao: 'passam a hostilizar' },
      { trecho: 'implica em danos', categoria: 'regência (implicar)', correcao: 'implica danos' },
      { trecho: 'assistir os jogos', categoria: 'regência (assistir)', correcao: 'assistir aos jogos' },
      { trecho: 'no estádio aonde ocorreu', categoria: 'confusable (onde/aonde)', correcao: 'no estádio onde ocorreu' },
      { trecho: 'menas pessoas', categoria: 'nominal agreement (menos)', correcao: 'menos pessoas' },
      {
        trecho: 'Embora a injúria racial está equiparada',
        categoria: 'not expected (indicative after "embora")',
        correcao: 'Embora a injúria racial esteja equiparada',
      },
      {
        trecho: 'continuam bastantes brandas',
        categoria: 'nominal agreement (bastante)',
        correcao: 'continuam bastante brandas',
      },
      { trecho: 'destinadas à pessoas', categoria: 'crase forbidden', correcao: 'destinadas a pessoas' },
      {
        trecho: 'Senão houver essa mudança',
        categoria: 'confusable (senão/se não)',
        correcao: 'Se não houver essa mudança',
      },
      { trecho: 'daqui há alguns anos', categoria: 'confusable (há/a)', correcao: 'daqui a alguns anos' },
    ],
  },
  {
    rodada: 22,
    titulo: 'Os golpes digitais e a vulnerabilidade dos consumidores brasileiros',
    texto:
      'A Constituição Federal de 1988 assegura a todos os cidadãos o direito à segurança, inclusive nas relações de consumo. Entretanto, nos últimos anos, os golpes aplicados por meio de celulares e computadores cresceu de forma alarmante no Brasil, e milhões de pessoas tem perdido suas economias para criminosos cada vez mais sofisticados. Esse cenário decorre tanto da falta de educação digital quanto da omissão das instituições que deveriam proteger o consumidor.\n\nEm primeiro lugar, a falta de conhecimento sobre segurança digital deixa os usuários expostos. Segundo pesquisas recentes, cerca de 40 milhões de brasileiros já foi vítima de algum tipo de fraude virtual. Os criminosos, que se passam por funcionários de bancos ou de lojas conhecidas, envia mensagens convincentes e solicitam senhas e códigos de verificação. Como relatou uma aposentada a um jornal, o falso atendente "pediu a senha para mim confirmar a compra", e ela só percebeu o golpe quando o saldo já tinha desaparecido. Além disso, vende-se na internet listas com dados pessoal de milhões de pessoas, o que facilita a ação dos golpistas. Nesse contexto, pessoas idosas, meias desconfiadas diante da tecnologia, acaba cedendo à pressão dos criminosos. Dessa forma, a desinformação implica em prejuízos financeiros e emocionais que poderiam ser evitados.\n\nEm segundo lugar, as instituições financeiras e o poder público não oferece proteção suficiente às vítimas. Nem os bancos nem as operadoras de telefonia assume a responsabilidade pelos prejuízos, e o consumidor esta sempre em desvantagem. Há bancos que demora semanas para analisar uma contestação, e muitos clientes desistem de recorrer devido a demora do processo. Os golpistas, exploram justamente essa lentidão para transferir o dinheiro para contas de terceiros. Fazem anos que especialistas alertam para o problema, mas as medidas adotadas pelo Estado até agora permanecem, na prática, tímido. A nível de legislação, o país avançou pouco, já que não existe uma lei específica sobre o tema.\n\nPortanto, é necessário a adoção de medidas que protejam os consumidores brasileiros. Cabe ao Ministério da Justiça, em parceria com o Banco Central, criar campanhas permanentes de educação digital, por meio de anúncios na televisão, nas redes sociais e nas agências bancárias, afim de ensinar a população à reconhecer as fraudes mais comuns. Essas campanhas devem priorizar os idosos, mais expostos a esse tipo de crime. Paralelamente, os bancos devem ser obrigado a devolver em até dez dias os valores desviados sempre que a falha de segurança for comprovada. Só assim os cidadãos poderá usar a tecnologia com confiança.',
    plantados: [
      {
        trecho: 'computadores cresceu de forma',
        categoria: 'verbal agreement (subject after an adverbial phrase)',
        correcao: 'computadores cresceram de forma',
      },
      { trecho: 'pessoas tem perdido', categoria: 'verbal agreement (tem/têm)', correcao: 'pessoas têm perdido' },
      {
        trecho: 'brasileiros já foi vítima de',
        categoria: 'verbal agreement ("cerca de" + plural)',
        correcao: 'brasileiros já foram vítimas de',
      },
      {
        trecho: 'envia mensagens convincentes',
        categoria: 'verbal agreement (distant subject with an aside)',
        correcao: 'enviam mensagens convincentes',
      },
      {
        trecho: 'para mim confirmar',
        categoria: 'confusable (mim/eu before an infinitive)',
        correcao: 'para eu confirmar',
      },
      {
        trecho: 'vende-se na internet',
        categoria: 'verbal agreement (passive "se")',
        correcao: 'vendem-se na internet',
      },
      { trecho: 'dados pessoal', categoria: 'nominal agreement (noun and adjective)', correcao: 'dados pessoais' },
      { trecho: 'meias desconfiadas', categoria: 'nominal agreement (meio)', correcao: 'meio desconfiadas' },
      {
        trecho: 'tecnologia, acaba cedendo',
        categoria: 'verbal agreement (distant subject with an aside)',
        correcao: 'tecnologia, acabam cedendo',
      },
      { trecho: 'implica em prejuízos', categoria: 'regência (implicar)', correcao: 'implica prejuízos' },
      {
        trecho: 'poder público não oferece proteção',
        categoria: 'verbal agreement (compound subject)',
        correcao: 'poder público não oferecem proteção',
      },
      { trecho: 'telefonia assume a', categoria: 'verbal agreement ("nem … nem")', correcao: 'telefonia assumem a' },
      { trecho: 'consumidor esta sempre', categoria: 'context accent', correcao: 'consumidor está sempre' },
      {
        trecho: 'bancos que demora semanas',
        categoria: 'verbal agreement (relative "que")',
        correcao: 'bancos que demoram semanas',
      },
      { trecho: 'devido a demora', categoria: 'crase', correcao: 'devido à demora' },
      {
        trecho: 'Os golpistas, exploram',
        categoria: 'not expected (comma between subject and verb)',
        correcao: 'Os golpistas exploram',
      },
      { trecho: 'Fazem anos que', categoria: 'verbal agreement (impersonal fazer)', correcao: 'Faz anos que' },
      {
        trecho: 'na prática, tímido',
        categoria: 'nominal agreement (predicate adjective far from its noun)',
        correcao: 'na prática, tímidas',
      },
      { trecho: 'A nível de legislação', categoria: 'condemned', correcao: 'Em termos de legislação' },
      {
        trecho: 'é necessário a adoção',
        categoria: 'nominal agreement (é necessário)',
        correcao: 'é necessária a adoção',
      },
      { trecho: 'afim de ensinar', categoria: 'confusable (afim/a fim)', correcao: 'a fim de ensinar' },
      { trecho: 'população à reconhecer', categoria: 'crase forbidden', correcao: 'população a reconhecer' },
      {
        trecho: 'ser obrigado a devolver',
        categoria: 'nominal agreement (participle in a passive)',
        correcao: 'ser obrigados a devolver',
      },
      {
        trecho: 'cidadãos poderá usar',
        categoria: 'verbal agreement (subject and verb)',
        correcao: 'cidadãos poderão usar',
      },
    ],
  },
  {
    rodada: 22,
    titulo: 'O abandono de animais domésticos nas cidades brasileiras',
    texto:
      'Na obra "Vidas Secas", de Graciliano Ramos, a cadela Baleia é tratada como membro da família e divide com os retirantes a fome e o cansaço. Fora da ficção, porém, essa relação de afeto nem sempre se mantém: nas cidades brasileiras, existe hoje milhões de cães e gatos vivendo nas ruas, segundo estimativas de organizações de proteção animal. Esse problema tem raízes na irresponsabilidade de muitos tutores e na ausência de políticas públicas eficazes.\n\nEm primeiro lugar, é preciso discutir porque tantas pessoas abandonam seus animais. Bastante famílias adotam um filhote por impulso, sem avaliar os gastos com alimentação, vacinas e consultas veterinárias, e, a medida que o animal cresce ou adoece, o tutor se desfaz dele como se fosse um objeto, pois prefere abandoná-lo do que arcar com o tratamento. Nos períodos de férias, aumenta os casos de abandono em estradas e terrenos baldios. Além disso, a falta de informação sobre os cuidados básicos com os animais tornam a situação ainda mais grave, já que muitos tutores desconhecem que é proibido a soltura de animais em vias públicas. Em algumas capitais, mais de mil denúncias de maus-tratos chega todo mês aos órgãos de fiscalização, e grande parte delas envolve cães e gatos mau alimentados.\n\nEm segundo lugar, o poder público e as organizações de proteção animal não consegue atender à demanda. Há cidades que não possui nenhum centro de castração gratuito, e, na maioria dos municípios, haviam filas de meses para o procedimento. A população, sem alternativa, recorrem a protetores independentes, que vem arcando sozinhos com os custos de resgate, tratamento e alimentação. Muitos deles atuam a mais de dez anos, mantêm os animais em lares temporários, aonde os bichos ficam até a adoção, e custeiam tudo com rifas e bazares beneficientes. Se observa, assim, que o Estado transfere à sociedade civil uma responsabilidade que também é sua, o que prejudica a saúde publica, uma vez que animais sem vacina podem transmitir doenças como a raiva.\n\nDiante disso, é urgente que o Ministério do Meio Ambiente, em conjunto com as prefeituras, amplie os programas de castração e de adoção responsável. Essa ação deve ser feita por meio de mutirões e campanhas gratuita nos bairros mais pobres, com cadastro e microchipagem dos animais, a fim de reduzir o número de filhotes indesejados e de identificar os tutores que abandonam seus bichos. Além disso, as escolas devem abordar o tema em sala de aula, pois educar as crianças desde cedo ajudam a formar adultos mais conscientes. Afinal, quais de nós não conhece um animal abandonado no próprio bairro? É preciso agir agora, se não o problema continuará crescendo.',
    plantados: [
      {
        trecho: 'existe hoje milhões',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'existem hoje milhões',
      },
      {
        trecho: 'discutir porque tantas',
        categoria: 'confusable (por que/porque)',
        correcao: 'discutir por que tantas',
      },
      { trecho: 'Bastante famílias', categoria: 'nominal agreement (bastante)', correcao: 'Bastantes famílias' },
      { trecho: 'a medida que o animal', categoria: 'crase', correcao: 'à medida que o animal' },
      { trecho: 'abandoná-lo do que arcar', categoria: 'regência (preferir … a)', correcao: 'abandoná-lo a arcar' },
      {
        trecho: 'aumenta os casos',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'aumentam os casos',
      },
      {
        trecho: 'animais tornam a situação',
        categoria: 'verbal agreement (head noun before a prepositional complement)',
        correcao: 'animais torna a situação',
      },
      { trecho: 'é proibido a soltura', categoria: 'nominal agreement (é proibido)', correcao: 'é proibida a soltura' },
      {
        trecho: 'maus-tratos chega todo mês',
        categoria: 'verbal agreement ("mais de" + plural)',
        correcao: 'maus-tratos chegam todo mês',
      },
      { trecho: 'mau alimentados', categoria: 'confusable (mal/mau)', correcao: 'mal alimentados' },
      {
        trecho: 'animal não consegue atender',
        categoria: 'verbal agreement (compound subject)',
        correcao: 'animal não conseguem atender',
      },
      {
        trecho: 'cidades que não possui',
        categoria: 'verbal agreement (relative "que")',
        correcao: 'cidades que não possuem',
      },
      { trecho: 'haviam filas', categoria: 'verbal agreement (impersonal haver)', correcao: 'havia filas' },
      {
        trecho: 'alternativa, recorrem a',
        categoria: 'verbal agreement (collective noun)',
        correcao: 'alternativa, recorre a',
      },
      { trecho: 'que vem arcando', categoria: 'verbal agreement (vem/vêm)', correcao: 'que vêm arcando' },
      { trecho: 'atuam a mais de dez anos', categoria: 'confusable (há/a)', correcao: 'atuam há mais de dez anos' },
      { trecho: 'aonde os bichos ficam', categoria: 'confusable (onde/aonde)', correcao: 'onde os bichos ficam' },
      { trecho: 'bazares beneficientes', categoria: 'spelling', correcao: 'bazares beneficentes' },
      { trecho: 'Se observa, assim,', categoria: 'pronoun placement', correcao: 'Observa-se, assim,' },
      { trecho: 'saúde publica', categoria: 'context accent', correcao: 'saúde pública' },
      {
        trecho: 'campanhas gratuita nos',
        categoria: 'nominal agreement (adjective after two nouns)',
        correcao: 'campanhas gratuitas nos',
      },
      {
        trecho: 'desde cedo ajudam a',
        categoria: 'verbal agreement (infinitive clause as subject)',
        correcao: 'desde cedo ajuda a',
      },
      { trecho: 'nós não conhece um', categoria: 'verbal agreement ("quais de nós")', correcao: 'nós não conhecem um' },
      {
        trecho: 'agora, se não o problema',
        categoria: 'confusable (senão/se não)',
        correcao: 'agora, senão o problema',
      },
    ],
  },
  {
    rodada: 22,
    titulo: 'Os desafios para o acesso à saúde bucal no Brasil',
    texto:
      'Em 2004, o governo federal lançou o programa Brasil Sorridente, com o objetivo de ampliar o acesso da população aos serviços odontológicos. Apesar desse avanço, milhões de brasileiros ainda não tem acesso regular a um dentista, e a perda precoce dos dentes continua sendo vista como algo natural. Esse quadro resulta da desigualdade na oferta de atendimento e da falta de educação em saúde.\n\nEm primeiro lugar, a distribuição dos serviços odontológicos é desigual no território brasileiro. O número de dentistas por habitante nas regiões Norte e Nordeste são muito inferior ao das regiões Sul e Sudeste, e, nas periferias das grandes cidades, falta unidades básicas com equipe de saúde bucal. O tratamento particular é caro, mais a rede pública não consegue suprir a demanda, e, com raras excessões, o paciente que obtém uma vaga precisa esperar meses, as vezes anos, por uma consulta. Por isso, muitas famílias só procuram ajuda quando a dor se torna insuportável e acabam recorrendo à extrações que poderiam ser evitadas. A saúde bucal, que deveria ser um direito de todos, tornou-se um previlégio de quem pode pagar.\n\nEm segundo lugar, a falta de informação agrava o problema. Por muito tempo, o Estado pouco preocupou-se com a prevenção, e pesquisas feitas há alguns anos atrás já mostravam que a cárie é a doença crônica mais comum na infância. Ainda se consome, nas cantinas escolares, muitos alimentos ricos em açúcar, e a comunidade escolar raramente recebem orientação sobre higiene bucal. A escovação após as refeições e um hábito simples, mas, caso a criança não aprende a escovar os dentes cedo, levará esse descuido para a vida adulta. Além disso, as campanhas de prevenção, quando existem, duram poucas semanas e quase nunca chegam às zonas rurais, de modo que permanecem, para grande parte da população, desconhecido. Para famílias que moram há quilômetros do posto de saúde mais próximo, a informação simplesmente não chega.\n\nPortanto, devem haver ações coordenadas para garantir o acesso de todos a saúde bucal. O Ministério da Saúde, em parceria com as secretarias estaduais e municipais, deve ampliar o número de equipes odontológicas na atenção básica, por meio de concursos públicos e de unidades móveis que percorram as regiões mais afastadas, com a finalidade de levar atendimento à quem mais precisa. Essas equipes também devem realizar ações educativas nas escolas, visando o bem-estar das crianças desde os primeiros anos de vida. Os relatórios dessas visitas, com as fotos anexo, devem ser enviados as secretarias de saúde, para que os resultados sejam acompanhado pela sociedade. Do mesmo modo, é bom a distribuição gratuita de kits de higiene bucal nas unidades de saúde. Se essas medidas forem adotadas, o número de extrações evitáveis cairia de forma significativa, e cada paciente atendida pelo SUS poderá dizer, enfim, "muito obrigado" aos profissionais que cuidaram dela.',
    plantados: [
      {
        trecho: 'brasileiros ainda não tem acesso',
        categoria: 'verbal agreement (tem/têm)',
        correcao: 'brasileiros ainda não têm acesso',
      },
      {
        trecho: 'Nordeste são muito inferior',
        categoria: 'verbal agreement (head noun before a prepositional complement)',
        correcao: 'Nordeste é muito inferior',
      },
      {
        trecho: 'falta unidades básicas',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'faltam unidades básicas',
      },
      { trecho: 'caro, mais a rede', categoria: 'confusable (mas/mais)', correcao: 'caro, mas a rede' },
      { trecho: 'raras excessões', categoria: 'spelling', correcao: 'raras exceções' },
      { trecho: 'meses, as vezes', categoria: 'crase', correcao: 'meses, às vezes' },
      { trecho: 'recorrendo à extrações', categoria: 'crase forbidden', correcao: 'recorrendo a extrações' },
      { trecho: 'um previlégio', categoria: 'spelling', correcao: 'um privilégio' },
      { trecho: 'pouco preocupou-se', categoria: 'pronoun placement', correcao: 'pouco se preocupou' },
      { trecho: 'há alguns anos atrás', categoria: 'condemned', correcao: 'há alguns anos' },
      { trecho: 'Ainda se consome,', categoria: 'verbal agreement (passive "se")', correcao: 'Ainda se consomem,' },
      {
        trecho: 'escolar raramente recebem',
        categoria: 'verbal agreement (collective noun)',
        correcao: 'escolar raramente recebe',
      },
      { trecho: 'refeições e um hábito', categoria: 'context accent', correcao: 'refeições é um hábito' },
      {
        trecho: 'criança não aprende a escovar',
        categoria: 'not expected (indicative after "caso")',
        correcao: 'criança não aprenda a escovar',
      },
      {
        trecho: 'população, desconhecido',
        categoria: 'nominal agreement (predicate adjective far from its noun)',
        correcao: 'população, desconhecidas',
      },
      { trecho: 'moram há quilômetros', categoria: 'confusable (há/a)', correcao: 'moram a quilômetros' },
      {
        trecho: 'devem haver ações',
        categoria: 'verbal agreement (impersonal haver with an auxiliary)',
        correcao: 'deve haver ações',
      },
      { trecho: 'todos a saúde bucal', categoria: 'crase', correcao: 'todos à saúde bucal' },
      { trecho: 'à quem mais precisa', categoria: 'crase forbidden', correcao: 'a quem mais precisa' },
      { trecho: 'visando o bem-estar', categoria: 'regência (visar)', correcao: 'visando ao bem-estar' },
      { trecho: 'fotos anexo', categoria: 'nominal agreement (anexo)', correcao: 'fotos anexas' },
      { trecho: 'enviados as secretarias', categoria: 'crase', correcao: 'enviados às secretarias' },
      {
        trecho: 'sejam acompanhado pela',
        categoria: 'nominal agreement (participle in a passive)',
        correcao: 'sejam acompanhados pela',
      },
      { trecho: 'é bom a distribuição', categoria: 'nominal agreement (é bom)', correcao: 'é boa a distribuição' },
      { trecho: 'cairia de forma', categoria: 'not expected (tense sequence)', correcao: 'cairá de forma' },
      { trecho: '"muito obrigado"', categoria: 'nominal agreement (obrigado)', correcao: '"muito obrigada"' },
    ],
  },
  {
    rodada: 23,
    titulo: 'Os desafios para erradicar o sub-registro civil de nascimento no Brasil',
    texto:
      'A Constituição Federal de 1988 assegura a todos os brasileiros o direito à cidadania, cujo ponto de partida é o registro civil de nascimento. Entretanto, ainda existe no país milhares de pessoas que nunca tiveram o nome inscrito em um cartório e que, por isso, são invisíveis para o Estado. Segundo estimativas de órgãos oficiais, cerca de três milhões de brasileiros não possui certidão de nascimento, documento indispensável ao exercício de qualquer direito. Diante desse cenário, convém analisar as causas do sub-registro, ligadas não apenas à pobreza, mais também à ineficiência da gestão publica.' +
      '\n\n' +
      'Em primeiro lugar, cabe destacar que o sub-registro se concentra nas regiões Norte e Nordeste, sobretudo em comunidades ribeirinhas, indígenas e quilombolas e em municípios aonde não há cartório. A falta de cartórios nas zonas rurais e nas aldeias dificultam o acesso ao documento, pois muitas famílias, devido a precariedade das estradas, precisam percorrer dezenas de quilômetros até a sede do município. Nesse contexto, os pais, muitas vezes sem informação sobre a gratuidade do registro e sem recursos para custear a viagem, acaba adiando a ida ao cartório indefinidamente. Há também as mães que não tem documentos próprios e que, por essa razão, não conseguem registrar os filhos. Faziam anos que especialistas alertavam para esse problema, mas, até pouco tempo atrás, haviam poucos postos de atendimento nas maternidades. O resultado é um ciclo de exclusão que atravessa gerações e que torna-se cada vez mais difícil de romper.' +
      '\n\n' +
      'Além disso, a ausência da certidão de nascimento, impede o acesso a direitos básicos, como a saúde, a educação e a assistência social. Essas pessoas, excluídas das estatísticas oficiais, tornam-se, com o passar dos anos, cada vez mais invisível para o poder público, o que compromete o planejamento de políticas e distorce os indices sociais. Programas de transferência de renda, por exemplo, exigem documentação básico, o que representa mais um impecilho para as famílias que vive em situação de extrema pobreza. Embora a gratuidade do registro seja garantida por lei a mais de duas décadas, ainda se oferece poucos serviços itinerantes nas áreas mais afastadas.' +
      '\n\n' +
      'Portanto, é necessário a ampliação das ações de combate ao sub-registro. Para isso, o Ministério dos Direitos Humanos e da Cidadania, em parceria com os cartórios e as secretarias estaduais de saúde, deve instalar postos de registro em todas as maternidades e promover mutirões itinerantes nas comunidades mais isoladas, visando o registro imediato de cada recém-nascido. Nesses mutirões, os dados das famílias devem ser encaminhado aos sistemas oficiais, e as declarações de nascido vivo, anexo a cada pedido, devem ser conferidas por um oficial de registro. Além disso, campanhas em rádios comunitárias devem informar as famílias sobre a gratuidade do documento e incentivá-las à procurar o cartório logo após o parto. Somente assim será possível garantir a todos o direito à identidade e dar visibilidade as populações que hoje vivem à margem da cidadania.',
    plantados: [
      {
        trecho: 'ainda existe no país',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'ainda existem no país',
      },
      {
        trecho: 'brasileiros não possui',
        categoria: 'verbal agreement (cerca de + plural)',
        correcao: 'brasileiros não possuem',
      },
      { trecho: 'mais também à', categoria: 'confusable (mas/mais)', correcao: 'mas também à' },
      { trecho: 'gestão publica', categoria: 'context accent (pública/publica)', correcao: 'gestão pública' },
      { trecho: 'municípios aonde não', categoria: 'confusable (onde/aonde)', correcao: 'municípios onde não' },
      {
        trecho: 'aldeias dificultam o acesso',
        categoria: 'verbal agreement (head noun before a prepositional complement)',
        correcao: 'aldeias dificulta o acesso',
      },
      { trecho: 'devido a precariedade', categoria: 'crase', correcao: 'devido à precariedade' },
      { trecho: 'acaba adiando a', categoria: 'verbal agreement (distant subject)', correcao: 'acabam adiando a' },
      { trecho: 'mães que não tem', categoria: 'verbal agreement (tem/têm)', correcao: 'mães que não têm' },
      { trecho: 'Faziam anos que', categoria: 'verbal agreement (impersonal fazer)', correcao: 'Fazia anos que' },
      {
        trecho: 'haviam poucos postos',
        categoria: 'verbal agreement (impersonal haver)',
        correcao: 'havia poucos postos',
      },
      { trecho: 'que torna-se cada', categoria: 'pronoun placement', correcao: 'que se torna cada' },
      {
        trecho: 'nascimento, impede o',
        categoria: 'not expected (comma between subject and verb)',
        correcao: 'nascimento impede o',
      },
      {
        trecho: 'cada vez mais invisível',
        categoria: 'nominal agreement (predicative far from its noun)',
        correcao: 'cada vez mais invisíveis',
      },
      { trecho: 'os indices sociais', categoria: 'context accent (índices/indices)', correcao: 'os índices sociais' },
      {
        trecho: 'documentação básico',
        categoria: 'nominal agreement (noun and adjective)',
        correcao: 'documentação básica',
      },
      { trecho: 'mais um impecilho', categoria: 'spelling', correcao: 'mais um empecilho' },
      {
        trecho: 'famílias que vive em',
        categoria: 'verbal agreement (relative "que" with a plural antecedent)',
        correcao: 'famílias que vivem em',
      },
      { trecho: 'lei a mais de', categoria: 'confusable (há/a)', correcao: 'lei há mais de' },
      {
        trecho: 'se oferece poucos serviços',
        categoria: 'verbal agreement (passive "se")',
        correcao: 'se oferecem poucos serviços',
      },
      {
        trecho: 'é necessário a ampliação',
        categoria: 'nominal agreement (é necessário)',
        correcao: 'é necessária a ampliação',
      },
      { trecho: 'visando o registro', categoria: 'regência (visar)', correcao: 'visando ao registro' },
      {
        trecho: 'devem ser encaminhado',
        categoria: 'nominal agreement (participle in a passive)',
        correcao: 'devem ser encaminhados',
      },
      { trecho: 'vivo, anexo a cada', categoria: 'nominal agreement (anexo)', correcao: 'vivo, anexas a cada' },
      { trecho: 'à procurar o cartório', categoria: 'crase forbidden', correcao: 'a procurar o cartório' },
      { trecho: 'visibilidade as populações', categoria: 'crase', correcao: 'visibilidade às populações' },
    ],
  },
  {
    rodada: 23,
    titulo: 'A violência obstétrica e o desrespeito aos direitos das mulheres no Brasil',
    texto:
      'A Organização Mundial da Saúde reconhece que toda mulher tem direito a um parto seguro e respeitoso. No Brasil, contudo, essa garantia ainda está longe de ser cumprida: nas maternidades públicas e privadas do país, ocorre diariamente episódios de desrespeito, negligência e abuso contra gestantes e parturientes. Esse fenômeno, conhecido como violência obstétrica, esta sendo cada vez mais denunciado, mas continua pouco discutido a nível de políticas públicas. Não é difícil entender porque isso acontece: trata-se de uma violência naturalizada, que muitas vezes nem é percebida pelas próprias vítimas.' +
      '\n\n' +
      'Em primeiro lugar, é preciso considerar que a formação médica no Brasil ainda privilegia um modelo intervencionista, centrado no profissional e não na paciente. A falta de informação das gestantes e o despreparo de parte das equipes contribui para que procedimentos e intervenções desnecessário sejam realizados sem autorização, como a episiotomia de rotina e a manobra de Kristeller. Realizar procedimentos sem o consentimento da mulher configuram violação de sua autonomia, ainda que o profissional acredite agir em benefício dela. Além disso, a equipe de plantão, pressionada pela superlotação, muitas vezes ignoram as queixas das parturientes e deixa de obedecer o protocolo de humanização previsto pelo Ministério da Saúde. Muitos hospitais ainda mantém práticas condenadas pela ciência há anos, e, em vários deles, é proibido a entrada do acompanhante, direito garantido por lei desde 2005.' +
      '\n\n' +
      'Em segundo lugar, as consequências dessa violência ultrapassam o momento do parto. Surge, segundo relatos de diversas mulheres, situações de humilhação e abandono que deixam marcas físicas e psicológicas duradouras. Em pesquisas recentes, mais de mil gestantes entrevistadas relatou ter sofrido algum tipo de maus-tratos, e há bastante denúncias que nunca chegam à Justiça. Muitas mulheres saem da maternidade meias constrangidas, sem saber se o que viveram foi normal. Como agente costuma ouvir, "parto é assim mesmo", frase que revela o quanto essa violência foi naturalizada. As denúncias, que vem crescendo nos últimos anos, mostram que o problema não é um mal atendimento isolado, mas uma falha estrutural.' +
      '\n\n' +
      'Portanto, devem haver medidas capazes de garantir as mulheres um parto digno e seguro. Para isso, o Ministério da Saúde, em parceria com as universidades, deve incluir nos cursos de Medicina e Enfermagem disciplinas voltadas à humanização do parto e fiscalizar o cumprimento da Lei do Acompanhante em todas as maternidades, sem excessão. Paralelamente, as unidades básicas de saúde devem oferecer à todas as gestantes rodas de conversa durante o pré-natal, nas quais elas possam assistir vídeos educativos e conhecer seus direitos, como a possibilidade de elaborar um plano de parto. Se essas medidas forem adotadas, a violência obstétrica deixaria de ser tratada como normal, e o nascimento voltará a ser um momento de cuidado, e não de medo.',
    plantados: [
      {
        trecho: 'ocorre diariamente episódios',
        categoria: 'verbal agreement (subject after an adverbial phrase)',
        correcao: 'ocorrem diariamente episódios',
      },
      { trecho: 'esta sendo', categoria: 'context accent (está/esta)', correcao: 'está sendo' },
      { trecho: 'a nível de políticas públicas', categoria: 'condemned', correcao: 'no âmbito das políticas públicas' },
      { trecho: 'entender porque isso', categoria: 'confusable (por que/porque)', correcao: 'entender por que isso' },
      {
        trecho: 'equipes contribui para',
        categoria: 'verbal agreement (compound subject)',
        correcao: 'equipes contribuem para',
      },
      {
        trecho: 'intervenções desnecessário',
        categoria: 'nominal agreement (adjective after two nouns)',
        correcao: 'intervenções desnecessários',
      },
      {
        trecho: 'mulher configuram violação',
        categoria: 'verbal agreement (infinitive clause as subject)',
        correcao: 'mulher configura violação',
      },
      {
        trecho: 'vezes ignoram as queixas',
        categoria: 'verbal agreement (collective noun)',
        correcao: 'vezes ignora as queixas',
      },
      { trecho: 'obedecer o protocolo', categoria: 'regência (obedecer)', correcao: 'obedecer ao protocolo' },
      {
        trecho: 'ainda mantém práticas',
        categoria: 'verbal agreement (mantém/mantêm)',
        correcao: 'ainda mantêm práticas',
      },
      { trecho: 'é proibido a entrada', categoria: 'nominal agreement (é proibido)', correcao: 'é proibida a entrada' },
      {
        trecho: 'Surge, segundo relatos',
        categoria: 'verbal agreement (subject after an aside)',
        correcao: 'Surgem, segundo relatos',
      },
      {
        trecho: 'entrevistadas relatou ter',
        categoria: 'verbal agreement (mais de + plural)',
        correcao: 'entrevistadas relataram ter',
      },
      { trecho: 'bastante denúncias', categoria: 'nominal agreement (bastante)', correcao: 'bastantes denúncias' },
      { trecho: 'meias constrangidas', categoria: 'nominal agreement (meio)', correcao: 'meio constrangidas' },
      { trecho: 'Como agente costuma', categoria: 'confusable (a gente/agente)', correcao: 'Como a gente costuma' },
      { trecho: 'que vem crescendo', categoria: 'verbal agreement (vem/vêm)', correcao: 'que vêm crescendo' },
      { trecho: 'mal atendimento isolado', categoria: 'confusable (mal/mau)', correcao: 'mau atendimento isolado' },
      {
        trecho: 'devem haver medidas',
        categoria: 'verbal agreement (impersonal haver with an auxiliary)',
        correcao: 'deve haver medidas',
      },
      { trecho: 'garantir as mulheres', categoria: 'crase', correcao: 'garantir às mulheres' },
      { trecho: 'sem excessão', categoria: 'spelling', correcao: 'sem exceção' },
      { trecho: 'oferecer à todas as', categoria: 'crase forbidden', correcao: 'oferecer a todas as' },
      {
        trecho: 'assistir vídeos educativos',
        categoria: 'regência (assistir)',
        correcao: 'assistir a vídeos educativos',
      },
      {
        trecho: 'obstétrica deixaria de ser',
        categoria: 'not expected (tense sequence)',
        correcao: 'obstétrica deixará de ser',
      },
    ],
  },
  {
    rodada: 23,
    titulo: 'Os desafios do combate ao etarismo no mercado de trabalho brasileiro',
    texto:
      'O envelhecimento da população brasileira é um fato demográfico incontestável: segundo o IBGE, o número de pessoas com mais de sessenta anos cresce a cada censo. No entanto, o mercado de trabalho não acompanha essa transformação e ainda trata a experiência como um defeito. O etarismo, isto é, o preconceito baseado na idade, e uma forma de discriminação silenciosa, que afeta principalmente os profissionais com mais de cinquenta anos. Não falta exemplos desse problema no cotidiano das empresas, o que exige uma reflexão sobre suas causas e consequências.' +
      '\n\n' +
      'Em primeiro lugar, é importante destacar o culto à juventude presente na cultura corporativa. Se observa, em processos seletivos, a preferência por candidatos jovens, considerados mais dinâmicos e adaptáveis às novas tecnologias. O empresariado, em grande parte, costumam associar a idade avançada à lentidão e à resistência a mudanças, estereótipo que não se sustenta na prática. Muitas empresas afirmam valorizar a diversidade. Portanto, raramente contratam candidatos mais velhos, cujos currículos são descartado logo na primeira triagem. Há gestores que preferem jovens inexperientes do que profissionais qualificados, pois acreditam que o salário menor e o tempo de permanência na empresa compensam a falta de preparo. Ao meu ver, essa escolha revela menos uma estratégia econômica do que um preconceito enraizado.' +
      '\n\n' +
      'Além disso, os trabalhadores na faixa dos cinquenta anos, apesar da experiência acumulada ao longo de décadas, enfrenta enormes dificuldades para se recolocar após uma demissão. A exclusão desses trabalhadores implica em perdas para toda a sociedade, já que a contratação de pessoas mais velhas trazem benefícios comprovados, como a capacidade de mediar conflitos e de orientar os colegas mais novos. Os profissionais que perde o emprego nessa fase da vida tem, em geral, poucas alternativas senão a informalidade, o que compromete a contribuição previdenciária e a renda familiar. Já houveram avanços, como o Estatuto da Pessoa Idosa, mas ainda se valoriza pouco os saberes acumulados. A experiência desses profissionais, construída em anos de atuação, continua sendo, para muitas empresas, pouco reconhecido.' +
      '\n\n' +
      'Portanto, é necessário a criação de políticas que combatam o etarismo de forma efetiva. Para isso, o Ministério do Trabalho e Emprego, em parceria com as entidades empresariais, deve oferecer incentivos fiscais às empresas que contratarem profissionais maduros, afim de estimular a diversidade etária nas equipes. Paralelamente, as vagas disponível em programas públicos de qualificação devem previlegiar trabalhadores acima de cinquenta anos, muitos deles bastantes qualificados, mas desatualizados em relação as novas ferramentas digitais. A mídia, por sua vez, deve veicular campanhas que mostrem o valor da experiência à partir de relatos reais de profissionais mais velhos. Senão houver uma mudança cultural, o país desperdiçará o talento de milhões de pessoas justamente no momento em que sua população mais envelhece.',
    plantados: [
      { trecho: 'idade, e uma forma', categoria: 'context accent (é/e)', correcao: 'idade, é uma forma' },
      {
        trecho: 'Não falta exemplos',
        categoria: 'verbal agreement (verb before subject)',
        correcao: 'Não faltam exemplos',
      },
      { trecho: 'Se observa, em', categoria: 'pronoun placement', correcao: 'Observa-se, em' },
      {
        trecho: 'parte, costumam associar',
        categoria: 'verbal agreement (collective noun)',
        correcao: 'parte, costuma associar',
      },
      {
        trecho: 'Portanto, raramente contratam',
        categoria: 'not expected (connective contrary to the meaning)',
        correcao: 'Contudo, raramente contratam',
      },
      {
        trecho: 'são descartado logo',
        categoria: 'nominal agreement (participle in a passive)',
        correcao: 'são descartados logo',
      },
      {
        trecho: 'preferem jovens inexperientes do que',
        categoria: 'regência (preferir … a)',
        correcao: 'preferem jovens inexperientes a',
      },
      { trecho: 'Ao meu ver', categoria: 'condemned', correcao: 'A meu ver' },
      {
        trecho: 'enfrenta enormes dificuldades',
        categoria: 'verbal agreement (distant subject)',
        correcao: 'enfrentam enormes dificuldades',
      },
      { trecho: 'implica em perdas', categoria: 'regência (implicar)', correcao: 'implica perdas' },
      {
        trecho: 'pessoas mais velhas trazem',
        categoria: 'verbal agreement (head noun before a prepositional complement)',
        correcao: 'pessoas mais velhas traz',
      },
      {
        trecho: 'profissionais que perde o',
        categoria: 'verbal agreement (relative "que" with a plural antecedent)',
        correcao: 'profissionais que perdem o',
      },
      { trecho: 'vida tem, em geral', categoria: 'verbal agreement (tem/têm)', correcao: 'vida têm, em geral' },
      { trecho: 'Já houveram avanços', categoria: 'verbal agreement (impersonal haver)', correcao: 'Já houve avanços' },
      {
        trecho: 'se valoriza pouco os',
        categoria: 'verbal agreement (passive "se")',
        correcao: 'se valorizam pouco os',
      },
      {
        trecho: 'empresas, pouco reconhecido',
        categoria: 'nominal agreement (predicative far from its noun)',
        correcao: 'empresas, pouco reconhecida',
      },
      {
        trecho: 'é necessário a criação',
        categoria: 'nominal agreement (é necessário)',
        correcao: 'é necessária a criação',
      },
      { trecho: 'afim de estimular', categoria: 'confusable (a fim/afim)', correcao: 'a fim de estimular' },
      {
        trecho: 'vagas disponível',
        categoria: 'nominal agreement (noun and adjective)',
        correcao: 'vagas disponíveis',
      },
      { trecho: 'devem previlegiar', categoria: 'spelling', correcao: 'devem privilegiar' },
      {
        trecho: 'bastantes qualificados',
        categoria: 'nominal agreement (bastante)',
        correcao: 'bastante qualificados',
      },
      { trecho: 'relação as novas', categoria: 'crase', correcao: 'relação às novas' },
      { trecho: 'à partir de relatos', categoria: 'crase forbidden', correcao: 'a partir de relatos' },
      { trecho: 'Senão houver uma', categoria: 'confusable (senão/se não)', correcao: 'Se não houver uma' },
    ],
  },
];
