export default function Page() {
  return (
    <main>
      <h1>Blank Next page</h1>
      <p>One heading and one paragraph, served by next start of the site&apos;s own Next version.</p>
    </main>
  )
}
