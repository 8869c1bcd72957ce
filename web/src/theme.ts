import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fileUploadSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  segmentGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  sliderSlotRecipe,
  spinnerRecipe,
  statSlotRecipe,
  statusSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/** The smallest touch target on a phone: 44 CSS px (token `11`, WCAG 2.5.5 and Apple's HIG). */
export const TOUCH_TARGET = '11';
const TOUCH_PX = 44;

type SizeStyles = Record<string, unknown> & { h?: string; minW?: string };
/** Below `md` (phones), a height or width under 44 px becomes 44 px; from `md` on, the size's own value. */
function atLeastTouch(value: string | undefined) {
  const px = Number(value) * 4; // Chakra's spacing scale: token n = n × 4 px
  return value && Number.isFinite(px) && px < TOUCH_PX ? { base: TOUCH_TARGET, md: value } : value;
}

/**
 * Chakra's button recipe with every size at least 44 px high (and icon buttons 44 px wide) on phones: buttons,
 * icon buttons, close buttons and link-buttons of every screen take it, so no screen sets its own heights.
 */
export const touchButtonRecipe = {
  ...buttonRecipe,
  variants: {
    ...buttonRecipe.variants,
    size: Object.fromEntries(
      Object.entries(buttonRecipe.variants?.size ?? {}).map(([name, styles]) => {
        const st = styles as SizeStyles;
        return [name, { ...st, h: atLeastTouch(st.h), minW: atLeastTouch(st.minW) }];
      }),
    ),
  },
} as typeof buttonRecipe;

// Chakra's default theme, but only the recipes of the components the app uses (the default system carries all ~75 of
// them into the first load). A component whose recipe is missing renders unstyled: the web build test checks that
// every Chakra component imported under src/ has its recipe here.
export const recipes = {
  badge: badgeRecipe,
  button: touchButtonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fileUpload: fileUploadSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  slider: sliderSlotRecipe,
  stat: statSlotRecipe,
  status: statusSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

// Argumenta's palette: an ink indigo for actions, warm paper tones for reading surfaces.
const config = defineConfig({
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
        body: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
        essay: { value: "Georgia, 'Times New Roman', serif" },
      },
      colors: {
        brand: {
          50: { value: '#eef2ff' },
          100: { value: '#e0e7ff' },
          200: { value: '#c7d2fe' },
          300: { value: '#a5b4fc' },
          400: { value: '#818cf8' },
          500: { value: '#6366f1' },
          600: { value: '#4f46e5' },
          700: { value: '#4338ca' },
          800: { value: '#3730a3' },
          900: { value: '#312e81' },
          950: { value: '#1e1b4b' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.400}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
        // Small grey text (hints, dates, ranges) must reach 4.5:1 on panels and the page: Chakra's default subtle grey is ~2.5:1.
        fg: { subtle: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } } },
        // Focus rings of grey controls (ghost buttons, links, inputs) in the brand ink: Chakra's grey ring is ~2.5:1, this is ≥ 3:1 (WCAG 1.4.11).
        gray: { focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.300}' } } },
        paper: { value: { _light: '#fffdf8', _dark: '{colors.gray.900}' } },
        page: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
      },
    },
  },
  globalCss: {
    'html, body': { bg: 'page', color: 'fg' },
    // Inputs draw their ring 'inside' at 1 px by default: 2 px everywhere so the ring is seen.
    html: { '--focus-ring-width': '2px' },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
