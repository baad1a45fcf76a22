/**
 * SPEC §2 (strength display, zxcvbn policy): the server's warning and suggestions are English
 * sentences from zxcvbn. We translate them through a known list: each sentence maps to a message id,
 * and an unknown sentence is shown as the server sent it.
 */

/** English text of each id: exactly @zxcvbn-ts/language-en's translations (a test checks this). */
export const zxcvbnFeedbackEn = {
  'zxcvbn.warning.straightRow': 'Straight rows of keys on your keyboard are easy to guess.',
  'zxcvbn.warning.keyPattern': 'Short keyboard patterns are easy to guess.',
  'zxcvbn.warning.simpleRepeat': 'Repeated characters like "aaa" are easy to guess.',
  'zxcvbn.warning.extendedRepeat': 'Repeated character patterns like "abcabcabc" are easy to guess.',
  'zxcvbn.warning.sequences': 'Common character sequences like "abc" are easy to guess.',
  'zxcvbn.warning.recentYears': 'Recent years are easy to guess.',
  'zxcvbn.warning.dates': 'Dates are easy to guess.',
  'zxcvbn.warning.topTen': 'This is a heavily used password.',
  'zxcvbn.warning.topHundred': 'This is a frequently used password.',
  'zxcvbn.warning.common': 'This is a commonly used password.',
  'zxcvbn.warning.similarToCommon': 'This is similar to a commonly used password.',
  'zxcvbn.warning.wordByItself': 'Single words are easy to guess.',
  'zxcvbn.warning.namesByThemselves': 'Single names or surnames are easy to guess.',
  'zxcvbn.warning.commonNames': 'Common names and surnames are easy to guess.',
  'zxcvbn.warning.userInputs': 'There should not be any personal or page related data.',
  'zxcvbn.warning.pwned': 'Your password was exposed by a data breach on the Internet.',
  'zxcvbn.suggestion.l33t': "Avoid predictable letter substitutions like '@' for 'a'.",
  'zxcvbn.suggestion.reverseWords': 'Avoid reversed spellings of common words.',
  'zxcvbn.suggestion.allUppercase': 'Capitalize some, but not all letters.',
  'zxcvbn.suggestion.capitalization': 'Capitalize more than the first letter.',
  'zxcvbn.suggestion.dates': 'Avoid dates and years that are associated with you.',
  'zxcvbn.suggestion.recentYears': 'Avoid recent years.',
  'zxcvbn.suggestion.associatedYears': 'Avoid years that are associated with you.',
  'zxcvbn.suggestion.sequences': 'Avoid common character sequences.',
  'zxcvbn.suggestion.repeated': 'Avoid repeated words and characters.',
  'zxcvbn.suggestion.longerKeyboardPattern': 'Use longer keyboard patterns and change typing direction multiple times.',
  'zxcvbn.suggestion.anotherWord': 'Add more words that are less common.',
  'zxcvbn.suggestion.useWords': 'Use multiple words, but avoid common phrases.',
  'zxcvbn.suggestion.noNeed': 'You can create strong passwords without using symbols, numbers, or uppercase letters.',
  'zxcvbn.suggestion.pwned': 'If you use this password elsewhere, you should change it.',
} as const;

export type ZxcvbnFeedbackId = keyof typeof zxcvbnFeedbackEn;

// Servers running the original (Dropbox) zxcvbn word the same feedback differently: same ids.
const classicZxcvbn: Record<string, ZxcvbnFeedbackId> = {
  'Straight rows of keys are easy to guess': 'zxcvbn.warning.straightRow',
  'Short keyboard patterns are easy to guess': 'zxcvbn.warning.keyPattern',
  'Repeats like "aaa" are easy to guess': 'zxcvbn.warning.simpleRepeat',
  'Repeats like "abcabcabc" are only slightly harder to guess than "abc"': 'zxcvbn.warning.extendedRepeat',
  'Sequences like abc or 6543 are easy to guess': 'zxcvbn.warning.sequences',
  'Dates are often easy to guess': 'zxcvbn.warning.dates',
  'This is a top-10 common password': 'zxcvbn.warning.topTen',
  'This is a top-100 common password': 'zxcvbn.warning.topHundred',
  'This is a very common password': 'zxcvbn.warning.common',
  'A word by itself is easy to guess': 'zxcvbn.warning.wordByItself',
  'Names and surnames by themselves are easy to guess': 'zxcvbn.warning.namesByThemselves',
  "Predictable substitutions like '@' instead of 'a' don't help very much": 'zxcvbn.suggestion.l33t',
  "Reversed words aren't much harder to guess": 'zxcvbn.suggestion.reverseWords',
  'All-uppercase is almost as easy to guess as all-lowercase': 'zxcvbn.suggestion.allUppercase',
  "Capitalization doesn't help very much": 'zxcvbn.suggestion.capitalization',
  'Avoid sequences': 'zxcvbn.suggestion.sequences',
  'Use a longer keyboard pattern with more turns': 'zxcvbn.suggestion.longerKeyboardPattern',
  'Add another word or two. Uncommon words are better.': 'zxcvbn.suggestion.anotherWord',
  'Use a few words, avoid common phrases': 'zxcvbn.suggestion.useWords',
  'No need for symbols, digits, or uppercase letters': 'zxcvbn.suggestion.noNeed',
};

// Compare without case, surrounding space or a final full stop: servers differ on those alone.
const normalise = (text: string) => text.trim().replace(/\.$/, '').toLowerCase();

const byText = new Map<string, ZxcvbnFeedbackId>();
for (const [id, text] of Object.entries(zxcvbnFeedbackEn)) byText.set(normalise(text), id as ZxcvbnFeedbackId);
for (const [text, id] of Object.entries(classicZxcvbn)) byText.set(normalise(text), id);

/** The message id of a zxcvbn feedback sentence, or undefined when it is not on the known list. */
export function zxcvbnFeedbackId(text: string): ZxcvbnFeedbackId | undefined {
  return byText.get(normalise(text));
}
