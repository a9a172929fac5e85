import Testing

/// Real clients against the real server binary: headless Chromium (JavaScript off), lynx, w3m and the
/// Nu HTML checker. One at a time, since browsers and Java are heavy on a small machine. A test whose
/// tool is missing is skipped and says which tool; `make deps-test` installs them all.
@Suite(.serialized)
struct ClientTests {}
