/** A file sent with a mail (nodemailer's attachment shape). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

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
  /** Files sent with it (e.g. the receipt PDF), rendered by the outbox worker at send time. */
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
