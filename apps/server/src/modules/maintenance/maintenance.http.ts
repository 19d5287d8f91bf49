/** What every maintenance route file shares: the OpenAPI tag, the bearer security and the error responses. */
import { apiErrorSchema } from '@sewamudah/shared';

export const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
export const uploadErrors = { ...errors, 413: apiErrorSchema, 415: apiErrorSchema };
export const security = [{ bearer: [] }];
export const tags = ['maintenance'];
