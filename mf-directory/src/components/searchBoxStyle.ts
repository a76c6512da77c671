import type { GlobalToken } from 'antd';

/** Class names of the search box's parts, shared by the markup and searchBoxCss. */
export const searchBoxClass = {
  root: 'directory-search',
  field: 'directory-search__field',
  icon: 'directory-search__icon',
  input: 'directory-search__input',
  clear: 'directory-search__clear',
} as const;

/**
 * The search box drawn as antd's large Input is (40 px, the theme's border, radius, focus ring
 * and placeholder colour), from the theme's tokens. The clear button shows only while the box
 * holds text, by CSS (`:placeholder-shown`), so a key never needs React to show or hide it; on a
 * phone it is a 44 px touch target, and the box grows to hold it. The browser's own clear
 * button is hidden: there is one, the same in every browser.
 */
export const searchBoxCss = (token: GlobalToken) => {
  const c = searchBoxClass;
  // Where the text starts, as in antd's Input: its padding, the icon and the icon's margin.
  const textStart = token.paddingSM + token.fontSizeLG + token.paddingXXS;
  return `
.${c.root} {
  display: flex;
  flex-direction: column;
  gap: 4px;
}
.${c.root} label {
  font-size: 13px;
  font-weight: 500;
}
.${c.field} {
  position: relative;
}
.${c.input} {
  box-sizing: border-box;
  width: 100%;
  height: ${token.controlHeightLG}px;
  margin: 0;
  padding-block: 0;
  padding-inline: ${textStart - token.lineWidth}px ${token.controlHeightLG}px;
  font: inherit;
  font-size: ${token.fontSizeLG}px;
  color: ${token.colorText};
  background: ${token.colorBgContainer};
  border: ${token.lineWidth}px ${token.lineType} ${token.colorBorder};
  border-radius: ${token.borderRadiusLG}px;
  transition: all ${token.motionDurationMid};
  appearance: none;
}
.${c.input}::placeholder {
  color: ${token.colorTextPlaceholder};
}
.${c.input}::-webkit-search-cancel-button,
.${c.input}::-webkit-search-decoration {
  appearance: none;
}
.${c.input}:hover {
  border-color: ${token.colorPrimaryHover};
}
.${c.input}:focus {
  border-color: ${token.colorPrimary};
  outline: 0;
  box-shadow: 0 0 0 ${token.controlOutlineWidth}px ${token.controlOutline};
}
.${c.icon} {
  position: absolute;
  inset-inline-start: ${token.paddingSM}px;
  top: 50%;
  transform: translateY(-50%);
  font-size: ${token.fontSizeLG}px;
  color: ${token.colorText};
  pointer-events: none;
}
.${c.clear} {
  position: absolute;
  inset-inline-end: 0;
  top: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${token.controlHeightLG}px;
  height: 100%;
  margin: 0;
  padding: 0;
  font-size: ${token.fontSizeIcon}px;
  color: ${token.colorTextQuaternary};
  background: none;
  border: 0;
  border-radius: ${token.borderRadiusLG}px;
  cursor: pointer;
  transition: color ${token.motionDurationSlow};
}
.${c.clear}:hover {
  color: ${token.colorTextTertiary};
}
.${c.clear}:focus-visible {
  outline: 2px solid ${token.colorPrimary};
  outline-offset: -4px;
}
.${c.input}:placeholder-shown + .${c.clear} {
  display: none;
}
@media (pointer: coarse), (max-width: 767px) {
  .${c.input} {
    height: 44px;
    padding-inline-end: 44px;
  }
  .${c.clear} {
    width: 44px;
  }
}
`;
};
