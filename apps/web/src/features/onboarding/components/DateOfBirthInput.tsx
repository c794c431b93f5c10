import '@mantine/dates/styles.css';
import 'dayjs/locale/th';
import { LIMITS } from '@kru/contract';
import { DateInput, type DateInputProps, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { parseTypedDate } from '../typed-date.ts';

const DISPLAY_FORMAT = 'DD/MM/YYYY';

type DateOfBirthInputProps = Omit<DateInputProps, 'valueFormat' | 'minDate' | 'maxDate' | 'dateParser'>;

/** A date of birth, typed (DD/MM/YYYY) or picked, within the date picker's range of spec 5. */
export function DateOfBirthInput(props: DateOfBirthInputProps) {
  const { t, i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.resolvedLanguage ?? 'en', firstDayOfWeek: 1 }}>
      <DateInput
        valueFormat={DISPLAY_FORMAT}
        dateParser={parseTypedDate}
        minDate={LIMITS.dateMin}
        maxDate={LIMITS.dateMax}
        defaultLevel={props.value ? 'month' : 'decade'}
        placeholder={t('profile.fields.datePlaceholder')}
        leftSection={<IconCalendar size={16} />}
        popoverProps={{ withinPortal: true }}
        {...props}
      />
    </DatesProvider>
  );
}
