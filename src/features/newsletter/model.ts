/**
 * newsletter/{subscriptionId}: one document per subscription, under a random id only the
 * subscribing browser knows (the address is never the id, so nobody can probe it). Write-only from
 * clients, except that the verified owner of an address finds and removes its entries;
 * firestore.rules enforces exactly this shape.
 */
export const NEWSLETTER_COLLECTION = 'newsletter';

export type NewsletterSubscription = Readonly<{
  email: string;
  /** Server timestamp of the latest subscription. */
  subscribedAt: unknown;
}>;

export const MAX_EMAIL_LENGTH = 254;

/** The same check firestore.rules applies: one @, a dot in the domain, no spaces or slashes. */
export function isValidEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && /^[^@/\s]+@[^@/\s]+\.[^@/\s]+$/.test(value);
}

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
