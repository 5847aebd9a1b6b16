// Filled in by issue 4's parts.
export {};
