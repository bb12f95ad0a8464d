import { Fragment } from 'react';

/**
 * A URL's pieces, each ending where a line may break: after a path's slash (not the scheme's
 * `//`), before `?`, `&` and `#`, and after `=`. A piece longer than its line still breaks anywhere
 * (the caller's `overflow-wrap: anywhere`).
 */
export function urlPieces(url: string): string[] {
  return url.split(/(?<=[^/]\/)(?=[^/])|(?=[?&#])|(?<==)/).filter(Boolean);
}

/**
 * A URL shown whole that wraps where a reader expects ("…/tabbar/home/" then "home?code=…"),
 * not mid-word ("ho" / "me"). What is copied or selected is the URL as it is: `<wbr>` adds nothing.
 */
export function UrlText({ url }: { url: string }) {
  return urlPieces(url).map((piece, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}
