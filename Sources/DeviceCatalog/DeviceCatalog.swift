// Placeholder so the target builds before its first slice lands; replaced by the module's code.
