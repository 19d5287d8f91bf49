/**
 * English texts of the notification centre (issue 24 §1, docs/decisions) and the dev clock (ARCHITECTURE §9).
 * - `devClockServer`: the dev clock's answers (server only).
 */
export const enNotifications = {
  devClockServer: {
    disabled: 'The dev clock is off: start the server with DEV_CLOCK=true (never in production).',
    onlyForward: 'The dev clock only moves forward: choose a time after the server’s current time.',
    oneTarget: 'Give exactly one of advanceDays, advanceHours or now.',
  },
  /** Notifications' titles and texts (server only): `notice.<kind>.title|text`, rendered in the reader's language. */
  notice: {
    // Saved searches (issue 28 §5): modules/saved-searches/search-alerts.ts
    searchAlert: {
      title: '{count, plural, one {A new match} other {# new matches}} for “{name}”',
      text: '{count, plural, one {# home matches} other {# homes match}} your saved search “{name}”, such as {place}.',
    },
    searchDigest: {
      title: 'Today’s matches for “{name}”',
      text: '{count, plural, one {# home matched} other {# homes matched}} your saved search “{name}” since the last digest, such as {place}.',
    },
    tenancyNoticeGiven: {
      title: 'Notice to vacate given',
      text: 'Notice has been given: the tenancy’s last day is {date}.',
    },
    renewalReminder: {
      title: 'Tenancy ends in 90 days',
      text: 'The tenancy ends on {date}. Renew it or plan the move-out now.',
    },
    renewalOffered: {
      title: 'Renewal offer',
      text: 'You are offered {months} more months at RM{rent} a month. Answer by {date}.',
    },
    renewalAnswered: { title: 'Renewal answered', text: 'The tenant answered the renewal offer: {answer}.' },
    settlementIssued: {
      title: 'Deposit statement ready',
      text: 'Your deposit statement is ready: RM{balance} back to you. Accept it or dispute items by {respondBy}.',
    },
    settlementAnswered: {
      title: 'Deposit disputes answered',
      text: 'Every disputed item has been answered. The statement is final.',
    },
    depositRefunded: { title: 'Deposit refunded', text: 'RM{amount} of your deposit is on its way back to you.' },
    depositAccountNeeded: {
      title: 'Bank account needed for your deposit',
      text: '{amount} of your deposit is refunded by bank transfer. Enter the bank account it should go to.',
    },
    paymentReceived: {
      title: 'Payment received',
      text: 'We received {amount} for {type} at {place}. The official receipt is in Payment History.',
    },
    paymentDue: { title: 'Payment due soon', text: '{type} of {amount} for {place} is due on {date}.' },
    paymentDueToday: { title: 'Payment due today', text: '{type} of {amount} for {place} is due today, {date}.' },
    paymentOverdue: {
      title: 'Payment overdue',
      text: '{type} of {amount} for {place} was due on {date}: {days, plural, one {# day} other {# days}} overdue.',
    },
    lateChargeAdded: {
      title: 'Late charge added',
      text: 'Under your agreement’s late-payment clause, a late charge of {amount} was added for the rent of {place} due on {date}.',
    },
    lateChargeWaived: {
      title: 'Late charge waived',
      text: 'The late charge of {amount} for {place} was waived, so you do not need to pay it. Reason: {reason}',
    },
    applicationAccepted: {
      title: 'Application accepted',
      text: 'Your application for {place} was accepted. Sign the agreement and pay by {date} to confirm it.',
    },
    applicationRejected: {
      title: 'Application not accepted',
      text: 'Your application for {place} was not accepted this time.',
    },
    autopayNotice: {
      title: 'Autopay in 3 days',
      text: 'Autopay will pay {type} of {amount} for {place} from your card ending {last4} on {date}. You can skip this month or pay now.',
    },
    autopayOverCap: {
      title: 'Autopay did not pay',
      text: '{type} of {amount} for {place} is above your autopay cap of {cap}, so it was not paid automatically. Please pay it by {date}.',
    },
    autopayFailed: {
      title: 'Autopay payment failed',
      text: 'Your card ending {last4} was not charged {amount} for {place}: {reason}. {retry, select, yes {Autopay tries again on {retryDate}, or you} other {You}} can pay now with FPX online banking.',
    },
    autopayEnded: {
      title: 'Autopay ended',
      text: 'Autopay for {place} has ended: {reason, select, contract {the tenancy ended} other {it was stopped}}. Your card will not be charged again for it.',
    },
    // Maintenance tickets (issue 26)
    ticketComment: { title: 'New message on your ticket', text: '{author} wrote on “{title}”: {excerpt}' },
    visitProposed: {
      title: 'Visit proposed',
      text: 'A visit for “{title}” is proposed on {date}, {window}. Confirm it or ask for another time.',
    },
    visitConfirmed: { title: 'Visit confirmed', text: 'The visit for “{title}” on {date}, {window} is confirmed.' },
    visitRescheduleRequested: {
      title: 'Another time asked',
      text: 'The tenant asked for another time than {date} for “{title}”: {note}',
    },
    visitReminder: {
      title: 'Visit tomorrow',
      text: 'Reminder: the visit for “{title}” is tomorrow, {date}, {window}.',
    },
    visitOutcome: { title: 'Visit done', text: 'The visit for “{title}”: {outcome}.' },
    repairCharge: {
      title: 'Repair charge',
      text: 'Your share of the repair “{title}” is {amount}. Pay it in Payment History, or dispute it on the ticket before paying.',
    },
    costDisputed: { title: 'Repair share disputed', text: 'The tenant disputes their share of “{title}”: {reason}' },
    ticketReopened: { title: 'Ticket reopened', text: '“{title}” was reopened by the tenant: {reason}' },
    ticketRated: { title: 'Ticket rated', text: '“{title}” was rated {thumbs}.' },
    upkeepScheduled: {
      title: 'Upkeep visit planned',
      text: '{title}: a visit is planned on {date}, {window}. Confirm it or ask for another time on the ticket.',
    },
    complaintStatus: { title: 'Complaint updated', text: 'Your complaint “{title}” is now {status}.' },
    inspectionReview: {
      title: 'Review your {kind, select, move_out {move-out} other {move-in}} report',
      text: 'The {kind, select, move_out {move-out} other {move-in}} condition report of {place} is ready. Review it by {date}: comment on or flag anything you disagree with, then sign. If you do not respond by then, it becomes final as deemed accepted.',
    },
    inspectionReminder: {
      title: 'Two days left to review your report',
      text: 'Review and sign the condition report of {place} by {date}. After that it becomes final as deemed accepted.',
    },
    inspectionFinal: {
      title: 'Condition report final',
      text: 'The {kind, select, move_out {move-out} other {move-in}} condition report of {place} is final{deemed, select, yes { (deemed accepted)} other {}}. The sealed PDF is on your tenancy page.',
    },
    moveInAppointment: {
      title: 'Move-in appointment',
      text: '{action, select, offered {Choose a move-in time for {place}.} proposed {The tenant proposed {time} for the move-in at {place}.} other {Your move-in at {place} is confirmed for {time}.}}',
    },
    moveInReminder: { title: 'Move-in tomorrow', text: 'Your move-in at {place} is tomorrow, {time}.' },
    keysHandedOver: {
      title: 'Confirm your keys',
      text: 'The handover of keys for {place} was recorded. Check the items and confirm that you received them.',
    },
    screeningChangesRequested: {
      title: 'Changes requested',
      text: 'The admin asks for more on your application for {place}. Open it to see what is needed.',
    },
    screeningProfileIncomplete: {
      title: 'Complete your tenant profile',
      text: 'Your application for {place} was sent without a tenant profile. Complete it, then update the application so that it can be reviewed.',
    },
    screeningDocumentsUnused: {
      title: 'Unused documents will be deleted',
      text: '{count, plural, one {# document} other {# documents}} in your tenant profile, unused for 12 months, will be deleted on {date}.',
    },
    viewingBooked: { title: 'Viewing booked', text: 'Your viewing of {place} is booked for {date} at {time}.' },
    viewingBookedAdmin: {
      title: 'New viewing booked',
      text: '{customer} booked a viewing of {place} on {date} at {time}.',
    },
    viewingCancelled: {
      title: 'Viewing cancelled',
      text: 'Your viewing of {place} on {date} at {time} was cancelled by SewaMudah. Book another time from the listing.',
    },
    viewingCancelledAdmin: {
      title: 'Viewing cancelled',
      text: '{customer} cancelled their viewing of {place} on {date} at {time}.',
    },
    viewingRescheduled: {
      title: 'Viewing moved',
      text: 'Your viewing of {place} was moved from {fromDate} at {fromTime} to {date} at {time}.',
    },
    viewingRescheduledAdmin: {
      title: 'Viewing moved',
      text: '{customer} moved their viewing of {place} from {fromDate} at {fromTime} to {date} at {time}.',
    },
    viewingReminder: { title: 'Viewing today', text: 'Your viewing of {place} is today at {time}.' },
    viewingReminderAdmin: { title: 'Viewing today', text: '{customer} views {place} today at {time}.' },
    viewingApply: {
      title: 'Ready to apply?',
      text: 'Thank you for viewing {place} on {date}. If it suits you, apply now before someone else does.',
    },
    listingReported: { title: 'New listing report', text: '{customer} reported {place}: {reason}.' },
    listingReportResolved: {
      title: 'Report resolved',
      text: 'Thank you for reporting {place} ({reason}). Our team checked the listing and put it right.',
    },
    listingReportDismissed: {
      title: 'Report closed',
      text: 'Thank you for reporting {place} ({reason}). Our team checked the listing and found nothing to change.',
    },
  },
  notificationsServer: {
    lockedCategory:
      'Security and legal messages (account security, receipts, signed documents) cannot be switched off.',
    ticketInvalid: 'This stream ticket is not valid or has expired. Please ask for a new one.',
  },
  notificationsUi: {
    bellLabel: 'Notifications',
    bellUnread: 'Notifications, {count, plural, one {# unread} other {# unread}}',
    inboxTitle: 'Notifications',
    inboxIntro: 'What happened with your applications, payments, complaints and account.',
    empty: 'No notifications yet.',
    markAllRead: 'Mark all as read',
    markRead: 'Mark as read',
    unread: 'Unread',
    received: 'Received',
    seeAll: 'See all notifications',
    preferencesTitle: 'Notification settings',
    preferencesIntro: 'Choose how we tell you about each kind of news. Security and legal messages always reach you.',
    category: 'Topic',
    channelInApp: 'In the app',
    channelEmail: 'E-mail',
    channelFor: '{category}: {channel}',
    alwaysOn: 'Always on',
    saved: 'Notification settings saved',
    categories: {
      applications: 'Applications',
      tenancy: 'Tenancy and signing',
      payments: 'Payments and refunds',
      reminders: 'Payment reminders',
      complaints: 'Complaints and maintenance',
      receipts: 'Receipts',
      documents: 'Signed documents',
      security: 'Account security',
      searches: 'Saved search alerts',
    },
  },
};
