import { useId, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Label } from "./label";

/** What a field's control needs to be named and described (spread it onto the input, select, slider…). */
export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-labelledby"?: string;
}

interface FormFieldProps {
  /** Left out only when the control names itself (aria-label), like the photo drop zone. */
  label?: ReactNode;
  /**
   * How the label names the control: a `<label for>` (inputs, text areas, select
   * triggers); the `<legend>` of a fieldset (a group, such as the photo picker); or an
   * element the control points at with aria-labelledby (Radix sliders and radio groups,
   * which a `<label>` cannot name).
   */
  labelKind?: "label" | "legend" | "labelledby";
  /** The element of an aria-labelledby label: a question is a heading. */
  labelElement?: "span" | "h3";
  /** The label's classes, in place of its own (text size, weight and colour). */
  labelClassName?: string;
  /** Shown beside the label and hidden from assistive technology (a slider announces its own value). */
  labelAside?: ReactNode;
  /** A line under the control that always shows. */
  description?: ReactNode;
  /** The description's text size, in place of `text-sm`. */
  descriptionClassName?: string;
  /** A line that shows until there is an error, which then takes its place. */
  hint?: ReactNode;
  error?: string | undefined;
  /** Classes for the error; a colour given replaces its red. */
  messageClassName?: string;
  /** A live count beside the message ('12/500 characters'). */
  counter?: ReactNode;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One form field: label, control, description and message, with the ids wired so the
 * control is named by its label and described by its description, hint or error
 * (`aria-describedby`, `aria-invalid`). Every form of the app builds its fields with it.
 */
export function FormField({
  label,
  labelKind = "label",
  labelElement: LabelElement = "span",
  labelClassName,
  labelAside,
  description,
  descriptionClassName,
  hint,
  error,
  messageClassName,
  counter,
  id: givenId,
  className,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const ids = { label: `${id}-label`, description: `${id}-description`, message: `${id}-message`, counter: `${id}-counter` };
  const hasMessage = Boolean(error) || Boolean(hint);
  const describedBy = [description ? ids.description : "", hasMessage ? ids.message : "", counter ? ids.counter : ""]
    .filter(Boolean)
    .join(" ");
  const control: FieldControlProps = {
    id,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(error ? { "aria-invalid": true } : {}),
    ...(labelKind === "labelledby" ? { "aria-labelledby": ids.label } : {}),
  };
  const labelClasses = labelClassName ?? "text-sm font-medium text-gray-800";
  const labelNode =
    label === undefined ? null : labelKind === "legend" ? (
      <legend className={labelClasses}>{label}</legend>
    ) : labelKind === "labelledby" ? (
      <LabelElement id={ids.label} className={labelClasses}>
        {label}
      </LabelElement>
    ) : (
      <Label htmlFor={id} className={labelClasses}>
        {label}
      </Label>
    );
  const message = <FieldMessage id={ids.message} error={error} hint={hint} className={messageClassName} />;
  const Wrapper = labelKind === "legend" ? "fieldset" : "div";

  return (
    <Wrapper className={className ?? "space-y-1.5"}>
      {labelAside === undefined ? (
        labelNode
      ) : (
        <div className="flex items-baseline justify-between gap-3">
          {labelNode}
          <span className="text-base font-semibold tabular-nums text-gray-900" aria-hidden>
            {labelAside}
          </span>
        </div>
      )}
      {children(control)}
      {description ? (
        <p id={ids.description} className={cn(descriptionClassName ?? "text-sm", "text-gray-600")}>
          {description}
        </p>
      ) : null}
      {counter ? (
        <div className="flex items-start justify-between gap-3">
          {message}
          <p id={ids.counter} className="ml-auto shrink-0 text-xs text-gray-600">
            {counter}
          </p>
        </div>
      ) : (
        message
      )}
    </Wrapper>
  );
}

/** The error (announced) or else the hint, under the control. */
function FieldMessage({
  id,
  error,
  hint,
  className,
}: {
  id: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
}) {
  if (error) {
    return (
      <p id={id} role="alert" className={cn("text-sm font-medium", className ?? "text-red-700")}>
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={id} className="text-sm text-gray-600">
      {hint}
    </p>
  ) : null;
}
