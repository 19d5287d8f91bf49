/** Outgoing e-mail. SMTP through nodemailer when SMTP_URL is set, otherwise `.eml` files in DATA_DIR/outbox. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Stable id of this logical mail (the outbox row id): becomes the Message-ID `<id@sender-domain>`, so a
   * receiver can drop the rare duplicate of an at-least-once delivery, and part of the `.eml` file name.
   */
  id?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
