export { checkEssay, networkView, type CheckedEssay, type PeopleLookup } from './check.js';
export { checkActivity } from './activity.js';
export { bankIndex, motivatingKey } from './bank.js';
export { compareWith, possibleCopy, shareOf, templatesOf, type Holders } from './compare.js';
export { prepare, type Prepared } from './prepare.js';
export { sharedPassages, shingleIndex, coveredWords, type Passage } from './align.js';
export { fingerprints, shingles, wordsOf, SHINGLE_WORDS, WINNOW_WINDOW } from './text.js';
