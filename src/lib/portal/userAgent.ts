// A coarse description of a browser for the login notice ("Firefox on Windows"): enough for an
// owner to recognise their own device, without the address or the full user agent.
const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]

const systems: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
]

/** `{ browser, system }`, each null when not recognised. */
export const describeUserAgent = (userAgent: string | null | undefined) => {
  const ua = userAgent ?? ''
  return {
    browser: browsers.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
    system: systems.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
  }
}
