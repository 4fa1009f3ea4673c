// detect() against real user-agent strings; each row says where the string comes from.
import { expect, test } from '@playwright/test';
import { detect } from '../../../src/env';

interface Row {
  ua: string;
  hints?: { maxTouchPoints?: number };
  os: [string, string];
  browser: [string, string];
  engine: string;
  type: string;
  container: string | null;
}

const rows: Row[] = [
  // 1. Chrome 124 on Windows 10/11, reduced UA — from the Chrome "User-Agent Reduction" docs (developer.chrome.com)
  {
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    os: ['windows', '10'],
    browser: ['chrome', '124.0.0.0'],
    engine: 'blink',
    type: 'pc',
    container: null,
  },
  // 2. Chrome 124 on macOS, reduced UA (frozen 10_15_7) — Chrome UA reduction docs
  {
    ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    os: ['macos', '10.15.7'],
    browser: ['chrome', '124.0.0.0'],
    engine: 'blink',
    type: 'pc',
    container: null,
  },
  // 3. Chrome on Linux, reduced UA — Chrome UA reduction docs
  {
    ua: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    os: ['linux', ''],
    browser: ['chrome', '124.0.0.0'],
    engine: 'blink',
    type: 'pc',
    container: null,
  },
  // 4. Chrome on Android phone, reduced UA ("Android 10; K") — Chrome UA reduction docs
  {
    ua: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    os: ['android', '10'],
    browser: ['chrome', '124.0.0.0'],
    engine: 'blink',
    type: 'mobile',
    container: null,
  },
  // 5. Chrome on Android tablet, reduced UA (no "Mobile") — Chrome UA reduction docs
  {
    ua: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    os: ['android', '10'],
    browser: ['chrome', '124.0.0.0'],
    engine: 'blink',
    type: 'tablet',
    container: null,
  },
  // 6. Chrome on ChromeOS — MDN "User-Agent" header examples style, Chromebook (chromiumdash)
  {
    ua: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    os: ['chromeos', '14541.0.0'],
    browser: ['chrome', '124.0.0.0'],
    engine: 'blink',
    type: 'pc',
    container: null,
  },
  // 7. Chrome on iPhone (CriOS) — Chrome for iOS UA documented on developer.chrome.com ("User-Agent strings")
  {
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
    os: ['ios', '17.4'],
    browser: ['chrome', '124.0.6367.88'],
    engine: 'webkit',
    type: 'mobile',
    container: null,
  },
  // 8. Safari 17.4.1 on iPhone — Apple iOS 17.4.1 Safari (WebKit blog / whatismybrowser listing)
  {
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
    os: ['ios', '17.4.1'],
    browser: ['safari', '17.4.1'],
    engine: 'webkit',
    type: 'mobile',
    container: null,
  },
  // 9. Safari 17.4 on macOS Sonoma (frozen 10_15_7) — WebKit/Apple documented frozen macOS UA
  {
    ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    os: ['macos', '10.15.7'],
    browser: ['safari', '17.4'],
    engine: 'webkit',
    type: 'pc',
    container: null,
  },
  // 10. iPadOS 17 Safari in desktop mode: Mac UA + maxTouchPoints 5 — Apple "iPadOS desktop-class browsing" (WWDC19)
  {
    ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    hints: { maxTouchPoints: 5 },
    os: ['ios', '17.4'],
    browser: ['safari', '17.4'],
    engine: 'webkit',
    type: 'tablet',
    container: null,
  },
  // 11. The same Mac UA with maxTouchPoints 1 (a Mac with a touch bar) stays macOS — same source as 10
  {
    ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    hints: { maxTouchPoints: 1 },
    os: ['macos', '10.15.7'],
    browser: ['safari', '17.4'],
    engine: 'webkit',
    type: 'pc',
    container: null,
  },
  // 12. iPad with a mobile UA (iPadOS 12 and "request mobile website") — MDN "Browser detection using the UA"
  {
    ua: 'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
    os: ['ios', '12.2'],
    browser: ['safari', '12.1'],
    engine: 'webkit',
    type: 'tablet',
    container: null,
  },
  // 13. iPod touch, iOS 12 — whatismybrowser.com UA database
  {
    ua: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
    os: ['ios', '12.5.7'],
    browser: ['safari', '12.1.2'],
    engine: 'webkit',
    type: 'mobile',
    container: null,
  },
  // 14. Firefox 125 on Windows — MDN "User-Agent" header, Firefox examples
  {
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
    os: ['windows', '10'],
    browser: ['firefox', '125.0'],
    engine: 'gecko',
    type: 'pc',
    container: null,
  },
  // 15. Firefox on macOS — MDN "User-Agent" header (Gecko user agent string reference)
  {
    ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:125.0) Gecko/20100101 Firefox/125.0',
    os: ['macos', '10.15'],
    browser: ['firefox', '125.0'],
    engine: 'gecko',
    type: 'pc',
    container: null,
  },
  // 16. Firefox on Ubuntu — MDN Gecko user agent string reference
  {
    ua: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
    os: ['linux', ''],
    browser: ['firefox', '125.0'],
    engine: 'gecko',
    type: 'pc',
    container: null,
  },
  // 17. Firefox for Android — MDN Gecko user agent string reference ("Android; Mobile; rv")
  {
    ua: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
    os: ['android', '14'],
    browser: ['firefox', '125.0'],
    engine: 'gecko',
    type: 'mobile',
    container: null,
  },
  // 18. Firefox for iOS (FxiOS, WebKit underneath) — MDN Gecko UA reference, iOS section
  {
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15',
    os: ['ios', '17.4'],
    browser: ['firefox', '125.0'],
    engine: 'webkit',
    type: 'mobile',
    container: null,
  },
  // 19. Edge 124 on Windows — Microsoft Learn "Detect Microsoft Edge from your website" (user-agent strings)
  {
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
    os: ['windows', '10'],
    browser: ['edge', '124.0.0.0'],
    engine: 'blink',
    type: 'pc',
    container: null,
  },
  // 20. Edge on Android (EdgA) — Microsoft Learn, Edge user-agent strings
  {
    ua: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 EdgA/124.0.0.0',
    os: ['android', '10'],
    browser: ['edge', '124.0.0.0'],
    engine: 'blink',
    type: 'mobile',
    container: null,
  },
  // 21. Edge on iOS (EdgiOS) — Microsoft Learn, Edge user-agent strings
  {
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/124.2478.50 Mobile/15E148 Safari/605.1.15',
    os: ['ios', '17.4'],
    browser: ['edge', '124.2478.50'],
    engine: 'webkit',
    type: 'mobile',
    container: null,
  },
  // 22. Legacy Edge 18 (EdgeHTML) on Windows 10 — Microsoft Learn, "Microsoft Edge (EdgeHTML)" UA
  {
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582',
    os: ['windows', '10'],
    browser: ['edge', '18.19582'],
    engine: 'unknown',
    type: 'pc',
    container: null,
  },
  // 23. Internet Explorer 11 on Windows 7 — Microsoft docs "Understanding user-agent strings" (IE11)
  {
    ua: 'Mozilla/5.0 (Windows NT 6.1; WOW64; Trident/7.0; rv:11.0) like Gecko',
    os: ['windows', '7'],
    browser: ['ie', '11.0'],
    engine: 'trident',
    type: 'pc',
    container: null,
  },
  // 24. Internet Explorer 10 on Windows 8 — Microsoft docs "Understanding user-agent strings"
  {
    ua: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)',
    os: ['windows', '8'],
    browser: ['ie', '10.0'],
    engine: 'trident',
    type: 'pc',
    container: null,
  },
  // 25. Opera 109 on Windows (OPR token) — Opera "Opera user agent" help page / MDN examples
  {
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36 OPR/109.0.0.0',
    os: ['windows', '10'],
    browser: ['opera', '109.0.0.0'],
    engine: 'blink',
    type: 'pc',
    container: null,
  },
  // 26. Opera 12 (Presto) on Windows 8.1 — MDN "User-Agent" header, Presto-based Opera example
  {
    ua: 'Opera/9.80 (Windows NT 6.3; Win64; x64) Presto/2.12.388 Version/12.18',
    os: ['windows', '8.1'],
    browser: ['opera', '12.18'],
    engine: 'unknown',
    type: 'pc',
    container: null,
  },
  // 27. Samsung Internet on a Galaxy phone — Samsung developers "Samsung Internet user agent string"
  {
    ua: 'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
    os: ['android', '13'],
    browser: ['samsung', '24.0'],
    engine: 'blink',
    type: 'mobile',
    container: null,
  },
  // 28. Samsung Internet on a Galaxy Tab (no "Mobile") — Samsung developers UA page
  {
    ua: 'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Safari/537.36',
    os: ['android', '13'],
    browser: ['samsung', '24.0'],
    engine: 'blink',
    type: 'tablet',
    container: null,
  },
  // 29. Android WebView ("; wv") — Chrome docs "User-Agent strings", WebView section
  {
    ua: 'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36',
    os: ['android', '13'],
    browser: ['chrome', '116.0.0.0'],
    engine: 'blink',
    type: 'mobile',
    container: null,
  },
  // 30. HarmonyOS NEXT ArkWeb phone — OpenHarmony docs, web-default-userAgent.md example
  {
    ua: 'Mozilla/5.0 (Phone; OpenHarmony 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile',
    os: ['harmonyos', '5.0'],
    browser: ['chrome', '114.0.0.0'],
    engine: 'blink',
    type: 'mobile',
    container: null,
  },
  // 31. HarmonyOS ArkWeb tablet — OpenHarmony docs (DeviceType "Tablet") with the same layout
  {
    ua: 'Mozilla/5.0 (Tablet; OpenHarmony 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1',
    os: ['harmonyos', '5.0'],
    browser: ['chrome', '114.0.0.0'],
    engine: 'blink',
    type: 'tablet',
    container: null,
  },
  // 32. HarmonyOS ArkWeb 2-in-1 PC — OpenHarmony docs (DeviceType "PC")
  {
    ua: 'Mozilla/5.0 (PC; OpenHarmony 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1',
    os: ['harmonyos', '5.0'],
    browser: ['chrome', '114.0.0.0'],
    engine: 'blink',
    type: 'pc',
    container: null,
  },
  // 33. HarmonyOS 2 (Android-based) Huawei Browser — isHarmony() examples in the Dora Pocket utils docs
  {
    ua: 'Mozilla/5.0 (Linux; Android 10; TAS-AN00) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/88.0.4324.93 HuaweiBrowser/11.1.1.301 Mobile Safari/537.36 HarmonyOS/2.0.0',
    os: ['harmonyos', '2.0.0'],
    browser: ['chrome', '88.0.4324.93'],
    engine: 'blink',
    type: 'mobile',
    container: null,
  },
  // 34. WeChat on Android (TBS X5 WebView) — zax-device test fixtures (wechatMiniprogram UA)
  {
    ua: 'Mozilla/5.0 (Linux; Android 7.1.1; MI 6 Build/NMF26X; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/57.0.2987.132 MQQBrowser/6.2 TBS/043807 Mobile Safari/537.36 MicroMessenger/6.6.1.1220(0x26060135) NetType/4G Language/zh_CN miniProgram',
    os: ['android', '7.1.1'],
    browser: ['chrome', '57.0.2987.132'],
    engine: 'blink',
    type: 'mobile',
    container: 'wechat',
  },
  // 35. WeChat on iPhone (WKWebView, no Safari token) — WeChat JS-SDK docs / commonly logged iOS WeChat UA
  {
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN',
    os: ['ios', '16.6'],
    browser: ['safari', ''],
    engine: 'webkit',
    type: 'mobile',
    container: 'wechat',
  },
  // 36. WeChat for Windows (XWEB) — hutool UserAgentUtil test IssueIB3SJFTest
  {
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090c11) XWEB/11275 Flue',
    os: ['windows', '10'],
    browser: ['chrome', '122.0.0.0'],
    engine: 'blink',
    type: 'pc',
    container: 'wechat',
  },
  // 37. WeCom (wxwork) on Android — carries MicroMessenger too; WeCom JS-SDK docs ("wxwork" in UA)
  {
    ua: 'Mozilla/5.0 (Linux; Android 12; V2102A Build/SP1A.210812.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/101.0.4951.74 Mobile Safari/537.36 wxwork/4.1.6 ColorScheme/Light MicroMessenger/7.0.1 NetType/WIFI Language/zh Lang/zh',
    os: ['android', '12'],
    browser: ['chrome', '101.0.4951.74'],
    engine: 'blink',
    type: 'mobile',
    container: 'wecom',
  },
  // 38. WeCom on iPhone — WeCom JS-SDK docs, iOS client UA
  {
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 15_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/4.0.8 MicroMessenger/7.0.1 Language/zh ColorScheme/Light',
    os: ['ios', '15.4'],
    browser: ['safari', ''],
    engine: 'webkit',
    type: 'mobile',
    container: 'wecom',
  },
  // 39. WeCom desktop on Windows — WeCom PC client UA (wxwork + MicroMessenger + WindowsWechat)
  {
    ua: 'Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/53.0.2785.116 Safari/537.36 QBCore/4.0.1301.400 QQBrowser/9.0.2524.400 Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/53.0.2875.116 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63010200) wxwork/3.1.16 (MicroMessenger/6.2) WeChat/2.0.4',
    os: ['windows', '7'],
    browser: ['chrome', '53.0.2785.116'],
    engine: 'blink',
    type: 'pc',
    container: 'wecom',
  },
  // 40. DingTalk on Android — DingTalk open-platform docs (AliApp(DingTalk/x) in the UA); dingtalk-hs "(DingTalk/" parser
  {
    ua: 'Mozilla/5.0 (Linux; U; Android 11; zh-CN; M2012K11AC Build/RKQ1.200826.002) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/69.0.3497.100 UWS/3.22.1.233 Mobile Safari/537.36 AliApp(DingTalk/6.5.20) com.alibaba.android.rimet/23215283 Channel/700159 language/zh-CN abi/64 UT4Aplus/0.2.25 colorScheme/light',
    os: ['android', '11'],
    browser: ['chrome', '69.0.3497.100'],
    engine: 'blink',
    type: 'mobile',
    container: 'dingtalk',
  },
  // 41. DingTalk on iPhone — DingTalk open-platform docs, iOS client UA
  {
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AliApp(DingTalk/7.0.30) com.laiwang.DingTalk/29681080 Channel/201200 language/zh-Hans-CN UT4Aplus/0.0.6 WK',
    os: ['ios', '16.5'],
    browser: ['safari', ''],
    engine: 'webkit',
    type: 'mobile',
    container: 'dingtalk',
  },
  // 42. DingTalk's link-preview crawler: DingTalkBot is NOT the DingTalk container — as logged by sites unfurling links in DingTalk
  {
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 DingTalkBot-LinkService/1.0',
    os: ['windows', '10'],
    browser: ['chrome', '81.0.4044.138'],
    engine: 'blink',
    type: 'pc',
    container: null,
  },
  // 43. Feishu desktop on macOS (Lark/<version>, ChannelName/Feishu) — Feishu open-platform docs on UA detection
  {
    ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/108.0.5359.215 Safari/537.36 Lark/7.3.7 LarkLocale/zh_CN ChannelName/Feishu SDK-Version/7.3.10',
    os: ['macos', '10.15.7'],
    browser: ['chrome', '108.0.5359.215'],
    engine: 'blink',
    type: 'pc',
    container: 'feishu',
  },
  // 44. Lark (international) on Android — Lark open-platform docs on UA detection
  {
    ua: 'Mozilla/5.0 (Linux; Android 12; SM-G991B Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/99.0.4844.88 Mobile Safari/537.36 Lark/5.30.5 LarkLocale/en_US ChannelName/Lark TTWebView/0991130032527',
    os: ['android', '12'],
    browser: ['chrome', '99.0.4844.88'],
    engine: 'blink',
    type: 'mobile',
    container: 'feishu',
  },
  // 45. A bare "Lark" device brand (Lark-branded Android tablet), not the Lark app — Android device UA listings
  {
    ua: 'Mozilla/5.0 (Linux; Android 9; Lark FreeMe X9 Build/PPR1.180610.011) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Safari/537.36',
    os: ['android', '9'],
    browser: ['chrome', '120.0.6099.144'],
    engine: 'blink',
    type: 'tablet',
    container: null,
  },
  // 46. Huawei WeLink on Android — WeLink open-platform (we-code) docs, "HuaWEIWeLink" in UA
  {
    ua: 'Mozilla/5.0 (Linux; Android 10; ELS-AN00 Build/HUAWEIELS-AN00; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/83.0.4103.106 Mobile Safari/537.36 HuaWEIWeLink/7.12.6',
    os: ['android', '10'],
    browser: ['chrome', '83.0.4103.106'],
    engine: 'blink',
    type: 'mobile',
    container: 'welink',
  },
  // 47. The suite's own app (E-Mobile 7) on iPhone — the suite's mobile-client UA as documented for its H5 pages
  {
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 E-Mobile7/7.1.5 Language/zh',
    os: ['ios', '16.3'],
    browser: ['safari', ''],
    engine: 'webkit',
    type: 'mobile',
    container: 'emobile',
  },
  // 48. Windows XP + Chrome 49 (last XP build) — whatismybrowser.com UA database
  {
    ua: 'Mozilla/5.0 (Windows NT 5.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/49.0.2623.112 Safari/537.36',
    os: ['windows', 'XP'],
    browser: ['chrome', '49.0.2623.112'],
    engine: 'blink',
    type: 'pc',
    container: null,
  },
  // 49. Headless Chromium as driven by Playwright/Puppeteer — Chrome "Headless mode" docs (HeadlessChrome token)
  {
    ua: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.6099.28 Safari/537.36',
    os: ['linux', ''],
    browser: ['chrome', '120.0.6099.28'],
    engine: 'blink',
    type: 'pc',
    container: null,
  },
];

test(`detect() reads ${rows.length} real user agents correctly`, () => {
  expect(rows.length).toBeGreaterThanOrEqual(40);
  for (const [i, r] of rows.entries()) {
    const d = detect(r.ua, r.hints);
    const got = {
      os: [d.os.name, d.os.version],
      browser: [d.browser.name, d.browser.version],
      engine: d.engine.name,
      type: d.type,
      container: d.container,
    };
    const want = { os: r.os, browser: r.browser, engine: r.engine, type: r.type, container: r.container };
    expect(got, `row ${i + 1}: ${r.ua}`).toEqual(want);
  }
});

test('boolean flags agree with type, os and container', () => {
  for (const r of rows) {
    const d = detect(r.ua, r.hints);
    expect(d.isPC).toBe(d.type === 'pc');
    expect(d.isMobile).toBe(d.type === 'mobile');
    expect(d.isTablet).toBe(d.type === 'tablet');
    expect(d.isIOS).toBe(d.os.name === 'ios');
    expect(d.isAndroid).toBe(d.os.name === 'android');
    expect(d.isWeCom).toBe(d.container === 'wecom');
    expect(d.isWeChat).toBe(d.container === 'wechat');
    expect(d.isDingTalk).toBe(d.container === 'dingtalk');
    expect(d.isFeishu).toBe(d.container === 'feishu');
    expect(d.isWeLink).toBe(d.container === 'welink');
    expect(d.isEMobile).toBe(d.container === 'emobile');
  }
  const wecom = detect(rows[36]!.ua);
  expect([wecom.isWeCom, wecom.isWeChat]).toEqual([true, false]);
});

test('engine versions come from the engine token', () => {
  expect(detect(rows[0]!.ua).engine.version).toBe('124.0.0.0');
  expect(detect(rows[7]!.ua).engine.version).toBe('605.1.15');
  expect(detect(rows[13]!.ua).engine.version).toBe('125.0');
  expect(detect(rows[22]!.ua).engine.version).toBe('7.0');
});

test('bad input gives unknowns and never throws', () => {
  const unknown = {
    os: { name: 'unknown', version: '' },
    browser: { name: 'unknown', version: '' },
    engine: { name: 'unknown', version: '' },
    type: 'pc',
    container: null,
  };
  for (const bad of [
    '',
    '   ',
    'curl/8.4.0',
    '\u0000\uffff',
    undefined,
    null,
    42,
    {},
    ['Chrome/1'],
    Symbol('x'),
  ]) {
    const d = detect(bad as unknown as string);
    expect(
      { os: d.os, browser: d.browser, engine: d.engine, type: d.type, container: d.container },
      String(typeof bad),
    ).toEqual(unknown);
  }
  // Garbage hints are ignored.
  const mac = rows[8]!.ua;
  for (const hints of [
    null,
    'x',
    { maxTouchPoints: 'lots' },
    { maxTouchPoints: Number.NaN },
    { maxTouchPoints: -3 },
  ]) {
    expect(detect(mac, hints as never).os.name).toBe('macos');
  }
  // A huge string is cut, not choked on.
  expect(detect(`${'x'.repeat(100_000)} Chrome/1.0`).browser.name).toBe('unknown');
  expect(detect(`Chrome/2.0 ${'x'.repeat(100_000)}`).browser.version).toBe('2.0');
});
