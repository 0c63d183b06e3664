/** A form's outcome beside its button: an error is announced as an alert, a success as a status. */
export function FormMessage({ error, success }: { error?: string | null; success?: string | null }) {
  return (
    <>
      {error && (
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      )}
      {success && (
        <p className="form-message form-message--success" role="status">
          {success}
        </p>
      )}
    </>
  );
}
