import 'react';

// Element Timing (https://wicg.github.io/element-timing/): the name under which the browser reports
// a picture's paint to a PerformanceObserver. React passes it to the DOM as it is; its types lack it.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the type parameter must match React's own declaration
  interface ImgHTMLAttributes<T> {
    elementtiming?: string | undefined;
  }
}
