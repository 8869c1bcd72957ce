// The features the models read (names of TextAnalysis.features). Raters' inline corrections never enter them.
export const FEATURES = [
  'spell_rate', 'spell_log', 'accent_rate', 'capital_errors', 'punct_errors', 'informal', 'run_on', 'grammar', 'deviations_log', 'morph_deviations',
  'deviation_rate',
  'log_words', 'words_100', 'len_a', 'len_b', 'len_c', 'paragraphs', 'paragraphs_ok', 'single_paragraph', 'sentences', 'mean_sentence', 'mattr', 'mean_word_len', 'long_words', 'content_share',
  'questions', 'exclamations', 'second_person', 'first_plural', 'commas_per_sentence', 'quotes', 'numbers', 'paragraph_balance', 'min_paragraph', 'sentence_openers',
  'theme_sim', 'theme_low', 'copy_share', 'repertoire', 'repertoire_kinds', 'repertoire_tied', 'first_person', 'narrative', 'structure',
  'connectives_rate', 'connectives_log', 'connectives_distinct', 'connective_functions', 'inter_paragraph', 'inter_paragraph_ok', 'connective_repeat', 'referentials_rate', 'repeated_words',
  'thesis_score', 'topics_developed', 'dev_paragraph_words', 'dev_markers', 'progression', 'intro_words',
  'c5_elements', 'c5_agent', 'c5_action', 'c5_means', 'c5_purpose', 'c5_detail', 'c5_vague', 'c5_conditional', 'conclusion_words', 'conclusion_marker', 'gaming',
];
