/** Enterprise sign-in's one view: its offer, drawn inside Main's email form (MainEmailForm's `offer`). */
export { EmailOffer, type EmailOfferProps } from './EmailOffer';
