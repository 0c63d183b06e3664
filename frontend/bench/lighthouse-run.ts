// Lighthouse performance runs against Debian Chromium (CHROME_PATH, default /usr/bin/chromium), launched
// through chrome-launcher (a lighthouse dependency). Both packages are ESM, hence the dynamic imports.
export type Preset = 'mobile' | 'desktop';

export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Lighthouse opportunities with savings in this run (text compression, unused JS...), for the investigation. */
  opportunities: { id: string; savings: string }[];
  lighthouseVersion: string;
  /** Browser product and version, e.g. "Chrome/142.0.7444.175". */
  browser: string;
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const MAX_ATTEMPTS = 3;

export interface LighthouseBrowser {
  run(url: string, preset: Preset): Promise<LighthouseFigures>;
  close(): Promise<void>;
}

export async function launchLighthouse(): Promise<LighthouseBrowser> {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  /** One Lighthouse run; trace-recording failures (e.g. NO_NAVSTART on a busy machine) are retried. */
  async function runOnce(url: string, preset: Preset): Promise<LighthouseFigures> {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`lighthouse returned no result for ${url}`);
    if (lhr.runtimeError)
      throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    if (score === null || score === undefined)
      throw new Error(`lighthouse ${url}: no performance score (${lhr.runWarnings.join('; ')})`);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const opportunities = Object.values(lhr.audits)
      .filter((audit) => {
        const details = audit.details;
        if (details?.type !== 'opportunity' || (audit.score ?? 1) >= 0.9) return false;
        return (details.overallSavingsMs ?? 0) > 0 || (details.overallSavingsBytes ?? 0) > 0;
      })
      .map((audit) => ({
        id: audit.id,
        savings: (audit.displayValue ?? '').replace(/^Est savings of /, ''),
      }));
    return {
      score: Math.round(score * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      speedIndexMs: value('speed-index'),
      opportunities,
      lighthouseVersion: lhr.lighthouseVersion,
      browser:
        /(?:Headless)?Chrom(?:e|ium)\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ??
        lhr.environment.hostUserAgent,
    };
  }

  return {
    async run(url, preset) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await runOnce(url, preset);
        } catch (error) {
          if (attempt >= MAX_ATTEMPTS) throw error;
          console.log(
            `  retrying ${preset} ${url} after: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
    },
    async close() {
      chrome.kill();
    },
  };
}
