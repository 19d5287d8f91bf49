export {
  currentLanguage,
  initialLanguage,
  registerArea,
  setLanguage,
  t,
  valueText,
  type MessageKey,
  type MessageValues,
} from './i18n';
export { RichText } from './rich-text';
export { useLanguage, useT } from './use-t';
