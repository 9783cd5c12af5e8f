/**
 * Known robots do not count as page views: search engines, link previews, monitoring, headless
 * browsers and plain HTTP clients. A rule on the User-Agent only (a robot that pretends to be a browser
 * is still counted once a day per address, like any visitor). An empty User-Agent is no browser.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|facebookcatalog|embedly|whatsapp|telegram|skypeuripreview|bingpreview|headlesschrome|phantomjs|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|curl\/|wget\/|python-requests|python-urllib|aiohttp|httpx|go-http-client|java\/|okhttp|node-fetch|undici|axios\/|libwww|scrapy|postman/i

export function isKnownBot(userAgent: string | null | undefined): boolean {
  const ua = userAgent?.trim() ?? ''
  return ua === '' || BOT_PATTERN.test(ua)
}
