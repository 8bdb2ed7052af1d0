// Known crawlers, link previewers and headless browsers: their page views are not counted.
const crawler =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|facebot|embedly|quora link preview|outbrain|pinterest\/|vkshare|w3c_validator|whatsapp|telegrambot|skypeuripreview|headlesschrome|phantomjs|lighthouse|pagespeed|ptst|curl\/|wget\/|python-requests|python-urllib|httpclient|java\/|go-http-client|okhttp|axios\/|node-fetch|undici|scrapy|bingpreview|mediapartners|adsbot|applebot|yandex|baiduspider|duckduckbot|petalbot|semrush|ahrefs|mj12bot|dotbot|archive\.org_bot|ia_archiver|gptbot|chatgpt-user|claudebot|anthropic-ai|ccbot|bytespider|amazonbot|perplexitybot|preview/i

/** True for a known crawler's user agent, and for none at all (real browsers always send one). */
export const isCrawler = (userAgent: string | null | undefined): boolean =>
  !userAgent || !userAgent.trim() || crawler.test(userAgent)
