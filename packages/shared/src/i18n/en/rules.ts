/**
 * English texts of the shared rules (issue 16): the zod schemas' messages and the `*Messages` sets of
 * packages/shared/src, referenced rather than copied where a set holds them, so they cannot drift.
 * - `rules`: what a web form's client-side validation shows (login, register, user, complaint and property forms). The web
 *   ships it as the `rules` area of vite-plugin-i18n, loaded with `localizedResolver`.
 * - `serverRules`: what only the server says (errors, results, mail subjects); never shipped to the browser. The
 *   error handler answers these texts in the caller's language (`localizeText`).
 * Messages with arguments are the ICU twins of the sets' functions; rules.test.ts checks both give the same English.
 */
import { authMessages } from '../../auth.js';
import {
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_RESOLUTION_MAX,
  COMPLAINT_TITLE_MAX,
  complaintMessages as complaint,
} from '../../complaints.js';
import { MAX_PRICE_RM, MIN_PRICE_RM, STAY_LENGTHS } from '../../constants.js';
import { contractCancelMessages as contractCancel } from '../../contracts.js';
import { templateRuleMessages as template } from '../../inspections.js';
import { messages } from '../../messages.js';
import { MOVE_IN_TEXT_MAX as moveInMax, moveInRuleMessages as moveIn } from '../../move-in.js';
import { paymentMethodMessages as payment } from '../../payment-methods.js';
import {
  MAX_ROOMS_PER_PROPERTY,
  PROPERTY_ADDRESS_MAX,
  PROPERTY_DESCRIPTION_MAX,
  PROPERTY_NAME_MAX,
  propertyTextMessages as propertyText,
  ROOM_DESCRIPTION_MAX,
  ROOM_NAME_MAX,
} from '../../properties.js';
import { receiptMessages as receipt } from '../../receipts.js';
import { refundMessages as refund } from '../../refunds.js';
import { transactionMessages as tx } from '../../transactions.js';
import { lateChargeMessages as lateCharge, lateClauseMessages as late } from '../../late-payment.js';
import { EMAIL_MAX, USER_NAME_MAX, userMessages as user } from '../../users.js';

const atMost = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** The four messages of `priceRmSchema(label)` (common.ts). */
const price = (label: string) => ({
  notANumber: `${label} must be a number`,
  notWhole: `${label} must be a whole number`,
  tooLow: `${label} must be at least ${MIN_PRICE_RM}`,
  tooHigh: `${label} must be at most ${MAX_PRICE_RM}`,
});

export const enRules = {
  rules: {
    email: { required: user.emailRequired, invalid: user.emailInvalid, tooLong: atMost('Email', EMAIL_MAX) },
    password: {
      required: user.passwordRequired,
      tooShort: user.passwordTooShort,
      tooLong: user.passwordTooLong,
      confirmRequired: user.confirmPasswordRequired,
      currentRequired: user.currentPasswordRequired,
      mismatch: messages.users.passwordsMismatch,
    },
    phone: {
      required: user.phoneRequired,
      digits: user.phoneDigits,
      type: user.phoneType,
      length: user.phoneLength,
      format: user.phoneFormat,
    },
    name: {
      firstRequired: 'First name is required',
      firstTooLong: atMost('First name', USER_NAME_MAX),
      lastTooLong: atMost('Last name', USER_NAME_MAX),
    },
    user: {
      chooseType: 'Choose customer or admin',
      chooseStatus: 'Choose active or pending',
      chooseLanguage: 'Choose en or ms',
      chooseInvite: 'Choose yes or no',
    },
    complaint: {
      titleRequired: 'Title is required',
      titleTooLong: atMost('Title', COMPLAINT_TITLE_MAX),
      descriptionRequired: 'Description is required',
      descriptionTooLong: atMost('Description', COMPLAINT_DESCRIPTION_MAX),
    },
    // The property form checks these in the browser too (Add/Edit Property, the room modal).
    properties: {
      typeRequired: 'Property type is required',
      nameRequired: 'Name is required',
      nameTooLong: atMost('Name', PROPERTY_NAME_MAX),
      addressRequired: 'Address is required',
      addressTooLong: atMost('Address', PROPERTY_ADDRESS_MAX),
      descriptionTooLong: atMost('Description', PROPERTY_DESCRIPTION_MAX),
      roomNameRequired: 'Room name is required',
      roomNameTooLong: atMost('Room name', ROOM_NAME_MAX),
      roomDescriptionTooLong: atMost('Description', ROOM_DESCRIPTION_MAX),
      price: price('Price'),
      deposit: price('Deposit'),
      priceRequired: 'Price is required',
      depositRequired: 'Deposit is required',
      tooManyRooms: `A property can have at most ${MAX_ROOMS_PER_PROPERTY} rooms`,
      unitHasNoRooms: 'A unit rental has no rooms',
      raceOrReligion: propertyText.raceOrReligion,
      addRoom: 'Add at least one room',
      tooManyImages: 'Too many images to remove',
      sort: 'Sort by one of: newest, oldest, name',
    },
    // ADR 0031: the property form's late-payment clause and the waiver dialog.
    lateClause: {
      chooseType: late.chooseType,
      feeNumber: late.feeNumber,
      feeRange: late.feeRange,
      feeDecimals: late.feeDecimals,
      rateNumber: late.rateNumber,
      rateRange: late.rateRange,
      rateDecimals: late.rateDecimals,
      graceWhole: late.graceWhole,
      graceRange: late.graceRange,
      capWhole: late.capWhole,
      capRange: late.capRange,
      waiverReasonRequired: late.waiverReasonRequired,
      waiverReasonTooLong: late.waiverReasonTooLong,
    },
    // Issue 25 §1: the property's move-in package (admin).
    moveIn: {
      houseRules: atMost('House rules', moveInMax.houseRules),
      wifi: atMost('Wi-Fi', moveInMax.wifi),
      parking: atMost('Parking', moveInMax.parking),
      emergencyContacts: atMost('Emergency contacts', moveInMax.emergencyContacts),
      managementContact: atMost('Management contact', moveInMax.managementContact),
      inventory: atMost('Inventory', moveInMax.inventory),
      firstWeek: atMost('First week', moveInMax.firstWeek),
      provider: atMost('Provider', moveInMax.provider),
      account: atMost('Account number', moveInMax.account),
      meterNumber: atMost('Meter number', moveInMax.meterNumber),
      unknownUtility: moveIn.unknownUtility,
      choosePayer: moveIn.choosePayer,
      tooManyUtilities: moveIn.tooManyUtilities,
      nothingToSave: moveIn.nothingToSave,
    },
    // Issue 25 §2: a property's condition-report template (admin).
    reportTemplate: {
      itemNameTooLong: template.itemNameTooLong,
      areaNameTooLong: template.areaNameTooLong,
      itemNeedsName: template.itemNeedsName,
      areaNeedsName: template.areaNeedsName,
      areaNeedsItem: template.areaNeedsItem,
      tooManyItems: template.tooManyItems,
      needsArea: template.needsArea,
      tooManyAreas: template.tooManyAreas,
      areaNumber: template.areaNumber,
    },
  },
  serverRules: {
    lateCharges: {
      notLateCharge: lateCharge.notLateCharge,
      alreadyWaived: lateCharge.alreadyWaived,
      paidCannotWaive: lateCharge.paidCannotWaive,
      cancelledCannotWaive: lateCharge.cancelledCannotWaive,
      waived: lateCharge.waived,
      waiveInstead: lateCharge.waiveInstead,
    },
    auth: {
      verificationSendFailed: authMessages.verificationSendFailed,
      emailOrCodeRequired: authMessages.emailOrCodeRequired,
      tooManyAttemptsSeconds: 'Too many attempts. Please wait {seconds} seconds and try again.',
      tooManyAttemptsMinutes:
        'Too many attempts. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.',
      resendCooldown: 'Please wait {seconds} seconds before requesting another verification email.',
      resetLinkSent: authMessages.resetLinkSent,
      resetLinkInvalid: authMessages.resetLinkInvalid,
      passwordSet: authMessages.passwordSet,
      codeRequired: 'Confirmation code is required',
      codeInvalid: 'Invalid confirmation code',
    },
    users: {
      notFound: user.notFound,
      registered: user.registered,
      cannotChangeOwnAccess: user.cannotChangeOwnAccess,
      customerFieldsOnly: user.customerFieldsOnly,
      currentPasswordWrong: user.currentPasswordWrong,
      emailChangePending: user.emailChangePending,
      passwordCommon: user.passwordCommon,
      adminPasswordTooShort: user.adminPasswordTooShort,
      adminPasswordHasEmail: user.adminPasswordHasEmail,
      invited: user.invited,
    },
    complaints: {
      notFound: complaint.notFound,
      locked: complaint.locked,
      customerCannotChangeStatus: complaint.customerCannotChangeStatus,
      adminCannotEdit: complaint.adminCannotEdit,
      statusRequired: complaint.statusRequired,
      resolutionOnlyWhenFinishing: complaint.resolutionOnlyWhenFinishing,
      // ICU: '' is one apostrophe.
      invalidTransition: "A complaint cannot go from ''{from}'' to ''{to}''.",
      resolutionTooLong: atMost('Resolution details', COMPLAINT_RESOLUTION_MAX),
      statusInvalid: 'Choose a valid status',
      propertyIdInvalid: 'Invalid property id',
    },
    payments: {
      card: payment.card,
      fpx: payment.fpx,
      fpxAboveLimit: payment.fpxAboveLimit,
      fpxBelowLimit: payment.fpxBelowLimit,
      fpxNotOffered: payment.fpxNotOffered,
      chooseBank: payment.chooseBank,
      unknownBank: payment.unknownBank,
      bankOffline: payment.bankOffline,
      bankDeclined: payment.bankDeclined,
      bankAbandoned: payment.bankAbandoned,
      redirecting: payment.redirecting,
    },
    receipts: {
      downloadReceipt: receipt.downloadReceipt,
      downloadStatement: receipt.downloadStatement,
      exportCsv: receipt.exportCsv,
      downloadFailed: receipt.downloadFailed,
      exporting: receipt.exporting,
      format: 'Format must be pdf or csv',
    },
    refunds: {
      refunded: refund.refunded,
      refundPending: refund.refundPending,
      notRefundable: refund.notRefundable,
      overRefund: 'A refund cannot exceed what was paid: at most {remaining} can still be refunded',
      depositWhileRunning: refund.depositWhileRunning,
      reasonRequired: refund.reasonRequired,
      reasonTooLong: atMost('Reason', 500),
      lateSubject: refund.lateSubject,
      refundSubject: refund.refundSubject,
    },
    transactions: {
      notFound: tx.notFound,
      contractNotFound: tx.contractNotFound,
      paymentNotFound: tx.paymentNotFound,
      alreadyPaid: tx.alreadyPaid,
      notPayable: tx.notPayable,
      depositInSignAndPay: tx.depositInSignAndPay,
      stampDutyInSignAndPay: tx.stampDutyInSignAndPay,
      notAwaitingPayment: tx.notAwaitingPayment,
      signedContractRequired: tx.signedContractRequired,
      amountMismatch: tx.amountMismatch,
      paymentNotSucceeded: tx.paymentNotSucceeded,
      paymentMismatch: tx.paymentMismatch,
      paidCannotChange: tx.paidCannotChange,
      paidCannotDelete: tx.paidCannotDelete,
      depositCannotDelete: tx.depositCannotDelete,
      paymentInFlightCannotDelete: tx.paymentInFlightCannotDelete,
      contractPaymentInFlightCannotDelete: tx.contractPaymentInFlightCannotDelete,
      contractNotActive: tx.contractNotActive,
      provideTarget: tx.provideTarget,
      added: tx.added,
      updated: tx.updated,
      deleted: tx.deleted,
      cancelled: tx.cancelled,
      paymentRecorded: tx.paymentRecorded,
      noTransactions: tx.noTransactions,
      webhookSignature: tx.webhookSignature,
      cardNumberInvalid: tx.cardNumberInvalid,
      expiryInvalid: tx.expiryInvalid,
      expiryPast: tx.expiryPast,
      cvcInvalid: tx.cvcInvalid,
      paymentSuccessful: tx.paymentSuccessful,
      paymentProcessing: tx.paymentProcessing,
      authenticationFailed: tx.authenticationFailed,
      amount: {
        notANumber: 'Amount must be a number',
        notPositive: 'Amount must be more than 0',
        tooHigh: `Amount must be at most ${MAX_PRICE_RM}`,
        decimals: 'Amount can have at most two decimals',
      },
      chargeType: 'Type must be Monthly Rental or Other Fees',
      descriptionTooLong: atMost('Description', 300),
      cancelOnly: 'Status can only be set to Cancelled',
      intentIdRequired: 'paymentIntentId is required',
      intentIdInvalid: 'Invalid payment intent id',
    },
    common: {
      invalidId: 'Invalid id',
      invalidDate: 'Enter a valid date',
      searchTooLong: 'Search is at most 100 characters',
      searchInvalid: 'Search contains an invalid character',
      propertyNotMultipart: 'Send the property as multipart/form-data.',
      trueOrFalse: 'Use true or false',
      /** ICU twin of listMessages.sortByOneOf (common.ts). */
      sortByOneOf: 'Sort by one of: {keys}',
      /** An unknown API route: the handler adds the method and path after it. */
      notFound: messages.generic.notFound,
    },
    applications: {
      stayLengthRequired: 'Stay length is required',
      stayLengthInvalid: `Stay length must be one of ${STAY_LENGTHS.join(', ')} months`,
      decision: 'Status must be Accepted or Rejected',
    },
    media: {
      /** Private photos and videos (lib/private-media): signed links only. */
      linkInvalid: 'This photo link is not valid.',
      linkExpired: 'This photo link has expired. Open the page again for a new link.',
      notFound: 'Photo not found',
    },
    uploads: {
      /** Uploaded images (apps/server lib/images.ts imageMessages). */
      imageUnreadable: 'An image could not be read. Please upload a valid PNG or JPEG file.',
      imageBadAspect: 'An image is too long and thin: one side may be at most 20 times the other.',
    },
    contractCancel: {
      notCancellable: contractCancel.notCancellable,
      refundFirst: contractCancel.refundFirst,
      reasonRequired: contractCancel.reasonRequired,
      reasonTooLong: contractCancel.reasonTooLong,
    },
    esign: {
      hashRequired: 'Document hash is required',
      hashInvalid: 'Document hash must be a SHA-256 hex digest',
      method: 'Method must be drawn or typed',
      imageTooLarge: 'The signature image is too large',
      imageNotPng: 'The signature must be a PNG data URL',
      typedNameRequired: 'Typed name is required',
      typedNameTooLong: atMost('Typed name', 100),
      unknownStyle: 'Unknown signature style',
      verifyMissing: 'Upload the PDF file to check.',
      agree: 'You must agree to sign this agreement electronically',
      drawSignature: 'Draw your signature',
      typeName: 'Type your name',
      codeInvalid: 'Invalid verification code',
      agreementLanguage: 'Agreement language must be en, ms or bilingual',
    },
  },
};
