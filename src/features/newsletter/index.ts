export {NewsletterForm} from './NewsletterForm';
export {subscribeToNewsletter, InvalidEmailError} from './subscribe';
export {NEWSLETTER_COLLECTION, isValidEmail, normaliseEmail, type NewsletterSubscription} from './model';
