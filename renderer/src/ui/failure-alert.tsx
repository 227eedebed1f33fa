import { failureText } from '../api/bridge-failure';
import { useI18n } from '../i18n/i18n';

/** A failed call's words in an alert, in the UI language; nothing while there is no failure. */
export function FailureAlert({ failure }: { failure: Error | null | undefined }) {
  const words = useI18n();
  return failure ? (
    <p role="alert" className="error-box">
      {failureText(words, failure)}
    </p>
  ) : null;
}
