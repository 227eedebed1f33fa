import { useMemo } from 'react';
import { COUNTRY_CODES, type CountryCode } from '@shared/countries';
import { useI18n } from '../../i18n/i18n';

export interface CountryOption {
  code: CountryCode;
  label: string;
}

/** The countries for a Country list, "Deutschland (de)", named in the UI language. */
export function useCountryOptions(): readonly CountryOption[] {
  const words = useI18n();
  return useMemo(() => COUNTRY_CODES.map((code) => ({ code, label: words.countryLabel(code) })), [words]);
}
