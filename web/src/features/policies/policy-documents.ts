/**
 * The sections of each policy, in reading order. The texts live in the `policies` namespace
 * (locales/<code>/policies.json), one object per section: a heading, then optional `text`
 * paragraphs, a `list` and closing `after` paragraphs, each shown in the file's order (every
 * language keeps English's order; the translation test checks it).
 */
export const POLICY_DOCUMENTS = {
  privacy: [
    'collect',
    'why',
    'cookies',
    'sharing',
    'retention',
    'security',
    'rights',
    'minors',
    'changes',
    'contact',
  ],
  refund: ['window', 'request', 'timing', 'units', 'after'],
  fulfillment: ['what', 'timing', 'problems'],
} as const;

export type PolicyName = keyof typeof POLICY_DOCUMENTS;

/** The day the texts were last changed in substance: shown as "Last updated" on every policy. */
export const POLICIES_LAST_UPDATED = new Date(2026, 10, 27);

/** Where the texts send a reader who wants to reach the operator: the landing page's contact form. */
export const CONTACT_FORM_PATH = '/#contact';
