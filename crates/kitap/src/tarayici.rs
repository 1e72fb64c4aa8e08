//! The browser the book's checks drive: Debian's `chromium` package (playwright-core starts it,
//! `crate::surucu`), or the one `KITAP_CHROMIUM` names.

use std::path::PathBuf;

/// The browser: `KITAP_CHROMIUM` (none if it names no file), else `chromium` or
/// `chromium-browser` on the PATH.
pub fn bul() -> Option<PathBuf> {
    if let Some(yol) = std::env::var_os("KITAP_CHROMIUM") {
        return Some(PathBuf::from(yol)).filter(|y| y.is_file());
    }
    let yollar = std::env::var_os("PATH")?;
    std::env::split_paths(&yollar)
        .flat_map(|k| ["chromium", "chromium-browser"].map(|ad| k.join(ad)))
        .find(|y| y.is_file())
}
