// react-aria's controls as one part, loaded when a visitor first uses a group
// of upgradable controls (use-upgrade-on-use.ts): what controls.tsx renders
// once it is there.
export { Button } from "react-aria-components/Button";
export { Calendar, CalendarCell, CalendarGrid } from "react-aria-components/Calendar";
export { Checkbox } from "react-aria-components/Checkbox";
export { CheckboxGroup } from "react-aria-components/CheckboxGroup";
export { FieldError } from "react-aria-components/FieldError";
export { Group } from "react-aria-components/Group";
export { Heading } from "react-aria-components/Heading";
export { Input } from "react-aria-components/Input";
export { Label } from "react-aria-components/Label";
export { Link } from "react-aria-components/Link";
export { ListBox, ListBoxItem } from "react-aria-components/ListBox";
export { NumberField } from "react-aria-components/NumberField";
export { Popover } from "react-aria-components/Popover";
export { Radio, RadioGroup } from "react-aria-components/RadioGroup";
export { Select, SelectValue } from "react-aria-components/Select";
export { Text } from "react-aria-components/Text";
export { TextArea } from "react-aria-components/TextArea";
export { TextField } from "react-aria-components/TextField";
