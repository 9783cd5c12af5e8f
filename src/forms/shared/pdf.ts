/**
 * Whether Payload will store these bytes as a PDF: the same test as Payload 3.90's own upload check
 * (payload/dist/utilities/validatePDF.js, run by checkFileRestrictions): the "%PDF-" header, and an
 * xref table and "%%EOF" in the last kilobyte. Checked with the form's other checks, so a truncated or
 * damaged PDF gets a message on the file field instead of failing when the submission is stored
 * (issue 13.14). tests/int/cvUpload.int.ts checks Payload refuses what this refuses.
 */
export function pdfIsComplete(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (!buffer.subarray(0, 8).toString('latin1').startsWith('%PDF-')) return false
  const end = buffer.subarray(buffer.length - Math.min(1024, buffer.length)).toString('latin1')
  return end.includes('%%EOF') && end.includes('xref')
}
