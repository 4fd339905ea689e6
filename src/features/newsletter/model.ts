/**
 * newsletter/{email}: one document per lower-cased address (the id), so subscribing twice keeps
 * one record. Write-only from clients; firestore.rules enforces exactly this shape.
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
