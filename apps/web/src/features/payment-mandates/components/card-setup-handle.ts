/** What the card part of the autopay form offers: validate, then save the card on a SetupIntent's client secret. */
export interface CardSetupHandle {
  validate(): boolean;
  /** Null when the card is saved; else the reason to show. */
  save(setup: { setupIntentId: string; clientSecret: string }): Promise<string | null>;
}
