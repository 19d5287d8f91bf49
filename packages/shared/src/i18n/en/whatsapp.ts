/**
 * English texts of the WhatsApp channel (issue 24 §5, docs/decisions/0029).
 * - `whatsappTemplate` (server only): the approved utility templates' bodies as submitted to Meta, with named values
 *   in the order of their `{{1}}`, `{{2}}`… (lib/whatsapp/templates.ts); the embedded outbox writes them rendered.
 * - `whatsappServer` (server only): the opt-in's and the webhook's answers.
 * - `whatsappUi`: the profile's opt-in. `consent` is the exact text recorded with an opt-in.
 */
export const enWhatsapp = {
  whatsappTemplate: {
    reminder:
      'SewaMudah payment reminder: {type} of {amount} for {place}, due on {date}. Pay online with FPX or card with the button below.',
    receipt: 'SewaMudah: we received {amount} for {type} at {place}. Your official receipt is in Payment History.',
    visitReminder:
      'SewaMudah visit reminder: the visit for “{title}” is on {date}, {window}. See the details or ask for another time with the button below.',
    footer: 'Reply STOP to stop WhatsApp messages.',
    buttonReminder: 'Pay now',
    buttonReceipt: 'View receipt',
    buttonVisitReminder: 'View details',
  },
  whatsappServer: {
    unavailable: 'WhatsApp messages are not available on this server.',
    phoneInvalid: 'Enter a mobile number that can receive WhatsApp, such as 012-345 6789 or +60 12-345 6789.',
    consentMismatch:
      'The consent text does not match the text for this number and language. Please look at it again and confirm.',
    notOptedIn: 'WhatsApp messages are already switched off.',
    signatureMissing: 'The X-Hub-Signature-256 header is missing.',
    signatureInvalid: 'The X-Hub-Signature-256 signature does not match this body.',
    verifyTokenInvalid: 'The verify token does not match.',
    bodyInvalid: 'The webhook body is not valid JSON.',
  },
  whatsappUi: {
    title: 'WhatsApp messages',
    intro: 'Get payment reminders, receipts and visit reminders on WhatsApp. We send them only after you agree.',
    channel: 'WhatsApp',
    phoneLabel: 'WhatsApp number',
    phoneHint: 'A Malaysian mobile number, or another country’s number with its + code.',
    continue: 'Continue',
    confirmTitle: 'Please read and confirm',
    consent:
      'I agree that SewaMudah may send me payment reminders, receipts and visit reminders on WhatsApp at {phone}. I can reply STOP or switch this off in my profile at any time.',
    agree: 'I agree, switch on WhatsApp',
    changeNumber: 'Change number',
    onSince: 'WhatsApp is on for <b>{phone}</b> since {date}.',
    agreedTo: 'What you agreed to',
    switchOff: 'Switch off WhatsApp',
    switchOffConfirm: 'Stop WhatsApp messages to {phone}? You can agree again at any time.',
    switchedOn: 'WhatsApp messages switched on',
    switchedOff: 'WhatsApp messages switched off',
    stopped: 'You replied STOP on WhatsApp on {date}, so we stopped. Agree again below to switch it back on.',
    unavailable: 'WhatsApp messages are not available yet.',
    offColumn: 'Switch on WhatsApp above to choose topics.',
    notForTopic: 'Not sent on WhatsApp',
  },
};
