// Messages of this part of the app, in ICU MessageFormat (FormatJS). Keys: "document.…".
export const en = {
  'document.placeholder': 'placeholder',
};

export const de: { [K in keyof typeof en]: string } = {
  'document.placeholder': 'Platzhalter',
};
