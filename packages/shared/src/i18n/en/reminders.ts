/**
 * English texts of the reminder ladder, the overdue list and the collection figures (issue 24 §2).
 * - `reminderMail`: the reminder e-mails on and after the due date (server only; before it: `email.reminder`).
 * - `reminderServer`: the server's answers to "send a reminder now".
 * - `collectionUi`: the admin dashboard's collection figures and overdue list; `occupancyUi`: its occupancy table.
 */
export const enReminders = {
  reminderMail: {
    dueTodaySubject: 'Payment reminder: {amount} is due today',
    dueTodayBody: 'Your {type} of {amount} for {place} is due today, {date}.',
    overdueSubject: 'Overdue by {days, plural, one {# day} other {# days}}: {amount}',
    overdueBody:
      'Your {type} of {amount} for {place} was due on {date} and is now {days, plural, one {# day} other {# days}} overdue.',
  },
  reminderServer: {
    alreadyToday: 'A reminder for this charge was already sent today. You can send the next one tomorrow.',
    quietHours: 'Reminders are not sent between {from} and {to} (Malaysian time). Please try again after {to}.',
    notPayable: 'This charge is no longer unpaid, so there is nothing to remind the tenant of.',
  },
  occupancyUi: {
    title: 'Occupancy',
    occupiedToday: 'Occupied today',
    occupiedValue: '{occupied} of {units} units ({percent}%)',
    period: 'Vacant days from {from} to {to}',
    property: 'Property',
    units: 'Units',
    occupied: 'Occupied',
    vacantDays: 'Vacant days',
    vacantDaysValue: '{days, plural, one {# day vacant} other {# days vacant}}',
    occupiedOf: '{occupied} of {units} occupied',
    empty: 'No properties yet.',
  },
  collectionUi: {
    title: 'Rent collection',
    collectedThisMonth: 'Collected this month',
    outstanding: 'Outstanding',
    arrears: 'Arrears by age',
    arrears1to30: '1–30 days',
    arrears31to60: '31–60 days',
    arrearsOver60: 'Over 60 days',
    overdueTitle: 'Overdue charges',
    overdueEmpty: 'No overdue charges.',
    overdueShown: 'The {shown} most overdue of {count}',
    tenant: 'Tenant',
    charge: 'Charge',
    amount: 'Amount',
    dueDate: 'Due date',
    daysOverdue: 'Days overdue',
    daysOverdueValue: '{days, plural, one {# day} other {# days}}',
    lastReminder: 'Last reminder',
    lateCharge: 'Late charge',
    lateChargeWaived: 'waived',
    lateChargePaid: 'paid',
    noLateCharge: 'None',
    neverReminded: 'None yet',
    sendReminder: 'Send reminder now',
    reminderSent: 'Reminder sent to {name}.',
  },
};
