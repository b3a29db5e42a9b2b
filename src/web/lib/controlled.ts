/** The props of a control whose value its owner keeps: the value shown, and each change of it. */
export type ControlledProps<Value> = { value: Value; onChange: (value: Value) => void };
