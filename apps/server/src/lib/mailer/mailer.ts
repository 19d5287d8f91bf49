/** Outgoing e-mail. SMTP through nodemailer when SMTP_URL is set, otherwise `.eml` files in DATA_DIR/outbox. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
