/** A catalogue message as pages pass it around: to react-intl, and inside UI events (UiText). */
export interface CatalogueMessage {
  id: string;
  defaultMessage: string;
}
