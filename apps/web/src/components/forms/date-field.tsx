// The calendar's BM month and day names (dayjs locale 'ms').
import 'dayjs/locale/ms';
import { DatePickerInput, type DatePickerInputProps, DatesProvider } from '@mantine/dates';
import texts from 'virtual:i18n-area/dateField';
import { registerArea, useLanguage, useT } from '@/lib/i18n';

registerArea(texts);

interface DateFieldProps extends Omit<
  DatePickerInputProps,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'ariaLabels'
> {
  /** A calendar date, `YYYY-MM-DD`; empty or null shows an empty field. */
  value?: string | null | undefined;
  /** The picked date as `YYYY-MM-DD`, null when cleared. */
  onChange?: ((value: string | null) => void) | undefined;
}

/**
 * The app's one date field (never a native `<input type="date">`, which shows mm/dd/yyyy in an English browser):
 * dd/mm/yyyy, a calendar with month and day names in the page's language (dayjs locales 'en' and 'ms'), a named clear
 * button and named previous/next controls. Takes and gives `YYYY-MM-DD` strings; `minDate`/`maxDate` bound the days.
 */
export function DateField({ value, onChange, clearButtonProps, ...props }: DateFieldProps) {
  const t = useT();
  const language = useLanguage();
  return (
    <DatesProvider settings={{ locale: language }}>
      <DatePickerInput
        clearable
        {...props}
        value={value || null}
        onChange={(picked) => onChange?.(picked)}
        valueFormat="DD/MM/YYYY"
        clearButtonProps={{ 'aria-label': t('dateField.clear'), ...clearButtonProps }}
        ariaLabels={{
          previousMonth: t('dateField.previousMonth'),
          nextMonth: t('dateField.nextMonth'),
          previousYear: t('dateField.previousYear'),
          nextYear: t('dateField.nextYear'),
          previousDecade: t('dateField.previousDecade'),
          nextDecade: t('dateField.nextDecade'),
        }}
      />
    </DatesProvider>
  );
}
