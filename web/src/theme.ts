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
  popoverSlotRecipe,
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
/** Size properties of Chakra's recipes that set a control's height (or an icon button's width). */
const SIZE_KEYS = new Set(['h', 'minW', '--input-height', '--select-field-height', '--tabs-height']);

/** Below `md` (phones), a size under 44 px becomes 44 px; from `md` on, the size's own value. `9` and `sizes.9` alike. */
function atLeastTouch(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const token = value.replace(/^sizes\./, '');
  const px = Number(token) * 4; // Chakra's spacing and sizes scale: token n = n × 4 px
  if (!Number.isFinite(px) || px >= TOUCH_PX) return value;
  return { base: value.startsWith('sizes.') ? `sizes.${TOUCH_TARGET}` : TOUCH_TARGET, md: value };
}

function raiseSizes(styles: unknown): unknown {
  if (!styles || typeof styles !== 'object') return styles;
  return Object.fromEntries(
    Object.entries(styles).map(([k, v]) => [k, SIZE_KEYS.has(k) ? atLeastTouch(v) : raiseSizes(v)]),
  );
}

/**
 * A recipe (or slot recipe) whose every size is at least 44 px high on phones: buttons (and icon, close and
 * link-buttons, which take the button recipe), inputs, selects and tabs of every screen, so no screen sets its own.
 */
function touchSized<R extends { variants?: { size?: object } }>(recipe: R): R {
  return { ...recipe, variants: { ...recipe.variants, size: raiseSizes(recipe.variants?.size) } } as R;
}

export const touchButtonRecipe = touchSized(buttonRecipe);

/** A label that holds a checkbox or radio is its target: 44 px high on phones. */
const touchRow = { minH: { base: TOUCH_TARGET, md: 'auto' } };
const withRoot = <R extends { base?: Record<string, object> }>(recipe: R, slot: string): R =>
  ({ ...recipe, base: { ...recipe.base, [slot]: { ...recipe.base?.[slot], ...touchRow } } }) as R;

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
  input: touchSized(inputRecipe),
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
  checkbox: withRoot(checkboxSlotRecipe, 'root'),
  collapsible: collapsibleSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fileUpload: fileUploadSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: touchSized(nativeSelectSlotRecipe),
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: withRoot(radioGroupSlotRecipe, 'item'),
  segmentGroup: segmentGroupSlotRecipe,
  slider: sliderSlotRecipe,
  stat: statSlotRecipe,
  status: statusSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: touchSized(tabsSlotRecipe),
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
