// The bench's reference page (bench/blankPage.mjs): Next's floor, nothing of the site's. Keep it blank:
// every figure of the site is compared with this page's.
export const metadata = { title: 'Blank Next page', description: 'The framework alone, as the bench measures it.' }

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
