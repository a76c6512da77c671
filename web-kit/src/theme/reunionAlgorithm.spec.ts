import { theme } from 'antd';
import { reunionAlgorithm } from './reunionAlgorithm.js';
import { reunionMapToken } from './reunionMapToken.js';
import { reunionTheme } from './reunionTheme.js';
import { reunionToken } from './reunionToken.js';

const reunionSeed = { ...theme.defaultSeed, ...reunionToken };

describe('the reunion theme algorithm', () => {
  afterEach(() => jest.restoreAllMocks());

  it("holds what antd derives from the site's seed (else `npm run theme-tokens -w web-kit`)", () => {
    expect(reunionMapToken).toEqual(theme.defaultAlgorithm(reunionSeed));
  });

  it("answers the site's seed without deriving, and any other seed as antd does", () => {
    const other = { ...reunionSeed, colorPrimary: '#1677ff' };
    const expected = theme.defaultAlgorithm(other);
    const derive = jest.spyOn(theme, 'defaultAlgorithm');
    expect(reunionAlgorithm(reunionSeed)).toEqual(reunionMapToken);
    expect(derive).not.toHaveBeenCalled();
    expect(reunionAlgorithm(other)).toEqual(expected);
    expect(derive).toHaveBeenCalledTimes(1);
  });

  it('gives every design token antd gives the same theme without it', () => {
    const { algorithm: _algorithm, ...derived } = reunionTheme;
    expect(theme.getDesignToken(reunionTheme)).toEqual(theme.getDesignToken(derived));
  });
});
