/** A form's thank-you in place of the form (focused, so screen readers read it), with the link the answer may offer. */
export function FormSuccess({ id, message, link }: { id: string; message: string; link: { href: string; label: string } | null }) {
  return (
    <>
      <p className="form-success" id={`${id}-success`} role="status" tabIndex={-1}>
        {message}
      </p>
      {link && (
        <p className="form-success-link">
          <a className="button" href={link.href}>
            {link.label}
          </a>
        </p>
      )}
    </>
  )
}
