// Messages of this part of the app, in ICU MessageFormat (FormatJS). Keys: "phone.…".
export const en = {
  'phone.placeholder': 'placeholder',
};

export const de: { [K in keyof typeof en]: string } = {
  'phone.placeholder': 'Platzhalter',
};
