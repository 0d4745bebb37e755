import { escapeXml } from './escape-xml';

describe('escapeXml', () => {
  it('escapes what could end a text or an attribute, or start markup', () => {
    expect(escapeXml(`Tom & Jerry's <b>"derby"</b>`)).toBe('Tom &amp; Jerry&#39;s &lt;b&gt;&quot;derby&quot;&lt;/b&gt;');
  });

  it('leaves other text as it is, Arabic and Sorani letters and joiners included', () => {
    expect(escapeXml('أربيل \u200C هەولێر 2-1')).toBe('أربيل \u200C هەولێر 2-1');
  });
});
