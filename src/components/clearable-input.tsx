import Input, { type InputProps, type InputRef } from 'antd-mobile/es/components/input';
import { forwardRef, useEffect, useImperativeHandle, useRef, type RefObject } from 'react';

/**
 * antd's clear button (the "×" in a field being edited) is a <div> with an aria-label and no role:
 * axe calls the label prohibited there (aria-prohibited-attr), and a screen reader announced nothing
 * it could press. It is given the role of the button it is whenever antd draws it anew (the field
 * gains focus with text in it, or text while focused). It takes no Tab stop, as antd draws it: a
 * keyboard clears a field with its own keys.
 */
export function useClearIsButton(field: RefObject<InputRef | null>): void {
  useEffect(() => {
    // antd's own wrapper of the <input>, where the button comes and goes with antd's own state
    // (focus, text): watched itself, as a render of ours would miss a focus that shows it.
    const wrapper = field.current?.nativeElement?.parentElement;
    if (!wrapper) return undefined;
    const name = () => wrapper.querySelector('.adm-input-clear:not([role])')?.setAttribute('role', 'button');
    name();
    const watch = new MutationObserver(name);
    watch.observe(wrapper, { childList: true });
    return () => watch.disconnect();
  }, [field]);
}

/** antd's Input with its clear button, the button named as one (useClearIsButton). */
export const ClearableInput = forwardRef<InputRef, Omit<InputProps, 'clearable'>>(function ClearableInput(props, ref) {
  const field = useRef<InputRef>(null);
  useImperativeHandle(ref, () => field.current as InputRef);
  useClearIsButton(field);
  return <Input ref={field} {...props} clearable />;
});
