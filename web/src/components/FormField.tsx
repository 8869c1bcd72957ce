import { Alert, Field } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

interface FormFieldProps {
  label: ReactNode;
  /** The field's message; a non-empty one marks the field invalid. */
  error?: string | null;
  /** Invalid without a message of its own (the form's alert says why). */
  invalid?: boolean;
  helper?: ReactNode;
  required?: boolean;
  /** data-testid of the message: `error-<name>`. */
  name?: string;
  children: ReactNode;
}

/**
 * One labelled form field. Chakra's Field.Root puts aria-invalid and aria-errormessage on the Input/Textarea/
 * NativeSelect inside it; the message itself has role="alert" so a screen reader says it when it appears.
 */
export function FormField({ label, error, invalid, helper, required, name, children }: FormFieldProps) {
  return (
    <Field.Root invalid={invalid ?? Boolean(error)} required={required}>
      <Field.Label>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <FieldError data-testid={name ? `error-${name}` : undefined}>{error}</FieldError>
    </Field.Root>
  );
}

/** A Field.Root's message, announced when it appears (Chakra renders it only while the field is invalid). */
export function FieldError(props: Field.ErrorTextProps) {
  return <Field.ErrorText role="alert" {...props} />;
}

/** A form-level message (a refused request, a rule that spans fields, a request received), announced when it appears. */
export function FormAlert({
  message,
  testId,
  status = 'error',
}: {
  message: ReactNode;
  testId?: string;
  status?: 'error' | 'warning' | 'success';
}) {
  if (!message) return null;
  return (
    <Alert.Root status={status} role="alert" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

/**
 * After a refused submit, moves the focus to the form's first invalid control (instead of leaving it on the button).
 * Call `focusFirstInvalid()` in the same handler that sets the errors: the focus moves once they are rendered. Without
 * `ref` attached (a form inside a modal dialog, which is the only thing the user can reach) it looks in the document.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) (ref.current ?? document).querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request]);
  const focusFirstInvalid = useCallback(() => setRequest((n) => n + 1), []);
  return { ref, focusFirstInvalid };
}
