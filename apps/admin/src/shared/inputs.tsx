import { TextInput, useTranslate } from 'react-admin';

/** Empty text is "none" (`null`) for the API's nullable fields. */
export const emptyToNull = (value: string | null | undefined) => (value === '' || value === undefined ? null : value);

/** A `<input type="datetime-local">` value as an ISO time (UTC), or null. */
export const localToIso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);

/** The optional reason kept with an admin change (shown in the audit list). */
export function ReasonInput() {
  const translate = useTranslate();
  return (
    <TextInput
      source="reason"
      label="arena.common.reason"
      helperText={translate('arena.common.reason_help')}
      parse={emptyToNull}
      fullWidth
    />
  );
}
