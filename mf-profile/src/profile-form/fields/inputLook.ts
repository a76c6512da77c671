import { ConfigProvider, Form, theme } from 'antd';
import { useContext } from 'react';

const SIZE_SUFFIX = { small: 'sm', large: 'lg' } as const;

/**
 * What antd's Input gives its `<input>` or `<textarea>` (no prefix, suffix or counter; the
 * outlined variant): its class names, with the size, the disabled state (the field's own, else
 * the form's) and the status of its Form.Item, so a plain field is drawn as antd's is by the same
 * stylesheet. The antd stylesheet every page links holds Input's styles because the shell's
 * forms draw antd's Input (tooling/rspack/antd-uses.mjs reads the apps' imports); the profile
 * browser test checks the fields are drawn so.
 */
export function useInputLook(ownDisabled: boolean | undefined): {
  className: string;
  disabled: boolean;
} {
  const { getPrefixCls, theme: themeConfig } = useContext(ConfigProvider.ConfigContext);
  const { componentDisabled, componentSize } = ConfigProvider.useConfig();
  const { hashId } = theme.useToken();
  const { status } = Form.Item.useStatus();
  const prefix = getPrefixCls('input');
  const disabled = ownDisabled ?? componentDisabled ?? false;
  const size = componentSize === 'small' || componentSize === 'large' ? componentSize : undefined;
  const cssVar = themeConfig?.cssVar;
  const className = [
    prefix,
    size && `${prefix}-${SIZE_SUFFIX[size]}`,
    disabled && `${prefix}-disabled`,
    hashId,
    `${prefix}-outlined`,
    status && `${prefix}-status-${status}`,
    typeof cssVar === 'object' && cssVar.key,
    `${prefix}-css-var`,
  ];
  return { className: className.filter(Boolean).join(' '), disabled };
}
