import { forwardRef, useCallback, type HTMLAttributes, type Ref } from "react";
import { UpgradeContext, loadAriaControls } from "./upgrade-context";
import { useUpgradeOnUse } from "./use-upgrade-on-use";

export type UpgradeScopeProps = HTMLAttributes<HTMLDivElement> & {
  [data: `data-${string}`]: unknown;
};

/**
 * A widget's element whose upgradable controls (controls.tsx) are plain until
 * a visitor first uses one, then react-aria's, all together (the part is one
 * chunk, loaded once per page): a div, with the widget's own attributes.
 */
export const UpgradeScope = forwardRef(function UpgradeScope(
  { children, onPointerEnter, ...props }: UpgradeScopeProps,
  ref: Ref<HTMLDivElement>,
) {
  const upgrade = useUpgradeOnUse(loadAriaControls);
  const { ref: rootRef, ...handlers } = upgrade.rootProps;
  const setRef = useCallback(
    (element: HTMLDivElement | null) => {
      rootRef(element);
      if (typeof ref === "function") ref(element);
      else if (ref) ref.current = element;
    },
    [rootRef, ref],
  );
  return (
    <div
      {...props}
      {...handlers}
      onPointerEnter={(event) => {
        handlers.onPointerEnter();
        onPointerEnter?.(event);
      }}
      ref={setRef}
    >
      <UpgradeContext.Provider value={{ parts: upgrade.parts, activation: upgrade.activation }}>
        {children}
      </UpgradeContext.Provider>
    </div>
  );
});
