// Messages of this part of the app, in ICU MessageFormat (FormatJS). Keys: "recheck.…".
export const en = {
  'recheck.placeholder': 'placeholder',
};

export const de: { [K in keyof typeof en]: string } = {
  'recheck.placeholder': 'Platzhalter',
};
