/**
 * The message under a field that failed a check. Always rendered (empty when valid) so the id that
 * aria-describedby points at exists, and the layout does not jump for the fields around it.
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={id} className="min-h-5 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
