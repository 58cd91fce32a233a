import type { ThemeConfig } from 'antd';

/** A calm navy-and-gold palette: money and trust, with the show's spotlight as the accent. */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0b3d91',
    colorLink: '#0b3d91',
    colorWarning: '#c9972b',
    borderRadius: 8,
    fontFamily:
      "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', bodyBg: '#f4f6fb', footerBg: '#0a1f44', siderBg: '#0a1f44' },
    Menu: { darkItemBg: '#0a1f44', darkSubMenuItemBg: '#0a1f44' },
  },
};
