/** What the sessions page and the security log show of a `User-Agent`: browser with major version, system, device. */
export interface UserAgentSummary {
  browser: string;
  os: string;
  device: 'desktop' | 'mobile' | 'tablet' | 'unknown';
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bPlayStation\b/, 'PlayStation'],
  [/\bXbox\b/, 'Xbox'],
  [/\bLinux\b/, 'Linux'],
];

/** Reads a user agent the way account consoles do; empty names when nothing is recognised. */
export function summariseUserAgent(userAgent: string): UserAgentSummary {
  const ua = userAgent.slice(0, 512);
  let browser = '';
  for (const [pattern, name] of browsers) {
    const match = pattern.exec(ua);
    if (match !== null) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const os = systems.find(([pattern]) => pattern.test(ua))?.[1] ?? '';
  let device: UserAgentSummary['device'] = 'unknown';
  if (/\biPad\b|\bTablet\b/.test(ua) || (/\bAndroid\b/.test(ua) && !/\bMobile\b/.test(ua))) device = 'tablet';
  else if (/\bMobile\b|\biPhone\b/.test(ua)) device = 'mobile';
  else if (os !== '') device = 'desktop';
  return { browser, os, device };
}
