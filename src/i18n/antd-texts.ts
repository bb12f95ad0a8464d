import type { Locale as AntdLocale } from 'antd-mobile/es/locales/base';
import { defineMessages, type IntlShape } from 'react-intl';
import { commonMessages } from '@/components/common-messages';

/**
 * antd-mobile names some of its controls for screen readers from its own locale, and its French,
 * Spanish and traditional Chinese locales leave them in English ('decrease', 'clear', 'Search Bar';
 * French 'Télécharger', 'download', on the photo button). These are ours, translated with the rest.
 */
const antdMessages = defineMessages({
  stepperDecrease: { id: 'antd.stepper_decrease', defaultMessage: 'Decrease quantity' },
  stepperIncrease: { id: 'antd.stepper_increase', defaultMessage: 'Increase quantity' },
  inputClear: { id: 'antd.input_clear', defaultMessage: 'Clear' },
  imageUploaderUpload: { id: 'antd.image_uploader_upload', defaultMessage: 'Add a photo' },
  /** Only heard where a page gives a choice list no name of its own. */
  selectorName: { id: 'antd.selector_name', defaultMessage: 'Options' },
  searchBarName: { id: 'antd.search_bar_name', defaultMessage: 'Search' },
  /** Heard after a required field's name, where the eye sees antd's red "*" (global.css). */
  requiredSpoken: { id: 'antd.required_spoken', defaultMessage: '(required)' },
});

/**
 * What a screen reader hears for antd's required mark: the mark's "*" is hidden from it (it was
 * read as "star"), and the label says this instead, through a CSS custom property that
 * global.css gives its `::after` as alternative text. A CSS string, quoted and escaped.
 */
export function requiredMarkSpoken(intl: IntlShape): string {
  return JSON.stringify(` ${intl.formatMessage(antdMessages.requiredSpoken)}`);
}

/** antd-mobile's locale with the names it would say in English said in the shopper's language. */
export function withOurTexts(antd: AntdLocale, intl: IntlShape): AntdLocale {
  const say = intl.formatMessage;
  return {
    ...antd,
    common: { ...antd.common, close: say(commonMessages.close) },
    // A tap outside a sheet: it closes. Heard only where the mask is not hidden, the picture viewer's.
    Mask: { ...antd.Mask, name: say(commonMessages.close) },
    Stepper: { decrease: say(antdMessages.stepperDecrease), increase: say(antdMessages.stepperIncrease) },
    Input: { ...antd.Input, clear: say(antdMessages.inputClear) },
    ImageUploader: { ...antd.ImageUploader, upload: say(antdMessages.imageUploaderUpload) },
    Selector: { ...antd.Selector, name: say(antdMessages.selectorName) },
    SearchBar: { ...antd.SearchBar, name: say(antdMessages.searchBarName) },
  };
}
