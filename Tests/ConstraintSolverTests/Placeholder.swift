// Placeholder so the test target builds before its first tests land.
