import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] });
try {
  const r = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = r.lhr; const a = (id) => lhr.audits[id];
  const m = a('metrics').details.items[0];
  console.log('perf', Math.round(lhr.categories.performance.score*100), 'LCP', Math.round(m.largestContentfulPaint), 'FCP', Math.round(m.firstContentfulPaint), 'TBT', Math.round(m.totalBlockingTime), 'idx', lhr.environment.benchmarkIndex);
  console.log('observed: FP', Math.round(m.observedFirstPaint), 'FCP', Math.round(m.observedFirstContentfulPaint), 'LCP', Math.round(m.observedLargestContentfulPaint), 'DCL', Math.round(m.observedDomContentLoaded), 'load', Math.round(m.observedLoad));
  const lcpEl = a('largest-contentful-paint-element');
  console.log('LCP element', JSON.stringify(lcpEl?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? lcpEl?.details?.items?.[0]).slice(0,300));
  const bd = lcpEl?.details?.items?.[1]?.items; if (bd) console.log('breakdown', bd.map(x=>`${x.phase}:${Math.round(x.timing)}`).join(' '));
  const nav = m.observedNavigationStart ?? 0;
  for (const req of a('network-requests').details.items) {
    console.log(String(Math.round(req.networkRequestTime)).padStart(5), String(Math.round(req.networkEndTime)).padStart(5), req.resourceType?.padEnd(10), req.priority?.padEnd(8), String(req.transferSize).padStart(7), req.url.replace(/^https?:\/\/[^/]+/, '').slice(0,90));
  }
} finally { await chrome.kill(); }
