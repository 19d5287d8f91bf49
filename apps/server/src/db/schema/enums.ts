import {
  APPLICATION_STATUSES,
  COMPLAINT_STATUSES,
  CONTRACT_STATUSES,
  PROPERTY_TYPES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  USER_STATUSES,
  USER_TYPES,
  FURNISHINGS,
  GENDER_RULES,
  ROOM_SIZE_CLASSES,
} from '@sewamudah/shared';
import { pgEnum } from 'drizzle-orm/pg-core';

// Status values are declared once in packages/shared and feed these enums.
export const userTypeEnum = pgEnum('user_type', USER_TYPES);
export const userStatusEnum = pgEnum('user_status', USER_STATUSES);
export const propertyTypeEnum = pgEnum('property_type', PROPERTY_TYPES);
export const applicationStatusEnum = pgEnum('application_status', APPLICATION_STATUSES);
export const contractStatusEnum = pgEnum('contract_status', CONTRACT_STATUSES);
export const transactionTypeEnum = pgEnum('transaction_type', TRANSACTION_TYPES);
export const transactionStatusEnum = pgEnum('transaction_status', TRANSACTION_STATUSES);
export const complaintStatusEnum = pgEnum('complaint_status', COMPLAINT_STATUSES);
export const furnishingEnum = pgEnum('furnishing', FURNISHINGS);
export const genderRuleEnum = pgEnum('gender_rule', GENDER_RULES);
export const roomSizeClassEnum = pgEnum('room_size_class', ROOM_SIZE_CLASSES);
